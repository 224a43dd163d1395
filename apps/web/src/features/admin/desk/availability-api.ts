import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AvailabilityMonth } from '@hv/shared';
import { apiGet, apiSend } from '@/lib/api.ts';

// An experience's calendar for staff and its closed dates (docs/product.md §14.5).

const monthKey = (experienceId: string, month: string) => ['admin', 'desk', 'availability', experienceId, month] as const;

/** GET /api/admin/experiences/:id/availability?month=YYYY-MM */
export function useAvailabilityMonth(experienceId: string, month: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    enabled,
    queryKey: monthKey(experienceId, month),
    queryFn: ({ signal }) =>
      apiGet<AvailabilityMonth>(
        `/api/admin/experiences/${encodeURIComponent(experienceId)}/availability?month=${encodeURIComponent(month)}`,
        { signal },
      ),
    // The previous month stays on screen while the next one loads.
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export interface CloseDateInput {
  date: string;
  reason?: string;
}

/** Closes (POST) or reopens (DELETE) a date; the calendar and the desk lists read it again. */
export function useDateClosure(experienceId: string) {
  const client = useQueryClient();
  const base = `/api/admin/experiences/${encodeURIComponent(experienceId)}/closed-dates`;
  const onSettled = () => client.invalidateQueries({ queryKey: ['admin', 'desk', 'availability', experienceId] });
  const close = useMutation({
    mutationFn: (input: CloseDateInput) => apiSend<{ date: string; reason: string | null }>('POST', base, input),
    onSettled,
  });
  const reopen = useMutation({
    mutationFn: (date: string) => apiSend<void>('DELETE', `${base}/${encodeURIComponent(date)}`),
    onSettled,
  });
  return { close, reopen };
}
