import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES, MESSAGES, PAYMENT_MESSAGES } from '@hv/shared';
import { bookings, user } from '../src/db/schema.ts';
import { createTestApp, signIn, TEST_ORIGIN, type TestApp } from './helpers.ts';
import { outbox } from './hostile-helpers.ts';
import { saturday } from './dates.ts';
import { paymentHelpers, withPeople } from './payment-helpers.ts';

// Issue 15: who books and travels, start times, the confirmation page, coming back after a lost
// page, finding a booking, and guest bookings claimed by a verified e-mail.

let t: TestApp;
let viajero: string;
beforeAll(async () => {
  t = await createTestApp({ demoData: true });
  viajero = await signIn(t.app, 'viajero@example.com', 'demo1234');
});
afterAll(() => t?.close());

const { db, makeExperience, makeCoupon, makeGiftCard, createOrder, approve, capture, bookingRow, post, mailTo } = paymentHelpers(
  () => t,
  { ipBlock: '10.15' },
);

const bookingCount = async () => Number((await db().select({ n: count() }).from(bookings))[0]!.n);
const get = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });

/** A paid booking through the stand-in: order, approval, capture. */
async function paidBooking(body: object, cookie?: string) {
  const order = await createOrder(body, cookie);
  expect(order.statusCode, order.body).toBe(201);
  const { orderId, bookingId } = order.json() as { orderId: string; bookingId: string };
  expect((await approve(orderId, cookie)).statusCode).toBe(200);
  const paid = await capture(orderId, cookie);
  expect(paid.statusCode, paid.body).toBe(200);
  return { orderId, bookingId, result: paid.json() as { booking: { reference: string }; confirmationPath: string } };
}

describe('contact and passengers', () => {
  it('refuses each missing or wrong field with its Spanish message and stores nothing', async () => {
    const exp = await makeExperience({ price: 800 });
    const base = { kind: 'experience', id: exp.id, date: saturday(), passengers: 2 };
    const before = await bookingCount();
    const cases: [object, string, string][] = [
      [{ contactName: ' ' }, 'contactName', CHECKOUT_MESSAGES.contactName],
      [{ contactEmail: 'ana@' }, 'contactEmail', CHECKOUT_MESSAGES.contactEmail],
      [{ contactPhoneCountry: 'ZZ' }, 'contactPhoneCountry', CHECKOUT_MESSAGES.contactPhoneCountry],
      [{ contactPhone: '12345' }, 'contactPhone', CHECKOUT_MESSAGES.contactPhone],
      // A Mexican mobile is ten digits; with the US code it is not a valid number.
      [{ contactPhoneCountry: 'US', contactPhone: '55 1234 567' }, 'contactPhone', CHECKOUT_MESSAGES.contactPhone],
      [{ passengerNames: ['Ana López'] }, 'passengerNames', CHECKOUT_MESSAGES.passengerNames],
      [{ passengerNames: ['Ana López', 'x'] }, 'passengerNames.1', CHECKOUT_MESSAGES.passengerName],
    ];
    for (const [override, field, message] of cases) {
      const res = await createOrder({ ...withPeople(base), ...override });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error.fields[field], field).toBe(message);
    }
    const missing = await post('/api/payments/orders', base);
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().error.fields)).toEqual(
      expect.arrayContaining(['contactName', 'contactEmail', 'contactPhoneCountry', 'contactPhone', 'passengerNames']),
    );
    // The gift-card-only payment checks the same fields.
    const card = await makeGiftCard({ credit: 5000 });
    const byCard = await post('/api/payments/gift-card', {
      ...withPeople(base),
      giftCardSeries: card.series,
      contactEmail: 'no',
    });
    expect(byCard.json().error.fields.contactEmail).toBe(CHECKOUT_MESSAGES.contactEmail);
    expect(await bookingCount()).toBe(before);
  });

  it('stores the buyer and the passengers, the phone in E.164, and e-mails the typed address with a Reply-To', async () => {
    const exp = await makeExperience({
      name: 'Globo de prueba',
      price: 1000,
      start_times: ['06:00'],
      meeting_point: 'Plaza de la Luna, Teotihuacán',
      meeting_point_url: 'https://www.google.com/maps/search/?api=1&query=Teotihuacan',
    });
    const { bookingId, result } = await paidBooking({
      kind: 'experience',
      id: exp.id,
      date: saturday(),
      passengers: 2,
      contactName: 'Lucía Fernández',
      contactEmail: 'Lucia.Fernandez@Example.com',
      contactPhone: '55 8765 4321',
      passengerNames: ['Lucía Fernández', 'Pablo Núñez'],
    });
    expect(await bookingRow(bookingId)).toMatchObject({
      contact_name: 'Lucía Fernández',
      contact_email: 'lucia.fernandez@example.com',
      contact_phone: '+525587654321',
      passenger_names: ['Lucía Fernández', 'Pablo Núñez'],
      start_time: '06:00', // the only start time, taken when none was sent
    });
    const mail = await mailTo('lucia.fernandez@example.com', result.booking.reference);
    expect(mail.replyTo).toEqual([{ address: t.config.OPERATOR_EMAIL, name: '' }]);
    expect(mail.text).toContain('Hora de inicio: 06:00');
    expect(mail.text).toContain('Punto de encuentro: Plaza de la Luna, Teotihuacán');
    expect(mail.text).toContain('Pasajeros: Lucía Fernández, Pablo Núñez');
    expect(mail.text).toMatch(/Si necesitas ayuda, responde a este correo o escríbenos por WhatsApp al \+52 55 1234 5678/);
    expect(mail.text).toContain(`${TEST_ORIGIN}${result.confirmationPath}`);
  });
});

