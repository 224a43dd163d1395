import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Trip } from '@hv/shared';
import { apiGet } from '@/lib/api.ts';

/** One public trip by slug; an unknown or hidden slug rejects with a 404 ApiRequestError. */
export function getTrip(slug: string, signal?: AbortSignal): Promise<Trip> {
  return apiGet<Trip>(`/api/trips/${encodeURIComponent(slug)}`, { signal });
}

export function tripQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['trips', 'detail', slug] as const,
    queryFn: ({ signal }) => getTrip(slug, signal),
  });
}

export function useTrip(slug: string) {
  return useQuery(tripQueryOptions(slug));
}
