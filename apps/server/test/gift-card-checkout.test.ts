import { randomUUID } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES, todayInMexico } from '@hv/shared';
import { bookingRefunds, bookings, couponRedemptions, giftCards, seedsLedger, user } from '../src/db/schema.ts';
import { lockBooking } from '../src/modules/bookings/booking-lock.ts';
import { applyRefund } from '../src/modules/bookings/refunds/refund.ts';
import type { StandIn } from '../src/standins/paypal/standin.ts';
import { createTestApp, signIn, type TestApp } from './helpers.ts';
import { addDays, saturday } from './dates.ts';
import { paymentHelpers, withPeople } from './payment-helpers.ts';

// Issue 7: gift cards pay for bookings at checkout, in full or in part (PayPal pays the rest).

let t: TestApp;
let standIn: StandIn;
let viajero: string;
beforeAll(async () => {
  t = await createTestApp({ demoData: true });
  standIn = t.app.paypalStandIn!;
  viajero = await signIn(t.app, 'viajero@example.com', 'demo1234');
});
afterAll(() => t?.close());

const m = PAYMENT_MESSAGES;

// ---------------------------------------------------------------- factories and calls

const h = paymentHelpers(() => t, {
  ipBlock: '10.7',
  experience: { name: 'Kayak en Bacalar', price: 1000, max_capacity: 50 },
  coupon: { quantity: 50 },
});
const { db, makeExperience, makeCoupon, post, approve, capture, bookingRow, seedsOf, mailTo } = h;

let counter = 0;
async function makeGiftCard(overrides: Partial<typeof giftCards.$inferInsert> = {}) {
  const credit = overrides.credit ?? 1000;
  const [row] = await db()
    .insert(giftCards)
    .values({
      series: `GIFTPAY${String(++counter).padStart(5, '0')}`,
      credit,
      balance: credit,
      currency: 'MXN',
      expiry_date: addDays(todayInMexico(), 60),
      ...overrides,
    })
    .returning();
  return row!;
}

interface Checkout {
  id: string;
  passengers?: number;
  giftCardSeries?: string;
  couponCode?: string;
}
const body = (c: Checkout) => ({ kind: 'experience', date: saturday(), passengers: 1, ...c });
const quote = (c: Checkout) => post('/api/payments/quote', body(c));
const createOrder = (c: Checkout, cookie?: string) => h.createOrder(body(c), cookie);
const payWithCard = (c: Checkout & { contactEmail?: string }, cookie: string | undefined = viajero) =>
  post('/api/payments/gift-card', withPeople({ contactEmail: 'viajero@example.com', ...body(c) }), cookie);

async function approvedOrder(c: Checkout, cookie?: string) {
  const res = await createOrder(c, cookie);
  expect(res.statusCode, res.body).toBe(201);
  const order = res.json() as { orderId: string; bookingId: string; amount: number; giftCardAmount: number; total: number };
  expect((await approve(order.orderId, cookie)).statusCode).toBe(200);
  return order;
}

/**
 * Ends an order's checkout hold (decision 0213), as if its buyer came back after it: while it runs
 * no other checkout may plan the card's part, so the capture races below need it ended first.
 */
const endCheckoutHold = (bookingId: string) =>
  db()
    .update(bookings)
    .set({ hold_expires_at: sql`now() - interval '1 second'` })
    .where(eq(bookings.id, bookingId));

const balanceOf = async (id: string) => (await db().select().from(giftCards).where(eq(giftCards.id, id)))[0]!.balance;
/** The gift-card parts of the bookings that hold a card's balance (paid, or capture in flight). */
async function heldOn(giftCardId: string): Promise<number> {
  const [row] = await db()
    .select({ n: sql<string>`coalesce(sum(${bookings.gift_card_amount}), 0)` })
    .from(bookings)
    .where(and(eq(bookings.gift_card_id, giftCardId), sql`${bookings.gift_card_spent_at} is not null`));
  return Number(row!.n);
}

// ---------------------------------------------------------------- tests

