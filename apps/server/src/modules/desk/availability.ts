import { and, eq, gte, lte, or, sum, type SQL } from 'drizzle-orm';
import {
  DEFAULT_MAX_PASSENGERS,
  DESK_MESSAGES,
  experienceDateProblem,
  MESSAGES,
  todayIn,
  type AvailabilityMonth,
} from '@hv/shared';
import type { Db } from '../../db/client.ts';
import { bookings, closedDates, experiences } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { SessionUser } from '../auth/index.ts';
import { closedDatesOf, linkHeld, paymentHeld } from '../availability/index.ts';
import { recordAudit, type AuditWho } from '../audit/index.ts';

// An experience's calendar for staff (docs/product.md §14.5): each day of a month, whether it
// can be booked, whether staff closed it, and the places sold per start time.

async function experienceOf(db: Db, id: string) {
  const [e] = await db.select().from(experiences).where(eq(experiences.id, id));
  if (!e) throw notFound(MESSAGES.experienceNotFound);
  return e;
}

export async function availabilityMonth(db: Db, experienceId: string, month: string): Promise<AvailabilityMonth> {
  const e = await experienceOf(db, experienceId);
  const [y, mo] = month.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(y, mo, 0)).getUTCDate();
  const first = `${month}-01`;
  const last = `${month}-${String(days).padStart(2, '0')}`;
  const passengersBy = (which: SQL) =>
    db
      .select({
        date: bookings.booking_date,
        startTime: bookings.start_time,
        passengers: sum(bookings.passengers).mapWith(Number),
      })
      .from(bookings)
      .where(and(eq(bookings.experience_id, e.id), which, gte(bookings.booking_date, first), lte(bookings.booking_date, last)))
      .groupBy(bookings.booking_date, bookings.start_time);
  // Held places count apart from sold ones: a payment link or a checkout being paid (decisions
  // 0205, 0213) keeps them from a desk sale as from the web, read at this instant.
  const [sold, held, closed] = await Promise.all([
    passengersBy(eq(bookings.status, 'Pagada')),
    passengersBy(or(linkHeld, paymentHeld)!),
    closedDatesOf(db, e.id, first, last),
  ]);
  const count = (rows: typeof sold, date: string, t: string | null) =>
    rows.filter((s) => s.date === date && (s.startTime ?? null) === t).reduce((n, s) => n + (s.passengers ?? 0), 0);
  const today = todayIn(e.time_zone);
  const times: (string | null)[] = e.start_times.length ? e.start_times : [null];
  return {
    month,
    name: e.name,
    capacity: e.max_capacity ?? DEFAULT_MAX_PASSENGERS,
    startTimes: e.start_times,
    days: Array.from({ length: days }, (_, i) => {
      const date = `${month}-${String(i + 1).padStart(2, '0')}`;
      const closure = closed.find((c) => c.date === date);
      return {
        date,
        // The checkout's own rule (weekdays, seasons, today, horizon: decision 0208).
        bookable: experienceDateProblem(e, date, today) === null,
        closed: Boolean(closure),
        reason: closure?.reason ?? null,
        sold: times.map((t) => ({ startTime: t, passengers: count(sold, date, t), held: count(held, date, t) })),
      };
    }),
  };
}

/** A closed date's record in the audit trail: the experience and the day (one row per pair). */
const closedDateId = (experienceId: string, date: string) => `${experienceId}/${date}`;

export async function closeDate(
  db: Db,
  experienceId: string,
  input: { date: string; reason?: string },
  staff: SessionUser,
  who: AuditWho,
) {
  const e = await experienceOf(db, experienceId);
  if (input.date < todayIn(e.time_zone))
    throw new AppError('validation', DESK_MESSAGES.closedDateInvalid, { date: DESK_MESSAGES.closedDateInvalid });
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(closedDates)
      .values({ experience_id: e.id, date: input.date, reason: input.reason || null, created_by: staff.id })
      .onConflictDoNothing()
      .returning();
    if (inserted)
      await recordAudit(tx, who, {
        action: 'close',
        kind: 'closed-date',
        id: closedDateId(e.id, inserted.date),
        after: { item_name: e.name, date: inserted.date, reason: inserted.reason },
      });
    return inserted;
  });
  if (!row) throw new AppError('conflict', DESK_MESSAGES.dateClosedAlready, { date: DESK_MESSAGES.dateClosedAlready });
  return { date: row.date, reason: row.reason };
}

export async function reopenDate(db: Db, experienceId: string, date: string, who: AuditWho): Promise<void> {
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(closedDates)
      .where(and(eq(closedDates.experience_id, experienceId), eq(closedDates.date, date)))
      .returning();
    // Reopening a date that was open changes nothing, and records nothing.
    if (!removed) return;
    const [e] = await tx.select({ name: experiences.name }).from(experiences).where(eq(experiences.id, experienceId));
    await recordAudit(tx, who, {
      action: 'reopen',
      kind: 'closed-date',
      id: closedDateId(experienceId, date),
      before: { item_name: e?.name ?? null, date: removed.date, reason: removed.reason },
    });
  });
}
