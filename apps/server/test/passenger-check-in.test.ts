import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingReference, PASSENGER_CHECK_IN_MESSAGES, todayInMexico } from '@hv/shared';
import { insertRows } from '../src/db/factories.ts';
import { auditLog, bookings } from '../src/db/schema.ts';
import { createTestApp, signIn, TEST_ORIGIN, type TestApp } from './helpers.ts';

// Issue 29 item 3: check-in per passenger, from the manifest and from the voucher's scan.

let t: TestApp;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp({ demoData: true });
  for (const role of ['admin', 'organizador']) cookies[role] = await signIn(t.app, `${role}@example.com`, 'demo1234');
});
afterAll(() => t?.close());

const db = () => t.app.database.db;
const get = (url: string, cookie = cookies.organizador!) => t.app.inject({ url, headers: { cookie } });
const send = (method: 'POST' | 'PUT', url: string, payload: object, cookie = cookies.organizador!) =>
  t.app.inject({ method, url, headers: { origin: TEST_ORIGIN, cookie, 'content-type': 'application/json' }, payload });
const mark = (id: string, index: number, body: object, cookie?: string) =>
  send('PUT', `/api/admin/bookings/${id}/passengers/${index}/check-in`, body, cookie);

/** Today's trip with one paid booking of `names.length` passengers. */
async function todaysBooking(names: string[]) {
  const today = todayInMexico();
  const trip = await insertRows(db()).trip({ destination: 'Cenote de hoy', departure_date: today });
  const booking = await insertRows(db()).booking(
    { trip },
    { status: 'Pagada', passengers: names.length, passenger_names: names, contact_name: names[0] },
  );
  return { trip, booking, manifestUrl: `/api/admin/departures/manifest?kind=trip&id=${trip.id}&date=${today}` };
}

describe('check-in per passenger', () => {
  it('marks one passenger Presentado from the manifest; the header counts passengers present; Sin registrar undoes it', async () => {
    const { booking, manifestUrl } = await todaysBooking(['Ana López', 'Beto Ruiz', 'Carla Soto']);
    const res = await mark(booking.id, 1, { present: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().passengers.map((p: { checkedInAt: string | null }) => p.checkedInAt !== null)).toEqual([
      false,
      true,
      false,
    ]);

    const manifest = (await get(manifestUrl)).json();
    expect(manifest.present).toBe(1);
    expect(manifest.departure.passengers).toBe(3);
    expect(manifest.data[0].people).toEqual([
      expect.objectContaining({ index: 0, name: 'Ana López', checkedInAt: null }),
      expect.objectContaining({ index: 1, name: 'Beto Ruiz', checkedInAt: expect.any(String), checkedInBy: expect.any(String) }),
      expect.objectContaining({ index: 2, name: 'Carla Soto', checkedInAt: null }),
    ]);
    expect(manifest.data[0].checkIn).toBe('Presentado');

    // The same mark twice changes nothing and is not an error.
    expect((await mark(booking.id, 1, { present: true })).statusCode).toBe(200);
    const undo = await mark(booking.id, 1, { present: false });
    expect(undo.statusCode).toBe(200);
    const after = (await get(manifestUrl)).json();
    expect(after.present).toBe(0);
    expect(after.data[0].checkIn).toBe('Sin registrar');
    const [row] = await db().select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row!.checked_in_at).toBeNull();

    const trail = await db().select().from(auditLog).where(eq(auditLog.record_id, booking.id));
    expect(trail.map((a) => a.action).sort()).toEqual(['check-in', 'check-in-undone']);
    expect(trail.find((a) => a.action === 'check-in')!.after).toMatchObject({ position: 1, traveller: 'Beto Ruiz' });
  });

  it('the voucher checks in every passenger, then asks which when some already are, then says already', async () => {
    const { booking, manifestUrl } = await todaysBooking(['Dora Paz', 'Eva Gil', 'Fer Luna']);
    const reference = bookingReference(booking.id);
    const all = await send('POST', '/api/admin/check-in', { code: reference });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().result).toBe('checked_in');
    expect((await get(manifestUrl)).json().present).toBe(3);

    await mark(booking.id, 2, { present: false });
    const partly = await send('POST', '/api/admin/check-in', { code: reference });
    expect(partly.json()).toMatchObject({ result: 'choose' });
    expect(partly.json().passengers.filter((p: { checkedInAt: string | null }) => !p.checkedInAt)).toEqual([
      expect.objectContaining({ index: 2, name: 'Fer Luna' }),
    ]);
    expect((await get(manifestUrl)).json().present).toBe(2);

    const chosen = await send('POST', '/api/admin/check-in', { code: reference, passengers: [2] });
    expect(chosen.json().result).toBe('checked_in');
    expect((await send('POST', '/api/admin/check-in', { code: reference })).json().result).toBe('already');
    expect((await get(manifestUrl)).json().present).toBe(3);
  });

  it('two devices offline check in the same passenger: the first time wins, the other is kept beside it, no error', async () => {
    const { booking, manifestUrl } = await todaysBooking(['Gil Mar', 'Hugo Sol']);
    const early = new Date(Date.now() - 10 * 60_000).toISOString();
    const late = new Date(Date.now() - 5 * 60_000).toISOString();
    // The later device reaches the server first.
    expect((await mark(booking.id, 0, { present: true, at: late })).statusCode).toBe(200);
    const second = await mark(booking.id, 0, { present: true, at: early }, cookies.admin);
    expect(second.statusCode, second.body).toBe(200);
    const [gil] = (await get(manifestUrl)).json().data[0].people;
    expect(gil).toMatchObject({ checkedInAt: early, alsoCheckedInAt: late });
    // A queued request sent again changes nothing.
    await mark(booking.id, 0, { present: true, at: late });
    expect((await get(manifestUrl)).json().data[0].people[0]).toMatchObject({ checkedInAt: early, alsoCheckedInAt: late });
    const [row] = await db().select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row!.checked_in_at!.toISOString()).toBe(early);
  });

  it('refuses a passenger the booking does not have and a time in the future', async () => {
    const { booking } = await todaysBooking(['Iris Mar']);
    const unknown = await mark(booking.id, 1, { present: true });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe(PASSENGER_CHECK_IN_MESSAGES.passengerUnknown);
    const future = await mark(booking.id, 0, { present: true, at: new Date(Date.now() + 3_600_000).toISOString() });
    expect(future.statusCode).toBe(400);
  });
});

