import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { todayInMexico } from '@hv/shared';
import { insertRows } from '../src/db/factories.ts';
import { experiences } from '../src/db/schema.ts';
import { signIn, TEST_ORIGIN } from './helpers.ts';
import { addDays, saturday } from './dates.ts';
import type { OutboxMail } from './hostile-helpers.ts';
import { demoSuite, paymentHelpers } from './payment-helpers.ts';

// Issue 30 items 1 and 2 (docs/decisions/0200-a-time-zone-per-item.md,
// docs/decisions/0201-the-calendar-follows-the-booking.md): an item's start time is read on its
// place's clock, and the calendar event follows the booking through a date change and a cancellation.

const suite = demoSuite(['viajero', 'organizador']);
const { cookies } = suite;
const { db, makeExperience, payBooking, bookingRow, mailTo } = paymentHelpers(() => suite.t, { ipBlock: '10.77' });

type Attachment = NonNullable<OutboxMail['attachments']>[number];
const bytesOf = (a: Attachment) => (a.encoding === 'base64' ? Buffer.from(a.content, 'base64') : Buffer.from(a.content));
/** The .ics attached to an e-mail, unfolded, and its Content-Type. */
function calendarOf(mail: OutboxMail) {
  const file = mail.attachments?.find((a: Attachment) => a.contentType?.startsWith('text/calendar'));
  expect(file, 'an .ics attachment').toBeTruthy();
  return {
    text: bytesOf(file!)
      .toString('utf8')
      .replace(/\r\n[ \t]/g, ''),
    contentType: file!.contentType!,
  };
}
const line = (ics: string, name: string) => new RegExp(`^${name}[:;](.*)$`, 'm').exec(ics)?.[1]?.replace(/\r$/, '');
const compact = (date: string) => date.replaceAll('-', '');

const send = (url: string, payload: object = {}) =>
  suite.t.app.inject({
    method: 'POST',
    url,
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', cookie: cookies.viajero! },
    payload,
  });

