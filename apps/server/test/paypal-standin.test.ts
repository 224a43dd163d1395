import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '@hv/shared';
import { createPayPalClient, type PayPalClient } from '../src/modules/payment-providers/paypal/paypal-client.ts';
import type { StandIn } from '../src/standins/paypal/standin.ts';
import { createTestApp, signIn, TEST_ORIGIN, type TestApp } from './helpers.ts';
import { saturday } from './dates.ts';
import { paymentHelpers } from './payment-helpers.ts';

// The stand-in's PayPal side, end to end through the site (issue 14 item 4): the webhook events
// it sends when a capture completes, stays pending, is denied, refunded or reversed reach
// /api/payments/webhook signed, are verified there and settle the booking; Payments v2 (get a
// capture, refund it) through our client; the approval page its orders link to; its test
// controls. What the events look like is paypal-contract.test.ts's business.

let t: TestApp;
let standIn: StandIn;
let paypal: PayPalClient;
let viajero: string;
beforeAll(async () => {
  t = await createTestApp({ demoData: true });
  standIn = t.app.paypalStandIn!;
  paypal = createPayPalClient({
    baseUrl: `${TEST_ORIGIN}/paypal-standin`,
    clientId: standIn.clientId,
    clientSecret: standIn.clientSecret,
    fetch: standIn.fetchVia(t.app),
  });
  viajero = await signIn(t.app, 'viajero@example.com', 'demo1234');
});
afterAll(() => t?.close());

const { makeExperience, createOrder, approve, capture, bookingRow, seedsOf, mailTo } = paymentHelpers(() => t, {
  ipBlock: '10.14',
});

/** A traveller's approved order for a 1 450 MXN experience. */
async function approvedOrder() {
  const exp = await makeExperience({ price: 1450 });
  const res = await createOrder({ kind: 'experience', id: exp.id, date: saturday(), passengers: 1 }, viajero);
  expect(res.statusCode, res.body).toBe(201);
  const order = res.json() as { orderId: string; bookingId: string };
  expect((await approve(order.orderId, viajero)).statusCode).toBe(200);
  return order;
}

const captureIdOf = (orderId: string) => standIn.inspect(orderId)!.purchase_units![0]!.payments!.captures![0]!.id;

/** The site's answers to the events sent so far for this capture (its own events or its refunds'), in order. */
async function eventsFor(captureId: string) {
  await standIn.webhooksSettled();
  return standIn
    .webhookDeliveries()
    .filter((d) => {
      const r = d.event.resource as { id: string; links: { rel: string; href: string }[] };
      return r.id === captureId || r.links.some((l) => l.rel === 'up' && l.href.endsWith(`/captures/${captureId}`));
    })
    .map((d) => [d.event.event_type, d.status]);
}

