import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings } from '../../db/schema.ts';
import type { AuditWho } from '../audit/index.ts';
import { actorOf, recordBookingEvent } from '../bookings/index.ts';

/**
 * A trip's bookings follow its departure (docs/product.md §14.5, decision 0123): when an edit
 * moves the departure date, the paid bookings of the old date — and the checkouts still under
 * way for it — move to the new one, so they keep their places and the manifest, and the new
 * date does not show every place free. Run in the edit's transaction, before the trip's own
 * UPDATE: a capture locks its booking before the trip (docs/architecture.md §7), and so does this.
 */
export async function moveDepartureBookings(
  tx: Db,
  existing: { id: string; departure_date: string },
  values: { departure_date?: string },
  who: AuditWho,
): Promise<void> {
  const to = values.departure_date;
  if (!to || to === existing.departure_date) return;
  const moved = await tx
    .update(bookings)
    .set({ booking_date: to })
    .where(
      and(
        eq(bookings.trip_id, existing.id),
        eq(bookings.booking_date, existing.departure_date),
        inArray(bookings.status, ['Pagada', 'Pendiente']),
      ),
    )
    .returning({ id: bookings.id, startTime: bookings.start_time });
  // Each booking moved says so in its own history (decision 0196), by the staff member who edited the trip.
  for (const b of moved)
    await recordBookingEvent(tx, b.id, actorOf(who.actor), {
      type: 'date_changed',
      data: {
        from: { date: existing.departure_date, startTime: b.startTime },
        to: { date: to, startTime: b.startTime },
        trip: true,
      },
    });
}
