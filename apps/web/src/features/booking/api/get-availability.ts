import { useQuery } from '@tanstack/react-query';
import type { Availability, BookingKind } from '@hv/shared';
import { apiGet } from '@/lib/api.ts';

/** Root key: a payment invalidates every date's places. */
export const AVAILABILITY_QUERY_KEY = ['availability'] as const;

/** GET /api/availability: places left on one date (and start time) for one experience or trip, and at each start time. */
export function getAvailability(
  kind: BookingKind,
  id: string,
  date: string,
  startTime: string | null,
  signal?: AbortSignal,
): Promise<Availability> {
  const query = new URLSearchParams({ kind, id, date, ...(startTime ? { startTime } : {}) });
  return apiGet<Availability>(`/api/availability?${query}`, { signal });
}

export function useAvailability(kind: BookingKind, id: string, date: string | null, startTime: string | null = null) {
  return useQuery({
    queryKey: [...AVAILABILITY_QUERY_KEY, kind, id, date, startTime] as const,
    queryFn: ({ signal }) => getAvailability(kind, id, date!, startTime, signal),
    enabled: date !== null,
    // Others book too: a fresh answer each time the date is picked again after a while.
    staleTime: 30_000,
  });
}