describe('start times', () => {
  it('asks for one of the start times and counts places per date and start time', async () => {
    const exp = await makeExperience({ price: 500, max_capacity: 3, start_times: ['09:00', '13:00'] });
    const order = { kind: 'experience', id: exp.id, date: saturday(), passengers: 1 };
    const none = await createOrder(order);
    expect(none.statusCode).toBe(422);
    expect(none.json().error.fields.startTime).toBe(CHECKOUT_MESSAGES.startTime);
    expect((await createOrder({ ...order, startTime: '10:00' })).json().error.fields.startTime).toBe(CHECKOUT_MESSAGES.startTime);
    const plain = await makeExperience({ price: 500 });
    const extra = await createOrder({ ...order, id: plain.id, startTime: '09:00' });
    expect(extra.json().error.fields.startTime).toBe(CHECKOUT_MESSAGES.noStartTime);

    // Five travellers at each start time go to pay at once: three places at each. The first three
    // orders hold them; the others are refused before they pay (decision 0213), and every one
    // held is paid.
    const created = await Promise.all(
      ['09:00', '13:00'].flatMap((startTime) =>
        Array.from({ length: 5 }, async () => ({ startTime, res: await createOrder({ ...order, startTime }) })),
      ),
    );
    for (const startTime of ['09:00', '13:00']) {
      const mine = created.filter((c) => c.startTime === startTime);
      expect(
        mine.filter((c) => c.res.statusCode === 201),
        startTime,
      ).toHaveLength(3);
      expect(
        mine.filter((c) => c.res.statusCode === 409),
        startTime,
      ).toHaveLength(2);
    }
    const captured = await Promise.all(
      created
        .filter((c) => c.res.statusCode === 201)
        .map(async ({ res }) => {
          const { orderId } = res.json() as { orderId: string };
          expect((await approve(orderId)).statusCode).toBe(200);
          return (await capture(orderId)).statusCode;
        }),
    );
    expect(captured).toEqual([200, 200, 200, 200, 200, 200]);
    const paid = await db().select({ n: count() }).from(bookings).where(eq(bookings.experience_id, exp.id));
    expect(paid[0]!.n).toBe(6); // only the orders that held places were recorded; all six paid
    const availability = await get(`/api/availability?kind=experience&id=${exp.id}&date=${saturday()}&startTime=09:00`);
    expect(availability.json()).toMatchObject({
      placesLeft: 0,
      startTimes: [
        { startTime: '09:00', placesLeft: 0 },
        { startTime: '13:00', placesLeft: 0 },
      ],
    });
    const nextWeek = await get(`/api/availability?kind=experience&id=${exp.id}&date=${saturday(3)}`);
    expect(nextWeek.json()).toMatchObject({ placesLeft: 3, startTimes: [{ placesLeft: 3 }, { placesLeft: 3 }] });
  });
});

describe('Aplicar: codes checked on the spot', () => {
  it('prices a coupon and a gift card without a date, and refuses a bad one on its field', async () => {
    const exp = await makeExperience({ price: 1000 });
    const coupon = await makeCoupon({ discount_percentage: 10, quantity: 5 });
    const card = await makeGiftCard({ credit: 300 });
    const item = { kind: 'experience', id: exp.id, passengers: 2 };
    const ok = await post('/api/payments/codes', { ...item, couponCode: coupon.code.toLowerCase(), giftCardSeries: card.series });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ subtotal: 2000, discount: 200, total: 1800, giftCardAmount: 300, amount: 1500 });
    const badCoupon = await post('/api/payments/codes', { ...item, couponCode: 'NOEXISTE' });
    expect(badCoupon.statusCode).toBe(422);
    expect(badCoupon.json().error.fields).toEqual({ couponCode: PAYMENT_MESSAGES.couponUnknown });
    const badCard = await post('/api/payments/codes', { ...item, giftCardSeries: 'XXXX-XXXX-XXXX' });
    expect(badCard.json().error.fields).toEqual({ giftCardSeries: PAYMENT_MESSAGES.giftCardNotFound });
  });
});

