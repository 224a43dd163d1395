import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { bookingRefunds } from '../src/db/schema.ts';
import {
  ProviderError,
  ProviderWebhookRefused,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderPayment,
  type ProviderRefund,
} from '../src/modules/payment-providers/index.ts';
import { createTestApp, signIn, type TestApp } from './helpers.ts';
import { saturday } from './dates.ts';
import { paymentHelpers } from './payment-helpers.ts';

// Issue 28 item 2 (decision 0172): payment providers sit behind one interface, so a second one
// plugs in without a change to the booking modules. This provider exists only here — an in-memory
// cashier shaped like Mercado Pago (a card payment captured at once; cash paid at a shop stays
// pending until a notification says it arrived) — and registered through buildApp alone.

const SECRET = 'cajero-de-prueba';
const sign = (body: string) => createHmac('sha256', SECRET).update(body).digest('hex');

interface FakePayment {
  id: string;
  bookingId: string;
  amount: { cents: number; currency: string };
  status: ProviderPayment['status'];
  capture: ProviderPayment['capture'];
  cash: boolean;
}

function fakeProvider() {
  const payments = new Map<string, FakePayment>();
  const byKey = new Map<string, string>();
  const refunds = new Map<string, ProviderRefund & { captureId: string; note: string }>();
  let n = 0;
  const view = (p: FakePayment): ProviderPayment => ({
    providerOrderId: p.id,
    status: p.status,
    capture: p.capture,
    payer: { email: 'pagador@cajero.example', givenName: 'Paula', fullName: 'Paula Cajera' },
  });
  const provider: PaymentProvider = {
    name: 'cajero',
    webhookPath: '/api/payments/webhook/cajero',
    browserConfig: { clientId: 'cajero-publico', sdkUrl: '/cajero.js', currency: 'MXN', testMode: true },
    words: {
      unavailable: 'El cajero no responde.',
      paidWith: 'mail.confirmation.label.paidPayPal',
      refundedTo: 'mail.refund.toPayPal',
    },
    async createPayment(input) {
      const known = byKey.get(input.idempotencyKey);
      if (known) return { providerOrderId: known };
      const id = `CAJ-${++n}`;
      payments.set(id, { id, bookingId: input.bookingId, amount: input.amount, status: 'created', capture: null, cash: false });
      byKey.set(input.idempotencyKey, id);
      return { providerOrderId: id };
    },
    async getPayment(id) {
      const p = payments.get(id);
      if (!p)
        throw new ProviderError('cajero', 'NOT_FOUND', 'no such payment', {
          status: 404,
          definitive: true,
          inProgress: false,
          notFound: true,
        });
      return view(p);
    },
    async capture(id) {
      const p = payments.get(id)!;
      if (p.status === 'created')
        throw new ProviderError('cajero', 'NOT_APPROVED', 'not approved', {
          status: 422,
          definitive: true,
          inProgress: false,
          notApproved: true,
        });
      if (!p.capture) {
        p.capture = { id: `CAJ-COBRO-${++n}`, status: p.cash ? 'pending' : 'captured', amount: p.amount };
        p.status = p.capture.status;
      }
      return view(p);
    },
    async refund(payment, input) {
      const known = refunds.get(input.idempotencyKey);
      if (known) return known;
      const refund = {
        id: `CAJ-DEV-${++n}`,
        status: 'completed' as const,
        amount: { cents: input.amountCents, currency: input.currency },
        totalRefunded: null,
        captureId: payment.captureId,
        note: input.note,
      };
      refunds.set(input.idempotencyKey, refund);
      return refund;
    },
    async verifyAndParseWebhook({ headers, rawBody }) {
      if (headers['x-cajero-firma'] !== sign(rawBody))
        throw new ProviderWebhookRefused('La firma del aviso del cajero no es válida.');
      return (JSON.parse(rawBody) as { events: ProviderEvent[] }).events;
    },
  };
  return {
    provider,
    refunds,
    approve: (id: string) => void (payments.get(id)!.status = 'approved'),
    /** The buyer chose to pay cash at a shop: the capture stays pending until the money arrives. */
    payInCash: (id: string) => Object.assign(payments.get(id)!, { status: 'approved', cash: true }),
  };
}

const cajero = fakeProvider();
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ demoData: true, paymentProviders: { extra: [cajero.provider], checkout: 'cajero' } });
  admin = await signIn(t.app, 'admin@example.com', 'demo1234');
});
afterAll(() => t?.close());

const { makeExperience, createOrder, capture, bookingRow, post, db } = paymentHelpers(() => t, { ipBlock: '10.28' });

const notify = (events: object[], signature?: string) => {
  const body = JSON.stringify({ events });
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook/cajero',
    headers: { 'content-type': 'application/json', 'x-cajero-firma': signature ?? sign(body) },
    payload: body,
  });
};

