import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingReference, todayInMexico } from '@hv/shared';
import { saturday } from './dates.ts';
import { addDays, insertRows } from '../src/db/factories.ts';
import { bookings } from '../src/db/schema.ts';
import { createTestApp, signIn, TEST_ORIGIN, type TestApp } from './helpers.ts';
import { paymentHelpers, withPeople } from './payment-helpers.ts';

// Issue 16 (docs/product.md §14.5, decision 0123): the availability month the staff calendar
// reads; staff see a trip's paid bookings before they move or cancel its departure, and a new
// departure date takes those bookings with it.

let t: TestApp;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp({ demoData: true });
  for (const role of ['admin', 'coordinador', 'organizador', 'proveedor', 'viajero'])
    cookies[role] = await signIn(t.app, `${role}@example.com`, 'demo1234');
});
afterAll(() => t?.close());

const { db, createOrder } = paymentHelpers(() => t, { ipBlock: '10.23' });
const rows = () => insertRows(db());
const get = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });
const affected = (tripId: string, cookie = cookies.organizador) => get(`/api/admin/trips/${tripId}/bookings-affected`, cookie);

/** The trip dialog's JSON body for a stored trip, with `changes`. */
function tripForm(trip: Awaited<ReturnType<ReturnType<typeof rows>['trip']>>, changes: Record<string, unknown> = {}) {
  return {
    destination: trip.destination,
    slug: trip.slug,
    price_mxn: String(trip.price_mxn),
    price_usd: '',
    departure_date: trip.departure_date,
    departure_time: trip.departure_time.slice(0, 5),
    return_date: '',
    return_time: '',
    description: 'Un viaje de prueba.',
    bullets: '',
    capacity: '1',
    max_capacity: String(trip.max_capacity ?? 20),
    duration: '',
    status: trip.status,
    is_active: true,
    ...changes,
  };
}
const saveTrip = (id: string, body: object, cookie = cookies.admin!) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/trips/${id}`,
    headers: { origin: TEST_ORIGIN, cookie, 'content-type': 'application/json' },
    payload: body,
  });
const datesOf = async (ids: string[]) =>
  Object.fromEntries(
    await Promise.all(
      ids.map(async (id) => [id, (await db().select().from(bookings).where(eq(bookings.id, id)))[0]!.booking_date] as const),
    ),
  );

describe('GET /api/admin/experiences/:id/availability', () => {
  it('names the experience and gives each day its places sold per start time and its closure', async () => {
    const exp = await rows().experience({ name: 'Globo en Teotihuacán', start_times: ['06:00', '08:30'], max_capacity: 8 });
    const day = saturday(2);
    await rows().booking({ experience: exp }, { status: 'Pagada', passengers: 3, booking_date: day, start_time: '06:00' });
    await rows().booking({ experience: exp }, { status: 'Pagada', passengers: 8, booking_date: day, start_time: '08:30' });
    await rows().booking({ experience: exp }, { status: 'Pendiente', passengers: 2, booking_date: day, start_time: '06:00' });
    // Held, not sold (decisions 0205, 0213): a running checkout and an unexpired payment link.
    const future = new Date(Date.now() + 5 * 60_000);
    await rows().booking(
      { experience: exp },
      { status: 'Pendiente', passengers: 1, booking_date: day, start_time: '06:00', hold_expires_at: future },
    );
    await rows().booking(
      { experience: exp },
      { status: 'Pendiente', passengers: 2, booking_date: day, start_time: '06:00', link_expires_at: future },
    );
    const closed = await t.app.inject({
      method: 'POST',
      url: `/api/admin/experiences/${exp.id}/closed-dates`,
      headers: { origin: TEST_ORIGIN, cookie: cookies.coordinador!, 'content-type': 'application/json' },
      payload: { date: saturday(3), reason: 'Vientos fuertes' },
    });
    expect(closed.statusCode, closed.body).toBe(201);
    const month = day.slice(0, 7);
    const res = await get(`/api/admin/experiences/${exp.id}/availability?month=${month}`, cookies.organizador);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ month, name: 'Globo en Teotihuacán', capacity: 8, startTimes: ['06:00', '08:30'] });
    expect(body.days.find((d: { date: string }) => d.date === day)).toEqual({
      date: day,
      bookable: true,
      closed: false,
      reason: null,
      sold: [
        { startTime: '06:00', passengers: 3, held: 3 },
        { startTime: '08:30', passengers: 8, held: 0 },
      ],
    });
    const closedMonth = (
      await get(`/api/admin/experiences/${exp.id}/availability?month=${saturday(3).slice(0, 7)}`, cookies.organizador)
    ).json();
    expect(closedMonth.days.find((d: { date: string }) => d.date === saturday(3))).toMatchObject({
      closed: true,
      reason: 'Vientos fuertes',
    });
  });
});

describe('GET /api/admin/trips/:id/bookings-affected', () => {
  it('lists the paid bookings of the departure with reference, buyer, phone and passengers, and nothing else', async () => {
    const trip = await rows().trip({ departure_date: addDays(todayInMexico(), 40), max_capacity: 12 });
    const other = await rows().trip();
    const paidA = await rows().booking(
      { trip },
      { status: 'Pagada', passengers: 3, contact_name: 'Zoila Ramírez', contact_phone: '+525512345678' },
    );
    const paidB = await rows().booking(
      { trip },
      { status: 'Pagada', passengers: 2, contact_name: 'Ángel Bravo', contact_phone: '+525598765432' },
    );
    await rows().booking({ trip }, { status: 'Pendiente', contact_name: 'Sin pagar' });
    await rows().booking({ trip }, { status: 'Reembolsada', contact_name: 'Ya reembolsada' });
    await rows().booking({ trip: other }, { status: 'Pagada', contact_name: 'Otro viaje' });

    const res = await affected(trip.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      count: 2,
      // By buyer, accents ignored: Ángel before Zoila.
      data: [
        {
          id: paidB.id,
          reference: bookingReference(paidB.id),
          buyer: 'Ángel Bravo',
          phone: '+525598765432',
          passengers: 2,
          status: 'Pagada',
        },
        {
          id: paidA.id,
          reference: bookingReference(paidA.id),
          buyer: 'Zoila Ramírez',
          phone: '+525512345678',
          passengers: 3,
          status: 'Pagada',
        },
      ],
    });
    expect((await affected(other.id)).json().count).toBe(1);
    expect((await affected('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('every staff role reads it; anonymous 401, Proveedor and Viajero 403', async () => {
    const trip = await rows().trip();
    await rows().booking({ trip }, { status: 'Pagada' });
    expect((await get(`/api/admin/trips/${trip.id}/bookings-affected`)).statusCode).toBe(401);
    for (const role of ['proveedor', 'viajero']) expect((await affected(trip.id, cookies[role])).statusCode, role).toBe(403);
    for (const role of ['organizador', 'coordinador', 'admin']) {
      const res = await affected(trip.id, cookies[role]);
      expect(res.statusCode, role).toBe(200);
      expect(res.json().count, role).toBe(1);
    }
  });
});

describe('moving a trip’s departure date', () => {
  it('moves its paid and in-progress bookings to the new date in the same save; refunded ones stay', async () => {
    const from = addDays(todayInMexico(), 30);
    const to = addDays(todayInMexico(), 44);
    const trip = await rows().trip({ departure_date: from, max_capacity: 10 });
    const paid = await rows().booking({ trip }, { status: 'Pagada', passengers: 4 });
    const pending = await rows().booking({ trip }, { status: 'Pendiente', passengers: 1 });
    const refunded = await rows().booking({ trip }, { status: 'Reembolsada', passengers: 2 });
    const elsewhere = await rows().booking({ trip: await rows().trip({ departure_date: from }) }, { status: 'Pagada' });

    // An edit that keeps the date moves nothing.
    const same = await saveTrip(trip.id, tripForm(trip, { destination: 'Mismo día' }));
    expect(same.statusCode, same.body).toBe(200);
    expect(await datesOf([paid.id, pending.id])).toEqual({ [paid.id]: from, [pending.id]: from });

    const moved = await saveTrip(trip.id, tripForm(trip, { departure_date: to }));
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().departure_date).toBe(to);
    expect(await datesOf([paid.id, pending.id, refunded.id, elsewhere.id])).toEqual({
      [paid.id]: to,
      [pending.id]: to,
      [refunded.id]: from,
      [elsewhere.id]: from,
    });

    // The new date keeps its sold places: 10 − 4, for the public form and the desk.
    const places = await get(`/api/availability?kind=trip&id=${trip.id}&date=${to}`);
    expect(places.json()).toMatchObject({ booked: 4, placesLeft: 6 });
    expect((await affected(trip.id)).json().data.map((b: { id: string }) => b.id)).toEqual([paid.id]);
    const manifest = await get(`/api/admin/departures/manifest?kind=trip&id=${trip.id}&date=${to}`, cookies.organizador);
    expect(manifest.json().data.map((b: { id: string }) => b.id)).toEqual([paid.id]);
    // So a full departure stays full at its new date.
    const order = await createOrder(withPeople({ kind: 'trip', id: trip.id, date: to, passengers: 7 }));
    expect(order.statusCode, order.body).toBe(409);
  });

  it('moves nothing when the trip’s own UPDATE fails: one transaction', async () => {
    const from = addDays(todayInMexico(), 30);
    const trip = await rows().trip({ departure_date: from, destination: 'Salida que no se guarda' });
    const paid = await rows().booking({ trip }, { status: 'Pagada' });
    // The trip's UPDATE fails after the bookings' (a stand-in for a lost race or a broken row).
    await db().execute(sql`
      create function hv_test_refuse_trip() returns trigger language plpgsql as $$
      begin raise exception 'refused by the test'; end $$`);
    await db().execute(sql`
      create trigger hv_test_refuse_trip before update on trips for each row
      when (new.destination = 'Salida que no se guarda') execute function hv_test_refuse_trip()`);
    try {
      const refused = await saveTrip(trip.id, tripForm(trip, { departure_date: addDays(from, 7) }));
      expect(refused.statusCode).toBe(500);
    } finally {
      await db().execute(sql`drop trigger hv_test_refuse_trip on trips`);
      await db().execute(sql`drop function hv_test_refuse_trip()`);
    }
    expect(await datesOf([paid.id])).toEqual({ [paid.id]: from });
  });
});
