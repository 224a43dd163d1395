import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESK_MESSAGES, formatLongDate, formatMXN, MESSAGES, PAYMENT_MESSAGES, todayInMexico } from '@hv/shared';
import ical from 'node-ical';
import { insertRows } from '../src/db/factories.ts';
import { bookings, couponRedemptions, user } from '../src/db/schema.ts';
import { createTestApp, signIn, TEST_ORIGIN, type TestApp } from './helpers.ts';
import { addDays, saturday } from './dates.ts';
import type { OutboxMail } from './hostile-helpers.ts';
import { paymentHelpers, withPeople } from './payment-helpers.ts';

type Attachment = NonNullable<OutboxMail['attachments']>[number];
/** An outbox attachment's bytes: nodemailer writes Buffers in base64, strings as they are. */
const bytesOf = (a: Attachment) => (a.encoding === 'base64' ? Buffer.from(a.content, 'base64') : Buffer.from(a.content));

// Issue 16: the operations desk — bookings search, departures and manifests, check-in, closed
// dates, manual sales and their payment link, the zero total, and who may do what.

let t: TestApp;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp({ demoData: true });
  for (const role of ['admin', 'coordinador', 'organizador', 'proveedor', 'viajero'])
    cookies[role] = await signIn(t.app, `${role}@example.com`, 'demo1234');
});
afterAll(() => t?.close());

const {
  db,
  makeExperience,
  makeCoupon,
  makeGiftCard,
  createOrder,
  approve,
  capture,
  bookingRow: rowOf,
  post,
  payWithGiftCard,
  seedsOf,
  mailTo,
} = paymentHelpers(() => t, { ipBlock: '10.16' });
const get = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });
const send = (method: 'POST' | 'DELETE', url: string, cookie: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { origin: TEST_ORIGIN, cookie, ...(payload ? { 'content-type': 'application/json' } : {}) },
    ...(payload ? { payload } : {}),
  });

async function paidBooking(body: object) {
  const order = await createOrder(body);
  expect(order.statusCode, order.body).toBe(201);
  const { orderId, bookingId } = order.json() as { orderId: string; bookingId: string };
  expect((await approve(orderId)).statusCode).toBe(200);
  const paid = await capture(orderId);
  expect(paid.statusCode, paid.body).toBe(200);
  return { orderId, bookingId, reference: (paid.json() as { booking: { reference: string } }).booking.reference };
}

const manual = (body: object, cookie = cookies.coordinador!) =>
  send('POST', '/api/admin/bookings/manual', cookie, withPeople({ contactName: 'Cliente Teléfono', ...body }));

/** A demo account's id and the name staff see for it. */
async function account(email: string) {
  const [row] = await db().select({ id: user.id, fullName: user.fullName }).from(user).where(eq(user.email, email));
  return row!;
}

