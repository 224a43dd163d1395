import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { bookingReference, DESK_MESSAGES, formatMXN, type ManualSaleInput, type ManualSaleResult, zonedStart } from '@hv/shared';
import { bookings, user } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { siteLocale } from '../../lib/i18n.ts';
import { toCents, totalPaid } from '../../lib/money.ts';
import type { SessionUser } from '../auth/index.ts';
import { recordAudit, type AuditWho } from '../audit/index.ts';
import {
  actorOfSession,
  type BookingRow,
  markPaid,
  type PaymentDeps,
  recordBookingEvent,
  sendConfirmation,
  voucherViewPath,
} from '../bookings/index.ts';
import { paymentPath, sendPaymentLink } from './payment-link.ts';
import { pendingBooking, priceCheckout } from './price-checkout.ts';

// A sale staff type for a phone or WhatsApp customer (docs/product.md §14.6): the public
// checkout's rules (date, closed dates, places, coupon, price) under the same locks, then either
// money received outside the site — recorded through markPaid, the one way a booking becomes
// paid — or a pending booking with a signed payment link for exactly that booking.

/**
 * POST /api/admin/bookings/manual. For a sale paid outside the site `amount` holds the money
 * received (there is no provider part) and `manual_payment_method` says how it was paid.
 */
export async function createManualSale(
  deps: PaymentDeps,
  input: ManualSaleInput,
  staff: SessionUser,
  who: AuditWho,
): Promise<ManualSaleResult> {
  const { payment } = input;
  const booking = await deps.db.transaction(async (tx): Promise<BookingRow> => {
    if (input.userId) {
      const [account] = await tx.select({ id: user.id }).from(user).where(eq(user.id, input.userId));
      if (!account) throw notFound(DESK_MESSAGES.customerNotFound);
    }
    // A cash walk-in may have no e-mail (decision 0206): the booking keeps none, and no e-mail goes.
    const checkout = { ...input, contactEmail: input.contactEmail ?? '', giftCardSeries: undefined };
    const priced = await priceCheckout(tx, checkout, { lock: true });
    const total = priced.price.amount;
    const paidOutside = payment.mode === 'paid' || total === 0;
    if (payment.mode === 'paid' && toCents(payment.amount) !== toCents(total)) {
      const message = DESK_MESSAGES.manualAmount(formatMXN(total));
      throw new AppError('validation', message, { 'payment.amount': message });
    }
    const linkExpiresAt = paidOutside || payment.mode !== 'link' ? null : linkExpiry(priced, payment.expiresInHours);
    const [row] = await tx
      .insert(bookings)
      .values({
        ...pendingBooking(priced, checkout, input.userId ?? null, randomUUID()),
        contact_email: input.contactEmail ?? null,
        source: 'manual',
        created_by: staff.id,
        manual_payment_method: payment.mode === 'paid' ? payment.method : null,
        manual_note: payment.note || null,
        link_expires_at: linkExpiresAt,
      })
      .returning();
    const givenName = input.contactName.split(/\s+/)[0] ?? null;
    const seller = actorOfSession(staff);
    await recordBookingEvent(tx, row!.id, seller, {
      type: 'created',
      data: { source: 'manual', paymentLink: !paidOutside },
    });
    const sold = paidOutside
      ? await markPaid(tx, row!, null, { email: input.contactEmail ?? null, fullName: input.contactName, givenName }, seller)
      : row!;
    // A sale with a payment link is the same write, told apart by its action (docs/product.md §15.7).
    await recordAudit(tx, who, {
      action: paidOutside ? 'manual-sale' : 'payment-link',
      kind: 'booking',
      id: sold.id,
      after: {
        item_name: sold.item_name,
        booking_date: sold.booking_date,
        start_time: sold.start_time,
        passengers: sold.passengers,
        total: totalPaid(sold),
        status: sold.status,
        payment_method: sold.manual_payment_method,
        contact_name: input.contactName,
        contact_email: input.contactEmail ?? null,
        link_expires_at: sold.link_expires_at?.toISOString() ?? null,
      },
    });
    return sold;
  });
  if (booking.status === 'Pagada') void sendConfirmation(deps, booking);
  // The link goes to the customer's inbox at once (decision 0205); staff may also copy it for WhatsApp.
  const emailedTo = booking.status === 'Pendiente' ? await sendPaymentLink(deps, booking, actorOfSession(staff)) : null;
  return {
    id: booking.id,
    reference: bookingReference(booking.id),
    status: booking.status as ManualSaleResult['status'],
    total: totalPaid(booking),
    // The payment link goes to the traveller (in the booking's language); the voucher path is for staff,
    // read-only: the traveller's acting link goes only to their e-mail (decision 0163).
    paymentPath: booking.status === 'Pendiente' ? paymentPath(deps.secret, booking.id, siteLocale(booking.locale)) : null,
    voucherPath: booking.status === 'Pagada' ? voucherViewPath(deps.secret, booking.id) : null,
    linkExpiresAt: booking.status === 'Pendiente' ? (booking.link_expires_at?.toISOString() ?? null) : null,
    linkEmailedTo: emailedTo,
  };
}

/**
 * Until when a payment link holds its places (decision 0205): the hours staff chose from now,
 * but never past the departure's start (its start time, or the start of its day on the item's
 * clock). A departure already under way gets no link: staff take the money at the desk.
 */
export function linkExpiry(
  priced: { departure: { date: string; startTime: string | null }; item: { timeZone: string } },
  hours: number,
  now = new Date(),
): Date {
  const departure = zonedStart(priced.departure.date, priced.departure.startTime ?? '00:00', priced.item.timeZone);
  if (departure.getTime() <= now.getTime()) throw new AppError('conflict', DESK_MESSAGES.linkDepartureStarted);
  return new Date(Math.min(now.getTime() + hours * 3_600_000, departure.getTime()));
}