describe('an infant is a passenger without a place (issue 32, decisions 0228 and 0232)', () => {
  it('lists and checks in every name, counts places apart, and says the types on the manifest', async () => {
    const today = todayInMexico();
    const trip = await insertRows(db()).trip({ destination: 'Isla Contoy en familia', departure_date: today });
    const booking = await insertRows(db()).booking(
      { trip },
      {
        status: 'Pagada',
        passengers: 2,
        passenger_names: ['Ana López', 'Beto Ruiz', 'Mía Ruiz'],
        passenger_types: ['adulto', 'adulto', 'infante'],
        travellers: [
          { typeId: 'adulto', name: 'Adulto', nameEn: 'Adult', unitPrice: 900, count: 2, takesPlace: true },
          { typeId: 'infante', name: 'Infante (0 a 2)', nameEn: null, unitPrice: 0, count: 1, takesPlace: false },
        ],
        contact_name: 'Ana López',
      },
    );
    const manifestUrl = `/api/admin/departures/manifest?kind=trip&id=${trip.id}&date=${today}`;
    const res = await mark(booking.id, 2, { present: true });
    expect(res.statusCode, res.body).toBe(200);

    const manifest = (await get(manifestUrl)).json();
    expect(manifest.data[0].people.map((p: { name: string }) => p.name)).toEqual(['Ana López', 'Beto Ruiz', 'Mía Ruiz']);
    expect(manifest.data[0].people[2].checkedInAt).toEqual(expect.any(String));
    expect(manifest.present).toBe(1);
    // Places, as capacity counts them: the infant takes none.
    expect(manifest.departure.passengers).toBe(2);
    expect(manifest.data[0].travellers).toBe('2 Adulto · 1 Infante (0 a 2)');
    // Still no fourth passenger.
    expect((await mark(booking.id, 3, { present: true })).statusCode).toBe(400);
  });
});
