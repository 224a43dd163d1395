import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  AFTER_SALE_MESSAGES,
  bookingReference,
  formatMXN,
  freeCancellationUntil,
  MESSAGES,
  PAYMENT_MESSAGES,
  wallDateTime,
} from '@hv/shared';
import { auditLog, bookingRefunds, bookings, couponRedemptions, seedsLedger } from '../src/db/schema.ts';
import { TEST_ORIGIN } from './helpers.ts';
import { addDays, saturday } from './dates.ts';
import { demoSuite, paymentHelpers } from './payment-helpers.ts';

// Issue 17, docs/product.md §15.3: the traveller cancels a paid booking (everything back, through
// the one refund path) or moves it, while the item's policy allows; staff move bookings at any time.

const suite = demoSuite(['admin', 'coordinador', 'organizador', 'viajero']);
const { cookies } = suite;

const {
  db,
  makeExperience,
  makeCoupon,
  makeGiftCard,
  balanceOf,
  createOrder,
  approve,
  capture,
  payBooking,
  bookingRow,
  seedsOf,
  mailTo,
} = paymentHelpers(() => suite.t, { ipBlock: '10.18' });

const send = (url: string, cookie: string | undefined, payload: object = {}) =>
  suite.t.app.inject({
    method: 'POST',
    url,
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    payload,
  });

let dateCounter = 0;
/** A paid PayPal booking of the signed-in traveller, four or more weeks ahead (inside a 48-hour policy). */
async function paidBooking(opts: {
  price: number;
  exp?: Awaited<ReturnType<typeof makeExperience>>;
  date?: string;
  passengers?: number;
  hours?: number;
  capacity?: number;
  couponCode?: string;
  giftCardSeries?: string;
  cookie?: string;
  email?: string;
}) {
  const exp =
    opts.exp ??
    (await makeExperience({
      price: opts.price,
      free_cancellation_hours: opts.hours ?? 48,
      max_capacity: opts.capacity ?? 20,
    }));
  const date = opts.date ?? saturday(4 + (++dateCounter % 20));
  const cookie = 'cookie' in opts ? opts.cookie : cookies.viajero;
  const paid = await payBooking({
    item: { kind: 'experience', id: exp.id },
    date,
    passengers: opts.passengers,
    couponCode: opts.couponCode,
    giftCardSeries: opts.giftCardSeries,
    contactEmail: opts.email ?? 'viajera.cambios@example.com',
    cookie,
  });
  return { exp, date, ...paid };
}

const cancel = (reference: string, cookie: string | undefined, token?: string) =>
  send(`/api/bookings/${reference}/cancel${token ? `?t=${token}` : ''}`, cookie);
const placesLeft = async (expId: string, date: string) =>
  (await suite.t.app.inject({ url: `/api/availability?kind=experience&id=${expId}&date=${date}` })).json().placesLeft as number;
const ledger = async (bookingId: string) =>
  (await db().select().from(seedsLedger).where(eq(seedsLedger.booking_id, bookingId))).reduce((s, l) => s + l.delta, 0);
const refundRows = (bookingId: string) => db().select().from(bookingRefunds).where(eq(bookingRefunds.booking_id, bookingId));
const paypalRefunds = async (orderId: string) => suite.standIn.inspect(orderId)!.purchase_units![0]!.payments!.refunds ?? [];