describe('webhooks from the stand-in', () => {
  it('pays a capture PayPal left pending once PayPal completes it (PENDING, then COMPLETED)', async () => {
    const order = await approvedOrder();
    const seedsBefore = await seedsOf('viajero@example.com');
    standIn.tamper(order.orderId, { captureStatus: 'PENDING' });
    const res = await capture(order.orderId, viajero);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe(PAYMENT_MESSAGES.capturePending);
    const captureId = captureIdOf(order.orderId);
    expect(await eventsFor(captureId)).toEqual([['PAYMENT.CAPTURE.PENDING', 200]]);
    expect(await bookingRow(order.bookingId)).toMatchObject({ status: 'Pendiente', provider_capture_id: captureId });

    standIn.settleCapture(captureId, 'COMPLETED');
    expect(await eventsFor(captureId)).toEqual([
      ['PAYMENT.CAPTURE.PENDING', 200],
      ['PAYMENT.CAPTURE.COMPLETED', 200],
    ]);
    expect(await bookingRow(order.bookingId)).toMatchObject({ status: 'Pagada', provider_capture_id: captureId });
    expect(await seedsOf('viajero@example.com')).toBe(seedsBefore + 50);
    expect((await mailTo('ana.prueba@example.com', 'Reserva confirmada')).text).toContain('1,450.00');
    const mine = await t.app.inject({ url: '/api/profile/bookings', headers: { cookie: viajero } });
    expect(mine.json().data.find((b: { id: string }) => b.id === order.bookingId)).toMatchObject({ status: 'Pagada' });
  });

  it('never pays a pending capture PayPal denies (PENDING, then DENIED)', async () => {
    const order = await approvedOrder();
    standIn.tamper(order.orderId, { captureStatus: 'PENDING' });
    expect((await capture(order.orderId, viajero)).statusCode).toBe(422);
    const captureId = captureIdOf(order.orderId);
    standIn.settleCapture(captureId, 'DECLINED');
    expect(await eventsFor(captureId)).toEqual([
      ['PAYMENT.CAPTURE.PENDING', 200],
      ['PAYMENT.CAPTURE.DENIED', 200],
    ]);
    expect(standIn.inspectCapture(captureId)).toMatchObject({ status: 'DECLINED' });
    expect((await bookingRow(order.bookingId)).status).toBe('Pendiente');
  });

  it('tells the site about a capture completed at once, which pays nothing twice', async () => {
    const order = await approvedOrder();
    const seedsBefore = await seedsOf('viajero@example.com');
    const res = await capture(order.orderId, viajero);
    expect(res.statusCode, res.body).toBe(200);
    expect(await eventsFor(captureIdOf(order.orderId))).toEqual([['PAYMENT.CAPTURE.COMPLETED', 200]]);
    expect(await bookingRow(order.bookingId)).toMatchObject({ status: 'Pagada' });
    expect(await seedsOf('viajero@example.com')).toBe(seedsBefore + 50);
  });

  it('records a partial and then a full refund made through Payments v2 (REFUNDED twice)', async () => {
    const order = await approvedOrder();
    expect((await capture(order.orderId, viajero)).statusCode).toBe(200);
    const captureId = captureIdOf(order.orderId);

    const part = await paypal.refundCapture(captureId, {
      requestId: `hv-refund-${order.bookingId}-1`,
      amount: { currency_code: 'MXN', value: '450.00' },
      note: 'Reembolso parcial',
    });
    expect(part).toMatchObject({
      status: 'COMPLETED',
      amount: { currency_code: 'MXN', value: '450.00' },
      seller_payable_breakdown: { total_refunded_amount: { currency_code: 'MXN', value: '450.00' } },
    });
    expect(await paypal.getCapture(captureId)).toMatchObject({ status: 'PARTIALLY_REFUNDED' });
    expect(await eventsFor(captureId)).toEqual([
      ['PAYMENT.CAPTURE.COMPLETED', 200],
      ['PAYMENT.CAPTURE.REFUNDED', 200],
    ]);
    const partly = await bookingRow(order.bookingId);
    expect(partly.status).toBe('Pagada');
    expect(Number(partly.refunded_amount)).toBe(450);

    // The same request again refunds nothing more.
    const again = await paypal.refundCapture(captureId, {
      requestId: `hv-refund-${order.bookingId}-1`,
      amount: { currency_code: 'MXN', value: '450.00' },
      note: 'Reembolso parcial',
    });
    expect(again.id).toBe(part.id);

    const rest = await paypal.refundCapture(captureId, { requestId: `hv-refund-${order.bookingId}-2`, note: 'Reembolso' });
    expect(rest).toMatchObject({
      amount: { value: '1000.00' },
      seller_payable_breakdown: { total_refunded_amount: { value: '1450.00' } },
    });
    expect(await paypal.getCapture(captureId)).toMatchObject({ status: 'REFUNDED' });
    expect((await eventsFor(captureId)).map(([type]) => type)).toEqual([
      'PAYMENT.CAPTURE.COMPLETED',
      'PAYMENT.CAPTURE.REFUNDED',
      'PAYMENT.CAPTURE.REFUNDED',
    ]);
    const refunded = await bookingRow(order.bookingId);
    expect(refunded.status).toBe('Reembolsada');
    expect(Number(refunded.refunded_amount)).toBe(1450);
  });

  it('records a reversal (REVERSED) of what the capture still held', async () => {
    const order = await approvedOrder();
    expect((await capture(order.orderId, viajero)).statusCode).toBe(200);
    const captureId = captureIdOf(order.orderId);
    const reversal = standIn.reverseCapture(captureId);
    expect(reversal).toMatchObject({ amount: { value: '1450.00' }, status: 'COMPLETED' });
    expect(await eventsFor(captureId)).toEqual([
      ['PAYMENT.CAPTURE.COMPLETED', 200],
      ['PAYMENT.CAPTURE.REVERSED', 200],
    ]);
    expect(await bookingRow(order.bookingId)).toMatchObject({ status: 'Reembolsada' });
  });
});

