import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTING_LINK_DAYS, bookingReference, todayInMexico, VOUCHER_LINK_MESSAGES } from '@hv/shared';
import { buildApp } from '../src/app.ts';
import { bookingRefunds, bookings, reviews } from '../src/db/schema.ts';
import { TEST_ORIGIN } from './helpers.ts';
import { addDays, saturday } from './dates.ts';
import { demoSuite, paymentHelpers } from './payment-helpers.ts';
import { testConfig } from './test-config.ts';

// Issue 27, items 3 and 7 (decision 0163): staff do not get the traveller's powers — the desk
// hands out a read-only voucher link, and a staff session cannot cancel, refund, move or review
// through the traveller's routes — and the traveller's acting link stops acting some days after
// the trip, while the booking can still be found and read; no capability token reaches a log line.

const suite = demoSuite(['admin', 'coordinador', 'organizador', 'viajero']);
const { cookies } = suite;
const { db, makeExperience, payBooking, bookingRow, mailTo } = paymentHelpers(() => suite.t, { ipBlock: '10.27' });

const send = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
  suite.t.app.inject({
    method,
    url,
    headers: {
      origin: TEST_ORIGIN,
      ...(payload ? { 'content-type': 'application/json' } : {}),
      ...(cookie ? { cookie } : {}),
    },
    ...(payload ? { payload } : {}),
  });

const tokenOf = (path: string) => new URL(path, TEST_ORIGIN).searchParams.get('t')!;
const withToken = (url: string, token: string | undefined) => (token ? `${url}?t=${token}` : url);
const GOOD_REVIEW = { rating: 5, body: 'Un paseo precioso, muy bien organizado.' };

let n = 0;
/** A paid experience booking a few weeks ahead, by a traveller without an account unless `cookie`; its acting token. */
async function paidBooking(opts: { cookie?: string; email?: string } = {}) {
  const exp = await makeExperience({ price: 800, free_cancellation_hours: 48, max_capacity: 20 });
  const paid = await payBooking({
    item: { kind: 'experience', id: exp.id },
    date: saturday(4 + (++n % 10)),
    contactEmail: opts.email ?? `viajera.poderes.${n}@example.com`,
    cookie: opts.cookie,
  });
  return { exp, ...paid };
}

/** What the traveller routes would do with a booking: cancel (the refund), move, review. */
const act = {
  cancel: (reference: string, token?: string, cookie?: string) =>
    send('POST', withToken(`/api/bookings/${reference}/cancel`, token), cookie),
  move: (reference: string, token?: string, cookie?: string) =>
    send('POST', withToken(`/api/bookings/${reference}/reschedule`, token), cookie, { date: saturday(16) }),
  review: (reference: string, token?: string, cookie?: string) =>
    send('POST', withToken(`/api/bookings/${reference}/review`, token), cookie, GOOD_REVIEW),
};

/** The booking is as it was: paid, on its date, no refund and no review. */
async function untouched(bookingId: string, date: string) {
  expect(await bookingRow(bookingId)).toMatchObject({ status: 'Pagada', booking_date: date, refunded_amount: 0 });
  expect(await db().select().from(bookingRefunds).where(eq(bookingRefunds.booking_id, bookingId))).toHaveLength(0);
  expect(await db().select().from(reviews).where(eq(reviews.booking_id, bookingId))).toHaveLength(0);
}

const daysAgo = (days: number) => addDays(todayInMexico(), -days);
const setDate = (bookingId: string, date: string) =>
  db().update(bookings).set({ booking_date: date }).where(eq(bookings.id, bookingId));

