import { ConfirmDialog } from './confirm-dialog.tsx';

interface ConfirmDeleteProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The entity's sentence, e.g. 'Esta acción no se puede deshacer. Esto eliminará permanentemente el viaje.' */
  description: string;
  onConfirm: () => void;
}

/** docs/product.md §11.2: '¿Estás seguro?' with 'Cancelar' and 'Sí, eliminar'. */
export function ConfirmDelete(props: ConfirmDeleteProps) {
  return <ConfirmDialog {...props} title="¿Estás seguro?" cancelLabel="Cancelar" confirmLabel="Sí, eliminar" destructive />;
}
