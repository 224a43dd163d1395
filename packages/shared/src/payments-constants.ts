// Booking and payment constants without zod, so the booking form can import them without
// pulling the schemas into the first bundle (see transport-constants.ts for the same reason).
import { DISPLAYED_ID_CHARS } from './limits.ts';
// The sentences the server also says are the shared catalogue's own (decision 0197): one copy, read here.
import es from './locales/es.json' with { type: 'json' };

export const BOOKING_KINDS = ['experience', 'trip'] as const;
export type BookingKind = (typeof BOOKING_KINDS)[number];

export const PAYMENT_CURRENCY = 'MXN';

/** The payment providers a traveller may choose at checkout (decision 0211); PayPal unless chosen. */
export const PAYMENT_PROVIDER_NAMES = ['paypal', 'mercadopago'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDER_NAMES)[number];

/** How far ahead an experience can be booked: prices and schedules are not promised further. */
const BOOKING_HORIZON_MONTHS = 18;

/** The last date (YYYY-MM-DD) that can be booked from `today`: the same day 18 months later, or that month's last day. */
export function lastBookableDate(today: string): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const monthIndex = m - 1 + BOOKING_HORIZON_MONTHS;
  const lastDay = new Date(Date.UTC(y, monthIndex + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, monthIndex, Math.min(d, lastDay))).toISOString().slice(0, 10);
}

/** Spanish texts of the booking form and the payment flow (docs/product.md §6). */
export const PAYMENT_MESSAGES = {
  noDateTitle: 'Fecha no seleccionada',
  noDate: es['payment.noDate'],
  passengersMin: es['payment.passengersMin'],
  weekendsOnly: 'Solo fines de semana',
  loadingPayPal: 'Cargando PayPal...',
  testMode: 'Modo de prueba: no se mueve dinero real.',
  paymentErrorTitle: 'Error en el pago',
  paymentError: 'Ocurrió un error al procesar tu pago con PayPal. Por favor, inténtalo de nuevo.',
  successTitle: '¡Reserva completada!',
  success: (givenName: string) => `Gracias por tu compra, ${givenName}. Recibirás un correo de confirmación.`,
  couponInvalid: es['payment.couponInvalid'],
  /** A code no coupon has (issue 30 item 13: said apart from one that exists but cannot be used). */
  couponUnknown: es['payment.couponUnknown'],
  /** A coupon past its last day, with that day written long ('15 de noviembre de 2026'). */
  couponExpired: (longDate: string) => es['payment.couponExpired'].replace('{expiredDate}', () => longDate),
  weekendOnlyDate: es['payment.weekendOnlyDate'],
  /** An experience that runs on other weekdays than the weekend ('lunes, miércoles y viernes'; decision 0208). */
  weekdayDate: (days: string) => es['payment.weekdayDate'].replace('{runWeekdays}', () => days),
  /** A date outside the experience's seasons, written as the page says them ('enero a marzo'; decision 0208). */
  outOfSeason: (season: string) => es['payment.outOfSeason'].replace('{runSeasons}', () => season),
  pastDate: es['payment.pastDate'],
  beyondHorizon: (longDate: string) => es['payment.beyondHorizon'].replace('{lastDate}', () => longDate),
  tripDate: (longDate: string) => es['payment.tripDate'].replace('{departureDate}', () => longDate),
  tripDeparted: es['payment.tripDeparted'],
  placesLeft: (n: number) =>
    n <= 0
      ? 'Ya no quedan lugares para esa fecha.'
      : n === 1
        ? 'Solo queda 1 lugar para esa fecha.'
        : `Solo quedan ${n} lugares para esa fecha.`,
  notApproved: es['payment.notApproved'],
  captureFailed: es['payment.captureFailed'],
  capturePending: es['payment.capturePending'],
  amountMismatch: es['payment.amountMismatch'],
  paypalUnavailable: es['payment.paypalUnavailable'],
  captureInProgress: es['payment.captureInProgress'],
  bookingNotFound: es['payment.bookingNotFound'],
  bookingClosed: es['payment.bookingClosed'],
  // A cancelled departure or a closed date is never paid (issue 27 item 4, decision 0164).
  departureCancelled: es['payment.departureCancelled'],
  departureCancelledRefund: es['payment.departureCancelledRefund'],
  /** The refund's reason (its e-mail quotes it) when staff closed the date without one. */
  departureCancelledReason: 'La salida se canceló antes de que se confirmara tu pago.',
  /** A cash payment that arrived after its places were released and sold (decision 0212). */
  placesGoneReason: 'Tu pago llegó después de que venció el plazo y los lugares ya se ocuparon; te devolvemos todo.',
  /** A cash payment that arrived after the traveller cancelled the booking (decision 0227). */
  cancelledBeforePaymentReason: 'Cancelaste la reserva antes de que llegara tu pago; te devolvemos todo.',
  webhookInvalid: 'La firma del aviso de PayPal no es válida.',
  // Gift cards at checkout (issue 7): the card pays first, PayPal the rest.
  giftCardLabel: 'Gift card',
  paypalPart: 'A pagar con PayPal',
  payWithGiftCard: 'Pagar con gift card',
  giftCardNotFound: es['payment.giftCardNotFound'],
  giftCardExpired: es['payment.giftCardExpired'],
  giftCardCurrency: (currency: string) => es['payment.giftCardCurrency'].replace('{currency}', () => currency),
  giftCardEmpty: es['payment.giftCardEmpty'],
  giftCardInactive: es['payment.giftCardInactive'],
  giftCardShort: es['payment.giftCardShort'],
  nothingToPay: es['payment.nothingToPay'],
  giftCardCoversAll: es['payment.giftCardCoversAll'],
  giftCardNotEnough: es['payment.giftCardNotEnough'],
  giftCardPaymentError: 'Ocurrió un error al procesar tu pago con la gift card. Por favor, inténtalo de nuevo.',
  checkoutRefusedTitle: 'No se pudo iniciar el pago',
} as const;

/** A gift-card series as typed: case, spaces and hyphens do not matter ('hv7k-2m9q x4tb'). */
export const normalizeGiftCardSeries = (value: string) => value.replace(/[\s-]+/g, '').toUpperCase();

/** The short booking reference shown to travellers and in e-mails: first 8 characters, uppercase. */
export function bookingReference(bookingId: string): string {
  return bookingId.slice(0, DISPLAYED_ID_CHARS).toUpperCase();
}
