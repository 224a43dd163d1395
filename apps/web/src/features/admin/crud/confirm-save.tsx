import type { ReactNode } from 'react';
import { ConfirmDialog } from './confirm-dialog.tsx';

/** What a screen asks before a save goes out (e.g. a trip with paid bookings changing its date). */
export interface SaveConfirmation {
  title: string;
  description: string;
  /** Under the description: a list, a table. */
  details?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
}

interface ConfirmSaveProps {
  confirmation: SaveConfirmation | null;
  /** true: save; false: back to the form, nothing sent. */
  onDecide: (confirmed: boolean) => void;
}

/** The question a `CrudConfig.form.confirmSave` returned, over the edit dialog. */
export function ConfirmSave({ confirmation, onDecide }: ConfirmSaveProps) {
  return (
    <ConfirmDialog
      open={confirmation !== null}
      onOpenChange={(open) => !open && onDecide(false)}
      title={confirmation?.title ?? ''}
      description={confirmation?.description ?? ''}
      details={confirmation?.details}
      confirmLabel={confirmation?.confirmLabel ?? ''}
      cancelLabel={confirmation?.cancelLabel ?? ''}
      onConfirm={() => onDecide(true)}
      className="max-h-[calc(100dvh-1.5rem)] max-w-xl overflow-y-auto"
    />
  );
}
