import { eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { bookings } from '../../../db/schema.ts';
import { lockBooking, type BookingRow } from '../booking-lock.ts';
import type { PaymentDeps } from '../deps.ts';
import { payerOf, type PayPalClient } from '../../payment-providers/index.ts';
import { applyRefund } from '../refunds/refund.ts';
import { settle, type Payer } from './settle.ts';

// PayPal's notifications (docs/architecture.md §7 step 8): which booking an event is about, then
// the same settle() as the capture and the one applyRefund().

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

/** Events about a capture, settled by settle() as the capture's own answer is. */
const CAPTURE_EVENTS = ['PAYMENT.CAPTURE.COMPLETED', 'PAYMENT.CAPTURE.PENDING', 'PAYMENT.CAPTURE.DENIED'];
/** Events about a refund of a capture, recorded by applyRefund(). */
const REFUND_EVENTS = ['PAYMENT.CAPTURE.REFUNDED', 'PAYMENT.CAPTURE.REVERSED'];
export const HANDLED_EVENTS = [...CAPTURE_EVENTS, ...REFUND_EVENTS];

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
  if (CAPTURE_EVENTS.includes(event.event_type)) {
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
 * Applies a verified PayPal event. A capture event goes through settle(), the same rules as the
 * capture's own answer: COMPLETED pays a pending booking (PayPal has the money, so places and
 * coupon uses are recorded as they are; the gift-card part must still be held or be available
 * again), PENDING keeps the hold, DENIED releases it. REFUNDED and REVERSED record the refund
 * with applyRefund(). Unknown bookings and repeated events change nothing.
 */
export async function applyWebhookEvent(deps: PaymentDeps & { paypal: PayPalClient }, event: WebhookEvent): Promise<string> {
  if (!HANDLED_EVENTS.includes(event.event_type)) return 'ignored';
  const r = event.resource;
  const findBooking = (tx: Db) => lockBookingOf(tx, event);

  if (CAPTURE_EVENTS.includes(event.event_type)) {
    if (!r.id) {
      deps.log.error({ event: event.id }, 'PayPal capture notification without a capture id: nothing recorded');
      return 'malformed capture';
    }
    // The capture resource has no payer: read it from the order (best effort), when it pays.
    const orderId = r.supplementary_data?.related_ids?.order_id;
    const nobody: Payer = { email: null, givenName: null, fullName: null };
    const pays = event.event_type === 'PAYMENT.CAPTURE.COMPLETED' && orderId;
    const payer = pays ? await deps.paypal.getOrder(orderId).then(payerOf, () => nobody) : nobody;
    const capture = {
      id: r.id,
      status: r.status ?? '',
      amount: { currency_code: r.amount?.currency_code ?? '', value: r.amount?.value ?? '' },
    };
    const settlement = await settle(deps, findBooking, { capture, payer }, { event: event.id });
    return settlement.kind;
  }

  // A refund staff asked for carries our request id as its custom_id (staff-refund.ts).
  const staffRequestId = r.custom_id?.startsWith('hv-refund-') ? r.custom_id : undefined;
  const refunded = await applyRefund(
    deps,
    findBooking,
    {
      id: r.id,
      status: r.status,
      amount: r.amount ?? r.seller_payable_breakdown?.gross_amount,
      totalRefunded: r.seller_payable_breakdown?.total_refunded_amount,
      source: event.event_type,
      staffRequestId,
    },
    { event: event.id },
  );
  return refunded.outcome;
}
