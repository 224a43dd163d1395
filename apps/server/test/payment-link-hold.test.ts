import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES, DESK_MESSAGES, PAYMENT_MESSAGES } from '@hv/shared';
import { bookingEvents, bookings } from '../src/db/schema.ts';
import { linkExpiry } from '../src/modules/checkout/manual-sale.ts';
import { createTestApp, signIn, TEST_ORIGIN, type TestApp } from './helpers.ts';
import { saturday } from './dates.ts';
import { paymentHelpers, withPeople } from './payment-helpers.ts';

// Issue 29 items 7 and 8: a payment link holds its places until it expires (decision 0205), and
// a cash walk-in needs only a name and a phone (decision 0206).

let t: TestApp;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp({ demoData: true });
  for (const role of ['admin', 'coordinador']) cookies[role] = await signIn(t.app, `${role}@example.com`, 'demo1234');
});
afterAll(() => t?.close());

const { db, makeExperience, createOrder, approve, capture, post, bookingRow, mailTo } = paymentHelpers(() => t, {
  ipBlock: '10.29',
});
const get = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });
const manual = (body: object, cookie = cookies.coordinador!) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/bookings/manual',
    headers: { origin: TEST_ORIGIN, cookie, 'content-type': 'application/json' },
    payload: body,
  });
const HOUR = 3_600_000;

describe('a payment link holds its places', () => {
  it('against a web order until it expires, and frees them on expiry', async () => {
    const exp = await makeExperience({ price: 500, max_capacity: 3 });
    const date = saturday(2);
    const sale = await manual(
      withPeople({
        kind: 'experience',
        id: exp.id,
        date,
        passengers: 2,
        contactName: 'Marta Enlace',
        contactEmail: 'marta.enlace@example.com',
        payment: { mode: 'link' },
      }),
    );
    expect(sale.statusCode, sale.body).toBe(201);
    const { id, reference, paymentPath, linkExpiresAt, linkEmailedTo } = sale.json();
    // 24 h by default.
    expect(Math.abs(new Date(linkExpiresAt).getTime() - (Date.now() + 24 * HOUR))).toBeLessThan(60_000);
    expect(linkEmailedTo).toBe('marta.enlace@example.com');

    // The web sees one place left, and an order for two is refused as the desk's sale holds them.
    const availability = await get(`/api/availability?kind=experience&id=${exp.id}&date=${date}`);
    expect(availability.json()).toMatchObject({ placesLeft: 1 });
    const web = await createOrder({ kind: 'experience', id: exp.id, date, passengers: 2 });
    expect(web.statusCode, web.body).toBe(409);
    expect(web.json().error.message).toBe(PAYMENT_MESSAGES.placesLeft(1));

    // Reservas says until when it waits.
    const listed = (await get(`/api/admin/bookings?q=${reference}`, cookies.admin)).json().data[0];
    expect(listed).toMatchObject({ status: 'Pendiente', linkExpiresAt });

    // The customer got the link by e-mail, and the booking's history says so.
    const mail = await mailTo('marta.enlace@example.com', reference);
    expect(mail.text).toContain(`${TEST_ORIGIN}${paymentPath}`);
    const detail = (await get(`/api/admin/bookings/${id}`, cookies.admin)).json();
    expect(detail.events.map((e: { label: string }) => e.label)).toContainEqual(
      expect.stringMatching(/^Enlace de pago enviado a marta\.enlace@example\.com; guarda los lugares hasta el /),
    );

    // The hour passes: the link expires, its places go back on sale, and the link no longer pays.
    await db()
      .update(bookings)
      .set({ link_expires_at: sql`now() - interval '1 minute'` })
      .where(eq(bookings.id, id));
    const token = new URL(paymentPath, TEST_ORIGIN).searchParams.get('t');
    expect((await get(`/api/pay/${reference}?t=${token}`)).json()).toMatchObject({ status: 'Pendiente', expired: true });
    const late = await post(`/api/pay/${reference}/order?t=${token}`);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(DESK_MESSAGES.linkExpired);
    expect((await get(`/api/availability?kind=experience&id=${exp.id}&date=${date}`)).json()).toMatchObject({
      placesLeft: 3,
    });
    const now = await createOrder({ kind: 'experience', id: exp.id, date, passengers: 2 });
    expect(now.statusCode, now.body).toBe(201);
    await approve(now.json().orderId);
    expect((await capture(now.json().orderId)).statusCode).toBe(200);
    expect(await bookingRow(id)).toMatchObject({ status: 'Pendiente' });
  });

  it('for the hours staff chose, never past the departure', async () => {
    const exp = await makeExperience({ price: 500, start_times: ['08:30'] });
    const sale = await manual(
      withPeople({
        kind: 'experience',
        id: exp.id,
        date: saturday(3),
        startTime: '08:30',
        passengers: 1,
        payment: { mode: 'link', expiresInHours: 2 },
      }),
    );
    expect(sale.statusCode, sale.body).toBe(201);
    expect(Math.abs(new Date(sale.json().linkExpiresAt).getTime() - (Date.now() + 2 * HOUR))).toBeLessThan(60_000);

    const odd = await manual(
      withPeople({
        kind: 'experience',
        id: exp.id,
        date: saturday(3),
        passengers: 1,
        payment: { mode: 'link', expiresInHours: 5 },
      }),
    );
    expect(odd.statusCode).toBe(400);
    expect(JSON.stringify(odd.json())).toContain(DESK_MESSAGES.linkHours);

    // 72 h asked the day before an 08:30 departure in Mexico City (UTC-6): it ends at 14:30Z.
    const priced = { departure: { date: '2026-12-05', startTime: '08:30' }, item: { timeZone: 'America/Mexico_City' } };
    expect(linkExpiry(priced, 72, new Date('2026-12-04T12:00:00Z')).toISOString()).toBe('2026-12-05T14:30:00.000Z');
    expect(linkExpiry(priced, 2, new Date('2026-12-04T12:00:00Z')).toISOString()).toBe('2026-12-04T14:00:00.000Z');
    expect(() => linkExpiry(priced, 24, new Date('2026-12-05T15:00:00Z'))).toThrow(DESK_MESSAGES.linkDepartureStarted);
  });

  it('a payment the provider refuses is shown to staff on the booking', async () => {
    const exp = await makeExperience({ price: 500 });
    const sale = await manual(
      withPeople({ kind: 'experience', id: exp.id, date: saturday(), passengers: 1, payment: { mode: 'link' } }),
    );
    const { id, reference, paymentPath } = sale.json();
    const token = new URL(paymentPath, TEST_ORIGIN).searchParams.get('t');
    const order = (await post(`/api/pay/${reference}/order?t=${token}`)).json();
    await approve(order.orderId);
    t.app.paypalStandIn!.tamper(order.orderId, {
      captureError: { status: 422, name: 'UNPROCESSABLE_ENTITY', issue: 'INSTRUMENT_DECLINED' },
    });
    expect((await capture(order.orderId)).statusCode).toBe(422);
    const detail = (await get(`/api/admin/bookings/${id}`, cookies.admin)).json();
    expect(detail.status).toBe('Pendiente');
    expect(detail.events.map((e: { label: string }) => e.label)).toContain(
      'PayPal rechazó un pago: la reserva sigue esperando pago',
    );
  });
});

