import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookingRefunds, bookings } from '../../db/schema.ts';
import {
  captureMatches,
  lockBooking,
  markPaid,
  sendConfirmation,
  totalPaid,
  type BookingRow,
  type PaymentDeps,
} from './mark-paid.ts';
import { ensureGiftCardPart, giveGiftCardPartBack } from './gift-card-part.ts';
import { payerOf, type PayPalCapture, type PayPalClient } from './paypal-client.ts';
import { fromCents, toCents } from './pricing.ts';
import { keepSeedsOf, takeBackSeeds } from './seeds.ts';

export interface WebhookEvent {
  id?: string;
  event_type: string;
  resource: {
    id?: string;
    status?: string;
    amount?: { currency_code?: string; value?: string };
    custom_id?: string;
    supplementary_data?: { related_ids?: { order_id?: string } };
    links?: { href?: string; rel?: string }[];
    /** Refunds (Payments v2 `refund`): total_refunded_amount is the capture's total refunded so far. */
    seller_payable_breakdown?: {
      gross_amount?: { currency_code?: string; value?: string };
      total_refunded_amount?: { currency_code?: string; value?: string };
    };
  };
}

export const HANDLED_EVENTS = ['PAYMENT.CAPTURE.COMPLETED', 'PAYMENT.CAPTURE.REFUNDED', 'PAYMENT.CAPTURE.REVERSED'];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Which booking an event is about. A capture event names the capture (resource.id), its order
 * (supplementary_data) and our booking id (custom_id); a refund or reversal points at the
 * refunded capture through its `up` link.
 */
