import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn.ts';

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
  className?: string;
  /** Renders the control with the ids and ARIA wiring, so label, hint and error are announced with it. */
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled form control with its hint and its error message under it (STYLE: Field + FieldError). */
export function Field({ label, optional = false, markOptional = true, hint, error, className, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cn('grid content-start gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-semibold text-foreground">
        {label}
        {optional ? (
          markOptional ? (
            <span className="font-normal text-muted-foreground"> (opcional)</span>
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
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
