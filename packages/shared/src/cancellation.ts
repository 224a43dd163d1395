import { BUSINESS_TIME_ZONE } from './limits.ts';
import { said, type Said } from './said.ts';
import { zonedStart } from './time-zones.ts';

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

/**
 * Until when a booking may be cancelled free, as an ISO instant: `hours` before its start, the
 * date and 'HH:MM' start time read on the clock of the item's place, `zone`
 * (docs/decisions/0200-a-time-zone-per-item.md); a booking without a start time counts from 00:00
 * of its date. With 0 hours that is the start itself, and `canCancelFree` says no.
 */
export function freeCancellationUntil(
  date: string,
  startTime: string | null,
  hours: number,
  zone: string = BUSINESS_TIME_ZONE,
): string {
  const start = zonedStart(date, startTime ?? '00:00', zone);
  return new Date(start.getTime() - hours * 3_600_000).toISOString();
}

/** Whether a booking may still be cancelled free at `now` (never when the item is not refundable). */
export function canCancelFree(
  now: Date,
  date: string,
  startTime: string | null,
  hours: number,
  zone: string = BUSINESS_TIME_ZONE,
): boolean {
  if (hours <= 0) return false;
  return now.getTime() < Date.parse(freeCancellationUntil(date, startTime, hours, zone));
}

/**
 * Whether a date (and start time) booked at `now` is already inside the item's no-free-cancellation
 * window: refundable item, but the deadline has passed before paying (issue 30 item 3,
 * docs/decisions/0198-bookings-inside-the-cancellation-window.md). A not-refundable item is not
 * "inside the window": its own sentence already says it.
 */
export function insideCancellationWindow(now: Date, date: string, startTime: string | null, hours: number): boolean {
  return hours > 0 && !canCancelFree(now, date, startTime, hours);
}

// What a traveller may do with a paid booking while the policy allows (docs/product.md §15.3):
// cancel it (everything paid comes back) or move it to another date.

const dateTime = (zone: string) =>
  new Intl.DateTimeFormat('es-MX', { dateStyle: 'full', timeStyle: 'short', hourCycle: 'h23', timeZone: zone });

/**
 * An instant on the clock of `zone` (the item's place; Mexico City's by default) in long es-MX
 * form, e.g. "jueves, 3 de diciembre de 2026, 09:00".
 */
export function formatLongDateTime(iso: string, zone: string = BUSINESS_TIME_ZONE): string {
  return dateTime(zone).format(new Date(iso));
}

export const AFTER_SALE_MESSAGES = {
  /** The reason a refund by the traveller carries (their e-mail quotes it). */
  travellerReason: 'Cancelaste tu reserva.',
  notRefundable: 'Esta reserva no es reembolsable: no se puede cancelar ni cambiar de fecha en línea.',
  /** Before paying, when the chosen date is already inside the window (insideCancellationWindow). */
  insideWindow: 'Esta fecha ya no admite cancelación gratuita ni cambios de fecha.',
  /** On the voucher of a booking paid when the window had already closed: a fact, not a past deadline. */
  bookedInsideWindow: (hours: number) =>
    `Reservaste con menos de ${hours} ${hours === 1 ? 'hora' : 'horas'} de anticipación: esta reserva no admite cancelación gratuita ni cambios de fecha.`,
  windowClosed: (until: string, zone?: string) =>
    `La cancelación gratuita y los cambios de fecha terminaron el ${formatLongDateTime(until, zone)}.`,
  notPaid: 'Solo una reserva pagada se puede cancelar o cambiar de fecha.',
  askUs: 'Si necesitas ayuda, escríbenos por WhatsApp con tu referencia.',
  sameDeparture: 'La reserva ya es para esa fecha y hora.',
  noDate: 'Elige la nueva fecha.',
  rescheduled: (date: string) => `Tu reserva cambió al ${date}.`,
} as const;
