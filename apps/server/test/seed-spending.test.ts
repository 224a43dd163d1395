import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TravellerType } from '@hv/shared';
import { auditLog, bookingRefunds, seedsLedger, user } from '../src/db/schema.ts';
import { bookingReference } from '@hv/shared';
import { createTestApp, signIn, TEST_ORIGIN, type TestApp } from './helpers.ts';
import { saturday } from './dates.ts';
import { paymentHelpers } from './payment-helpers.ts';

// Issue 32, fifth bullet: seeds a signed-in traveller spends at checkout, taken in the settle
// transaction and given back in proportion by refunds (docs/decisions/0234-spending-seeds.md).

let t: TestApp;
let viajero: string;
let coordinador: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ demoData: true });
  viajero = await signIn(t.app, 'viajero@example.com', 'demo1234');
  coordinador = await signIn(t.app, 'coordinador@example.com', 'demo1234');
  admin = await signIn(t.app, 'admin@example.com', 'demo1234');
});
afterAll(() => t?.close());

const h = paymentHelpers(() => t, { ipBlock: '10.34', coupon: { quantity: 50 } });
const { db, makeExperience, makeCoupon, seedsOf, bookingRow } = h;

const send = (method: 'PUT' | 'POST' | 'GET', url: string, cookie: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { origin: TEST_ORIGIN, cookie, ...(payload ? { 'content-type': 'application/json' } : {}) },
    ...(payload ? { payload } : {}),
  });
const setSeeds = (seeds: number) => db().update(user).set({ seeds }).where(eq(user.email, 'viajero@example.com'));
const spendRows = (bookingId: string) => db().select().from(seedsLedger).where(eq(seedsLedger.booking_id, bookingId));

const type = (id: string, name: string, price: number, takesPlace: boolean): TravellerType => ({
  id,
  name,
  nameEn: null,
  price,
  minAge: null,
  maxAge: null,
  takesPlace,
  sortOrder: 0,
});
const family = [
  { typeId: 'adulto', count: 2 },
  { typeId: 'nino', count: 1 },
  { typeId: 'infante', count: 1 },
];

