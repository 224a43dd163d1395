import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PendingRefunds, RefundOutsideInput, RefundRetryResult, StaffRefundResult } from '@hv/shared';
import { apiGet, apiSend } from '@/lib/api.ts';

// `Reembolsos pendientes` (docs/decisions/0203): the refunds that failed and wait for a person.

const refundQueueKey = ['admin', 'desk', 'refunds'] as const;

/** The queue; `enabled` false for those who may not refund (the menu's count asks only for them). */
export function usePendingRefunds(enabled = true) {
  return useQuery({
    queryKey: refundQueueKey,
    queryFn: ({ signal }) => apiGet<PendingRefunds>('/api/admin/refunds/pending', { signal }),
    enabled,
  });
}

export function useRetryRefund() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiSend<RefundRetryResult>('POST', `/api/admin/refunds/pending/${encodeURIComponent(id)}/retry`, {}),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'desk'] }),
  });
}

export function useRefundOutside(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RefundOutsideInput) =>
      apiSend<StaffRefundResult & { message: string }>(
        'POST',
        `/api/admin/refunds/pending/${encodeURIComponent(id)}/outside`,
        body,
      ),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'desk'] }),
  });
}
