import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { Words } from '../../../lib/errors.ts';
import { bookings, couponRedemptions } from '../../../db/schema.ts';
import type { BookingRow } from '../booking-lock.ts';
import { sendConfirmation } from '../vouchers/confirmation.ts';
import { lockCoupon } from './coupon-rules.ts';
import type { PaymentDeps } from '../deps.ts';
import { checkoutHoldRunning, holdRunning, lockDeparture, placesTaken } from '../../availability/index.ts';
import { cashPaymentDeadline, PAYMENT_MESSAGES, zonedStart } from '@hv/shared';
import { ensureGiftCardPart } from './gift-card-part.ts';
import { releaseHold } from './release-hold.ts';
import { lateRefundQueued, queueLateRefund } from './late-refund.ts';
import { toCents, totalPaid } from '../../../lib/money.ts';
import type {
  ProviderCapture,
  ProviderMethod,
  ProviderPayer,
  ProviderPaymentStatus,
  ProviderPendingInstructions,
} from '../../payment-providers/index.ts';
import { payLaterSettings } from '../deps.ts';
import { awardSeeds } from './seeds.ts';
import { ensureSeedsPart, takeSeedsPart } from './seed-spending.ts';
import { endCashPayment, queueCashPaymentJobs } from '../cash/cash-payments.ts';
import { recordBookingEvent, type BookingActor } from '../events/record.ts';

// Settling a capture (docs/architecture.md §7 steps 4 "Record", 5 and 8): the one set of rules
// that turns the payment provider's answer into a paid booking, or not. The capture
// (checkout/capture-order.ts) and the provider's notification (provider-events.ts) both call settle().

export type Payer = ProviderPayer;

/** The captured amount and currency are exactly the booking's part paid through the provider (`amount`). */
export const captureMatches = (booking: BookingRow, capture: ProviderCapture) =>
  capture.amount !== null && capture.amount.currency === booking.currency && capture.amount.cents === toCents(booking.amount);

export { releaseHold };

/**
 * Inside the booking's transaction (the row already locked and still `Pendiente`, its gift-card
 * part already taken): marks it paid with the provider's capture (none when the gift card paid
 * everything, or the money was received outside the site) and payer, counts the coupon use and awards the seeds for everything paid. The
 * one place a booking becomes `Pagada` (docs/architecture.md §7 step 5): settle() and the
 * gift-card-only payment call it. The coupon row is locked too, so redemptions are counted one
 * at a time; the use itself was reserved before capturing (capture-order.ts), or the money is
 * already taken (webhook), so it is recorded. The `paid` event (how, and by whom: `actor`) is
 * written here, once, with the rest (decision 0196).
 */
export async function markPaid(
  tx: Db,
  booking: BookingRow,
  capture: ProviderCapture | null,
  payer: Payer,
  actor: BookingActor,
  method: ProviderMethod | null = null,
): Promise<BookingRow> {
  const [paid] = await tx
    .update(bookings)
    .set({
      status: 'Pagada',
      // How it was paid, for the reports (`Mercado Pago · OXXO`, decision 0216); the pending payment is over.
      paid_method: method ?? booking.paid_method,
      pending_method: null,
      pending_reference: null,
      pending_deadline: null,
      pending_url: null,
      provider_capture_id: capture?.id ?? booking.provider_capture_id,
      payer_email: payer.email ?? booking.payer_email,
      payer_name: payer.fullName ?? booking.payer_name,
      payer_given_name: payer.givenName ?? booking.payer_given_name,
      paid_at: sql`now()`,
      capture_started_at: null,
      capture_in_flight_at: null,
    })
    .where(eq(bookings.id, booking.id))
    .returning();
  if (booking.coupon_id) {
    await lockCoupon(tx, booking.coupon_id);
    await tx
      .insert(couponRedemptions)
      .values({ coupon_id: booking.coupon_id, booking_id: booking.id, discount_amount: booking.discount })
      .onConflictDoNothing({ target: couponRedemptions.booking_id });
  }
  // The seeds it spends leave the balance now, with the payment, once; refused if gone (decision 0234).
  await takeSeedsPart(tx, booking);
  // Seeds count what the traveller paid, through the provider or with a gift card (docs/product.md §7),
  // never the part paid with seeds (decision 0234: totalPaid leaves it out).
  if (booking.user_id) await awardSeeds(tx, booking.user_id, booking.id, totalPaid(booking));
  const viaProvider = Boolean(paid!.provider_capture_id) && !booking.manual_payment_method;
  await recordBookingEvent(tx, booking.id, actor, {
    type: 'paid',
    data: {
      method: booking.manual_payment_method
        ? 'manual'
        : viaProvider
          ? 'provider'
          : booking.gift_card_amount > 0
            ? 'gift card'
            : booking.seeds_spent > 0
              ? 'seeds'
              : 'coupon',
      provider: viaProvider ? booking.payment_provider : null,
      manualMethod: booking.manual_payment_method,
      amount: toCents(totalPaid(booking)),
      giftCard: toCents(booking.gift_card_amount),
      seeds: booking.seeds_spent,
    },
  });
  return paid!;
}

