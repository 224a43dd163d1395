import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { bookingReference, DESK_MESSAGES, formatMXN, type ManualSaleInput, type ManualSaleResult } from '@hv/shared';
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
import { paymentPath } from './payment-link.ts';
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
    const checkout = { ...input, giftCardSeries: undefined };
    const priced = await priceCheckout(tx, checkout, { lock: true });
    const total = priced.price.amount;
    const paidOutside = payment.mode === 'paid' || total === 0;
    if (payment.mode === 'paid' && toCents(payment.amount) !== toCents(total)) {
      const message = DESK_MESSAGES.manualAmount(formatMXN(total));
      throw new AppError('validation', message, { 'payment.amount': message });
    }
    const [row] = await tx
      .insert(bookings)
      .values({
        ...pendingBooking(priced, checkout, input.userId ?? null, randomUUID()),
        source: 'manual',
        created_by: staff.id,
        manual_payment_method: payment.mode === 'paid' ? payment.method : null,
        manual_note: payment.note || null,
      })
      .returning();
    const givenName = input.contactName.split(/\s+/)[0] ?? null;
    const seller = actorOfSession(staff);
    await recordBookingEvent(tx, row!.id, seller, {
      type: 'created',
      data: { source: 'manual', paymentLink: !paidOutside },
    });
    const sold = paidOutside
      ? await markPaid(tx, row!, null, { email: input.contactEmail, fullName: input.contactName, givenName }, seller)
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
        contact_email: input.contactEmail,
      },
    });
    return sold;
  });
  if (booking.status === 'Pagada') void sendConfirmation(deps, booking);
  return {
    id: booking.id,
    reference: bookingReference(booking.id),
    status: booking.status as ManualSaleResult['status'],
    total: totalPaid(booking),
    // The payment link goes to the traveller (in the booking's language); the voucher path is for staff,
    // read-only: the traveller's acting link goes only to their e-mail (decision 0163).
    paymentPath: booking.status === 'Pendiente' ? paymentPath(deps.secret, booking.id, siteLocale(booking.locale)) : null,
    voucherPath: booking.status === 'Pagada' ? voucherViewPath(deps.secret, booking.id) : null,
  };
}
