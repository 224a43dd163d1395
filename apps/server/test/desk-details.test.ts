import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInMexico } from '@hv/shared';
import { insertRows } from '../src/db/factories.ts';
import { experiences, trips } from '../src/db/schema.ts';
import { createTestApp, signIn, TEST_ORIGIN, type TestApp } from './helpers.ts';
import { paymentHelpers } from './payment-helpers.ts';

// Issue 29 items 6, 10 and 12: the desk's smaller pieces — a reference as typed or read aloud,
// passengers found by name, and a bookings CSV a person reads in Excel.

let t: TestApp;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp({ demoData: true });
  for (const role of ['admin', 'organizador']) cookies[role] = await signIn(t.app, `${role}@example.com`, 'demo1234');
});
afterAll(() => t?.close());

const { db, post, mailTo } = paymentHelpers(() => t, { ipBlock: '10.29' });
const rows = () => insertRows(db());
const get = (url: string, cookie = cookies.organizador) => t.app.inject({ url, headers: { cookie: cookie! } });
const checkIn = (code: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/check-in',
    headers: { origin: TEST_ORIGIN, cookie: cookies.organizador!, 'content-type': 'application/json' },
    payload: { code },
  });
const idsFound = async (q: string) =>
  ((await get(`/api/admin/bookings?q=${encodeURIComponent(q)}`)).json().data as { id: string }[]).map((b) => b.id);

/** A paid booking of today's trip with this id (its reference is the id's first 8 hex digits). */
async function todaysBooking(id: string, values: Parameters<ReturnType<typeof rows>['booking']>[1] = {}) {
  const trip = await rows().trip({ destination: `Salida ${id.slice(0, 8)}`, departure_date: todayInMexico() });
  return rows().booking({ trip }, { id, status: 'Pagada', ...values });
}

describe('a reference as typed or read aloud (issue 29 item 6, decision 0185)', () => {
  it('check-in and Reservas read the letter O as 0 and drop spaces and hyphens', async () => {
    const zero = await todaysBooking('0fe4daff-0000-4000-8000-000000000001');
    const spaced = await todaysBooking('380f65a4-0000-4000-8000-000000000001');

    const first = await checkIn('OFE4DAFF');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ result: 'checked_in', booking: { id: zero.id, reference: '0FE4DAFF' } });
    const second = await checkIn('380F 65A4');
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toMatchObject({ result: 'checked_in', booking: { id: spaced.id } });
    expect((await checkIn('380f-65a4')).json()).toMatchObject({ result: 'already', booking: { id: spaced.id } });

    for (const q of ['OFE4DAFF', 'ofe4 daff']) expect(await idsFound(q), q).toContain(zero.id);
    for (const q of ['380F 65A4', '380f-65a4']) expect(await idsFound(q), q).toContain(spaced.id);
    // Not a reference once read: refused as before.
    expect((await checkIn('hola')).statusCode).toBe(400);
  });

  it('find-my-booking reads the reference the same way', async () => {
    const booking = await todaysBooking('1a0b0c0d-0000-4000-8000-000000000001', { contact_email: 'lee.en.voz@example.com' });
    const answer = await post('/api/bookings/find', { reference: '1A0B OCOD', email: 'lee.en.voz@example.com' });
    expect(answer.statusCode, answer.body).toBe(202);
    const mail = await mailTo('lee.en.voz@example.com', '1A0B0C0D');
    expect(mail.text).toContain('/reserva/1A0B0C0D');
    expect(booking.id.startsWith('1a0b0c0d')).toBe(true);
  });
});

describe('Reservas finds a passenger (issue 29 item 10)', () => {
  it('by name, without accents or case, as for the buyer', async () => {
    const trip = await rows().trip({ destination: 'Barrancas del Cobre' });
    const booking = await rows().booking(
      { trip },
      {
        status: 'Pagada',
        passengers: 3,
        contact_name: 'Carlos Pérez',
        passenger_names: ['Carlos Pérez', 'Sofía Núñez Ibáñez', "Renée O'Connor"],
      },
    );
    for (const q of ['sofia nunez', 'NÚÑEZ IBÁÑEZ', 'ibanez', 'renee o', "o'connor"])
      expect(await idsFound(q), q).toContain(booking.id);
    expect(await idsFound('sofia perez')).not.toContain(booking.id);
  });
});