describe('the checkout quote', () => {
  it('applies the coupon first, then the gift card (series in any case), and leaves the rest to PayPal', async () => {
    const exp = await makeExperience({ price: 1000 });
    const card = await makeGiftCard({ credit: 500 });
    const coupon = await makeCoupon({ discount_percentage: 10 });
    const res = await quote({
      id: exp.id,
      passengers: 2,
      couponCode: coupon.code.toLowerCase(),
      giftCardSeries: ` ${card.series.slice(0, 6).toLowerCase()}-${card.series.slice(6)} `,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      subtotal: 2000,
      discount: 200,
      total: 1800,
      giftCardAmount: 500,
      amount: 1300,
      currency: 'MXN',
      giftCard: { series: card.series, remaining: 0 },
    });
    // A quote spends nothing.
    expect(await balanceOf(card.id)).toBe(500);

    const big = await makeGiftCard({ credit: 5000 });
    const covered = (await quote({ id: exp.id, passengers: 2, giftCardSeries: big.series })).json();
    expect(covered).toMatchObject({ total: 2000, giftCardAmount: 2000, amount: 0, giftCard: { remaining: 3000 } });
    const none = (await quote({ id: exp.id, passengers: 3 })).json();
    expect(none).toMatchObject({ total: 3000, giftCardAmount: 0, amount: 3000, giftCard: null });
  });

  it.each<[string, () => Promise<string>, string]>([
    ['unknown', async () => 'NOEXISTE0000', m.giftCardNotFound],
    [
      'expired yesterday in Mexico City',
      async () => (await makeGiftCard({ expiry_date: addDays(todayInMexico(), -1) })).series,
      m.giftCardExpired,
    ],
    ['in USD', async () => (await makeGiftCard({ currency: 'USD' })).series, m.giftCardCurrency('USD')],
    ['empty', async () => (await makeGiftCard({ credit: 300, balance: 0 })).series, m.giftCardEmpty],
    ['retired by staff (issue 13)', async () => (await makeGiftCard({ is_active: false })).series, m.giftCardInactive],
  ])('refuses a card that is %s, in Spanish, at every step', async (_label, series, message) => {
    const exp = await makeExperience();
    const giftCardSeries = await series();
    for (const res of [
      await quote({ id: exp.id, giftCardSeries }),
      await createOrder({ id: exp.id, giftCardSeries }),
      await payWithCard({ id: exp.id, giftCardSeries }),
    ]) {
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toMatchObject({ message, fields: { giftCardSeries: message } });
    }
    expect(m.giftCardCurrency('USD')).toBe('Esta gift card es en USD y no puede pagar una reserva en pesos mexicanos (MXN).');
  });

  it('accepts a card on its last valid day', async () => {
    const exp = await makeExperience();
    const card = await makeGiftCard({ expiry_date: todayInMexico() });
    expect((await quote({ id: exp.id, giftCardSeries: card.series })).statusCode).toBe(200);
  });
});

describe('paying in full with a gift card', () => {
  it('pays the booking in one step: no PayPal, card charged, coupon counted, seeds for all paid, e-mail and Mis reservas', async () => {
    const exp = await makeExperience({ name: 'Globo sobre Teotihuacán', price: 1200 });
    const card = await makeGiftCard({ credit: 3000 });
    const coupon = await makeCoupon({ discount_percentage: 25 });
    const seedsBefore = await seedsOf('viajero@example.com');
    const res = await payWithCard({
      id: exp.id,
      passengers: 2,
      couponCode: coupon.code,
      giftCardSeries: card.series.toLowerCase(),
    });
    expect(res.statusCode, res.body).toBe(201);
    const result = res.json();
    expect(result).toMatchObject({
      booking: {
        itemName: 'Globo sobre Teotihuacán',
        passengers: 2,
        amount: 1800,
        giftCardAmount: 1800,
        paypalAmount: 0,
        status: 'Pagada',
      },
      seedsAwarded: 75, // what the traveller paid in all: 1 800 MXN
      seeds: seedsBefore + 75,
      payerGivenName: 'Ana', // the buyer's name as typed at checkout
    });
    expect(await balanceOf(card.id)).toBe(1200);
    const booking = await bookingRow(result.booking.id);
    expect(booking).toMatchObject({
      status: 'Pagada',
      amount: 0,
      gift_card_id: card.id,
      gift_card_amount: 1800,
      discount: 600,
      provider_order_id: null,
      provider_capture_id: null,
      payer_email: 'viajero@example.com',
    });
    expect(booking.paid_at).toBeInstanceOf(Date);
    expect(booking.gift_card_spent_at).toBeInstanceOf(Date);
    const [{ n }] = (await db()
      .select({ n: count() })
      .from(couponRedemptions)
      .where(eq(couponRedemptions.booking_id, booking.id))) as [{ n: number }];
    expect(n).toBe(1);

    const mail = await mailTo('viajero@example.com', result.booking.reference);
    expect(mail.text).toContain('Pagado con gift card: $1,800.00');
    expect(mail.text).not.toContain('Pagado con PayPal');
    expect(mail.text).toContain('Total pagado: $1,800.00');
    const mine = (await t.app.inject({ url: '/api/profile/bookings', headers: { cookie: viajero } })).json();
    expect(mine.data.find((b: { id: string }) => b.id === booking.id)).toMatchObject({ amount: 1800, status: 'Pagada' });
  });

  it('needs a card that covers the total and the places, not an account', async () => {
    const exp = await makeExperience({ price: 1000, max_capacity: 2 });
    const card = await makeGiftCard({ credit: 1500 });
    // Without an account the confirmation goes to the e-mail typed at checkout (issue 15).
    const guest = await payWithCard({ id: exp.id, giftCardSeries: card.series, contactEmail: 'invitada@example.com' }, '');
    expect(guest.statusCode, guest.body).toBe(201);
    expect(guest.json()).toMatchObject({ seedsAwarded: 0, seeds: null });
    expect((await mailTo('invitada@example.com', guest.json().booking.reference)).text).toContain('Total pagado: $1,000.00');
    expect(await balanceOf(card.id)).toBe(500);

    const short = await payWithCard({ id: exp.id, giftCardSeries: card.series }); // 500 left for 1 000
    expect(short.statusCode).toBe(422);
    expect(short.json().error.message).toBe(m.giftCardNotEnough);
    const full = await payWithCard({ id: exp.id, passengers: 2, giftCardSeries: card.series });
    expect(full.statusCode).toBe(409);
    expect(full.json().error.message).toBe('Solo queda 1 lugar para esa fecha.');
    const noCard = await payWithCard({ id: exp.id });
    expect(noCard.statusCode).toBe(422);
    expect(await balanceOf(card.id)).toBe(500);

    // A card that covers everything cannot open a PayPal order (PayPal cannot take 0 MXN).
    const covering = await makeGiftCard({ credit: 1500 });
    const order = await createOrder({ id: exp.id, giftCardSeries: covering.series });
    expect(order.statusCode).toBe(422);
    expect(order.json().error.message).toBe(m.giftCardCoversAll);
  });

  it('never spends more than the balance when 20 checkouts pay with one card at once', async () => {
    const card = await makeGiftCard({ credit: 1000 });
    // Twenty different experiences, so that only the card's row orders them.
    const items = await Promise.all(Array.from({ length: 20 }, () => makeExperience({ price: 150 })));
    const results = await Promise.all(items.map((exp) => payWithCard({ id: exp.id, giftCardSeries: card.series })));
    const paid = results.filter((r) => r.statusCode === 201);
    const refused = results.filter((r) => r.statusCode !== 201);
    expect(paid).toHaveLength(6); // 6 × 150 = 900 ≤ 1 000 < 7 × 150
    expect(refused.every((r) => r.statusCode === 422)).toBe(true);
    for (const r of refused) expect([m.giftCardNotEnough, m.giftCardShort]).toContain(r.json().error.message);
    expect(await balanceOf(card.id)).toBe(100);
    expect(await heldOn(card.id)).toBe(900);
  });
});

