import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DepartureKey, DeparturesAtRisk } from '@hv/shared';
import { apiGet, apiSend } from '@/lib/api.ts';

// `Salidas en riesgo` (docs/decisions/0229-minimum-to-run.md): departures below their minimum
// whose decision time is ahead, and `Confirmar salida`.

export const atRiskKey = ['admin', 'desk', 'departures-at-risk'] as const;

export function useDeparturesAtRisk() {
  return useQuery({
    queryKey: atRiskKey,
    queryFn: ({ signal }) => apiGet<DeparturesAtRisk>('/api/admin/departures/at-risk', { signal }),
  });
}

export function useConfirmDeparture() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (d: DepartureKey) => apiSend<{ confirmed: true; message: string }>('POST', '/api/admin/departures/confirm', d),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'desk'] }),
  });
}
