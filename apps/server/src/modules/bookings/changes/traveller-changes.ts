import { eq, sql } from 'drizzle-orm';
import {
  AFTER_SALE_MESSAGES,
  bookingReference,
  canCancelFree,
  freeCancellationUntil,
  type RescheduleInput,
  type RescheduleResult,
  said,
  type Said,
  type StaffRefundResult,
  type TravellerCancellation,
  wallDateTime,
} from '@hv/shared';
import type { Db } from '../../../db/client.ts';
import { bookings } from '../../../db/schema.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import { escapeHtml } from '../../../lib/escape-html.ts';
import { siteLocale, translator } from '../../../lib/i18n.ts';
import { fromCents } from '../../../lib/money.ts';
import { recordAudit, type AuditActor, type AuditWho } from '../../audit/index.ts';
import { greeting } from '../../mail/index.ts';
import {
  bookedItem,
  checkBookingDate,
  checkDateOpen,
  checkPlaces,
  chosenStartTime,
  itemWords,
  lockItem,
  placesTaken,
} from '../../availability/index.ts';
import { lockBooking, type BookingRow } from '../booking-lock.ts';
import { bookingAddressee, calendarAttachment } from '../vouchers/confirmation.ts';
import { confirmationPath } from '../vouchers/confirmation-link.ts';
import type { PaymentDeps } from '../deps.ts';
import { refundableParts, refundBooking } from '../refunds/staff-refund.ts';
import { actorOf, recordBookingEvent, type BookingActor } from '../events/record.ts';
import { cancelAwaitedPayment } from '../cash/cash-payments.ts';

// What a traveller may do with a paid booking (docs/product.md §15.3): cancel it — everything
// paid comes back through the one refund path staff use (staff-refund.ts, refund.ts) — or move it
// to another date, both only while the item's free-cancellation window is open. Staff move
// bookings with the same rescheduleBooking, without the window.

const m = AFTER_SALE_MESSAGES;

/** The traveller as the booking's events name them: the owner signed in, or whoever holds the voucher's link. */
const travellerActor = (a: AuditActor | null): BookingActor => ({
  kind: 'traveller',
  id: a?.id ?? null,
  name: a?.fullName ?? null,
});

/**
 * Whether the traveller may still cancel (or move) a booking at `now`, and what cancelling gives
 * back part by part: the money part to the payment provider (or outside the site for a manual sale), the rest
 * onto the gift card. An item that no longer exists counts as not refundable online.
 */
export async function travellerCancellation(
  db: Db,
  booking: BookingRow,
  hours: number | null,
  now = new Date(),
): Promise<TravellerCancellation> {
  return (await cancellationVerdict(db, booking, hours, now)).policy;
}

/**
 * The same, with the refusal a cancel or a move gets when it is not allowed: a key of the shared
 * catalogue with its values, the deadline as the wall-clock time at the item's place, so an English
 * page says it in English (docs/decisions/0197-messages-travel-as-keys.md); its Spanish is the
 * reason followed by `askUs`, the words the API always sent.
 */
