import type { CatalogStatus } from '@hv/shared';
import { toast } from '@/lib/use-toast.ts';
import { ActiveSwitch } from './active-switch.tsx';
import type { AdminResource } from './admin-resource.ts';
import { StatusSelect } from './status-select.tsx';
import { useSetActive, useSetStatus } from './use-admin-mutations.ts';

// docs/product.md §11.4: the visibility toggle and the status dropdown share one failure message.
const STATE_CHANGE_FAILED = { variant: 'destructive', title: 'Error', description: 'No se pudo cambiar el estado.' } as const;

interface CellProps {
  resource: AdminResource;
  row: { id: string; is_active: boolean; status: CatalogStatus };
  /** The row's name, for the control's accessible label. */
  name: string;
  /** The success toast text, e.g. 'Visibilidad del viaje actualizada.' */
  successText: string;
}

export function ActiveCell({ resource, row, name, successText }: CellProps) {
  const setActive = useSetActive(resource);
  const checked = setActive.isPending ? (setActive.variables?.is_active ?? row.is_active) : row.is_active;
  return (
    <ActiveSwitch
      label={`Activo: ${name}`}
      checked={checked}
      disabled={setActive.isPending}
      onChange={(is_active) =>
        setActive.mutate(
          { id: row.id, is_active },
          { onSuccess: () => toast({ title: successText }), onError: () => toast(STATE_CHANGE_FAILED) },
        )
      }
    />
  );
}

export function StatusCell({ resource, row, name, successText }: CellProps) {
  const setStatus = useSetStatus(resource);
  const value = setStatus.isPending ? (setStatus.variables?.status ?? row.status) : row.status;
  return (
    <StatusSelect
      label={`Estado: ${name}`}
      value={value}
      disabled={setStatus.isPending}
      onChange={(status) =>
        setStatus.mutate(
          { id: row.id, status },
          { onSuccess: () => toast({ title: successText }), onError: () => toast(STATE_CHANGE_FAILED) },
        )
      }
    />
  );
}