describe('Reservas', () => {
  it('finds a booking made without an account by reference, by name without accents, by e-mail and by phone', async () => {
    const exp = await makeExperience({ name: 'Kayak en Bacalar', start_times: ['09:00'] });
    const { bookingId, reference } = await paidBooking(
      withPeople({
        kind: 'experience',
        id: exp.id,
        date: saturday(2),
        passengers: 2,
        contactName: 'Émilie Núñez Ávila',
        contactEmail: 'emilie.nunez@example.com',
        contactPhone: '55 8765 4321',
      }),
    );
    for (const q of [reference, reference.toLowerCase(), 'emilie nunez', 'NÚÑEZ', 'emilie.nunez@', '55 8765 4321', '8765']) {
      const res = await get(`/api/admin/bookings?q=${encodeURIComponent(q)}`, cookies.organizador);
      expect(res.statusCode, q).toBe(200);
      const ids = (res.json().data as { id: string }[]).map((b) => b.id);
      expect(ids, q).toContain(bookingId);
    }
    const [row] = (await get(`/api/admin/bookings?q=${reference}`, cookies.admin)).json().data;
    expect(row).toMatchObject({
      reference,
      travellerName: 'Émilie Núñez Ávila',
      travellerPhone: '+525587654321',
      itemName: 'Kayak en Bacalar',
      passengers: 2,
      status: 'Pagada',
      checkIn: 'Sin registrar',
    });
    // Nobody else matches that name.
    expect((await get('/api/admin/bookings?q=zzzz-nadie', cookies.admin)).json().count).toBe(0);
  });

  it('filters by item, status and travel dates; pages never repeat a row; the CSV holds what the filters select', async () => {
    const exp = await makeExperience({ name: 'Filtro de prueba' });
    const other = await makeExperience({ name: 'Otra experiencia' });
    const rows = insertRows(db());
    const sameTime = new Date('2026-01-01T12:00:00Z');
    for (let i = 0; i < 25; i++)
      await rows.booking(
        { experience: exp },
        { status: 'Pagada', booking_date: saturday(1 + (i % 3)), created_at: sameTime, contact_name: `Filtro ${i}` },
      );
    await rows.booking({ experience: other }, { status: 'Pagada' });
    await rows.booking({ experience: exp }, { status: 'Pendiente' }); // an abandoned checkout
    const item = `experience:${exp.id}`;
    const page1 = (await get(`/api/admin/bookings?item=${item}`, cookies.admin)).json();
    const page2 = (await get(`/api/admin/bookings?item=${item}&page=2`, cookies.admin)).json();
    expect(page1.count).toBe(25); // the pending checkout is not a booking
    const seen = [...page1.data, ...page2.data].map((b: { id: string }) => b.id);
    expect(new Set(seen).size).toBe(25);
    const pending = (await get(`/api/admin/bookings?item=${item}&status=Pendiente`, cookies.admin)).json();
    expect(pending.count).toBe(1);
    const ranged = (await get(`/api/admin/bookings?item=${item}&from=${saturday(2)}&to=${saturday(3)}`, cookies.admin)).json();
    expect(ranged.count).toBe(16);
    expect(ranged.data.every((b: { date: string }) => b.date >= saturday(2))).toBe(true);
    const bad = await get(`/api/admin/bookings?from=${saturday(3)}&to=${saturday(2)}`, cookies.admin);
    expect(bad.statusCode).toBe(400);

    const csv = await get(`/api/admin/bookings.csv?item=${item}&from=${saturday(2)}&to=${saturday(3)}`, cookies.organizador);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toContain('Referencia,Viajero,Correo,Teléfono,Experiencia o viaje');
    expect(lines).toHaveLength(17);
  });

  it('opens a booking with its money part by part, seeds and history', async () => {
    const exp = await makeExperience({ price: 1000 });
    const coupon = await makeCoupon({ code: 'DESK10', discount_percentage: 10 });
    const order = await createOrder(
      { kind: 'experience', id: exp.id, date: saturday(), passengers: 2, couponCode: 'DESK10' },
      cookies.viajero,
    );
    const { orderId, bookingId } = order.json();
    await approve(orderId, cookies.viajero);
    await capture(orderId, cookies.viajero);
    const res = await get(`/api/admin/bookings/${bookingId}`, cookies.organizador);
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(detail).toMatchObject({
      subtotal: 2000,
      discount: 200,
      couponCode: coupon.code,
      paypalAmount: 1800,
      paypalOrderId: orderId,
      accountEmail: 'viajero@example.com',
      seedsAwarded: expect.any(Number),
    });
    expect(detail.paypalCaptureId).toBeTruthy();
    expect(detail.seedsAwarded).toBeGreaterThan(0);
    expect(detail.voucherPath).toMatch(/^\/reserva\/[0-9A-F]{8}\?t=/);
    expect(detail.events.map((e: { label: string }) => e.label)).toEqual(['Reserva iniciada en el sitio', 'Pagada con PayPal']);
    expect((await get(`/api/admin/bookings/00000000-0000-0000-0000-000000000000`, cookies.admin)).statusCode).toBe(404);
  });

  it('opens a booking paid partly with a gift card: the card, its part and the PayPal rest', async () => {
    const exp = await makeExperience({ price: 1000 });
    const card = await makeGiftCard({ credit: 600 });
    const { orderId, bookingId } = await paidBooking(
      withPeople({ kind: 'experience', id: exp.id, date: saturday(), passengers: 2, giftCardSeries: card.series }),
    );
    const detail = (await get(`/api/admin/bookings/${bookingId}`, cookies.organizador)).json();
    expect(detail).toMatchObject({
      subtotal: 2000,
      discount: 0,
      total: 2000,
      giftCardSeries: card.series,
      giftCardAmount: 600,
      paypalAmount: 1400,
      paypalOrderId: orderId,
      manualPaymentMethod: null,
      manualNote: null,
      accountEmail: null,
      seedsAwarded: 0, // no account, no seeds
    });
    expect(detail.paypalCaptureId).toBeTruthy();
    expect(detail.events.map((e: { label: string }) => e.label)).toEqual([
      'Reserva iniciada en el sitio',
      'Pagada con PayPal y gift card',
    ]);
  });
});

