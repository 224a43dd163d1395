import { useQuery } from '@tanstack/react-query';
import type { Profile } from '@hv/shared';
import { apiGet } from '@/lib/api.ts';

/** Root key of the signed-in user's profile; the auth provider invalidates it on session changes (docs/product.md §3.2). */
export const PROFILE_QUERY_KEY = ['profile'] as const;
export const profileQueryKey = (userId: string) => [...PROFILE_QUERY_KEY, userId] as const;

export function getProfile(signal?: AbortSignal): Promise<Profile> {
  return apiGet<Profile>('/api/profile', { signal });
}

export function useProfile(userId: string) {
  return useQuery({
    queryKey: profileQueryKey(userId),
    queryFn: ({ signal }) => getProfile(signal),
    // The profile changes only through this app; session changes invalidate it explicitly.
    staleTime: 5 * 60_000,
  });
}
