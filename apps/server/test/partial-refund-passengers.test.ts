import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DESK_MESSAGES } from '@hv/shared';
import { bookingEvents, bookingPassengerCheckins, bookingRefunds } from '../src/db/schema.ts';
import { TEST_ORIGIN } from './helpers.ts';
import { saturday } from './dates.ts';
import { demoSuite, loseRefundAnswer, paymentHelpers, withPeople } from './payment-helpers.ts';

// Issue 29 item 3 (docs/decisions/0210): a partial staff refund may name passengers who no longer
// travel; in the refund's transaction they leave the booking, its manifest and its count, and
// their places go back on sale. Refused, changing nothing: every passenger, an unknown name, a
// passenger already checked in.

const suite = demoSuite(['admin', 'coordinador', 'viajero']);
const { cookies } = suite;
const { db, makeExperience, payBooking, bookingRow } = paymentHelpers(() => suite.t, { ipBlock: '10.29' });

const refund = (bookingId: string, payload: object) =>
  suite.t.app.inject({
    method: 'POST',
    url: `/api/admin/bookings/${bookingId}/refund`,
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', cookie: cookies.coordinador! },
    payload,
  });
const placesLeft = async (expId: string, date: string) =>
  (await suite.t.app.inject({ url: `/api/availability?kind=experience&id=${expId}&date=${date}` })).json().placesLeft as number;
const manifest = async (expId: string, date: string) =>
  (
    await suite.t.app.inject({
      url: `/api/admin/departures/manifest?kind=experience&id=${expId}&date=${date}`,
      headers: { cookie: cookies.admin! },
    })
  ).json();
const refundRows = (bookingId: string) => db().select().from(bookingRefunds).where(eq(bookingRefunds.booking_id, bookingId));
const removals = async (bookingId: string) =>
  (await db().select().from(bookingEvents).where(eq(bookingEvents.booking_id, bookingId)).orderBy(asc(bookingEvents.id))).filter(
    (e) => e.type === 'passengers_removed',
  );
const checkIn = (bookingId: string, passenger: number) =>
  db().insert(bookingPassengerCheckins).values({ booking_id: bookingId, passenger, checked_in_at: new Date() });
const providerRefunds = async (bookingId: string) =>
  suite.standIn.inspect((await bookingRow(bookingId)).provider_order_id!)!.purchase_units![0]!.payments!.refunds ?? [];

let dateCounter = 0;
/** A full departure: one paid PayPal booking of 3 passengers (Pasajero 1..3 Prueba) on an experience of 3 places. */
async function fullDeparture() {
  const exp = await makeExperience({ price: 1000, max_capacity: 3 });
  const date = saturday(2 + (++dateCounter % 20));
  const { bookingId } = await payBooking({
    item: { kind: 'experience', id: exp.id },
    date,
    passengers: 3,
    contactEmail: 'ana.prueba@example.com',
    cookie: cookies.viajero,
  });
  return { exp, date, bookingId };
}