describe('Salidas, manifests and check-in', () => {
  it('lists today’s departure with its paid passengers; the manifest has the phone; check-in marks it once', async () => {
    const today = todayInMexico();
    const trip = await insertRows(db()).trip({
      destination: 'Salida de hoy',
      departure_date: today,
      max_capacity: 10,
      capacity: 4,
    });
    const { bookingId, reference } = await paidBooking(
      withPeople({
        kind: 'trip',
        id: trip.id,
        date: today,
        passengers: 3,
        contactName: 'Rosa Díaz',
        contactPhone: '55 2222 3333',
      }),
    );
    const departures = (await get('/api/admin/departures', cookies.organizador)).json();
    const d = departures.data.find((x: { itemId: string }) => x.itemId === trip.id);
    expect(d).toMatchObject({
      date: today,
      startTime: '08:00',
      passengers: 3,
      bookings: 1,
      capacity: 10,
      minimum: 4,
      checkedIn: 0,
    });

    const manifestUrl = `/api/admin/departures/manifest?kind=trip&id=${trip.id}&date=${today}`;
    const manifest = (await get(manifestUrl, cookies.organizador)).json();
    expect(manifest.data).toEqual([
      expect.objectContaining({ reference, buyer: 'Rosa Díaz', phone: '+525522223333', passengers: 3, checkIn: 'Sin registrar' }),
    ]);
    const csv = await get(manifestUrl.replace('manifest?', 'manifest.csv?'), cookies.organizador);
    // The phone is written (+52) …, which a spreadsheet never reads as a formula (decision 0187).
    expect(csv.body).toContain(`${reference},Rosa Díaz,(+52) 55 2222 3333`);

    // The QR holds the voucher's link; the desk reads the reference out of it.
    const first = await send('POST', '/api/admin/check-in', cookies.organizador!, {
      code: `http://localhost:3000/reserva/${reference}?t=abc`,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      result: 'checked_in',
      checkedInBy: expect.any(String),
      booking: { checkIn: 'Presentado' },
    });
    const second = await send('POST', '/api/admin/check-in', cookies.admin!, { code: reference.toLowerCase() });
    expect(second.json()).toMatchObject({
      result: 'already',
      checkedInAt: first.json().checkedInAt,
      checkedInBy: first.json().checkedInBy,
    });
    expect((await rowOf(bookingId)).checked_in_at).not.toBeNull();
    const after = (await get(manifestUrl, cookies.admin)).json();
    expect(after.data[0].checkIn).toBe('Presentado');
    expect(after.departure.checkedIn).toBe(1);
  });

  it('refuses a voucher for another date, a refunded booking, an unknown reference; unscanned past bookings show as no-shows', async () => {
    const exp = await makeExperience();
    const { reference } = await paidBooking(withPeople({ kind: 'experience', id: exp.id, date: saturday(), passengers: 1 }));
    const other = await send('POST', '/api/admin/check-in', cookies.organizador!, { code: reference });
    expect(other.statusCode).toBe(409);
    expect(other.json().error.message).toBe(DESK_MESSAGES.otherDate(formatLongDate(saturday())));

    const today = todayInMexico();
    const trip = await insertRows(db()).trip({ departure_date: today });
    const refunded = await paidBooking(withPeople({ kind: 'trip', id: trip.id, date: today, passengers: 1 }));
    await db().update(bookings).set({ status: 'Reembolsada' }).where(eq(bookings.id, refunded.bookingId));
    const res = await send('POST', '/api/admin/check-in', cookies.organizador!, { code: refunded.reference });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(DESK_MESSAGES.refunded);
    expect((await rowOf(refunded.bookingId)).checked_in_at).toBeNull();

    const unknown = await send('POST', '/api/admin/check-in', cookies.organizador!, { code: 'ABCDEF12' });
    expect(unknown.statusCode).toBe(404);
    expect((await send('POST', '/api/admin/check-in', cookies.organizador!, { code: 'hola' })).statusCode).toBe(400);

    const past = addDays(today, -3);
    const pastTrip = await insertRows(db()).trip({ departure_date: past });
    await insertRows(db()).booking({ trip: pastTrip }, { status: 'Pagada', contact_name: 'No vino' });
    const manifest = (await get(`/api/admin/departures/manifest?kind=trip&id=${pastTrip.id}&date=${past}`, cookies.admin)).json();
    expect(manifest.data[0].checkIn).toBe('No se presentó');
  });
});

