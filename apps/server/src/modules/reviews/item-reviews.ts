import type { ReviewSummary } from '@hv/shared';
import type { Db } from '../../db/client.ts';
import type { JsonCache } from '../../lib/json-cache.ts';
import { findPublicExperience, findPublicTrip } from '../catalog/index.ts';
import { reviewSummary } from './queries.ts';

/**
 * The reviews of a public experience or trip by slug, or null when it is not public. The item is
 * read through the catalogue cache, under the key its detail answer uses.
 */
export async function itemReviewSummary(
  db: Db,
  cache: JsonCache,
  kind: 'experience' | 'trip',
  slug: string,
): Promise<ReviewSummary | null> {
  const item =
    kind === 'experience'
      ? await cache.remember(`experience:${slug}`, () => findPublicExperience(db, slug))
      : await cache.remember(`trip:${slug}`, () => findPublicTrip(db, slug));
  return item ? reviewSummary(db, { kind, id: item.id }) : null;
}

/** The same, remembered in the catalogue cache (the page head's JSON-LD reads it too). */
export const cachedItemReviewSummary = (db: Db, cache: JsonCache, kind: 'experience' | 'trip', slug: string) =>
  cache.remember(`reviews:${kind}:${slug}`, () => itemReviewSummary(db, cache, kind, slug));
