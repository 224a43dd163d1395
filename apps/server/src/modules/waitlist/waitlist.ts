import { randomBytes } from 'node:crypto';
import { and, asc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import {
  DEFAULT_WAITLIST_HOLD_HOURS,
  said,
  todayInMexico,
  waitlistSettingsSchema,
  type Locale,
  type WaitlistInvitation,
  type WaitlistStatus,
} from '@hv/shared';
import type { Db } from '../../db/client.ts';
import { experiences, settings, trips, waitlistEntries } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { lockItem, placesTaken, type Departure, type ItemRef } from '../availability/index.ts';
import { enqueue } from '../jobs/index.ts';

// The waitlist of a full departure (docs/decisions/0235-waitlist.md). A scheduler step of the job
// runner looks at every departure with someone waiting; under the item's row lock (the one lock
// every booking of the item takes, so two processes never count the same free places) it ends
// invitations whose hold ran out and invites people strictly in their order while the first in
// line fits in the free places. An invitation holds its places (counted like a checkout hold,
// availability/waitlist-hold.ts) and adds one keyed e-mail job, so it is sent exactly once.

export const WAITLIST_INVITE_MAIL = 'waitlist-invite-mail';
export const WAITLIST_KEY = 'waitlist';

export interface WaitlistDeparture extends ItemRef {
  date: string;
  startTime: string | null;
}

const itemColumn = (kind: ItemRef['kind']) => (kind === 'experience' ? waitlistEntries.experience_id : waitlistEntries.trip_id);

const departureOf = (d: WaitlistDeparture) =>
  and(
    eq(itemColumn(d.kind), d.id),
    eq(waitlistEntries.date, d.date),
    d.startTime === null ? isNull(waitlistEntries.start_time) : eq(waitlistEntries.start_time, d.startTime),
  );

/** How long an invitation holds its places: what the Administrador set in Ajustes, else the default. */
export async function readWaitlistHoldHours(db: Db): Promise<number> {
  const [row] = await db.select().from(settings).where(eq(settings.key, WAITLIST_KEY));
  const parsed = row ? waitlistSettingsSchema.safeParse(row.value) : null;
  return parsed?.success ? parsed.data.holdHours : DEFAULT_WAITLIST_HOLD_HOURS;
}

async function itemExists(db: Db, item: ItemRef) {
  const [row] =
    item.kind === 'experience'
      ? await db.select({ id: experiences.id }).from(experiences).where(eq(experiences.id, item.id))
      : await db.select({ id: trips.id }).from(trips).where(eq(trips.id, item.id));
  return !!row;
}

export interface JoinInput extends WaitlistDeparture {
  email: string;
  places: number;
  locale?: Locale;
}

/**
 * `Avísame si se libera un lugar`: only when the departure cannot take the places wanted now (a
 * departure with room is booked, not waited for). The e-mail is a signed-in traveller's own.
 */
export async function joinWaitlist(db: Db, input: JoinInput, userId: string | null) {
  const item: ItemRef = { kind: input.kind, id: input.id };
  if (!(await itemExists(db, item))) throw notFound(said('waitlist.notFound'));
  const departure: Departure = { date: input.date, startTime: input.kind === 'experience' ? input.startTime : null };
  return db.transaction(async (tx) => {
    const capacity = await lockItem(tx, item);
    const free = Math.max(0, capacity - (await placesTaken(tx, item, departure, { holds: true })));
    if (input.places <= free) {
      const message = said('waitlist.placesFree', { n: free });
      throw new AppError('conflict', message, { places: message });
    }
    const [entry] = await tx
      .insert(waitlistEntries)
      .values({
        experience_id: item.kind === 'experience' ? item.id : null,
        trip_id: item.kind === 'trip' ? item.id : null,
        date: departure.date,
        start_time: departure.startTime,
        email: input.email.trim().toLowerCase(),
        places: input.places,
        user_id: userId,
        locale: input.locale ?? 'es',
        token: randomBytes(24).toString('base64url'),
      })
      .returning({ id: waitlistEntries.id });
    return { id: entry!.id, message: said('waitlist.joined') };
  });
}

/** Leaving the list from the e-mail's link: waiting or invited (its held places are freed at once). */
export async function leaveWaitlist(db: Db, token: string) {
  const left = await db
    .update(waitlistEntries)
    .set({ status: 'left', hold_expires_at: null })
    .where(and(eq(waitlistEntries.token, token), inArray(waitlistEntries.status, ['waiting', 'invited'])))
    .returning({ id: waitlistEntries.id });
  const [known] = left.length
    ? left
    : await db.select({ id: waitlistEntries.id }).from(waitlistEntries).where(eq(waitlistEntries.token, token));
  if (!known) throw notFound(said('waitlist.notFound'));
  return { message: said('waitlist.left') };
}

/** The invitation page's read of a token: its departure, places and hold; 404 for a token nobody holds. */
export async function readInvitation(db: Db, token: string, now: Date = new Date()): Promise<WaitlistInvitation> {
  const [entry] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.token, token));
  if (!entry) throw notFound(said('waitlist.notFound'));
  const [item] = entry.experience_id
    ? await db
        .select({ slug: experiences.slug, name: experiences.name, nameEn: experiences.name_en, zone: experiences.time_zone })
        .from(experiences)
        .where(eq(experiences.id, entry.experience_id))
    : await db
        .select({ slug: trips.slug, name: trips.destination, nameEn: trips.destination_en, zone: trips.time_zone })
        .from(trips)
        .where(eq(trips.id, entry.trip_id!));
  if (!item) throw notFound(said('waitlist.notFound'));
  const heldUntil = entry.hold_expires_at;
  // A hold that ran out is over now, though the next scheduler tick has not written it yet.
  const status: WaitlistStatus =
    entry.status === 'invited' && (!heldUntil || heldUntil <= now) ? 'expired' : (entry.status as WaitlistStatus);
  return {
    status,
    kind: entry.experience_id ? 'experience' : 'trip',
    id: (entry.experience_id ?? entry.trip_id)!,
    slug: item.slug,
    name: item.name,
    nameEn: item.nameEn,
    timeZone: item.zone,
    date: entry.date,
    startTime: entry.start_time,
    places: entry.places,
    holdExpiresAt: status === 'invited' ? heldUntil!.toISOString() : null,
  };
}

