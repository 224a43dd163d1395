import {
  AFTER_SALE_MESSAGES,
  cancellationPolicyText,
  CHECKOUT_MESSAGES,
  DESK_MESSAGES,
  formatLongDate,
  MESSAGES,
  PAYMENT_MESSAGES,
  type Locale,
} from '@hv/shared';
import type { MessageId, MessageValues } from '@/lib/i18n.tsx';
import {
  localizeSentence as localizeShared,
  useSharedSentences,
  type SentenceTable,
  type Translate,
} from '@/lib/shared-sentences.ts';

// The checkout's shared Spanish sentences (a field's error, a refused coupon, the cancellation
// terms) and the catalogue messages that say them on an English page (lib/shared-sentences.ts).

export type { Translate };

const P = PAYMENT_MESSAGES;
const C = CHECKOUT_MESSAGES;

/** The shared Spanish sentences and the catalogue message that says each one (the same Spanish words). */
export const SERVER_SENTENCES: ReadonlyArray<readonly [string, MessageId]> = [
  [P.couponInvalid, 'booking.server.couponInvalid'],
  [P.couponUnknown, 'booking.server.couponUnknown'],
  [P.weekendOnlyDate, 'booking.server.weekendOnlyDate'],
  [P.pastDate, 'booking.server.pastDate'],
  [P.tripDeparted, 'booking.payment.tripDeparted'],
  [P.notApproved, 'booking.server.notApproved'],
  [P.captureFailed, 'booking.server.captureFailed'],
  [P.capturePending, 'booking.server.capturePending'],
  [P.amountMismatch, 'booking.server.amountMismatch'],
  [P.paypalUnavailable, 'booking.server.paypalUnavailable'],
  [P.captureInProgress, 'booking.server.captureInProgress'],
  [P.bookingNotFound, 'booking.server.bookingNotFound'],
  [P.bookingClosed, 'booking.server.bookingClosed'],
  [P.departureCancelled, 'booking.server.departureCancelled'],
  [P.departureCancelledRefund, 'booking.server.departureCancelledRefund'],
  [P.giftCardNotFound, 'booking.server.giftCardNotFound'],
  [P.giftCardExpired, 'booking.server.giftCardExpired'],
  [P.giftCardEmpty, 'booking.server.giftCardEmpty'],
  [P.giftCardInactive, 'booking.server.giftCardInactive'],
  [P.giftCardShort, 'booking.server.giftCardShort'],
  [P.nothingToPay, 'booking.server.nothingToPay'],
  [P.giftCardCoversAll, 'booking.server.giftCardCoversAll'],
  [P.giftCardNotEnough, 'booking.server.giftCardNotEnough'],
  [P.giftCardPaymentError, 'booking.payment.giftCardError'],
  [P.paymentError, 'booking.payment.error'],
  [P.noDate, 'booking.payment.noDate'],
  [P.passengersMin, 'booking.server.passengersMin'],
  [C.contactName, 'booking.server.contactName'],
  [C.contactEmail, 'booking.server.contactEmail'],
  [C.contactPhoneCountry, 'booking.server.contactPhoneCountry'],
  [C.contactPhone, 'booking.server.contactPhone'],
  [C.passengerName, 'booking.server.passengerName'],
  [C.passengerNames, 'booking.server.passengerNames'],
  [C.startTime, 'booking.server.startTime'],
  [C.noStartTime, 'booking.server.noStartTime'],
  [C.findSent, 'booking.server.findSent'],
  [C.referenceInvalid, 'booking.server.referenceInvalid'],
  [AFTER_SALE_MESSAGES.notRefundable, 'booking.changes.notRefundable'],
  [AFTER_SALE_MESSAGES.notPaid, 'booking.changes.notPaid'],
  [AFTER_SALE_MESSAGES.sameDeparture, 'booking.server.sameDeparture'],
  [AFTER_SALE_MESSAGES.noDate, 'booking.reschedule.noDate'],
  [AFTER_SALE_MESSAGES.insideWindow, 'booking.policy.insideWindow'],
  [DESK_MESSAGES.paymentLinkInvalid, 'booking.payLink.invalid'],
  [DESK_MESSAGES.linkClosed, 'booking.payLink.closed'],
  [MESSAGES.rateLimited, 'booking.server.rateLimited'],
  [cancellationPolicyText(0), 'booking.policy.notRefundable'],
];

const SPANISH_MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

/** A long es-MX date ('15 de noviembre de 2026', formatLongDate) written again in English. */
function englishLongDate(day: string, month: string, year: string): string {
  const m = SPANISH_MONTHS.indexOf(month) + 1;
  if (m === 0) return `${day} de ${month} de ${year}`;
  return formatLongDate(`${year}-${String(m).padStart(2, '0')}-${day.padStart(2, '0')}`, 'en');
}

/** Shared sentences with a number or a word inside: how to read it back, and the message that says it. */
const PATTERNS: ReadonlyArray<{ match: RegExp; id: MessageId; values: (found: RegExpExecArray) => MessageValues }> = [
  { match: /^Ya no quedan lugares para esa fecha\.$/, id: 'booking.places.left', values: () => ({ count: 0 }) },
  { match: /^Solo queda 1 lugar para esa fecha\.$/, id: 'booking.places.left', values: () => ({ count: 1 }) },
  { match: /^Solo quedan (\d+) lugares para esa fecha\.$/, id: 'booking.places.left', values: (m) => ({ count: Number(m[1]) }) },
  {
    match: /^Este cupón venció el (\d{1,2}) de (\p{L}+) de (\d{4})\.$/u,
    id: 'booking.server.couponExpired',
    values: (m) => ({ date: englishLongDate(m[1]!, m[2]!, m[3]!) }),
  },
  // Seasons and weekdays (docs/decisions/0208-experience-seasons-and-weekdays.md): the calendar
  // offers neither, so these arrive only from a stale page; English says it without the Spanish words.
  {
    match: /^Esta experiencia solo se reserva en temporada: .+\. Elige otra fecha\.$/,
    id: 'booking.server.outOfSeason',
    values: () => ({}),
  },
  { match: /^Esta experiencia solo se reserva en estos días: .+\.$/, id: 'booking.server.weekdayDate', values: () => ({}) },
  {
    match: /^Esta gift card es en (\w+) y no puede pagar una reserva en pesos mexicanos \(MXN\)\.$/,
    id: 'booking.server.giftCardCurrency',
    values: (m) => ({ currency: m[1] }),
  },
  {
    match:
      /^Reservaste con menos de (\d+) horas? de anticipación: esta reserva no admite cancelación gratuita ni cambios de fecha\.$/,
    id: 'booking.changes.bookedInsideWindow',
    values: (m) => ({ hours: Number(m[1]) }),
  },
  {
    match: /^Cancelación gratuita hasta (\d+) horas antes de la fecha y hora de inicio;/,
    id: 'booking.policy.freeCancellation',
    values: (m) => ({ hours: Number(m[1]) }),
  },
];

const BOOKING_SENTENCES: SentenceTable = { sentences: SERVER_SENTENCES, patterns: PATTERNS };

/** A shared Spanish sentence of the checkout in the page's language. */
export const localizeSentence = (text: string, locale: Locale, t: Translate) =>
  localizeShared(text, locale, t, BOOKING_SENTENCES);

/** The checkout's shared sentences in the page's language (lib/shared-sentences.ts). */
export const useServerWords = () => useSharedSentences(BOOKING_SENTENCES);
