import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewSummary } from '@hv/shared';
import { apiGet } from '@/lib/api.ts';

export type ReviewedKind = 'experience' | 'trip';

export const reviewKeys = {
  item: (kind: ReviewedKind, slug: string) => ['reviews', kind, slug] as const,
  featured: ['reviews', 'featured'] as const,
  booking: (reference: string, token: string | null) => ['reviews', 'booking', reference, token] as const,
  mine: (userId: string) => ['reviews', 'mine', userId] as const,
};

/**
 * The answer if it has `key`, else an error: the reviews are an extra on the pages that show them,
 * so an answer that is not theirs (a proxy's page, an old server) hides them instead of breaking the page.
 */
export function answerWith<T extends object>(answer: T, key: keyof T): T {
  if (answer === null || typeof answer !== 'object' || !(key in answer)) throw new Error('Respuesta inesperada del servidor');
  return answer;
}

/** GET /api/reviews/{experience|trip}/:slug: the detail page's average, count and reviews. */
export function itemReviewsQueryOptions(kind: ReviewedKind, slug: string) {
  return queryOptions({
    queryKey: reviewKeys.item(kind, slug),
    queryFn: async ({ signal }) =>
      answerWith(await apiGet<ReviewSummary>(`/api/reviews/${kind}/${encodeURIComponent(slug)}`, { signal }), 'reviews'),
  });
}

export function useItemReviews(kind: ReviewedKind, slug: string) {
  return useQuery(itemReviewsQueryOptions(kind, slug));
}
