import { and, count, eq, isNull, ne, or, sql, sum } from 'drizzle-orm';
import {
  DEFAULT_MAX_PASSENGERS,
  formatLongDate,
  MESSAGES,
  lastBookableDate,
  PAYMENT_MESSAGES,
  PUBLIC_STATUS,
  todayInMexico,
  type BookingKind,
} from '@hv/shared';
import type { Db } from '../../db/client.ts';
import { bookings, couponRedemptions, coupons, experiences, trips } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/errors.ts';

export interface BookableItem {
  kind: BookingKind;
  id: string;
  name: string;
  slug: string;
  price: number;
  /** max_capacity, or 20 when missing (SPEC §5). */
  capacity: number;
  /** Trips only: the one date that can be booked. */
  departureDate: string | null;
  isPublic: boolean;
}

/** A capture in flight holds its places and coupon use this long (a PayPal call takes seconds). */
export const CAPTURE_HOLD = sql.raw(`interval '10 minutes'`);

export async function findItem(db: Db, kind: BookingKind, id: string): Promise<BookableItem | null> {
  if (kind === 'experience') {
    const [e] = await db.select().from(experiences).where(eq(experiences.id, id));
    if (!e) return null;
    return {
      kind,
      id: e.id,
      name: e.name,
      slug: e.slug,
      price: e.price,
      capacity: e.max_capacity ?? DEFAULT_MAX_PASSENGERS,
      departureDate: null,
      isPublic: e.is_active && e.status === PUBLIC_STATUS,
    };
  }
  const [t] = await db.select().from(trips).where(eq(trips.id, id));
  if (!t) return null;
  return {
    kind,
    id: t.id,
    name: t.destination,
    slug: t.slug,
    price: t.price_mxn,
    capacity: t.max_capacity ?? DEFAULT_MAX_PASSENGERS,
    departureDate: t.departure_date,
    isPublic: t.is_active && t.status === PUBLIC_STATUS,
  };
}

/** Locks the item's row for the rest of the transaction: bookings of one item are checked one at a time. */
export async function lockItem(tx: Db, kind: BookingKind, id: string): Promise<void> {
  if (kind === 'experience')
    await tx.select({ id: experiences.id }).from(experiences).where(eq(experiences.id, id)).for('update');
  else await tx.select({ id: trips.id }).from(trips).where(eq(trips.id, id)).for('update');
}

/** Only public items are sold (ARCHITECTURE: public listing rule). */
export async function findPublicItem(db: Db, kind: BookingKind, id: string): Promise<BookableItem> {
  const item = await findItem(db, kind, id);
  if (!item?.isPublic) throw notFound(kind === 'experience' ? MESSAGES.experienceNotFound : MESSAGES.tripNotFound);
  return item;
}

const weekday = (isoDate: string) => new Date(`${isoDate}T12:00:00Z`).getUTCDay();

/**
 * SPEC §5: experiences on Saturdays and Sundays only, never in the past (Mexico City's today);
 * a trip only on its departure date.
 */
export function checkBookingDate(item: BookableItem, date: string, today = todayInMexico()): void {
  const refuse = (message: string) => {
    throw new AppError('validation', message, { date: message });
  };
  if (item.kind === 'trip') {
    if (item.departureDate! < today) refuse(PAYMENT_MESSAGES.tripDeparted);
    if (date !== item.departureDate) refuse(PAYMENT_MESSAGES.tripDate(formatLongDate(item.departureDate!)));
    return;
  }
  if (date < today) refuse(PAYMENT_MESSAGES.pastDate);
  const horizon = lastBookableDate(today);
  if (date > horizon) refuse(PAYMENT_MESSAGES.beyondHorizon(formatLongDate(horizon)));
  const day = weekday(date);
  if (day !== 0 && day !== 6) refuse(PAYMENT_MESSAGES.weekendOnlyDate);
}

// Money is computed in whole centavos so that 0.1 + 0.2 never shows up in a total.
export const toCents = (amount: number | string) => Math.round(Number(amount) * 100);
export const fromCents = (cents: number) => cents / 100;

