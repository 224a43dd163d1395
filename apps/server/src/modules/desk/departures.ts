import { and, asc, count, eq, gte, isNull, lte, sql, sum } from 'drizzle-orm';
import {
  DEFAULT_MAX_PASSENGERS,
  experienceFields,
  groupByPickup,
  manifestFactsOf,
  sortedPickups,
  todayIn,
  todayInMexico,
  tripFields,
  type BookingKind,
  type Departure,
  type DepartureCancellation,
  type ManifestQuery,
  type PassengerManifest,
} from '@hv/shared';
import type { Db } from '../../db/client.ts';
import { bookings, departureCancellations, experiences, trips, user } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { bookingReference, DESK_MESSAGES, travellerSummary } from '@hv/shared';
import { checkInState } from './bookings-list.ts';
import { presenceOf } from './passenger-check-in.ts';

// `Salidas` and their manifests (docs/product.md §14.2): a departure is an item, a date and a
// start time; it counts paid passengers only.

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

interface ItemFacts {
  name: string;
  capacity: number;
  minimum: number | null;
  departureTime: string | null;
  meetingPoint: string | null;
  facts: PassengerManifest['facts'];
  /** Pickup ids in route order (decision 0233); trips: none. */
  pickupOrder: string[];
}

async function itemFacts(db: Db, kind: BookingKind, id: string): Promise<ItemFacts | null> {
  if (kind === 'experience') {
    const [e] = await db.select().from(experiences).where(eq(experiences.id, id));
    return e
      ? {
          name: e.name,
          capacity: e.max_capacity ?? DEFAULT_MAX_PASSENGERS,
          minimum: e.capacity,
          departureTime: null,
          meetingPoint: e.meeting_point,
          facts: manifestFactsOf(experienceFields, e),
          pickupOrder: sortedPickups(e.pickups).map((p) => p.id),
        }
      : null;
  }
  const [t] = await db.select().from(trips).where(eq(trips.id, id));
  return t
    ? {
        name: t.destination,
        capacity: t.max_capacity ?? DEFAULT_MAX_PASSENGERS,
        minimum: t.capacity,
        departureTime: t.departure_time.slice(0, 5),
        meetingPoint: t.address,
        facts: manifestFactsOf(tripFields, t),
        pickupOrder: [],
      }
    : null;
}

/** The cancellations of departures between two dates, by `kind:id:date` (decision 0202). */
async function cancellationsBetween(db: Db, from: string, to: string) {
  const rows = await db
    .select({ c: departureCancellations, by: user.name })
    .from(departureCancellations)
    .leftJoin(user, eq(user.id, departureCancellations.cancelled_by))
    .where(and(gte(departureCancellations.date, from), lte(departureCancellations.date, to)));
  return new Map(
    rows.map(({ c, by }) => {
      const kind: BookingKind = c.experience_id ? 'experience' : 'trip';
      const cancelled: DepartureCancellation = { at: c.created_at.toISOString(), by, reason: c.reason };
      return [
        `${kind}:${c.experience_id ?? c.trip_id}:${c.date}`,
        { kind, itemId: (c.experience_id ?? c.trip_id)!, date: c.date, startTime: c.start_time, cancelled },
      ];
    }),
  );
}

/**
 * The coming departures from `from` for `days` days: every one with paid bookings, every active
 * trip, and every one staff cancelled (listed as `Cancelada` once its bookings are refunded).
 */