/** The departures, from today on, where someone waits or an invitation is out. */
async function departuresWaiting(db: Db, today: string): Promise<WaitlistDeparture[]> {
  const rows = await db
    .selectDistinct({
      experienceId: waitlistEntries.experience_id,
      tripId: waitlistEntries.trip_id,
      date: waitlistEntries.date,
      startTime: waitlistEntries.start_time,
    })
    .from(waitlistEntries)
    .where(and(inArray(waitlistEntries.status, ['waiting', 'invited']), gte(waitlistEntries.date, today)));
  return rows.flatMap((r): WaitlistDeparture[] =>
    r.experienceId
      ? [{ kind: 'experience' as const, id: r.experienceId, date: r.date, startTime: r.startTime }]
      : r.tripId
        ? [{ kind: 'trip' as const, id: r.tripId, date: r.date, startTime: null }]
        : [],
  );
}

/**
 * One departure: under the item's lock, invitations whose hold ran out end, and the first in
 * line is invited while their places fit in what is free; the first who does not fit stops the
 * line (no one behind them is served first). The ids invited.
 */
export async function offerFreedPlaces(
  db: Db,
  d: WaitlistDeparture,
  holdHours: number,
  now: Date = new Date(),
): Promise<string[]> {
  const item: ItemRef = { kind: d.kind, id: d.id };
  return db.transaction(async (tx) => {
    const capacity = await lockItem(tx, item);
    await tx
      .update(waitlistEntries)
      .set({ status: 'expired' })
      .where(and(departureOf(d), eq(waitlistEntries.status, 'invited'), lte(waitlistEntries.hold_expires_at, sql`now()`)));
    let free = capacity - (await placesTaken(tx, item, { date: d.date, startTime: d.startTime }, { holds: true }));
    const line = await tx
      .select({ id: waitlistEntries.id, places: waitlistEntries.places })
      .from(waitlistEntries)
      .where(and(departureOf(d), eq(waitlistEntries.status, 'waiting')))
      .orderBy(asc(waitlistEntries.position));
    const invited: string[] = [];
    for (const entry of line) {
      if (entry.places > free) break;
      await tx
        .update(waitlistEntries)
        .set({
          status: 'invited',
          invited_at: sql`now()`,
          hold_expires_at: sql`now() + ${sql.raw(`interval '${Math.round(holdHours * 60)} minutes'`)}`,
        })
        .where(eq(waitlistEntries.id, entry.id));
      // Due at the tick's own time, so the same tick sends it.
      await enqueue(tx, {
        kind: WAITLIST_INVITE_MAIL,
        key: `${WAITLIST_INVITE_MAIL}:${entry.id}`,
        payload: { entryId: entry.id },
        runAt: now,
      });
      free -= entry.places;
      invited.push(entry.id);
    }
    return invited;
  });
}

/** The scheduler step: every departure with someone waiting is offered what is free. */
export async function offerAllFreedPlaces(db: Db, now: Date): Promise<number> {
  const holdHours = await readWaitlistHoldHours(db);
  let invited = 0;
  for (const d of await departuresWaiting(db, todayInMexico(now)))
    invited += (await offerFreedPlaces(db, d, holdHours, now)).length;
  return invited;
}
