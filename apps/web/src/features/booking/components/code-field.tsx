import { useRef } from 'react';
import { get, useFormState, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { CircleCheck } from 'lucide-react';
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
  /** What the server accepted, said beside the field once applied ('Cupón aplicado'); null otherwise. */
  applied?: string | null;
  /** The refusal under the field as it is said aloud ('Cupón no aplicado: {reason}'). */
  refused: (reason: string) => string;
}

/**
 * An optional code typed at checkout (coupon code, gift-card series), upper-cased as typed like
 * the printed codes, with `Aplicar` beside it; Enter in the field applies it too. The focus stays
 * on the field (issue 30: a disabled `Aplicar` dropped it to the page) and the outcome — applied,
 * or the refusal under the field — is said politely, where the traveller is.
 */
export function CodeField<T extends FieldValues>(props: CodeFieldProps<T>) {
  const { control, name, label, hint, placeholder, onEdit, onApply, applyName, applying, applied = null, refused } = props;
  const { t } = useT('booking');
  const inputRef = useRef<HTMLInputElement | null>(null);
  const { errors } = useFormState({ control, name });
  const refusal = (get(errors, name) as { message?: string } | undefined)?.message ?? null;
  return (
    <div className="grid content-start gap-1.5 sm:max-w-sm">
      <FormField control={control} name={name} label={label} optional hint={hint}>
        {(field) => (
          <div className="flex gap-2">
            <Input
              {...field}
              ref={(node) => {
                field.ref(node);
                inputRef.current = node;
              }}
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
              onClick={() => {
                // Back to the field before the button is disabled while the server answers.
                inputRef.current?.focus();
                onApply();
              }}
            >
              {t('booking.form.apply')}
            </Button>
          </div>
        )}
      </FormField>
      {/* One polite live region per code: 'Cupón aplicado' shows; a refusal, already shown under the field, is only said. */}
      <p role="status" className={applied ? 'flex items-center gap-1.5 text-sm font-medium text-jade-800' : 'sr-only'}>
        {applied ? (
          <>
            <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
            {applied}
          </>
        ) : refusal ? (
          refused(refusal)
        ) : null}
      </p>
    </div>
  );
}
