import type { Control } from 'react-hook-form';
import { CHECKOUT_MESSAGES } from '@hv/shared';
import { FormField } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import type { CheckoutValues } from '../hooks/use-checkout-handlers.ts';

/** `Pasajeros`: one full name per passenger, following the stepper (docs/product.md §6.9). */
export function PassengerNames({ control, count }: { control: Control<CheckoutValues>; count: number }) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-3 font-display text-lg font-bold">{CHECKOUT_MESSAGES.passengersTitle}</legend>
      {Array.from({ length: count }, (_, i) => (
        <FormField key={i} control={control} name={`passengerNames.${i}`} label={`Nombre completo del pasajero ${i + 1}`}>
          {(field) => <Input {...field} value={field.value ?? ''} autoComplete="off" maxLength={120} />}
        </FormField>
      ))}
    </fieldset>
  );
}
