import { eq, sql } from 'drizzle-orm';
import { DEFAULT_MAX_PASSENGERS, PAYMENT_MESSAGES, type CaptureResult } from '@hv/shared';
import type { Db } from '../../db/client.ts';
import { bookings, coupons, experiences, trips } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import {
  captureMatches,
  captureResultFor,
  lockBooking,
  markPaid,
  sendConfirmation,
  type BookingRow,
  type PaymentDeps,
} from './mark-paid.ts';
import { firstCapture, payerOf, PayPalApiError, type PayPalClient, type PayPalOrder } from './paypal-client.ts';
import { ensureGiftCardPart, giveGiftCardPartBack, takeGiftCardPart } from './gift-card-part.ts';
import { CAPTURE_HOLD, checkCoupon, checkPlaces, placesTaken } from './pricing.ts';

type Deps = PaymentDeps & { paypal: PayPalClient };

/**
 * Ends a capture's hold (inside the booking's transaction, its row locked): the places and
 * coupon use are free again and the gift-card part goes back to the card.
 */
async function release(tx: Db, booking: BookingRow, extra: Partial<BookingRow> = {}) {
  await tx
    .update(bookings)
    .set({ capture_started_at: null, capture_in_flight_at: null, ...extra })
    .where(eq(bookings.id, booking.id));
  await giveGiftCardPartBack(tx, booking);
}

/** PayPal refused the capture and the order is not captured: releases the hold if the booking still waits for it. */
const releaseRefused = (db: Db, bookingId: string) =>
  db.transaction(async (tx) => {
    const booking = await lockBooking(tx, eq(bookings.id, bookingId));
    if (booking?.status === 'Pendiente') await release(tx, booking);
  });

/**
 * The attempt is over but its outcome is unknown: the hold stays (places, coupon use, gift-card
 * part) until PayPal's webhook settles it or it expires; only the in-flight mark goes, so the
 * traveller may retry (the same attempt, with the same PayPal-Request-Id).
 */
const endAttempt = (db: Db, bookingId: string) =>
  db.update(bookings).set({ capture_in_flight_at: null }).where(eq(bookings.id, bookingId));

/** The item's max_capacity, read under a row lock so captures for one item are checked one at a time. */
async function lockedCapacity(
  tx: Db,
  booking: BookingRow,
): Promise<{ kind: 'experience' | 'trip'; id: string; capacity: number } | null> {
  if (booking.experience_id) {
    const [e] = await tx
      .select({ max: experiences.max_capacity })
      .from(experiences)
      .where(eq(experiences.id, booking.experience_id))
      .for('update');
    return { kind: 'experience', id: booking.experience_id, capacity: e?.max ?? DEFAULT_MAX_PASSENGERS };
  }
  if (booking.trip_id) {
    const [t] = await tx.select({ max: trips.max_capacity }).from(trips).where(eq(trips.id, booking.trip_id)).for('update');
    return { kind: 'trip', id: booking.trip_id, capacity: t?.max ?? DEFAULT_MAX_PASSENGERS };
  }
  return null;
}

/**
 * Step 1, before any money moves: under row locks on the booking, its item and its coupon,
 * re-checks places and coupon uses, takes the gift-card part from the card (a conditional
 * UPDATE: the balance never goes below zero) and marks the capture as in flight, which holds
 * all of them for this booking. Parallel captures therefore cannot oversell a date, overuse a
 * coupon or spend a gift card twice, and a refused one is refused before PayPal takes the money.
 *
 * One capture per booking at a time: while this server waits for PayPal's answer to one
 * (capture_in_flight_at, for at most the hold's ten minutes), another is refused with 409, so
 * PayPal's answer to a second one can never release the first one's hold.
 *
 * Each attempt has its number (capture_attempt), sent to PayPal in the PayPal-Request-Id: an
 * attempt whose outcome is unknown (its hold kept) is retried with the same number, so PayPal
 * answers with the first result; after a refusal (hold released) the next attempt is new.
 */
