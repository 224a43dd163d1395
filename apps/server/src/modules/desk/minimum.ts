import { and, eq, gte, isNotNull, isNull, lte, sql, sum } from 'drizzle-orm';
import {
  BUSINESS_TIME_ZONE,
  freeCancellationUntil,
  MINIMUM_MESSAGES,
  todayInMexico,
  type BookingKind,
  type DepartureAtRisk,
  type DepartureKey,
} from '@hv/shared';
import type { Db } from '../../db/client.ts';
import { bookings, departureCancellations, departureConfirmations, experiences, trips } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { translator } from '../../lib/i18n.ts';
import { recordAudit, type AuditActor } from '../audit/index.ts';
import { enqueue, type JobRunner } from '../jobs/index.ts';
import { cancelDeparture } from './departure-cancel.ts';

// Minimum to run (docs/decisions/0229-minimum-to-run.md). An item's `capacity` is its minimum;
// `decision_hours` before a departure's start, a scheduler step enqueues one decision job per
// departure (keyed, so decided once across processes and restarts); the job cancels a departure
// still below its minimum and not confirmed by hand through the staff cancellation path
// (cancelDeparture: every booking refunded to where it came from, travellers told, places and
// coupon uses released).

export const MINIMUM_DECISION = 'minimum-decision';

