import { and, eq, sql } from 'drizzle-orm';
import { PUBLIC_STATUS, SEARCH_RESULTS_PER_SOURCE, type SearchResult } from '@hv/shared';
import type { Db } from '../../db/client.ts';
import { experiences, trips } from '../../db/schema.ts';
import { likePattern } from '../../lib/like-pattern.ts';

/**
 * Accent- and case-insensitive substring search over public experiences (by name) and trips
 * (by destination), 5 per source. The expressions match the trigram GIN indexes of migration 0001.
 */
export async function searchCatalog(db: Db, term: string): Promise<SearchResult[]> {
  const pattern = likePattern(term);
  const matches = (column: typeof experiences.name | typeof trips.destination) =>
    sql`lower(immutable_unaccent(${column})) like lower(immutable_unaccent(${pattern}))`;

  const [foundExperiences, foundTrips] = await Promise.all([
    db
      .select({ name: experiences.name, slug: experiences.slug, image_url: experiences.image_url })
      .from(experiences)
      .where(and(matches(experiences.name), eq(experiences.is_active, true), eq(experiences.status, PUBLIC_STATUS)))
      .orderBy(experiences.name)
      .limit(SEARCH_RESULTS_PER_SOURCE),
    db
      .select({ name: trips.destination, slug: trips.slug, image_url: trips.image_url })
      .from(trips)
      .where(and(matches(trips.destination), eq(trips.is_active, true), eq(trips.status, PUBLIC_STATUS)))
      .orderBy(trips.destination)
      .limit(SEARCH_RESULTS_PER_SOURCE),
  ]);
  return [
    ...foundExperiences.map((r) => ({ kind: 'experience' as const, ...r })),
    ...foundTrips.map((r) => ({ kind: 'trip' as const, ...r })),
  ];
}
