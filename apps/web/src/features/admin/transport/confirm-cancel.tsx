import { ConfirmDialog } from '../crud/confirm-dialog.tsx';

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
export function ConfirmCancel({ name, destination, ...props }: ConfirmCancelProps) {
  return (
    <ConfirmDialog
      {...props}
      title="¿Cancelar esta solicitud?"
      description={`La solicitud de ${name} (${destination}) pasará a Cancelada. Solo un Administrador podrá reabrirla.`}
      cancelLabel="No, mantenerla"
      confirmLabel="Sí, cancelar solicitud"
      destructive
    />
  );
}
