import { useQuery } from '@tanstack/react-query';
import type { MyReviewedBookings } from '@hv/shared';
import { apiGet } from '@/lib/api.ts';
import { answerWith, reviewKeys } from './item-reviews.ts';

/** GET /api/reviews/mine: the bookings the signed-in traveller already rated (no `Calificar` for them). */
export function useMyReviewedBookings(userId: string) {
  return useQuery({
    queryKey: reviewKeys.mine(userId),
    queryFn: async ({ signal }) => answerWith(await apiGet<MyReviewedBookings>('/api/reviews/mine', { signal }), 'bookingIds'),
    select: (answer) => new Set(answer.bookingIds),
  });
}
