import { eq, sql } from 'drizzle-orm';
import { type CaptureResult, said } from '@hv/shared';
import type { Db } from '../../db/client.ts';
import { bookings } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import {
  type BookingRow,
  captureResultFor,
  checkCoupon,
  lateRefundQueued,
  lockBooking,
  lockCoupon,
  type PaymentDeps,
  recordBookingEvent,
  releaseHold,
  settle,
  takeGiftCardPart,
} from '../bookings/index.ts';
import { checkPlaces, departureCancelled, holdRunning, lockDeparture, placesTaken } from '../availability/index.ts';
import { ProviderError, type ProviderPayment } from '../payment-providers/index.ts';
import { checkSeedsFree } from '../bookings/index.ts';

/**
 * The provider refused the capture and the payment is not captured: releases the hold if the
 * booking still waits for it, and writes the refusal into the booking's history, so staff see
 * it on the booking (decision 0205).
 */
const releaseRefused = (db: Db, bookingId: string, provider: string, notApproved: boolean) =>
  db.transaction(async (tx) => {
    const booking = await lockBooking(tx, eq(bookings.id, bookingId));
    if (booking?.status !== 'Pendiente') return;
    await releaseHold(tx, booking);
    await recordBookingEvent(
      tx,
      booking.id,
      { kind: 'provider', name: provider },
      {
        type: 'payment_refused',
        data: { provider, notApproved },
      },
    );
  });

/**
 * The attempt is over but its outcome is unknown: the hold stays (places, coupon use, gift-card
 * part) until the provider's notification settles it or it expires; only the in-flight mark goes,
 * so the traveller may retry (the same attempt, with the same idempotency key).
 */
const endAttempt = (db: Db, bookingId: string) =>
  db.update(bookings).set({ capture_in_flight_at: null }).where(eq(bookings.id, bookingId));

/** A booking paid after its departure was shut is being refunded: its capture answers so, never "paid". */
const refunding = () => new AppError('conflict', said('payment.departureCancelledRefund'));

/**
 * Step 1, before any money moves: under row locks on the booking, its item and its coupon,
 * refuses a departure staff shut since the order was made (departure-open.ts), re-checks places
 * and coupon uses, takes the gift-card part from the card (a conditional
 * UPDATE: the balance never goes below zero) and marks the capture as in flight, which holds
 * all of them for this booking. Parallel captures therefore cannot oversell a date, overuse a
 * coupon or spend a gift card twice, and a refused one is refused before the provider takes the
 * money.
 *
 * One capture per booking at a time: while this server waits for the provider's answer to one
 * (capture_in_flight_at, for at most the hold's ten minutes), another is refused with 409, so
 * the answer to a second one can never release the first one's hold.
 *
 * Each attempt has its number (capture_attempt), sent to the provider in the idempotency key
 * (PayPal-Request-Id for PayPal): an attempt whose outcome is unknown (its hold kept) is retried
 * with the same number, so the provider answers with the first result; after a refusal (hold
 * released) the next attempt is new.
 */
async function holdForCapture(db: Db, orderId: string): Promise<{ paid?: BookingRow; booking: BookingRow; attempt: number }> {
  return db.transaction(async (tx) => {
    const booking = await lockBooking(tx, eq(bookings.provider_order_id, orderId));
    if (!booking) throw new AppError('not_found', said('payment.bookingNotFound'));
    if (booking.status === 'Pagada') {
      if (await lateRefundQueued(tx, booking.id)) throw refunding();
      return { paid: booking, booking, attempt: booking.capture_attempt };
    }
    if (booking.status !== 'Pendiente') {
      // A checkout its departure's cancellation voided (decision 0202) is refused as cancelled.
      const shut = booking.status === 'Cancelada' ? (await lockDeparture(tx, booking))?.shut : null;
      throw shut ? departureCancelled() : new AppError('conflict', said('payment.bookingClosed'));
    }
    const [flight] = await tx
      .select({ busy: holdRunning(bookings.capture_in_flight_at) })
      .from(bookings)
      .where(eq(bookings.id, booking.id));
    if (flight?.busy) throw new AppError('conflict', said('payment.captureInProgress'));
    const attempt = booking.capture_started_at ? Math.max(1, booking.capture_attempt) : booking.capture_attempt + 1;
    // Lock order everywhere: booking, item, coupon, gift card.
    const departure = await lockDeparture(tx, booking);
    if (departure?.shut) throw departureCancelled();
    if (departure) {
      const { capacity, item } = departure;
      const taken = await placesTaken(
        tx,
        item,
        { date: booking.booking_date, startTime: booking.start_time },
        { holds: true, exceptBookingId: booking.id },
      );
      checkPlaces(capacity, taken, booking.passengers);
    }
    if (booking.coupon_id) await checkCoupon(tx, await lockCoupon(tx, booking.coupon_id), booking.id);
    await takeGiftCardPart(tx, booking);
    // The seeds are taken when it is paid (settle); before the provider takes the money they must still be there (decision 0234).
    await checkSeedsFree(tx, booking);
    await tx
      .update(bookings)
      .set({ capture_started_at: sql`now()`, capture_in_flight_at: sql`now()`, capture_attempt: attempt })
      .where(eq(bookings.id, booking.id));
    return { booking, attempt };
  });
}

