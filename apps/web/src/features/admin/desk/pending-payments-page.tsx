import { Link } from 'react-router';
import { formatMXN, type DeskPendingPayment } from '@hv/shared';
import { adminPaths } from '../admin-paths.ts';
import { DeskQueuePage, type DeskQueueWords } from './desk-queue-page.tsx';
import { usePendingPayments } from './pending-payments-api.ts';

const WORDS: DeskQueueWords = {
  title: 'Pagos pendientes',
  intro: 'Reservas que esperan su pago en OXXO o por SPEI. Al vencer el plazo se liberan los lugares.',
  loading: 'Cargando pagos pendientes...',
  loadError: 'No se pudieron cargar los pagos pendientes.',
  empty: 'No hay pagos pendientes.',
};

const METHOD_LABEL: Record<DeskPendingPayment['method'], string> = {
  oxxo: 'Efectivo en OXXO',
  spei: 'Transferencia SPEI',
};

/** The deadline on the item's clock, with its zone, as the traveller's e-mail says it. */
const deadlineText = (p: DeskPendingPayment) =>
  new Intl.DateTimeFormat('es-MX', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: p.timeZone,
    timeZoneName: 'short',
  }).format(new Date(p.deadline));

/**
 * `Pagos pendientes` (issue 31, docs/decisions/0216): each booking still awaiting its OXXO or SPEI
 * payment, soonest deadline first, with its reference and who to call. The desk is Spanish, as its
 * other screens; one column of cards on a phone.
 */
export default function PendingPaymentsPage() {
  const query = usePendingPayments();
  return (
    <DeskQueuePage words={WORDS} query={query}>
      {(p) => {
        const headingId = `pago-${p.bookingId}`;
        return (
          <li
            key={p.bookingId}
            aria-labelledby={headingId}
            className="grid min-w-0 content-start gap-1 rounded-2xl border border-border bg-card p-4 shadow-card"
          >
            <h2 id={headingId} className="font-semibold break-words">
              <Link to={adminPaths.booking(p.bookingId)} className="font-mono underline underline-offset-4">
                {p.bookingReference}
              </Link>{' '}
              · {p.contactName ?? 'Sin nombre'} · {formatMXN(p.amount)}
            </h2>
            <p className="text-sm break-words">
              {p.itemName} · {p.date}
              {p.startTime ? `, ${p.startTime}` : ''}
            </p>
            <p className="text-sm">
              {METHOD_LABEL[p.method]}
              {p.reference ? (
                <>
                  {' · '}
                  <span className="font-mono break-all">{p.reference}</span>
                </>
              ) : null}
            </p>
            <p className="text-sm font-medium">Vence: {deadlineText(p)}</p>
            <p className="text-sm break-words text-muted-foreground">
              {[p.contactEmail, p.contactPhone].filter(Boolean).join(' · ')}
            </p>
          </li>
        );
      }}
    </DeskQueuePage>
  );
}
