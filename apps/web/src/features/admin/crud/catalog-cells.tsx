import { useState } from 'react';
import type { CatalogStatus } from '@hv/shared';
import { toast } from '@/lib/use-toast.ts';
import { ActiveSwitch } from './active-switch.tsx';
import type { AdminResource } from './admin-resource.ts';
import { ConfirmSave, type SaveConfirmation } from './confirm-save.tsx';
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

interface StatusCellProps extends CellProps {
  /** A question to confirm before the status is sent, or null (a trip's cancellation: docs/product.md §14.5). */
  confirm?: (status: CatalogStatus) => Promise<SaveConfirmation | null>;
}

export function StatusCell({ resource, row, name, successText, confirm }: StatusCellProps) {
  const setStatus = useSetStatus(resource);
  const [asking, setAsking] = useState<{ status: CatalogStatus; confirmation: SaveConfirmation } | null>(null);
  const [checking, setChecking] = useState(false);
  const value = setStatus.isPending ? (setStatus.variables?.status ?? row.status) : row.status;
  const send = (status: CatalogStatus) =>
    setStatus.mutate(
      { id: row.id, status },
      { onSuccess: () => toast({ title: successText }), onError: () => toast(STATE_CHANGE_FAILED) },
    );
  async function change(status: CatalogStatus) {
    if (!confirm) return send(status);
    setChecking(true);
    try {
      const confirmation = await confirm(status);
      if (confirmation) setAsking({ status, confirmation });
      else send(status);
    } catch {
      toast(STATE_CHANGE_FAILED);
    } finally {
      setChecking(false);
    }
  }
  return (
    <>
      <StatusSelect
        label={`Estado: ${name}`}
        value={value}
        disabled={setStatus.isPending || checking}
        onChange={(status) => void change(status)}
      />
      {confirm ? (
        <ConfirmSave
          confirmation={asking?.confirmation ?? null}
          onDecide={(confirmed) => {
            if (confirmed && asking) send(asking.status);
            setAsking(null);
          }}
        />
      ) : null}
    </>
  );
}
