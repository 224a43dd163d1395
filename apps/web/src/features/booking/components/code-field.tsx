import { Input } from '@/components/ui/input.tsx';
import { Field } from '@/components/ui/field.tsx';

/** An optional code typed at checkout (coupon code, gift-card series), upper-cased as typed like the printed codes. */
export function CodeField({
  label,
  hint,
  placeholder,
  value,
  onChange,
  error,
}: {
  label: string;
  hint: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  return (
    <Field label={label} optional hint={hint} error={error} className="sm:max-w-sm">
      {(control) => (
        <Input
          {...control}
          value={value}
          onChange={(event) => onChange(event.target.value.toUpperCase())}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          placeholder={placeholder}
          className="uppercase placeholder:normal-case"
        />
      )}
    </Field>
  );
}
