import { and, desc, eq } from 'drizzle-orm';
import { PUBLIC_STATUS, type Experience, type Trip } from '@hv/shared';
import type { Db } from '../../db/client.ts';
import { experiences, trips } from '../../db/schema.ts';

type ExperienceRow = typeof experiences.$inferSelect;
type TripRow = typeof trips.$inferSelect;

export const toExperience = (row: ExperienceRow): Experience => ({
  ...row,
  status: row.status as Experience['status'],
  created_at: row.created_at.toISOString(),
});

export const toTrip = (row: TripRow): Trip => ({
  ...row,
  status: row.status as Trip['status'],
  created_at: row.created_at.toISOString(),
});

// ARCHITECTURE: experiences and trips are public only when is_active and status 'Público'.
const publicExperience = and(eq(experiences.is_active, true), eq(experiences.status, PUBLIC_STATUS));
const publicTrip = and(eq(trips.is_active, true), eq(trips.status, PUBLIC_STATUS));

export async function listPublicExperiences(db: Db, limit?: number): Promise<Experience[]> {
  const query = db.select().from(experiences).where(publicExperience).orderBy(desc(experiences.created_at), experiences.name);
  const rows = limit ? await query.limit(limit) : await query;
  return rows.map(toExperience);
}

export async function findPublicExperience(db: Db, slug: string): Promise<Experience | null> {
  const [row] = await db
    .select()
    .from(experiences)
    .where(and(eq(experiences.slug, slug), publicExperience))
    .limit(1);
  return row ? toExperience(row) : null;
}

export async function findPublicTrip(db: Db, slug: string): Promise<Trip | null> {
  const [row] = await db
    .select()
    .from(trips)
    .where(and(eq(trips.slug, slug), publicTrip))
    .limit(1);
  return row ? toTrip(row) : null;
}