async function holdForCapture(db: Db, orderId: string): Promise<{ paid?: BookingRow; booking: BookingRow; attempt: number }> {
  return db.transaction(async (tx) => {
    const booking = await lockBooking(tx, eq(bookings.paypal_order_id, orderId));
    if (!booking) throw new AppError('not_found', PAYMENT_MESSAGES.bookingNotFound);
    if (booking.status === 'Pagada') return { paid: booking, booking, attempt: booking.capture_attempt };
    if (booking.status !== 'Pendiente') throw new AppError('conflict', PAYMENT_MESSAGES.bookingClosed);
    const [flight] = await tx
      .select({ busy: sql<boolean>`coalesce(${bookings.capture_in_flight_at} > now() - ${CAPTURE_HOLD}, false)` })
      .from(bookings)
      .where(eq(bookings.id, booking.id));
    if (flight?.busy) throw new AppError('conflict', PAYMENT_MESSAGES.captureInProgress);
    const attempt = booking.capture_started_at ? Math.max(1, booking.capture_attempt) : booking.capture_attempt + 1;
    const item = await lockedCapacity(tx, booking);
    if (item) {
      const taken = await placesTaken(tx, item, booking.booking_date, { holds: true, exceptBookingId: booking.id });
      checkPlaces(item.capacity, taken, booking.passengers);
    }
    if (booking.coupon_id) {
      const [coupon] = await tx.select().from(coupons).where(eq(coupons.id, booking.coupon_id)).for('update');
      await checkCoupon(tx, coupon, booking.id);
    }
    // Lock order everywhere: booking, item, coupon, gift card.
    await takeGiftCardPart(tx, booking);
    await tx
      .update(bookings)
      .set({ capture_started_at: sql`now()`, capture_in_flight_at: sql`now()`, capture_attempt: attempt })
      .where(eq(bookings.id, booking.id));
    return { booking, attempt };
  });
}

/** Whether PayPal's order shows a capture (whatever its status) or says it is completed. */
const captured = (order: PayPalOrder) => order.status === 'COMPLETED' || Boolean(firstCapture(order));

/**
 * Step 2: the capture at PayPal, with this attempt's PayPal-Request-Id. When PayPal answers
 * anything but the captured order, the order is looked up (GET) before anything is released:
 * a captured order is recorded whatever the capture call said (ORDER_ALREADY_CAPTURED, an answer
 * lost on the way); the hold is released only when PayPal refused for good and the order is
 * really not captured. Otherwise (PayPal unreachable, failing, or still completing the order)
 * the outcome is unknown and the hold stays.
 */
async function captureAtPayPal(deps: Deps, booking: BookingRow, attempt: number): Promise<PayPalOrder> {
  const orderId = booking.paypal_order_id!;
  let failure: PayPalApiError;
  try {
    return await deps.paypal.captureOrder(orderId, `hv-capture-${booking.id}-${attempt}`);
  } catch (error) {
    if (!(error instanceof PayPalApiError)) {
      await endAttempt(deps.db, booking.id);
      throw error;
    }
    failure = error;
  }
  deps.log.warn(
    { orderId, bookingId: booking.id, attempt, status: failure.status, issue: failure.issue },
    'PayPal capture not completed',
  );
  let order: PayPalOrder | null = null;
  try {
    order = await deps.paypal.getOrder(orderId);
  } catch (error) {
    deps.log.warn({ orderId, bookingId: booking.id, err: error }, 'PayPal order look-up after a capture failed');
  }
  if (order && captured(order)) return order;
  if (order && failure.definitive) {
    await releaseRefused(deps.db, booking.id);
    throw new AppError(
      'unprocessable',
      failure.issue === 'ORDER_NOT_APPROVED' ? PAYMENT_MESSAGES.notApproved : PAYMENT_MESSAGES.captureFailed,
    );
  }
  // Unknown outcome: nothing is marked paid and nothing is released.
  await endAttempt(deps.db, booking.id);
  if (failure.inProgress) throw new AppError('conflict', PAYMENT_MESSAGES.captureInProgress);
  throw new AppError('bad_gateway', PAYMENT_MESSAGES.paypalUnavailable);
}

