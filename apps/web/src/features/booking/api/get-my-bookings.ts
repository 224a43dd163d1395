import { useQuery } from '@tanstack/react-query';
import type { MyBookings } from '@hv/shared';
import { apiGet } from '@/lib/api.ts';

/**
 * Under the profile's root key: signing out drops it with the profile, and a payment
 * invalidates it so 'Mis reservas' shows the new booking.
 */
export const MY_BOOKINGS_QUERY_KEY = ['profile', 'bookings'] as const;

/** GET /api/profile/bookings: the signed-in traveller's bookings, newest first. */
export function getMyBookings(signal?: AbortSignal): Promise<MyBookings> {
  return apiGet<MyBookings>('/api/profile/bookings', { signal });
}

export function useMyBookings(userId: string) {
  return useQuery({
    queryKey: [...MY_BOOKINGS_QUERY_KEY, userId] as const,
    queryFn: ({ signal }) => getMyBookings(signal),
    select: (body) => body.data,
  });
}