/** What the provider says of a capture. */
export interface CaptureReport {
  /** The capture: the order's first one (capture call) or the notification's resource; none when the order shows none. */
  capture: ProviderCapture | null;
  /** The payment's status when the provider answered with the payment (the capture call); a notification has none. */
  paymentStatus?: ProviderPaymentStatus;
  payer: Payer;
  /** Who brought the answer: the traveller's capture call; none given, the provider's notification. */
  actor?: BookingActor;
  /** How the buyer is paying, when the provider says (kept when paid, for the reports). */
  method?: ProviderMethod;
  /** A pending cash or transfer payment's instructions (decision 0216). */
  pending?: ProviderPendingInstructions;
}

export type Settlement =
  /** Marked paid now (the confirmation e-mail is on its way). */
  | { kind: 'paid'; booking: BookingRow }
  /** Paid before: nothing changed. */
  | { kind: 'already'; booking: BookingRow }
  /**
   * Captured after its departure was shut (decision 0164): marked paid, no confirmation, and its
   * refund queued in the same transaction (late-refund.ts); also what a paid booking being
   * refunded so answers again.
   */
  | { kind: 'refunding'; booking: BookingRow }
  /**
   * unknown: no such booking; closed: refunded or otherwise no longer waiting; pending: the provider
   * holds the money in review (hold kept); failed: not captured (hold released); mismatch: not
   * the booking's amount or currency (hold released, capture id kept for a refund).
   */
  | { kind: 'unknown' | 'closed' | 'pending' | 'failed' | 'mismatch' }
  /** Captured, but the gift-card part is gone (hold released, capture id kept for a refund). */
  | { kind: 'gift_card_short'; message: Words };

/**
 * Settles what the provider reported of a booking's capture, in one transaction with the booking row
 * locked (`findBooking` locks it, with lockBooking). The rules, in order:
 *
 * 1. only a `Pendiente` booking is settled (a paid one answers `already`, anything else `closed`);
 * 2. a pending capture may still bring the money: its id is kept, the hold stays and the
 *    provider's notification of the completed capture settles it later;
 * 3. anything but a captured capture (of a captured payment, when the payment is known) is not a
 *    payment: the hold is released;
 * 4. the capture must be exactly the booking's part paid through the provider, and its currency, else it is never
 *    marked paid: the hold is released and the capture id kept for staff to refund;
 * 5. the departure is read under the item's lock (departure-open.ts): money that arrives for a
 *    shut one is still recorded, so that it can be refunded (7);
 * 6. the gift-card part must be held by the booking, or be taken again now (ensureGiftCardPart);
 *    if it is gone, as in 4;
 * 7. markPaid. After the commit, the call that marked it paid sends the confirmation e-mail —
 *    unless the departure was shut: then its refund is queued instead (late-refund.ts).
 *
 * Every path writes the booking once before markPaid would lock the coupon: a second UPDATE
 * would re-check its foreign keys (KEY SHARE on the coupon) first, and two captures doing that
 * at once deadlock on PostgreSQL. `context` names the caller in the logs (order id, event id).
 */