describe('the confirmation page', () => {
  it('opens for the owner and through the signed link, and is not found for anyone else', async () => {
    const exp = await makeExperience({ price: 1200, meeting_point: 'Muelle 3' });
    const coupon = await makeCoupon({ discount_percentage: 25, quantity: 5 });
    const { result } = await paidBooking(
      { kind: 'experience', id: exp.id, date: saturday(), passengers: 1, couponCode: coupon.code },
      viajero,
    );
    const reference = result.booking.reference;
    const byOwner = await get(`/api/bookings/${reference}`, viajero);
    expect(byOwner.statusCode).toBe(200);
    expect(byOwner.json()).toMatchObject({
      reference,
      status: 'Pagada',
      itemName: exp.name,
      meetingPoint: 'Muelle 3',
      passengerNames: ['Pasajero 1 Prueba'],
      subtotal: 1200,
      discount: 300,
      couponCode: coupon.code,
      paypalAmount: 900,
      total: 900,
      seedsAwarded: 25,
      whatsapp: expect.stringMatching(/^\d{10,15}$/),
    });
    expect(byOwner.headers['cache-control']).toBe('private, no-store');
    // The page itself is the app's shell, kept out of search engines and holding none of the booking.
    const page = await get(result.confirmationPath);
    expect(page.body).toMatch(/<meta name="robots" content="noindex/);
    expect(page.body).not.toContain('Pasajero 1 Prueba');
    const byLink = await get(`/api/bookings/${result.confirmationPath.replace('/reserva/', '')}`);
    expect(byLink.statusCode).toBe(200);
    expect(byLink.json().reference).toBe(reference);

    const other = await signIn(t.app, 'ana.lopez@example.com', 'demo1234');
    const refusals = [
      await get(`/api/bookings/${reference}`, other),
      await get(`/api/bookings/${reference}`),
      await get(`/api/bookings/${reference}?t=${'A'.repeat(22)}`),
      await get(`/api/bookings/${reference}?t=`, other),
    ];
    for (const res of refusals) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(MESSAGES.notFound);
    }
  });

  it('is not found for a checkout that was never paid', async () => {
    const exp = await makeExperience({ price: 700 });
    const order = (await createOrder({ kind: 'experience', id: exp.id, date: saturday(), passengers: 1 }, viajero)).json();
    expect((await get(`/api/bookings/${order.bookingId.slice(0, 8)}`, viajero)).statusCode).toBe(404);
  });
});

describe('coming back after a lost page', () => {
  const resume = (orderId: string) => post(`/api/payments/orders/${orderId}/resume`);

  it('captures an approved order, answers a paid one, and says nothing was charged for the rest', async () => {
    const exp = await makeExperience({ price: 650 });
    const body = { kind: 'experience', id: exp.id, date: saturday(), passengers: 1 };

    // Approved at PayPal, never captured (the page reloaded on the way): the capture resumes.
    const approved = (await createOrder(body)).json() as { orderId: string; bookingId: string };
    expect((await approve(approved.orderId)).statusCode).toBe(200);
    const resumed = await resume(approved.orderId);
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json()).toEqual({
      state: 'paid',
      reference: approved.bookingId.slice(0, 8).toUpperCase(),
      confirmationPath: expect.stringMatching(/^\/reserva\/[0-9A-F]{8}\?t=/),
    });
    expect((await bookingRow(approved.bookingId)).status).toBe('Pagada');
    // Asked again: the same answer, nothing captured twice.
    expect((await resume(approved.orderId)).json()).toEqual(resumed.json());
    const link = resumed.json().confirmationPath.replace('/reserva/', '/api/bookings/');
    expect((await get(link)).statusCode).toBe(200);

    // Never approved (the PayPal window closed): nothing charged, and the booking stays unpaid.
    const abandoned = (await createOrder(body)).json() as { orderId: string; bookingId: string };
    expect((await resume(abandoned.orderId)).json()).toEqual({ state: 'abandoned' });
    expect((await bookingRow(abandoned.bookingId)).status).toBe('Pendiente');

    expect((await resume('NOSUCHORDER123')).statusCode).toBe(404);
  });

  it('says a capture is under way while this server waits for PayPal', async () => {
    const exp = await makeExperience({ price: 650 });
    const order = (await createOrder({ kind: 'experience', id: exp.id, date: saturday(), passengers: 1 })).json();
    await db().update(bookings).set({ capture_in_flight_at: new Date() }).where(eq(bookings.id, order.bookingId));
    expect((await resume(order.orderId)).json()).toEqual({ state: 'processing' });
  });
});

