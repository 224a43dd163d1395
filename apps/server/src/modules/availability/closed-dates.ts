import { and, eq, gte, lte } from 'drizzle-orm';
import { said } from '@hv/shared';
import type { Db } from '../../db/client.ts';
import { closedDates } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { departureShut } from './departure-open.ts';
import type { BookableItem } from './items.ts';

// Dates staff closed for an experience (docs/product.md §14.5): the checkout refuses them, the
// public date picker shows them unavailable. Trips have one date and are cancelled instead.

/** The closed dates of an experience between `from` and `to` (inclusive), in order. */
export async function closedDatesOf(db: Db, experienceId: string, from: string, to: string) {
  return db
    .select({ date: closedDates.date, reason: closedDates.reason })
    .from(closedDates)
    .where(and(eq(closedDates.experience_id, experienceId), gte(closedDates.date, from), lte(closedDates.date, to)))
    .orderBy(closedDates.date);
}

/**
 * Refuses (400, on `date`) a date staff closed, or a trip cancelled since the caller read it
 * (departure-open.ts: under the item's lock, a checkout that pays at once reads it as it is now).
 */
export async function checkDateOpen(db: Db, item: Pick<BookableItem, 'kind' | 'id'>, date: string): Promise<void> {
  if (await departureShut(db, item, date))
    throw new AppError('validation', said('desk.closedDate'), { date: said('desk.closedDate') });
}