describe('a time zone per item (issue 30 item 1)', () => {
  it('the demo items of Quintana Roo and Baja California Sur are in their own zones', async () => {
    const zoneOf = async (slug: string) =>
      (await db().select({ zone: experiences.time_zone }).from(experiences).where(eq(experiences.slug, slug)))[0]?.zone;
    expect(await zoneOf('snorkel-cenotes-tulum')).toBe('America/Cancun');
    expect(await zoneOf('snorkel-isla-mujeres-desde-cancun')).toBe('America/Cancun');
    expect(await zoneOf('ballenas-bahia-magdalena')).toBe('America/Mazatlan');
    expect(await zoneOf('trajinera-xochimilco')).toBe('America/Mexico_City');
  });

  it('a Tulum 08:30 start is 13:30 UTC in the .ics and the free-cancellation limit; a move sends the same event with a higher SEQUENCE; a cancellation cancels it', async () => {
    const exp = await makeExperience({
      name: 'Cenote en Tulum',
      start_times: ['08:30'],
      duration: '3 horas',
      time_zone: 'America/Cancun',
      free_cancellation_hours: 48,
    });
    const date = saturday(5);
    const email = 'tulum.zona@example.com';
    const { bookingId, reference, token } = await payBooking({
      item: { kind: 'experience', id: exp.id },
      date,
      contactEmail: email,
      cookie: cookies.viajero,
    });
    expect((await bookingRow(bookingId)).time_zone).toBe('America/Cancun');

    // The confirmation: 08:30 in Quintana Roo (UTC−5) is 13:30Z, not Mexico City's 14:30Z.
    const confirmed = calendarOf(await mailTo(email, reference));
    expect(line(confirmed.text, 'DTSTART')).toBe(`${compact(date)}T133000Z`);
    expect(line(confirmed.text, 'SEQUENCE')).toBe('0');
    expect(line(confirmed.text, 'STATUS')).toBe('CONFIRMED');
    const uid = line(confirmed.text, 'UID');
    expect(uid).toBe(`${bookingId}@hormiga-viajera`);

    // The free-cancellation limit is 48 hours before 08:30 in Cancún.
    const voucher = (await suite.t.app.inject({ url: `/api/bookings/${reference}?t=${token}` })).json();
    expect(voucher.timeZone).toBe('America/Cancun');
    expect(voucher.cancellation.until).toBe(`${addDays(date, -2)}T13:30:00.000Z`);

    // A date change: the same event (UID), a higher SEQUENCE, the new date at 13:30Z.
    const to = addDays(date, 7);
    const moved = await send(`/api/bookings/${reference}/reschedule`, { date: to });
    expect(moved.statusCode, moved.body).toBe(200);
    const update = calendarOf(await mailTo(email, `Tu reserva ${reference} cambió de fecha`));
    expect(line(update.text, 'UID')).toBe(uid);
    expect(Number(line(update.text, 'SEQUENCE'))).toBeGreaterThan(0);
    expect(line(update.text, 'DTSTART')).toBe(`${compact(to)}T133000Z`);
    expect(line(update.text, 'METHOD')).toBe('PUBLISH');

    // A cancellation: METHOD:CANCEL of the same event, a SEQUENCE higher still.
    const cancelled = await send(`/api/bookings/${reference}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const cancel = calendarOf(await mailTo(email, 'Reembolso'));
    expect(line(cancel.text, 'METHOD')).toBe('CANCEL');
    expect(line(cancel.text, 'STATUS')).toBe('CANCELLED');
    expect(line(cancel.text, 'UID')).toBe(uid);
    expect(Number(line(cancel.text, 'SEQUENCE'))).toBeGreaterThan(Number(line(update.text, 'SEQUENCE')));
    expect(cancel.contentType).toContain('method=CANCEL');

    // The cancelled booking's voucher says what came back and where.
    const after = (await suite.t.app.inject({ url: `/api/bookings/${reference}?t=${token}` })).json();
    expect(after.status).toBe('Reembolsada');
    expect(after.refunded).toEqual({ total: after.total, paypal: after.total, giftCard: 0, outside: 0 });
  });

  it('an item staff move to another zone takes its bookings along', async () => {
    const exp = await makeExperience({
      name: 'Ballenas en Baja',
      start_times: ['07:00'],
      capacity: 1,
      description: 'Ballena gris en Bahía Magdalena.',
    });
    const { bookingId } = await payBooking({
      item: { kind: 'experience', id: exp.id },
      date: saturday(6),
      contactEmail: 'ballenas.zona@example.com',
      cookie: cookies.viajero,
    });
    expect((await bookingRow(bookingId)).time_zone).toBe('America/Mexico_City');
    const admin = await signIn(suite.t.app, 'admin@example.com', 'demo1234');
    // The dialog's request: its values as JSON in a multipart `data` part.
    const { created_at: _created, ...values } = exp;
    const boundary = '----hvzone';
    const saved = await suite.t.app.inject({
      method: 'PUT',
      url: `/api/admin/experiences/${exp.id}`,
      headers: { origin: TEST_ORIGIN, cookie: admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${JSON.stringify({ ...values, time_zone: 'America/Mazatlan' })}\r\n--${boundary}--\r\n`,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().time_zone).toBe('America/Mazatlan');
    expect((await bookingRow(bookingId)).time_zone).toBe('America/Mazatlan');
  });

  it("the check-in's day is the day on the clock of the booking's place", async () => {
    const day = addDays(todayInMexico(), -3);
    // 00:30 of `day` in Cancún (UTC−5) is still 23:30 of the day before in Mexico City (UTC−6).
    const at = `${day}T05:30:00.000Z`;
    const rows = insertRows(db());
    const holbox = await rows.trip({ destination: 'Isla Holbox', departure_date: day, time_zone: 'America/Cancun' });
    const xochimilco = await rows.trip({ destination: 'Xochimilco', departure_date: day });
    const inCancun = await rows.booking({ trip: holbox }, { status: 'Pagada', passenger_names: ['Ana López'] });
    const inTheCity = await rows.booking({ trip: xochimilco }, { status: 'Pagada', passenger_names: ['Beto Ruiz'] });
    const mark = (id: string) =>
      suite.t.app.inject({
        method: 'PUT',
        url: `/api/admin/bookings/${id}/passengers/0/check-in`,
        headers: { origin: TEST_ORIGIN, cookie: cookies.organizador!, 'content-type': 'application/json' },
        payload: { present: true, at },
      });
    const cancun = await mark(inCancun.id);
    expect(cancun.statusCode, cancun.body).toBe(200);
    expect((await mark(inTheCity.id)).statusCode).toBe(409);
  });
});
