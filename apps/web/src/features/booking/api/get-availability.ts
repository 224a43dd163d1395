import { useQuery } from '@tanstack/react-query';
import type { Availability, BookingKind } from '@hv/shared';
import { apiGet } from '@/lib/api.ts';

/** Root key: a payment invalidates every date's places. */
export const AVAILABILITY_QUERY_KEY = ['availability'] as const;

/** GET /api/availability: places left on one date for one experience or trip. */
export function getAvailability(kind: BookingKind, id: string, date: string, signal?: AbortSignal): Promise<Availability> {
  const query = new URLSearchParams({ kind, id, date });
  return apiGet<Availability>(`/api/availability?${query}`, { signal });
}

export function useAvailability(kind: BookingKind, id: string, date: string | null) {
  return useQuery({
    queryKey: [...AVAILABILITY_QUERY_KEY, kind, id, date] as const,
    queryFn: ({ signal }) => getAvailability(kind, id, date!, signal),
    enabled: date !== null,
    // Others book too: a fresh answer each time the date is picked again after a while.
    staleTime: 30_000,
  });
}
