import { and, eq, sql, type SQL } from 'drizzle-orm';
import { PUBLIC_STATUS, SEARCH_RESULTS_PER_SOURCE, type SearchResult } from '@hv/shared';
import type { Db } from '../../db/client.ts';
import { experiences, trips } from '../../db/schema.ts';
import { likePattern } from '../../lib/like-pattern.ts';

// What a search reads of each item (docs/product.md §2.4): the name first, then type, place and
// description, in Spanish and in English when staff gave it. These expressions are exactly those of
// the trigram GIN indexes of migration 0016 (the whole text), so the index serves the match.
const experienceText = sql`${experiences.name} || ' ' || coalesce(${experiences.type}, '') || ' ' || coalesce(${experiences.address}, '') || ' ' || coalesce(${experiences.description}, '') || ' ' || coalesce(${experiences.name_en}, '') || ' ' || coalesce(${experiences.description_en}, '')`;
const tripText = sql`${trips.destination} || ' ' || coalesce(${trips.address}, '') || ' ' || coalesce(${trips.description}, '') || ' ' || coalesce(${trips.destination_en}, '') || ' ' || coalesce(${trips.description_en}, '')`;

const folded = (text: SQL) => sql`lower(immutable_unaccent(${text}))`;

/**
 * Accent- and case-insensitive substring search over public experiences and trips, 5 per
 * source: an item whose name matches comes before one where only its description does, then by name.
 */
export async function searchCatalog(db: Db, term: string): Promise<SearchResult[]> {
  const pattern = sql`lower(immutable_unaccent(${likePattern(term)}))`;
  // A name in either language that matches ranks first.
  const nameFirst = (name: SQL) => sql`(${folded(name)} like ${pattern}) desc`;

  const [foundExperiences, foundTrips] = await Promise.all([
    db
      .select({ name: experiences.name, name_en: experiences.name_en, slug: experiences.slug, image_url: experiences.image_url })
      .from(experiences)
      .where(
        and(
          sql`${folded(experienceText)} like ${pattern}`,
          eq(experiences.is_active, true),
          eq(experiences.status, PUBLIC_STATUS),
        ),
      )
      .orderBy(nameFirst(sql`${experiences.name} || ' ' || coalesce(${experiences.name_en}, '')`), experiences.name)
      .limit(SEARCH_RESULTS_PER_SOURCE),
    db
      .select({ name: trips.destination, name_en: trips.destination_en, slug: trips.slug, image_url: trips.image_url })
      .from(trips)
      .where(and(sql`${folded(tripText)} like ${pattern}`, eq(trips.is_active, true), eq(trips.status, PUBLIC_STATUS)))
      .orderBy(nameFirst(sql`${trips.destination} || ' ' || coalesce(${trips.destination_en}, '')`), trips.destination)
      .limit(SEARCH_RESULTS_PER_SOURCE),
  ]);
  return [
    ...foundExperiences.map((r) => ({ kind: 'experience' as const, ...r })),
    ...foundTrips.map((r) => ({ kind: 'trip' as const, ...r })),
  ];
}