describe("the stand-in's buyer side and test controls", () => {
  it("leads an order's payer-action link to an approval page whose form approves as the signed-in traveller", async () => {
    const exp = await makeExperience();
    const order = (await createOrder({ kind: 'experience', id: exp.id, date: saturday(), passengers: 2 }, viajero)).json();
    const link = (await paypal.getOrder(order.orderId)).links?.find((l) => l.rel === 'payer-action');
    expect(link).toMatchObject({ method: 'GET' });
    const url = new URL(link!.href);
    expect(url.origin).toBe(TEST_ORIGIN);

    const page = await t.app.inject({ url: url.pathname + url.search, headers: { cookie: viajero } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Aprueba tu pago');
    expect(page.body).toContain('2900.00 MXN');
    const action = /<form method="post" action="([^"]+)"/.exec(page.body)![1]!;

    const sent = await t.app.inject({
      method: 'POST',
      url: action,
      headers: { origin: TEST_ORIGIN, cookie: viajero, 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe(link!.href);
    expect(standIn.inspect(order.orderId)).toMatchObject({ status: 'APPROVED', payer: { email_address: 'viajero@example.com' } });
    expect((await t.app.inject({ url: url.pathname + url.search })).body).toContain('Pago aprobado');
    expect((await t.app.inject('/paypal-standin/checkoutnow?token=NOSUCHORDER')).statusCode).toBe(404);
  });

  it('lets only the holder of its client credentials steer captures over HTTP', async () => {
    const order = await approvedOrder();
    const basic = `Basic ${Buffer.from(`${standIn.clientId}:${standIn.clientSecret}`).toString('base64')}`;
    const control = (path: string, auth?: string, payload?: object) =>
      t.app.inject({
        method: 'POST',
        url: `/paypal-standin/test-controls${path}`,
        headers: { 'content-type': 'application/json', ...(auth ? { authorization: auth } : {}) },
        payload: JSON.stringify(payload ?? {}),
      });
    const pending = { status: 'PENDING' };
    expect((await control(`/orders/${order.orderId}/next-capture`, undefined, pending)).statusCode).toBe(401);
    expect(
      (await control(`/orders/${order.orderId}/next-capture`, 'Basic aHYtc3RhbmRpbi1jbGllbnQ6eA==', pending)).statusCode,
    ).toBe(401);
    expect((await control(`/orders/${order.orderId}/next-capture`, basic, { status: 'REFUNDED' })).statusCode).toBe(400);
    expect((await control(`/orders/${order.orderId}/next-capture`, basic, pending)).statusCode).toBe(200);

    expect((await capture(order.orderId, viajero)).statusCode).toBe(422);
    const captureId = captureIdOf(order.orderId);
    expect((await control(`/captures/${captureId}/reverse`, basic)).statusCode).toBe(422);
    expect((await control(`/captures/${captureId}/complete`)).statusCode).toBe(401);
    const completed = await control(`/captures/${captureId}/complete`, basic);
    expect(completed.statusCode).toBe(200);
    expect(completed.json()).toMatchObject({ id: captureId, status: 'COMPLETED' });
    expect(await eventsFor(captureId)).toEqual([
      ['PAYMENT.CAPTURE.PENDING', 200],
      ['PAYMENT.CAPTURE.COMPLETED', 200],
    ]);
    expect((await bookingRow(order.bookingId)).status).toBe('Pagada');
  });
});
