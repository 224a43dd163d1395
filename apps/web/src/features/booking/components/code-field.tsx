import { useId, useRef } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { CircleCheck } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { cn } from '@/lib/cn.ts';
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
}

/**
 * An optional code typed at checkout (coupon code, gift-card series), upper-cased as typed like
 * the printed codes, with `Aplicar` beside it; Enter in the field applies it too. The focus stays
 * on the field (issue 30: a disabled `Aplicar` dropped it to the page), and the outcome — the
 * refusal, or 'Cupón aplicado' — is written under it in a polite live region, so it is said where
 * the traveller is; the refusal is also the field's description.
 */
export function CodeField<T extends FieldValues>(props: CodeFieldProps<T>) {
  const { control, name, label, hint, placeholder, onEdit, onApply, applyName, applying, applied = null } = props;
  const { t } = useT('booking');
  const { field, fieldState } = useController({ control, name });
  const inputRef = useRef<HTMLInputElement | null>(null);
  const outcomeId = useId();
  const refusal = fieldState.error?.message ?? null;
  return (
    <div className="grid content-start gap-1.5 sm:max-w-sm">
      <Field label={label} optional hint={hint}>
        {(aria) => (
          <div className="flex gap-2">
            <Input
              {...field}
              {...aria}
              aria-invalid={refusal ? true : undefined}
              aria-describedby={[aria['aria-describedby'], refusal ? outcomeId : null].filter(Boolean).join(' ') || undefined}
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
      </Field>
      {/* Always on the page, so that what appears in it is read out. */}
      <p
        id={outcomeId}
        role="status"
        className={cn(
          'text-sm font-medium empty:hidden',
          refusal ? 'text-destructive' : 'flex items-center gap-1.5 text-jade-800',
        )}
      >
        {refusal ??
          (applied ? (
            <>
              <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
              {applied}
            </>
          ) : null)}
      </p>
    </div>
  );
}
