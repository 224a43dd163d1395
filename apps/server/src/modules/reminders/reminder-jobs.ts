import { and, between, eq, isNull, sql } from 'drizzle-orm';
import { phoneE164, REVIEW_ANCHOR, todayInMexico } from '@hv/shared';
import type { Db } from '../../db/client.ts';
import { bookings, experiences, jobs, reviews, trips } from '../../db/schema.ts';
import { siteLocale, translator, type Translator } from '../../lib/i18n.ts';
import { enqueue, type JobRow, type JobRunner } from '../jobs/index.ts';
import { itemWords } from '../availability/index.ts';
import { pickupLine } from '../mail/index.ts';
import { bookingAddressee, confirmationPath, type PaymentDeps, recordBookingEvent } from '../bookings/index.ts';
import { addDays, reminderDue, reviewRequestAt } from './departures.ts';
import { reminderEmail, reviewRequestEmail, type DepartureFacts } from './emails.ts';

// The reminder before each paid booking's departure and the review request after it
// (docs/product.md §15.5, decision 0131), as durable jobs: the scheduler enqueues each once by
// its key (`reminder:<booking>:<date>` — a booking moved to another date gets a new one —,
// `review-request:<booking>`); the handler checks the booking again and sends through the
// mailer. A mail failure throws, so the job runner retries it with backoff.

export const REMINDER = 'reminder';
export const REVIEW_REQUEST = 'review-request';

/** The booking e-mails' dependencies (`secret` signs the voucher link), and when the reminder goes. */
export type ReminderDeps = PaymentDeps & { reminderHours: number };

/** Review requests are asked for outings that ended in the last few days only (not years of history). */
const REVIEW_LOOKBACK_DAYS = 3;

const reminderKey = (bookingId: string, date: string) => `${REMINDER}:${bookingId}:${date}`;
const reviewKey = (bookingId: string) => `${REVIEW_REQUEST}:${bookingId}`;

/** Paid bookings in a date window that have no job under `key` yet, with their trip's times. */
function candidates(db: Db, dateColumn: ReturnType<typeof sql>, from: string, to: string, key: ReturnType<typeof sql>) {
  return db
    .select({
      id: bookings.id,
      date: bookings.booking_date,
      startTime: sql<string | null>`coalesce(${bookings.start_time}, to_char(${trips.departure_time}, 'HH24:MI'))`,
      lastDay: sql<string>`coalesce(${trips.return_date}, ${bookings.booking_date})::text`,
      paidAt: bookings.paid_at,
      timeZone: bookings.time_zone,
    })
    .from(bookings)
    .leftJoin(trips, eq(trips.id, bookings.trip_id))
    .leftJoin(jobs, eq(jobs.key, key))
    .where(and(eq(bookings.status, 'Pagada'), between(dateColumn, from, to), isNull(jobs.id)));
}

/** The scheduler step: enqueues the reminders and review requests that have come due. */
export async function scheduleDepartureMail(db: Db, now: Date, hours: number): Promise<void> {
  const today = todayInMexico(now);
  const soon = await candidates(
    db,
    sql`${bookings.booking_date}`,
    // A day either side: the booking's own zone may be an hour or two off Mexico City's day.
    addDays(today, -1),
    addDays(today, Math.ceil(hours / 24) + 1),
    sql`${REMINDER} || ':' || ${bookings.id} || ':' || ${bookings.booking_date}`,
  );
  for (const b of soon) {
    if (!reminderDue(now, b, hours)) continue;
    await enqueue(db, { kind: REMINDER, key: reminderKey(b.id, b.date), payload: { bookingId: b.id, date: b.date } });
  }
  const ended = await candidates(
    db,
    sql`coalesce(${trips.return_date}, ${bookings.booking_date})`,
    addDays(today, -REVIEW_LOOKBACK_DAYS),
    addDays(today, -1),
    sql`${REVIEW_REQUEST} || ':' || ${bookings.id}`,
  );
  for (const b of ended) {
    await enqueue(db, {
      kind: REVIEW_REQUEST,
      key: reviewKey(b.id),
      payload: { bookingId: b.id, date: b.date },
      runAt: reviewRequestAt(b.lastDay, b.timeZone),
    });
  }
}

/** The booking the job is for, while it is still paid and on the job's date; else nothing to send. */
async function stillDeparting(db: Db, job: JobRow) {
  const { bookingId, date } = job.payload as { bookingId: string; date: string };
  const [b] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  return b && b.status === 'Pagada' && b.booking_date === date ? b : null;
}

