import { deskStatusLabel, type BookingStatus, type CheckInState, type DepartureCancellation } from '@hv/shared';
import { Badge } from '@/components/ui/badge.tsx';
import { cn } from '@/lib/cn.ts';

// How the desk shows a booking's status and check-in: words first, colour only as a second cue.

const STATUS_CLASS: Record<BookingStatus, string> = {
  Pagada: 'bg-jade-100 text-jade-800',
  Pendiente: 'bg-marigold-100 text-marigold-800',
  Reembolsada: 'bg-muted text-foreground',
  Cancelada: 'bg-terracotta-50 text-destructive',
};

/** The booking's status; a partly refunded paid booking says so and how much (decision 0204). */
export function StatusBadge({ status, refundedAmount = 0 }: { status: BookingStatus; refundedAmount?: number }) {
  return <Badge className={STATUS_CLASS[status]}>{deskStatusLabel(status, refundedAmount)}</Badge>;
}

const expiryFormat = new Intl.DateTimeFormat('es-MX', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'America/Mexico_City',
});

/**
 * A payment link still waiting (decision 0205): `Esperando pago · vence 28 nov, 14:30` while it
 * holds its places, `Enlace vencido` once they went back on sale. Read from the clock, as the server does.
 */
export function LinkWaitBadge({ expiresAt, now = new Date() }: { expiresAt: string; now?: Date }) {
  const at = new Date(expiresAt);
  return at.getTime() > now.getTime() ? (
    <Badge className="border border-marigold-300 bg-white text-marigold-800">
      <time dateTime={expiresAt}>{`Esperando pago · vence ${expiryFormat.format(at)}`}</time>
    </Badge>
  ) : (
    <Badge className="bg-muted text-foreground">Enlace vencido</Badge>
  );
}

const CHECK_IN_CLASS: Record<CheckInState, string> = {
  Presentado: 'bg-jade-100 text-jade-800',
  'No se presentó': 'bg-terracotta-50 text-destructive',
  'Sin registrar': 'border border-border bg-card text-muted-foreground',
};

/**
 * A booking's presentation. With `people` (the manifest's passengers), a booking whose passengers
 * came only in part says how many (`Presentado · 1 de 3`), not a bare `Presentado`.
 */
export function CheckInBadge({
  state,
  people,
  className,
}: {
  state: CheckInState;
  people?: readonly { checkedInAt: string | null }[];
  className?: string;
}) {
  const present = people?.filter((person) => person.checkedInAt).length ?? 0;
  const partly = people !== undefined && present > 0 && present < people.length;
  return (
    <Badge className={cn(CHECK_IN_CLASS[state], className)}>{partly ? `${state} · ${present} de ${people.length}` : state}</Badge>
  );
}

const timeFormat = new Intl.DateTimeFormat('es-MX', { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/Mexico_City' });

/** An instant in Mexico City's wall clock, e.g. "25 de noviembre de 2026, 9:41". */
export const formatInstant = (iso: string) => timeFormat.format(new Date(iso));

export const passengersLabel = (n: number) => (n === 1 ? '1 pasajero' : `${n} pasajeros`);

/**
 * A departure staff cancelled (decision 0202): the record, not the tab that did it — so every
 * screen and every reload says the same: who, when and why.
 */
export function DepartureCancelledNote({ cancelled, className }: { cancelled: DepartureCancellation; className?: string }) {
  return (
    <p className={cn('grid gap-0.5 rounded-xl border border-terracotta-200 bg-terracotta-50 px-3 py-2 text-sm', className)}>
      <span>
        <Badge className={STATUS_CLASS.Cancelada}>Cancelada</Badge>{' '}
        <span className="font-semibold">
          {cancelled.by ? `por ${cancelled.by}, ` : ''}
          {formatInstant(cancelled.at)}
        </span>
      </span>
      <span>Motivo: {cancelled.reason}</span>
    </p>
  );
}
