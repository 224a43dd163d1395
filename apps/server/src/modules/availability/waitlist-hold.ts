import { and, eq, isNull, ne, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { waitlistEntries } from '../../db/schema.ts';

// Places held for a waitlist invitation (docs/decisions/0235-waitlist.md): counted against a
// departure's availability like a checkout hold (decision 0213), read at the time of each check,
// so an expired invitation frees its places by itself and a restart loses nothing.

/** An invitation whose hold still runs. */
export const waitlistHeld = and(
  eq(waitlistEntries.status, 'invited'),
  sql`(${waitlistEntries.hold_expires_at} is not null and ${waitlistEntries.hold_expires_at} > now())`,
)!;

/** Places held by running waitlist invitations of a departure (less one entry's: the one booking them). */
export async function waitlistPlacesHeld(
  db: Db,
  item: { kind: 'experience' | 'trip'; id: string },
  departure: { date: string; startTime: string | null },
  exceptEntryId?: string,
): Promise<number> {
  const itemColumn = item.kind === 'experience' ? waitlistEntries.experience_id : waitlistEntries.trip_id;
  const [row] = await db
    .select({ n: sum(waitlistEntries.places) })
    .from(waitlistEntries)
    .where(
      and(
        eq(itemColumn, item.id),
        eq(waitlistEntries.date, departure.date),
        departure.startTime === null ? isNull(waitlistEntries.start_time) : eq(waitlistEntries.start_time, departure.startTime),
        waitlistHeld,
        exceptEntryId ? ne(waitlistEntries.id, exceptEntryId) : undefined,
      ),
    );
  return Number(row?.n ?? 0);
}
