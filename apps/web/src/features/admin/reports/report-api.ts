import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Report } from '@hv/shared';
import { apiGet } from '@/lib/api.ts';

export interface Period {
  from: string;
  to: string;
}

const REPORTS_PATH = '/api/admin/reports';

const query = ({ from, to }: Period) => new URLSearchParams({ from, to }).toString();

/** The figures of a period (inclusive days, by Mexico City's calendar). */
export function useReport(period: Period | null) {
  return useQuery({
    queryKey: ['admin', 'reports', period],
    queryFn: ({ signal }) => apiGet<Report>(`${REPORTS_PATH}?${query(period!)}`, { signal }),
    enabled: period !== null,
    // The previous period's figures stay on screen while the next ones arrive.
    placeholderData: keepPreviousData,
  });
}

/** The bookings CSV of the same period; a plain link, so the browser downloads it with the session cookie. */
export const bookingsCsvHref = (period: Period) => `${REPORTS_PATH}/bookings.csv?${query(period)}`;