describe('paying in part with a gift card, the rest through PayPal', () => {
  it('orders only the remainder at PayPal, charges the card at capture and checks PayPal against its part', async () => {
    const exp = await makeExperience({ name: 'Cañón del Sumidero', price: 1450 });
    const card = await makeGiftCard({ credit: 500 });
    const seedsBefore = await seedsOf('viajero@example.com');
    const order = await approvedOrder({ id: exp.id, passengers: 2, giftCardSeries: card.series }, viajero);
    expect(order).toMatchObject({ total: 2900, giftCardAmount: 500, amount: 2400 });
    expect(standIn.inspect(order.orderId)!.purchase_units![0]!.amount).toEqual({ currency_code: 'MXN', value: '2400.00' });
    expect(await bookingRow(order.bookingId)).toMatchObject({
      status: 'Pendiente',
      amount: 2400,
      gift_card_amount: 500,
      gift_card_id: card.id,
      gift_card_spent_at: null,
    });
    // Only planned until the capture: an abandoned checkout holds nothing.
    expect(await balanceOf(card.id)).toBe(500);

    const res = await capture(order.orderId, viajero);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      booking: { amount: 2900, giftCardAmount: 500, paypalAmount: 2400, status: 'Pagada' },
      seedsAwarded: 125, // 2 900 MXN paid in all
      seeds: seedsBefore + 125,
    });
    expect(await balanceOf(card.id)).toBe(0);
    expect(await bookingRow(order.bookingId)).toMatchObject({ status: 'Pagada', amount: 2400, gift_card_amount: 500 });
    const mail = await mailTo('ana.prueba@example.com', res.json().booking.reference);
    expect(mail.text).toContain('Pagado con gift card: $500.00');
    expect(mail.text).toContain('Pagado con PayPal: $2,400.00');
    expect(mail.text).toContain('Total pagado: $2,900.00');
    // A repeated capture changes nothing more.
    expect((await capture(order.orderId, viajero)).statusCode).toBe(200);
    expect(await balanceOf(card.id)).toBe(0);
  });

  it('refuses a capture of the whole total (PayPal should take only its part) and gives the card its balance back', async () => {
    const exp = await makeExperience({ price: 1450 });
    const card = await makeGiftCard({ credit: 500 });
    const order = await approvedOrder({ id: exp.id, giftCardSeries: card.series });
    standIn.tamper(order.orderId, { captureAmount: '1450.00' });
    const res = await capture(order.orderId);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe(m.amountMismatch);
    expect(await bookingRow(order.bookingId)).toMatchObject({
      status: 'Pendiente',
      gift_card_spent_at: null,
      capture_started_at: null,
    });
    expect(await balanceOf(card.id)).toBe(500);
  });

  it('gives the balance back when PayPal declines the capture, and spends nothing on a cancelled checkout', async () => {
    const exp = await makeExperience({ price: 800 });
    const card = await makeGiftCard({ credit: 300 });
    const declined = await approvedOrder({ id: exp.id, giftCardSeries: card.series });
    standIn.tamper(declined.orderId, {
      captureError: { status: 422, name: 'UNPROCESSABLE_ENTITY', issue: 'INSTRUMENT_DECLINED' },
    });
    const res = await capture(declined.orderId);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe(m.captureFailed);
    expect(await balanceOf(card.id)).toBe(300);
    expect(await bookingRow(declined.bookingId)).toMatchObject({
      status: 'Pendiente',
      gift_card_spent_at: null,
      capture_started_at: null,
    });

    // 'Cancelar pago': an order that is never captured.
    const cancelled = (await createOrder({ id: exp.id, giftCardSeries: card.series })).json();
    expect(cancelled.giftCardAmount).toBe(300);
    expect(await balanceOf(card.id)).toBe(300);
    // Not approved at PayPal: refused, nothing kept.
    expect((await capture(cancelled.orderId)).statusCode).toBe(422);
    expect(await balanceOf(card.id)).toBe(300);
  });

  it('keeps the card part while PayPal is unreachable and gives it back once the hold runs out', async () => {
    const exp = await makeExperience({ price: 800 });
    const card = await makeGiftCard({ credit: 300 });
    const order = await approvedOrder({ id: exp.id, giftCardSeries: card.series });
    standIn.tamper(order.orderId, { captureError: { status: 503, name: 'SERVICE_UNAVAILABLE', issue: 'SERVICE_UNAVAILABLE' } });
    const res = await capture(order.orderId);
    expect(res.statusCode).toBe(502);
    // The outcome is unknown: the part stays held, nobody else can spend it.
    expect(await balanceOf(card.id)).toBe(0);
    expect((await quote({ id: exp.id, giftCardSeries: card.series })).json().error.message).toBe(m.giftCardEmpty);

    // Ten minutes later the hold has run out: the next checkout with the card gives it back first.
    await db()
      .update(bookings)
      .set({ capture_started_at: sql`now() - interval '11 minutes'`, hold_expires_at: sql`now() - interval '1 minute'` })
      .where(eq(bookings.id, order.bookingId));
    const again = await quote({ id: exp.id, giftCardSeries: card.series });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ giftCardAmount: 300, amount: 500 });
    expect(await balanceOf(card.id)).toBe(300);
    expect(await bookingRow(order.bookingId)).toMatchObject({ status: 'Pendiente', gift_card_spent_at: null });
  });

  it('lets only one of 20 parallel captures spend a card that each of them planned to use (with a coupon too)', async () => {
    const card = await makeGiftCard({ credit: 1000 });
    const coupon = await makeCoupon({ discount_percentage: 20, quantity: 100 });
    const orders = [];
    for (let i = 0; i < 20; i++) {
      const exp = await makeExperience({ price: 1500 });
      // 1 500 − 20 % = 1 200: each plans 1 000 from the card and 200 through PayPal.
      orders.push(await approvedOrder({ id: exp.id, giftCardSeries: card.series, couponCode: coupon.code }));
      await endCheckoutHold(orders[i]!.bookingId);
    }
    expect(orders.every((o) => o.giftCardAmount === 1000 && o.amount === 200)).toBe(true);
    const results = await Promise.all(orders.map((o) => capture(o.orderId)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const refused = results.filter((r) => r.statusCode !== 200);
    expect(refused).toHaveLength(19);
    for (const r of refused) expect(r.json().error.message).toBe(m.giftCardShort);
    expect(await balanceOf(card.id)).toBe(0);
    expect(await heldOn(card.id)).toBe(1000);
    // The refused ones were refused before PayPal took any money.
    expect(orders.filter((o) => standIn.inspect(o.orderId)!.status === 'COMPLETED')).toHaveLength(1);
    const [{ n }] = (await db()
      .select({ n: count() })
      .from(couponRedemptions)
      .where(eq(couponRedemptions.coupon_id, coupon.id))) as [{ n: number }];
    expect(n).toBe(1);
  });

  it('keeps the balance between 0 and the credit when full payments and captures race on one card', async () => {
    const card = await makeGiftCard({ credit: 2000 });
    const partial = [];
    for (let i = 0; i < 10; i++) {
      const exp = await makeExperience({ price: 2500 });
      partial.push(await approvedOrder({ id: exp.id, giftCardSeries: card.series }));
      await endCheckoutHold(partial[i]!.bookingId);
    }
    const full = await Promise.all(Array.from({ length: 10 }, () => makeExperience({ price: 400 })));
    const results = await Promise.all([
      ...partial.map((o) => capture(o.orderId)),
      ...full.map((exp) => payWithCard({ id: exp.id, giftCardSeries: card.series })),
    ]);
    expect(results.every((r) => [200, 201, 422].includes(r.statusCode))).toBe(true);
    const balance = await balanceOf(card.id);
    expect(balance).toBeGreaterThanOrEqual(0);
    // Whatever won, the card lost exactly what the paid bookings took from it.
    expect(2000 - balance).toBe(await heldOn(card.id));
    const [paidSum] = await db()
      .select({ n: sql<string>`coalesce(sum(${bookings.gift_card_amount}), 0)` })
      .from(bookings)
      .where(and(eq(bookings.gift_card_id, card.id), eq(bookings.status, 'Pagada')));
    expect(Number(paidSum!.n)).toBe(2000 - balance);
  });
});

