import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RescheduleInput, RescheduleResult, StaffRefundResult } from '@hv/shared';
import { apiSend } from '@/lib/api.ts';
import { SESSION_QUERY_KEY } from '@/lib/session.ts';
import { AVAILABILITY_QUERY_KEY } from './get-availability.ts';
import { MY_BOOKINGS_QUERY_KEY } from './get-my-bookings.ts';

// The traveller's changes to a paid booking (docs/product.md §15.3), as its owner or with the
// voucher's signed link. Afterwards the booking, 'Mis reservas', the seeds badge and the places
// left are read again.

const withToken = (path: string, token: string | null) => (token ? `${path}?${new URLSearchParams({ t: token })}` : path);

function useAfterChange() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['booking-confirmation'] }),
      client.invalidateQueries({ queryKey: [MY_BOOKINGS_QUERY_KEY[0]] }),
      client.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
      client.invalidateQueries({ queryKey: AVAILABILITY_QUERY_KEY }),
    ]);
}

/** POST /api/bookings/:reference/cancel */
export function useCancelBooking(reference: string, token: string | null) {
  const refresh = useAfterChange();
  return useMutation({
    mutationFn: () =>
      apiSend<StaffRefundResult>('POST', withToken(`/api/bookings/${encodeURIComponent(reference)}/cancel`, token)),
    onSettled: refresh,
  });
}

/** POST /api/bookings/:reference/reschedule */
export function useRescheduleBooking(reference: string, token: string | null) {
  const refresh = useAfterChange();
  return useMutation({
    mutationFn: (body: RescheduleInput) =>
      apiSend<RescheduleResult>('POST', withToken(`/api/bookings/${encodeURIComponent(reference)}/reschedule`, token), body),
    onSettled: refresh,
  });
}
