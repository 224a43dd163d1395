import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DESK_MESSAGES, formatMXN } from '@hv/shared';
import { bookingRefunds, couponRedemptions, seedsLedger } from '../src/db/schema.ts';
import { TEST_ORIGIN } from './helpers.ts';
import { saturday } from './dates.ts';
import { demoSuite, loseRefundAnswer, paymentHelpers, withPeople } from './payment-helpers.ts';

// Issue 17: staff refunds through the one refund path (refund.ts) — PayPal's part first, then
// the gift card's; a manual sale's money outside the site; once, whatever arrives twice.

const suite = demoSuite(['admin', 'coordinador', 'organizador', 'proveedor', 'viajero']);
const { cookies } = suite;

const { db, makeExperience, makeCoupon, makeGiftCard, balanceOf, payWithGiftCard, payBooking, bookingRow, seedsOf, mailTo } =
  paymentHelpers(() => suite.t, { ipBlock: '10.17' });

const send = (url: string, cookie: string | undefined, payload: object) =>
  suite.t.app.inject({
    method: 'POST',
    url,
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    payload,
  });
const refund = (bookingId: string, payload: object, cookie: string | null = cookies.coordinador!) =>
  send(`/api/admin/bookings/${bookingId}/refund`, cookie ?? undefined, payload);

let dateCounter = 0;
/** A paid PayPal booking of the signed-in traveller (seeds awarded), on a date of its own. */
async function paidBooking(opts: {
  price: number;
  passengers?: number;
  couponCode?: string;
  giftCardSeries?: string;
  email?: string;
}) {
  const exp = await makeExperience({ price: opts.price });
  const date = saturday(1 + (++dateCounter % 20));
  const { orderId, bookingId } = await payBooking({
    item: { kind: 'experience', id: exp.id },
    date,
    passengers: opts.passengers,
    couponCode: opts.couponCode,
    giftCardSeries: opts.giftCardSeries,
    contactEmail: opts.email ?? 'ana.prueba@example.com',
    cookie: cookies.viajero,
  });
  return { exp, date, orderId, bookingId };
}

const placesLeft = async (expId: string, date: string) =>
  (await suite.t.app.inject({ url: `/api/availability?kind=experience&id=${expId}&date=${date}` })).json().placesLeft as number;
const ledger = async (bookingId: string) =>
  (await db().select().from(seedsLedger).where(eq(seedsLedger.booking_id, bookingId))).reduce((s, l) => s + l.delta, 0);
const refundRows = (bookingId: string) => db().select().from(bookingRefunds).where(eq(bookingRefunds.booking_id, bookingId));

