import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn.ts';

// One look for every text control; `aria-invalid` switches it to the error colour.
const controlClass = cn(
  'w-full rounded-xl border border-border bg-card px-3.5 text-base text-foreground shadow-xs sm:text-sm',
  'placeholder:text-muted-foreground/80 transition-colors',
  'focus-visible:border-turquoise-600 focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-ring/40',
  'aria-invalid:border-destructive aria-invalid:bg-red-50/40 disabled:cursor-not-allowed disabled:opacity-60',
);

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(controlClass, 'h-11', className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(controlClass, 'min-h-24 py-2.5 leading-relaxed', className)} {...props} />;
}

export function Select({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(controlClass, 'h-11 appearance-auto pr-2', className)} {...props} />;
}

/**
 * A one-time code (authenticator app, e-mailed code): numeric keyboard, the browser's
 * one-time-code autofill, and anything but digits dropped as it is typed.
 */
export function CodeInput({
  onValueChange,
  length = 6,
  className,
  ...props
}: Omit<ComponentProps<'input'>, 'onChange'> & { onValueChange: (digits: string) => void; length?: number }) {
  return (
    <Input
      {...props}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={length}
      className={cn('font-mono text-lg tracking-[0.3em]', className)}
      onChange={(e) => onValueChange(e.target.value.replace(/\D/g, '').slice(0, length))}
    />
  );
}
