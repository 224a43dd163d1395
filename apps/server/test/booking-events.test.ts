import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingReference, todayInMexico } from '@hv/shared';
import { insertRows } from '../src/db/factories.ts';
import { bookingEvents, bookingPassengerCheckins, user } from '../src/db/schema.ts';
import { reminderAt } from '../src/modules/reminders/departures.ts';
import { TEST_ORIGIN } from './helpers.ts';
import { addDays, saturday } from './dates.ts';
import { demoSuite, paymentHelpers, withPeople } from './payment-helpers.ts';

// Issue 28 item 4, decision 0196: one booking event log. Each door, driven through the API,
// writes one event of its type, with its actor and data, once — a repeated notification writes
// nothing more, a refused write leaves none — and the desk's `Historial` reads the log.

const suite = demoSuite(['admin', 'coordinador', 'organizador', 'viajero']);
const { cookies } = suite;
const { db, makeExperience, makeGiftCard, payBooking, payWithGiftCard, bookingRow, post } = paymentHelpers(() => suite.t, {
  ipBlock: '10.96',
});

const send = (method: 'POST' | 'PUT', url: string, cookie: string | undefined, payload: object = {}) =>
  suite.t.app.inject({
    method,
    url,
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    payload,
  });
const detail = async (id: string) => {
  const res = await suite.t.app.inject({ url: `/api/admin/bookings/${id}`, headers: { cookie: cookies.organizador! } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { events: { at: string; label: string }[] };
};

const eventsOf = (bookingId: string) =>
  db().select().from(bookingEvents).where(eq(bookingEvents.booking_id, bookingId)).orderBy(asc(bookingEvents.id));
const ofType = async (bookingId: string, type: string) => (await eventsOf(bookingId)).filter((e) => e.type === type);
const idOf = async (email: string) => (await db().select({ id: user.id }).from(user).where(eq(user.email, email)))[0]!.id;

let dateCounter = 0;
/** A paid PayPal booking of the signed-in traveller on a Saturday of its own, every notification delivered. */
async function paidBooking(opts: { price?: number; passengers?: number; hours?: number } = {}) {
  const exp = await makeExperience({ price: opts.price ?? 1000, free_cancellation_hours: opts.hours ?? 48 });
  const date = saturday(3 + (++dateCounter % 20));
  const paid = await payBooking({
    item: { kind: 'experience', id: exp.id },
    date,
    passengers: opts.passengers,
    contactEmail: `eventos.${dateCounter}@example.com`,
    cookie: cookies.viajero,
  });
  await suite.standIn.webhooksSettled();
  return { exp, date, ...paid };
}

/** The coordinator cancels an experience's departure (its refunds are queued as jobs). */
const cancelDeparture = (id: string, date: string, reason: string) =>
  send('POST', '/api/admin/departures/cancel', cookies.coordinador, { kind: 'experience', id, date, reason });

describe('the booking event log (issue 28 item 4)', () => {
  it('a web checkout writes created and paid (how, by the traveller) once; the capture notification adds nothing', async () => {
    const { bookingId } = await paidBooking({ price: 1200, passengers: 2 });
    const viajero = await idOf('viajero@example.com');
    expect(await eventsOf(bookingId)).toMatchObject([
      { type: 'created', actor_kind: 'traveller', actor_id: viajero, data: { source: 'web' } },
      {
        type: 'paid',
        actor_kind: 'traveller',
        actor_id: viajero,
        data: { method: 'provider', provider: 'paypal', amount: 240000, giftCard: 0 },
      },
    ]);
  });

  it("the provider's reversal is one refunded event by the provider; the same notification again writes none", async () => {
    const { bookingId } = await paidBooking({ price: 900 });
    const row = await bookingRow(bookingId);
    const reversal = suite.standIn.reverseCapture(row.provider_capture_id!);
    await suite.standIn.webhooksSettled();
    const refunded = await ofType(bookingId, 'refunded');
    expect(refunded).toMatchObject([
      {
        actor_kind: 'provider',
        actor_name: 'paypal',
        actor_id: null,
        data: { amount: 90000, kind: 'PAYMENT.CAPTURE.REVERSED', refundKey: reversal.id, reason: null },
      },
    ]);
    // PayPal repeats its notifications: the refund is recorded already, so no second event.
    const repeat = {
      id: `WH-${randomUUID()}`,
      event_type: 'PAYMENT.CAPTURE.REFUNDED',
      resource_type: 'refund',
      resource: {
        id: reversal.id,
        status: 'COMPLETED',
        amount: { currency_code: 'MXN', value: '900.00' },
        links: [{ href: `https://api.paypal.com/v2/payments/captures/${row.provider_capture_id}`, rel: 'up', method: 'GET' }],
      },
    };
    const res = await suite.t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', ...suite.standIn.signWebhook(repeat) },
      payload: JSON.stringify(repeat),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await ofType(bookingId, 'refunded')).toHaveLength(1);
  });

  it('a staff refund is one refunded event with amount, reason and the staff member; the desk shows it', async () => {
    const { bookingId } = await paidBooking({ price: 1000 });
    const res = await send('POST', `/api/admin/bookings/${bookingId}/refund`, cookies.coordinador, {
      amount: 250,
      reason: 'Llovió en la salida',
    });
    expect(res.statusCode, res.body).toBe(200);
    await suite.standIn.webhooksSettled();
    const coordinador = await idOf('coordinador@example.com');
    expect(await ofType(bookingId, 'refunded')).toMatchObject([
      {
        actor_kind: 'staff',
        actor_id: coordinador,
        data: { amount: 25000, kind: 'staff refund', reason: 'Llovió en la salida', actorRole: 'Coordinador' },
      },
    ]);
    const labels = (await detail(bookingId)).events.map((e) => e.label);
    expect(labels[0]).toBe('Reserva iniciada en el sitio');
    expect(labels[1]).toBe('Pagada con PayPal');
    expect(labels[2]).toMatch(/^Reembolso de \$250\.00 \(PayPal\); pidió .+\. Motivo: Llovió en la salida$/);
  });

  it('a manual sale writes created and paid by the staff member; one with a payment link created and its link e-mailed, not paid', async () => {
    const exp = await makeExperience({ price: 700 });
    const sale = (payment: object) =>
      send(
        'POST',
        '/api/admin/bookings/manual',
        cookies.coordinador,
        withPeople({
          kind: 'experience',
          id: exp.id,
          date: saturday(2),
          passengers: 1,
          contactName: 'Cliente Mostrador',
          contactEmail: 'mostrador@example.com',
          payment,
        }),
      );
    const coordinador = await idOf('coordinador@example.com');
    const paid = await sale({ mode: 'paid', method: 'Efectivo', amount: 700 });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(await eventsOf(paid.json().id)).toMatchObject([
      { type: 'created', actor_kind: 'staff', actor_id: coordinador, data: { source: 'manual', paymentLink: false } },
      {
        type: 'paid',
        actor_kind: 'staff',
        actor_id: coordinador,
        data: { method: 'manual', manualMethod: 'Efectivo', amount: 70000 },
      },
    ]);
    const linked = await sale({ mode: 'link' });
    expect(linked.statusCode, linked.body).toBe(201);
    // The link is e-mailed to the customer by the same staff member (decision 0205); nothing is paid.
    expect(await eventsOf(linked.json().id)).toMatchObject([
      { type: 'created', actor_kind: 'staff', data: { source: 'manual', paymentLink: true } },
      {
        type: 'payment_link_sent',
        actor_kind: 'staff',
        actor_id: coordinador,
        data: { to: 'mostrador@example.com', expiresAt: linked.json().linkExpiresAt },
      },
    ]);
    expect(await eventsOf(linked.json().id)).toHaveLength(2);
  });

  it('a booking the gift card pays writes created and paid with the gift card, by the traveller', async () => {
    const exp = await makeExperience({ price: 400 });
    const card = await makeGiftCard({ credit: 1000 });
    const res = await payWithGiftCard({
      kind: 'experience',
      id: exp.id,
      date: saturday(2),
      passengers: 1,
      giftCardSeries: card.series,
    });
    expect(res.statusCode, res.body).toBe(201);
    const bookingId = res.json().booking.id as string;
    expect(await eventsOf(bookingId)).toMatchObject([
      { type: 'created', actor_kind: 'traveller', actor_id: null },
      { type: 'paid', actor_kind: 'traveller', data: { method: 'gift card', amount: 40000, giftCard: 40000 } },
    ]);
  });

  it("the traveller's cancellation writes cancelled and its refund, both by the traveller", async () => {
    const { bookingId, reference } = await paidBooking({ price: 650 });
    const res = await send('POST', `/api/bookings/${reference}/cancel`, cookies.viajero);
    expect(res.statusCode, res.body).toBe(200);
    await suite.standIn.webhooksSettled();
    const viajero = await idOf('viajero@example.com');
    const after = (await eventsOf(bookingId)).slice(2);
    expect(after).toMatchObject([
      { type: 'cancelled', actor_kind: 'traveller', actor_id: viajero, data: { by: 'traveller' } },
      { type: 'refunded', actor_kind: 'traveller', actor_id: viajero, data: { amount: 65000, kind: 'staff refund' } },
    ]);
    expect(after).toHaveLength(2);
    // The traveller's own timeline on the voucher reads the same events.
    const voucher = await suite.t.app.inject({ url: `/api/bookings/${reference}`, headers: { cookie: cookies.viajero! } });
    expect(voucher.statusCode, voucher.body).toBe(200);
    expect(voucher.json().timeline).toMatchObject([
      { type: 'paid', amount: null },
      { type: 'cancelled' },
      { type: 'refunded', amount: 650 },
    ]);
  });

  it('a date move by the traveller and one by staff are date_changed, from and to, each with its actor', async () => {
    const { bookingId, reference, date } = await paidBooking({ price: 500, hours: 48 });
    const to = addDays(date, 7);
    expect((await send('POST', `/api/bookings/${reference}/reschedule`, cookies.viajero, { date: to })).statusCode).toBe(200);
    const back = addDays(date, 14);
    const staff = await send('POST', `/api/admin/bookings/${bookingId}/reschedule`, cookies.coordinador, { date: back });
    expect(staff.statusCode, staff.body).toBe(200);
    expect(await ofType(bookingId, 'date_changed')).toMatchObject([
      { actor_kind: 'traveller', data: { from: { date, startTime: null }, to: { date: to, startTime: null } } },
      { actor_kind: 'staff', data: { from: { date: to }, to: { date: back }, actorRole: 'Coordinador' } },
    ]);
    const labels = (await detail(bookingId)).events.map((e) => e.label);
    expect(labels.filter((l) => l.startsWith('Fecha cambiada del'))).toEqual([
      expect.stringMatching(/; la cambió el viajero$/),
      expect.stringMatching(/; la cambió .+ \(Coordinador\)$/),
    ]);
    const voucher = await suite.t.app.inject({ url: `/api/bookings/${reference}`, headers: { cookie: cookies.viajero! } });
    expect(voucher.json().timeline).toMatchObject([
      { type: 'paid' },
      { type: 'date_changed', date: to },
      { type: 'date_changed', date: back },
    ]);
  });

  it('check-in writes one event per passenger, and its undo; a refused check-in writes none (same transaction)', async () => {
    const trip = await insertRows(db()).trip({ destination: 'Salida de eventos', departure_date: todayInMexico() });
    const booking = await insertRows(db()).booking(
      { trip },
      { status: 'Pagada', passengers: 2, passenger_names: ['Ana Uno', 'Beto Dos'], contact_name: 'Ana Uno' },
    );
    // Passenger 0 is marked first, then 7 (no such passenger) is refused: nothing of it stays.
    const refused = await send('POST', '/api/admin/check-in', cookies.organizador, {
      code: bookingReference(booking.id),
      passengers: [0, 7],
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(await db().select().from(bookingPassengerCheckins).where(eq(bookingPassengerCheckins.booking_id, booking.id))).toEqual(
      [],
    );
    expect(await eventsOf(booking.id)).toEqual([]);

    const mark = (present: boolean) =>
      send('PUT', `/api/admin/bookings/${booking.id}/passengers/1/check-in`, cookies.organizador, { present });
    expect((await mark(true)).statusCode).toBe(200);
    expect((await mark(true)).statusCode).toBe(200); // a second tap changes nothing
    expect((await mark(false)).statusCode).toBe(200);
    const organizador = await idOf('organizador@example.com');
    expect(await eventsOf(booking.id)).toMatchObject([
      { type: 'checked_in', actor_kind: 'staff', actor_id: organizador, data: { passenger: 1, name: 'Beto Dos' } },
      { type: 'check_in_undone', actor_kind: 'staff', actor_id: organizador, data: { passenger: 1, name: 'Beto Dos' } },
    ]);
    expect(await eventsOf(booking.id)).toHaveLength(2);
    const labels = (await detail(booking.id)).events.map((e) => e.label);
    expect(labels).toEqual([
      expect.stringMatching(/^Presentado \(Beto Dos\); registró /),
      expect.stringMatching(/^Registro de Beto Dos deshecho por /),
    ]);
  });

  it("a departure's cancellation writes cancelled by staff, and its refund job the refund, as a job", async () => {
    const { bookingId, exp, date } = await paidBooking({ price: 300 });
    const res = await cancelDeparture(exp.id, date, 'Cierre del parque');
    expect(res.statusCode, res.body).toBe(202);
    const coordinador = await idOf('coordinador@example.com');
    expect(await ofType(bookingId, 'cancelled')).toMatchObject([
      { actor_kind: 'staff', actor_id: coordinador, data: { by: 'departure', reason: 'Cierre del parque' } },
    ]);
    await suite.t.app.jobs.runDue();
    await suite.standIn.webhooksSettled();
    expect(await ofType(bookingId, 'refunded')).toMatchObject([
      {
        actor_kind: 'job',
        actor_name: 'departure-refund',
        actor_id: coordinador,
        data: { amount: 30000, reason: 'Cierre del parque' },
      },
    ]);
  });

  it("a departure's refund is the job's even when PayPal's notification of it is recorded first", async () => {
    const { bookingId, exp, date, orderId } = await paidBooking({ price: 300 });
    // The notification (which names the staff member who queued the refund) lands before the answer.
    suite.standIn.tamper(orderId, { beforeRefundAnswer: () => suite.standIn.webhooksSettled() });
    const res = await cancelDeparture(exp.id, date, 'Lluvias');
    expect(res.statusCode, res.body).toBe(202);
    await suite.t.app.jobs.runDue();
    await suite.standIn.webhooksSettled();
    const coordinador = await idOf('coordinador@example.com');
    expect(await ofType(bookingId, 'refunded')).toMatchObject([
      { actor_kind: 'job', actor_name: 'departure-refund', actor_id: coordinador, data: { amount: 30000, reason: 'Lluvias' } },
    ]);
  });

  it('the reminder job and the voucher sent again from the desk are events of the booking', async () => {
    const exp = await makeExperience({ start_times: ['10:00'] });
    const booking = await insertRows(db()).booking(
      { experience: exp },
      {
        booking_date: addDays(todayInMexico(), 3),
        start_time: '10:00',
        status: 'Pagada',
        paid_at: new Date(Date.now() - 24 * 3_600_000),
        contact_email: 'recordatorio.eventos@example.com',
        contact_name: 'Rita Recordada',
      },
    );
    await suite.t.app.jobs.runDue(reminderAt(booking.booking_date, '10:00', suite.t.config.REMINDER_HOURS));
    expect(await ofType(booking.id, 'reminder_sent')).toMatchObject([
      { actor_kind: 'job', actor_name: 'reminder', data: { to: 'recordatorio.eventos@example.com' } },
    ]);
    const resent = await send('POST', `/api/admin/bookings/${booking.id}/voucher-email`, cookies.organizador);
    expect(resent.statusCode, resent.body).toBe(202);
    expect(await ofType(booking.id, 'voucher_sent')).toMatchObject([
      { actor_kind: 'staff', actor_id: await idOf('organizador@example.com'), data: { to: 'recordatorio.eventos@example.com' } },
    ]);
  });

  it("the desk's history is read from the log: an event written directly shows, a booking without events shows none", async () => {
    const { bookingId } = await paidBooking({ price: 450 });
    await db()
      .insert(bookingEvents)
      .values({
        booking_id: bookingId,
        type: 'reminder_sent',
        actor_kind: 'job',
        actor_name: 'reminder',
        data: { to: 'directo@example.com' },
      });
    const labels = (await detail(bookingId)).events.map((e) => e.label);
    expect(labels).toEqual([
      'Reserva iniciada en el sitio',
      'Pagada con PayPal',
      'Recordatorio de la salida enviado a directo@example.com',
    ]);
    await db().delete(bookingEvents).where(eq(bookingEvents.booking_id, bookingId));
    expect((await detail(bookingId)).events).toEqual([]);
  });

  it('find-my-booking e-mails the link and records it', async () => {
    const { bookingId, reference } = await paidBooking({ price: 350 });
    const email = (await bookingRow(bookingId)).contact_email!;
    expect((await post('/api/bookings/find', { reference, email })).statusCode).toBe(202);
    await expect
      .poll(() => ofType(bookingId, 'link_sent'), { timeout: 3000 })
      .toMatchObject([{ actor_kind: 'traveller', actor_id: null, data: { to: email } }]);
  });
});
