import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedTaxProfile, TaxProfileInput } from '@hv/shared';
import { apiGet, apiSend } from '@/lib/api.ts';

// The tax data a signed-in traveller keeps for their next factura (decision 0230).

export const TAX_PROFILES_QUERY_KEY = ['profile', 'tax-profiles'] as const;

export function useTaxProfiles(enabled = true) {
  return useQuery({
    queryKey: TAX_PROFILES_QUERY_KEY,
    queryFn: ({ signal }) => apiGet<{ profiles: SavedTaxProfile[] }>('/api/profile/tax-profiles', { signal }),
    select: (data) => data.profiles,
    enabled,
  });
}

export function useSaveTaxProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: TaxProfileInput) => apiSend<SavedTaxProfile>('PUT', '/api/profile/tax-profiles', profile),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TAX_PROFILES_QUERY_KEY }),
  });
}

export function useDeleteTaxProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiSend<null>('DELETE', `/api/profile/tax-profiles/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TAX_PROFILES_QUERY_KEY }),
  });
}
