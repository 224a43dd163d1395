import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { bookingReference, DESK_MESSAGES, PAYMENT_MESSAGES } from '@hv/shared';
import { bookings } from '../src/db/schema.ts';
import type { MercadoPagoStandIn } from '../src/standins/mercadopago/standin.ts';
import { createTestApp, signIn, TEST_ORIGIN, type TestApp } from './helpers.ts';
import { saturday } from './dates.ts';
import { outbox } from './hostile-helpers.ts';
import { paymentHelpers, withPeople } from './payment-helpers.ts';
import { insertRows } from '../src/db/factories.ts';

// Issue 31, "payment links can be paid with Mercado Pago" (decision 0223): a manual sale's link
// offers the checkout's choice; Mercado Pago's preference carries the link's cash deadline and
// installments, its return and notifications settle the booking through the one settle path, and
// changing provider leaves exactly one payable order.

let t: TestApp;
let coordinador: string;
let mp: MercadoPagoStandIn;
beforeAll(async () => {
  t = await createTestApp({ demoData: true });
  coordinador = await signIn(t.app, 'coordinador@example.com', 'demo1234');
  mp = t.app.mercadopagoStandIn!;
});
afterAll(() => t?.close());

const { nextIp, bookingRow, mailTo, approve, capture, db } = paymentHelpers(() => t, { ipBlock: '10.33' });
const HOUR = 3_600_000;

