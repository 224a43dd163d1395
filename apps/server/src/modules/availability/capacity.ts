import { and, eq, isNull, ne, or, sum } from 'drizzle-orm';
import { type BookingKind, DEFAULT_MAX_PASSENGERS, said } from '@hv/shared';
import type { Db } from '../../db/client.ts';
import { bookings, experiences, trips } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { checkoutHeld, linkHeld, paymentHeld } from './hold.ts';
import { waitlistPlacesHeld } from './waitlist-hold.ts';

// Places of a date (docs/product.md §6.3, docs/architecture.md §7 steps 1 and 4): max_capacity
// less the passengers of paid bookings, of payment links not yet expired (decision 0205), of web
// checkouts whose hold runs (decision 0213) and of captures in flight.

export interface ItemRef {
  kind: BookingKind;
  id: string;
}

/** What a booking row says of its departure: its item (null when deleted since) and its date. */
export interface BookedDeparture {
  experience_id: string | null;
  trip_id: string | null;
  booking_date: string;
}

/** The experience or trip a booking is of; null when it was deleted since. */
export const itemOf = (booking: Pick<BookedDeparture, 'experience_id' | 'trip_id'>): ItemRef | null =>
  booking.experience_id
    ? { kind: 'experience', id: booking.experience_id }
    : booking.trip_id
      ? { kind: 'trip', id: booking.trip_id }
      : null;

/**
 * Locks the item's row for the rest of the transaction, so bookings of one item are checked
 * one at a time, and returns its capacity as read under the lock (max_capacity, or 20). The
 * one item lock: the capture's hold and the gift-card-only payment both take it, after the
 * booking's and before the coupon's.
 */
export async function lockItem(tx: Db, item: ItemRef): Promise<number> {
  const [row] =
    item.kind === 'experience'
      ? await tx.select({ max: experiences.max_capacity }).from(experiences).where(eq(experiences.id, item.id)).for('update')
      : await tx.select({ max: trips.max_capacity }).from(trips).where(eq(trips.id, item.id)).for('update');
  return row?.max ?? DEFAULT_MAX_PASSENGERS;
}

/**
 * One departure: a date and, for experiences with start times, the start time ('HH:MM').
 * Places are counted per departure (docs/product.md §6.10).
 */
export interface Departure {
  date: string;
  startTime: string | null;
}

/**
 * Passengers of paid bookings, of unexpired payment links (decision 0205) and of running checkout
 * holds (decision 0213: what a buyer can still get, so the public count says it too) for an item's
 * departure; with `holds`, also captures in flight.
 */
export async function placesTaken(
  db: Db,
  item: ItemRef,
  departure: Departure,
  opts: { holds?: boolean; exceptBookingId?: string; exceptWaitlistEntryId?: string } = {},
): Promise<number> {
  const itemColumn = item.kind === 'experience' ? bookings.experience_id : bookings.trip_id;
  const [row] = await db
    .select({ n: sum(bookings.passengers) })
    .from(bookings)
    .where(
      and(
        eq(itemColumn, item.id),
        eq(bookings.booking_date, departure.date),
        departure.startTime === null ? isNull(bookings.start_time) : eq(bookings.start_time, departure.startTime),
        or(eq(bookings.status, 'Pagada'), linkHeld, opts.holds ? paymentHeld : checkoutHeld),
        opts.exceptBookingId ? ne(bookings.id, opts.exceptBookingId) : undefined,
      ),
    );
  // Places held for a waitlist invitation count like a checkout hold (decision 0235).
  return Number(row?.n ?? 0) + (await waitlistPlacesHeld(db, item, departure, opts.exceptWaitlistEntryId));
}

/** Refuses (409, Spanish, on the passengers field) more passengers than the places left. */
export function checkPlaces(capacity: number, taken: number, passengers: number): void {
  const left = Math.max(0, capacity - taken);
  if (passengers > left) {
    const message = said('payment.placesLeft', { n: left });
    throw new AppError('conflict', message, { passengers: message });
  }
}
