import { and, count, eq, isNull, ne } from 'drizzle-orm';
import { said, todayInMexico, type Said } from '@hv/shared';
import type { Db } from '../../../db/client.ts';
import { bookings, couponRedemptions, coupons } from '../../../db/schema.ts';
import { AppError } from '../../../lib/errors.ts';
import { paymentHeld } from '../../availability/index.ts';

// A coupon at checkout (docs/product.md §8, docs/architecture.md §7 steps 1 and 4).

export type CouponRow = typeof coupons.$inferSelect;

/** Uses of a coupon: redemptions (paid bookings) plus other bookings being paid: order or capture hold (ADR 0213). */
export async function couponUsesTaken(db: Db, couponId: string, exceptBookingId?: string): Promise<number> {
  const [redeemed] = await db.select({ n: count() }).from(couponRedemptions).where(eq(couponRedemptions.coupon_id, couponId));
  const [held] = await db
    .select({ n: count() })
    .from(bookings)
    .leftJoin(couponRedemptions, eq(couponRedemptions.booking_id, bookings.id))
    .where(
      and(
        eq(bookings.coupon_id, couponId),
        paymentHeld,
        isNull(couponRedemptions.id),
        exceptBookingId ? ne(bookings.id, exceptBookingId) : undefined,
      ),
    );
  return Number(redeemed?.n ?? 0) + Number(held?.n ?? 0);
}

const couponRefused = (message: Said = said('payment.couponInvalid')) =>
  new AppError('unprocessable', message, { couponCode: message });

/**
 * Only `Activo` coupons, not past valid_until (Mexico City), with uses left. An unknown code and
 * an expired coupon are said apart (issue 30 item 13, docs/decisions/0199-checkout-feedback-and-operator-identity.md); a
 * paused or used-up one keeps the general refusal.
 */
export async function checkCoupon(db: Db, coupon: CouponRow | undefined, exceptBookingId?: string): Promise<CouponRow> {
  if (!coupon) throw couponRefused(said('payment.couponUnknown'));
  if (coupon.valid_until < todayInMexico())
    throw couponRefused(said('payment.couponExpired', { expiredDate: coupon.valid_until }));
  if (coupon.status !== 'Activo') throw couponRefused();
  if ((await couponUsesTaken(db, coupon.id, exceptBookingId)) >= coupon.quantity) throw couponRefused();
  return coupon;
}

/** Locks the coupon row for the rest of the transaction (after the booking's and the item's, before the gift card's). */
export async function lockCoupon(tx: Db, couponId: string): Promise<CouponRow | undefined> {
  const [coupon] = await tx.select().from(coupons).where(eq(coupons.id, couponId)).for('update');
  return coupon;
}

export async function findCouponByCode(db: Db, code: string, opts: { lock?: boolean } = {}): Promise<CouponRow | undefined> {
  const query = db.select().from(coupons).where(eq(coupons.code, code.toUpperCase()));
  const [coupon] = opts.lock ? await query.for('update') : await query;
  return coupon;
}
