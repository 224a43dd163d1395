import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingReference, todayInMexico } from '@hv/shared';
import { insertRows } from '../src/db/factories.ts';
import { bookings, jobs } from '../src/db/schema.ts';
import { confirmationPath } from '../src/modules/bookings/index.ts';
import { reminderAt } from '../src/modules/reminders/departures.ts';
import { addDays } from './dates.ts';
import { outbox, type OutboxMail } from './hostile-helpers.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { cleanUpProcesses, fromTemplate, openSql, postgresServerUrl, startServer, tempDir, unique } from './process-helpers.ts';

// Reminders and review requests (docs/product.md §15.5, decision 0131): durable jobs, each sent
// once; retried with backoff while the mail server fails. The app's job loop is off in tests:
// each test runs the jobs with a clock of its own.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const MINUTE = 60_000;
const HOURS = 48;
const db = () => t.app.database.db;
const rows = () => insertRows(db());
let n = 0;

/** A paid booking of a new experience with a meeting point and a responsible, `days` from today at 10:00. */
async function paidBooking(opts: { days: number; email?: string; paidAt?: Date; status?: string }) {
  const exp = await rows().experience({
    start_times: ['10:00'],
    meeting_point: 'Kiosco del jardín principal',
    meeting_point_url: 'https://maps.example.com/kiosco',
    responsible_name: 'Rosa Guía',
    responsible_phone: '5512345678',
  });
  const email = opts.email ?? `viajera.${++n}@example.com`;
  const booking = await rows().booking(
    { experience: exp },
    {
      booking_date: addDays(todayInMexico(), opts.days),
      status: opts.status ?? 'Pagada',
      paid_at: opts.paidAt ?? new Date(Date.now() - 30 * 24 * 3_600_000),
      contact_email: email,
      contact_name: 'Ana Viajera',
    },
  );
  return { exp, booking, email };
}

const mails = (to: string, subject: string) =>
  outbox(t.config.dataDir).filter((m: OutboxMail) => m.to[0]?.address === to && m.subject.includes(subject));
const dueAt = (b: { booking_date: string }) => reminderAt(b.booking_date, '10:00', HOURS);
const jobOf = async (key: string) => (await db().select().from(jobs).where(eq(jobs.key, key)))[0];

