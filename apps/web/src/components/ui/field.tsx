import { useId, type ReactNode } from 'react';
import { useController, type Control, type ControllerRenderProps, type FieldPath, type FieldValues } from 'react-hook-form';
import { cn } from '@/lib/cn.ts';
import { useT } from '@/lib/i18n.tsx';

export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
  'aria-required': boolean | undefined;
}

interface FieldProps {
  label: ReactNode;
  /** Required fields get a "*" and aria-required; optional ones "(opcional)" unless `markOptional` is false. */
  optional?: boolean;
  markOptional?: boolean;
  hint?: ReactNode;
  error?: string;
  /**
   * 'inline': a control in a table row, under a visual column header. Its label is for
   * assistive technology only (no "*" or "(opcional)"; `aria-required` still says it), and its
   * error is smaller.
   */
  variant?: 'default' | 'inline';
  className?: string;
  /** Renders the control with the ids and ARIA wiring, so label, hint and error are announced with it. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A labelled form control with its hint and its error message under it, their ARIA wiring
 * (aria-invalid, aria-describedby) done once here.
 * Forms use `FormField`, which binds it to react-hook-form; `Field` alone is for controls that
 * are not part of a submitted form (a live filter, the inline row editor's layout).
 */
export function Field({
  label,
  optional = false,
  markOptional = true,
  hint,
  error,
  variant = 'default',
  className,
  children,
}: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const inline = variant === 'inline';
  const { t } = useT();

  return (
    <div className={cn('grid content-start', inline ? 'gap-1' : 'gap-1.5', className)}>
      <label htmlFor={id} className={inline ? 'sr-only' : 'text-sm font-semibold text-foreground'}>
        {label}
        {inline ? null : optional ? (
          markOptional ? (
            <span className="font-normal text-muted-foreground"> {t('ui.field.optional')}</span>
          ) : null
        ) : (
          <span aria-hidden="true" className="text-primary">
            {' '}
            *
          </span>
        )}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        'aria-required': optional ? undefined : true,
      })}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={cn('font-medium text-destructive', inline ? 'text-xs' : 'text-sm')}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** What a `FormField` hands its control: the ARIA wiring plus react-hook-form's value, onChange, onBlur, name and ref. */
export type FormFieldControlProps<T extends FieldValues, N extends FieldPath<T>> = FieldControlProps &
  ControllerRenderProps<T, N>;

interface FormFieldProps<T extends FieldValues, N extends FieldPath<T>, TOut> extends Omit<FieldProps, 'error' | 'children'> {
  /** The form's control; `TOut` is what its resolver hands the submit handler. */
  control: Control<T, unknown, TOut>;
  name: N;
  children: (field: FormFieldControlProps<T, N>) => ReactNode;
}

/**
 * The one form field (issue 14): a `Field` bound to a react-hook-form field. Its error is the
 * schema's or the server's (`setError`), and the `ref` it passes on is what the form focuses
 * when this is the first invalid field after a submit, so spread everything onto the control.
 */
export function FormField<T extends FieldValues, N extends FieldPath<T>, TOut = T>({
  control,
  name,
  children,
  ...layout
}: FormFieldProps<T, N, TOut>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Field {...layout} error={fieldState.error?.message}>
      {(aria) => children({ ...field, ...aria })}
    </Field>
  );
}

/** The form's own error (react-hook-form's `root`), read out when it appears. */
export function FormRootError({ message }: { message: string | undefined }) {
  return message ? (
    <p role="alert" className="text-sm font-medium text-destructive">
      {message}
    </p>
  ) : null;
}
