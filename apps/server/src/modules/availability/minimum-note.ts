import { and, eq, isNull, sum } from 'drizzle-orm';
import type { BookingKind } from '@hv/shared';
import type { Db } from '../../db/client.ts';
import { bookings, departureConfirmations, experiences, trips } from '../../db/schema.ts';

/**
 * `Se confirma con N personas` (docs/decisions/0229-minimum-to-run.md): the minimum N when the
 * item's minimum rule is on (a minimum and decision hours staff set), the departure's paid
 * passengers are below it and staff have not confirmed it by hand; else null. An experience's
 * departure is its date and start time (none: its date).
 */
export async function minimumStillNeeded(
  db: Db,
  kind: BookingKind,
  id: string,
  date: string,
  startTime: string | null,
): Promise<number | null> {
  const [rule] =
    kind === 'experience'
      ? await db
          .select({ minimum: experiences.capacity, hours: experiences.decision_hours })
          .from(experiences)
          .where(eq(experiences.id, id))
      : await db.select({ minimum: trips.capacity, hours: trips.decision_hours }).from(trips).where(eq(trips.id, id));
  if (!rule?.minimum || rule.minimum <= 1 || rule.hours === null) return null;
  const time = kind === 'experience' ? startTime : null;
  const itemColumn = kind === 'experience' ? bookings.experience_id : bookings.trip_id;
  const [paid] = await db
    .select({ n: sum(bookings.passengers) })
    .from(bookings)
    .where(
      and(
        eq(itemColumn, id),
        eq(bookings.booking_date, date),
        eq(bookings.status, 'Pagada'),
        kind === 'experience' ? (time ? eq(bookings.start_time, time) : isNull(bookings.start_time)) : undefined,
      ),
    );
  if (Number(paid?.n ?? 0) >= rule.minimum) return null;
  const [confirmed] = await db
    .select({ id: departureConfirmations.id })
    .from(departureConfirmations)
    .where(
      and(
        kind === 'experience' ? eq(departureConfirmations.experience_id, id) : eq(departureConfirmations.trip_id, id),
        eq(departureConfirmations.date, date),
        time ? eq(departureConfirmations.start_time, time) : isNull(departureConfirmations.start_time),
      ),
    );
  return confirmed ? null : rule.minimum;
}
