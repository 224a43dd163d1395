import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings } from '../../db/schema.ts';

export type BookingRow = typeof bookings.$inferSelect;

/**
 * Locks the booking row for the rest of the transaction (SELECT … FOR UPDATE). Every write to a
 * booking's payment starts here, and then locks, in this order, the item, the coupon and the
 * gift card (docs/architecture.md §7 step 4).
 */
export async function lockBooking(tx: Db, where: SQL): Promise<BookingRow | undefined> {
  const [row] = await tx.select().from(bookings).where(where).for('update');
  return row;
}
