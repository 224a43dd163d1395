import { useQuery } from '@tanstack/react-query';
import type { BookingKind } from '@hv/shared';
import { apiGet } from '@/lib/api.ts';

const NONE: ReadonlySet<string> = new Set();

/**
 * GET /api/closed-dates: the dates staff closed for an experience (docs/product.md §14.5), shown
 * unavailable in the date picker. The server refuses them anyway; until they arrive (or if
 * they cannot be read) no date is marked.
 */
export function useClosedDates(kind: BookingKind, id: string, enabled = true): ReadonlySet<string> {
  const query = useQuery({
    queryKey: ['closed-dates', kind, id] as const,
    queryFn: ({ signal }) => apiGet<{ dates: string[] }>(`/api/closed-dates?${new URLSearchParams({ kind, id })}`, { signal }),
    enabled,
    staleTime: 60_000,
    select: (answer) => new Set(answer.dates) as ReadonlySet<string>,
  });
  return query.data ?? NONE;
}
