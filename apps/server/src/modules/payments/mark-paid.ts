import { eq, sql, type SQL } from 'drizzle-orm';
import { bookingReference, type CaptureResult } from '@hv/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { bookings, couponRedemptions, coupons, user } from '../../db/schema.ts';
import type { Mailer } from '../mail/mailer.ts';
import { bookingConfirmationEmail } from './confirmation-email.ts';
import type { PayPalCapture } from './paypal-client.ts';
import { awardSeeds, seedsAwardedFor, seedsBalance } from './seeds.ts';
import { fromCents, toCents } from './pricing.ts';

export type BookingRow = typeof bookings.$inferSelect;

export interface Payer {
  email: string | null;
  givenName: string | null;
  fullName: string | null;
}

export interface PaymentDeps {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  brand: string;
  publicUrl: string;
}

/** Locks the booking row for the rest of the transaction (SELECT … FOR UPDATE). */
export async function lockBooking(tx: Db, where: SQL): Promise<BookingRow | undefined> {
  const [row] = await tx.select().from(bookings).where(where).for('update');
  return row;
}

/** PayPal's captured amount and currency are exactly the booking's PayPal part (`amount`). */
export const captureMatches = (booking: BookingRow, capture: PayPalCapture) =>
  capture.amount.currency_code === booking.currency && toCents(capture.amount.value) === toCents(booking.amount);

/** What the traveller paid in all: the PayPal part plus the gift-card part. */
export const totalPaid = (booking: Pick<BookingRow, 'amount' | 'gift_card_amount'>) =>
  fromCents(toCents(booking.amount) + toCents(booking.gift_card_amount));

/**
 * Inside the booking's transaction (the row already locked and still `Pendiente`, its gift-card
 * part already taken): marks it paid with PayPal's capture (none when the gift card paid
 * everything) and payer, counts the coupon use and awards the seeds for everything paid. The
 * coupon row is locked too, so redemptions are counted one at a time; the use itself was
 * reserved before capturing (capture-order.ts), or the money is already taken (webhook), so it
 * is recorded.
 */
export async function markPaid(tx: Db, booking: BookingRow, capture: PayPalCapture | null, payer: Payer): Promise<BookingRow> {
  const [paid] = await tx
    .update(bookings)
    .set({
      status: 'Pagada',
      paypal_capture_id: capture?.id ?? booking.paypal_capture_id,
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
    await tx.select({ id: coupons.id }).from(coupons).where(eq(coupons.id, booking.coupon_id)).for('update');
    await tx
      .insert(couponRedemptions)
      .values({ coupon_id: booking.coupon_id, booking_id: booking.id, discount_amount: booking.discount })
      .onConflictDoNothing({ target: couponRedemptions.booking_id });
  }
  // Seeds count what the traveller paid, whether through PayPal or with a gift card.
  if (booking.user_id) await awardSeeds(tx, booking.user_id, booking.id, totalPaid(booking));
  return paid!;
}

/** The capture answer for a paid booking; the same on every repeated call. */
export async function captureResultFor(db: Db, booking: BookingRow, sessionUserId: string | null): Promise<CaptureResult> {
  const mine = Boolean(booking.user_id && booking.user_id === sessionUserId);
  return {
    booking: {
      id: booking.id,
      reference: bookingReference(booking.id),
      itemName: booking.item_name,
      date: booking.booking_date,
      passengers: booking.passengers,
      amount: totalPaid(booking),
      giftCardAmount: booking.gift_card_amount,
      paypalAmount: booking.amount,
      currency: 'MXN',
      status: 'Pagada',
    },
    seedsAwarded: booking.user_id ? await seedsAwardedFor(db, booking.id) : 0,
    // Only the traveller who booked sees their balance.
    seeds: mine ? await seedsBalance(db, booking.user_id!) : null,
    payerGivenName: booking.payer_given_name ?? booking.payer_name?.split(' ')[0] ?? 'Viajero',
  };
}

/** The confirmation e-mail, after the commit; a mail failure is logged, never undoes a payment. */
export async function sendConfirmation(deps: PaymentDeps, booking: BookingRow): Promise<void> {
  try {
    const [account] = booking.user_id
      ? await deps.db.select({ email: user.email, fullName: user.fullName }).from(user).where(eq(user.id, booking.user_id))
      : [];
    const to = account?.email ?? booking.payer_email;
    if (!to) return deps.log.warn({ bookingId: booking.id }, 'paid booking without an e-mail address');
    await deps.mailer.send(
      bookingConfirmationEmail({
        to,
        name: account?.fullName ?? booking.payer_name,
        booking: { ...booking, paypal_amount: booking.amount, amount: totalPaid(booking) },
        brand: deps.brand,
        profileUrl: account ? `${deps.publicUrl}/perfil` : null,
      }),
    );
  } catch (error) {
    deps.log.error({ err: error, bookingId: booking.id }, 'booking confirmation e-mail failed');
  }
}
