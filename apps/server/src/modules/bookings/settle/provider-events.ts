import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { bookings } from '../../../db/schema.ts';
import type { PaymentProvider, ProviderCaptureEvent, ProviderEvent, ProviderRefundEvent } from '../../payment-providers/index.ts';
import { lockBooking, type BookingRow } from '../booking-lock.ts';
import type { PaymentDeps } from '../deps.ts';
import { applyRefund } from '../refunds/refund.ts';
import { settle, type Payer } from './settle.ts';

// A payment provider's notifications (docs/architecture.md §7 step 8), read and verified by its
// adapter: which booking an event is about, then the same settle() as the capture and the one
// applyRefund().

/** The ways an event may name its booking, in order, each only among the bookings this provider took. */
function bookingKeys(provider: PaymentProvider, event: ProviderEvent): SQL[] {
  const keys: SQL[] = [];
  if (event.captureId) keys.push(eq(bookings.provider_capture_id, event.captureId));
  if (event.providerOrderId) keys.push(eq(bookings.provider_order_id, event.providerOrderId));
  if (event.bookingId) keys.push(eq(bookings.id, event.bookingId));
  return keys.map((key) => and(eq(bookings.payment_provider, provider.name), key)!);
}

async function lockBookingOf(tx: Db, provider: PaymentProvider, event: ProviderEvent): Promise<BookingRow | undefined> {
  for (const key of bookingKeys(provider, event)) {
    const booking = await lockBooking(tx, key);
    if (booking) return booking;
  }
  return undefined;
}

const nobody: Payer = { email: null, givenName: null, fullName: null };

/**
 * Applies a verified event. A capture event goes through settle(), the same rules as the
 * capture's own answer: a captured capture pays a pending booking (the provider has the money, so
 * places and coupon uses are recorded as they are; the gift-card part must still be held or be
 * available again), a pending one keeps the hold, a denied one releases it. Refunds and reversals
 * are recorded by applyRefund(). Unknown bookings and repeated events change nothing.
 */
export async function applyProviderEvent(deps: PaymentDeps, provider: PaymentProvider, event: ProviderEvent): Promise<string> {
  const findBooking = (tx: Db) => lockBookingOf(tx, provider, event);
  return 'refund' in event ? applyRefundEvent(deps, event, findBooking) : applyCaptureEvent(deps, provider, event, findBooking);
}

async function applyCaptureEvent(
  deps: PaymentDeps,
  provider: PaymentProvider,
  event: ProviderCaptureEvent,
  findBooking: (tx: Db) => Promise<BookingRow | undefined>,
): Promise<string> {
  const { capture } = event;
  if (!capture) {
    deps.log.error(
      { event: event.eventId, provider: provider.name },
      'capture notification without a capture id: nothing recorded',
    );
    return 'malformed capture';
  }
  // A capture notification may name no payer: read it from the payment (best effort), when it pays.
  const payer =
    event.type === 'payment.captured' && event.providerOrderId
      ? await provider.getPayment(event.providerOrderId).then(
          (payment) => payment.payer,
          () => nobody,
        )
      : nobody;
  const settlement = await settle(
    deps,
    findBooking,
    { capture, payer, ...(event.method ? { method: event.method } : {}), ...(event.pending ? { pending: event.pending } : {}) },
    { event: event.eventId },
  );
  return settlement.kind;
}

async function applyRefundEvent(
  deps: PaymentDeps,
  event: ProviderRefundEvent,
  findBooking: (tx: Db) => Promise<BookingRow | undefined>,
): Promise<string> {
  // A refund staff asked for carries our request id (staff-refund.ts) as the refund's key.
  const staffRequestId = event.requestKey?.startsWith('hv-refund-') ? event.requestKey : undefined;
  const refunded = await applyRefund(
    deps,
    findBooking,
    {
      id: event.refund.id,
      status: event.refund.status,
      amount: event.refund.amount,
      totalRefunded: event.refund.totalRefunded,
      source: event.source,
      staffRequestId,
    },
    { event: event.eventId },
  );
  return refunded.outcome;
}