describe('item 3: staff do not get traveller powers', () => {
  it('the desk gives an Organizador a read-only voucher link: it opens the voucher and acts on nothing', async () => {
    const { bookingId, reference, token: acting } = await paidBooking();
    const detail = await send('GET', `/api/admin/bookings/${bookingId}`, cookies.organizador);
    expect(detail.statusCode).toBe(200);
    // Nothing in the desk's answer is the traveller's acting token.
    expect(detail.body).not.toContain(acting);
    const { voucherPath } = detail.json() as { voucherPath: string };
    expect(voucherPath).toMatch(new RegExp(`^/reserva/${reference}\\?t=`));
    const view = tokenOf(voucherPath);

    // It reads the voucher (and its QR code), and the page is told it may only read.
    const page = await send('GET', `/api/bookings/${reference}?t=${view}`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ id: bookingId, readOnly: 'view_link' });
    expect((await send('GET', `/api/bookings/${reference}/qr.svg?t=${view}`)).statusCode).toBe(200);

    // Cancel (refund) and move before the day, review after it: each refused with the reason, nothing changed.
    const date = (await bookingRow(bookingId)).booking_date;
    for (const refused of [await act.cancel(reference, view), await act.move(reference, view)]) {
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json().error.message).toBe(VOUCHER_LINK_MESSAGES.view_link);
      // Said by key too, for an English voucher page (docs/decisions/0197-messages-travel-as-keys.md).
      expect(refused.json().error.key).toBe('voucher.view_link');
    }
    await untouched(bookingId, date);
    await setDate(bookingId, daysAgo(1));
    const review = await act.review(reference, view);
    expect(review.statusCode, review.body).toBe(403);
    expect(review.json().error.message).toBe(VOUCHER_LINK_MESSAGES.view_link);
    await untouched(bookingId, daysAgo(1));
  });

  it('a manual sale answers the read-only link too', async () => {
    const exp = await makeExperience({ price: 600 });
    const sale = await send('POST', '/api/admin/bookings/manual', cookies.coordinador, {
      kind: 'experience',
      id: exp.id,
      date: saturday(3),
      passengers: 1,
      contactName: 'Marta Venta Prueba',
      contactEmail: 'marta.venta.poderes@example.com',
      contactPhoneCountry: 'MX',
      contactPhone: '55 2222 3333',
      passengerNames: ['Marta Venta Prueba'],
      payment: { mode: 'paid', method: 'Efectivo', amount: 600 },
    });
    expect(sale.statusCode, sale.body).toBe(201);
    const { reference, voucherPath } = sale.json() as { reference: string; voucherPath: string };
    const refused = await act.cancel(reference, tokenOf(voucherPath));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(VOUCHER_LINK_MESSAGES.view_link);
  });

  it('refuses a staff session on the traveller routes, even holding the traveller’s own link', async () => {
    const { bookingId, reference, token } = await paidBooking();
    const date = (await bookingRow(bookingId)).booking_date;
    for (const role of ['organizador', 'coordinador', 'admin']) {
      for (const refused of [
        await act.cancel(reference, token, cookies[role]),
        await act.move(reference, token, cookies[role]),
      ]) {
        expect(refused.statusCode, `${role}: ${refused.body}`).toBe(403);
        expect(refused.json().error.message).toBe(VOUCHER_LINK_MESSAGES.staff);
      }
    }
    await untouched(bookingId, date);
    // The page says so to the staff session, and still shows the booking.
    expect((await send('GET', `/api/bookings/${reference}?t=${token}`, cookies.organizador)).json().readOnly).toBe('staff');

    // A review is the traveller's alone.
    await setDate(bookingId, daysAgo(2));
    for (const role of ['organizador', 'admin']) {
      const refused = await act.review(reference, token, cookies[role]);
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json().error.message).toBe(VOUCHER_LINK_MESSAGES.staff);
    }
    await untouched(bookingId, daysAgo(2));
    // The traveller's link itself still acts: the review is written, signed by the booking's contact.
    const written = await act.review(reference, token);
    expect(written.statusCode, written.body).toBe(201);
  });

  it('a staff member’s own booking is theirs to change, as any traveller’s', async () => {
    const { bookingId, reference } = await paidBooking({ cookie: cookies.admin, email: 'admin@example.com' });
    const mine = await send('GET', `/api/bookings/${reference}`, cookies.admin);
    expect(mine.json()).toMatchObject({ id: bookingId, readOnly: null });
    const cancelled = await act.cancel(reference, undefined, cookies.admin);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await bookingRow(bookingId)).status).toBe('Reembolsada');
  });

  it('the desk resends the voucher to the traveller’s e-mail, and never shows the link it sends', async () => {
    const email = 'viajera.reenvio@example.com';
    const { bookingId, reference, token } = await paidBooking({ email });
    const resent = await send('POST', `/api/admin/bookings/${bookingId}/voucher-email`, cookies.organizador);
    expect(resent.statusCode, resent.body).toBe(202);
    expect(resent.json()).toEqual({ sentTo: email });
    expect(resent.body).not.toContain(token);
    const mail = await mailTo(email, `Reserva confirmada ${reference}`);
    expect(mail.text).toContain(`/reserva/${reference}?t=${token}`);
    // Three an hour per booking, whoever asks; a traveller is not staff.
    for (let i = 0; i < 2; i++)
      expect((await send('POST', `/api/admin/bookings/${bookingId}/voucher-email`, cookies.admin)).statusCode).toBe(202);
    expect((await send('POST', `/api/admin/bookings/${bookingId}/voucher-email`, cookies.admin)).statusCode).toBe(429);
    expect((await send('POST', `/api/admin/bookings/${bookingId}/voucher-email`, cookies.viajero)).statusCode).toBe(403);
  });
});

