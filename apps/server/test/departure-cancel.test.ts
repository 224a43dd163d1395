import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEPARTURE_CANCEL_MESSAGES,
  DESK_MESSAGES,
  PAYMENT_MESSAGES,
  REFUND_QUEUE_MESSAGES,
  todayInMexico,
  type Departure,
  type PendingRefunds,
} from '@hv/shared';
import { insertRows } from '../src/db/factories.ts';
import { auditLog, bookingEvents, bookingRefunds, bookings, closedDates, trips } from '../src/db/schema.ts';
import { createStandIn, STANDIN_PREFIX, type StandIn } from '../src/standins/paypal/standin.ts';
import { saturday } from './dates.ts';
import { outbox } from './hostile-helpers.ts';
import { TEST_ORIGIN } from './helpers.ts';
import { demoSuite, paymentHelpers, withPeople } from './payment-helpers.ts';
import { cleanUpProcesses, Client, fromTemplate, openSql, startServer, stopServer, unique } from './process-helpers.ts';

// Cancelling a departure (docs/product.md §15.4, decision 0132): one refund job per paid booking
// through the one staff refund path, the date closed or the trip cancelled, progress and retry.
// The app's job loop is off in tests: each test runs the jobs itself. (The crash in the middle
// of a batch is in departure-cancel-crash.test.ts, with a real process.)

const suite = demoSuite(['admin', 'coordinador', 'organizador', 'viajero']);
const { cookies } = suite;

const { db, makeExperience, payBooking, bookingRow } = paymentHelpers(() => suite.t, { ipBlock: '10.32' });

const send = (method: 'GET' | 'POST', url: string, cookie = cookies.coordinador!, payload?: object) =>
  suite.t.app.inject({
    method,
    url,
    headers: { origin: TEST_ORIGIN, cookie, ...(payload ? { 'content-type': 'application/json' } : {}) },
    ...(payload ? { payload } : {}),
  });

let emailCounter = 0;
/** A paid PayPal booking of `exp` on `date`, through the stand-in. */
async function paidBooking(item: { kind: 'experience' | 'trip'; id: string }, date: string, passengers = 1) {
  const email = `salida.${++emailCounter}@example.com`;
  const { bookingId } = await payBooking({ item, date, passengers, contactEmail: email, cookie: cookies.viajero });
  return { bookingId, email };
}

