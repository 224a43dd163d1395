import { and, eq, inArray, sql } from 'drizzle-orm';
import { formatLongDate, formatTime } from '@hv/shared';
import type { Db } from '../../db/client.ts';
import { auditLog, experiences, trips } from '../../db/schema.ts';

// What a line's record is, in words, when its snapshots do not say it (docs/product.md §15.7): a
// departure is stored as `kind:item:date[:HH:MM]` (desk/departure-cancel.ts), and a retry of its
// refunds under the cancellation's batch. Read when the list is, so old lines are named too, by the
// item's name now.

interface Line {
  action: string;
  record_kind: string;
  record_id: string;
}

interface DepartureId {
  kind: string;
  itemId: string;
  date: string;
  startTime: string | null;
}

function parseDepartureId(id: string): DepartureId | null {
  const match = /^(experience|trip):([0-9a-f-]{36}):(\d{4}-\d{2}-\d{2})(?::(\d{2}:\d{2}))?$/.exec(id);
  return match ? { kind: match[1]!, itemId: match[2]!, date: match[3]!, startTime: match[4] ?? null } : null;
}

/** Each departure line's (and retry's) record in words, by the line's record id. */
export async function departureNames(db: Db, lines: Line[]): Promise<Map<string, string>> {
  const departures = lines.filter((l) => l.record_kind === 'departure');
  if (!departures.length) return new Map();
  // A retry is filed under its cancellation's batch: the cancellation's line names the departure.
  const batches = departures.filter((l) => !parseDepartureId(l.record_id)).map((l) => l.record_id);
  const cancelled = batches.length
    ? await db
        .select({ id: auditLog.record_id, batch: sql<string>`${auditLog.after} ->> 'batch'` })
        .from(auditLog)
        .where(
          and(
            eq(auditLog.record_kind, 'departure'),
            eq(auditLog.action, 'cancel'),
            inArray(sql<string>`${auditLog.after} ->> 'batch'`, batches),
          ),
        )
    : [];
  const departureOf = new Map<string, DepartureId>();
  for (const l of departures) {
    const parsed = parseDepartureId(l.record_id);
    if (parsed) departureOf.set(l.record_id, parsed);
  }
  for (const c of cancelled) {
    const parsed = parseDepartureId(c.id);
    if (parsed) departureOf.set(c.batch, parsed);
  }
  const ids = (kind: string) => [...new Set([...departureOf.values()].filter((d) => d.kind === kind).map((d) => d.itemId))];
  const [experienceIds, tripIds] = [ids('experience'), ids('trip')];
  const [experienceRows, tripRows] = await Promise.all([
    experienceIds.length
      ? db.select({ id: experiences.id, name: experiences.name }).from(experiences).where(inArray(experiences.id, experienceIds))
      : [],
    tripIds.length
      ? db
          .select({ id: trips.id, name: trips.destination, time: trips.departure_time })
          .from(trips)
          .where(inArray(trips.id, tripIds))
      : [],
  ]);
  const items = new Map<string, { name: string; time: string | null }>([
    ...experienceRows.map((e) => [e.id, { name: e.name, time: null }] as const),
    ...tripRows.map((t) => [t.id, { name: t.name, time: t.time }] as const),
  ]);
  const names = new Map<string, string>();
  for (const [recordId, d] of departureOf) {
    const item = items.get(d.itemId);
    const time = d.startTime ?? item?.time ?? null;
    names.set(
      recordId,
      [
        item?.name ?? (d.kind === 'trip' ? 'Viaje eliminado' : 'Experiencia eliminada'),
        formatLongDate(d.date),
        time ? formatTime(time) : null,
      ]
        .filter(Boolean)
        .join(', '),
    );
  }
  return names;
}
