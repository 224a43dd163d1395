import { useQuery } from '@tanstack/react-query';
import type { BookingKind, DepartureWaitlist } from '@hv/shared';
import { apiGet } from '@/lib/api.ts';

export interface WaitlistDepartureRef {
  kind: BookingKind;
  id: string;
  date: string;
  startTime: string | null;
}

/** GET /api/admin/waitlist: one departure's waitlist in order (docs/decisions/0235-waitlist.md). */
export function useDepartureWaitlist(d: WaitlistDepartureRef) {
  const query = new URLSearchParams({
    kind: d.kind,
    id: d.id,
    date: d.date,
    ...(d.kind === 'experience' && d.startTime ? { startTime: d.startTime } : {}),
  }).toString();
  return useQuery({
    queryKey: ['admin', 'desk', 'waitlist', query] as const,
    queryFn: ({ signal }) => apiGet<DepartureWaitlist>(`/api/admin/waitlist?${query}`, { signal }),
  });
}
