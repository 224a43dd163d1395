import { and, eq } from 'drizzle-orm';
import { said } from '@hv/shared';
import type { Db } from '../../db/client.ts';
import { closedDates, trips } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { itemOf, lockItem, type BookedDeparture, type ItemRef } from './capacity.ts';

// Whether a departure can still be paid (issue 27 item 4, decision 0164): the one rule every
// payment asks — the checkout's pricing (closed-dates.ts checkDateOpen), a capture's hold, the
// record of a capture (settle.ts), a payment link's order. Staff shut a departure by closing an
// experience's date (docs/product.md §14.5; cancelling its departure closes it, §15.4) or by
// cancelling a trip.
//
// Read under the item's row lock (lockItem), or a payment and a cancellation could each decide on
// what the other had not yet committed: closing a date takes KEY SHARE on the experience (the
// closed date's foreign key) and cancelling a trip updates its row, so either the payment waits
// for the cancellation and then reads the date shut, or the cancellation waits for the payment
// and then finds the booking paid, and refunds it.

/** A shut departure: the reason staff gave for closing the date, if any (a cancelled trip keeps none). */
export interface ShutDeparture {
  reason: string | null;
}

/** Whether staff shut this departure; null while it is open. */
export async function departureShut(db: Db, item: ItemRef, date: string): Promise<ShutDeparture | null> {
  if (item.kind === 'experience') {
    const [closed] = await db
      .select({ reason: closedDates.reason })
      .from(closedDates)
      .where(and(eq(closedDates.experience_id, item.id), eq(closedDates.date, date)));
    return closed ?? null;
  }
  const [trip] = await db.select({ status: trips.status }).from(trips).where(eq(trips.id, item.id));
  return trip?.status === 'Cancelado' ? { reason: null } : null;
}

/**
 * Locks the booking's item (after the booking's row, before the coupon's and the gift card's:
 * docs/architecture.md §7 step 4) and reads whether its departure is shut. Returns the item's
 * capacity too, read under the lock; none for a booking whose item was deleted.
 */
export async function lockDeparture(
  tx: Db,
  booking: BookedDeparture,
): Promise<{ capacity: number; item: ItemRef; shut: ShutDeparture | null } | null> {
  const item = itemOf(booking);
  if (!item) return null;
  const capacity = await lockItem(tx, item);
  return { capacity, item, shut: await departureShut(tx, item, booking.booking_date) };
}

/** The refusal of a payment whose departure is shut, made before any money moves (409). */
export const departureCancelled = () => new AppError('conflict', said('payment.departureCancelled'));

/** Refuses (409) to take payment for a booking whose departure is shut. Without a lock: the capture checks again under it. */
export async function checkStillPayable(db: Db, booking: BookedDeparture): Promise<void> {
  const item = itemOf(booking);
  if (item && (await departureShut(db, item, booking.booking_date))) throw departureCancelled();
}
