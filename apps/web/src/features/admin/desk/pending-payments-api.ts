import { useQuery } from '@tanstack/react-query';
import type { DeskPendingPayment } from '@hv/shared';
import { apiGet } from '@/lib/api.ts';

// `Pagos pendientes` (issue 31, docs/decisions/0216): bookings awaiting an OXXO or SPEI payment.

export function usePendingPayments() {
  return useQuery({
    queryKey: ['admin', 'desk', 'pending-payments'] as const,
    queryFn: ({ signal }) => apiGet<{ data: DeskPendingPayment[]; count: number }>('/api/admin/pending-payments', { signal }),
  });
}
