import type { Control } from 'react-hook-form';
import { FormField } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useT } from '@/lib/i18n.tsx';
import type { CheckoutValues } from '../hooks/use-checkout-handlers.ts';

/** `Pasajeros`: one full name per passenger, following the stepper (docs/product.md §6.9). */
export function PassengerNames({
  control,
  count,
  types,
}: {
  control: Control<CheckoutValues>;
  count: number;
  /** Each passenger's type name, when the item sells several (decision 0232). */
  types?: readonly string[];
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
            types?.[i]
              ? t('booking.passengers.nameOfType', { number: i + 1, type: types[i] })
              : t('booking.passengers.name', { number: i + 1 })
          }
        >
          {(field) => <Input {...field} value={field.value ?? ''} autoComplete="off" maxLength={120} />}
        </FormField>
      ))}
    </fieldset>
  );
}
