import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingReference } from '@hv/shared';
import { and, eq, sql } from 'drizzle-orm';
import { bookingRefunds, bookings } from '../src/db/schema.ts';
import { lateRefundQueued } from '../src/modules/bookings/index.ts';
import type { MercadoPagoStandIn } from '../src/standins/mercadopago/standin.ts';
import { createTestApp, signIn, type TestApp } from './helpers.ts';
import { saturday } from './dates.ts';
import { outbox } from './hostile-helpers.ts';
import { paymentHelpers } from './payment-helpers.ts';

// Issue 31 (decision 0211): Mercado Pago beside PayPal, through its stand-in — Checkout Pro's
// preference, the buyer's payment on its page, the return, signed notifications and refunds, all
// settling through the one capture/settle path. Runs on PGlite, and on PostgreSQL with
// HV_TEST_DB=postgres and TEST_DATABASE_URL (helpers.ts).

let t: TestApp;
let admin: string;
let mp: MercadoPagoStandIn;
beforeAll(async () => {
  t = await createTestApp({ demoData: true });
  admin = await signIn(t.app, 'admin@example.com', 'demo1234');
  mp = t.app.mercadopagoStandIn!;
});
afterAll(() => t?.close());

const { makeExperience, createOrder, bookingRow, post, db, mailTo } = paymentHelpers(() => t, { ipBlock: '10.31' });

