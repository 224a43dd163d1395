import type { ComponentProps, ReactNode } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '@/lib/cn.ts';
import { Button } from './button.tsx';
import { useT } from '@/lib/i18n.tsx';
import { useReturnFocus } from './use-return-focus.ts';

export const Dialog = DialogPrimitive.Root;

const closingClass = 'data-[state=closed]:animate-[toast-fade-out_150ms_ease-in]';

/** A centred modal panel over a dimmed page; scrolls inside itself on short screens (360 px wide phones). */
export function DialogContent({
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content>) {
  const { t } = useT();
  const returnFocus = useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus });
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={cn('fixed inset-0 z-50 bg-terracotta-950/50 backdrop-blur-[2px]', closingClass)} />
      <DialogPrimitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-1.5rem)] w-[calc(100vw-1.5rem)] max-w-md',
          '-translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-3xl border border-border bg-card p-5 shadow-card-hover sm:p-6',
          'focus:outline-none',
          closingClass,
          className,
        )}
        {...returnFocus}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground"
          aria-label={t('common.close')}
        >
          <X className="size-5" aria-hidden="true" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('grid gap-1.5 pr-10 text-left', className)} {...props} />;
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('font-display text-2xl leading-tight font-bold', className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />;
}

interface TitledDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Read with the title; without one, the dialog is described by nothing (Radix's warning off). */
  description?: ReactNode;
  /** The panel's own classes (width, height). */
  className?: string;
  children: ReactNode;
}

/** A dialog under its title and description: the shell of the forms and lists that open in one. */
export function TitledDialog({ open, onOpenChange, title, description, className, children }: TitledDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={className} {...(description ? {} : { 'aria-describedby': undefined })}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description ? <DialogDescription>{description}</DialogDescription> : null}
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}

interface DialogFormActionsProps {
  /** The form is being sent: both buttons wait, and the submit says `busyLabel`. */
  busy: boolean;
  onCancel: () => void;
  cancelLabel: string;
  submitLabel: string;
  busyLabel: string;
  /** Besides while busy (e.g. nothing to send yet). */
  submitDisabled?: boolean;
}

/**
 * A dialog form's two buttons: going back (outline) and sending, side by side from 640 px,
 * stacked with the submit on top on a phone.
 */
export function DialogFormActions({
  busy,
  onCancel,
  cancelLabel,
  submitLabel,
  busyLabel,
  submitDisabled,
}: DialogFormActionsProps) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="outline" onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </Button>
      <Button type="submit" disabled={busy || submitDisabled}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </div>
  );
}
