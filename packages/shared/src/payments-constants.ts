// Booking and payment constants without zod, so the booking form can import them without
// pulling the schemas into the first bundle (see transport-constants.ts for the same reason).
import { DISPLAYED_ID_CHARS } from './limits.ts';

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
  noDate: 'Por favor, elige una fecha para tu experiencia.',
  passengersMin: 'Debe haber al menos 1 pasajero.',
  weekendsOnly: 'Solo fines de semana',
  loadingPayPal: 'Cargando PayPal...',
  testMode: 'Modo de prueba: no se mueve dinero real.',
  paymentErrorTitle: 'Error en el pago',
  paymentError: 'Ocurrió un error al procesar tu pago con PayPal. Por favor, inténtalo de nuevo.',
  successTitle: '¡Reserva completada!',
  success: (givenName: string) => `Gracias por tu compra, ${givenName}. Recibirás un correo de confirmación.`,
  couponInvalid: 'El cupón no es válido o ya no tiene usos disponibles.',
  /** A code no coupon has (issue 30 item 13: said apart from one that exists but cannot be used). */
  couponUnknown: 'No encontramos ese cupón.',
  /** A coupon past its last day, with that day written long ('15 de noviembre de 2026'). */
  couponExpired: (longDate: string) => `Este cupón venció el ${longDate}.`,
  weekendOnlyDate: 'Las experiencias solo se reservan en fin de semana (sábado o domingo).',
  /** An experience that runs on other weekdays than the weekend ('lunes, miércoles y viernes'; decision 0208). */
  weekdayDate: (days: string) => `Esta experiencia solo se reserva en estos días: ${days}.`,
  /** A date outside the experience's seasons, written as the page says them ('enero a marzo'; decision 0208). */
  outOfSeason: (season: string) => `Esta experiencia solo se reserva en temporada: ${season}. Elige otra fecha.`,
  pastDate: 'Esa fecha ya pasó. Elige una fecha a partir de hoy.',
  beyondHorizon: (longDate: string) => `Por ahora recibimos reservas hasta el ${longDate}. Elige una fecha anterior.`,
  tripDate: (longDate: string) => `Este viaje sale el ${longDate}. Elige esa fecha.`,
  tripDeparted: 'Este viaje ya salió y no admite reservas.',
  placesLeft: (n: number) =>
    n <= 0
      ? 'Ya no quedan lugares para esa fecha.'
      : n === 1
        ? 'Solo queda 1 lugar para esa fecha.'
        : `Solo quedan ${n} lugares para esa fecha.`,
  notApproved: 'El pago aún no fue aprobado en PayPal.',
  captureFailed: 'PayPal no pudo completar el cobro. No se realizó ningún cargo; inténtalo de nuevo.',
  capturePending: 'PayPal dejó tu pago en revisión. Te avisaremos por correo en cuanto se confirme.',
  amountMismatch: 'El monto cobrado por PayPal no coincide con tu reserva. Tu reserva no se confirmó; te contactaremos.',
  paypalUnavailable: 'No pudimos comunicarnos con PayPal. Inténtalo de nuevo en unos minutos.',
  captureInProgress:
    'Tu pago ya se está procesando. Espera unos segundos y revisa «Mis reservas» o tu correo antes de intentarlo de nuevo.',
  bookingNotFound: 'No encontramos una reserva para ese pago.',
  bookingClosed: 'Esta reserva ya no se puede pagar.',
  // A cancelled departure or a closed date is never paid (issue 27 item 4, decision 0164).
  departureCancelled: 'Esta salida fue cancelada; no se hizo ningún cargo.',
  departureCancelledRefund:
    'Esta salida fue cancelada mientras se completaba tu pago. Te devolvemos el total; te avisaremos por correo.',
  /** The refund's reason (its e-mail quotes it) when staff closed the date without one. */
  departureCancelledReason: 'La salida se canceló antes de que se confirmara tu pago.',
  /** A cash payment that arrived after its places were released and sold (decision 0212). */
  placesGoneReason: 'Tu pago llegó después de que venció el plazo y los lugares ya se ocuparon; te devolvemos todo.',
  webhookInvalid: 'La firma del aviso de PayPal no es válida.',
  // Gift cards at checkout (issue 7): the card pays first, PayPal the rest.
  giftCardLabel: 'Gift card',
  paypalPart: 'A pagar con PayPal',
  payWithGiftCard: 'Pagar con gift card',
  giftCardNotFound: 'No encontramos esa gift card. Revisa la serie.',
  giftCardExpired: 'La gift card está vencida.',
  giftCardCurrency: (currency: string) =>
    `Esta gift card es en ${currency} y no puede pagar una reserva en pesos mexicanos (MXN).`,
  giftCardEmpty: 'La gift card ya no tiene saldo.',
  giftCardInactive: 'Esta gift card está desactivada y ya no se puede usar.',
  giftCardShort:
    'La gift card ya no tiene el saldo con el que se calculó tu pago. No se hizo ningún cargo; inténtalo de nuevo para recalcularlo.',
  nothingToPay: 'Tu cupón cubre el total: confirma tu reserva con el botón «Confirmar reserva».',
  giftCardCoversAll: 'Tu gift card cubre el total: usa el botón «Pagar con gift card».',
  giftCardNotEnough: 'La gift card no cubre el total. Paga el resto con PayPal.',
  giftCardPaymentError: 'Ocurrió un error al procesar tu pago con la gift card. Por favor, inténtalo de nuevo.',
  checkoutRefusedTitle: 'No se pudo iniciar el pago',
} as const;

/** A gift-card series as typed: case, spaces and hyphens do not matter ('hv7k-2m9q x4tb'). */
export const normalizeGiftCardSeries = (value: string) => value.replace(/[\s-]+/g, '').toUpperCase();

/** The short booking reference shown to travellers and in e-mails: first 8 characters, uppercase. */
export function bookingReference(bookingId: string): string {
  return bookingId.slice(0, DISPLAYED_ID_CHARS).toUpperCase();
}