/** A manual sale waiting on its payment link; the link's reference and token. */
async function linkSale(price: number, week: number, expiresInHours?: number, on = { app: t, cookie: coordinador }) {
  const exp = await insertRows(on.app.app.database.db).experience({ name: 'Cenotes de prueba', price, max_capacity: 10 });
  const sale = await on.app.app.inject({
    method: 'POST',
    url: '/api/admin/bookings/manual',
    headers: { origin: TEST_ORIGIN, cookie: on.cookie, 'content-type': 'application/json' },
    payload: withPeople({
      kind: 'experience',
      id: exp.id,
      date: saturday(week),
      passengers: 1,
      contactName: 'Lucía Enlace',
      contactEmail: 'lucia.enlace@example.com',
      payment: { mode: 'link', ...(expiresInHours ? { expiresInHours } : {}) },
    }),
  });
  expect(sale.statusCode, sale.body).toBe(201);
  const { id, reference, paymentPath, linkExpiresAt } = sale.json() as {
    id: string;
    reference: string;
    paymentPath: string;
    linkExpiresAt: string;
  };
  const token = new URL(paymentPath, TEST_ORIGIN).searchParams.get('t')!;
  const order = (provider?: string) =>
    on.app.app.inject({
      method: 'POST',
      url: `/api/pay/${reference}/order?t=${token}`,
      headers: { origin: TEST_ORIGIN, ...(provider === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(provider === undefined ? {} : { payload: { provider } }),
      remoteAddress: nextIp(),
    });
  const view = () => on.app.app.inject({ url: `/api/pay/${reference}?t=${token}` });
  return { id, reference, token, linkExpiresAt, order, view };
}

const comeBack = (bookingId: string) =>
  t.app.inject({ url: `/api/payments/return?booking=${bookingId}`, remoteAddress: '10.33.200.1' });

describe('a payment link paid with Mercado Pago', () => {
  it('by card through the stand-in: the preference carries installments, the return and the notification settle it `Pagada` once', async () => {
    const link = await linkSale(1600, 3);
    const res = await link.order('mercadopago');
    expect(res.statusCode, res.body).toBe(201);
    const { orderId, bookingId, redirectUrl } = res.json() as { orderId: string; bookingId: string; redirectUrl: string };
    expect(bookingId).toBe(link.id);
    expect(redirectUrl).toContain(`/mercadopago-standin/checkout/v1/redirect?pref_id=${orderId}`);
    expect(await bookingRow(link.id)).toMatchObject({ payment_provider: 'mercadopago', provider_order_id: orderId });
    expect((await link.view()).json()).toMatchObject({ provider: 'mercadopago' });
    const pref = mp.inspectPreference(orderId)!;
    expect(pref).toMatchObject({
      external_reference: link.id,
      items: [{ unit_price: 1600 }],
      // Staff's plans (decision 0216): 3 months from $1,500.
      payment_methods: { installments: 3 },
    });
    // Asked again: the same preference, and where to go.
    const again = (await link.order('mercadopago')).json();
    expect(again).toMatchObject({ orderId, redirectUrl });

    const payment = mp.pay(orderId, { method: 'card', cardholder: 'APRO', installments: 3 });
    const back = await comeBack(link.id);
    expect(back.statusCode, back.body).toBe(303);
    expect(back.headers.location).toMatch(/^\/reserva\/[^?]+\?t=/);
    await mp.webhooksSettled();
    expect(await bookingRow(link.id)).toMatchObject({
      status: 'Pagada',
      provider_capture_id: String(payment.id),
      paid_method: 'card',
    });
    const mail = await mailTo('lucia.enlace@example.com', 'Reserva confirmada');
    expect(mail.subject).toContain(bookingReference(link.id));
    // Once: coming back again and the notification again send nothing more.
    const mails = outbox(t.config.dataDir).length;
    expect((await comeBack(link.id)).headers.location).toBe(back.headers.location);
    const signed = mp.signWebhook(String(payment.id));
    const hook = await t.app.inject({
      method: 'POST',
      url: `/api/payments/mercadopago/webhook?data.id=${payment.id}&type=payment`,
      headers: { 'content-type': 'application/json', ...signed },
      payload: JSON.stringify({ id: 1, type: 'payment', action: 'payment.updated', data: { id: String(payment.id) } }),
    });
    expect(hook.statusCode).toBe(200);
    expect(outbox(t.config.dataDir).length).toBe(mails);
    expect((await link.view()).json()).toMatchObject({ status: 'Pagada' });
    expect((await link.order('mercadopago')).json().error.message).toBe(DESK_MESSAGES.alreadyPaid);
  });

  it('by OXXO: `Pendiente de pago` with its reference, its deadline never after the link expires', async () => {
    // A 2-hour link: the cash rule's 48 h would outlast it.
    const link = await linkSale(900, 4, 2);
    const { orderId } = (await link.order('mercadopago')).json() as { orderId: string };
    const pref = mp.inspectPreference(orderId)!;
    expect(Date.parse(pref.date_of_expiration!)).toBeLessThanOrEqual(Date.parse(link.linkExpiresAt));
    expect(Date.parse(pref.date_of_expiration!)).toBeGreaterThan(Date.now() + 1.9 * HOUR);
    const payment = mp.pay(orderId, { method: 'oxxo' });
    const back = await comeBack(link.id);
    expect(new URL(back.headers.location as string, 'http://x').searchParams.get('pago')).toBe('pendiente');
    await mp.webhooksSettled();
    const row = await bookingRow(link.id);
    expect(row).toMatchObject({
      status: 'Pendiente',
      pending_method: 'oxxo',
      pending_reference: payment.transaction_details!.payment_method_reference_id,
    });
    expect(row.pending_deadline!.getTime()).toBeLessThanOrEqual(Date.parse(link.linkExpiresAt));
    // The booking's page says `Pendiente de pago` with the reference, as for a checkout.
    const confirmation = new URL(back.headers.location!, TEST_ORIGIN);
    const page = await t.app.inject({
      url: `/api/bookings/${bookingReference(link.id)}?t=${confirmation.searchParams.get('t')}`,
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({
      status: 'Pendiente',
      pendingPayment: { reference: payment.transaction_details!.payment_method_reference_id },
    });
  });

  it('an unknown or unoffered provider is refused in Spanish and changes nothing', async () => {
    const link = await linkSale(700, 5);
    const before = await bookingRow(link.id);
    for (const provider of ['stripe', 'efectivo']) {
      const res = await link.order(provider);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.message).toBe('Esa forma de pago no está disponible. Elige otra.');
    }
    expect(await bookingRow(link.id)).toEqual(before);
    expect(before).toMatchObject({ provider_order_id: null });
  });

  it('from PayPal to Mercado Pago: the PayPal order can no longer be captured, one payable order is left', async () => {
    const link = await linkSale(800, 6);
    // No choice: PayPal, as before.
    const first = await link.order();
    expect(first.statusCode, first.body).toBe(201);
    const paypal = first.json() as { orderId: string };
    expect(await bookingRow(link.id)).toMatchObject({ payment_provider: 'paypal', provider_order_id: paypal.orderId });
    await approve(paypal.orderId);

    const res = await link.order('mercadopago');
    expect(res.statusCode, res.body).toBe(201);
    const mpOrder = res.json() as { orderId: string; redirectUrl: string };
    expect(mpOrder.orderId).not.toBe(paypal.orderId);
    expect(await bookingRow(link.id)).toMatchObject({ payment_provider: 'mercadopago', provider_order_id: mpOrder.orderId });
    // The abandoned PayPal order, approved in another tab, is refused before any money moves.
    const late = await capture(paypal.orderId);
    expect(late.statusCode, late.body).toBe(404);
    // Back to PayPal once Mercado Pago's page is open: refused, Mercado Pago's stays the one.
    const back = await link.order('paypal');
    expect(back.statusCode, back.body).toBe(409);
    expect(back.json().error.message).toBe(
      'Este enlace ya se está pagando con Mercado Pago. Termina el pago ahí; si dejaste una ficha de OXXO o SPEI, págala antes de su fecha límite.',
    );
    expect(await bookingRow(link.id)).toMatchObject({ payment_provider: 'mercadopago', provider_order_id: mpOrder.orderId });
    // The one payable order pays it.
    mp.pay(mpOrder.orderId, { method: 'card', cardholder: 'APRO' });
    await mp.webhooksSettled();
    expect(await bookingRow(link.id)).toMatchObject({ status: 'Pagada', payment_provider: 'mercadopago' });
  });

  it('with live PayPal and no Mercado Pago token, Mercado Pago is refused and nothing changes (decision 0211)', async () => {
    const live = await createTestApp({
      demoData: true,
      env: { PAYPAL_CLIENT_ID: 'AbCdLive', PAYPAL_CLIENT_SECRET: 'secreto', PAYPAL_ENV: 'live' },
    });
    try {
      const cookie = await signIn(live.app, 'coordinador@example.com', 'demo1234');
      const link = await linkSale(700, 5, undefined, { app: live, cookie });
      const before = await live.app.database.db.select().from(bookings).where(eq(bookings.id, link.id));
      const res = await link.order('mercadopago');
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.message).toBe('Esa forma de pago no está disponible. Elige otra.');
      expect(await live.app.database.db.select().from(bookings).where(eq(bookings.id, link.id))).toEqual(before);
    } finally {
      await live.close();
    }
  });

  it('from PayPal once its capture started: refused, the PayPal order stays the booking’s', async () => {
    const link = await linkSale(750, 7);
    const paypal = (await link.order('paypal')).json() as { orderId: string };
    await approve(paypal.orderId);
    // A capture whose outcome is not known yet (decision 0213): its money may still move.
    await db()
      .update(bookings)
      .set({ capture_started_at: sql`now()` })
      .where(eq(bookings.id, link.id));
    const res = await link.order('mercadopago');
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error.message).toBe(PAYMENT_MESSAGES.captureInProgress);
    expect(await bookingRow(link.id)).toMatchObject({ payment_provider: 'paypal', provider_order_id: paypal.orderId });
  });
});