export async function listDepartures(db: Db, opts: { from?: string; days: number }) {
  // Without a `from`, each departure's own today counts (docs/decisions/0200-a-time-zone-per-item.md):
  // read a day early, then drop those whose day has passed on their place's clock.
  const from = opts.from ?? todayInMexico();
  const to = addDays(from, opts.days - 1);
  const since = opts.from ?? addDays(from, -1);
  const current = (date: string, zone: string) => (opts.from ? true : date >= todayIn(zone));
  const groups = await db
    .select({
      experienceId: bookings.experience_id,
      tripId: bookings.trip_id,
      date: bookings.booking_date,
      startTime: bookings.start_time,
      passengers: sum(bookings.passengers).mapWith(Number),
      bookings: count(),
      checkedIn: count(bookings.checked_in_at),
      timeZone: bookings.time_zone,
    })
    .from(bookings)
    .where(and(eq(bookings.status, 'Pagada'), gte(bookings.booking_date, since), lte(bookings.booking_date, to)))
    .groupBy(bookings.experience_id, bookings.trip_id, bookings.booking_date, bookings.start_time, bookings.time_zone);
  const departingTrips = await db
    .select({ id: trips.id, date: trips.departure_date, timeZone: trips.time_zone })
    .from(trips)
    .where(and(eq(trips.is_active, true), gte(trips.departure_date, since), lte(trips.departure_date, to)));

  const cancellations = await cancellationsBetween(db, from, to);
  const cancellationOf = (kind: BookingKind, id: string, date: string) =>
    cancellations.get(`${kind}:${id}:${date}`)?.cancelled ?? null;
  const facts = new Map<string, ItemFacts | null>();
  const factsOf = async (kind: BookingKind, id: string) => {
    const key = `${kind}:${id}`;
    if (!facts.has(key)) facts.set(key, await itemFacts(db, kind, id));
    return facts.get(key)!;
  };
  const data: Departure[] = [];
  for (const g of groups) {
    if (!current(g.date, g.timeZone)) continue;
    const kind: BookingKind | null = g.experienceId ? 'experience' : g.tripId ? 'trip' : null;
    const itemId = g.experienceId ?? g.tripId;
    const item = kind && itemId ? await factsOf(kind, itemId) : null;
    if (!kind || !itemId || !item) continue;
    data.push({
      kind,
      itemId,
      itemName: item.name,
      date: g.date,
      startTime: g.startTime ?? item.departureTime,
      passengers: g.passengers ?? 0,
      bookings: g.bookings,
      capacity: item.capacity,
      minimum: item.minimum,
      checkedIn: g.checkedIn,
      cancelled: cancellationOf(kind, itemId, g.date),
    });
  }
  for (const t of departingTrips) {
    if (!current(t.date, t.timeZone)) continue;
    if (data.some((d) => d.kind === 'trip' && d.itemId === t.id && d.date === t.date)) continue;
    const item = await factsOf('trip', t.id);
    if (!item) continue;
    data.push({
      kind: 'trip',
      itemId: t.id,
      itemName: item.name,
      date: t.date,
      startTime: item.departureTime,
      passengers: 0,
      bookings: 0,
      capacity: item.capacity,
      minimum: item.minimum,
      checkedIn: 0,
      cancelled: cancellationOf('trip', t.id, t.date),
    });
  }
  for (const c of cancellations.values()) {
    if (data.some((d) => d.kind === c.kind && d.itemId === c.itemId && d.date === c.date)) continue;
    const item = await factsOf(c.kind, c.itemId);
    if (!item) continue;
    data.push({
      kind: c.kind,
      itemId: c.itemId,
      itemName: item.name,
      date: c.date,
      startTime: c.startTime ?? item.departureTime,
      passengers: 0,
      bookings: 0,
      capacity: item.capacity,
      minimum: item.minimum,
      checkedIn: 0,
      cancelled: c.cancelled,
    });
  }
  data.sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      (a.startTime ?? '').localeCompare(b.startTime ?? '') ||
      a.itemName.localeCompare(b.itemName, 'es'),
  );
  return { from, to, data };
}

/**
 * The paid bookings of a departure, by buyer (accent-free) and id: the manifest's list and the
 * bookings a cancelled departure refunds. An experience's departure given without a start time
 * means, for the manifest, its bookings without one (`untimed`); for a cancellation, which
 * closes the whole date, every booking of that date (`wholeDate`).
 */
export function paidBookingsOf(db: Db, departure: ManifestQuery, withoutStartTime: 'untimed' | 'wholeDate') {
  const itemColumn = departure.kind === 'experience' ? bookings.experience_id : bookings.trip_id;
  const startTime =
    departure.kind !== 'experience'
      ? undefined
      : departure.startTime
        ? eq(bookings.start_time, departure.startTime)
        : withoutStartTime === 'untimed'
          ? isNull(bookings.start_time)
          : undefined;
  return db
    .select()
    .from(bookings)
    .where(and(eq(itemColumn, departure.id), eq(bookings.booking_date, departure.date), eq(bookings.status, 'Pagada'), startTime))
    .orderBy(asc(sql`lower(immutable_unaccent(coalesce(${bookings.contact_name}, '')))`), asc(bookings.id));
}

/** One departure's manifest: its paid bookings by start time and buyer, each passenger present or not. */
export async function manifestOf(db: Db, query: ManifestQuery): Promise<PassengerManifest> {
  const item = await itemFacts(db, query.kind, query.id);
  if (!item) throw notFound(DESK_MESSAGES.bookingNotFound);
  const rows = await paidBookingsOf(db, query, 'untimed');
  const people = await presenceOf(db, rows);
  const data = rows.map((b) => ({
    id: b.id,
    reference: bookingReference(b.id),
    buyer: b.contact_name ?? b.payer_name,
    phone: b.contact_phone,
    email: b.contact_email ?? b.payer_email,
    passengers: b.passengers,
    passengerNames: b.passenger_names,
    // Who travels by type, `2 Adulto · 1 Infante (0 a 2)` (decision 0232); null before types.
    travellers: travellerSummary('es', b.travellers) || null,
    startTime: b.start_time ?? item.departureTime,
    checkIn: checkInState(b),
    checkedInAt: b.checked_in_at?.toISOString() ?? null,
    people: people.get(b.id)!,
  }));
  return {
    departure: {
      kind: query.kind,
      itemId: query.id,
      itemName: item.name,
      date: query.date,
      startTime: query.startTime ?? item.departureTime,
      passengers: data.reduce((n, b) => n + b.passengers, 0),
      bookings: data.length,
      capacity: item.capacity,
      minimum: item.minimum,
      checkedIn: data.filter((b) => b.checkIn === 'Presentado').length,
      cancelled:
        (await cancellationsBetween(db, query.date, query.date)).get(`${query.kind}:${query.id}:${query.date}`)?.cancelled ??
        null,
    },
    meetingPoint: item.meetingPoint,
    facts: item.facts,
    data,
    present: data.reduce((n, b) => n + b.people.filter((p) => p.checkedInAt).length, 0),
    // The driver's list (decision 0233): by pickup in route order, the meeting point last. It counts
    // everyone in the van, an infant without a place too (decision 0232), as the manifest does.
    pickupGroups: groupByPickup(
      rows.map((b) => ({ id: b.id, passengers: people.get(b.id)!.length, pickup: b.pickup })),
      item.pickupOrder,
    ),
  };
}