/** Whether the provider's payment shows a capture (whatever its status) or says the capture was made. */
const captured = (payment: ProviderPayment) =>
  payment.capture !== null || payment.status === 'captured' || payment.status === 'pending' || payment.status === 'refused';

/**
 * Step 2: the capture at the provider that took the booking, with this attempt's idempotency
 * key. When it answers anything but the captured payment, the payment is looked up before
 * anything is released: a captured payment is recorded whatever the capture call said (already
 * captured, an answer lost on the way); the hold is released only when the provider refused for
 * good and the payment is really not captured. Otherwise (unreachable, failing, or still
 * completing the payment) the outcome is unknown and the hold stays.
 */
async function captureAtProvider(deps: PaymentDeps, booking: BookingRow, attempt: number): Promise<ProviderPayment> {
  const provider = deps.providers.of(booking.payment_provider);
  const orderId = booking.provider_order_id!;
  let failure: ProviderError;
  try {
    return await provider.capture(orderId, `hv-capture-${booking.id}-${attempt}`);
  } catch (error) {
    if (!(error instanceof ProviderError)) {
      await endAttempt(deps.db, booking.id);
      throw error;
    }
    failure = error;
  }
  deps.log.warn(
    { orderId, bookingId: booking.id, attempt, provider: provider.name, status: failure.outcome.status, issue: failure.issue },
    'payment provider: capture not completed',
  );
  let payment: ProviderPayment | null = null;
  try {
    payment = await provider.getPayment(orderId);
  } catch (error) {
    deps.log.warn({ orderId, bookingId: booking.id, err: error }, 'payment provider: payment look-up after a capture failed');
  }
  if (payment && captured(payment)) return payment;
  if (payment && failure.definitive) {
    await releaseRefused(deps.db, booking.id, provider.name, Boolean(failure.outcome.notApproved));
    throw new AppError(
      'unprocessable',
      failure.outcome.notApproved ? said('payment.notApproved') : said('payment.captureFailed'),
    );
  }
  // Unknown outcome: nothing is marked paid and nothing is released.
  await endAttempt(deps.db, booking.id);
  if (failure.inProgress) throw new AppError('conflict', said('payment.captureInProgress'));
  throw new AppError('bad_gateway', provider.words.unavailable);
}

/**
 * POST /api/payments/orders/:orderId/capture. Repeating it for a paid booking answers the same
 * result and awards nothing more.
 */
export async function capturePayment(deps: PaymentDeps, orderId: string, sessionUserId: string | null): Promise<CaptureResult> {
  const held = await holdForCapture(deps.db, orderId);
  if (held.paid) return captureResultFor(deps, held.paid, sessionUserId);

  const payment = await captureAtProvider(deps, held.booking, held.attempt);
  // Step 3: settle records the provider's answer by the same rules as its notification.
  const settlement = await settle(
    deps,
    (tx) => lockBooking(tx, eq(bookings.id, held.booking.id)),
    {
      capture: payment.capture,
      paymentStatus: payment.status,
      payer: payment.payer,
      actor: { kind: 'traveller', id: sessionUserId },
      ...(payment.method ? { method: payment.method } : {}),
      ...(payment.pending ? { pending: payment.pending } : {}),
    },
    { orderId },
  );
  switch (settlement.kind) {
    case 'paid':
    case 'already':
      return captureResultFor(deps, settlement.booking, sessionUserId);
    case 'refunding':
      throw refunding();
    case 'pending':
      throw new AppError('unprocessable', said('payment.capturePending'));
    case 'mismatch':
      throw new AppError('unprocessable', said('payment.amountMismatch'));
    case 'gift_card_short':
      throw new AppError('unprocessable', settlement.message);
    case 'closed':
      throw new AppError('conflict', said('payment.bookingClosed'));
    default:
      throw new AppError('unprocessable', said('payment.captureFailed'));
  }
}