describe('a walk-in sale', () => {
  const walkIn = (over: object) => ({
    kind: 'experience',
    date: saturday(),
    passengers: 1,
    contactName: 'Rosa Mostrador',
    contactPhoneCountry: 'MX',
    contactPhone: '55 2222 3344',
    passengerNames: ['Rosa Mostrador'],
    payment: { mode: 'paid', method: 'Efectivo', amount: 450 },
    ...over,
  });

  it('paid in cash needs only a name and a phone', async () => {
    const exp = await makeExperience({ price: 450 });
    const sale = await manual(walkIn({ id: exp.id }));
    expect(sale.statusCode, sale.body).toBe(201);
    expect(sale.json()).toMatchObject({ status: 'Pagada', total: 450 });
    expect(await bookingRow(sale.json().id)).toMatchObject({
      contact_email: null,
      contact_name: 'Rosa Mostrador',
      contact_phone: '+525522223344',
      manual_payment_method: 'Efectivo',
    });
    // An empty e-mail field is no e-mail.
    expect((await manual(walkIn({ id: exp.id, contactEmail: '' }))).statusCode).toBe(201);
  });

  it('still refuses a missing name or phone in Spanish, and any sale but cash without an e-mail, changing nothing', async () => {
    const exp = await makeExperience({ price: 450 });
    const count = async () => (await db().select().from(bookings).where(eq(bookings.experience_id, exp.id))).length;
    const events = async () => (await db().select().from(bookingEvents)).length;
    const before = await events();
    const refusals: [object, string, string][] = [
      [{ contactName: undefined }, 'contactName', CHECKOUT_MESSAGES.contactName],
      [{ contactName: '  ' }, 'contactName', CHECKOUT_MESSAGES.contactName],
      [{ contactPhone: undefined }, 'contactPhone', CHECKOUT_MESSAGES.contactPhone],
      [{ contactPhone: '' }, 'contactPhone', CHECKOUT_MESSAGES.contactPhone],
      [{ payment: { mode: 'paid', method: 'Transferencia', amount: 450 } }, 'contactEmail', CHECKOUT_MESSAGES.contactEmail],
      [{ payment: { mode: 'link' } }, 'contactEmail', CHECKOUT_MESSAGES.contactEmail],
    ];
    for (const [over, field, message] of refusals) {
      const res = await manual(walkIn({ id: exp.id, ...over }));
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(res.json().error.fields?.[field], res.body).toBe(message);
    }
    expect(await count()).toBe(0);
    expect(await events()).toBe(before);
  });
});