const whatsappDigits = (phone: string | null) => (phone ? (phoneE164('MX', phone)?.slice(1) ?? null) : null);

async function departureFacts(deps: ReminderDeps, b: typeof bookings.$inferSelect, tr: Translator): Promise<DepartureFacts> {
  const [e] = b.experience_id ? await deps.db.select().from(experiences).where(eq(experiences.id, b.experience_id)) : [];
  const [t] = !e && b.trip_id ? await deps.db.select().from(trips).where(eq(trips.id, b.trip_id)) : [];
  // The name and meeting point in the booking's language (English when staff gave them).
  const words = itemWords(
    tr.locale,
    e
      ? { nameEn: e.name_en, meetingPoint: e.meeting_point, meetingPointEn: e.meeting_point_en }
      : t
        ? { nameEn: t.destination_en, meetingPoint: t.address, meetingPointEn: null }
        : null,
    b.item_name,
  );
  const base = { bookingId: b.id, itemName: words.name, date: b.booking_date, startTime: b.start_time };
  const item = e
    ? {
        meetingPoint: words.meetingPoint,
        meetingPointUrl: e.meeting_point_url,
        name: e.responsible_name,
        phone: e.responsible_phone,
      }
    : t
      ? { meetingPoint: t.address, meetingPointUrl: null, name: t.responsible_name, phone: t.responsible_phone }
      : null;
  const startTime = b.start_time ?? t?.departure_time.slice(0, 5) ?? null;
  return {
    ...base,
    startTime,
    // Where and when to be picked up, on the item's clock (decision 0240).
    pickup: pickupLine(tr, b.pickup, startTime),
    meetingPoint: item?.meetingPoint ?? null,
    meetingPointUrl: item?.meetingPointUrl ?? null,
    contactName: item?.name ?? null,
    contactPhone: item?.phone ?? null,
    whatsapp: whatsappDigits(item?.phone ?? null) ?? deps.whatsappNumber,
  };
}

/** Registers the two handlers and the scheduler step on the process's job runner. */
export function registerDepartureMail(runner: JobRunner, deps: ReminderDeps) {
  runner.schedule((now) => scheduleDepartureMail(deps.db, now, deps.reminderHours));

  runner.handle(REMINDER, async (job) => {
    const b = await stillDeparting(deps.db, job);
    if (!b) return deps.log.info({ job: job.key }, 'reminder not sent: the booking is no longer paid on that date');
    const to = await bookingAddressee(deps.db, b);
    if (!to.email) return deps.log.warn({ bookingId: b.id }, 'reminder not sent: no e-mail address');
    const t = translator(siteLocale(b.locale));
    await deps.mailer.send(
      reminderEmail({
        to: to.email,
        replyTo: deps.operatorEmail,
        name: to.name,
        brand: deps.brand,
        t,
        facts: await departureFacts(deps, b, t),
        voucherUrl: `${deps.publicUrl}${confirmationPath(deps.secret, b.id, t.locale)}`,
      }),
    );
    // Once the mail is out: nothing else is written, and a job that failed to send tells nothing (decision 0196).
    await recordBookingEvent(deps.db, b.id, { kind: 'job', name: REMINDER }, { type: 'reminder_sent', data: { to: to.email } });
  });

  runner.handle(REVIEW_REQUEST, async (job) => {
    const b = await stillDeparting(deps.db, job);
    if (!b) return deps.log.info({ job: job.key }, 'review request not sent: the booking is no longer paid on that date');
    const [reviewed] = await deps.db.select({ id: reviews.id }).from(reviews).where(eq(reviews.booking_id, b.id));
    if (reviewed) return;
    const to = await bookingAddressee(deps.db, b);
    if (!to.email) return deps.log.warn({ bookingId: b.id }, 'review request not sent: no e-mail address');
    const t = translator(siteLocale(b.locale));
    await deps.mailer.send(
      reviewRequestEmail({
        to: to.email,
        replyTo: deps.operatorEmail,
        name: to.name,
        brand: deps.brand,
        t,
        bookingId: b.id,
        itemName: (await departureFacts(deps, b, t)).itemName,
        reviewUrl: `${deps.publicUrl}${confirmationPath(deps.secret, b.id, t.locale)}#${REVIEW_ANCHOR}`,
      }),
    );
  });
}