type Outcome =
  | { kind: 'paid' | 'already'; booking: BookingRow }
  | { kind: 'failed' | 'pending' | 'mismatch' | 'closed' }
  | { kind: 'gift_card_short'; message: string };

/** Step 3: one transaction, the booking row locked: checks PayPal's answer and records the payment. */
async function record(db: Db, bookingId: string, order: PayPalOrder): Promise<Outcome> {
  const capture = firstCapture(order);
  return db.transaction(async (tx): Promise<Outcome> => {
    const booking = (await lockBooking(tx, eq(bookings.id, bookingId)))!;
    // PayPal answered: every path below ends this attempt's in-flight mark (markPaid, release,
    // or the update for a pending capture). One UPDATE of the booking per path: a second one
    // would re-check its foreign keys (KEY SHARE on the coupon) before markPaid locks the
    // coupon FOR UPDATE, and two captures doing that at once deadlock on PostgreSQL.
    if (booking.status === 'Pagada') return { kind: 'already', booking };
    if (booking.status !== 'Pendiente') return { kind: 'closed' };
    if (capture?.status === 'PENDING') {
      // The money may still arrive: PAYMENT.CAPTURE.COMPLETED will mark it paid.
      await tx
        .update(bookings)
        .set({ paypal_capture_id: capture.id, capture_in_flight_at: null })
        .where(eq(bookings.id, booking.id));
      return { kind: 'pending' };
    }
    if (!capture || capture.status !== 'COMPLETED' || order.status !== 'COMPLETED') {
      await release(tx, booking);
      return { kind: 'failed' };
    }
    if (!captureMatches(booking, capture)) {
      // Kept with its capture id so staff can refund it; never marked paid.
      await release(tx, booking, { paypal_capture_id: capture.id });
      return { kind: 'mismatch' };
    }
    const short = await ensureGiftCardPart(tx, booking);
    if (short) {
      await release(tx, booking, { paypal_capture_id: capture.id });
      return { kind: 'gift_card_short', message: short };
    }
    return { kind: 'paid', booking: await markPaid(tx, booking, capture, payerOf(order)) };
  });
}

/**
 * POST /api/payments/orders/:orderId/capture. Repeating it for a paid booking answers the same
 * result and awards nothing more.
 */
export async function capturePayment(deps: Deps, orderId: string, sessionUserId: string | null): Promise<CaptureResult> {
  const held = await holdForCapture(deps.db, orderId);
  if (held.paid) return captureResultFor(deps.db, held.paid, sessionUserId);

  const order = await captureAtPayPal(deps, held.booking, held.attempt);
  const outcome = await record(deps.db, held.booking.id, order);
  switch (outcome.kind) {
    case 'paid':
      void sendConfirmation(deps, outcome.booking);
      return captureResultFor(deps.db, outcome.booking, sessionUserId);
    case 'already':
      return captureResultFor(deps.db, outcome.booking, sessionUserId);
    case 'pending':
      throw new AppError('unprocessable', PAYMENT_MESSAGES.capturePending);
    case 'mismatch':
      deps.log.error(
        { orderId, bookingId: held.booking.id, captured: firstCapture(order)?.amount, expected: held.booking.amount },
        'PayPal captured an amount different from the booking: refund it',
      );
      throw new AppError('unprocessable', PAYMENT_MESSAGES.amountMismatch);
    case 'gift_card_short':
      deps.log.error(
        { orderId, bookingId: held.booking.id, giftCard: held.booking.gift_card_id },
        'PayPal captured the remainder but the gift-card part is no longer available: refund the PayPal capture',
      );
      throw new AppError('unprocessable', outcome.message);
    case 'closed':
      throw new AppError('conflict', PAYMENT_MESSAGES.bookingClosed);
    default:
      throw new AppError('unprocessable', PAYMENT_MESSAGES.captureFailed);
  }
}