describe('a traveller cancels a paid booking (issue 17)', () => {
  it('inside the policy: the whole amount back, split between PayPal and the gift card; coupon use released, seeds back once, places freed, an e-mail', async () => {
    const card = await makeGiftCard({ credit: 300 });
    const coupon = await makeCoupon({ discount_percentage: 10, quantity: 5 });
    const { exp, date, orderId, bookingId, reference } = await paidBooking({
      price: 1000,
      passengers: 2,
      couponCode: coupon.code,
      giftCardSeries: card.series,
      email: 'cancela.dentro@example.com',
    });
    // 2 × 1 000 − 10 % = 1 800: 300 from the card, 1 500 through PayPal.
    const seedsBefore = await seedsOf('viajero@example.com');
    const awarded = await ledger(bookingId);
    expect(awarded).toBeGreaterThan(0);
    const placesBefore = await placesLeft(exp.id, date);

    // What the confirmation page and 'Mis reservas' offer before cancelling.
    const shown = await suite.t.app.inject({ url: `/api/bookings/${reference}`, headers: { cookie: cookies.viajero! } });
    expect(shown.json().cancellation).toMatchObject({
      allowed: true,
      reason: null,
      refund: { total: 1800, paypal: 1500, giftCard: 300, outside: 0 },
    });
    const mine = (await suite.t.app.inject({ url: '/api/profile/bookings', headers: { cookie: cookies.viajero! } })).json() as {
      data: { id: string; cancellation: { allowed: boolean } }[];
    };
    expect(mine.data.find((b) => b.id === bookingId)!.cancellation.allowed).toBe(true);

    const res = await cancel(reference, cookies.viajero);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'Reembolsada',
      amount: 1800,
      paypalAmount: 1500,
      giftCardAmount: 300,
      refundable: 0,
    });
    expect(await bookingRow(bookingId)).toMatchObject({ status: 'Reembolsada', refunded_amount: 1800 });
    expect(Number(await balanceOf(card.id))).toBe(300);
    const uses = await db().select({ n: count() }).from(couponRedemptions).where(eq(couponRedemptions.booking_id, bookingId));
    expect(uses[0]!.n).toBe(0);
    expect(await ledger(bookingId)).toBe(0);
    expect(await seedsOf('viajero@example.com')).toBe(seedsBefore - awarded);
    expect(await placesLeft(exp.id, date)).toBe(placesBefore + 2);
    const refunds = await paypalRefunds(orderId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.amount).toMatchObject({ value: '1500.00', currency_code: 'MXN' });
    const mail = await mailTo('cancela.dentro@example.com', 'Reembolso');
    expect(mail.text).toContain(AFTER_SALE_MESSAGES.travellerReason);
    expect(mail.text).toContain(formatMXN(1500));
    expect(mail.text).toContain(formatMXN(300));

    // PayPal's own notification of the refund changes nothing more; a second cancel is refused.
    await suite.standIn.webhooksSettled();
    expect(await refundRows(bookingId)).toHaveLength(2); // PayPal's part and the card's
    expect(await ledger(bookingId)).toBe(0);
    expect((await cancel(reference, cookies.viajero)).statusCode).toBe(409);
  });

  it("PayPal's notification of the refund arriving before its answer: the card part is still counted once, in the answer and the e-mail", async () => {
    const card = await makeGiftCard({ credit: 200 });
    const { orderId, bookingId, reference } = await paidBooking({
      price: 500,
      passengers: 2,
      giftCardSeries: card.series,
      email: 'aviso.primero@example.com',
    });
    // 2 × 500 = 1 000: 200 from the card, 800 through PayPal.
    suite.standIn.tamper(orderId, { beforeRefundAnswer: () => suite.standIn.webhooksSettled() });
    const res = await cancel(reference, cookies.viajero);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Reembolsada', amount: 1000, paypalAmount: 800, giftCardAmount: 200 });
    expect(Number(await balanceOf(card.id))).toBe(200);
    expect(await refundRows(bookingId)).toHaveLength(2);
    const mail = await mailTo('aviso.primero@example.com', 'Reembolso');
    expect(mail.text).toContain(formatMXN(800));
    expect(mail.text).toContain(formatMXN(200));
  });

  it('a non-refundable item: the server refuses and nothing moves', async () => {
    const none = await paidBooking({ price: 700, hours: 0 });
    const refused = await cancel(none.reference, cookies.viajero);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toContain(AFTER_SALE_MESSAGES.notRefundable);
    // Said by key, so an English page says it in English (docs/decisions/0197-messages-travel-as-keys.md).
    expect(refused.json().error.key).toBe('afterSale.refusedNotRefundable');
    expect(await bookingRow(none.bookingId)).toMatchObject({ status: 'Pagada', refunded_amount: 0 });
  });

  /** A booking of this week's Saturday on a 30-day policy, paid now: inside the window from the start. */
  async function lateBooking() {
    const exp = await makeExperience({ price: 500, free_cancellation_hours: 720 });
    const date = saturday(1);
    const order = await createOrder(
      { kind: 'experience', id: exp.id, date, passengers: 1, contactEmail: 'tarde@example.com' },
      cookies.viajero,
    );
    const { orderId, bookingId } = order.json() as { orderId: string; bookingId: string };
    await approve(orderId, cookies.viajero);
    expect((await capture(orderId, cookies.viajero)).statusCode).toBe(200);
    return { orderId, bookingId };
  }

  it('a window that closed (30 days before a departure this week): the server refuses and nothing moves', async () => {
    const { orderId, bookingId } = await lateBooking();
    // Paid 40 days ago, before the window closed: the deadline passed after paying.
    await db()
      .update(bookings)
      .set({ paid_at: new Date(Date.now() - 40 * 86_400_000) })
      .where(eq(bookings.id, bookingId));
    const res = await cancel(bookingReference(bookingId), cookies.viajero);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toMatch(/^La cancelación gratuita y los cambios de fecha terminaron el /);
    // The deadline travels as the wall-clock time at the item's place, for each language to write it;
    // the Spanish stays the words it always was.
    const row = await bookingRow(bookingId);
    const until = freeCancellationUntil(row.booking_date, row.start_time, 720, row.time_zone);
    expect(res.json().error).toMatchObject({
      message: `${AFTER_SALE_MESSAGES.windowClosed(until, row.time_zone)} ${AFTER_SALE_MESSAGES.askUs}`,
      key: 'afterSale.refusedWindowClosed',
      params: { untilDateTime: wallDateTime(until, row.time_zone) },
    });
    const moved = await send(`/api/bookings/${bookingReference(bookingId)}/reschedule`, cookies.viajero, { date: saturday(3) });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().error).toMatchObject({ key: 'afterSale.refusedWindowClosed' });
    expect(await bookingRow(bookingId)).toMatchObject({ status: 'Pagada', refunded_amount: 0 });
    expect(await paypalRefunds(orderId)).toHaveLength(0);
  });

  it('paid when the window had already closed: the refusal says so as a fact, not as a deadline in the past (issue 30 item 3)', async () => {
    const { orderId, bookingId } = await lateBooking();
    const reference = bookingReference(bookingId);
    const res = await cancel(reference, cookies.viajero);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe(`${AFTER_SALE_MESSAGES.bookedInsideWindow(720)} ${AFTER_SALE_MESSAGES.askUs}`);
    expect(res.json().error.message).toMatch(/^Reservaste con menos de 720 horas de anticipación: /);
    expect(res.json().error).toMatchObject({ key: 'afterSale.refusedBookedInsideWindow', params: { hours: 720 } });
    const voucher = await suite.t.app.inject({ url: `/api/bookings/${reference}`, headers: { cookie: cookies.viajero! } });
    expect(voucher.json().cancellation).toMatchObject({ allowed: false, reason: AFTER_SALE_MESSAGES.bookedInsideWindow(720) });
    expect(await paypalRefunds(orderId)).toHaveLength(0);
    // The e-mail says the same fact, offers no self-service links, and WhatsApp as read (issue 30 item 8).
    const mail = await mailTo('tarde@example.com', reference);
    expect(mail.text.split('\n')).toContain(AFTER_SALE_MESSAGES.bookedInsideWindow(720));
    expect(mail.text).not.toMatch(/Cambiar fecha:|Cancelar reserva:|Puedes cambiar la fecha/);
    expect(mail.html).toContain('<a href="https://wa.me/525512345678">+52 55 1234 5678</a>');
  });

  it('three cancel requests at once refund once', async () => {
    const { orderId, bookingId, reference } = await paidBooking({ price: 900 });
    const answers = await Promise.all([1, 2, 3].map(() => cancel(reference, cookies.viajero)));
    expect(answers.filter((a) => a.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    for (const a of answers) expect([200, 409], a.body).toContain(a.statusCode);
    expect(await paypalRefunds(orderId)).toHaveLength(1);
    await suite.standIn.webhooksSettled();
    expect(await refundRows(bookingId)).toHaveLength(1);
    expect(await bookingRow(bookingId)).toMatchObject({ status: 'Reembolsada', refunded_amount: 900 });
  });

  it('without an account, the voucher link cancels; anyone else gets 404', async () => {
    const { bookingId, reference, token } = await paidBooking({ price: 650, cookie: undefined, email: 'sin.cuenta@example.com' });
    expect((await cancel(reference, undefined)).statusCode).toBe(404);
    expect((await cancel(reference, cookies.viajero)).statusCode).toBe(404);
    expect((await cancel(reference, undefined, `${token.slice(0, -2)}xx`)).statusCode).toBe(404);
    expect(await bookingRow(bookingId)).toMatchObject({ status: 'Pagada' });
    const res = await cancel(reference, undefined, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Reembolsada', amount: 650 });
    expect((await refundRows(bookingId))[0]!.requested_by).toBeNull();
  });
});

describe('moving a booking to another date (issue 17)', () => {
  const move = (reference: string, payload: object, cookie: string | undefined = cookies.viajero) =>
    send(`/api/bookings/${reference}/reschedule`, cookie, payload);
  const staffMove = (id: string, payload: object, cookie: string | null = cookies.coordinador!) =>
    send(`/api/admin/bookings/${id}/reschedule`, cookie ?? undefined, payload);

  it('the traveller moves it to a weekend with places: same price, places follow, the audit trail and an e-mail say so', async () => {
    const { exp, date, bookingId, reference } = await paidBooking({
      price: 800,
      passengers: 2,
      capacity: 4,
      email: 'mueve@example.com',
    });
    const to = addDays(date, 7);
    const before = { from: await placesLeft(exp.id, date), to: await placesLeft(exp.id, to) };

    const res = await move(reference, { date: to });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ reference, date: to, startTime: null });
    expect(await bookingRow(bookingId)).toMatchObject({ booking_date: to, status: 'Pagada', amount: 1600, refunded_amount: 0 });
    expect(await placesLeft(exp.id, date)).toBe(before.from + 2);
    expect(await placesLeft(exp.id, to)).toBe(before.to - 2);
    const [line] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.record_kind, 'booking'), eq(auditLog.record_id, bookingId)));
    expect(line).toMatchObject({ action: 'reschedule', actor_role: 'Viajero', before: { date }, after: { date: to } });
    const mail = await mailTo('mueve@example.com', `Tu reserva ${reference} cambió de fecha`);
    expect(mail.text).toContain('Tu reserva cambió al');

    // The same departure again, a weekday, a full date: refused in Spanish, nothing moves.
    expect((await move(reference, { date: to })).json().error.message).toBe(AFTER_SALE_MESSAGES.sameDeparture);
    expect((await move(reference, { date: addDays(to, 2) })).statusCode).toBe(400);
    // Two of the four places on the new date are taken now: three more do not fit.
    const full = await paidBooking({ price: 800, passengers: 3, exp, date });
    const crowded = await move(full.reference, { date: to });
    expect(crowded.statusCode).toBe(409);
    expect(crowded.json().error.message).toBe(PAYMENT_MESSAGES.placesLeft(2));
    expect(await bookingRow(full.bookingId)).toMatchObject({ booking_date: full.date });
  });

  it('outside the policy only staff move it; Organizador, travellers and strangers cannot', async () => {
    const { date, bookingId, reference } = await paidBooking({ price: 500, hours: 0 });
    const to = addDays(date, 14);
    expect((await move(reference, { date: to })).statusCode).toBe(422);
    expect((await staffMove(bookingId, { date: to }, cookies.organizador)).statusCode).toBe(403);
    const forbidden = await staffMove(bookingId, { date: to }, cookies.viajero);
    expect(forbidden.statusCode).toBe(403);
    const anonymous = await staffMove(bookingId, { date: to }, null);
    expect(anonymous.statusCode).toBe(401);
    // auth's guard says its refusals by key, in the Spanish it always sent (decision 0197).
    expect(forbidden.json().error).toMatchObject({ message: MESSAGES.forbidden, key: 'common.forbidden' });
    expect(anonymous.json().error).toMatchObject({ message: MESSAGES.unauthorized, key: 'common.unauthorized' });
    expect(await bookingRow(bookingId)).toMatchObject({ booking_date: date });

    const res = await staffMove(bookingId, { date: to });
    expect(res.statusCode, res.body).toBe(200);
    expect(await bookingRow(bookingId)).toMatchObject({ booking_date: to });
    const lines = await db().select().from(auditLog).where(eq(auditLog.record_id, bookingId));
    expect(lines.map((l) => [l.action, l.actor_role])).toEqual([['reschedule', 'Coordinador']]);
  });
});
