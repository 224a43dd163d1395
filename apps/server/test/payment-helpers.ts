import { eq } from 'drizzle-orm';
import { todayInMexico } from '@hv/shared';
import { bookings, coupons, experiences, giftCards, user } from '../src/db/schema.ts';
import { TEST_ORIGIN, type TestApp } from './helpers.ts';
import { waitForMail } from './hostile-helpers.ts';
import { addDays } from './dates.ts';

// What the checkout suites (payments, gift cards at checkout) share: rows and calls.

export interface PaymentHelperOptions {
  /** First two octets of the client addresses, e.g. '10.1': one block per suite. */
  ipBlock: string;
  /** The suite's defaults for new rows; a call's overrides win. */
  experience?: Partial<typeof experiences.$inferInsert>;
  coupon?: Partial<typeof coupons.$inferInsert>;
}

/**
 * Rows and HTTP calls against one test app. `app` is read on each call because the
 * app only starts in the suite's beforeAll.
 */
export function paymentHelpers(app: () => TestApp, opts: PaymentHelperOptions) {
  const db = () => app().app.database.db;
  let counter = 0;

  async function makeExperience(overrides: Partial<typeof experiences.$inferInsert> = {}) {
    const [row] = await db()
      .insert(experiences)
      .values({
        name: 'Cenotes de prueba',
        slug: `exp-pago-${++counter}`,
        price: 1450,
        max_capacity: 12,
        status: 'Público',
        ...opts.experience,
        ...overrides,
      })
      .returning();
    return row!;
  }
  async function makeCoupon(overrides: Partial<typeof coupons.$inferInsert> = {}) {
    const [row] = await db()
      .insert(coupons)
      .values({
        code: `PRUEBA${++counter}`,
        discount_percentage: 10,
        quantity: 5,
        valid_until: addDays(todayInMexico(), 30),
        status: 'Activo',
        ...opts.coupon,
        ...overrides,
      })
      .returning();
    return row!;
  }

  async function makeGiftCard(overrides: Partial<typeof giftCards.$inferInsert> = {}) {
    const credit = overrides.credit ?? 1000;
    const [row] = await db()
      .insert(giftCards)
      .values({
        // 12 characters of A–Z and 0–9, unique within the suite ('G101' + counter for ipBlock '10.1').
        series: `G${opts.ipBlock.replace(/\D/g, '')}`.padEnd(12 - String(++counter).length, 'X') + String(counter),
        credit,
        balance: credit,
        currency: 'MXN',
        expiry_date: addDays(todayInMexico(), 60),
        ...overrides,
      })
      .returning();
    return row!;
  }

  // Each call from its own address, so the per-IP order limit stays out of the way.
  let ip = 0;
  const nextIp = () => `${opts.ipBlock}.${Math.floor(++ip / 250)}.${ip % 250}`;
  const post = (url: string, payload?: object, cookie?: string, remoteAddress = nextIp()) =>
    app().app.inject({
      method: 'POST',
      url,
      headers: {
        origin: TEST_ORIGIN,
        ...(payload ? { 'content-type': 'application/json' } : {}),
        ...(cookie ? { cookie } : {}),
      },
      ...(payload ? { payload } : {}),
      remoteAddress,
    });

  return {
    db,
    makeExperience,
    makeCoupon,
    makeGiftCard,
    nextIp,
    post,
    createOrder: (payload: object, cookie?: string, remoteAddress?: string) =>
      post('/api/payments/orders', payload, cookie, remoteAddress),
    approve: (orderId: string, cookie?: string) => post(`/paypal-standin/checkout/orders/${orderId}/approve`, undefined, cookie),
    capture: (orderId: string, cookie?: string) => post(`/api/payments/orders/${orderId}/capture`, undefined, cookie),
    bookingRow: async (id: string) => (await db().select().from(bookings).where(eq(bookings.id, id)))[0]!,
    balanceOf: async (id: string) => (await db().select().from(giftCards).where(eq(giftCards.id, id)))[0]!.balance,
    seedsOf: async (email: string) =>
      (await db().select({ seeds: user.seeds }).from(user).where(eq(user.email, email)))[0]!.seeds,
    /** The newest e-mail in the outbox sent to `to` whose subject contains `subject`. */
    mailTo: (to: string, subject: string) => waitForMail(app().config.dataDir, to, subject),
  };
}
