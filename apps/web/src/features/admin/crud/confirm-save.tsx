import type { ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog.tsx';

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
    <AlertDialog open={confirmation !== null} onOpenChange={(open) => !open && onDecide(false)}>
      <AlertDialogContent className="max-h-[calc(100dvh-1.5rem)] max-w-xl overflow-y-auto">
        {confirmation ? (
          <>
            <AlertDialogHeader>
              <AlertDialogTitle>{confirmation.title}</AlertDialogTitle>
              <AlertDialogDescription>{confirmation.description}</AlertDialogDescription>
            </AlertDialogHeader>
            {confirmation.details}
            <AlertDialogFooter>
              <AlertDialogCancel>{confirmation.cancelLabel}</AlertDialogCancel>
              <AlertDialogAction onClick={() => onDecide(true)}>{confirmation.confirmLabel}</AlertDialogAction>
            </AlertDialogFooter>
          </>
        ) : null}
      </AlertDialogContent>
    </AlertDialog>
  );
}
