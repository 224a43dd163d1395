import type { Control } from 'react-hook-form';
import { FormField } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useT } from '@/lib/i18n.tsx';
import type { CheckoutValues } from '../hooks/use-checkout-handlers.ts';

/**
 * `Pasajeros`: one full name per passenger, following the stepper (docs/product.md §6.9); with
 * traveller types, each field says whose it is (`… (Niño (3 a 11 años))`, decision 0237).
 */
export function PassengerNames({
  control,
  count,
  typeNames,
}: {
  control: Control<CheckoutValues>;
  count: number;
  typeNames?: string[];
}) {
  const { t } = useT('booking');
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-3 font-display text-lg font-bold">{t('booking.passengers.title')}</legend>
      {Array.from({ length: count }, (_, i) => (
        <FormField
          key={i}
          control={control}
          name={`passengerNames.${i}`}
          label={
            typeNames?.[i]
              ? t('booking.passengers.typedName', { number: i + 1, type: typeNames[i] })
              : t('booking.passengers.name', { number: i + 1 })
          }
        >
          {(field) => <Input {...field} value={field.value ?? ''} autoComplete="off" maxLength={120} />}
        </FormField>
      ))}
    </fieldset>
  );
}
