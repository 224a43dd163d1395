import { and, desc, eq, getTableColumns } from 'drizzle-orm';
import { PUBLIC_STATUS, type Experience, type PublicExperience, type Trip } from '@hv/shared';
import type { Db } from '../../db/client.ts';
import { experiences, trips } from '../../db/schema.ts';

type ExperienceRow = typeof experiences.$inferSelect;
type TripRow = typeof trips.$inferSelect;

/** What the public catalogue reads of an experience: every column but the responsible's contact (staff only). */
const {
  responsible_name: _name,
  responsible_phone: _phone,
  responsible_email: _email,
  ...publicExperienceColumns
} = getTableColumns(experiences);
type PublicExperienceRow = Omit<ExperienceRow, 'responsible_name' | 'responsible_phone' | 'responsible_email'>;

export const toExperience = (row: ExperienceRow): Experience => ({
  ...row,
  status: row.status as Experience['status'],
  created_at: row.created_at.toISOString(),
});

const toPublicExperience = (row: PublicExperienceRow): PublicExperience => ({
  ...row,
  status: row.status as PublicExperience['status'],
  created_at: row.created_at.toISOString(),
});

export const toTrip = (row: TripRow): Trip => ({
  ...row,
  status: row.status as Trip['status'],
  created_at: row.created_at.toISOString(),
});

// docs/product.md §5.2: experiences and trips are public only when is_active and status 'Público'.
const publicExperience = and(eq(experiences.is_active, true), eq(experiences.status, PUBLIC_STATUS));
const publicTrip = and(eq(trips.is_active, true), eq(trips.status, PUBLIC_STATUS));

export async function listPublicExperiences(db: Db, limit?: number): Promise<PublicExperience[]> {
  const query = db
    .select(publicExperienceColumns)
    .from(experiences)
    .where(publicExperience)
    .orderBy(desc(experiences.created_at), experiences.name);
  const rows = limit ? await query.limit(limit) : await query;
  return rows.map(toPublicExperience);
}

export async function findPublicExperience(db: Db, slug: string): Promise<PublicExperience | null> {
  const [row] = await db
    .select(publicExperienceColumns)
    .from(experiences)
    .where(and(eq(experiences.slug, slug), publicExperience))
    .limit(1);
  return row ? toPublicExperience(row) : null;
}

export async function findPublicTrip(db: Db, slug: string): Promise<Trip | null> {
  const [row] = await db
    .select()
    .from(trips)
    .where(and(eq(trips.slug, slug), publicTrip))
    .limit(1);
  return row ? toTrip(row) : null;
}
