import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { bookingReference } from '@hv/shared';
import { insertRows, type NewCoupon, type NewExperience, type NewGiftCard } from '../src/db/factories.ts';
import { bookingRefunds, bookings, giftCards, user } from '../src/db/schema.ts';
import { createPayPalClient } from '../src/modules/payment-providers/paypal/paypal-client.ts';
import type { StandIn } from '../src/standins/paypal/standin.ts';
import { createTestApp, signIn, TEST_ORIGIN, type TestApp } from './helpers.ts';
import { waitForMail } from './hostile-helpers.ts';

// What the checkout suites (payments, gift cards at checkout) share: rows and calls.

/** Asks the PayPal stand-in for an OAuth token with these client credentials (PayPal's client-credentials grant). */
export const standInTokenRequest = (app: FastifyInstance, clientId: string, clientSecret: string) =>
  app.inject({
    method: 'POST',
    url: '/paypal-standin/v1/oauth2/token',
    headers: {
      authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: 'grant_type=client_credentials',
  });

/**
 * Who books and who travels (issue 15), added to a checkout body that only says what is
 * booked; a body's own fields win. Valid: a Mexican mobile and one name per passenger.
 */
export const withPeople = <T extends object>(body: T) => {
  const passengers = (body as { passengers?: unknown }).passengers;
  const count = typeof passengers === 'number' && passengers > 0 && passengers <= 50 ? passengers : 1;
  return {
    contactName: 'Ana López Prueba',
    contactEmail: 'ana.prueba@example.com',
    contactPhoneCountry: 'MX',
    contactPhone: '55 1234 5678',
    passengerNames: Array.from({ length: count }, (_, i) => `Pasajero ${i + 1} Prueba`),
    ...body,
  };
};

export interface DemoSuite {
  /** The app, from the suite's beforeAll on. */
  t: TestApp;
  /** Its built-in PayPal stand-in. */
  standIn: StandIn;
  /** The session cookie of each demo account asked for, by role (`<role>@example.com`). */
  cookies: Record<string, string>;
}

/**
 * A suite's app with the demo data, made in its beforeAll and closed in its afterAll, with the
 * demo accounts of `roles` signed in (the refund, traveller-change and departure suites).
 */
export function demoSuite(roles: string[]): DemoSuite {
  const suite = { cookies: {} } as DemoSuite;
  beforeAll(async () => {
    suite.t = await createTestApp({ demoData: true });
    suite.standIn = suite.t.app.paypalStandIn!;
    for (const role of roles) suite.cookies[role] = await signIn(suite.t.app, `${role}@example.com`, 'demo1234');
  });
  afterAll(() => suite.t?.close());
  return suite;
}

/**
 * A staff refund whose PayPal answer was lost: what step 1 stores before calling PayPal (the
 * `pending` row under the refund's first request id, hv-refund-<booking>-1), then PayPal
 * refunds it and notifies the site, but the answer never reaches the refund route. The staff
 * member is the one of the first refund row in the database (null when there is none). Returns
 * the request id, which a staff retry reuses.
 */
export async function loseRefundAnswer(
  suite: DemoSuite,
  refund: { bookingId: string; captureId: string; amount: number; reason: string },
): Promise<string> {
  const db = suite.t.app.database.db;
  const staff = (await db.select().from(bookingRefunds).limit(1))[0]?.requested_by ?? null;
  const requestId = `hv-refund-${refund.bookingId}-1`;
  await db.insert(bookingRefunds).values({
    booking_id: refund.bookingId,
    refund_key: requestId,
    event_type: 'pending',
    amount: refund.amount,
    currency: 'MXN',
    reason: refund.reason,
    requested_by: staff,
  });
  const paypal = createPayPalClient({
    baseUrl: `${TEST_ORIGIN}/paypal-standin`,
    clientId: suite.standIn.clientId,
    clientSecret: suite.standIn.clientSecret,
    fetch: suite.standIn.fetchVia(suite.t.app),
  });
  await paypal.refundCapture(refund.captureId, {
    requestId,
    amount: { currency_code: 'MXN', value: refund.amount.toFixed(2) },
    note: refund.reason,
    customId: requestId,
  });
  await suite.standIn.webhooksSettled();
  return requestId;
}

/** A booking to pay through the PayPal stand-in: what, when, for how many, by whom. */
export interface PaidBookingRequest {
  item: { kind: 'experience' | 'trip'; id: string };
  date: string;
  startTime?: string;
  passengers?: number;
  /** How many of each traveller type (decision 0228); `passengers` is then everyone. */
  travellers?: { typeId: string; count: number }[];
  couponCode?: string;
  /** The pickup point chosen (decision 0233); absent: the meeting point. */
  pickupId?: string;
  giftCardSeries?: string;
  /** Spend the signed-in traveller's seeds (decision 0234). */
  useSeeds?: boolean;
  contactEmail: string;
  /** The checkout page's language (none: the Spanish checkout, which sends none). */
  locale?: 'es' | 'en';
  /** The buyer's session cookie; undefined: a buyer without an account. */
  cookie: string | undefined;
}

export interface PaymentHelperOptions {
  /** First two octets of the client addresses, e.g. '10.1': one block per suite. */
  ipBlock: string;
  /** The suite's defaults for new rows; a call's overrides win. */
  experience?: Partial<NewExperience>;
  coupon?: Partial<NewCoupon>;
}

/**
 * Rows and HTTP calls against one test app. `app` is read on each call because the
 * app only starts in the suite's beforeAll.
 */
export function paymentHelpers(app: () => TestApp, opts: PaymentHelperOptions) {
  const db = () => app().app.database.db;
  // Rows through the factories the demo data uses (src/db/factories.ts); the suite's defaults first.
  const rows = () => insertRows(db());
  const makeExperience = (overrides: Partial<NewExperience> = {}) =>
    rows().experience({ name: 'Cenotes de prueba', ...opts.experience, ...overrides });
  const makeCoupon = (overrides: Partial<NewCoupon> = {}) => rows().coupon({ ...opts.coupon, ...overrides });
  const makeGiftCard = (overrides: Partial<NewGiftCard> = {}) => rows().giftCard(overrides);

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
      post('/api/payments/orders', withPeople(payload), cookie, remoteAddress),
    payWithGiftCard: (payload: object, cookie?: string, remoteAddress?: string) =>
      post('/api/payments/gift-card', withPeople(payload), cookie, remoteAddress),
    approve: (orderId: string, cookie?: string) => post(`/paypal-standin/checkout/orders/${orderId}/approve`, undefined, cookie),
    capture: (orderId: string, cookie?: string) => post(`/api/payments/orders/${orderId}/capture`, undefined, cookie),
    /** A booking paid through the stand-in (order, approval, capture), each step checked; its voucher link's token. */
    async payBooking(r: PaidBookingRequest) {
      const { item, cookie, ...rest } = r;
      const order = await post('/api/payments/orders', withPeople({ ...item, ...rest, passengers: r.passengers ?? 1 }), cookie);
      expect(order.statusCode, order.body).toBe(201);
      const { orderId, bookingId } = order.json() as { orderId: string; bookingId: string };
      expect((await post(`/paypal-standin/checkout/orders/${orderId}/approve`, undefined, cookie)).statusCode).toBe(200);
      const paid = await post(`/api/payments/orders/${orderId}/capture`, undefined, cookie);
      expect(paid.statusCode, paid.body).toBe(200);
      const { confirmationPath } = paid.json() as { confirmationPath: string };
      const token = new URL(confirmationPath, TEST_ORIGIN).searchParams.get('t')!;
      return { orderId, bookingId, reference: bookingReference(bookingId), token };
    },
    bookingRow: async (id: string) => (await db().select().from(bookings).where(eq(bookings.id, id)))[0]!,
    balanceOf: async (id: string) => (await db().select().from(giftCards).where(eq(giftCards.id, id)))[0]!.balance,
    seedsOf: async (email: string) =>
      (await db().select({ seeds: user.seeds }).from(user).where(eq(user.email, email)))[0]!.seeds,
    /** The newest e-mail in the outbox sent to `to` whose subject contains `subject`. */
    mailTo: (to: string, subject: string) => waitForMail(app().config.dataDir, to, subject),
  };
}
