import { and, count, desc, eq, inArray, ne, or, sql, sum } from 'drizzle-orm';
import {
  bookingReference,
  todayInMexico,
  type Coupon,
  type CouponRedemptions,
  type CouponStatus,
  type ListQuery,
} from '@hv/shared';
import type { Db } from '../../db/client.ts';
import { bookings, couponRedemptions, coupons, user } from '../../db/schema.ts';
import { listPage } from '../../lib/list-page.ts';
import { roundToCents } from '../../lib/money.ts';
import { paymentHeld } from '../availability/index.ts';
import { likePattern } from '../../lib/like-pattern.ts';

/** used_count comes from the redemptions (one per paid booking that used the coupon). */
// Qualified by hand: Drizzle leaves a single-table select's columns unqualified, and an unqualified
// "id" inside the subquery would be the redemption's own id.
export const couponUsedCount = sql<number>`(select count(*) from ${couponRedemptions} as r where r.coupon_id = "coupons"."id")::int`;

/**
 * The effective status in SQL, the same rule as effectiveCouponStatus() in @hv/shared:
 * past its validity (Mexico City's today) or used up → 'Terminado'; an unknown value → 'En espera'.
 */
export function couponStatusSql(today: string) {
  return sql<CouponStatus>`(case
    when ${coupons.status} = 'Terminado' or ${coupons.valid_until} < ${today}::date or ${couponUsedCount} >= ${coupons.quantity} then 'Terminado'
    when ${coupons.status} in ('Activo', 'Pausado') then ${coupons.status}
    else 'En espera' end)`;
}

const couponColumns = (today: string) => ({
  id: coupons.id,
  code: coupons.code,
  discount_percentage: coupons.discount_percentage,
  quantity: coupons.quantity,
  valid_until: coupons.valid_until,
  created_at: coupons.created_at,
  stored_status: coupons.status,
  used_count: couponUsedCount,
  status: couponStatusSql(today),
});

const selectCoupons = (db: Db, today: string) => db.select(couponColumns(today)).from(coupons);
type CouponRow = Awaited<ReturnType<typeof selectCoupons>>[number];

export const toCoupon = ({ stored_status: _s, ...row }: CouponRow): Coupon => ({
  ...row,
  used_count: Number(row.used_count),
  created_at: row.created_at.toISOString(),
});

/**
 * 'Terminado' is computed on every read and written back lazily: rows read as Terminado whose
 * stored status differs are updated, so the stored value catches up without a scheduled job.
 */
async function persistTerminado(db: Db, rows: CouponRow[]): Promise<void> {
  const stale = rows.filter((r) => r.status === 'Terminado' && r.stored_status !== 'Terminado').map((r) => r.id);
  if (!stale.length) return;
  await db
    .update(coupons)
    .set({ status: 'Terminado' })
    .where(and(inArray(coupons.id, stale), ne(coupons.status, 'Terminado')));
}

/** Staff list, newest first; `q` matches the code or the (effective) status, case-insensitive. */
export async function listCoupons(db: Db, query: ListQuery, today = todayInMexico()) {
  const status = couponStatusSql(today);
  const pattern = likePattern(query.q.toLowerCase());
  const where = query.q ? or(sql`lower(${coupons.code}) like ${pattern}`, sql`lower(${status}) like ${pattern}`) : undefined;
  const [rows, [total]] = await Promise.all([
    selectCoupons(db, today)
      .where(where)
      .orderBy(desc(coupons.created_at), coupons.id)
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ n: count() }).from(coupons).where(where),
  ]);
  await persistTerminado(db, rows);
  return listPage(rows.map(toCoupon), total?.n ?? 0, query);
}

/** One coupon with its used_count and effective status (persisted if it turned Terminado). */
export async function findCoupon(db: Db, id: string, opts: { lock?: boolean; today?: string } = {}): Promise<CouponRow | null> {
  // Inside a transaction, lock the row first so that status changes and edits go one at a time.
  if (opts.lock) {
    const [locked] = await db.select({ id: coupons.id }).from(coupons).where(eq(coupons.id, id)).for('update');
    if (!locked) return null;
  }
  const [row] = await selectCoupons(db, opts.today ?? todayInMexico()).where(eq(coupons.id, id));
  if (!row) return null;
  await persistTerminado(db, [row]);
  return row;
}

export async function couponCodeTaken(db: Db, code: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(and(eq(coupons.code, code), exceptId ? ne(coupons.id, exceptId) : undefined))
    .limit(1);
  return Boolean(row);
}

/**
 * Whether a checkout being paid holds a use of the coupon (it would record a redemption of it):
 * its order's hold or its capture's (docs/decisions/0213-places-held-while-paying.md), as
 * availability/hold.ts defines them.
 */
export async function couponHeldByCapture(db: Db, couponId: string): Promise<boolean> {
  const [held] = await db
    .select({ n: count() })
    .from(bookings)
    .where(and(eq(bookings.coupon_id, couponId), paymentHeld));
  return (held?.n ?? 0) > 0;
}

/** A coupon's redemptions, newest first: the booking, when, the discount given, and who. */
export async function listRedemptions(
  db: Db,
  coupon: Coupon,
  query: Pick<ListQuery, 'page' | 'perPage'>,
): Promise<CouponRedemptions> {
  const where = eq(couponRedemptions.coupon_id, coupon.id);
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: couponRedemptions.id,
        booking_id: bookings.id,
        item_name: bookings.item_name,
        booking_date: bookings.booking_date,
        passengers: bookings.passengers,
        subtotal: bookings.subtotal,
        discount_amount: couponRedemptions.discount_amount,
        // What the traveller paid: PayPal's part plus the gift card's.
        amount: sql<number>`${bookings.amount} + ${bookings.gift_card_amount}`.mapWith(Number),
        booking_status: bookings.status,
        redeemed_at: couponRedemptions.created_at,
        user_name: user.fullName,
        user_email: user.email,
        payer_name: bookings.payer_name,
        payer_email: bookings.payer_email,
      })
      .from(couponRedemptions)
      .innerJoin(bookings, eq(bookings.id, couponRedemptions.booking_id))
      .leftJoin(user, eq(user.id, bookings.user_id))
      .where(where)
      .orderBy(desc(couponRedemptions.created_at), couponRedemptions.id)
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db
      .select({ n: count(), discount: sum(couponRedemptions.discount_amount) })
      .from(couponRedemptions)
      .where(where),
  ]);
  const data = rows.map(({ user_name, user_email, payer_name, payer_email, ...r }) => ({
    ...r,
    reference: bookingReference(r.booking_id),
    booking_status: r.booking_status as CouponRedemptions['data'][number]['booking_status'],
    redeemed_at: r.redeemed_at.toISOString(),
    customer_name: user_name ?? payer_name ?? null,
    customer_email: user_email ?? payer_email ?? null,
  }));
  return {
    ...listPage(data, totals?.n ?? 0, query),
    coupon,
    discount_total: roundToCents(totals?.discount ?? 0),
  };
}
