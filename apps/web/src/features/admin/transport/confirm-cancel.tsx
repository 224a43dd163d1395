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

interface ConfirmCancelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Who asked, e.g. 'Gabriela Ortega', and where to: the request being cancelled. */
  name: string;
  destination: string;
  onConfirm: () => void;
}

/**
 * docs/product.md §11.8: 'Cancelada' is asked before it is saved, since only an Administrador can
 * take a request out of it. 'Cancelar' would read as the choice itself, so the way back says 'No'.
 */
export function ConfirmCancel({ open, onOpenChange, name, destination, onConfirm }: ConfirmCancelProps) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>¿Cancelar esta solicitud?</AlertDialogTitle>
          <AlertDialogDescription>
            La solicitud de {name} ({destination}) pasará a Cancelada. Solo un Administrador podrá reabrirla.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>No, mantenerla</AlertDialogCancel>
          <AlertDialogAction className="bg-destructive hover:bg-red-800" onClick={onConfirm}>
            Sí, cancelar solicitud
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
