import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { waitlistEntries } from '../../db/schema.ts';
import { waitlistHeld, type Departure, type ItemRef } from '../availability/index.ts';

/**
 * A checkout through a waitlist invitation's link (docs/decisions/0235-waitlist.md): the entry
 * whose running hold is for this departure and covers `places`, else null (the checkout then counts
 * every hold, as anyone's). With `lock` (the transaction that records the booking) the entry
 * becomes `booked`: from then on the booking's own checkout hold keeps the places, and the link
 * cannot hold them a second time. Rolled back with the booking if it fails.
 */
export async function waitlistInvitation(
  db: Db,
  token: string | undefined,
  item: ItemRef,
  departure: Departure,
  places: number,
  opts: { lock?: boolean } = {},
): Promise<string | null> {
  if (!token) return null;
  const [entry] = await db
    .select({ id: waitlistEntries.id, places: waitlistEntries.places })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.token, token),
        item.kind === 'experience' ? eq(waitlistEntries.experience_id, item.id) : eq(waitlistEntries.trip_id, item.id),
        eq(waitlistEntries.date, departure.date),
        departure.startTime === null ? isNull(waitlistEntries.start_time) : eq(waitlistEntries.start_time, departure.startTime),
        waitlistHeld,
      ),
    );
  if (!entry || places > entry.places) return null;
  if (opts.lock) await db.update(waitlistEntries).set({ status: 'booked' }).where(eq(waitlistEntries.id, entry.id));
  return entry.id;
}
