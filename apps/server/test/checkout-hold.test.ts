import { and, eq, sql, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_HOLD_MINUTES, PAYMENT_MESSAGES } from '@hv/shared';
import { bookings } from '../src/db/schema.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { saturday } from './dates.ts';
import { paymentHelpers } from './payment-helpers.ts';

// Issue 31, "places held while paying": from the moment a traveller's order is created the booking
// holds its places, coupon use and gift-card part for CHECKOUT_HOLD_MINUTES; buyers beyond the
// places are refused before they pay; an abandoned checkout frees them when the hold ends
// (docs/decisions/0213-places-held-while-paying.md). Runs on PGlite and, in the server-postgres
// project, on PostgreSQL.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demoData: true });
});
afterAll(() => t?.close());

const { db, makeExperience, makeCoupon, makeGiftCard, balanceOf, createOrder, approve, capture, bookingRow, payBooking } =
  paymentHelpers(() => t, { ipBlock: '10.31' });

/** How many passengers of the item's date are paid. */
const paidPassengers = async (experienceId: string, date: string) => {
  const [paid] = await db()
    .select({ n: sum(bookings.passengers) })
    .from(bookings)
    .where(and(eq(bookings.experience_id, experienceId), eq(bookings.booking_date, date), eq(bookings.status, 'Pagada')));
  return Number(paid!.n);
};

const availability = async (id: string, date: string) =>
  (await t.app.inject(`/api/availability?kind=experience&id=${id}&date=${date}`)).json() as { placesLeft: number };

/** Moves the clock past a booking's checkout hold, as if its buyer had left the page. */
const endHold = (bookingId: string) =>
  db()
    .update(bookings)
    .set({ hold_expires_at: sql`now() - interval '1 second'` })
    .where(eq(bookings.id, bookingId));

