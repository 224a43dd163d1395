import { and, asc, eq, sql } from 'drizzle-orm';
import { bookingReference, MESSAGES, type TripBookingsAffected } from '@hv/shared';
import type { Db } from '../../db/client.ts';
import { bookings, trips } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';

// What a change to a trip's departure touches (docs/product.md §14.5, decision 0123): the paid
// bookings on its current departure date, shown to staff before they move or cancel it.

export async function tripBookingsAffected(db: Db, tripId: string): Promise<TripBookingsAffected> {
  const [trip] = await db.select({ date: trips.departure_date }).from(trips).where(eq(trips.id, tripId));
  if (!trip) throw notFound(MESSAGES.tripNotFound);
  const rows = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.trip_id, tripId), eq(bookings.booking_date, trip.date), eq(bookings.status, 'Pagada')))
    .orderBy(asc(sql`lower(immutable_unaccent(coalesce(${bookings.contact_name}, '')))`), asc(bookings.id));
  return {
    count: rows.length,
    data: rows.map((b) => ({
      id: b.id,
      reference: bookingReference(b.id),
      buyer: b.contact_name ?? b.payer_name,
      phone: b.contact_phone,
      passengers: b.passengers,
      status: 'Pagada' as const,
    })),
  };
}