describe('the voucher', () => {
  it('the confirmation e-mail carries the voucher link, its QR code and an .ics event a calendar parser reads back', async () => {
    const exp = await makeExperience({
      name: 'Tirolesa',
      start_times: ['13:30'],
      meeting_point: 'Caseta 2, Parque Ecológico',
      duration: '3 horas',
    });
    const date = saturday(2);
    const { reference } = await paidBooking(
      withPeople({ kind: 'experience', id: exp.id, date, passengers: 1, contactEmail: 'voucher.ics@example.com' }),
    );
    const mail = await mailTo('voucher.ics@example.com', reference);
    expect(mail.text).toMatch(new RegExp(`${TEST_ORIGIN}/reserva/${reference}\\?t=`));
    const qr = mail.attachments?.find((a: Attachment) => a.contentType === 'image/png');
    expect(qr?.cid).toBeTruthy();
    expect(mail.html).toContain(`cid:${qr!.cid}`);
    expect(bytesOf(qr!).subarray(1, 4).toString()).toBe('PNG');
    const ics = mail.attachments?.find((a: Attachment) => a.filename === `reserva-${reference}.ics`);
    expect(ics?.contentType).toContain('text/calendar');
    const parsed = ical.sync.parseICS(bytesOf(ics!).toString('utf8'));
    const event = Object.values(parsed).find((c) => c?.type === 'VEVENT') as ical.VEvent;
    // 13:30 in Mexico City (UTC−6) is 19:30 UTC.
    expect(event.start.toISOString()).toBe(`${date}T19:30:00.000Z`);
    expect(event.end?.toISOString()).toBe(`${date}T22:30:00.000Z`);
    expect(event.location).toBe('Caseta 2, Parque Ecológico');
    expect(String(event.summary)).toContain('Tirolesa');
  });

  it('serves the QR code of the voucher link to whoever may see the booking', async () => {
    const exp = await makeExperience();
    const { reference } = await paidBooking(
      withPeople({ kind: 'experience', id: exp.id, date: saturday(), passengers: 1, contactEmail: 'qr@example.com' }),
    );
    const mail = await mailTo('qr@example.com', reference);
    const token = /\?t=([\w-]+)/.exec(mail.text)![1];
    const svg = await get(`/api/bookings/${reference}/qr.svg?t=${token}`);
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.body).toContain('<svg');
    expect((await get(`/api/bookings/${reference}/qr.svg?t=wrong`)).statusCode).toBe(404);
  });
});

