import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useT } from '@/lib/i18n.tsx';

interface CodeFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  hint?: string;
  placeholder: string;
  /** Called after each change (the booking form drops the figures and the error the change made stale). */
  onEdit: () => void;
  /** `Aplicar`: asks the server about the code at once (docs/product.md §6.4). */
  onApply: () => void;
  /** The button's accessible name, which starts with its visible `Aplicar` (e.g. 'Aplicar cupón'). */
  applyName: string;
  applying: boolean;
}

/**
 * An optional code typed at checkout (coupon code, gift-card series), upper-cased as typed like
 * the printed codes, with `Aplicar` beside it; Enter in the field applies it too.
 */
export function CodeField<T extends FieldValues>(props: CodeFieldProps<T>) {
  const { control, name, label, hint, placeholder, onEdit, onApply, applyName, applying } = props;
  const { t } = useT('booking');
  return (
    <FormField control={control} name={name} label={label} optional hint={hint} className="sm:max-w-sm">
      {(field) => (
        <div className="flex gap-2">
          <Input
            {...field}
            onChange={(event) => {
              field.onChange(event.target.value.toUpperCase());
              onEdit();
            }}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault(); // Enter applies the code rather than sending the whole form
              onApply();
            }}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            placeholder={placeholder}
            className="min-w-0 flex-1 uppercase placeholder:normal-case"
          />
          <Button
            type="button"
            variant="outline"
            aria-label={applyName}
            aria-busy={applying || undefined}
            disabled={applying}
            onClick={onApply}
          >
            {t('booking.form.apply')}
          </Button>
        </div>
      )}
    </FormField>
  );
}
