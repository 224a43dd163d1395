import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BookingReviewState, CreateReview, PublicReview } from '@hv/shared';
import { apiGet, apiSend } from '@/lib/api.ts';
import { answerWith, reviewKeys } from './item-reviews.ts';

const reviewPath = (reference: string, token: string | null) =>
  `/api/bookings/${encodeURIComponent(reference)}/review${token ? `?${new URLSearchParams({ t: token })}` : ''}`;

/** GET /api/bookings/:reference/review?t=: the review written, or whether one can be (same access as the voucher). */
export function useBookingReview(reference: string, token: string | null) {
  return useQuery({
    queryKey: reviewKeys.booking(reference, token),
    queryFn: async ({ signal }) =>
      answerWith(await apiGet<BookingReviewState>(reviewPath(reference, token), { signal }), 'refusal'),
    retry: false,
  });
}

/** POST /api/bookings/:reference/review?t=: publishes it; the section then shows it, and the item's reviews are read again. */
export function usePublishReview(reference: string, token: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateReview) => apiSend<PublicReview>('POST', reviewPath(reference, token), input),
    onSuccess: (review) => {
      queryClient.setQueryData<BookingReviewState>(reviewKeys.booking(reference, token), { review, refusal: null });
      void queryClient.invalidateQueries({ queryKey: ['reviews'], predicate: (q) => q.queryKey[1] !== 'booking' });
    },
  });
}
