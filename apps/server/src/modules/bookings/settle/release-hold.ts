import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { bookings } from '../../../db/schema.ts';
import type { BookingRow } from '../booking-lock.ts';
import { giveGiftCardPartBack } from './gift-card-part.ts';

/**
 * Ends a booking's holds, its capture's and its checkout's (decision 0213), inside the booking's
 * transaction with its row locked: the places and coupon use are free again and the gift-card
 * part goes back to the card. `extra` is written in the same UPDATE (e.g. the capture id kept for
 * staff to refund).
 */
export async function releaseHold(tx: Db, booking: BookingRow, extra: Partial<BookingRow> = {}): Promise<void> {
  await tx
    .update(bookings)
    .set({ capture_started_at: null, capture_in_flight_at: null, hold_expires_at: null, ...extra })
    .where(eq(bookings.id, booking.id));
  await giveGiftCardPartBack(tx, booking);
}
