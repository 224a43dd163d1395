import { BUSINESS_TIME_ZONE } from './limits.ts';
import { said, type Said } from './said.ts';

// docs/product.md §15.1 (issue 17): each experience and trip says how many hours before its start
// a booking may be cancelled free; 0 means it is not refundable.

/** What an item gets when staff set nothing (the column's default, migration 0014). */
export const DEFAULT_FREE_CANCELLATION_HOURS = 48;
/** The longest free-cancellation window staff may set: 30 days. */
export const MAX_FREE_CANCELLATION_HOURS = 720;

export const FREE_CANCELLATION_HOURS_MESSAGE = `Escribe un número entero de horas entre 0 y ${MAX_FREE_CANCELLATION_HOURS}.`;

/**
 * The policy in one sentence, as the item page, checkout, the voucher and the e-mail show it: a key
 * of the shared catalogue with its values, said in each language from the catalogues
 * (docs/decisions/0197-messages-travel-as-keys.md).
 */
export function cancellationPolicy(hours: number): Said {
  return hours <= 0 ? said('policy.notRefundable') : said('policy.freeCancellation', { hours });
}

/** The policy's Spanish sentence, the words docs/product.md §15.1 fixes (the catalogue's Spanish entry says the same). */
export function cancellationPolicyText(hours: number): string {
  if (hours <= 0) return 'Esta reserva no es reembolsable.';
  return `Cancelación gratuita hasta ${hours} horas antes de la fecha y hora de inicio; después, o si no te presentas, el pago no es reembolsable.`;
}

/** Minutes to add to a UTC instant to read Mexico City's wall clock at that instant. */
function offsetMinutes(instant: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: BUSINESS_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return Math.round((wall - instant.getTime()) / 60_000);
}

/** The instant of a Mexico City wall-clock date and 'HH:MM' time. */
function mexicoCityInstant(date: string, time: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const asUtc = Date.UTC(y, m - 1, d, hh, mm);
  // Guess with the offset at that wall time read as UTC, then correct once (enough for any zone
  // with whole-hour changes; Mexico City keeps UTC−6 all year since 2022).
  let instant = asUtc - offsetMinutes(new Date(asUtc)) * 60_000;
  instant = asUtc - offsetMinutes(new Date(instant)) * 60_000;
  return new Date(instant);
}

/**
 * Until when a booking may be cancelled free, as an ISO instant: `hours` before its start, the
 * date and 'HH:MM' start time read on Mexico City's clock; a booking without a start time counts
 * from 00:00 of its date. With 0 hours that is the start itself, and `canCancelFree` says no.
 */
export function freeCancellationUntil(date: string, startTime: string | null, hours: number): string {
  const start = mexicoCityInstant(date, startTime ?? '00:00');
  return new Date(start.getTime() - hours * 3_600_000).toISOString();
}

/** Whether a booking may still be cancelled free at `now` (never when the item is not refundable). */
export function canCancelFree(now: Date, date: string, startTime: string | null, hours: number): boolean {
  if (hours <= 0) return false;
  return now.getTime() < Date.parse(freeCancellationUntil(date, startTime, hours));
}

// What a traveller may do with a paid booking while the policy allows (docs/product.md §15.3):
// cancel it (everything paid comes back) or move it to another date.

const dateTime = new Intl.DateTimeFormat('es-MX', {
  dateStyle: 'full',
  timeStyle: 'short',
  hourCycle: 'h23',
  timeZone: BUSINESS_TIME_ZONE,
});

/** An instant on Mexico City's clock in long es-MX form, e.g. "jueves, 3 de diciembre de 2026, 09:00". */
export function formatLongDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

export const AFTER_SALE_MESSAGES = {
  /** The reason a refund by the traveller carries (their e-mail quotes it). */
  travellerReason: 'Cancelaste tu reserva.',
  notRefundable: 'Esta reserva no es reembolsable: no se puede cancelar ni cambiar de fecha en línea.',
  windowClosed: (until: string) => `La cancelación gratuita y los cambios de fecha terminaron el ${formatLongDateTime(until)}.`,
  notPaid: 'Solo una reserva pagada se puede cancelar o cambiar de fecha.',
  askUs: 'Si necesitas ayuda, escríbenos por WhatsApp con tu referencia.',
  sameDeparture: 'La reserva ya es para esa fecha y hora.',
  noDate: 'Elige la nueva fecha.',
  rescheduled: (date: string) => `Tu reserva cambió al ${date}.`,
} as const;