/**
 * A payment that arrives after its booking stopped holding its places (cash paid at a shop after
 * the hold ended, decision 0212): whether the departure has no room for it any more. A booking
 * whose hold still runs keeps its places, so it is always seated.
 */
async function seatsLost(
  tx: Db,
  booking: BookingRow,
  departure: NonNullable<Awaited<ReturnType<typeof lockDeparture>>>,
): Promise<boolean> {
  const [hold] = await tx
    .select({
      // Its order's hold (decision 0213), its capture's, or its payment link's: any keeps its places.
      running: or(
        checkoutHoldRunning,
        holdRunning(bookings.capture_started_at),
        sql<boolean>`(${bookings.link_expires_at} is not null and ${bookings.link_expires_at} > now())`,
      )!,
    })
    .from(bookings)
    .where(eq(bookings.id, booking.id));
  if (hold?.running) return false;
  const taken = await placesTaken(
    tx,
    departure.item,
    { date: booking.booking_date, startTime: booking.start_time },
    { holds: true, exceptBookingId: booking.id },
  );
  return taken + booking.passengers > departure.capacity;
}

/**
 * A cash (OXXO) or transfer (SPEI) payment left pending (decision 0216): its instructions are kept
 * on the booking and its hold runs until the payment's deadline — the provider's, else the one
 * staff's settings give — so its places, coupon use and gift-card part stay taken while the
 * traveller goes to pay. A booking that no longer held its places (the order's hold ran out before
 * the ticket was made) takes them again only while there is room; if not, the instructions are
 * kept but nothing is held, and a payment that still arrives follows decision 0212.
 */
async function cashHold(deps: PaymentDeps, tx: Db, booking: BookingRow, report: CaptureReport): Promise<Partial<BookingRow>> {
  const method = report.method;
  // Once per booking: a repeated (or replayed) notification never holds the places again.
  if (!report.pending || (method !== 'oxxo' && method !== 'spei') || booking.pending_method) return {};
  let deadline = report.pending.deadline ? new Date(report.pending.deadline) : null;
  if (!deadline || Number.isNaN(deadline.getTime())) {
    const departureStartsAt = zonedStart(booking.booking_date, booking.start_time ?? '00:00', booking.time_zone);
    deadline = cashPaymentDeadline({ now: new Date(), departureStartsAt, settings: await payLaterSettings(deps) });
  }
  if (!deadline) return {};
  const fields: Partial<BookingRow> = {
    pending_method: method,
    pending_reference: report.pending.reference,
    pending_deadline: deadline,
    pending_url: report.pending.url,
  };
  await recordBookingEvent(tx, booking.id, report.actor ?? { kind: 'provider', name: booking.payment_provider }, {
    type: 'cash_pending',
    data: { method, deadline: deadline.toISOString() },
  });
  await queueCashPaymentJobs(tx, booking.id, deadline);
  const departure = await lockDeparture(tx, booking);
  if (departure && !departure.shut && (await seatsLost(tx, booking, departure))) return fields;
  return { ...fields, hold_expires_at: deadline };
}