async function cancellationVerdict(
  db: Db,
  booking: BookingRow,
  hours: number | null,
  now = new Date(),
): Promise<{ policy: TravellerCancellation; refusal: Said | null }> {
  const left = await refundableParts(db, booking);
  const viaProvider = Boolean(booking.provider_capture_id) && !booking.manual_payment_method;
  const refund = {
    total: fromCents(left.money + left.card),
    // The API's name for the provider's part (kept for the web until the provider choice).
    paypal: viaProvider ? fromCents(left.money) : 0,
    giftCard: fromCents(left.card),
    outside: viaProvider ? 0 : fromCents(left.money),
  };
  // On the clock of the item's place (docs/decisions/0200-a-time-zone-per-item.md).
  const zone = booking.time_zone;
  const until = hours && hours > 0 ? freeCancellationUntil(booking.booking_date, booking.start_time, hours, zone) : null;
  let reason: string | null = null;
  let refusal: Said | null = null;
  if (booking.status !== 'Pagada') [reason, refusal] = [m.notPaid, said('afterSale.refusedNotPaid')];
  else if (!until) [reason, refusal] = [m.notRefundable, said('afterSale.refusedNotRefundable')];
  // Paid when the window had already closed: a fact about the booking, not a deadline in the past
  // (docs/decisions/0198-bookings-inside-the-cancellation-window.md).
  else if (booking.paid_at && booking.paid_at.getTime() >= Date.parse(until))
    [reason, refusal] = [m.bookedInsideWindow(hours!), said('afterSale.refusedBookedInsideWindow', { hours: hours! })];
  else if (!canCancelFree(now, booking.booking_date, booking.start_time, hours!, zone))
    [reason, refusal] = [
      m.windowClosed(until, zone),
      said('afterSale.refusedWindowClosed', { untilDateTime: wallDateTime(until, zone) }),
    ];
  return { policy: { allowed: reason === null, until, reason, refund }, refusal };
}

/** The verdict, reading the item's policy. */
async function cancellationOf(db: Db, booking: BookingRow, now = new Date()) {
  const item = await bookedItem(db, booking);
  return cancellationVerdict(db, booking, item?.freeCancellationHours ?? null, now);
}

/** A cancel or a move refused: the reason and the way to reach a person, said by key. */
function refuse(status: 'conflict' | 'unprocessable', refusal: Said): never {
  throw new AppError(status, refusal);
}

/**
 * POST /api/bookings/:reference/cancel: the whole booking back while the policy allows. Two
 * requests at once refund once: refundBooking locks the booking, and the second either finds the
 * first's request at the provider (same idempotency key, so it refunds once) or a refunded booking.
 */
export async function cancelByTraveller(deps: PaymentDeps, booking: BookingRow, who: AuditWho): Promise<StaffRefundResult> {
  // Awaiting its cash or transfer payment: nothing was paid, so it is cancelled, not refunded (decision 0227).
  if (booking.status === 'Pendiente' && booking.pending_deadline) {
    const cancelled = await cancelAwaitedPayment(deps, booking.id, { audit: who, actor: travellerActor(who.actor) });
    const none = { amount: 0, paypalAmount: 0, giftCardAmount: 0, outsideAmount: 0, refundedAmount: 0, refundable: 0 };
    return { ...none, status: cancelled.status as StaffRefundResult['status'] };
  }
  const { policy, refusal } = await cancellationOf(deps.db, booking);
  if (refusal) refuse(booking.status === 'Pagada' ? 'unprocessable' : 'conflict', refusal);
  // One audit line, as a move gets, whether the owner or a holder of the voucher link asked.
  return refundBooking(
    { ...deps, audit: who, auditAction: 'cancel', actor: travellerActor(who.actor) },
    booking.id,
    { amount: policy.refund.total, reason: m.travellerReason },
    who.actor,
  );
}

/**
 * Moves a paid booking to another date (and start time) of the same item: the date rules of the
 * checkout (weekends for experiences, a trip's own date, closed dates) and the places left, under
 * the booking's and then the item's lock, as a capture takes them. The price paid stands (prices
 * do not vary by date: decision 0145), so no money moves. The voucher, manifests and calendars
 * read the booking, so they follow. `traveller` adds the free-cancellation window.
 */
