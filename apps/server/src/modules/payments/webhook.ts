import { eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings } from '../../db/schema.ts';
import { captureMatches, lockBooking, markPaid, sendConfirmation, type BookingRow, type PaymentDeps } from './mark-paid.ts';
import { ensureGiftCardPart, giveGiftCardPartBack } from './gift-card-part.ts';
import { payerOf, type PayPalCapture, type PayPalClient } from './paypal-client.ts';
import { takeBackSeeds } from './seeds.ts';

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
 * be available again); REFUNDED and REVERSED mark it `Reembolsada`, take back its seeds and give
 * its gift-card part back to the card, once. Unknown bookings and repeated events change nothing.
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
          .set({ paypal_capture_id: capture.id, capture_started_at: null })
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

  return deps.db.transaction(async (tx) => {
    const booking = await lockBookingOf(tx, event);
    if (!booking) return 'unknown booking';
    if (booking.status === 'Reembolsada') return 'already refunded';
    if (booking.status !== 'Pagada' && !booking.paypal_capture_id) return 'not paid';
    await tx.update(bookings).set({ status: 'Reembolsada', capture_started_at: null }).where(eq(bookings.id, booking.id));
    if (booking.user_id) await takeBackSeeds(tx, booking.user_id, booking.id);
    // PayPal returns only its own part; the gift-card part goes back onto the card.
    await giveGiftCardPartBack(tx, booking);
    return 'refunded';
  });
}