describe('reminders', () => {
  it('sends one reminder REMINDER_HOURS before the start, with the voucher, time, meeting point and responsible', async () => {
    const { booking, email } = await paidBooking({ days: 10 });
    const due = dueAt(booking);
    await t.app.jobs.runDue(new Date(due.getTime() - MINUTE));
    expect(mails(email, 'Recordatorio')).toHaveLength(0);

    await t.app.jobs.runDue(due);
    await t.app.jobs.runDue(new Date(due.getTime() + 5 * MINUTE));
    const sent = mails(email, 'Recordatorio');
    expect(sent).toHaveLength(1);
    const mail = sent[0]!;
    expect(mail.subject).toContain(bookingReference(booking.id));
    expect(mail.text).toContain(`http://localhost:3000${confirmationPath(t.app.config.authSecret!, booking.id)}`);
    expect(mail.text).toContain('Hora de inicio: 10:00');
    expect(mail.text).toContain('Punto de encuentro: Kiosco del jardín principal');
    expect(mail.text).toContain('Responsable: Rosa Guía, 5512345678');
    expect(mail.text).toContain('https://wa.me/525512345678');
    expect(mail.html).toContain('Ver mi voucher');
    expect(await jobOf(`reminder:${booking.id}:${booking.booking_date}`)).toMatchObject({ status: 'done', attempts: 1 });
  });

  // Decision 0240: the reminder says where and when the van collects the traveller, on the item's
  // clock, in the booking's language.
  it('says the pickup and its time, in Spanish and in English', async () => {
    const exp = await rows().experience({
      start_times: ['08:00'],
      time_zone: 'America/Cancun',
      meeting_point: 'Muelle de Holbox',
      pickups: [
        {
          id: 'zh-cancun',
          name: 'Zona Hotelera Cancún',
          nameEn: 'Cancún Hotel Zone',
          minutesBefore: 45,
          charge: 150,
          sortOrder: 0,
        },
      ],
    });
    const pickup = {
      id: 'zh-cancun',
      name: 'Zona Hotelera Cancún',
      nameEn: 'Cancún Hotel Zone',
      minutesBefore: 45,
      time: '07:15',
      charge: 150,
      total: 150,
    };
    for (const [locale, subject, line] of [
      ['es', 'Recordatorio', 'Recogida: Zona Hotelera Cancún · 07:15'],
      ['en', 'Reminder', 'Pickup: Cancún Hotel Zone · 7:15\u00a0AM'],
    ] as const) {
      const email = `recogida.${locale}.${++n}@example.com`;
      const booking = await rows().booking(
        { experience: exp },
        {
          booking_date: addDays(todayInMexico(), 12),
          status: 'Pagada',
          paid_at: new Date(Date.now() - 30 * 24 * 3_600_000),
          contact_email: email,
          locale,
          pickup,
        },
      );
      await t.app.jobs.runDue(reminderAt(booking.booking_date, '08:00', HOURS, 'America/Cancun'));
      const [mail] = mails(email, subject);
      expect(mail?.text).toContain(line);
      expect(mail?.html).toContain(line.replace(': ', '</th><td>'));
    }
  });

  it('sends none for a booking paid after the reminder moment (its confirmation just went) or no longer paid', async () => {
    const late = await paidBooking({ days: 10 });
    const due = dueAt(late.booking);
    await db()
      .update(bookings)
      .set({ paid_at: new Date(due.getTime() + MINUTE) })
      .where(eq(bookings.id, late.booking.id));
    const refunded = await paidBooking({ days: 10, status: 'Reembolsada' });
    await t.app.jobs.runDue(new Date(due.getTime() + 2 * MINUTE));
    expect(mails(late.email, 'Recordatorio')).toHaveLength(0);
    expect(mails(refunded.email, 'Recordatorio')).toHaveLength(0);
    expect(await jobOf(`reminder:${late.booking.id}:${late.booking.booking_date}`)).toBeUndefined();
  });

  it('a booking moved to another date gets a new reminder; the old date’s job sends nothing', async () => {
    const { booking, email } = await paidBooking({ days: 10 });
    await t.app.jobs.runDue(dueAt(booking));
    expect(mails(email, 'Recordatorio')).toHaveLength(1);

    const newDate = addDays(booking.booking_date, 7);
    await db().update(bookings).set({ booking_date: newDate }).where(eq(bookings.id, booking.id));
    // A job of the old date still waiting (e.g. enqueued just before the move) checks again and sends nothing.
    const old = await paidBooking({ days: 12 });
    await db()
      .insert(jobs)
      .values({
        kind: 'reminder',
        key: `reminder:${old.booking.id}:${addDays(old.booking.booking_date, -1)}`,
        payload: { bookingId: old.booking.id, date: addDays(old.booking.booking_date, -1) },
      });
    await t.app.jobs.runDue(dueAt({ booking_date: newDate }));
    const sent = mails(email, 'Recordatorio');
    expect(sent).toHaveLength(2);
    expect(sent[1]!.subject).toMatch(/Recordatorio/);
    expect(await jobOf(`reminder:${booking.id}:${newDate}`)).toMatchObject({ status: 'done' });
    expect(mails(old.email, 'Recordatorio')).toHaveLength(0);
  });

  it('a trip’s reminder: its departure time and address, the responsible’s WhatsApp', async () => {
    const date = addDays(todayInMexico(), 15);
    const trip = await rows().trip({
      departure_date: date,
      departure_time: '07:30',
      address: 'Terminal Norte, andén 3',
      responsible_name: 'Beto Chofer',
      responsible_phone: '5587654321',
    });
    const email = `viaje.${++n}@example.com`;
    const booking = await rows().booking(
      { trip },
      { status: 'Pagada', paid_at: new Date(Date.now() - 30 * 24 * 3_600_000), contact_email: email },
    );
    const due = reminderAt(date, '07:30', HOURS);
    await t.app.jobs.runDue(new Date(due.getTime() - MINUTE));
    expect(mails(email, 'Recordatorio')).toHaveLength(0);
    await t.app.jobs.runDue(due);
    const [mail] = mails(email, 'Recordatorio');
    expect(mail!.text).toContain('Hora de inicio: 07:30');
    expect(mail!.text).toContain('Punto de encuentro: Terminal Norte, andén 3');
    expect(mail!.text).toContain('Responsable: Beto Chofer, 5587654321');
    expect(mail!.text).toContain('https://wa.me/525587654321');
    expect(booking.trip_id).toBe(trip.id);
  });

  it('retries with backoff while the mail server fails, then sends exactly once', async () => {
    const { booking, email } = await paidBooking({ days: 20 });
    const due = dueAt(booking);
    const key = `reminder:${booking.id}:${booking.booking_date}`;
    const send = t.app.mailer.send;
    let failures = 2;
    t.app.mailer.send = async (message) => {
      if (message.to === email && failures-- > 0) throw new Error('SMTP 421: servicio no disponible');
      return send(message);
    };
    try {
      await t.app.jobs.runDue(due);
      let job = await jobOf(key);
      expect(job).toMatchObject({ status: 'pending', attempts: 1, last_error: 'SMTP 421: servicio no disponible' });
      expect(job!.run_at.getTime()).toBe(due.getTime() + MINUTE);

      await t.app.jobs.runDue(new Date(due.getTime() + 30_000)); // not due yet
      expect((await jobOf(key))!.attempts).toBe(1);

      await t.app.jobs.runDue(new Date(due.getTime() + MINUTE));
      job = await jobOf(key);
      expect(job).toMatchObject({ status: 'pending', attempts: 2 });
      expect(job!.run_at.getTime()).toBe(due.getTime() + 3 * MINUTE);
      expect(mails(email, 'Recordatorio')).toHaveLength(0);

      await t.app.jobs.runDue(new Date(due.getTime() + 3 * MINUTE));
      await t.app.jobs.runDue(new Date(due.getTime() + 30 * MINUTE));
      expect(await jobOf(key)).toMatchObject({ status: 'done', attempts: 3, last_error: null });
      expect(mails(email, 'Recordatorio')).toHaveLength(1);
    } finally {
      t.app.mailer.send = send;
    }
  });
});