function bookingKeys(event: WebhookEvent): SQL[] {
  const r = event.resource;
  const keys: SQL[] = [];
  const upCapture = r.links?.find((l) => l.rel === 'up')?.href?.match(/\/captures\/([^/?#]+)/)?.[1];
  if (event.event_type === 'PAYMENT.CAPTURE.COMPLETED') {
    if (r.id) keys.push(eq(bookings.paypal_capture_id, r.id));
  } else {
    if (upCapture) keys.push(eq(bookings.paypal_capture_id, upCapture));
    if (r.id) keys.push(eq(bookings.paypal_capture_id, r.id));
  }
  const orderId = r.supplementary_data?.related_ids?.order_id;
  if (orderId) keys.push(eq(bookings.paypal_order_id, orderId));
  if (r.custom_id && UUID.test(r.custom_id)) keys.push(eq(bookings.id, r.custom_id));
  return keys;
}

async function lockBookingOf(tx: Db, event: WebhookEvent): Promise<BookingRow | undefined> {
  for (const key of bookingKeys(event)) {
    const booking = await lockBooking(tx, key);
    if (booking) return booking;
  }
  return undefined;
}

/**
 * Applies a verified PayPal event. COMPLETED marks a pending booking paid (PayPal has the money,
 * so places and coupon uses are recorded as they are; the gift-card part must still be held or
 * be available again); REFUNDED and REVERSED record the refund (see applyRefund). Unknown
 * bookings and repeated events change nothing.
 */
export async function applyWebhookEvent(deps: PaymentDeps & { paypal: PayPalClient }, event: WebhookEvent): Promise<string> {
  if (!HANDLED_EVENTS.includes(event.event_type)) return 'ignored';

  if (event.event_type === 'PAYMENT.CAPTURE.COMPLETED') {
    const r = event.resource;
    const capture: PayPalCapture = {
      id: r.id ?? '',
      status: r.status ?? '',
      amount: { currency_code: r.amount?.currency_code ?? '', value: r.amount?.value ?? '' },
    };
    // The capture resource has no payer: read it from the order (best effort).
    const orderId = r.supplementary_data?.related_ids?.order_id;
    const payer = orderId
      ? await deps.paypal.getOrder(orderId).then(payerOf, () => ({ email: null, givenName: null, fullName: null }))
      : { email: null, givenName: null, fullName: null };
    const result = await deps.db.transaction(async (tx) => {
      const booking = await lockBookingOf(tx, event);
      if (!booking) return { outcome: 'unknown booking' };
      if (booking.status !== 'Pendiente') return { outcome: 'already settled' };
      if (capture.status !== 'COMPLETED' || !captureMatches(booking, capture)) return { outcome: 'amount mismatch' };
      if (await ensureGiftCardPart(tx, booking)) {
        // Kept with its capture id so staff can refund PayPal's part; its places are free again.
        await tx
          .update(bookings)
          .set({ paypal_capture_id: capture.id, capture_started_at: null, capture_in_flight_at: null })
          .where(eq(bookings.id, booking.id));
        return { outcome: 'gift card part missing' };
      }
      return { outcome: 'paid', booking: await markPaid(tx, booking, capture, payer) };
    });
    if (result.booking) void sendConfirmation(deps, result.booking);
    if (result.outcome === 'amount mismatch') deps.log.error({ event: event.id }, 'webhook capture does not match its booking');
    if (result.outcome === 'gift card part missing')
      deps.log.error(
        { event: event.id },
        'PayPal captured the remainder but the gift-card part is gone: refund the PayPal capture',
      );
    return result.outcome;
  }

  return applyRefund(deps, event);
}

/** A PayPal amount in centavos when it is in `currency`; null when absent, malformed or in another currency. */
function centsIn(money: { currency_code?: string; value?: string } | undefined, currency: string): number | null {
  if (!money || money.currency_code !== currency || !/^-?\d{1,10}(\.\d{1,2})?$/.test(money.value ?? '')) return null;
  return Math.abs(toCents(money.value!));
}

/**
 * REFUNDED and REVERSED: the resource is a PayPal refund of the booking's capture, with its own
 * id, its `amount` and the capture's `total_refunded_amount` so far. Each refund id is recorded
 * once in booking_refunds (a repeated notification changes nothing). The booking's refunded
 * amount is the larger of what was recorded and PayPal's total (a lost notification is not lost
 * money), never less than before.
 *
 * - Less than the PayPal part refunded: a partial refund. The booking stays `Pagada` with its
 *   places and its gift-card part; `refunded_amount` shows what went back, and the traveller
 *   keeps the seeds of what is still paid (seeds.ts keepSeedsOf).
 * - The whole PayPal part refunded (in one refund or several): `Reembolsada`, every seed back,
 *   the gift-card part back onto the card, the places free again.
 */
async function applyRefund(deps: PaymentDeps, event: WebhookEvent): Promise<string> {
  const r = event.resource;
  const refundId = r.id;
  if (!refundId) {
    deps.log.error({ event: event.id }, 'PayPal refund notification without a refund id: nothing recorded');
    return 'malformed refund';
  }
  if (r.status && r.status !== 'COMPLETED') return 'refund not completed';
  const outcome = await deps.db.transaction(async (tx) => {
    const booking = await lockBookingOf(tx, event);
    if (!booking) return 'unknown booking';
    if (booking.status !== 'Pagada' && booking.status !== 'Reembolsada' && !booking.paypal_capture_id) return 'not paid';
    const paypalPart = toCents(booking.amount);
    if (paypalPart <= 0) return 'not paid through PayPal';
    const amount = centsIn(r.amount ?? r.seller_payable_breakdown?.gross_amount, booking.currency);
    if (amount === null || amount <= 0) return 'malformed refund';

    const recorded = await tx
      .insert(bookingRefunds)
      .values({
        booking_id: booking.id,
        paypal_refund_id: refundId,
        event_type: event.event_type,
        amount: fromCents(amount),
        currency: booking.currency,
      })
      .onConflictDoNothing({ target: bookingRefunds.paypal_refund_id })
      .returning({ id: bookingRefunds.id });
    if (!recorded.length) return 'refund already recorded';
    if (booking.status === 'Reembolsada') return 'already refunded';

    const [sum] = await tx
      .select({ n: sql<string>`coalesce(sum(${bookingRefunds.amount}), 0)` })
      .from(bookingRefunds)
      .where(eq(bookingRefunds.booking_id, booking.id));
    const refunded = Math.max(
      toCents(sum?.n ?? 0),
      centsIn(r.seller_payable_breakdown?.total_refunded_amount, booking.currency) ?? 0,
      toCents(booking.refunded_amount),
    );

    if (refunded < paypalPart) {
      await tx
        .update(bookings)
        .set({ refunded_amount: fromCents(refunded) })
        .where(eq(bookings.id, booking.id));
      if (booking.user_id && booking.status === 'Pagada') {
        const kept = fromCents(toCents(totalPaid(booking)) - refunded);
        await keepSeedsOf(tx, booking.user_id, booking.id, kept, refundId);
      }
      return 'partly refunded';
    }

    await tx
      .update(bookings)
      .set({
        status: 'Reembolsada',
        refunded_amount: fromCents(refunded),
        capture_started_at: null,
        capture_in_flight_at: null,
      })
      .where(eq(bookings.id, booking.id));
    if (booking.user_id) await takeBackSeeds(tx, booking.user_id, booking.id);
    // PayPal returns only its own part; the gift-card part goes back onto the card.
    await giveGiftCardPartBack(tx, booking);
    return 'refunded';
  });
  if (outcome === 'malformed refund')
    deps.log.error({ event: event.id, refund: refundId }, 'PayPal refund notification without a usable amount: nothing recorded');
  return outcome;
}