describe('places held while paying', () => {
  it('200 buyers at once for the last 8 places: 8 paid, none oversold, every refusal before paying', async () => {
    const exp = await makeExperience({ price: 400, max_capacity: 10 });
    const date = saturday(3);
    const item = { kind: 'experience', id: exp.id, date };
    // Two places already sold: eight are left.
    await payBooking({
      item: { kind: 'experience', id: exp.id },
      date,
      passengers: 2,
      contactEmail: 'primeros@example.com',
      cookie: undefined,
    });

    const orders = await Promise.all(Array.from({ length: 200 }, () => createOrder({ ...item, passengers: 1 })));
    const created = orders.filter((r) => r.statusCode === 201).map((r) => r.json() as { orderId: string; holdExpiresAt: string });
    const refused = orders.filter((r) => r.statusCode !== 201);
    expect(created).toHaveLength(8);
    // Every buyer beyond the places is refused at the order, with the words for no places.
    expect(refused).toHaveLength(192);
    for (const r of refused) {
      expect(r.statusCode, r.body).toBe(409);
      expect(r.json().error.message).toBe(PAYMENT_MESSAGES.placesLeft(0));
    }
    // The answer says until when its places are held.
    const expires = new Date(created[0]!.holdExpiresAt).getTime();
    expect(Math.abs(expires - (Date.now() + CHECKOUT_HOLD_MINUTES * 60_000))).toBeLessThan(60_000);
    expect(await availability(exp.id, date)).toMatchObject({ placesLeft: 0 });

    // Everyone who got an order approves and captures: nobody is refused after approving.
    const captures = await Promise.all(
      created.map(async ({ orderId }) => {
        expect((await approve(orderId)).statusCode).toBe(200);
        return capture(orderId);
      }),
    );
    for (const c of captures) expect(c.statusCode, c.body).toBe(200);

    expect(await paidPassengers(exp.id, date)).toBe(10);
  });

  it('200 buyers at once for the last 8 places, paying with PayPal and Mercado Pago mixed: 8 paid, none oversold, nobody refused after paying', async () => {
    const mp = t.app.mercadopagoStandIn!;
    const exp = await makeExperience({ price: 450, max_capacity: 10 });
    const date = saturday(6);
    await payBooking({
      item: { kind: 'experience', id: exp.id },
      date,
      passengers: 2,
      contactEmail: 'antes@example.com',
      cookie: undefined,
    });

    // Every other buyer chooses Mercado Pago (decision 0211); the holds are the same for both (0213).
    const providers = Array.from({ length: 200 }, (_, i) => (i % 2 ? 'mercadopago' : 'paypal'));
    const orders = await Promise.all(
      providers.map(async (provider) => ({
        provider,
        res: await createOrder({ kind: 'experience', id: exp.id, date, passengers: 1, provider }),
      })),
    );
    const created = orders.filter((o) => o.res.statusCode === 201);
    expect(created).toHaveLength(8);
    for (const o of orders.filter((o) => o.res.statusCode !== 201)) {
      expect(o.res.statusCode, o.res.body).toBe(409);
      expect(o.res.json().error.message).toBe(PAYMENT_MESSAGES.placesLeft(0));
    }
    // Both providers were refused before paying: the 192 refusals are not all one provider's.
    expect(new Set(orders.filter((o) => o.res.statusCode === 409).map((o) => o.provider))).toEqual(
      new Set(['paypal', 'mercadopago']),
    );

    // Every buyer with an order pays: PayPal approves and captures; Mercado Pago's card is approved on
    // its page (the money is taken there) and the buyer comes back. Nobody is refused after that.
    const outcomes = await Promise.all(
      created.map(async ({ provider, res }) => {
        const { orderId, bookingId } = res.json() as { orderId: string; bookingId: string };
        if (provider === 'paypal') {
          expect((await approve(orderId)).statusCode).toBe(200);
          const paid = await capture(orderId);
          return { bookingId, ok: paid.statusCode === 200, detail: paid.body };
        }
        mp.pay(orderId, { method: 'card', cardholder: 'APRO' });
        const back = await t.app.inject({ url: `/api/payments/return?booking=${bookingId}`, remoteAddress: '10.31.201.1' });
        const to = String(back.headers.location);
        return { bookingId, ok: back.statusCode === 303 && !to.includes('pago='), detail: to };
      }),
    );
    await mp.webhooksSettled();
    for (const o of outcomes) expect(o.ok, o.detail).toBe(true);
    for (const o of outcomes) expect(await bookingRow(o.bookingId)).toMatchObject({ status: 'Pagada' });
    expect(await paidPassengers(exp.id, date)).toBe(10);
  });

  it('an abandoned checkout frees its places when its hold ends; its late capture keeps the rule for no places', async () => {
    const exp = await makeExperience({ price: 300, max_capacity: 3 });
    const date = saturday(4);
    const item = { kind: 'experience', id: exp.id, date };

    const first = await createOrder({ ...item, passengers: 2 });
    expect(first.statusCode, first.body).toBe(201);
    const abandoned = first.json() as { orderId: string; bookingId: string };
    expect(await availability(exp.id, date)).toMatchObject({ placesLeft: 1 });
    const meanwhile = await createOrder({ ...item, passengers: 2 });
    expect(meanwhile.statusCode, meanwhile.body).toBe(409);
    expect(meanwhile.json().error.message).toBe(PAYMENT_MESSAGES.placesLeft(1));

    // The hold ends: no job runs, the next read finds the places free.
    await endHold(abandoned.bookingId);
    expect(await availability(exp.id, date)).toMatchObject({ placesLeft: 3 });
    const later = await createOrder({ ...item, passengers: 2 });
    expect(later.statusCode, later.body).toBe(201);

    // The first buyer comes back after the hold and approves: refused before any money moves, as
    // today for a capture that finds no places; the one whose hold runs is paid.
    expect((await approve(abandoned.orderId)).statusCode).toBe(200);
    const late = await capture(abandoned.orderId);
    expect(late.statusCode, late.body).toBe(409);
    expect(late.json().error.message).toBe(PAYMENT_MESSAGES.placesLeft(1));
    expect(await bookingRow(abandoned.bookingId)).toMatchObject({ status: 'Pendiente', paid_at: null });
    const { orderId } = later.json() as { orderId: string };
    expect((await approve(orderId)).statusCode).toBe(200);
    expect((await capture(orderId)).statusCode).toBe(200);
  });

  it("a running hold's coupon use counts, and is free again when it ends", async () => {
    const exp = await makeExperience({ price: 500, max_capacity: 10 });
    const coupon = await makeCoupon({ discount_percentage: 10, quantity: 1 });
    const item = { kind: 'experience', id: exp.id, date: saturday(5), couponCode: coupon.code };

    const first = await createOrder({ ...item, passengers: 1 });
    expect(first.statusCode, first.body).toBe(201);
    // The one use is held by the first checkout: a second buyer is refused before paying.
    const second = await createOrder({ ...item, passengers: 1 });
    expect(second.statusCode, second.body).toBe(422);
    expect(second.json().error.message).toBe(PAYMENT_MESSAGES.couponInvalid);

    await endHold((first.json() as { bookingId: string }).bookingId);
    const third = await createOrder({ ...item, passengers: 1 });
    expect(third.statusCode, third.body).toBe(201);
  });

  it('a running hold keeps its gift-card part from other checkouts, and frees it when it ends', async () => {
    const exp = await makeExperience({ price: 1000, max_capacity: 10 });
    const card = await makeGiftCard({ credit: 300, balance: 300 });
    const item = { kind: 'experience', id: exp.id, date: saturday(5), passengers: 1, giftCardSeries: card.series };
    const order = await createOrder(item);
    expect(order.statusCode, order.body).toBe(201);
    expect(order.json()).toMatchObject({ giftCardAmount: 300, amount: 700 });
    // Planned, not taken: the capture takes it (decision 0031), but no other checkout may plan it.
    expect(await balanceOf(card.id)).toBe(300);
    const other = await createOrder(item);
    expect(other.statusCode, other.body).toBe(422);
    expect(other.json().error.message).toBe(PAYMENT_MESSAGES.giftCardEmpty);

    await endHold((order.json() as { bookingId: string }).bookingId);
    const again = await createOrder(item);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toMatchObject({ giftCardAmount: 300, amount: 700 });
  });
});
