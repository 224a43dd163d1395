import { useQuery } from '@tanstack/react-query';
import type { FeaturedReviews } from '@hv/shared';
import { apiGet } from '@/lib/api.ts';
import { answerWith, reviewKeys } from './item-reviews.ts';

/** GET /api/reviews/featured: the landing's real reviews (visible, rated 4 or 5, newest first). */
export function useFeaturedReviews() {
  return useQuery({
    queryKey: reviewKeys.featured,
    queryFn: async ({ signal }) => answerWith(await apiGet<FeaturedReviews>('/api/reviews/featured', { signal }), 'data'),
    select: (answer) => answer.data,
    retry: false,
  });
}