describe('a gift card retired by staff (issue 13)', () => {
  it('is refused at capture when it was retired after the order was priced, and nothing is charged', async () => {
    const exp = await makeExperience({ price: 800 });
    const card = await makeGiftCard({ credit: 300 });
    const order = await approvedOrder({ id: exp.id, giftCardSeries: card.series });
    await db().update(giftCards).set({ is_active: false }).where(eq(giftCards.id, card.id));
    const res = await capture(order.orderId);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe(m.giftCardInactive);
    expect(standIn.inspect(order.orderId)!.status).toBe('APPROVED');
    expect(await balanceOf(card.id)).toBe(300);
    expect(await bookingRow(order.bookingId)).toMatchObject({ status: 'Pendiente', gift_card_spent_at: null });
  });
});

describe('reports', () => {
  it('count both parts of a booking paid with a gift card and PayPal', async () => {
    const exp = await makeExperience({ name: 'Tirolesa en Huasteca', price: 1450 });
    const card = await makeGiftCard({ credit: 500 });
    const order = await approvedOrder({ id: exp.id, giftCardSeries: card.series });
    expect((await capture(order.orderId)).statusCode).toBe(200);
    const admin = await signIn(t.app, 'admin@example.com', 'demo1234');
    const today = todayInMexico();
    const before = (
      await t.app.inject({ url: `/api/admin/reports?from=${today}&to=${today}`, headers: { cookie: admin } })
    ).json();
    const csv = await t.app.inject({
      url: `/api/admin/reports/bookings.csv?from=${today}&to=${today}`,
      headers: { cookie: admin },
    });
    const line = csv.body.split('\r\n').find((l) => l.startsWith(order.bookingId.slice(0, 8).toUpperCase()))!;
    // Gift Card, Pagado con Gift Card, Pagado con PayPal, Total pagado, Reembolsado.
    expect(line).toContain(`,${card.series},500.00,950.00,1450.00,0.00,MXN,Pagada,`);
    expect(before.gift_card_amount).toBeGreaterThanOrEqual(500);
    expect(before.top_experiences).toContainEqual(expect.objectContaining({ id: exp.id, revenue: 1450 }));
  });
});