describe('a partial refund removes named passengers (issue 29 item 3)', () => {
  it('one of 3 passengers leaves the booking and the manifest, frees 1 place, is written to the history; a replay changes nothing', async () => {
    const { exp, date, bookingId } = await fullDeparture();
    await checkIn(bookingId, 2); // Pasajero 3 is present; their check-in follows them down to index 1
    expect(await placesLeft(exp.id, date)).toBe(0);

    const res = await refund(bookingId, {
      amount: 1000,
      reason: 'Una pasajera no viaja',
      removePassengers: ['Pasajero 2 Prueba'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Pagada', amount: 1000, refundedAmount: 1000 });
    expect(await bookingRow(bookingId)).toMatchObject({
      passengers: 2,
      passenger_names: ['Pasajero 1 Prueba', 'Pasajero 3 Prueba'],
      refunded_amount: 1000,
    });

    const m = await manifest(exp.id, date);
    expect(m.departure.passengers).toBe(2);
    expect(m.present).toBe(1);
    expect(m.data[0].people).toEqual([
      expect.objectContaining({ index: 0, name: 'Pasajero 1 Prueba', checkedInAt: null }),
      expect.objectContaining({ index: 1, name: 'Pasajero 3 Prueba', checkedInAt: expect.any(String) }),
    ]);

    const events = await removals(bookingId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ actor_kind: 'staff', data: { names: ['Pasajero 2 Prueba'], passengers: [1] } });
    expect(events[0]!.actor_id).not.toBeNull();
    const detail = (
      await suite.t.app.inject({ url: `/api/admin/bookings/${bookingId}`, headers: { cookie: cookies.admin! } })
    ).json();
    expect(detail.events.map((e: { label: string }) => e.label)).toContainEqual(
      expect.stringMatching(/^Ya no viaja: Pasajero 2 Prueba; se quitó de la reserva con un reembolso parcial; lo hizo /),
    );

    // The freed place is on sale again: a web order for it goes through.
    expect(await placesLeft(exp.id, date)).toBe(1);
    const other = await payBooking({
      item: { kind: 'experience', id: exp.id },
      date,
      passengers: 1,
      contactEmail: 'otra.persona@example.com',
      cookie: undefined,
    });
    expect((await bookingRow(other.bookingId)).status).toBe('Pagada');
    expect(await placesLeft(exp.id, date)).toBe(0);

    // The same request again: the passenger is gone, so it is refused; no second refund, no second removal.
    await suite.standIn.webhooksSettled();
    const rowsBefore = (await refundRows(bookingId)).length;
    const replay = await refund(bookingId, {
      amount: 1000,
      reason: 'Una pasajera no viaja',
      removePassengers: ['Pasajero 2 Prueba'],
    });
    expect(replay.statusCode).toBe(409);
    expect(replay.json().error.message).toBe(DESK_MESSAGES.refundUnknownPassenger('Pasajero 2 Prueba'));
    expect(await bookingRow(bookingId)).toMatchObject({ passengers: 2, refunded_amount: 1000 });
    expect(await refundRows(bookingId)).toHaveLength(rowsBefore);
    expect(await providerRefunds(bookingId)).toHaveLength(1);
    expect(await removals(bookingId)).toHaveLength(1);
  });

  it('refuses every passenger, an unknown name and a passenger already checked in, changing nothing', async () => {
    const { exp, date, bookingId } = await fullDeparture();
    await checkIn(bookingId, 0);
    const cases: [string[], string][] = [
      [['Pasajero 1 Prueba', 'Pasajero 2 Prueba', 'Pasajero 3 Prueba'], DESK_MESSAGES.refundRemovesEveryone],
      [['Pasajero 2 Prueba', 'Nadie Conocido'], DESK_MESSAGES.refundUnknownPassenger('Nadie Conocido')],
      [['Pasajero 1 Prueba'], DESK_MESSAGES.refundPassengerCheckedIn('Pasajero 1 Prueba')],
    ];
    for (const [names, message] of cases) {
      const res = await refund(bookingId, { amount: 500, reason: 'No viajan', removePassengers: names });
      expect(res.statusCode, names.join()).toBe(409);
      expect(res.json().error.message).toBe(message);
    }
    expect(await bookingRow(bookingId)).toMatchObject({
      status: 'Pagada',
      passengers: 3,
      passenger_names: ['Pasajero 1 Prueba', 'Pasajero 2 Prueba', 'Pasajero 3 Prueba'],
      refunded_amount: 0,
    });
    expect(await refundRows(bookingId)).toHaveLength(0);
    expect(await providerRefunds(bookingId)).toHaveLength(0);
    expect(await removals(bookingId)).toHaveLength(0);
    expect(await placesLeft(exp.id, date)).toBe(0);
  });

  it('a cash sale refunded outside the site takes the passenger off in the same step', async () => {
    const exp = await makeExperience({ price: 500, max_capacity: 3 });
    const date = saturday(2 + (++dateCounter % 20));
    const sale = await suite.t.app.inject({
      method: 'POST',
      url: '/api/admin/bookings/manual',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', cookie: cookies.coordinador! },
      payload: withPeople({
        kind: 'experience',
        id: exp.id,
        date,
        passengers: 3,
        contactName: 'Cliente Efectivo',
        contactEmail: 'cliente.efectivo@example.com',
        payment: { mode: 'paid', method: 'Efectivo', amount: 1500 },
      }),
    });
    expect(sale.statusCode, sale.body).toBe(201);
    const bookingId = sale.json().id as string;
    expect(await placesLeft(exp.id, date)).toBe(0);
    const res = await refund(bookingId, { amount: 500, reason: 'No viaja', removePassengers: ['Pasajero 3 Prueba'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Pagada', outsideAmount: 500 });
    expect(await bookingRow(bookingId)).toMatchObject({
      passengers: 2,
      passenger_names: ['Pasajero 1 Prueba', 'Pasajero 2 Prueba'],
      refunded_amount: 500,
    });
    expect(await placesLeft(exp.id, date)).toBe(1);
    expect(await removals(bookingId)).toHaveLength(1);
  });

  it("a retry after PayPal's answer was lost refunds once and removes the passenger once", async () => {
    const { exp, date, bookingId } = await fullDeparture();
    const row = await bookingRow(bookingId);
    // Step 1 stored the request; PayPal refunded; its answer never arrived (as in staff-refund.test.ts).
    await loseRefundAnswer(suite, {
      bookingId,
      captureId: row.provider_capture_id!,
      amount: 1000,
      reason: 'Una pasajera no viaja',
    });
    // PayPal's notification records the money, not the passengers: they wait for staff's retry.
    expect(await bookingRow(bookingId)).toMatchObject({ refunded_amount: 1000, passengers: 3 });

    const body = { amount: 1000, reason: 'Una pasajera no viaja', removePassengers: ['Pasajero 1 Prueba'] };
    const retry = await refund(bookingId, body);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(await bookingRow(bookingId)).toMatchObject({
      refunded_amount: 1000,
      passengers: 2,
      passenger_names: ['Pasajero 2 Prueba', 'Pasajero 3 Prueba'],
    });
    expect(await placesLeft(exp.id, date)).toBe(1);
    expect(await removals(bookingId)).toHaveLength(1);

    const again = await refund(bookingId, body);
    expect(again.statusCode).toBe(409);
    expect(await bookingRow(bookingId)).toMatchObject({ refunded_amount: 1000, passengers: 2 });
    expect(await providerRefunds(bookingId)).toHaveLength(1);
    expect(await removals(bookingId)).toHaveLength(1);
  });
});
