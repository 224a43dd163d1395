import { useQuery } from '@tanstack/react-query';
import type { PaymentsConfig } from '@hv/shared';
import { apiGet } from '@/lib/api.ts';

/** GET /api/payments/config: where PayPal's SDK (or the server's stand-in) loads from, and test mode. */
export function getPaymentsConfig(signal?: AbortSignal): Promise<PaymentsConfig> {
  return apiGet<PaymentsConfig>('/api/payments/config', { signal });
}

/** `enabled` false: not asked yet (the booking form asks only once its payment step opens). */
export function usePaymentsConfig(enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['payments', 'config'] as const,
    queryFn: ({ signal }) => getPaymentsConfig(signal),
    // Fixed for the life of the server process.
    staleTime: Infinity,
  });
}
