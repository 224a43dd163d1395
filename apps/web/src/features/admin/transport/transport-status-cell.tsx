import { useState } from 'react';
import { transportStatusMoves, type Role, type TransportRequestRow, type TransportStatus } from '@hv/shared';
import { Select } from '@/components/ui/input.tsx';
import { cn } from '@/lib/cn.ts';
import { toast } from '@/lib/use-toast.ts';
import { useAdminMe } from '../shell/use-admin-me.ts';
import { ConfirmCancel } from './confirm-cancel.tsx';
import { errorText, useUpdateTransportRequest } from './transport-api.ts';
import { statusLabel } from './transport-format.ts';

// Pending waits on staff (yellow), contacted is in progress (blue), confirmed green, cancelled red.
const STATUS_CLASSES: Record<TransportStatus, string> = {
  pending: 'border-yellow-300 bg-yellow-100 text-yellow-900',
  contacted: 'border-blue-300 bg-blue-100 text-blue-900',
  confirmed: 'border-green-300 bg-green-100 text-green-900',
  cancelled: 'border-red-300 bg-red-100 text-red-900',
};

/**
 * The current status plus only the moves the server allows: forward only (docs/product.md §10),
 * and out of 'Cancelada' only for an Administrador (issue 16).
 */
export function statusOptions(status: string, role: Role | undefined): string[] {
  return [status, ...transportStatusMoves(status, role)];
}

export function TransportStatusCell({ row }: { row: TransportRequestRow }) {
  const role = useAdminMe().data?.role;
  const update = useUpdateTransportRequest();
  const [confirming, setConfirming] = useState(false);
  const value = update.isPending ? (update.variables.body.status ?? row.status) : row.status;
  const options = statusOptions(row.status, role);
  const final = options.length === 1;

  const move = (status: TransportStatus) =>
    update.mutate(
      { id: row.id, body: { status } },
      {
        onSuccess: () => toast({ title: '¡Actualizado!', description: `La solicitud ahora está ${statusLabel(status)}.` }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'No se pudo cambiar el estado.',
            description: errorText(error, 'Inténtalo de nuevo.'),
          }),
      },
    );

  return (
    // Clicks here (the select, the dialog rendered through a portal) must not open or close the row.
    <span className="contents" onClick={(event) => event.stopPropagation()}>
      <Select
        aria-label={`Estado: ${row.name}`}
        value={value}
        // A cancelled request is final but for an Administrador; the control stays to show its status.
        disabled={update.isPending || final}
        onChange={(event) => {
          const status = event.target.value as TransportStatus;
          // Cancelling is asked first; the select keeps showing the stored status meanwhile.
          if (status === 'cancelled') setConfirming(true);
          else move(status);
        }}
        className={cn(
          'h-9 w-auto min-w-36 rounded-full border font-semibold disabled:opacity-100',
          STATUS_CLASSES[value as TransportStatus] ?? 'border-border bg-muted text-foreground',
          final && 'cursor-default',
        )}
      >
        {options.map((status) => (
          <option key={status} value={status}>
            {statusLabel(status)}
          </option>
        ))}
      </Select>
      <ConfirmCancel
        open={confirming}
        onOpenChange={setConfirming}
        name={row.name}
        destination={row.destination}
        onConfirm={() => move('cancelled')}
      />
    </span>
  );
}