export async function settle(
  deps: PaymentDeps,
  findBooking: (tx: Db) => Promise<BookingRow | undefined>,
  report: CaptureReport,
  context: Record<string, unknown> = {},
): Promise<Settlement> {
  const { capture } = report;
  let bookingId: string | undefined;
  let expected: number | undefined;
  let queued = false;
  const settlement = await deps.db.transaction(async (tx): Promise<Settlement> => {
    const booking = await findBooking(tx);
    if (!booking) return { kind: 'unknown' };
    const pay = (taken: ProviderCapture) =>
      markPaid(
        tx,
        booking,
        taken,
        report.payer,
        report.actor ?? { kind: 'provider', name: booking.payment_provider },
        report.method ?? null,
      );
    bookingId = booking.id;
    expected = booking.amount;
    if (booking.status === 'Pagada') {
      // Whoever settled first may not have known the payer (a notification whose payment could not
      // be read yet): the payer a later report names is kept; nothing else changes.
      if (!booking.payer_email && report.payer.email)
        await tx
          .update(bookings)
          .set({
            payer_email: report.payer.email,
            payer_name: booking.payer_name ?? report.payer.fullName,
            payer_given_name: booking.payer_given_name ?? report.payer.givenName,
          })
          .where(eq(bookings.id, booking.id));
      return (await lateRefundQueued(tx, booking.id)) ? { kind: 'refunding', booking } : { kind: 'already', booking };
    }
    // Cash that still arrives for a booking its traveller cancelled while it was awaited is
    // recorded and given back in full, never kept (decision 0227).
    if (
      booking.status === 'Cancelada' &&
      booking.pending_method &&
      capture?.status === 'captured' &&
      captureMatches(booking, capture)
    ) {
      if (await ensureGiftCardPart(tx, booking)) return { kind: 'closed' };
      if (await ensureSeedsPart(tx, booking)) return { kind: 'closed' };
      const paid = await pay(capture);
      await queueLateRefund(tx, paid, { reason: PAYMENT_MESSAGES.cancelledBeforePaymentReason });
      queued = true;
      return { kind: 'refunding', booking: paid };
    }
    if (booking.status !== 'Pendiente') return { kind: 'closed' };
    if (capture?.status === 'pending') {
      const cash = await cashHold(deps, tx, booking, report);
      await tx
        .update(bookings)
        .set({ provider_capture_id: capture.id, capture_in_flight_at: null, ...cash })
        .where(eq(bookings.id, booking.id));
      return { kind: 'pending' };
    }
    if (
      !capture ||
      capture.status !== 'captured' ||
      (report.paymentStatus !== undefined && report.paymentStatus !== 'captured')
    ) {
      // A cash payment the provider cancelled or let expire ends as at its deadline (decision 0216).
      if (booking.pending_deadline)
        await endCashPayment(tx, booking, 'provider', report.actor ?? { kind: 'provider', name: booking.payment_provider });
      else await releaseHold(tx, booking);
      return { kind: 'failed' };
    }
    if (!captureMatches(booking, capture)) {
      await releaseHold(tx, booking, { provider_capture_id: capture.id });
      return { kind: 'mismatch' };
    }
    const departure = await lockDeparture(tx, booking);
    // Seeds gone since checkout are handled as a gift card that is short (decision 0234).
    const short = (await ensureGiftCardPart(tx, booking)) ?? (await ensureSeedsPart(tx, booking));
    if (short) {
      await releaseHold(tx, booking, { provider_capture_id: capture.id });
      return { kind: 'gift_card_short', message: short };
    }
    const paid = await pay(capture);
    const placesGone = departure && !departure.shut && (await seatsLost(tx, booking, departure));
    if (!departure?.shut && !placesGone) return { kind: 'paid', booking: paid };
    await queueLateRefund(tx, paid, departure?.shut ?? { reason: PAYMENT_MESSAGES.placesGoneReason });
    queued = true;
    return { kind: 'refunding', booking: paid };
  });

  if (settlement.kind === 'paid') void sendConfirmation(deps, settlement.booking);
  if (settlement.kind === 'mismatch')
    deps.log.error(
      { ...context, bookingId, captureId: capture?.id, captured: capture?.amount, expected },
      'the payment provider captured an amount different from the booking: refund it',
    );
  if (queued)
    deps.log.warn(
      { ...context, bookingId, captureId: capture?.id },
      'the payment provider captured a booking whose departure is shut: refund queued',
    );
  if (settlement.kind === 'gift_card_short')
    deps.log.error(
      { ...context, bookingId, captureId: capture?.id },
      'the payment provider captured the remainder but the gift-card part is no longer available: refund its capture',
    );
  return settlement;
}