describe('item 7: the traveller’s link acts for a while after the trip, then only reads', () => {
  it(`acts until ${ACTING_LINK_DAYS} days after the trip`, async () => {
    const { bookingId, reference, token } = await paidBooking();
    await setDate(bookingId, daysAgo(ACTING_LINK_DAYS));
    expect((await send('GET', `/api/bookings/${reference}?t=${token}`)).json().readOnly).toBeNull();
    const written = await act.review(reference, token);
    expect(written.statusCode, written.body).toBe(201);
  });

  it('past that it cannot cancel, move or review; the booking can still be read and found', async () => {
    const email = 'viajera.caducada@example.com';
    const { bookingId, reference, token } = await paidBooking({ email });
    const past = daysAgo(ACTING_LINK_DAYS + 1);
    await setDate(bookingId, past);
    for (const refused of [
      await act.cancel(reference, token),
      await act.move(reference, token),
      await act.review(reference, token),
    ]) {
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json().error.message).toBe(VOUCHER_LINK_MESSAGES.link_expired);
      expect(refused.json().error.key).toBe('voucher.link_expired');
    }
    await untouched(bookingId, past);

    // Reading stays: the old link opens the voucher…
    const page = await send('GET', `/api/bookings/${reference}?t=${token}`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ id: bookingId, readOnly: 'link_expired' });
    // …and find-my-booking e-mails a link that opens it, the read-only one now.
    const found = await send('POST', '/api/bookings/find', undefined, { reference, email });
    expect(found.statusCode).toBe(202);
    const mail = await mailTo(email, `Tu reserva ${reference}`);
    const link = /\/reserva\/[0-9A-F]{8}\?t=[\w-]+/.exec(mail.text)![0];
    expect(link).not.toContain(token);
    const reopened = await send('GET', `/api/bookings/${reference}?t=${tokenOf(link)}`);
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json()).toMatchObject({ id: bookingId, readOnly: 'view_link' });
  });
});

describe('item 7: no capability token in the logs', () => {
  const lines: string[] = [];
  let app: Awaited<ReturnType<typeof buildApp>>;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'hv-log-'));
    app = await buildApp(testConfig(dataDir, { databaseUrl: null, demoData: false, env: { LOG_LEVEL: 'info' } }), {
      logStream: { write: (line: string) => void lines.push(line) },
    });
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('writes every request without its token: voucher, payment, verification and reset links', async () => {
    const secret = (i: number) => `SECRETO${i}xxxxxxxxxxxxxxx`.slice(0, 22);
    const reference = bookingReference('0123abcd-0000-4000-8000-000000000000');
    const urls = [
      `/api/bookings/${reference}?t=${secret(1)}`,
      `/api/bookings/${reference}/qr.svg?t=${secret(2)}`,
      `/reserva/${reference}?t=${secret(3)}`,
      `/api/pay/${reference}?t=${secret(4)}`,
      `/pagar/${reference}?lang=es&t=${secret(5)}`,
      `/api/auth/verify-email?token=${secret(6)}&callbackURL=%2F`,
      `/api/auth/reset-password/${secret(7)}?callbackURL=%2Fpassword-reset`,
      // The router reads `%74` as `t`: so does the log.
      `/api/bookings/${reference}?%74=${secret(8)}`,
      `/api/auth/callback/google?code=${secret(9)}&state=abc`,
    ];
    for (const url of urls) await app.inject({ url, headers: { origin: TEST_ORIGIN } });
    const written = lines.join('');
    for (let i = 1; i <= urls.length; i++) expect(written, `token ${i}`).not.toContain(secret(i));
    // The lines are there, naming the request without its power.
    const requests = lines.map((l) => JSON.parse(l) as { msg: string; url?: string }).filter((l) => l.msg === 'request');
    expect(requests.map((l) => l.url)).toEqual(
      expect.arrayContaining([
        `/api/bookings/${reference}?t=REDACTED`,
        `/pagar/${reference}?lang=es&t=REDACTED`,
        '/api/auth/verify-email?token=REDACTED&callbackURL=%2F',
        '/api/auth/reset-password/REDACTED?callbackURL=%2Fpassword-reset',
      ]),
    );
  });
});