/** PayPal's REFUNDED notification for a refund already recorded, as PayPal would repeat it. */
async function repeatWebhookOf(paypalRefundId: string, captureId: string, value: string) {
  const event = {
    id: `WH-${randomUUID()}`,
    event_type: 'PAYMENT.CAPTURE.REFUNDED',
    resource_type: 'refund',
    resource: {
      id: paypalRefundId,
      status: 'COMPLETED',
      amount: { currency_code: 'MXN', value },
      links: [{ href: `https://api.paypal.com/v2/payments/captures/${captureId}`, rel: 'up', method: 'GET' }],
    },
  };
  const res = await suite.t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json', ...suite.standIn.signWebhook(event) },
    payload: JSON.stringify(event),
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('staff refunds (issue 17)', () => {
  it('a full PayPal refund: Reembolsada, every seed back, the coupon use released, the places free, the traveller told why', async () => {
    const coupon = await makeCoupon({ discount_percentage: 10, quantity: 5 });
    const { exp, date, bookingId } = await paidBooking({
      price: 1000,
      passengers: 2,
      couponCode: coupon.code,
      email: 'reembolso.total@example.com',
    });
    const seedsBefore = await seedsOf('viajero@example.com');
    expect(await ledger(bookingId)).toBe(75); // 1 800 MXN paid
    const placesBefore = await placesLeft(exp.id, date);
    const redemptions = async () =>
      (await db().select({ n: count() }).from(couponRedemptions).where(eq(couponRedemptions.booking_id, bookingId)))[0]!.n;
    expect(await redemptions()).toBe(1);

    const res = await refund(bookingId, { amount: 1800, reason: 'Se canceló la salida por lluvia' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'Reembolsada',
      amount: 1800,
      paypalAmount: 1800,
      giftCardAmount: 0,
      refundable: 0,
    });
    const row = await bookingRow(bookingId);
    expect(row).toMatchObject({ status: 'Reembolsada', refunded_amount: 1800 });
    expect(await ledger(bookingId)).toBe(0);
    expect(await seedsOf('viajero@example.com')).toBe(seedsBefore - 75);
    expect(await redemptions()).toBe(0);
    expect(await placesLeft(exp.id, date)).toBe(placesBefore + 2);
    const rows = await refundRows(bookingId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ event_type: 'staff refund', reason: 'Se canceló la salida por lluvia', amount: 1800 });
    expect(rows[0]!.requested_by).not.toBeNull();
    expect(
      suite.standIn.inspect((await bookingRow(bookingId)).provider_order_id!)!.purchase_units![0]!.payments!.captures![0]!.status,
    ).toBe('REFUNDED');
    const mail = await mailTo('reembolso.total@example.com', 'Reembolso');
    expect(mail.text).toContain('Motivo: Se canceló la salida por lluvia');
    expect(mail.text).toContain(formatMXN(1800));
    expect(mail.text).toContain('PayPal');

    // PayPal's own notification of that refund (the stand-in sends it) and a repeat change nothing more.
    await suite.standIn.webhooksSettled();
    await repeatWebhookOf(rows[0]!.refund_key, row.provider_capture_id!, '1800.00');
    expect(await refundRows(bookingId)).toHaveLength(1);
    expect(await bookingRow(bookingId)).toMatchObject({ status: 'Reembolsada', refunded_amount: 1800 });
    expect(await seedsOf('viajero@example.com')).toBe(seedsBefore - 75);
    // Nothing is left to refund.
    expect((await refund(bookingId, { amount: 1, reason: 'otra vez' })).statusCode).toBe(409);
  });

  it('a partial refund keeps the booking Pagada and takes back only the seeds of the refunded amount; the webhook after it changes nothing', async () => {
    const { exp, date, bookingId } = await paidBooking({ price: 1500 });
    expect(await ledger(bookingId)).toBe(75);
    const seedsBefore = await seedsOf('viajero@example.com');
    const placesBefore = await placesLeft(exp.id, date);

    const res = await refund(bookingId, { amount: 600, reason: 'Cambio de itinerario' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Pagada', amount: 600, refundedAmount: 600, refundable: 900 });
    expect(await bookingRow(bookingId)).toMatchObject({ status: 'Pagada', refunded_amount: 600 });
    expect(await ledger(bookingId)).toBe(25); // 900 MXN still paid: 25 seeds
    expect(await seedsOf('viajero@example.com')).toBe(seedsBefore - 50);
    expect(await placesLeft(exp.id, date)).toBe(placesBefore);

    await suite.standIn.webhooksSettled();
    const [row] = await refundRows(bookingId);
    await repeatWebhookOf(row!.refund_key, (await bookingRow(bookingId)).provider_capture_id!, '600.00');
    expect(await refundRows(bookingId)).toHaveLength(1);
    expect(await bookingRow(bookingId)).toMatchObject({ status: 'Pagada', refunded_amount: 600 });
    expect(await ledger(bookingId)).toBe(25);

    // More than is left: 400 on the amount, nothing moves.
    const over = await refund(bookingId, { amount: 900.01, reason: 'Demasiado' });
    expect(over.statusCode).toBe(400);
    expect(over.json().error.fields.amount).toBe(DESK_MESSAGES.refundTooMuch(formatMXN(900)));
    // The rest makes it Reembolsada with every seed back.
    const rest = await refund(bookingId, { amount: 900, reason: 'El resto' });
    expect(rest.json()).toMatchObject({ status: 'Reembolsada', refundable: 0 });
    expect(await ledger(bookingId)).toBe(0);
    expect(await placesLeft(exp.id, date)).toBe(placesBefore + 1);
  });

  it('PayPal first, then the gift card: a split booking refunded in two steps', async () => {
    const card = await makeGiftCard({ credit: 500 });
    const { bookingId } = await paidBooking({ price: 1300, giftCardSeries: card.series });
    expect(Number(await balanceOf(card.id))).toBe(0);
    const first = await refund(bookingId, { amount: 1000, reason: 'Parte del grupo no viaja' });
    expect(first.json()).toMatchObject({ status: 'Pagada', paypalAmount: 800, giftCardAmount: 200, refundable: 300 });
    expect(Number(await balanceOf(card.id))).toBe(200);
    const second = await refund(bookingId, { amount: 300, reason: 'Cancelación' });
    expect(second.json()).toMatchObject({ status: 'Reembolsada', paypalAmount: 0, giftCardAmount: 300, refundable: 0 });
    expect(Number(await balanceOf(card.id))).toBe(500);
    expect(await bookingRow(bookingId)).toMatchObject({ refunded_amount: 1300, gift_card_spent_at: null });
  });

  it('a booking paid only with a gift card is refunded to the card', async () => {
    const exp = await makeExperience({ price: 700 });
    const card = await makeGiftCard({ credit: 1000 });
    const paid = await payWithGiftCard(
      {
        kind: 'experience',
        id: exp.id,
        date: saturday(3),
        passengers: 1,
        giftCardSeries: card.series,
        contactEmail: 'solo.gift@example.com',
      },
      cookies.viajero,
    );
    expect(paid.statusCode, paid.body).toBe(201);
    const bookingId = paid.json().booking.id as string;
    expect(Number(await balanceOf(card.id))).toBe(300);
    const part = await refund(bookingId, { amount: 200, reason: 'Descuento acordado' });
    expect(part.json()).toMatchObject({ status: 'Pagada', giftCardAmount: 200, paypalAmount: 0 });
    expect(Number(await balanceOf(card.id))).toBe(500);
    const rest = await refund(bookingId, { amount: 500, reason: 'Cancelación' }, cookies.admin);
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json()).toMatchObject({ status: 'Reembolsada' });
    expect(Number(await balanceOf(card.id))).toBe(1000);
    const mail = await mailTo('solo.gift@example.com', 'Reembolso');
    expect(mail.text).toContain(`a tu gift card ${card.series}`);
  });

  it('a manual sale paid in cash is refunded outside the site, without PayPal', async () => {
    const exp = await makeExperience({ price: 1500 });
    const sale = await send(
      '/api/admin/bookings/manual',
      cookies.coordinador,
      withPeople({
        kind: 'experience',
        id: exp.id,
        date: saturday(4),
        passengers: 1,
        contactName: 'Cliente Efectivo',
        contactEmail: 'cliente.efectivo@example.com',
        payment: { mode: 'paid', method: 'Efectivo', amount: 1500 },
      }),
    );
    expect(sale.statusCode, sale.body).toBe(201);
    const bookingId = sale.json().id as string;
    const res = await refund(bookingId, { amount: 1500, reason: 'El cliente canceló en oficina' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Reembolsada', outsideAmount: 1500, paypalAmount: 0 });
    const rows = await refundRows(bookingId);
    expect(rows).toMatchObject([{ event_type: 'outside', amount: 1500, reason: 'El cliente canceló en oficina' }]);
    const mail = await mailTo('cliente.efectivo@example.com', 'Reembolso');
    expect(mail.text).toContain('(efectivo)');
    const detail = await suite.t.app.inject({
      url: `/api/admin/bookings/${bookingId}`,
      headers: { cookie: cookies.organizador },
    });
    const labels = (detail.json().events as { label: string }[]).map((e) => e.label);
    expect(labels.some((l) => l.includes('fuera del sitio') && l.includes('Motivo: El cliente canceló en oficina'))).toBe(true);
  });

  it('two refund requests at once refund once', async () => {
    const { bookingId } = await paidBooking({ price: 1200 });
    const both = await Promise.all([
      refund(bookingId, { amount: 1200, reason: 'Doble clic' }),
      refund(bookingId, { amount: 1200, reason: 'Doble clic' }, cookies.admin),
    ]);
    expect(both.some((r) => r.statusCode === 200)).toBe(true);
    for (const r of both) expect([200, 409], r.body).toContain(r.statusCode);
    await suite.standIn.webhooksSettled();
    const row = await bookingRow(bookingId);
    expect(row).toMatchObject({ status: 'Reembolsada', refunded_amount: 1200 });
    const capture_ = suite.standIn.inspect(row.provider_order_id!)!.purchase_units![0]!.payments!.captures![0]!;
    expect(capture_.status).toBe('REFUNDED');
    expect((await refundRows(bookingId)).filter((r) => r.event_type === 'staff refund')).toHaveLength(1);
    const order = suite.standIn.inspect(row.provider_order_id!)!;
    expect(order.purchase_units![0]!.payments!.refunds ?? []).toHaveLength(1);
  });

  it("a retry after PayPal's answer was lost refunds once, under the same PayPal-Request-Id; another amount meanwhile is 409", async () => {
    const { bookingId } = await paidBooking({ price: 1000, email: 'reintento@example.com' });
    const row = await bookingRow(bookingId);
    // What step 1 stores before calling PayPal, then PayPal refunds but its answer never arrives.
    await loseRefundAnswer(suite, {
      bookingId,
      captureId: row.provider_capture_id!,
      amount: 400,
      reason: 'Respuesta perdida',
    });
    // PayPal's notification names the request (custom_id): recorded once, with its reason.
    expect(await bookingRow(bookingId)).toMatchObject({ status: 'Pagada', refunded_amount: 400 });
    const recorded = (await refundRows(bookingId)).filter((r) => r.event_type !== 'pending');
    expect(recorded).toMatchObject([{ event_type: 'staff refund', reason: 'Respuesta perdida', amount: 400 }]);

    const other = await refund(bookingId, { amount: 100, reason: 'Otro' });
    expect(other.statusCode).toBe(409);
    expect(other.json().error.message).toBe(DESK_MESSAGES.refundInProgress(formatMXN(400)));

    const retry = await refund(bookingId, { amount: 400, reason: 'Respuesta perdida' });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json()).toMatchObject({ status: 'Pagada', refundedAmount: 400, refundable: 600 });
    const order = suite.standIn.inspect(row.provider_order_id!)!;
    expect(order.purchase_units![0]!.payments!.refunds ?? []).toHaveLength(1);
    expect(await refundRows(bookingId)).toHaveLength(1); // the pending request is gone
    expect(await ledger(bookingId)).toBe(25); // 600 still paid
    const mail = await mailTo('reintento@example.com', 'Reembolso');
    expect(mail.text).toContain('Motivo: Respuesta perdida');
  });

  it('who may refund: Administrador and Coordinador; others 403, anonymous 401; bad input 400', async () => {
    const { bookingId } = await paidBooking({ price: 800 });
    for (const role of ['organizador', 'proveedor', 'viajero'])
      expect((await refund(bookingId, { amount: 100, reason: 'x' }, cookies[role])).statusCode, role).toBe(403);
    expect((await refund(bookingId, { amount: 100, reason: 'x' }, null)).statusCode).toBe(401);
    const empty = await refund(bookingId, { amount: 0, reason: '' });
    expect(empty.statusCode).toBe(400);
    expect((await refund(bookingId, { amount: 100, reason: 'a'.repeat(501) })).statusCode).toBe(400);
    expect((await refund(randomUUID(), { amount: 100, reason: 'x' })).statusCode).toBe(404);
    expect(await bookingRow(bookingId)).toMatchObject({ status: 'Pagada', refunded_amount: 0 });
  });
});
