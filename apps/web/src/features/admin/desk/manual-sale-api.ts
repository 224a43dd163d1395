import { useQuery } from '@tanstack/react-query';
import {
  itemKey,
  type Availability,
  todayInMexico,
  type CheckoutInput,
  type CheckoutQuote,
  type Experience,
  type ListResponse,
  type ManualSaleResult,
  type Trip,
} from '@hv/shared';
import { experienceBookable, tripBookable, type BookableItem } from '@/features/booking';
import { apiGet, apiSend } from '@/lib/api.ts';
import type { PersonRow } from '../people/people-api.ts';
import type { ManualSaleBody } from './manual-sale-values.ts';

// The manual sale's calls (docs/product.md §14.6): what can be sold, who buys, the server's
// price, and the sale itself. The server applies the public checkout's rules to all of it.

const PUBLIC = 'Público';

export interface SaleItem {
  /** `experience:<id>` or `trip:<id>`, the select's value. */
  key: string;
  label: string;
  bookable: BookableItem;
}

/**
 * Public experiences and trips that can still be booked (a trip before its departure), by
 * name. The admin lists give both kinds in one shape; an operator's catalogue fits in a page of
 * 100 each, and the server refuses anything that is not public anyway.
 */
export function useSaleItems() {
  return useQuery({
    queryKey: ['admin', 'desk', 'sale-items'] as const,
    queryFn: async ({ signal }): Promise<SaleItem[]> => {
      const [experiences, trips] = await Promise.all([
        apiGet<ListResponse<Experience>>('/api/admin/experiences?perPage=100', { signal }),
        apiGet<ListResponse<Trip>>('/api/admin/trips?perPage=100', { signal }),
      ]);
      const today = todayInMexico();
      const items: SaleItem[] = [
        ...experiences.data
          .filter((e) => e.is_active && e.status === PUBLIC)
          .map((e) => ({ key: itemKey('experience', e.id), label: e.name, bookable: experienceBookable(e) })),
        ...trips.data
          .filter((t) => t.is_active && t.status === PUBLIC && t.departure_date >= today)
          .map((t) => ({ key: itemKey('trip', t.id), label: t.destination, bookable: tripBookable(t) })),
      ];
      return items.sort((a, b) => a.label.localeCompare(b.label, 'es'));
    },
    staleTime: 60_000,
  });
}

/** GET /api/closed-dates: the days staff closed for an experience, offered as unavailable (docs/product.md §14.5). */
export function useClosedDates(item: BookableItem | null) {
  return useQuery({
    queryKey: ['admin', 'desk', 'closed-dates', item?.id] as const,
    queryFn: ({ signal }) =>
      apiGet<{ dates: string[] }>(`/api/closed-dates?kind=experience&id=${encodeURIComponent(item!.id)}`, { signal }),
    enabled: item?.kind === 'experience',
    select: (body) => new Set(body.dates),
  });
}

/**
 * GET /api/availability: places left on the chosen date, at each start time (paid bookings and
 * payment links still holding theirs, decision 0205). Fresh each time: the desk sells while the web does.
 */
export function useSalePlaces(item: BookableItem | null, date: string | null) {
  return useQuery({
    queryKey: ['admin', 'desk', 'sale-places', item?.kind, item?.id, date] as const,
    queryFn: ({ signal }) =>
      apiGet<Availability>(`/api/availability?${new URLSearchParams({ kind: item!.kind, id: item!.id, date: date! })}`, {
        signal,
      }),
    enabled: item !== null && date !== null,
    retry: false,
    staleTime: 10_000,
  });
}

/** Travellers whose name or e-mail contains the search (the people list's own search). */
export function useTravellerSearch(q: string) {
  const term = q.trim();
  return useQuery({
    queryKey: ['admin', 'desk', 'sale-customers', term] as const,
    queryFn: ({ signal }) =>
      apiGet<ListResponse<PersonRow>>(
        `/api/admin/people?${new URLSearchParams({ group: 'travellers', q: term, perPage: '6' })}`,
        {
          signal,
        },
      ),
    enabled: term.length >= 2,
    select: (body) => body.data,
  });
}

/** POST /api/payments/quote: the server's price of the sale (coupon included) before it is made. */
export function useSaleQuote(input: CheckoutInput | null) {
  return useQuery({
    queryKey: ['admin', 'desk', 'sale-quote', input] as const,
    queryFn: ({ signal }) => apiSend<CheckoutQuote>('POST', '/api/payments/quote', input, { signal }),
    enabled: input !== null,
    retry: false,
    staleTime: 30_000,
  });
}

/** POST /api/admin/bookings/manual (Administrador, Coordinador). */
export function createManualSale(body: ManualSaleBody): Promise<ManualSaleResult> {
  return apiSend<ManualSaleResult>('POST', '/api/admin/bookings/manual', body);
}