describe('staff screens', () => {
  it("show what the traveller paid in all (card and PayPal) in 'Viajes Adquiridos' and a coupon's results", async () => {
    const exp = await makeExperience({ name: 'Kayak en Bacalar', price: 1000 });
    const card = await makeGiftCard({ credit: 300 });
    const coupon = await makeCoupon({ discount_percentage: 10 });
    const order = await approvedOrder({ id: exp.id, couponCode: coupon.code, giftCardSeries: card.series }, viajero);
    expect((await capture(order.orderId, viajero)).statusCode).toBe(200);
    const admin = await signIn(t.app, 'admin@example.com', 'demo1234');
    const [traveller] = await db().select({ id: user.id }).from(user).where(eq(user.email, 'viajero@example.com'));

    const trips = await t.app.inject({ url: `/api/admin/people/${traveller!.id}/bookings`, headers: { cookie: admin } });
    expect(trips.json()).toContainEqual(expect.objectContaining({ id: order.bookingId, amount: 900 }));
    const results = await t.app.inject({ url: `/api/admin/coupons/${coupon.id}/redemptions`, headers: { cookie: admin } });
    expect(JSON.stringify(results.json())).toContain('"amount":900');
  });
});

describe('PayPal webhooks for bookings paid in part with a gift card', () => {
  const refundEvent = (captureId: string, orderId: string, value: string) => ({
    id: `WH-${randomUUID()}`,
    event_type: 'PAYMENT.CAPTURE.REFUNDED',
    resource_type: 'refund',
    resource: {
      id: `REFUND${++counter}`,
      status: 'COMPLETED',
      amount: { currency_code: 'MXN', value },
      links: [{ href: `https://api.paypal.com/v2/payments/captures/${captureId}`, rel: 'up', method: 'GET' }],
      supplementary_data: { related_ids: { order_id: orderId } },
    },
  });
  const completedEvent = (bookingId: string, orderId: string, value: string) => ({
    id: `WH-${randomUUID()}`,
    event_type: 'PAYMENT.CAPTURE.COMPLETED',
    resource_type: 'capture',
    resource: {
      id: `CAPTUREGIFT${++counter}`,
      status: 'COMPLETED',
      amount: { currency_code: 'MXN', value },
      custom_id: bookingId,
      supplementary_data: { related_ids: { order_id: orderId } },
    },
  });
  const postWebhook = (event: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', ...standIn.signWebhook(event) },
      payload: JSON.stringify(event),
    });

  it('a PayPal refund refunds the PayPal part and puts the gift-card part back on the card, once', async () => {
    const exp = await makeExperience({ price: 1500 });
    const card = await makeGiftCard({ credit: 600 });
    const seedsBefore = await seedsOf('viajero@example.com');
    const order = await approvedOrder({ id: exp.id, giftCardSeries: card.series }, viajero);
    expect((await capture(order.orderId, viajero)).json().seedsAwarded).toBe(75);
    expect(await balanceOf(card.id)).toBe(0);
    const { provider_capture_id } = await bookingRow(order.bookingId);
    const event = refundEvent(provider_capture_id!, order.orderId, '900.00');
    expect((await postWebhook(event)).statusCode).toBe(200);
    expect(await bookingRow(order.bookingId)).toMatchObject({ status: 'Reembolsada', gift_card_spent_at: null });
    expect(await balanceOf(card.id)).toBe(600);
    expect(await seedsOf('viajero@example.com')).toBe(seedsBefore);
    // PayPal repeats notifications: the card gets its part back once.
    await db().update(giftCards).set({ balance: 100 }).where(eq(giftCards.id, card.id));
    expect((await postWebhook(event)).statusCode).toBe(200);
    expect(await balanceOf(card.id)).toBe(100);
    const ledger = await db().select().from(seedsLedger).where(eq(seedsLedger.booking_id, order.bookingId));
    expect(ledger.map((l) => l.delta).sort((a, b) => a - b)).toEqual([-75, 75]);
  });

  // Issue 13: a 1 300 MXN booking, 500 from the card and 800 through PayPal; 50 seeds.
  async function paidHalfAndHalf() {
    const exp = await makeExperience({ price: 1300, max_capacity: 4 });
    const card = await makeGiftCard({ credit: 500 });
    const order = await approvedOrder({ id: exp.id, passengers: 1, giftCardSeries: card.series }, viajero);
    expect(order).toMatchObject({ total: 1300, giftCardAmount: 500, amount: 800 });
    const paid = await capture(order.orderId, viajero);
    expect(paid.json().seedsAwarded).toBe(50);
    const { provider_capture_id } = await bookingRow(order.bookingId);
    const placesTaken = async () =>
      (await t.app.inject(`/api/availability?kind=experience&id=${exp.id}&date=${saturday()}`)).json().booked as number;
    return { exp, card, order, captureId: provider_capture_id!, placesTaken };
  }
  /** A refund as PayPal notifies it: its own id and amount, and the capture's total refunded so far. */
  const refund = (captureId: string, orderId: string, value: string, totalRefunded: string) => {
    const event = refundEvent(captureId, orderId, value);
    return {
      ...event,
      resource: {
        ...event.resource,
        seller_payable_breakdown: {
          gross_amount: { currency_code: 'MXN', value },
          total_refunded_amount: { currency_code: 'MXN', value: totalRefunded },
        },
      },
    };
  };
  const refundRows = (bookingId: string) => db().select().from(bookingRefunds).where(eq(bookingRefunds.booking_id, bookingId));
  const ledgerOf = async (bookingId: string) =>
    (await db().select().from(seedsLedger).where(eq(seedsLedger.booking_id, bookingId)))
      .map((l) => l.delta)
      .sort((a, b) => a - b);
  const myBooking = async (bookingId: string) =>
    (await t.app.inject({ url: '/api/profile/bookings', headers: { cookie: viajero } }))
      .json()
      .data.find((b: { id: string }) => b.id === bookingId);

  it('a partial refund is partial: the booking stays paid with its places, card part and the seeds of what is kept, once', async () => {
    const { card, order, captureId, placesTaken } = await paidHalfAndHalf();
    const seedsBefore = await seedsOf('viajero@example.com');
    const event = refund(captureId, order.orderId, '1.00', '1.00');
    expect((await postWebhook(event)).statusCode).toBe(200);
    expect(await bookingRow(order.bookingId)).toMatchObject({ status: 'Pagada', refunded_amount: 1 });
    expect(await myBooking(order.bookingId)).toMatchObject({ status: 'Pagada', amount: 1300, refundedAmount: 1 });
    expect(await placesTaken()).toBe(1);
    expect(await balanceOf(card.id)).toBe(0);
    // 1 299 MXN kept: still two full 500s, still 50 seeds.
    expect(await seedsOf('viajero@example.com')).toBe(seedsBefore);
    expect(await refundRows(order.bookingId)).toMatchObject([{ refund_key: event.resource.id, amount: 1 }]);

    // PayPal repeats the notification: nothing more happens.
    expect((await postWebhook(event)).statusCode).toBe(200);
    expect(await refundRows(order.bookingId)).toHaveLength(1);
    expect(await bookingRow(order.bookingId)).toMatchObject({ status: 'Pagada', refunded_amount: 1 });

    // A second partial refund: 301 MXN back in all, 999 kept, one full 500: 25 seeds back, once.
    const more = refund(captureId, order.orderId, '300.00', '301.00');
    expect((await postWebhook(more)).statusCode).toBe(200);
    expect((await postWebhook(more)).statusCode).toBe(200);
    expect(await bookingRow(order.bookingId)).toMatchObject({ status: 'Pagada', refunded_amount: 301 });
    expect(await seedsOf('viajero@example.com')).toBe(seedsBefore - 25);
    expect(await ledgerOf(order.bookingId)).toEqual([-25, 50]);
    expect(await placesTaken()).toBe(1);
    expect(await balanceOf(card.id)).toBe(0);
  });

  it('two partial refunds that add up to the whole PayPal part are a full refund, once', async () => {
    const { card, order, captureId, placesTaken } = await paidHalfAndHalf();
    const seedsBefore = await seedsOf('viajero@example.com');
    const first = refund(captureId, order.orderId, '400.00', '400.00');
    expect((await postWebhook(first)).statusCode).toBe(200);
    // 900 kept: one full 500, 25 of the 50 seeds back.
    expect(await bookingRow(order.bookingId)).toMatchObject({ status: 'Pagada', refunded_amount: 400 });
    expect(await seedsOf('viajero@example.com')).toBe(seedsBefore - 25);
    expect(await balanceOf(card.id)).toBe(0);

    const second = refund(captureId, order.orderId, '400.00', '800.00');
    expect((await postWebhook(second)).statusCode).toBe(200);
    // refunded_amount is all that went back: PayPal's 800 and the card's 500 (decision 0129).
    expect(await bookingRow(order.bookingId)).toMatchObject({
      status: 'Reembolsada',
      refunded_amount: 1300,
      gift_card_spent_at: null,
    });
    expect(await myBooking(order.bookingId)).toMatchObject({ status: 'Reembolsada', refundedAmount: 1300 });
    expect(await seedsOf('viajero@example.com')).toBe(seedsBefore - 50);
    expect(await ledgerOf(order.bookingId)).toEqual([-25, -25, 50]);
    expect(await balanceOf(card.id)).toBe(500);
    expect(await placesTaken()).toBe(0);

    // Replays of either notification change nothing (the card is not credited twice).
    await db().update(giftCards).set({ balance: 100 }).where(eq(giftCards.id, card.id));
    for (const event of [first, second]) expect((await postWebhook(event)).statusCode).toBe(200);
    expect(await balanceOf(card.id)).toBe(100);
    expect(await seedsOf('viajero@example.com')).toBe(seedsBefore - 50);
    // Two PayPal refunds and the card's part, each once.
    expect(await refundRows(order.bookingId)).toHaveLength(3);
  });

  it("counts PayPal's total refunded so far, so a notification that never arrived is not missed", async () => {
    const { card, order, captureId } = await paidHalfAndHalf();
    // The notification of a first 500 MXN refund was lost; this one says 800 are back in all.
    expect((await postWebhook(refund(captureId, order.orderId, '300.00', '800.00'))).statusCode).toBe(200);
    expect(await bookingRow(order.bookingId)).toMatchObject({ status: 'Reembolsada', refunded_amount: 1300 });
    expect(await balanceOf(card.id)).toBe(500);
  });

  it('PAYMENT.CAPTURE.COMPLETED of another amount is settled as the capture settles it: never paid, hold released, capture id kept', async () => {
    const exp = await makeExperience({ price: 800 });
    const card = await makeGiftCard({ credit: 300 });
    const order = await approvedOrder({ id: exp.id, giftCardSeries: card.series }, viajero);
    // PayPal unreachable: the outcome is unknown, so the capture's hold (and the card part) stays.
    standIn.tamper(order.orderId, { captureError: { status: 503, name: 'SERVICE_UNAVAILABLE', issue: 'SERVICE_UNAVAILABLE' } });
    expect((await capture(order.orderId, viajero)).statusCode).toBe(502);
    expect(await balanceOf(card.id)).toBe(0);
    const seedsBefore = await seedsOf('viajero@example.com');

    // PayPal then reports a capture of 1 MXN instead of its 500.
    const event = completedEvent(order.bookingId, order.orderId, '1.00');
    expect((await postWebhook(event)).statusCode).toBe(200);
    expect(await bookingRow(order.bookingId)).toMatchObject({
      status: 'Pendiente',
      paid_at: null,
      provider_capture_id: event.resource.id,
      capture_started_at: null,
      gift_card_spent_at: null,
    });
    expect(await balanceOf(card.id)).toBe(300);
    expect(await seedsOf('viajero@example.com')).toBe(seedsBefore);
  });

  it('PayPal denying a capture it had left pending releases the hold at once (PENDING, then DENIED, through settle)', async () => {
    const exp = await makeExperience({ price: 800 });
    const card = await makeGiftCard({ credit: 300 });
    const order = await approvedOrder({ id: exp.id, giftCardSeries: card.series }, viajero);
    standIn.tamper(order.orderId, { captureStatus: 'PENDING' });
    const res = await capture(order.orderId, viajero);
    expect(res.json().error.message).toBe(m.capturePending);
    // In review at PayPal: the places and the card part stay held.
    expect(await balanceOf(card.id)).toBe(0);
    const captureId = standIn.inspect(order.orderId)!.purchase_units![0]!.payments!.captures![0]!.id;
    expect(await bookingRow(order.bookingId)).toMatchObject({ status: 'Pendiente', provider_capture_id: captureId });

    standIn.settleCapture(captureId, 'DECLINED');
    await standIn.webhooksSettled();
    expect(await bookingRow(order.bookingId)).toMatchObject({
      status: 'Pendiente',
      paid_at: null,
      capture_started_at: null,
      gift_card_spent_at: null,
    });
    expect(await balanceOf(card.id)).toBe(300);
  });

  it('applyRefund records a refund id once: a repeated report says so and changes nothing', async () => {
    const { card, order, captureId } = await paidHalfAndHalf();
    const seedsBefore = await seedsOf('viajero@example.com');
    const report = {
      id: `REFUNDDIRECT${++counter}`,
      status: 'completed' as const,
      amount: { cents: 40000, currency: 'MXN' },
      source: 'PAYMENT.CAPTURE.REFUNDED',
    };
    const refundOnce = () =>
      applyRefund(
        { db: db(), log: t.app.log },
        (tx) => lockBooking(tx, eq(bookings.provider_capture_id, captureId)),
        report,
      ).then((r) => r.outcome);
    expect(await refundOnce()).toBe('partly refunded');
    const after = await bookingRow(order.bookingId);
    expect(after).toMatchObject({ status: 'Pagada', refunded_amount: 400 });
    expect(await seedsOf('viajero@example.com')).toBe(seedsBefore - 25);
    expect(await refundOnce()).toBe('refund already recorded');
    expect(await bookingRow(order.bookingId)).toEqual(after);
    expect(await refundRows(order.bookingId)).toHaveLength(1);
    expect(await seedsOf('viajero@example.com')).toBe(seedsBefore - 25);
    expect(await balanceOf(card.id)).toBe(0);
  });

  it('PAYMENT.CAPTURE.COMPLETED takes the gift-card part if the browser never captured, and pays nothing if it is gone', async () => {
    const exp = await makeExperience({ price: 1000 });
    const card = await makeGiftCard({ credit: 400 });
    const first = await approvedOrder({ id: exp.id, giftCardSeries: card.series });
    expect((await postWebhook(completedEvent(first.bookingId, first.orderId, '600.00'))).statusCode).toBe(200);
    expect(await bookingRow(first.bookingId)).toMatchObject({ status: 'Pagada', gift_card_amount: 400 });
    expect(await balanceOf(card.id)).toBe(0);

    const refill = await makeGiftCard({ credit: 400 });
    const second = await approvedOrder({ id: exp.id, giftCardSeries: refill.series });
    // Someone else spends the card before PayPal's notice arrives.
    await db().update(giftCards).set({ balance: 50 }).where(eq(giftCards.id, refill.id));
    expect((await postWebhook(completedEvent(second.bookingId, second.orderId, '600.00'))).statusCode).toBe(200);
    expect(await bookingRow(second.bookingId)).toMatchObject({ status: 'Pendiente', paid_at: null });
    expect(await balanceOf(refill.id)).toBe(50);
  });
});