describe('the bookings CSV (issue 29 item 12)', () => {
  it('writes Creada on Mexico City’s clock, a trip’s departure time under Hora, and phones Excel reads without an apostrophe', async () => {
    const trip = await rows().trip({ destination: 'Sierra Tarahumara CSV', departure_time: '07:30' });
    const exp = await rows().experience({ name: 'Tirolesa CSV', start_times: ['13:30'] });
    const created = new Date('2026-11-27T10:48:07.758Z'); // 04:48 in Mexico City (UTC−6)
    const tripBooking = await rows().booking(
      { trip },
      { status: 'Pagada', created_at: created, contact_name: 'Rosa Díaz', contact_phone: '+525587654321' },
    );
    const expBooking = await rows().booking(
      { experience: exp },
      {
        status: 'Pagada',
        start_time: '13:30',
        created_at: created,
        contact_name: '=HYPERLINK("http://x.example")',
        contact_phone: '+1 =cmd',
      },
    );
    const res = await get('/api/admin/bookings.csv');
    expect(res.statusCode).toBe(200);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const header = lines[0]!.split(',');
    const line = (reference: string) => lines.find((l) => l.startsWith(reference))!;
    const column = (name: string) => header.indexOf(name);
    expect(column('Creada')).toBeGreaterThan(0);

    const tripCells = line(tripBooking.id.slice(0, 8).toUpperCase()).split(',');
    expect(tripCells[column('Teléfono')]).toBe('(+52) 55 8765 4321');
    expect(tripCells[column('Hora')]).toBe('07:30');
    expect(tripCells[column('Creada')]).toBe('2026-11-27 04:48');

    const expLine = line(expBooking.id.slice(0, 8).toUpperCase());
    expect(expLine).toContain(',13:30,');
    // The formula guard stands for everything else: a name, and a phone that is not a number.
    expect(expLine).toContain(`"'=HYPERLINK(""http://x.example"")"`);
    expect(expLine).toContain(",'+1 =cmd,");
  });

  it('a partly refunded booking says so, with the amount, in Reservas and its CSV, beside the real method (issue 29 item 9)', async () => {
    const exp = await rows().experience({ name: 'Cenote parcial CSV' });
    const cash = await rows().booking(
      { experience: exp },
      { status: 'Pagada', amount: 17400, refunded_amount: 8700, manual_payment_method: 'Efectivo', source: 'manual' },
    );
    const whole = await rows().booking({ experience: exp }, { status: 'Pagada', amount: 1450, payment_provider: 'paypal' });
    const listed = (await get(`/api/admin/bookings?q=${cash.id.slice(0, 8)}`)).json().data as { refundedAmount: number }[];
    expect(listed).toEqual([expect.objectContaining({ refundedAmount: 8700, status: 'Pagada' })]);

    const lines = (await get('/api/admin/bookings.csv')).body.trim().split('\r\n');
    expect(lines[0]).toContain(',Total,Método de pago,Reembolsado,Estado,');
    const line = (id: string) => lines.find((l) => l.startsWith(id.slice(0, 8).toUpperCase()))!;
    expect(line(cash.id)).toContain(',17400,Efectivo,8700,"Pagada · reembolso parcial $8,700.00",');
    expect(line(whole.id)).toContain(',1450,PayPal,0,Pagada,');
  });

  it('the manifest CSV writes the phone the same way', async () => {
    const today = todayInMexico();
    const trip = await rows().trip({ destination: 'Manifiesto CSV', departure_date: today });
    const booking = await rows().booking(
      { trip },
      { status: 'Pagada', contact_name: 'Rosa Díaz', contact_phone: '+525522223333' },
    );
    const csv = await get(`/api/admin/departures/manifest.csv?kind=trip&id=${trip.id}&date=${today}`);
    expect(csv.body).toContain(`${booking.id.slice(0, 8).toUpperCase()},Rosa Díaz,(+52) 55 2222 3333,`);
  });
});

describe('a meeting point said once (issue 29 item 12)', () => {
  const LABEL = /^\s*punto de encuentro\s*:/i;

  it('no demo trip stores the label in its meeting point, so the manifest says it once', async () => {
    const demo = await db().select({ id: trips.id, address: trips.address, date: trips.departure_date }).from(trips);
    expect(demo.filter((trip) => LABEL.test(trip.address ?? ''))).toEqual([]);
    const [first] = demo.filter((trip) => trip.address);
    const manifest = (await get(`/api/admin/departures/manifest?kind=trip&id=${first!.id}&date=${first!.date}`)).json();
    expect(manifest.meetingPoint).toBe(first!.address);
  });

  it('migration 0021 drops the label from meeting points already stored', async () => {
    const trip = await rows().trip({ address: 'Punto de encuentro: Muelle 3, Isla Mujeres' });
    const experience = await rows().experience({
      meeting_point: ' punto de encuentro : Caseta 2',
      meeting_point_en: 'Meeting point: Booth 2',
    });
    const migration = readFileSync(new URL('../src/db/migrations/0021_desk_passenger_search.sql', import.meta.url), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint').filter((s) => /^\s*(--.*\n)*\s*UPDATE/i.test(s)))
      await db().execute(sql.raw(statement));
    expect((await db().select({ a: trips.address }).from(trips).where(eq(trips.id, trip.id)))[0]!.a).toBe(
      'Muelle 3, Isla Mujeres',
    );
    expect(
      (
        await db()
          .select({ es: experiences.meeting_point, en: experiences.meeting_point_en })
          .from(experiences)
          .where(eq(experiences.id, experience.id))
      )[0],
    ).toEqual({ es: 'Caseta 2', en: 'Booth 2' });
  });
});