const refundsOf = (captureId: string) => suite.standIn.inspectCapture(captureId)!;
const progress = async (batch: string) => {
  const res = await send('GET', `/api/admin/departures/cancel/${batch}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('cancelling a departure', () => {
  it('refunds every paid booking once with the reason, closes the date and records it', async () => {
    const exp = await makeExperience({ price: 700 });
    const date = saturday(3);
    const paid = [
      await paidBooking({ kind: 'experience', id: exp.id }, date, 1),
      await paidBooking({ kind: 'experience', id: exp.id }, date, 2),
      await paidBooking({ kind: 'experience', id: exp.id }, date, 3),
    ];
    const departure = { kind: 'experience', id: exp.id, date };
    const query = `kind=experience&id=${exp.id}&date=${date}`;

    expect((await send('GET', `/api/admin/departures/cancel/preview?${query}`, cookies.organizador)).statusCode).toBe(403);
    const preview = await send('GET', `/api/admin/departures/cancel/preview?${query}`);
    expect(preview.json()).toEqual({ bookings: 3, total: 4200 });

    const reason = 'Cierre del parque por lluvias';
    expect((await send('POST', '/api/admin/departures/cancel', cookies.organizador, { ...departure, reason })).statusCode).toBe(
      403,
    );
    const missing = await send('POST', '/api/admin/departures/cancel', undefined, { ...departure, reason: ' ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.reason).toBe(DEPARTURE_CANCEL_MESSAGES.reason);

    const res = await send('POST', '/api/admin/departures/cancel', undefined, { ...departure, reason });
    expect(res.statusCode, res.body).toBe(202);
    const { batch, bookings: count, total } = res.json();
    expect({ count, total }).toEqual({ count: 3, total: 4200 });
    // The date is closed at once; the refunds wait for the jobs.
    expect(
      await db()
        .select()
        .from(closedDates)
        .where(and(eq(closedDates.experience_id, exp.id), eq(closedDates.date, date))),
    ).toHaveLength(1);
    const before = await progress(batch);
    expect(before).toMatchObject({ reason, total: 4200, refunded: 0, inProgress: 3, failed: 0, finished: false });

    await suite.t.app.jobs.runDue();
    const after = await progress(batch);
    expect(after).toMatchObject({ refunded: 3, inProgress: 0, failed: 0, finished: true });
    expect(after.data.map((d: { amount: number }) => d.amount).sort()).toEqual([1400, 2100, 700]);
    for (const { bookingId, email } of paid) {
      const b = await bookingRow(bookingId);
      expect(b).toMatchObject({ status: 'Reembolsada' });
      expect(b.refunded_amount).toBe(b.amount);
      const capture = refundsOf(b.provider_capture_id!);
      expect(capture.status).toBe('REFUNDED');
      const rows = await db().select().from(bookingRefunds).where(eq(bookingRefunds.booking_id, bookingId));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ reason, event_type: 'staff refund' });
      const mails = outbox(suite.t.config.dataDir).filter((m) => m.to[0]?.address === email && m.subject.startsWith('Reembolso'));
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain(reason);
    }
    const [line] = await db()
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.record_kind, 'departure'),
          eq(auditLog.action, 'cancel'),
          eq(auditLog.record_id, `experience:${exp.id}:${date}`),
        ),
      );
    expect(line).toMatchObject({ actor_role: 'Coordinador', after: expect.objectContaining({ reason, batch, total: 4200 }) });

    // Once: running again or cancelling again refunds nothing more.
    await suite.t.app.jobs.runDue();
    const again = await send('POST', '/api/admin/departures/cancel', undefined, { ...departure, reason });
    expect(again.json()).toMatchObject({ bookings: 0, total: 0 });
    for (const { bookingId } of paid)
      expect((await bookingRow(bookingId)).refunded_amount).toBe((await bookingRow(bookingId)).amount);
  });

  it('a refund PayPal refuses stays listed as Falló with the reason and can be retried', async () => {
    const exp = await makeExperience({ price: 500 });
    const date = saturday(4);
    const ok = await paidBooking({ kind: 'experience', id: exp.id }, date);
    const bad = await paidBooking({ kind: 'experience', id: exp.id }, date);
    const realCapture = (await bookingRow(bad.bookingId)).provider_capture_id!;
    // PayPal does not know this capture (404 INVALID_RESOURCE_ID): a refusal, not an unknown outcome.
    await db().update(bookings).set({ provider_capture_id: 'UNKNOWNCAPTURE1' }).where(eq(bookings.id, bad.bookingId));

    const res = await send('POST', '/api/admin/departures/cancel', cookies.admin, {
      kind: 'experience',
      id: exp.id,
      date,
      reason: 'Guía enfermo',
    });
    const { batch } = res.json();
    expect((await send('POST', `/api/admin/departures/cancel/${batch}/retry`)).statusCode).toBe(409); // nothing failed yet
    await suite.t.app.jobs.runDue();
    const failed = await progress(batch);
    expect(failed).toMatchObject({ refunded: 1, failed: 1, inProgress: 0, finished: true });
    const row = failed.data.find((d: { bookingId: string }) => d.bookingId === bad.bookingId);
    expect(row).toMatchObject({
      state: 'Falló',
      error: `${DESK_MESSAGES.refundRefused} Motivo de PayPal: INVALID_RESOURCE_ID.`,
      amount: 500,
    });
    expect((await bookingRow(bad.bookingId)).status).toBe('Pagada');
    expect((await bookingRow(ok.bookingId)).status).toBe('Reembolsada');

    // Fixed at PayPal (here: the capture is the real one again); staff retry.
    await db().update(bookings).set({ provider_capture_id: realCapture }).where(eq(bookings.id, bad.bookingId));
    const retry = await send('POST', `/api/admin/departures/cancel/${batch}/retry`);
    expect(retry.json()).toEqual({ retried: 1 });
    expect((await progress(batch)).data.find((d: { bookingId: string }) => d.bookingId === bad.bookingId).state).toBe('En curso');
    await suite.t.app.jobs.runDue();
    expect(await progress(batch)).toMatchObject({ refunded: 2, failed: 0, finished: true });
    expect((await bookingRow(bad.bookingId)).status).toBe('Reembolsada');
    expect(refundsOf(realCapture).status).toBe('REFUNDED');
    const retried = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.record_kind, 'departure'), eq(auditLog.action, 'retry'), eq(auditLog.record_id, batch)));
    expect(retried).toHaveLength(1);
  });

  it('a failed refund waits in Reembolsos pendientes: Reintentar says what happened, and Reembolsado fuera del sitio closes it once (issue 29 item 2)', async () => {
    const exp = await makeExperience({ price: 640 });
    const date = saturday(9);
    const bad = await paidBooking({ kind: 'experience', id: exp.id }, date, 2);
    await db().update(bookings).set({ provider_capture_id: 'UNKNOWNCAPTURE2' }).where(eq(bookings.id, bad.bookingId));
    const reason = 'Huracán en la costa';
    expect(
      (await send('POST', '/api/admin/departures/cancel', undefined, { kind: 'experience', id: exp.id, date, reason }))
        .statusCode,
    ).toBe(202);
    await suite.t.app.jobs.runDue();

    expect((await send('GET', '/api/admin/refunds/pending', cookies.organizador)).statusCode).toBe(403);
    const queue = await send('GET', '/api/admin/refunds/pending');
    expect(queue.statusCode, queue.body).toBe(200);
    const entry = (queue.json() as PendingRefunds).data.find((r) => r.bookingId === bad.bookingId)!;
    expect(entry).toMatchObject({
      kind: 'departure',
      amount: 1280,
      reason,
      error: `${DESK_MESSAGES.refundRefused} Motivo de PayPal: INVALID_RESOURCE_ID.`,
    });
    expect((queue.json() as PendingRefunds).count).toBeGreaterThanOrEqual(1);

    // Reintentar runs it now and says it failed again, with the provider's reason.
    const retried = await send('POST', `/api/admin/refunds/pending/${entry.id}/retry`);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toEqual({
      outcome: 'failed',
      message: REFUND_QUEUE_MESSAGES.failedAgain.replace('{reason}', entry.error!),
    });

    // Money given back in cash: bad input changes nothing; a valid one is recorded once and closes it.
    const tooMuch = await send('POST', `/api/admin/refunds/pending/${entry.id}/outside`, undefined, {
      amount: 2000,
      note: 'Efectivo en taquilla',
    });
    expect(tooMuch.statusCode).toBe(400);
    const noNote = await send('POST', `/api/admin/refunds/pending/${entry.id}/outside`, undefined, { amount: 1280, note: ' ' });
    expect(noNote.statusCode).toBe(400);
    expect((await bookingRow(bad.bookingId)).status).toBe('Pagada');
    const outside = await send('POST', `/api/admin/refunds/pending/${entry.id}/outside`, undefined, {
      amount: 1280,
      note: 'Efectivo en taquilla',
    });
    expect(outside.statusCode, outside.body).toBe(200);
    expect(outside.json()).toMatchObject({
      status: 'Reembolsada',
      outsideAmount: 1280,
      message: REFUND_QUEUE_MESSAGES.outsideRecorded,
    });
    const again = await send('POST', `/api/admin/refunds/pending/${entry.id}/outside`, undefined, {
      amount: 1280,
      note: 'Efectivo en taquilla',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(REFUND_QUEUE_MESSAGES.closed);
    const rows = await db().select().from(bookingRefunds).where(eq(bookingRefunds.booking_id, bad.bookingId));
    expect(rows.filter((r) => r.event_type === 'outside').map((r) => Number(r.amount))).toEqual([1280]);
    expect((await send('GET', '/api/admin/refunds/pending')).json().data.some((r: { id: string }) => r.id === entry.id)).toBe(
      false,
    );
    const audited = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.record_kind, 'booking'), eq(auditLog.record_id, bad.bookingId)));
    expect(audited.map((a) => a.action)).toEqual(expect.arrayContaining(['retry', 'refund']));
  });

  it('a trip’s departure: the trip goes to Cancelado and its bookings are refunded', async () => {
    const date = saturday(5);
    const trip = await insertRows(db()).trip({ departure_date: date, price_mxn: 3000 });
    const one = await paidBooking({ kind: 'trip', id: trip.id }, date);
    expect(
      (
        await send('POST', '/api/admin/departures/cancel', undefined, {
          kind: 'trip',
          id: trip.id,
          date: saturday(6),
          reason: 'x',
        })
      ).statusCode,
    ).toBe(400);
    const res = await send('POST', '/api/admin/departures/cancel', undefined, {
      kind: 'trip',
      id: trip.id,
      date,
      reason: 'Carretera cerrada',
    });
    expect(res.statusCode, res.body).toBe(202);
    expect((await db().select().from(trips).where(eq(trips.id, trip.id)))[0]!.status).toBe('Cancelado');
    await suite.t.app.jobs.runDue();
    expect((await bookingRow(one.bookingId)).status).toBe('Reembolsada');
  });

  it('is cancelled everywhere: a pending payment link is voided and refused, and Salidas and the manifest keep the record (issue 29 item 1)', async () => {
    const exp = await makeExperience({ price: 650 });
    const date = saturday(8);
    const item = { kind: 'experience' as const, id: exp.id };
    const paid = await paidBooking(item, date, 2);
    const sale = await send(
      'POST',
      '/api/admin/bookings/manual',
      undefined,
      withPeople({ contactName: 'Cliente Teléfono', ...item, date, passengers: 1, payment: { mode: 'link' } }),
    );
    expect(sale.statusCode, sale.body).toBe(201);
    const link = sale.json() as { id: string; reference: string; paymentPath: string };
    const token = encodeURIComponent(new URL(link.paymentPath, TEST_ORIGIN).searchParams.get('t')!);
    const page = async () => (await suite.t.app.inject({ url: `/api/pay/${link.reference}?t=${token}` })).json();
    expect(await page()).toMatchObject({ status: 'Pendiente', departureCancelled: false });

    const reason = 'Norte fuerte: capitanía cerró el puerto';
    const res = await send('POST', '/api/admin/departures/cancel', undefined, { ...item, date, reason });
    expect(res.statusCode, res.body).toBe(202);
    await suite.t.app.jobs.runDue();

    // The link's booking is void, its page says why, and paying it is refused before any order is made.
    expect(await bookingRow(link.id)).toMatchObject({ status: 'Cancelada', provider_order_id: null });
    const voidedEvents = await db().select().from(bookingEvents).where(eq(bookingEvents.booking_id, link.id));
    expect(voidedEvents.filter((e) => e.type === 'cancelled').map((e) => e.data)).toEqual([
      { by: 'departure', reason, actorRole: 'Coordinador' },
    ]);
    expect(await page()).toMatchObject({ status: 'Cancelada', departureCancelled: true });
    const order = await suite.t.app.inject({
      method: 'POST',
      url: `/api/pay/${link.reference}/order?t=${token}`,
      headers: { origin: TEST_ORIGIN },
    });
    expect(order.statusCode, order.body).toBe(409);
    expect(order.json().error.message).toBe(PAYMENT_MESSAGES.departureCancelled);
    expect((await bookingRow(paid.bookingId)).status).toBe('Reembolsada');

    // Salidas, read afresh after every booking was refunded, still lists the departure as cancelled: who, when, why.
    const list = await send('GET', `/api/admin/departures?from=${date}&days=1`, cookies.organizador);
    expect(list.statusCode, list.body).toBe(200);
    const listed = (list.json() as { data: Departure[] }).data.find((d) => d.itemId === exp.id);
    expect(listed?.cancelled).toMatchObject({ by: expect.any(String), reason });
    expect(Date.parse(listed!.cancelled!.at)).not.toBeNaN();
    const manifest = await send(
      'GET',
      `/api/admin/departures/manifest?kind=experience&id=${exp.id}&date=${date}`,
      cookies.organizador,
    );
    expect(manifest.statusCode, manifest.body).toBe(200);
    expect(manifest.json().departure.cancelled).toMatchObject({ reason });
    // An open departure says nothing of the kind.
    const other = await makeExperience({ price: 650 });
    await paidBooking({ kind: 'experience', id: other.id }, date, 1);
    const open = await send('GET', `/api/admin/departures?from=${date}&days=1`, cookies.organizador);
    expect((open.json() as { data: Departure[] }).data.find((d) => d.itemId === other.id)?.cancelled).toBeNull();
  });

  it('refuses a departure in the past', async () => {
    const exp = await makeExperience();
    const res = await send('POST', '/api/admin/departures/cancel', undefined, {
      kind: 'experience',
      id: exp.id,
      date: '2020-01-04',
      reason: 'Tarde',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(DEPARTURE_CANCEL_MESSAGES.pastDate);
    expect(todayInMexico() > '2020-01-04').toBe(true);
  });
});

// A real server process killed (SIGKILL) in the middle of a cancelled departure's 20 refunds,
// then started again: every booking is refunded exactly once. PayPal is a stand-in served by
// this test process (PAYPAL_API_URL), so it outlives the killed server, as PayPal would; it
// holds the 8th refund until the server is dead and then carries it out — the answer the
// server never heard.
describe('a crash in the middle of a cancelled departure', () => {
  const BOOKINGS = 20;
  const HOLD_AT = 8;
  let paypal: FastifyInstance;
  let paypalStandIn: StandIn;
  let heldRelease: () => void = () => {};
  let refundCalls = 0;
  let heldNow: () => void = () => {};
  const held = new Promise<void>((resolve) => (heldNow = resolve));

  beforeAll(async () => {
    paypal = Fastify();
    // What the stand-in reads of the app it is mounted in (its approval route's origin check).
    paypal.decorate('config', { NODE_ENV: 'test', PUBLIC_URL: 'http://127.0.0.1:9', publicUrl: 'http://127.0.0.1:9' } as never);
    paypal.addHook('onRequest', async (request) => {
      if (!/\/v2\/payments\/captures\/[^/]+\/refund$/.test(request.url)) return;
      if (++refundCalls !== HOLD_AT) return;
      const release = new Promise<void>((resolve) => (heldRelease = resolve));
      heldNow();
      await release;
    });
    paypalStandIn = createStandIn({ secret: 'x'.repeat(48), publicUrl: 'http://127.0.0.1:9', payerFor: async () => null });
    await paypal.register(paypalStandIn.routes);
    await paypal.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    heldRelease();
    await cleanUpProcesses();
    await paypal?.close();
  }, 60_000);

  it('refunds each of 20 bookings exactly once across a SIGKILL and a restart', async () => {
    // An installed site with the demo accounts, copied from the template.
    const { dataDir, databaseUrl } = await fromTemplate({ demoData: true });
    const env = {
      PAYPAL_CLIENT_ID: paypalStandIn.clientId,
      PAYPAL_CLIENT_SECRET: paypalStandIn.clientSecret,
      PAYPAL_API_URL: `http://127.0.0.1:${(paypal.server.address() as AddressInfo).port}${STANDIN_PREFIX}`,
      JOBS_POLL_MS: '100',
      JOBS_LEASE_MS: '3000',
    };
    // An experience with room for everyone, added before the server starts (PGlite: one process per folder).
    let sql = await openSql({ dataDir, databaseUrl });
    const [exp] = await sql.query<{ id: string }>(
      `insert into experiences (name, slug, price, max_capacity, status) values ($1, $2, 650, 60, 'Público') returning id`,
      [`Salida cancelada ${unique()}`, `salida-cancelada-${unique().toLowerCase()}`],
    );
    await sql.close();
    const expId = exp!.id;
    const date = saturday(2);

    let server = await startServer({ dataDir, databaseUrl, demoData: true, env });
    const paid: { orderId: string; bookingId: string; email: string }[] = [];
    for (let i = 0; i < BOOKINGS; i++) {
      const buyer = new Client(server.url);
      const email = `caida.${i}.${unique().toLowerCase()}@example.com`;
      const order = await buyer.call(
        'POST',
        '/api/payments/orders',
        withPeople({ kind: 'experience', id: expId, date, passengers: 1, contactEmail: email }),
      );
      expect(order.status, JSON.stringify(order.body)).toBe(201);
      paypalStandIn.approve(order.body.orderId);
      const captured = await buyer.call('POST', `/api/payments/orders/${order.body.orderId}/capture`);
      expect(captured.status, JSON.stringify(captured.body)).toBe(200);
      paid.push({ orderId: order.body.orderId, bookingId: order.body.bookingId, email });
    }

    const staff = await new Client(server.url).signIn('coordinador@example.com');
    const cancel = await staff.call('POST', '/api/admin/departures/cancel', {
      kind: 'experience',
      id: expId,
      date,
      reason: 'Huracán en la costa',
    });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(202);
    expect(cancel.body).toMatchObject({ bookings: BOOKINGS, total: BOOKINGS * 650 });
    const batch = cancel.body.batch as string;

    // The 8th refund is at PayPal: the server dies waiting for its answer, then PayPal does it.
    await held;
    expect(await stopServer(server, 'SIGKILL')).toMatchObject({ signal: 'SIGKILL' });
    heldRelease();

    server = await startServer({ dataDir, databaseUrl, demoData: true, env });
    const again = staff.on(server.url);
    await expect
      .poll(async () => (await again.call('GET', `/api/admin/departures/cancel/${batch}`)).body, {
        timeout: 60_000,
        interval: 250,
      })
      .toMatchObject({ refunded: BOOKINGS, failed: 0, inProgress: 0, finished: true });

    // PayPal: one full refund per capture, the held one included.
    for (const p of paid) {
      const refunds = paypalStandIn.inspect(p.orderId)?.purchase_units?.[0]?.payments?.refunds ?? [];
      expect(refunds, p.bookingId).toHaveLength(1);
      expect(refunds[0]!.amount).toMatchObject({ value: '650.00' });
    }
    expect(refundCalls).toBeGreaterThan(BOOKINGS); // the held one was asked again, under its request id
    await stopServer(server);
    sql = await openSql({ dataDir, databaseUrl });
    try {
      const rows = await sql.query<{ booking_id: string; status: string; refunded_amount: string; refunds: string }>(
        `select b.id as booking_id, b.status, b.refunded_amount::text, count(r.id)::text as refunds
           from bookings b left join booking_refunds r on r.booking_id = b.id
          where b.experience_id = $1 group by b.id`,
        [expId],
      );
      expect(rows).toHaveLength(BOOKINGS);
      for (const r of rows) expect(r).toMatchObject({ status: 'Reembolsada', refunded_amount: '650.00', refunds: '1' });
    } finally {
      await sql.close();
    }
    // Each traveller told once (the e-mails of both runs are in the one DATA_DIR).
    const told = outbox(dataDir).filter((m) => m.subject.startsWith('Reembolso'));
    for (const p of paid) expect(told.filter((m) => m.to[0]?.address === p.email)).toHaveLength(1);
  }, 300_000);
});
