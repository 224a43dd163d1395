import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { DEPARTURE_CANCEL_MESSAGES, formatMXN, type DepartureRefundState } from '@hv/shared';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ApiRequestError } from '@/lib/api.ts';
import { toast } from '@/lib/use-toast.ts';
import { useCancelProgress, useRetryFailedRefunds } from './departure-cancel-dialog.tsx';

// The refunds of a cancelled departure (docs/product.md §15.4): each booking's state, refreshed
// until none is under way; a failed refund shows PayPal's reason and can be retried.

const m = DEPARTURE_CANCEL_MESSAGES;
const badge: Record<DepartureRefundState, 'accent' | 'secondary' | 'primary'> = {
  [m.refunded]: 'accent',
  [m.inProgress]: 'secondary',
  [m.failed]: 'primary',
};

export function DepartureCancelProgress({ batch }: { batch: string }) {
  const progress = useCancelProgress(batch);
  const retry = useRetryFailedRefunds(batch);
  const p = progress.data;
  const client = useQueryClient();
  const finished = p?.finished ?? false;
  // Once every refund is through, the manifest and the desk lists show the bookings refunded.
  useEffect(() => {
    if (finished)
      void client.invalidateQueries({ queryKey: ['admin', 'desk'], predicate: (q) => q.queryKey[2] !== 'departure-cancel' });
  }, [finished, client]);

  const retryFailed = async () => {
    try {
      const done = await retry.mutateAsync();
      toast({ title: done.retried === 1 ? 'Reintentando 1 reembolso.' : `Reintentando ${done.retried} reembolsos.` });
    } catch (error) {
      toast({
        title: error instanceof ApiRequestError ? error.message : 'No se pudo reintentar. Inténtalo de nuevo.',
        variant: 'destructive',
      });
    }
  };

  return (
    <section
      aria-labelledby="cancel-progress-title"
      data-print="hide"
      className="grid gap-3 rounded-2xl border border-border p-4"
    >
      <h2 id="cancel-progress-title" className="font-display text-xl font-bold">
        Reembolsos de la salida cancelada
      </h2>
      {progress.error ? (
        <p role="alert" className="font-medium text-destructive">
          {progress.error.message}
        </p>
      ) : null}
      {p ? (
        <>
          <p>Motivo: {p.reason}</p>
          <p role="status" className="font-semibold tabular-nums">
            {p.finished
              ? `Terminado: ${p.refunded} de ${p.data.length} reembolsada(s)${p.failed ? `, ${p.failed} con falla` : ''}.`
              : `En curso: ${p.refunded} de ${p.data.length} reembolsada(s)...`}{' '}
            Total {formatMXN(p.total)}.
          </p>
          <ul className="grid gap-2">
            {p.data.map((b) => (
              <li
                key={b.bookingId}
                className="grid gap-1 rounded-xl border border-border p-3 text-sm sm:grid-cols-[auto_1fr_auto_auto] sm:items-center sm:gap-3"
              >
                <span className="font-mono font-semibold">{b.reference}</span>
                <span>{b.traveller ?? '—'}</span>
                <span className="tabular-nums">{formatMXN(b.amount)}</span>
                <Badge variant={badge[b.state]}>{b.state}</Badge>
                {b.state === m.failed && b.error ? <span className="text-destructive sm:col-span-4">{b.error}</span> : null}
              </li>
            ))}
          </ul>
          {p.failed > 0 ? (
            <div>
              <Button onClick={() => void retryFailed()} disabled={retry.isPending}>
                {retry.isPending ? 'Reintentando...' : 'Reintentar'}
              </Button>
            </div>
          ) : null}
        </>
      ) : progress.isPending ? (
        <p className="text-muted-foreground">Cargando los reembolsos...</p>
      ) : null}
    </section>
  );
}
