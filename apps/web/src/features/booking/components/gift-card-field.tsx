import { Input } from '@/components/ui/input.tsx';
import { Field } from '@/components/ui/field.tsx';

/**
 * Optional gift-card series. The server checks it on 'Reservar' (exists, not expired, MXN, with
 * balance) and says how much it pays; PayPal pays the rest.
 */
export function GiftCardField({ value, onChange, error }: { value: string; onChange: (value: string) => void; error?: string }) {
  return (
    <Field label="Gift card" optional hint="Paga con su saldo; el resto, con PayPal." error={error} className="sm:max-w-sm">
      {(control) => (
        <Input
          {...control}
          value={value}
          onChange={(event) => onChange(event.target.value.toUpperCase())}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          placeholder="Ej. HV7K2M9QX4TB"
          className="uppercase placeholder:normal-case"
        />
      )}
    </Field>
  );
}