async function order(price: number, week: number) {
  const exp = await makeExperience({ price });
  const res = await createOrder({ kind: 'experience', id: exp.id, date: saturday(week), passengers: 1 });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { orderId: string; bookingId: string; amount: number };
}

describe('a second payment provider, registered only in this test', () => {
  it('books, pays, refunds and hears a notification through it, and the checkout loads its SDK', async () => {
    expect((await t.app.inject({ url: '/api/payments/config' })).json()).toMatchObject({ clientId: 'cajero-publico' });

    const { orderId, bookingId } = await order(1000, 3);
    expect(orderId).toMatch(/^CAJ-/);
    expect(await bookingRow(bookingId)).toMatchObject({
      payment_provider: 'cajero',
      provider_order_id: orderId,
      status: 'Pendiente',
    });

    // Not approved yet: the provider refuses for good, nothing is charged.
    expect((await capture(orderId)).statusCode).toBe(422);
    cajero.approve(orderId);
    const paid = await capture(orderId);
    expect(paid.statusCode, paid.body).toBe(200);
    const row = await bookingRow(bookingId);
    expect(row).toMatchObject({ status: 'Pagada', payer_name: 'Paula Cajera' });
    expect(row.provider_capture_id).toMatch(/^CAJ-COBRO-/);

    // A staff refund goes back to the provider that took the booking, under its idempotency key.
    const refund = await post(`/api/admin/bookings/${bookingId}/refund`, { amount: 400, reason: 'Cambio de planes' }, admin);
    expect(refund.statusCode, refund.body).toBe(200);
    expect(refund.json()).toMatchObject({ status: 'Pagada', refundedAmount: 400 });
    expect([...cajero.refunds.entries()]).toEqual([
      [
        `hv-refund-${bookingId}-1`,
        expect.objectContaining({ captureId: row.provider_capture_id, amount: { cents: 40000, currency: 'MXN' } }),
      ],
    ]);

    // The rest is refunded at the provider's own dashboard; its notification records it once.
    const dashboard = {
      type: 'refund.completed',
      source: 'cajero.refund',
      captureId: row.provider_capture_id,
      refund: { id: 'CAJ-DEV-TABLERO', status: 'completed', amount: { cents: 60000, currency: 'MXN' }, totalRefunded: null },
    };
    expect((await notify([dashboard], 'firma-falsa')).statusCode).toBe(400);
    expect(await bookingRow(bookingId)).toMatchObject({ status: 'Pagada', refunded_amount: 400 });
    expect((await notify([dashboard])).statusCode).toBe(200);
    expect((await notify([dashboard])).statusCode).toBe(200);
    expect(await bookingRow(bookingId)).toMatchObject({ status: 'Reembolsada', refunded_amount: 1000 });
    const rows = await db()
      .select()
      .from(bookingRefunds)
      .where(and(eq(bookingRefunds.booking_id, bookingId), eq(bookingRefunds.refund_key, 'CAJ-DEV-TABLERO')));
    expect(rows).toMatchObject([{ event_type: 'cajero.refund', amount: 600 }]);
  });

  it('a cash payment it leaves pending is paid by its later notification', async () => {
    const { orderId, bookingId } = await order(750, 4);
    cajero.payInCash(orderId);
    const pending = await capture(orderId);
    expect(pending.statusCode).toBe(422);
    const row = await bookingRow(bookingId);
    expect(row).toMatchObject({ status: 'Pendiente' });
    expect(row.provider_capture_id).toMatch(/^CAJ-COBRO-/);

    const arrived = {
      type: 'payment.captured',
      source: 'cajero.payment',
      captureId: row.provider_capture_id,
      providerOrderId: orderId,
      capture: { id: row.provider_capture_id, status: 'captured', amount: { cents: 75000, currency: 'MXN' } },
    };
    const res = await notify([arrived]);
    expect(res.statusCode, res.body).toBe(200);
    expect(await bookingRow(bookingId)).toMatchObject({ status: 'Pagada', payer_email: 'pagador@cajero.example' });
  });

  it("leaves PayPal beside it, and PayPal's notification cannot settle the other provider's booking", async () => {
    const { orderId, bookingId } = await order(500, 5);
    cajero.approve(orderId);
    const event = {
      id: 'WH-OTRO-PROVEEDOR',
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource_type: 'capture',
      resource: {
        id: 'CAPTURA-AJENA',
        status: 'COMPLETED',
        amount: { currency_code: 'MXN', value: '500.00' },
        custom_id: bookingId,
      },
    };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', ...t.app.paypalStandIn!.signWebhook(event) },
      payload: event,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await bookingRow(bookingId)).toMatchObject({ status: 'Pendiente', provider_capture_id: null });
  });
});
