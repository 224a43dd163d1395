import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Experience } from '@hv/shared';
import { apiGet } from '@/lib/api.ts';

/** One public experience by slug; an unknown or hidden slug rejects with a 404 ApiRequestError. */
export function getExperience(slug: string, signal?: AbortSignal): Promise<Experience> {
  return apiGet<Experience>(`/api/experiences/${encodeURIComponent(slug)}`, { signal });
}

export function experienceQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['experiences', 'detail', slug] as const,
    queryFn: ({ signal }) => getExperience(slug, signal),
  });
}

export function useExperience(slug: string) {
  return useQuery(experienceQueryOptions(slug));
}
