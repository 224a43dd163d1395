import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEMO_OPERATOR, type OperatorIdentity, type PublicConfig } from '@hv/shared';
import { apiGet } from './api.ts';

// Shown until /api/config answers (and if it never does): the operator's published number.
export const FALLBACK_WHATSAPP_NUMBER = '5215512345678';

export function getPublicConfig(signal?: AbortSignal): Promise<PublicConfig> {
  return apiGet<PublicConfig>('/api/config', { signal });
}

/** Brand name and WhatsApp number from the server's environment; they never change while the page is open. */
export const publicConfigQueryOptions = queryOptions({
  queryKey: ['config'],
  queryFn: ({ signal }) => getPublicConfig(signal),
  staleTime: Infinity,
  gcTime: Infinity,
});

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions);
}

export function useWhatsAppNumber(): string {
  const { data } = usePublicConfig();
  return data?.whatsapp_number || FALLBACK_WHATSAPP_NUMBER;
}

/** The operator's legal identity (OPERATOR_* on the server; the demo values until it answers). */
export function useOperator(): OperatorIdentity {
  const { data } = usePublicConfig();
  return data?.operator ?? DEMO_OPERATOR;
}
