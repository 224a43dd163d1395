import { Input } from '@/components/ui/input.tsx';
import { Field } from '@/components/ui/field.tsx';

/** Optional coupon code; the server checks it when the order is created (SPEC: coupons at checkout). */
export function CouponField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <Field label="Código de cupón" optional hint="El descuento se aplica al iniciar el pago." className="sm:max-w-sm">
      {(control) => (
        <Input
          {...control}
          value={value}
          onChange={(event) => onChange(event.target.value.toUpperCase())}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          placeholder="Ej. VERANO10"
          className="uppercase placeholder:normal-case"
        />
      )}
    </Field>
  );
}