async function order(price: number, week: number, passengers = 1) {
  const exp = await makeExperience({ price, capacity: 10 });
  const res = await createOrder({ kind: 'experience', id: exp.id, date: saturday(week), passengers, provider: 'mercadopago' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { orderId: string; bookingId: string; amount: number; redirectUrl: string };
}

/** The buyer comes back from Mercado Pago's page (whatever it appended, only the booking id is used). */
const comeBack = (bookingId: string, extra = '') =>
  t.app.inject({ url: `/api/payments/return?booking=${bookingId}${extra}`, remoteAddress: '10.31.200.1' });

const webhook = (body: object, headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/payments/mercadopago/webhook?data.id=${(body as { data: { id: string } }).data.id}&type=payment`,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
  });
const notification = (paymentId: string | number, action = 'payment.updated') => ({
  id: 77_000_001,
  live_mode: false,
  type: 'payment',
  date_created: new Date().toISOString(),
  user_id: '1234567890',
  api_version: 'v1',
  action,
  data: { id: String(paymentId) },
});

describe('Mercado Pago (Checkout Pro, through its stand-in)', () => {
  it('opens a preference for the booking: external_reference, back_urls, notification_url, installments, a cash deadline', async () => {
    const { orderId, bookingId, redirectUrl } = await order(1450, 3, 2);
    expect(await bookingRow(bookingId)).toMatchObject({
      payment_provider: 'mercadopago',
      provider_order_id: orderId,
      status: 'Pendiente',
    });
    expect(redirectUrl).toContain(`/mercadopago-standin/checkout/v1/redirect?pref_id=${orderId}`);
    const pref = mp.inspectPreference(orderId)!;
    expect(pref).toMatchObject({
      external_reference: bookingId,
      items: [{ id: bookingId, quantity: 1, unit_price: 2900, currency_id: 'MXN' }],
      payer: { name: 'Ana', surname: 'López Prueba', email: 'ana.prueba@example.com' },
      // The most months staff's plans give this total ($2,900: 3 from $1,500, decision 0216).
      payment_methods: { installments: 3 },
    });
    expect(pref.back_urls?.success).toMatch(new RegExp(`/api/payments/return\\?booking=${bookingId}$`));
    expect(pref.notification_url).toMatch(/\/api\/payments\/mercadopago\/webhook$/);
    expect(Date.parse(pref.date_of_expiration!)).toBeGreaterThan(Date.now() + 47 * 3_600_000);
    // The checkout page is Spanish, offers meses sin intereses honestly, OXXO and SPEI, and loads nothing from outside.
    const page = await t.app.inject({ url: new URL(redirectUrl).pathname + new URL(redirectUrl).search });
    expect(page.body).toContain('3 meses sin intereses de $966.67 MXN');
    expect(page.body).not.toContain('6 meses sin intereses');
    expect(page.body).toContain('Efectivo en OXXO');
    expect(page.body).toContain('Transferencia SPEI');
    expect(page.body).not.toMatch(/(src|href)="https?:/);
  });

  it('a card approved (APRO) on its page: back to the site, Pagada with its confirmation e-mail, once', async () => {
    const { orderId, bookingId } = await order(800, 4);
    const form = new URLSearchParams({ pref_id: orderId, method: 'card', cardholder: 'APRO', installments: '3' });
    const paid = await t.app.inject({
      method: 'POST',
      url: '/mercadopago-standin/checkout/v1/pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    expect(paid.statusCode).toBe(303);
    const back = new URL(paid.headers.location as string);
    expect(back.pathname).toBe('/api/payments/return');
    expect(back.searchParams.get('status')).toBe('approved');
    expect(back.searchParams.get('booking')).toBe(bookingId);
    const res = await t.app.inject({ url: back.pathname + back.search, remoteAddress: '10.31.200.2' });
    expect(res.statusCode, res.body).toBe(303);
    expect(res.headers.location).toMatch(/^\/reserva\/[^?]+\?t=/);
    await mp.webhooksSettled();
    const row = await bookingRow(bookingId);
    expect(row).toMatchObject({ status: 'Pagada', payer_email: 'ana.prueba@example.com' });
    expect(row.provider_capture_id).toBe(back.searchParams.get('payment_id'));
    const mail = await mailTo('ana.prueba@example.com', bookingReference(bookingId));
    expect(mail.subject).toContain('Reserva confirmada');
    // Coming back again (a reload) answers the same and sends nothing more.
    const mails = outbox(t.config.dataDir).length;
    expect((await comeBack(bookingId)).headers.location).toBe(res.headers.location);
    expect(outbox(t.config.dataDir).length).toBe(mails);
  });

  it('a card rejected (OTHE): the booking stays unpaid and the way back carries the reason', async () => {
    const { orderId, bookingId } = await order(600, 5);
    mp.pay(orderId, { method: 'card', cardholder: 'OTHE' });
    const res = await comeBack(bookingId, '&status=approved');
    expect(res.statusCode).toBe(303);
    const to = new URL(res.headers.location as string, 'http://x');
    expect(to.searchParams.get('pago')).toBe('rechazado');
    expect(to.searchParams.get('motivo')).toBe('payment.cardRejected');
    await mp.webhooksSettled();
    expect(await bookingRow(bookingId)).toMatchObject({ status: 'Pendiente', paid_at: null });
  });

  it('forged, old and replayed notifications change nothing; two deliveries of one payment settle once', async () => {
    const { orderId, bookingId } = await order(700, 6);
    const payment = mp.pay(orderId, { method: 'oxxo' });
    await mp.webhooksSettled();
    expect(await bookingRow(bookingId)).toMatchObject({ status: 'Pendiente', provider_capture_id: String(payment.id) });
    // The cashier is paid, but the stand-in's own notification is not delivered yet: we send them by hand.
    const before = mp.webhookDeliveries().length;
    const paid = mp.cashierPays(payment.id!);
    expect(paid.status).toBe('approved');
    await mp.webhooksSettled();
    // The stand-in delivered a signed one already: undo nothing, just check later ones are harmless.
    expect(
      mp
        .webhookDeliveries()
        .slice(before)
        .map((d) => d.status),
    ).toEqual([200]);
    expect(await bookingRow(bookingId)).toMatchObject({ status: 'Pagada' });
    // The confirmation goes out after the answer: counted once it is there.
    await mailTo('ana.prueba@example.com', bookingReference(bookingId));
    const mailsAfterPaid = outbox(t.config.dataDir).length;

    const body = notification(payment.id!);
    // Forged: signed with another secret.
    expect((await webhook(body, mp.signWebhook(String(payment.id), { secret: 'otro-secreto' }))).statusCode).toBe(400);
    // Old: signed properly, 10 minutes ago.
    const old = mp.signWebhook(String(payment.id), { tsSeconds: Math.floor(Date.now() / 1000) - 600 });
    expect((await webhook(body, old)).statusCode).toBe(400);
    // Replayed: the same good notification twice settles nothing more (no second e-mail, no second payment).
    const good = mp.signWebhook(String(payment.id));
    expect((await webhook(body, good)).statusCode).toBe(200);
    expect((await webhook(body, good)).statusCode).toBe(200);
    expect(await bookingRow(bookingId)).toMatchObject({ status: 'Pagada', refunded_amount: 0 });
    expect(outbox(t.config.dataDir).length).toBe(mailsAfterPaid);
  });

  it('a forged notification cannot pay a booking whose cash is not in', async () => {
    const { orderId, bookingId } = await order(650, 7);
    const payment = mp.pay(orderId, { method: 'spei' });
    await mp.webhooksSettled();
    const body = { ...notification(payment.id!), action: 'payment.updated' };
    expect((await webhook(body, { 'x-signature': 'ts=1,v1=abc', 'x-request-id': 'x' })).statusCode).toBe(400);
    expect((await webhook(body, {})).statusCode).toBe(400);
    // Even a well-signed notification only makes the site read the payment, which is still pending.
    expect((await webhook(body, mp.signWebhook(String(payment.id)))).statusCode).toBe(200);
    expect(await bookingRow(bookingId)).toMatchObject({ status: 'Pendiente' });
  });

  it('OXXO: pending with its reference and deadline on the way back, then the cashier pays → Pagada with the e-mail', async () => {
    const { orderId, bookingId } = await order(900, 8);
    const payment = mp.pay(orderId, { method: 'oxxo' });
    const back = await comeBack(bookingId);
    expect(new URL(back.headers.location as string, 'http://x').searchParams.get('pago')).toBe('pendiente');
    await mp.webhooksSettled();
    expect(await bookingRow(bookingId)).toMatchObject({ status: 'Pendiente', provider_capture_id: String(payment.id) });
    const ticket = await t.app.inject({ url: new URL(payment.transaction_details!.external_resource_url!).pathname });
    expect(ticket.body).toContain(payment.transaction_details!.payment_method_reference_id!);
    expect(ticket.body).toContain('Cobrar en caja');
    const cashier = await t.app.inject({ method: 'POST', url: `/mercadopago-standin/ticket/${payment.id}/pay` });
    expect(cashier.statusCode).toBe(303);
    await mp.webhooksSettled();
    expect(await bookingRow(bookingId)).toMatchObject({ status: 'Pagada' });
    expect((await mailTo('ana.prueba@example.com', bookingReference(bookingId))).subject).toContain('Reserva confirmada');
  });

  it("the ticket page's `Dejar vencer` lets an unpaid OXXO ticket lapse now, and Mercado Pago's notification goes out", async () => {
    const { orderId } = await order(800, 13);
    const payment = mp.pay(orderId, { method: 'oxxo' });
    await mp.webhooksSettled();
    const ticketPath = new URL(payment.transaction_details!.external_resource_url!).pathname;
    expect((await t.app.inject({ url: ticketPath })).body).toContain('Dejar vencer');
    const before = mp.webhookDeliveries().length;
    const lapse = await t.app.inject({ method: 'POST', url: `/mercadopago-standin/ticket/${payment.id}/expire` });
    expect(lapse.statusCode).toBe(303);
    expect(lapse.headers.location).toBe(ticketPath);
    await mp.webhooksSettled();
    expect(
      mp
        .webhookDeliveries()
        .slice(before)
        .map((d) => d.body.data.id),
    ).toEqual([String(payment.id)]);
    const after = (await t.app.inject({ url: ticketPath })).body;
    expect(after).toContain('Esta ficha venció sin pagarse.');
    expect(after).not.toContain('Cobrar en caja');
    // A lapsed ticket can no longer be paid at the till.
    expect(() => mp.cashierPays(payment.id!)).toThrow();
  });

  it('a partial refund of a card payment goes to Mercado Pago under its idempotency key, and is recorded once', async () => {
    const { orderId, bookingId } = await order(1000, 9);
    const payment = mp.pay(orderId, { method: 'card', cardholder: 'APRO' });
    expect((await comeBack(bookingId)).statusCode).toBe(303);
    await mp.webhooksSettled();
    expect(await bookingRow(bookingId)).toMatchObject({ status: 'Pagada' });

    const refund = await post(`/api/admin/bookings/${bookingId}/refund`, { amount: 400, reason: 'Cambio de planes' }, admin);
    expect(refund.statusCode, refund.body).toBe(200);
    expect(refund.json()).toMatchObject({ status: 'Pagada', refundedAmount: 400 });
    expect(mp.refundRequests().filter((r) => r.paymentId === String(payment.id))).toEqual([
      { paymentId: String(payment.id), key: `hv-refund-${bookingId}-1`, body: { amount: 400 } },
    ]);
    // Mercado Pago's notification of that refund is read and recorded once (same refund id).
    await mp.webhooksSettled();
    const body = notification(payment.id!);
    expect((await webhook(body, mp.signWebhook(String(payment.id)))).statusCode).toBe(200);
    expect(await bookingRow(bookingId)).toMatchObject({ status: 'Pagada', refunded_amount: 400 });
    const rows = await db()
      .select()
      .from(bookingRefunds)
      .where(and(eq(bookingRefunds.booking_id, bookingId)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount: 400 });
  });

  it('decision 0212: cash paid after its hold ended is seated when places are left, else paid and refunded at once', async () => {
    const endHold = (id: string) =>
      db()
        .update(bookings)
        // Its order's hold (decision 0213) and its capture's both over.
        .set({ capture_started_at: sql`now() - interval '2 days'`, hold_expires_at: sql`now() - interval '1 day'` })
        .where(eq(bookings.id, id));
    const cashBooking = async (capacity: number, week: number) => {
      const exp = await makeExperience({ price: 500, max_capacity: capacity });
      const date = saturday(week);
      const res = await createOrder({ kind: 'experience', id: exp.id, date, passengers: 2, provider: 'mercadopago' });
      expect(res.statusCode, res.body).toBe(201);
      const { orderId, bookingId } = res.json() as { orderId: string; bookingId: string };
      const payment = mp.pay(orderId, { method: 'oxxo' });
      expect(new URL((await comeBack(bookingId)).headers.location as string, 'http://x').searchParams.get('pago')).toBe(
        'pendiente',
      );
      await mp.webhooksSettled();
      await endHold(bookingId);
      return { exp, date, bookingId, payment };
    };

    // Places gone: another traveller bought both while the ticket was unpaid and its hold over.
    const gone = await cashBooking(2, 11);
    const other = await createOrder({
      kind: 'experience',
      id: gone.exp.id,
      date: gone.date,
      passengers: 2,
      provider: 'mercadopago',
    });
    expect(other.statusCode, other.body).toBe(201);
    const otherOrder = other.json() as { orderId: string; bookingId: string };
    mp.pay(otherOrder.orderId, { method: 'card', cardholder: 'APRO' });
    await comeBack(otherOrder.bookingId);
    expect(await bookingRow(otherOrder.bookingId)).toMatchObject({ status: 'Pagada' });
    mp.cashierPays(gone.payment.id!);
    await mp.webhooksSettled();

    // Paid (the money is in) and its refund queued at once: never seated beyond the capacity.
    expect(await lateRefundQueued(db(), gone.bookingId)).toBe(true);

    // Places left: seated as paid, nothing to refund.
    const left = await cashBooking(5, 12);
    mp.cashierPays(left.payment.id!);
    await mp.webhooksSettled();
    expect(await bookingRow(left.bookingId)).toMatchObject({ status: 'Pagada' });
    expect(await lateRefundQueued(db(), left.bookingId)).toBe(false);
  });
});