describe('find my booking', () => {
  const find = (body: object, ip?: string) => post('/api/bookings/find', body, undefined, ip);

  it('answers the same for a match and a mismatch, and e-mails the link only on a match', async () => {
    const exp = await makeExperience({ price: 900 });
    const { result } = await paidBooking({
      kind: 'experience',
      id: exp.id,
      date: saturday(),
      passengers: 1,
      contactEmail: 'busca.reserva@example.com',
    });
    const reference = result.booking.reference;
    await mailTo('busca.reserva@example.com', `Reserva confirmada ${reference}`);
    const mailsBefore = outbox(t.config.dataDir).length;
    // The mismatches go first: their (absent) e-mails would be under way before the match's.
    const wrongEmail = await find({ reference, email: 'otra.persona@example.com' });
    const wrongReference = await find({ reference: '00000000', email: 'busca.reserva@example.com' });
    const match = await find({ reference: reference.toLowerCase(), email: 'Busca.Reserva@example.com' });
    for (const res of [match, wrongEmail, wrongReference]) {
      expect(res.statusCode).toBe(202);
      expect(res.body).toBe(JSON.stringify({ message: CHECKOUT_MESSAGES.findSent }));
    }
    const mail = await mailTo('busca.reserva@example.com', `Tu reserva ${reference}`);
    expect(mail.text).toContain(`${TEST_ORIGIN}${result.confirmationPath}`);
    expect(mail.replyTo).toEqual([{ address: t.config.OPERATOR_EMAIL, name: '' }]);
    // The match sent one e-mail; the mismatches none.
    const since = outbox(t.config.dataDir).slice(mailsBefore);
    expect(since.map((m) => [m.to[0]!.address, m.subject])).toEqual([
      ['busca.reserva@example.com', `Tu reserva ${reference} en Hormiga Viajera`],
    ]);
  });

  it('refuses a malformed reference in Spanish and limits each client to five tries in 15 minutes', async () => {
    const bad = await find({ reference: 'ABC', email: 'a@example.com' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.reference).toBe(CHECKOUT_MESSAGES.referenceInvalid);
    const ip = '10.15.250.1';
    for (let i = 0; i < 5; i++) expect((await find({ reference: 'ABCDEF12', email: 'a@example.com' }, ip)).statusCode).toBe(202);
    const limited = await find({ reference: 'ABCDEF12', email: 'a@example.com' }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe(MESSAGES.rateLimited);
  });
});

describe('guest bookings find their owner', () => {
  it('shows bookings made without an account once that e-mail is verified, with their seeds', async () => {
    const email = 'invitado.despues@example.com';
    const exp = await makeExperience({ price: 1000 });
    const { bookingId } = await paidBooking({
      kind: 'experience',
      id: exp.id,
      date: saturday(),
      passengers: 1,
      contactEmail: email,
    });
    // Someone else typed this address: an account that has not verified it claims nothing.
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: { email, password: 'secreto-15', name: 'Invitado Después', fullName: 'Invitado Después' },
    });
    expect(signUp.statusCode).toBe(200);
    const cookie = await signIn(t.app, email, 'secreto-15');
    const mine = async () => (await get('/api/profile/bookings', cookie)).json().data as { id: string }[];
    expect(await mine()).toEqual([]);
    expect((await bookingRow(bookingId)).user_id).toBeNull();

    // Following the verification link makes the address theirs.
    const mail = await mailTo(email, 'Confirma tu correo');
    const link = /(http:\/\/localhost:3000\/api\/auth\/verify-email\?token=[^\s]+)/.exec(mail.text)![1]!;
    expect((await t.app.inject(link.replace(TEST_ORIGIN, ''))).statusCode).toBeLessThan(400);
    expect((await mine()).map((b) => b.id)).toEqual([bookingId]);
    const seeds = async () => (await db().select({ s: user.seeds }).from(user).where(eq(user.email, email)))[0]!.s;
    expect(await seeds()).toBe(50);
    await mine(); // claiming again changes nothing
    expect(await seeds()).toBe(50);
    expect((await get(`/api/bookings/${bookingId.slice(0, 8)}`, cookie)).statusCode).toBe(200);
  });
});
