import { and, count, desc, eq, gte, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  bookingReference,
  formatTime,
  referenceFrom,
  todayIn,
  type CheckInState,
  type DeskBookingRow,
  type DeskBookingsQuery,
} from '@hv/shared';
import type { Db } from '../../db/client.ts';
import { bookings, trips } from '../../db/schema.ts';
import { likePattern } from '../../lib/like-pattern.ts';
import { createMemo } from '../../lib/memo.ts';
import { totalPaid } from '../../lib/money.ts';

// `Reservas` (docs/product.md §14.1): every booking, newest first, one search box and filters,
// paged by the server. The search reads the buyer's name, e-mail and phone and the passengers'
// names through the trigram index of migrations 0013 and 0021, and a reference (as typed or read
// aloud: normaliseReference) through the primary key.

export type BookingRow = typeof bookings.$inferSelect;

/**
 * The folded buyer text — name, e-mail and phone typed at checkout, PayPal's payer, and each
 * passenger's name — stored by migrations 0013 and 0021 as `search_text` and indexed by trigrams
 * (not in schema.ts: generated).
 */
const buyerText = sql`"bookings"."search_text"`;

/** A phone as staff type it ('55 1234-5678', '+52 …') is searched by its digits. */
const asPhone = (q: string) =>
  /^[+\d\s().-]{4,}$/.test(q) && /\d{4}/.test(q.replace(/\D/g, '')) ? q.replace(/[^\d]/g, '') : null;

/** What the reference of a booking id range covers (the id's first 8 hex digits). */
export const referenceRange = (reference: string) => {
  const prefix = reference.toLowerCase();
  return sql`${bookings.id} between ${`${prefix}-0000-0000-0000-000000000000`} and ${`${prefix}-ffff-ffff-ffff-ffffffffffff`}`;
};

/** The search box: a reference, a phone's digits, or part of a name or e-mail (any accents, any case). */
function searchCondition(q: string): SQL | undefined {
  if (!q) return undefined;
  const reference = referenceFrom(q);
  const text = sql`${buyerText} like lower(immutable_unaccent(${likePattern(asPhone(q) ?? q)}))`;
  return reference ? or(referenceRange(reference), text) : text;
}

/**
 * The filters. Without a status, checkouts that were never paid are left out (they are not
 * bookings yet); a manual sale waiting for its payment link is shown.
 */
export function bookingsWhere(query: Omit<DeskBookingsQuery, 'page' | 'perPage'>): SQL | undefined {
  const [kind, id] = query.item?.split(':') ?? [];
  return and(
    searchCondition(query.q),
    query.status ? eq(bookings.status, query.status) : or(ne(bookings.status, 'Pendiente'), eq(bookings.source, 'manual')),
    query.from ? gte(bookings.booking_date, query.from) : undefined,
    query.to ? lte(bookings.booking_date, query.to) : undefined,
    kind === 'experience' ? eq(bookings.experience_id, id!) : kind === 'trip' ? eq(bookings.trip_id, id!) : undefined,
  );
}

/** Presentado once scanned; No se presentó for a paid booking whose day has passed unscanned. */
export function checkInState(
  b: Pick<BookingRow, 'checked_in_at' | 'status' | 'booking_date'> & { time_zone?: string },
  // The day on the clock of the booking's place (docs/decisions/0200-a-time-zone-per-item.md).
  today = todayIn(b.time_zone),
): CheckInState {
  if (b.checked_in_at) return 'Presentado';
  return b.status === 'Pagada' && b.booking_date < today ? 'No se presentó' : 'Sin registrar';
}

/** A booking and, for a trip, its departure time (a trip's booking has no start time of its own). */
export interface ListedBooking {
  booking: BookingRow;
  tripTime: string | null;
}

/** The booking with its trip's departure time, for a row that says when it starts. */
const listed = { booking: bookings, tripTime: trips.departure_time };

export function deskRow(b: BookingRow, today = todayIn(b.time_zone), tripTime: string | null = null): DeskBookingRow {
  return {
    id: b.id,
    reference: bookingReference(b.id),
    travellerName: b.contact_name ?? b.payer_name,
    travellerEmail: b.contact_email ?? b.payer_email,
    travellerPhone: b.contact_phone,
    itemName: b.item_name,
    kind: b.experience_id ? 'experience' : b.trip_id ? 'trip' : null,
    date: b.booking_date,
    startTime: b.start_time ?? (tripTime ? formatTime(tripTime) : null),
    passengers: b.passengers,
    total: totalPaid(b),
    refundedAmount: b.refunded_amount,
    status: b.status as DeskBookingRow['status'],
    source: b.source === 'manual' ? 'manual' : 'web',
    checkIn: checkInState(b, today),
    createdAt: b.created_at.toISOString(),
    // While it waits for payment, its link's expiry: Reservas says `Esperando pago · vence …` (decision 0205).
    linkExpiresAt: b.status === 'Pendiente' && b.link_expires_at ? b.link_expires_at.toISOString() : null,
  };
}

/**
 * One page, newest first; the id breaks ties so a row never moves between pages. The page comes
 * from an index in a millisecond, but its total visits every match: paging through one search
 * reuses the total for 5 s (a booking paid meanwhile shows in the count within 5 s).
 */
export function bookingsLister(db: Db) {
  const totals = createMemo<number>({ ttlMs: 5_000, maxEntries: 500 });
  return async function listBookings(query: DeskBookingsQuery) {
    const where = bookingsWhere(query);
    const { page: _page, perPage: _perPage, ...filters } = query;
    const [rows, n] = await Promise.all([
      db
        .select(listed)
        .from(bookings)
        .leftJoin(trips, eq(trips.id, bookings.trip_id))
        .where(where)
        .orderBy(desc(bookings.created_at), desc(bookings.id))
        .limit(query.perPage)
        .offset((query.page - 1) * query.perPage),
      totals.get(JSON.stringify(filters), async () => (await db.select({ n: count() }).from(bookings).where(where))[0]?.n ?? 0),
    ]);
    return {
      data: rows.map((r) => deskRow(r.booking, undefined, r.tripTime)),
      count: n,
      currentPage: query.page,
      perPage: query.perPage,
      totalPages: Math.max(1, Math.ceil(n / query.perPage)),
    };
  };
}

/** Every booking the filters select, for the CSV (in pages of 1 000, newest first). */
export async function* allBookings(db: Db, query: Omit<DeskBookingsQuery, 'page' | 'perPage'>): AsyncGenerator<ListedBooking> {
  const where = bookingsWhere(query);
  for (let offset = 0; ; offset += 1000) {
    const rows = await db
      .select(listed)
      .from(bookings)
      .leftJoin(trips, eq(trips.id, bookings.trip_id))
      .where(where)
      .orderBy(desc(bookings.created_at), desc(bookings.id))
      .limit(1000)
      .offset(offset);
    yield* rows;
    if (rows.length < 1000) return;
  }
}
