import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExperienceList } from '@hv/shared';
import { apiGet } from '@/lib/api.ts';

export interface GetExperiencesParams {
  /** The landing page asks for 3 (docs/product.md §2.3); the list page for all. */
  limit?: number;
}

/** Public experiences (active and 'Público'), newest first — the server applies the rule. */
export function getExperiences({ limit }: GetExperiencesParams = {}, signal?: AbortSignal): Promise<ExperienceList> {
  const query = limit === undefined ? '' : `?${new URLSearchParams({ limit: String(limit) })}`;
  return apiGet<ExperienceList>(`/api/experiences${query}`, { signal });
}

export function experiencesQueryOptions(params: GetExperiencesParams = {}) {
  return queryOptions({
    queryKey: ['experiences', 'list', params] as const,
    queryFn: ({ signal }) => getExperiences(params, signal),
  });
}

export function useExperiences(params: GetExperiencesParams = {}) {
  return useQuery(experiencesQueryOptions(params));
}