export interface DepartureRef {
  kind: BookingKind;
  id: string;
  date: string;
  startTime: string | null;
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The instant a departure starts on its place's clock, less `hours`. */
export const decisionAt = (date: string, startTime: string | null, hours: number, zone: string = BUSINESS_TIME_ZONE) =>
  new Date(freeCancellationUntil(date, startTime, hours, zone));

export const decisionKey = (d: DepartureRef) =>
  `${MINIMUM_DECISION}:${d.kind}:${d.id}:${d.date}${d.startTime ? `:${d.startTime}` : ''}`;

/** An item's minimum and decision hours, its zone and (a trip) its start. */
export async function minimumRule(db: Db, kind: BookingKind, id: string) {
  if (kind === 'experience') {
    const [e] = await db
      .select({ minimum: experiences.capacity, hours: experiences.decision_hours, zone: experiences.time_zone })
      .from(experiences)
      .where(eq(experiences.id, id));
    return e ? { ...e, startTime: null as string | null } : null;
  }
  const [t] = await db
    .select({
      minimum: trips.capacity,
      hours: trips.decision_hours,
      zone: trips.time_zone,
      startTime: sql<string>`to_char(${trips.departure_time}, 'HH24:MI')`,
    })
    .from(trips)
    .where(eq(trips.id, id));
  return t ?? null;
}

/** Paid passengers of one departure (its start time only, for an experience with start times). */
export async function paidPassengers(db: Db, d: DepartureRef): Promise<number> {
  const itemColumn = d.kind === 'experience' ? bookings.experience_id : bookings.trip_id;
  const [row] = await db
    .select({ n: sum(bookings.passengers) })
    .from(bookings)
    .where(
      and(
        eq(itemColumn, d.id),
        eq(bookings.booking_date, d.date),
        eq(bookings.status, 'Pagada'),
        d.kind === 'experience' ? (d.startTime ? eq(bookings.start_time, d.startTime) : isNull(bookings.start_time)) : undefined,
      ),
    );
  return Number(row?.n ?? 0);
}

export async function confirmedByHand(db: Db, d: DepartureRef): Promise<boolean> {
  const [row] = await db
    .select({ id: departureConfirmations.id })
    .from(departureConfirmations)
    .where(
      and(
        d.kind === 'experience' ? eq(departureConfirmations.experience_id, d.id) : eq(departureConfirmations.trip_id, d.id),
        eq(departureConfirmations.date, d.date),
        d.kind === 'experience' && d.startTime
          ? eq(departureConfirmations.start_time, d.startTime)
          : isNull(departureConfirmations.start_time),
      ),
    );
  return !!row;
}

/**
 * The departures with paid bookings of items with a minimum and decision hours, from yesterday
 * (a zone a little behind Mexico City's) to the furthest decision window.
 */
export async function departuresWithRule(db: Db, from: string, to: string) {
  const groups = await db
    .select({
      experienceId: bookings.experience_id,
      tripId: bookings.trip_id,
      date: bookings.booking_date,
      startTime: bookings.start_time,
      passengers: sum(bookings.passengers).mapWith(Number),
    })
    .from(bookings)
    .leftJoin(experiences, eq(experiences.id, bookings.experience_id))
    .leftJoin(trips, eq(trips.id, bookings.trip_id))
    .where(
      and(
        eq(bookings.status, 'Pagada'),
        gte(bookings.booking_date, from),
        lte(bookings.booking_date, to),
        sql`coalesce(${experiences.decision_hours}, ${trips.decision_hours}) is not null`,
        sql`coalesce(${experiences.capacity}, ${trips.capacity}) > 0`,
      ),
    )
    .groupBy(bookings.experience_id, bookings.trip_id, bookings.booking_date, bookings.start_time);
  const out: (DepartureRef & { passengers: number })[] = [];
  for (const g of groups) {
    const kind: BookingKind | null = g.experienceId ? 'experience' : g.tripId ? 'trip' : null;
    const id = g.experienceId ?? g.tripId;
    if (!kind || !id) continue;
    out.push({ kind, id, date: g.date, startTime: kind === 'experience' ? g.startTime : null, passengers: g.passengers ?? 0 });
  }
  return out;
}

/** The longest decision window staff set, in days (at least one). */
async function furthestDays(db: Db) {
  const [e] = await db
    .select({ h: sql<number | null>`max(${experiences.decision_hours})` })
    .from(experiences)
    .where(isNotNull(experiences.decision_hours));
  const [t] = await db
    .select({ h: sql<number | null>`max(${trips.decision_hours})` })
    .from(trips)
    .where(isNotNull(trips.decision_hours));
  return Math.ceil(Math.max(Number(e?.h ?? 0), Number(t?.h ?? 0), 24) / 24) + 1;
}

/** The scheduler step: each departure whose decision time has come gets its one decision job. */
export async function scheduleMinimumDecisions(db: Db, now: Date): Promise<void> {
  const today = todayInMexico(now);
  const rows = await departuresWithRule(db, addDays(today, -1), addDays(today, await furthestDays(db)));
  for (const d of rows) {
    const rule = await minimumRule(db, d.kind, d.id);
    if (!rule?.minimum || rule.hours === null) continue;
    const start = d.startTime ?? rule.startTime;
    const due = decisionAt(d.date, start, rule.hours, rule.zone);
    const departs = decisionAt(d.date, start, 0, rule.zone);
    if (now < due || now >= departs) continue;
    const ref: DepartureRef = { kind: d.kind, id: d.id, date: d.date, startTime: d.startTime };
    await enqueue(db, { kind: MINIMUM_DECISION, key: decisionKey(ref), payload: { ...ref } });
  }
}

/** Whether this departure was already cancelled (a run that committed and then died is taken again). */
async function alreadyCancelled(db: Db, d: DepartureRef) {
  const [row] = await db
    .select({ startTime: departureCancellations.start_time })
    .from(departureCancellations)
    .where(
      and(
        d.kind === 'experience' ? eq(departureCancellations.experience_id, d.id) : eq(departureCancellations.trip_id, d.id),
        eq(departureCancellations.date, d.date),
      ),
    );
  return !!row && (row.startTime === null || row.startTime === d.startTime);
}

/**
 * The decision: below the minimum and not confirmed by hand, cancelled with the reason in
 * Spanish and English (the refund e-mail quotes it in either language); otherwise kept.
 */
export async function decideDeparture(db: Db, d: DepartureRef): Promise<'cancelled' | 'kept'> {
  const rule = await minimumRule(db, d.kind, d.id);
  if (!rule?.minimum || rule.hours === null) return 'kept';
  if (await alreadyCancelled(db, d)) return 'cancelled';
  if (await confirmedByHand(db, d)) return 'kept';
  if ((await paidPassengers(db, d)) >= rule.minimum) return 'kept';
  const values = { minimum: rule.minimum };
  const reason = `${translator('es').t('minimum.reason', values)} / ${translator('en').t('minimum.reason', values)}`;
  await cancelDeparture(
    db,
    { kind: d.kind, id: d.id, date: d.date, reason, ...(d.startTime ? { startTime: d.startTime } : {}) },
    { actor: null },
    null,
    MINIMUM_DECISION,
  );
  return 'cancelled';
}

export function registerMinimumDecisions(runner: JobRunner, deps: { db: Db; wake?: () => void }) {
  runner.schedule((now) => scheduleMinimumDecisions(deps.db, now));
  runner.handle(MINIMUM_DECISION, async (job) => {
    const outcome = await decideDeparture(deps.db, job.payload as unknown as DepartureRef);
    // The refund jobs it added run on the next tick.
    if (outcome === 'cancelled') deps.wake?.();
  });
}

/** The item's name for the desk. */
async function itemName(db: Db, kind: BookingKind, id: string) {
  const [row] =
    kind === 'experience'
      ? await db.select({ name: experiences.name }).from(experiences).where(eq(experiences.id, id))
      : await db.select({ name: trips.destination }).from(trips).where(eq(trips.id, id));
  return row?.name ?? null;
}

/**
 * GET /api/admin/departures/at-risk: departures with paid bookings below their item's minimum,
 * decision time still ahead, neither confirmed by hand nor cancelled; soonest decision first.
 */
export async function departuresAtRisk(db: Db, now: Date = new Date()): Promise<DepartureAtRisk[]> {
  const today = todayInMexico(now);
  const rows = await departuresWithRule(db, addDays(today, -1), addDays(today, 366));
  const out: DepartureAtRisk[] = [];
  for (const d of rows) {
    const rule = await minimumRule(db, d.kind, d.id);
    if (!rule?.minimum || rule.hours === null || d.passengers >= rule.minimum) continue;
    const due = decisionAt(d.date, d.startTime ?? rule.startTime, rule.hours, rule.zone);
    if (now >= due) continue;
    const ref: DepartureRef = { kind: d.kind, id: d.id, date: d.date, startTime: d.startTime };
    if ((await confirmedByHand(db, ref)) || (await alreadyCancelled(db, ref))) continue;
    out.push({
      kind: d.kind,
      itemId: d.id,
      itemName: (await itemName(db, d.kind, d.id)) ?? '',
      date: d.date,
      startTime: d.startTime ?? rule.startTime,
      passengers: d.passengers,
      minimum: rule.minimum,
      decisionAt: due.toISOString(),
      timeZone: rule.zone,
    });
  }
  return out.sort((a, b) => a.decisionAt.localeCompare(b.decisionAt));
}

/** POST /api/admin/departures/confirm: `Confirmar salida`, kept whatever its count; audited once. */
export async function confirmDeparture(
  db: Db,
  input: DepartureKey,
  who: { actor: AuditActor | null; requestId?: string | null },
  staff: { id: string },
): Promise<{ confirmed: true; message: string }> {
  if (!(await itemName(db, input.kind, input.id))) throw notFound(MINIMUM_MESSAGES.notFound);
  const startTime = input.kind === 'experience' ? (input.startTime ?? null) : null;
  await db.transaction(async (tx) => {
    const added = await tx
      .insert(departureConfirmations)
      .values({
        experience_id: input.kind === 'experience' ? input.id : null,
        trip_id: input.kind === 'trip' ? input.id : null,
        date: input.date,
        start_time: startTime,
        confirmed_by: staff.id,
      })
      .onConflictDoNothing()
      .returning({ id: departureConfirmations.id });
    if (!added.length) return;
    await recordAudit(tx, who, {
      action: 'confirm',
      kind: 'departure',
      id: `${input.kind}:${input.id}:${input.date}${startTime ? `:${startTime}` : ''}`,
      before: { confirmed: false },
      after: { confirmed: true },
    });
  });
  return { confirmed: true, message: MINIMUM_MESSAGES.confirmed };
}
