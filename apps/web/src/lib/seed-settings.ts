import { useQuery } from '@tanstack/react-query';
import type { SeedSettings } from '@hv/shared';
import { apiGet } from '@/lib/api.ts';

/**
 * GET /api/payments/seeds: whether seeds pay part of a booking, what one is worth and the largest
 * share of a total (staff's `Programa de Recompensas`, decision 0238). Read by the checkout's
 * `Usar mis semillas` and by `/semillas`; the server still prices every use.
 */
export function getSeedSettings(signal?: AbortSignal): Promise<SeedSettings> {
  return apiGet<SeedSettings>('/api/payments/seeds', { signal });
}

/** `enabled` false: not asked (a guest's checkout never offers seeds). */
export function useSeedSettings(enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['payments', 'seeds'] as const,
    queryFn: ({ signal }) => getSeedSettings(signal),
    staleTime: 60_000,
  });
}