describe('review requests', () => {
  it('the day after the departure, once, links to the voucher’s review form', async () => {
    const { booking, email } = await paidBooking({ days: 30 });
    const dayAfter = addDays(booking.booking_date, 1);
    const tenAm = reminderAt(dayAfter, '10:00', 0);
    await t.app.jobs.runDue(new Date(tenAm.getTime() - 60 * MINUTE));
    expect(mails(email, 'Reseña')).toHaveLength(0);
    expect(await jobOf(`review-request:${booking.id}`)).toMatchObject({ status: 'pending' });

    await t.app.jobs.runDue(tenAm);
    await t.app.jobs.runDue(new Date(tenAm.getTime() + 24 * 60 * MINUTE));
    const sent = mails(email, 'Reseña');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain(`http://localhost:3000${confirmationPath(t.app.config.authSecret!, booking.id)}#resena`);
    expect(sent[0]!.html).toContain('Escribir mi reseña');
  });

  it('is not sent for a booking refunded before it went', async () => {
    const { booking, email } = await paidBooking({ days: 40 });
    const tenAm = reminderAt(addDays(booking.booking_date, 1), '10:00', 0);
    await t.app.jobs.runDue(new Date(tenAm.getTime() - 60 * MINUTE));
    await db().update(bookings).set({ status: 'Reembolsada' }).where(eq(bookings.id, booking.id));
    await t.app.jobs.runDue(tenAm);
    expect(mails(email, 'Reseña')).toHaveLength(0);
    expect(await jobOf(`review-request:${booking.id}`)).toMatchObject({ status: 'done' });
  });
});

// Two app processes on one PostgreSQL database, each with its job loop on (PostgreSQL leg only:
// PGlite allows one process per folder).
describe.skipIf(!postgresServerUrl)('two server processes on one PostgreSQL', () => {
  afterAll(() => cleanUpProcesses(), 60_000);

  it('send each reminder once', async () => {
    const target = await fromTemplate({ demoData: false });
    const databaseUrl = target.databaseUrl!;
    const env = { JOBS_POLL_MS: '100', REMINDER_HOURS: '48' };
    const a = await startServer({ ...target, env });
    const sql = await openSql({ dataDir: '', databaseUrl });
    try {
      const [exp] = await sql.query<{ id: string }>(
        `insert into experiences (name, slug, price, status, start_times) values ($1, $2, 900, 'Público', '["10:00"]') returning id`,
        [`Recordatorio de dos procesos ${unique()}`, `recordatorio-${unique().toLowerCase()}`],
      );
      // Tomorrow at 10:00: every reminder is due now; paid a month ago.
      const date = addDays(todayInMexico(), 1);
      const emails = Array.from({ length: 12 }, (_, i) => `dos.procesos.${i}.${unique().toLowerCase()}@example.com`);
      for (const email of emails)
        await sql.query(
          `insert into bookings (experience_id, item_name, booking_date, start_time, passengers, unit_price, subtotal, amount, status, paid_at, contact_email)
           values ($1, 'Recordatorio de dos procesos', $2, '10:00', 1, 900, 900, 900, 'Pagada', now() - interval '30 days', $3)`,
          [exp!.id, date, email],
        );
      const b = await startServer({ dataDir: tempDir(), databaseUrl, env });
      await expect
        .poll(
          async () =>
            (await sql.query<{ n: string }>(`select count(*) as n from jobs where kind = 'reminder' and status = 'done'`))[0]!.n,
          { timeout: 30_000, interval: 200 },
        )
        .toBe(String(emails.length));
      const sent = [...outbox(a.dataDir), ...outbox(b.dataDir)].filter((m) => m.subject.startsWith('Recordatorio'));
      for (const email of emails) expect(sent.filter((m) => m.to[0]?.address === email)).toHaveLength(1);
      expect(sent).toHaveLength(emails.length);
    } finally {
      await sql.close();
    }
  }, 240_000);
});