export async function rescheduleBooking(
  deps: PaymentDeps,
  bookingId: string,
  input: RescheduleInput,
  who: { actor: AuditActor | null; requestId: string | null; traveller: boolean },
): Promise<RescheduleResult> {
  const moved = await deps.db.transaction(async (tx) => {
    const booking = await lockBooking(tx, eq(bookings.id, bookingId));
    if (!booking) throw notFound(said('afterSale.notPaid'));
    if (booking.status !== 'Pagada') refuse('conflict', said('afterSale.refusedNotPaid'));
    const item = await bookedItem(tx, booking);
    if (!item) refuse('unprocessable', said('afterSale.refusedNotRefundable'));
    if (who.traveller) {
      const { refusal } = await cancellationVerdict(tx, booking, item.freeCancellationHours);
      if (refusal) refuse('unprocessable', refusal);
    }
    checkBookingDate(item, input.date);
    await checkDateOpen(tx, item, input.date);
    const departure = { date: input.date, startTime: chosenStartTime(item, input.startTime) };
    if (departure.date === booking.booking_date && departure.startTime === booking.start_time) {
      throw new AppError('validation', said('afterSale.sameDeparture'), { date: said('afterSale.sameDeparture') });
    }
    const capacity = await lockItem(tx, item);
    checkPlaces(
      capacity,
      await placesTaken(tx, item, departure, { holds: true, exceptBookingId: booking.id }),
      booking.passengers,
    );
    const [after] = await tx
      .update(bookings)
      // A new SEQUENCE: the e-mail's event replaces the one calendars hold (docs/decisions/0201-the-calendar-follows-the-booking.md).
      .set({
        booking_date: departure.date,
        start_time: departure.startTime,
        calendar_sequence: sql`${bookings.calendar_sequence} + 1`,
      })
      .where(eq(bookings.id, booking.id))
      .returning();
    await recordAudit(
      tx,
      { actor: who.actor, requestId: who.requestId },
      {
        action: 'reschedule',
        kind: 'booking',
        id: booking.id,
        before: { date: booking.booking_date, startTime: booking.start_time },
        after: departure,
      },
    );
    await recordBookingEvent(tx, booking.id, who.traveller ? travellerActor(who.actor) : actorOf(who.actor), {
      type: 'date_changed',
      data: { from: { date: booking.booking_date, startTime: booking.start_time }, to: departure },
    });
    return after!;
  });
  await sendRescheduleEmail(deps, moved);
  return { reference: bookingReference(moved.id), date: moved.booking_date, startTime: moved.start_time };
}

/**
 * The traveller's e-mail after a move, in the booking's language: the new date and start time, and
 * the voucher link. A failure is logged only.
 */
async function sendRescheduleEmail(deps: PaymentDeps, booking: BookingRow): Promise<void> {
  try {
    const to = await bookingAddressee(deps.db, booking);
    if (!to.email) return;
    const t = translator(siteLocale(booking.locale));
    const item = await bookedItem(deps.db, booking);
    const reference = bookingReference(booking.id);
    const date = t.longDate(booking.booking_date);
    const when = booking.start_time ? t.t('mail.reschedule.when', { date, time: t.time(booking.start_time) }) : date;
    const link = `${deps.publicUrl}${confirmationPath(deps.secret, booking.id, t.locale)}`;
    const hello = greeting(t, to.name);
    const moved = t.t('mail.reschedule.moved', {
      when,
      item: itemWords(t.locale, item, booking.item_name).name,
      passengers: booking.passengers,
    });
    await deps.mailer.send({
      to: to.email,
      replyTo: deps.operatorEmail,
      locale: t.locale,
      subject: t.t('mail.reschedule.subject', { reference }),
      text: [hello, '', moved, t.t('mail.reschedule.voucher', { url: link }), '', deps.brand].join('\n'),
      html: [
        `<p>${escapeHtml(hello)}</p>`,
        `<p>${escapeHtml(moved)}</p>`,
        `<p><a href="${escapeHtml(link)}">${escapeHtml(t.t('mail.voucherLink'))}</a></p>`,
        `<p>${escapeHtml(deps.brand)}</p>`,
      ].join('\n'),
      attachments: [calendarAttachment(deps, booking, item, t)],
    });
  } catch (error) {
    deps.log.error({ err: error, bookingId: booking.id }, 'reschedule e-mail failed');
  }
}