export interface Quote {
  unitPrice: number;
  subtotal: number;
  discount: number;
  amount: number;
}

/** SPEC §9: total = passengers × price; a coupon takes its percentage off, rounded to the centavo. */
export function quote(unitPrice: number, passengers: number, discountPercentage = 0): Quote {
  const subtotal = toCents(unitPrice) * passengers;
  const discount = Math.round((subtotal * discountPercentage) / 100);
  return {
    unitPrice: fromCents(toCents(unitPrice)),
    subtotal: fromCents(subtotal),
    discount: fromCents(discount),
    amount: fromCents(subtotal - discount),
  };
}

/** PayPal's purchase unit description (SPEC §7), within PayPal's 127 characters. */
export function orderDescription(itemName: string, passengers: number): string {
  const suffix = ` - ${passengers} persona(s)`;
  return `${itemName.slice(0, 127 - suffix.length)}${suffix}`;
}

/** A booking whose capture is in flight (its places and coupon use are held). */
const captureInFlight = and(eq(bookings.status, 'Pendiente'), sql`${bookings.capture_started_at} > now() - ${CAPTURE_HOLD}`);

/** Passengers of paid bookings for an item and date; with `holds`, also captures in flight. */
export async function placesTaken(
  db: Db,
  item: { kind: BookingKind; id: string },
  date: string,
  opts: { holds?: boolean; exceptBookingId?: string } = {},
): Promise<number> {
  const itemColumn = item.kind === 'experience' ? bookings.experience_id : bookings.trip_id;
  const [row] = await db
    .select({ n: sum(bookings.passengers) })
    .from(bookings)
    .where(
      and(
        eq(itemColumn, item.id),
        eq(bookings.booking_date, date),
        opts.holds ? or(eq(bookings.status, 'Pagada'), captureInFlight) : eq(bookings.status, 'Pagada'),
        opts.exceptBookingId ? ne(bookings.id, opts.exceptBookingId) : undefined,
      ),
    );
  return Number(row?.n ?? 0);
}

export function checkPlaces(capacity: number, taken: number, passengers: number): void {
  const left = Math.max(0, capacity - taken);
  if (passengers > left) {
    const message = PAYMENT_MESSAGES.placesLeft(left);
    throw new AppError('conflict', message, { passengers: message });
  }
}

type CouponRow = typeof coupons.$inferSelect;

/** Uses of a coupon: redemptions (paid bookings) plus other bookings whose capture is in flight. */
export async function couponUsesTaken(db: Db, couponId: string, exceptBookingId?: string): Promise<number> {
  const [redeemed] = await db.select({ n: count() }).from(couponRedemptions).where(eq(couponRedemptions.coupon_id, couponId));
  const [held] = await db
    .select({ n: count() })
    .from(bookings)
    .leftJoin(couponRedemptions, eq(couponRedemptions.booking_id, bookings.id))
    .where(
      and(
        eq(bookings.coupon_id, couponId),
        captureInFlight,
        isNull(couponRedemptions.id),
        exceptBookingId ? ne(bookings.id, exceptBookingId) : undefined,
      ),
    );
  return Number(redeemed?.n ?? 0) + Number(held?.n ?? 0);
}

const couponRefused = () => {
  const message = PAYMENT_MESSAGES.couponInvalid;
  return new AppError('unprocessable', message, { couponCode: message });
};

/** Only `Activo` coupons, not past valid_until (Mexico City), with uses left. */
export async function checkCoupon(db: Db, coupon: CouponRow | undefined, exceptBookingId?: string): Promise<CouponRow> {
  if (!coupon || coupon.status !== 'Activo' || coupon.valid_until < todayInMexico()) throw couponRefused();
  if ((await couponUsesTaken(db, coupon.id, exceptBookingId)) >= coupon.quantity) throw couponRefused();
  return coupon;
}

export async function findCouponByCode(db: Db, code: string, opts: { lock?: boolean } = {}): Promise<CouponRow | undefined> {
  const query = db.select().from(coupons).where(eq(coupons.code, code.toUpperCase()));
  const [coupon] = opts.lock ? await query.for('update') : await query;
  return coupon;
}