describe('spending seeds', () => {
  it('staff set the value, the share and on/off in Programa de Recompensas, audited; only the Administrador changes it', async () => {
    expect((await send('GET', '/api/admin/settings/seeds', coordinador)).json()).toEqual({
      enabled: false,
      valueMxn: 1,
      maxSharePercent: 50,
    });
    expect(
      (await send('PUT', '/api/admin/settings/seeds', coordinador, { enabled: true, valueMxn: 1, maxSharePercent: 50 }))
        .statusCode,
    ).toBe(403);
    const res = await send('PUT', '/api/admin/settings/seeds', admin, { enabled: true, valueMxn: 1, maxSharePercent: 50 });
    expect(res.statusCode, res.body).toBe(200);
    const [line] = await db().select().from(auditLog).where(eq(auditLog.record_id, 'seeds')).orderBy(desc(auditLog.at)).limit(1);
    expect(line).toMatchObject({ action: 'create', after: { enabled: true, valueMxn: 1, maxSharePercent: 50 } });
  });

  it('anyone reads the settings the checkout and /semillas say (GET /api/payments/seeds); nobody changes them there', async () => {
    await send('PUT', '/api/admin/settings/seeds', admin, { enabled: true, valueMxn: 0.5, maxSharePercent: 30 });
    const open = await t.app.inject({ url: '/api/payments/seeds' });
    expect(open.statusCode).toBe(200);
    expect(open.json()).toEqual({ enabled: true, valueMxn: 0.5, maxSharePercent: 30 });
    await send('PUT', '/api/admin/settings/seeds', admin, { enabled: false, valueMxn: 1, maxSharePercent: 50 });
    expect((await t.app.inject({ url: '/api/payments/seeds' })).json()).toEqual({
      enabled: false,
      valueMxn: 1,
      maxSharePercent: 50,
    });
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/payments/seeds',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: { enabled: true, valueMxn: 1, maxSharePercent: 100 },
    });
    expect(put.statusCode).toBe(404);
  });

  it('2 adults + 1 child + 1 infant with a coupon and seeds, refunded partly then fully: money and seeds back exactly', async () => {
    await send('PUT', '/api/admin/settings/seeds', admin, { enabled: true, valueMxn: 1, maxSharePercent: 50 });
    await setSeeds(1000);
    const item = await makeExperience({
      name: 'Ballenas con semillas',
      price: 1450,
      max_capacity: 5,
      traveller_types: [
        type('adulto', 'Adulto', 1450, true),
        { ...type('nino', 'Niño (3 a 11 años)', 1000.5, true), sortOrder: 1 },
        { ...type('infante', 'Infante (0 a 2)', 0, false), sortOrder: 2 },
      ],
    });
    const coupon = await makeCoupon({ discount_percentage: 15 });
    const checkout = {
      kind: 'experience',
      id: item.id,
      date: saturday(2),
      passengers: 4,
      travellers: family,
      couponCode: coupon.code,
    };
    // Signed out, seeds are not spent whatever the client asks.
    const signedOut = (await h.post('/api/payments/quote', { ...checkout, useSeeds: true })).json();
    expect(signedOut).toMatchObject({ amount: 3315.42 });
    expect(signedOut.seedsSpent).toBeUndefined();
    // Signed in, the quote shows the seeds line the form prints.
    expect((await h.post('/api/payments/quote', { ...checkout, useSeeds: true }, viajero)).json()).toMatchObject({
      seedsSpent: 1000,
      seedsAmount: 1000,
      amount: 2315.42,
    });
    const { bookingId } = await h.payBooking({
      item: { kind: 'experience', id: item.id },
      date: saturday(2),
      passengers: 4,
      travellers: family,
      couponCode: coupon.code,
      // Only whether to spend: the server decides how many.
      useSeeds: true,
      contactEmail: 'viajero@example.com',
      cookie: viajero,
    });
    // 3 315.42 after the coupon; at most 50 % → 1 657 seeds, but the balance is 1 000: 1 000 MXN off.
    expect(await bookingRow(bookingId)).toMatchObject({
      status: 'Pagada',
      seeds_spent: 1000,
      seeds_amount: 1000,
      amount: 2315.42,
    });
    // 1 000 spent in a `spend` row; 100 earned on the 2 315.42 paid with money (4 blocks of 500), none on the seeds part.
    expect(await seedsOf('viajero@example.com')).toBe(100);
    expect((await spendRows(bookingId)).map((r) => [r.reason, r.delta]).sort()).toEqual([
      ['booking', 100],
      ['spend', -1000],
    ]);

    // The child leaves: 1 000.50 of the 2 315.42 paid comes back, and that share of the seeds spent.
    const partial = await send('POST', `/api/admin/bookings/${bookingId}/refund`, coordinador, {
      amount: 1000.5,
      reason: 'El niño no viaja',
      removePassengers: ['Pasajero 3 Prueba'],
    });
    expect(partial.statusCode, partial.body).toBe(200);
    expect(await bookingRow(bookingId)).toMatchObject({ status: 'Pagada', refunded_amount: 1000.5, passengers: 2 });
    // floor(1 000 × 1 000.50 / 2 315.42) = 432 back; earned seeds kept on 1 314.92 → 50 (50 taken back).
    expect(await seedsOf('viajero@example.com')).toBe(100 + 432 - 50);
    // One ledger row for this refund.
    expect((await spendRows(bookingId)).filter((r) => r.reason.startsWith('spend-back:'))).toHaveLength(1);
    // Its e-mail says the seeds it gave back beside the money.
    const partialMail = await h.mailTo('viajero@example.com', 'Reembolso de tu reserva');
    expect(partialMail.text).toContain('- 432 semillas de vuelta en tu saldo.');

    const rest = await send('POST', `/api/admin/bookings/${bookingId}/refund`, coordinador, {
      amount: 1314.92,
      reason: 'Se canceló',
    });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(await bookingRow(bookingId)).toMatchObject({ status: 'Reembolsada', refunded_amount: 2315.42 });
    // Everything back: the 1 000 spent, nothing earned left.
    expect(await seedsOf('viajero@example.com')).toBe(1000);
  });

  it('two checkouts spending the same seeds at once: one is paid, the other refused in Spanish and nothing is spent for it', async () => {
    await send('PUT', '/api/admin/settings/seeds', admin, { enabled: true, valueMxn: 1, maxSharePercent: 100 });
    await setSeeds(300);
    const item = await makeExperience({ name: 'Cenote con semillas', price: 300, max_capacity: 10 });
    const body = {
      kind: 'experience',
      id: item.id,
      date: saturday(4),
      passengers: 1,
      useSeeds: true,
      contactEmail: 'viajero@example.com',
    };
    const [a, b] = await Promise.all([h.payWithGiftCard(body, viajero), h.payWithGiftCard(body, viajero)]);
    const codes = [a.statusCode, b.statusCode].sort();
    expect(codes, `${a.body} ${b.body}`).toEqual([201, 422]);
    const refused = a.statusCode === 422 ? a : b;
    expect(refused.json().error.message).toBe(
      'Ya no tienes las semillas con las que se calculó tu pago. No se hizo ningún cargo; inténtalo de nuevo para recalcularlo.',
    );
    expect(await seedsOf('viajero@example.com')).toBe(0);
    const spent = await db()
      .select()
      .from(seedsLedger)
      .where(and(eq(seedsLedger.reason, 'spend'), eq(seedsLedger.delta, -300)));
    expect(spent).toHaveLength(1);
  });

  it('two provider checkouts planning the same seeds: the second capture is refused before any money moves', async () => {
    await send('PUT', '/api/admin/settings/seeds', admin, { enabled: true, valueMxn: 1, maxSharePercent: 50 });
    await setSeeds(300);
    const item = await makeExperience({ name: 'Cenote con semillas 2', price: 600, max_capacity: 10 });
    const body = {
      kind: 'experience',
      id: item.id,
      date: saturday(5),
      passengers: 1,
      useSeeds: true,
      contactEmail: 'viajero@example.com',
    };
    const one = (await h.createOrder(body, viajero)).json() as {
      orderId: string;
      bookingId: string;
      seedsSpent: number;
      amount: number;
    };
    const two = (await h.createOrder(body, viajero)).json() as { orderId: string; bookingId: string; seedsSpent: number };
    expect(one).toMatchObject({ seedsSpent: 300, amount: 300 });
    expect(two.seedsSpent).toBe(300);
    await h.approve(one.orderId, viajero);
    await h.approve(two.orderId, viajero);
    const [a, b] = await Promise.all([h.capture(one.orderId, viajero), h.capture(two.orderId, viajero)]);
    expect([a.statusCode, b.statusCode].sort(), `${a.body} ${b.body}`).toEqual([200, 422]);
    const refused = a.statusCode === 422 ? a : b;
    expect(refused.json().error.message).toBe(
      'Ya no tienes las semillas con las que se calculó tu pago. No se hizo ningún cargo; inténtalo de nuevo para recalcularlo.',
    );
    // Refused at the capture's first step: the provider never captured its money.
    const refusedId = a.statusCode === 422 ? one.bookingId : two.bookingId;
    expect(await bookingRow(refusedId)).toMatchObject({ status: 'Pendiente', provider_capture_id: null });
    // 300 spent once; 0 earned on the 300 paid with money (less than a block of 500).
    expect(await seedsOf('viajero@example.com')).toBe(0);
  });

  it('a booking paid with seeds alone, cancelled by the traveller: every seed back, once, through the one refund path', async () => {
    await send('PUT', '/api/admin/settings/seeds', admin, { enabled: true, valueMxn: 1, maxSharePercent: 100 });
    await setSeeds(500);
    const item = await makeExperience({
      name: 'Cenote sólo con semillas',
      price: 400,
      max_capacity: 10,
      free_cancellation_hours: 48,
    });
    const paid = await h.payWithGiftCard(
      {
        kind: 'experience',
        id: item.id,
        date: saturday(6),
        passengers: 1,
        useSeeds: true,
        contactEmail: 'viajero@example.com',
      },
      viajero,
    );
    expect(paid.statusCode, paid.body).toBe(201);
    const bookingId = (paid.json() as { booking: { id: string } }).booking.id;
    expect(await bookingRow(bookingId)).toMatchObject({
      status: 'Pagada',
      seeds_spent: 400,
      seeds_amount: 400,
      amount: 0,
      gift_card_amount: 0,
    });
    expect(await seedsOf('viajero@example.com')).toBe(100);

    const reference = bookingReference(bookingId);
    // The voucher and the confirmation e-mail say the seeds' line, as they say a gift card's.
    const voucher = (await send('GET', `/api/bookings/${reference}`, viajero)).json();
    expect(voucher).toMatchObject({ seedsSpent: 400, seedsAmount: 400, giftCardAmount: 0, paypalAmount: 0, total: 0 });
    // `Mis reservas` says the seeds beside the $0.00 of money.
    const mine = (await send('GET', '/api/profile/bookings', viajero)).json() as {
      data: { id: string; amount: number; seedsSpent?: number }[];
    };
    expect(mine.data.find((b) => b.id === bookingId)).toMatchObject({ amount: 0, seedsSpent: 400 });
    const mail = await h.mailTo('viajero@example.com', reference);
    expect(mail.text).toContain('Pagado con semillas (400 semillas): $400.00');
    expect(mail.text).not.toContain('Pagado con gift card');
    const cancel = () => send('POST', `/api/bookings/${reference}/cancel`, viajero);
    const cancelled = await cancel();
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await bookingRow(bookingId)).toMatchObject({ status: 'Reembolsada', refunded_amount: 0 });
    // The 400 spent are back: no money moved, one refund row of 0 and one `spend-back:<refund>` row.
    expect(await seedsOf('viajero@example.com')).toBe(500);
    const rows = await spendRows(bookingId);
    expect(rows.filter((r) => r.reason.startsWith('spend-back:')).map((r) => r.delta)).toEqual([400]);
    const refunds = await db().select().from(bookingRefunds).where(eq(bookingRefunds.booking_id, bookingId));
    expect(refunds.map((r) => [r.event_type, r.amount])).toEqual([['seeds only', 0]]);
    // The refund e-mail names the seeds, not $0.00.
    const refundMail = await h.mailTo('viajero@example.com', `Reembolso de tu reserva ${reference}: 400 semillas`);
    expect(refundMail.text).toContain(`Te devolvimos 400 semillas de tu reserva ${reference}`);
    expect(refundMail.text).toContain('- 400 semillas de vuelta en tu saldo.');

    // Asked again: refused as not paid, and nothing more comes back.
    expect((await cancel()).statusCode).not.toBe(200);
    expect(await seedsOf('viajero@example.com')).toBe(500);
    expect((await spendRows(bookingId)).filter((r) => r.reason.startsWith('spend-back:'))).toHaveLength(1);
  });

  it('a booking paid with seeds alone on a departure staff cancel: cancelled too, every seed back once, the traveller told', async () => {
    await send('PUT', '/api/admin/settings/seeds', admin, { enabled: true, valueMxn: 1, maxSharePercent: 100 });
    await setSeeds(300);
    const item = await makeExperience({ name: 'Cenote cancelado con semillas', price: 250, max_capacity: 10 });
    const date = saturday(7);
    const paid = await h.payWithGiftCard(
      { kind: 'experience', id: item.id, date, passengers: 1, useSeeds: true, contactEmail: 'viajero@example.com' },
      viajero,
    );
    expect(paid.statusCode, paid.body).toBe(201);
    const bookingId = (paid.json() as { booking: { id: string } }).booking.id;
    expect(await seedsOf('viajero@example.com')).toBe(50);

    // Nothing of money to give back, but the booking is on the departure all the same (decision 0238).
    const preview = await send(
      'GET',
      `/api/admin/departures/cancel/preview?kind=experience&id=${item.id}&date=${date}`,
      coordinador,
    );
    expect(preview.json()).toMatchObject({ bookings: 1, total: 0 });
    const cancel = () =>
      send('POST', '/api/admin/departures/cancel', coordinador, {
        kind: 'experience',
        id: item.id,
        date,
        reason: 'Norte fuerte',
      });
    const res = await cancel();
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toMatchObject({ bookings: 1, total: 0 });
    await t.app.jobs.runDue();
    expect(await bookingRow(bookingId)).toMatchObject({ status: 'Reembolsada', refunded_amount: 0 });
    expect(await seedsOf('viajero@example.com')).toBe(300);
    const mail = await h.mailTo('viajero@example.com', 'Reembolso de tu reserva');
    expect(mail.text).toContain('Norte fuerte');

    // A second cancellation and another run of the jobs give nothing twice.
    await cancel();
    await t.app.jobs.runDue();
    expect(await seedsOf('viajero@example.com')).toBe(300);
    expect((await spendRows(bookingId)).filter((r) => r.reason.startsWith('spend-back:'))).toHaveLength(1);
  });

  it('staff cancel a booking paid with seeds alone at the desk with a refund of 0: seeds back once; 0 is refused for any other booking', async () => {
    await send('PUT', '/api/admin/settings/seeds', admin, { enabled: true, valueMxn: 1, maxSharePercent: 100 });
    await setSeeds(200);
    const item = await makeExperience({ name: 'Cenote del mostrador con semillas', price: 200, max_capacity: 10 });
    const paid = await h.payWithGiftCard(
      { kind: 'experience', id: item.id, date: saturday(8), passengers: 1, useSeeds: true, contactEmail: 'viajero@example.com' },
      viajero,
    );
    expect(paid.statusCode, paid.body).toBe(201);
    const bookingId = (paid.json() as { booking: { id: string } }).booking.id;
    expect(await seedsOf('viajero@example.com')).toBe(0);
    const detail = await send('GET', `/api/admin/bookings/${bookingId}`, coordinador);
    expect(detail.json()).toMatchObject({ refundable: 0, seedsSpent: 200, seedsAmount: 200 });

    const refund = (id: string, amount: number) =>
      send('POST', `/api/admin/bookings/${id}/refund`, coordinador, { amount, reason: 'Se enfermó' });
    const res = await refund(bookingId, 0);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Reembolsada', amount: 0 });
    expect(await seedsOf('viajero@example.com')).toBe(200);
    // The desk's history says how it was paid and what went back: seeds, not a coupon nor PayPal.
    const labels = (
      (await send('GET', `/api/admin/bookings/${bookingId}`, coordinador)).json() as { events: { label: string }[] }
    ).events.map((e) => e.label);
    expect(labels).toContain('Pagada con semillas (200)');
    expect(labels.some((l) => l.startsWith('Cancelada sin dinero que devolver: 200 semillas de vuelta al viajero'))).toBe(true);
    expect((await refund(bookingId, 0)).statusCode).toBe(409);
    expect(await seedsOf('viajero@example.com')).toBe(200);

    // A booking paid with money: 0 is no refund, refused in Spanish under the amount, nothing changes.
    const money = await h.payBooking({
      item: { kind: 'experience', id: item.id },
      date: saturday(8),
      contactEmail: 'otra@example.com',
      cookie: undefined,
    });
    const zero = await refund(money.bookingId, 0);
    expect(zero.statusCode).toBe(400);
    expect(zero.json().error.fields.amount).toBe('Escribe un monto mayor que $0.00, con hasta dos decimales.');
    expect(await bookingRow(money.bookingId)).toMatchObject({ status: 'Pagada', refunded_amount: 0 });
  });
});
