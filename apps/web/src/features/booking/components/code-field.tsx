import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormField } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';

interface CodeFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  hint: string;
  placeholder: string;
  /** Called after each change (the booking form drops figures that the change made stale). */
  onEdit: () => void;
}

/** An optional code typed at checkout (coupon code, gift-card series), upper-cased as typed like the printed codes. */
export function CodeField<T extends FieldValues>({ control, name, label, hint, placeholder, onEdit }: CodeFieldProps<T>) {
  return (
    <FormField control={control} name={name} label={label} optional hint={hint} className="sm:max-w-sm">
      {(field) => (
        <Input
          {...field}
          onChange={(event) => {
            field.onChange(event.target.value.toUpperCase());
            onEdit();
          }}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          placeholder={placeholder}
          className="uppercase placeholder:normal-case"
        />
      )}
    </FormField>
  );
}