describe('closed and full dates', () => {
  it('refuses a closed date on the server and lists it for the public date picker; reopening allows it again', async () => {
    const exp = await makeExperience({ max_capacity: 5 });
    const date = saturday(3);
    const close = await send('POST', `/api/admin/experiences/${exp.id}/closed-dates`, cookies.coordinador!, {
      date,
      reason: 'Huracán',
    });
    expect(close.statusCode, close.body).toBe(201);
    expect((await send('POST', `/api/admin/experiences/${exp.id}/closed-dates`, cookies.admin!, { date })).statusCode).toBe(409);

    const refused = await createOrder({ kind: 'experience', id: exp.id, date, passengers: 1 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.date).toBe(DESK_MESSAGES.closedDate);
    const quote = await post('/api/payments/quote', { kind: 'experience', id: exp.id, date, passengers: 1 });
    expect(quote.json().error.message).toBe(DESK_MESSAGES.closedDate);
    expect((await get(`/api/closed-dates?kind=experience&id=${exp.id}`)).json()).toEqual({ dates: [date] });
    const month = (
      await get(`/api/admin/experiences/${exp.id}/availability?month=${date.slice(0, 7)}`, cookies.organizador)
    ).json();
    expect(month.days.find((d: { date: string }) => d.date === date)).toMatchObject({
      closed: true,
      reason: 'Huracán',
      bookable: true,
    });

    expect((await send('DELETE', `/api/admin/experiences/${exp.id}/closed-dates/${date}`, cookies.coordinador!)).statusCode).toBe(
      204,
    );
    expect((await createOrder({ kind: 'experience', id: exp.id, date, passengers: 1 })).statusCode).toBe(201);
    const past = await send('POST', `/api/admin/experiences/${exp.id}/closed-dates`, cookies.admin!, {
      date: addDays(todayInMexico(), -7),
    });
    expect(past.json().error.message).toBe(DESK_MESSAGES.closedDateInvalid);
  });

  it('a manual sale counts toward capacity: a full date refuses the public checkout and another manual sale', async () => {
    const exp = await makeExperience({ max_capacity: 3, price: 500 });
    const date = saturday(2);
    const sale = await manual({
      kind: 'experience',
      id: exp.id,
      date,
      passengers: 3,
      payment: { mode: 'paid', method: 'Efectivo', amount: 1500, note: 'Pagó en oficina' },
    });
    expect(sale.statusCode, sale.body).toBe(201);
    expect(sale.json()).toMatchObject({ status: 'Pagada', total: 1500, paymentPath: null });
    const row = await rowOf(sale.json().id);
    expect(row).toMatchObject({
      source: 'manual',
      manual_payment_method: 'Efectivo',
      manual_note: 'Pagó en oficina',
      amount: 1500,
    });

    const full = await createOrder({ kind: 'experience', id: exp.id, date, passengers: 1 });
    expect(full.statusCode).toBe(409);
    expect(full.json().error.message).toBe(PAYMENT_MESSAGES.placesLeft(0));
    const again = await manual({ kind: 'experience', id: exp.id, date, passengers: 1, payment: { mode: 'link' } });
    expect(again.statusCode).toBe(409);
    const availability = (await get(`/api/availability?kind=experience&id=${exp.id}&date=${date}`)).json();
    expect(availability.placesLeft).toBe(0);
  });

  it('a manual sale paid outside must record the total the server computes', async () => {
    const exp = await makeExperience({ price: 700 });
    const before = Number((await db().select({ n: count() }).from(bookings)).at(0)!.n);
    const res = await manual({
      kind: 'experience',
      id: exp.id,
      date: saturday(),
      passengers: 2,
      payment: { mode: 'paid', method: 'Transferencia', amount: 700 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields['payment.amount']).toBe(DESK_MESSAGES.manualAmount(formatMXN(1400)));
    expect(Number((await db().select({ n: count() }).from(bookings)).at(0)!.n)).toBe(before);
  });
});

describe('a manual sale paid outside the site', () => {
  it('opens at the desk with its payment method, note and the staff member who sold it', async () => {
    const exp = await makeExperience({ price: 650 });
    const sale = await manual({
      kind: 'experience',
      id: exp.id,
      date: saturday(),
      passengers: 2,
      contactName: 'Lucía Teléfono',
      contactPhone: '55 4444 1212',
      payment: { mode: 'paid', method: 'Transferencia', amount: 1300, note: 'SPEI 4471, banco Azteca' },
    });
    expect(sale.statusCode, sale.body).toBe(201);
    const detail = (await get(`/api/admin/bookings/${sale.json().id}`, cookies.organizador)).json();
    expect(detail).toMatchObject({
      source: 'manual',
      status: 'Pagada',
      travellerName: 'Lucía Teléfono',
      travellerPhone: '+525544441212',
      total: 1300,
      manualPaymentMethod: 'Transferencia',
      manualNote: 'SPEI 4471, banco Azteca',
      paypalAmount: 0,
      paypalOrderId: null,
      paypalCaptureId: null,
      giftCardAmount: 0,
      voucherPath: sale.json().voucherPath,
      paymentPath: null,
    });
    expect(detail.voucherPath).toMatch(new RegExp(`^/reserva/${sale.json().reference}\\?t=`));
    const seller = (await account('coordinador@example.com')).fullName ?? 'coordinador@example.com';
    expect(detail.events.map((e: { label: string }) => e.label)).toEqual([
      `Venta manual registrada por ${seller}`,
      'Pagada con Transferencia',
    ]);
  });

  it('e-mails the confirmation with the voucher link and gives a linked account its seeds', async () => {
    const exp = await makeExperience({ name: 'Venta con cuenta', price: 1000 });
    const traveller = await account('viajero@example.com');
    const before = await seedsOf('viajero@example.com');
    const sale = await manual({
      kind: 'experience',
      id: exp.id,
      date: saturday(2),
      passengers: 1,
      userId: traveller.id,
      contactEmail: 'venta.manual.cuenta@example.com',
      payment: { mode: 'paid', method: 'Efectivo', amount: 1000 },
    });
    expect(sale.statusCode, sale.body).toBe(201);
    const { id, reference, voucherPath } = sale.json();

    // docs/product.md §7: 25 seeds per full 500 MXN paid, for money received outside the site too.
    expect(await seedsOf('viajero@example.com')).toBe(before + 50);
    const detail = (await get(`/api/admin/bookings/${id}`, cookies.admin)).json();
    expect(detail).toMatchObject({ accountEmail: 'viajero@example.com', seedsAwarded: 50 });

    // The confirmation goes to the contact typed at the desk, with the traveller's own voucher link:
    // the desk holds only the read-only one (decision 0163).
    const mail = await mailTo('venta.manual.cuenta@example.com', reference);
    expect(mail.text).toContain(`${TEST_ORIGIN}/reserva/${reference}?t=`);
    expect(mail.text).not.toContain(`${TEST_ORIGIN}${voucherPath}`);
    expect(mail.text).toContain('Venta con cuenta');
    expect(mail.text).toContain(`Total pagado: ${formatMXN(1000)}`);
    expect(mail.text).not.toContain('PayPal');
    expect(mail.attachments?.map((a: Attachment) => a.filename)).toContain(`reserva-${reference}.ics`);

    // A sale sent as a payment link is not paid yet: no seeds until it is.
    const link = await manual({
      kind: 'experience',
      id: exp.id,
      date: saturday(2),
      passengers: 1,
      userId: traveller.id,
      payment: { mode: 'link' },
    });
    expect(link.json()).toMatchObject({ status: 'Pendiente' });
    expect(await seedsOf('viajero@example.com')).toBe(before + 50);
  });
});

describe('payment link', () => {
  it('pays exactly that booking, once, with its coupon used once', async () => {
    const exp = await makeExperience({ price: 900 });
    const coupon = await makeCoupon({ code: 'LINK20', discount_percentage: 20 });
    const sale = await manual({
      kind: 'experience',
      id: exp.id,
      date: saturday(),
      passengers: 1,
      couponCode: 'LINK20',
      payment: { mode: 'link', note: 'Por WhatsApp' },
    });
    expect(sale.statusCode, sale.body).toBe(201);
    const { id, reference, paymentPath } = sale.json();
    expect(sale.json()).toMatchObject({ status: 'Pendiente', total: 720 });
    expect(paymentPath).toMatch(new RegExp(`^/pagar/${reference}\\?t=`));
    const token = new URL(paymentPath, TEST_ORIGIN).searchParams.get('t');

    // The desk shows it, pending, with its link.
    const listed = (await get(`/api/admin/bookings?q=${reference}`, cookies.admin)).json().data[0];
    expect(listed).toMatchObject({ status: 'Pendiente', source: 'manual' });
    expect((await get(`/api/admin/bookings/${id}`, cookies.admin)).json().paymentPath).toBe(paymentPath);

    expect((await get(`/api/pay/${reference}?t=wrong`)).statusCode).toBe(404);
    const view = await get(`/api/pay/${reference}?t=${token}`);
    expect(view.json()).toMatchObject({ bookingId: id, total: 720, status: 'Pendiente' });

    const order = await post(`/api/pay/${reference}/order?t=${token}`);
    expect(order.statusCode, order.body).toBe(201);
    const again = await post(`/api/pay/${reference}/order?t=${token}`);
    expect(again.json().orderId).toBe(order.json().orderId);
    expect(order.json()).toMatchObject({ bookingId: id, amount: 720 });
    await approve(order.json().orderId);
    const paid = await capture(order.json().orderId);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().booking).toMatchObject({ id, amount: 720 });
    expect((await capture(order.json().orderId)).json().booking.id).toBe(id);

    const closed = await post(`/api/pay/${reference}/order?t=${token}`);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error.message).toBe(DESK_MESSAGES.alreadyPaid);
    expect(await rowOf(id)).toMatchObject({ status: 'Pagada', amount: 720 });
    const uses = await db().select().from(couponRedemptions).where(eq(couponRedemptions.coupon_id, coupon.id));
    expect(uses).toHaveLength(1);
  });

  it('its token opens only the payment link, and the voucher token only the voucher (docs/security.md)', async () => {
    const exp = await makeExperience({ price: 500 });
    const sale = await manual({ kind: 'experience', id: exp.id, date: saturday(), passengers: 1, payment: { mode: 'link' } });
    expect(sale.statusCode, sale.body).toBe(201);
    const { id, reference, paymentPath } = sale.json();
    const payToken = new URL(paymentPath, TEST_ORIGIN).searchParams.get('t')!;
    const order = await post(`/api/pay/${reference}/order?t=${payToken}`);
    await approve(order.json().orderId);
    expect((await capture(order.json().orderId)).statusCode).toBe(200);
    const { voucherPath } = (await get(`/api/admin/bookings/${id}`, cookies.admin)).json();
    const voucherToken = new URL(voucherPath, TEST_ORIGIN).searchParams.get('t')!;

    // Each token opens its own page's API…
    expect((await get(`/api/pay/${reference}?t=${payToken}`)).json()).toMatchObject({ bookingId: id, status: 'Pagada' });
    expect((await get(`/api/bookings/${reference}?t=${voucherToken}`)).json()).toMatchObject({ id, status: 'Pagada' });
    expect((await get(`/api/bookings/${reference}/qr.svg?t=${voucherToken}`)).statusCode).toBe(200);
    // …and nothing else: the same 404 as a booking that does not exist.
    const payWithVoucher = await get(`/api/pay/${reference}?t=${voucherToken}`);
    expect(payWithVoucher.statusCode).toBe(404);
    expect(payWithVoucher.json().error.message).toBe(DESK_MESSAGES.paymentLinkInvalid);
    const orderWithVoucher = await post(`/api/pay/${reference}/order?t=${voucherToken}`);
    expect(orderWithVoucher.statusCode).toBe(404); // with its own token: 409 alreadyPaid
    expect((await post(`/api/pay/${reference}/order?t=${payToken}`)).statusCode).toBe(409);
    const voucherWithPay = await get(`/api/bookings/${reference}?t=${payToken}`);
    expect(voucherWithPay.statusCode).toBe(404);
    expect(voucherWithPay.json().error.message).toBe(MESSAGES.notFound);
    expect((await get(`/api/bookings/${reference}/qr.svg?t=${payToken}`)).statusCode).toBe(404);
    expect(voucherToken).not.toBe(payToken);
  });
});

describe('a total of 0', () => {
  it('confirms a 100 % coupon booking without PayPal, and PayPal is never asked for 0', async () => {
    const exp = await makeExperience({ price: 400 });
    await makeCoupon({ code: 'GRATIS100', discount_percentage: 100 });
    const body = { kind: 'experience', id: exp.id, date: saturday(), passengers: 2, couponCode: 'GRATIS100' };
    const order = await createOrder(body);
    expect(order.statusCode).toBe(422);
    expect(order.json().error.message).toBe(PAYMENT_MESSAGES.nothingToPay);
    const res = await payWithGiftCard(body);
    expect(res.statusCode, res.body).toBe(201);
    const row = await rowOf(res.json().booking.id);
    expect(row).toMatchObject({ status: 'Pagada', amount: 0, gift_card_amount: 0, discount: 800 });
    const sale = await manual({
      kind: 'experience',
      id: exp.id,
      date: saturday(),
      passengers: 1,
      couponCode: 'GRATIS100',
      payment: { mode: 'link' },
    });
    expect(sale.json()).toMatchObject({ status: 'Pagada', total: 0, paymentPath: null });
  });
});

describe('who may use the desk', () => {
  it('every staff role reads and checks in; only Administrador and Coordinador sell or close dates; others get 401/403', async () => {
    const exp = await makeExperience();
    const id = '00000000-0000-4000-8000-000000000000';
    const reads = [
      '/api/admin/bookings',
      '/api/admin/bookings.csv',
      `/api/admin/bookings/${id}`,
      '/api/admin/departures',
      `/api/admin/departures/manifest?kind=experience&id=${exp.id}&date=${saturday()}`,
      `/api/admin/departures/manifest.csv?kind=experience&id=${exp.id}&date=${saturday()}`,
      `/api/admin/experiences/${exp.id}/availability?month=${saturday().slice(0, 7)}`,
    ];
    for (const url of reads) {
      expect((await get(url)).statusCode, url).toBe(401);
      for (const role of ['proveedor', 'viajero']) expect((await get(url, cookies[role])).statusCode, `${role} ${url}`).toBe(403);
      for (const role of ['organizador', 'coordinador', 'admin'])
        expect((await get(url, cookies[role])).statusCode, `${role} ${url}`).not.toBe(403);
    }
    const sale = {
      kind: 'experience',
      id: exp.id,
      date: saturday(),
      passengers: 1,
      payment: { mode: 'paid', method: 'Efectivo', amount: exp.price },
    };
    const writes: [string, 'POST' | 'DELETE', object | undefined, string[]][] = [
      ['/api/admin/check-in', 'POST', { code: 'ABCDEF12' }, ['organizador', 'coordinador', 'admin']],
      ['/api/admin/bookings/manual', 'POST', withPeople(sale), ['coordinador', 'admin']],
      [`/api/admin/experiences/${exp.id}/closed-dates`, 'POST', { date: saturday(5) }, ['coordinador', 'admin']],
      [`/api/admin/experiences/${exp.id}/closed-dates/${saturday(5)}`, 'DELETE', undefined, ['coordinador', 'admin']],
    ];
    for (const [url, method, payload, allowed] of writes) {
      const anonymous = await t.app.inject({
        method,
        url,
        headers: { origin: TEST_ORIGIN, ...(payload ? { 'content-type': 'application/json' } : {}) },
        ...(payload ? { payload } : {}),
      });
      expect(anonymous.statusCode, url).toBe(401);
      for (const role of ['proveedor', 'viajero', 'organizador', 'coordinador', 'admin']) {
        if (role === 'organizador' && allowed.includes('organizador')) continue;
        const res = await send(method, url, cookies[role]!, payload);
        if (!allowed.includes(role)) {
          expect(res.statusCode, `${role} ${method} ${url}`).toBe(403);
          expect(res.json().error.message).toBe(MESSAGES.forbidden);
        } else expect(res.statusCode, `${role} ${method} ${url}`).not.toBe(403);
      }
    }
    // The organizador's own check-in answer: the reference is unknown (404), not forbidden.
    expect((await send('POST', '/api/admin/check-in', cookies.organizador!, { code: 'ABCDEF12' })).statusCode).toBe(404);
  });
});
