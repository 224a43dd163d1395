import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DeskBookingDetail,
  DeskBookingRow,
  Departure,
  ListResponse,
  PassengerCheckIn,
  PassengerManifest,
  RescheduleInput,
  RescheduleResult,
  VoucherCheckInResult,
  VoucherResent,
} from '@hv/shared';
import { apiGet, apiSend } from '@/lib/api.ts';
import { withQueued } from './offline-check-ins.ts';
import { browserStore, loadQueue, savedManifest, saveManifest } from './offline-db.ts';
import { isNetworkError, queueCheckIn } from './use-offline-check-ins.ts';

// The operations desk's calls (docs/product.md §14); the server pages, searches and decides.

/** The Reservas filters, as they stand in the page's URL. */
export interface DeskFilters {
  q: string;
  from: string;
  to: string;
  status: string;
  item: string;
  page: number;
}

const deskKeys = {
  bookings: (f: DeskFilters) => ['admin', 'desk', 'bookings', f] as const,
  booking: (id: string) => ['admin', 'desk', 'booking', id] as const,
  departures: (from: string) => ['admin', 'desk', 'departures', from] as const,
  manifest: (query: string) => ['admin', 'desk', 'manifest', query] as const,
};

/** The query string of the filters that are set (the CSV uses the same, without the page). */
export function filtersQuery(f: Omit<DeskFilters, 'page'> & { page?: number }): string {
  const params = new URLSearchParams();
  for (const key of ['q', 'from', 'to', 'status', 'item'] as const) if (f[key]) params.set(key, f[key]);
  if (f.page && f.page > 1) params.set('page', String(f.page));
  return params.toString();
}

export function useDeskBookings(filters: DeskFilters) {
  return useQuery({
    queryKey: deskKeys.bookings(filters),
    queryFn: ({ signal }) => apiGet<ListResponse<DeskBookingRow>>(`/api/admin/bookings?${filtersQuery(filters)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export const bookingsCsvHref = (f: Omit<DeskFilters, 'page'>) => `/api/admin/bookings.csv?${filtersQuery(f)}`;

export function useDeskBooking(id: string) {
  return useQuery({
    queryKey: deskKeys.booking(id),
    queryFn: ({ signal }) => apiGet<DeskBookingDetail>(`/api/admin/bookings/${encodeURIComponent(id)}`, { signal }),
    retry: false,
  });
}

/** POST /api/admin/bookings/:id/reschedule (docs/product.md §15.3); the desk's lists and manifests are read again. */
export function useRescheduleDeskBooking(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RescheduleInput) =>
      apiSend<RescheduleResult>('POST', `/api/admin/bookings/${encodeURIComponent(id)}/reschedule`, body),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'desk'] }),
  });
}

/**
 * POST /api/admin/bookings/:id/voucher-email: `Reenviar comprobante` — the confirmation, with the
 * traveller's own link, to the booking's e-mail (decision 0163: staff never hold that link).
 */
export function useResendVoucher(id: string) {
  return useMutation({
    mutationFn: () => apiSend<VoucherResent>('POST', `/api/admin/bookings/${encodeURIComponent(id)}/voucher-email`),
  });
}

export function useDepartures(from: string) {
  return useQuery({
    queryKey: deskKeys.departures(from),
    queryFn: ({ signal }) =>
      apiGet<{ from: string; to: string; data: Departure[] }>(`/api/admin/departures?from=${from}&days=31`, { signal }),
  });
}

/** `kind=…&id=…&date=…[&startTime=…]`: one departure, as its manifest link carries it. */
export const departureQuery = (d: Pick<Departure, 'kind' | 'itemId' | 'date' | 'startTime'>) => {
  const params = new URLSearchParams({ kind: d.kind, id: d.itemId, date: d.date });
  if (d.kind === 'experience' && d.startTime) params.set('startTime', d.startTime);
  return params.toString();
};

export function useManifest(query: string) {
  return useQuery({
    queryKey: deskKeys.manifest(query),
    queryFn: ({ signal }) => manifestOnlineOrKept(query, signal),
    retry: false,
    // Asked even without a connection: the answer then comes from the device (decision 0207).
    networkMode: 'always',
  });
}

/**
 * The manifest from the server, kept on the device for a reload without a connection; without one,
 * the copy kept, with the check-ins still waiting applied (decision 0207).
 */
async function manifestOnlineOrKept(query: string, signal: AbortSignal): Promise<PassengerManifest> {
  try {
    const manifest = await apiGet<PassengerManifest>(`/api/admin/departures/manifest?${query}`, { signal });
    void saveManifest(query, manifest);
    return manifest;
  } catch (error) {
    if (!isNetworkError(error)) throw error;
    const kept = await savedManifest(query);
    if (!kept) throw error;
    await loadQueue();
    return withQueued(kept, browserStore.read());
  }
}

export const manifestCsvHref = (query: string) => `/api/admin/departures/manifest.csv?${query}`;

/** Checks a traveller in; every desk list shows the new state afterwards. */
export function useCheckIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: string | { code: string; passengers: number[] }) =>
      apiSend<VoucherCheckInResult>('POST', '/api/admin/check-in', typeof input === 'string' ? { code: input } : input),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'desk'] }),
  });
}

/** One passenger `Presentado` / `Sin registrar` from the manifest (decision 0190). */
export function usePassengerCheckIn() {
  const client = useQueryClient();
  return useMutation({
    // Run without a connection too (TanStack Query would hold it until online): then it is queued.
    networkMode: 'always',
    mutationFn: async ({ bookingId, index, ...body }: PassengerCheckIn & { bookingId: string; index: number }) => {
      // Without a connection the switch is queued with the device's time (use-offline-check-ins.ts).
      const queue = async () => queueCheckIn({ bookingId, index, present: body.present, at: new Date().toISOString() });
      if (!navigator.onLine) {
        await queue();
        return;
      }
      try {
        await apiSend('PUT', `/api/admin/bookings/${bookingId}/passengers/${index}/check-in`, body);
      } catch (error) {
        if (!isNetworkError(error)) throw error;
        await queue();
      }
    },
    onMutate: ({ bookingId, index, present }) => {
      // Shown at once, online or not; an answer from the server replaces it.
      client.setQueriesData<PassengerManifest>({ queryKey: ['admin', 'desk', 'manifest'] }, (m) =>
        m
          ? {
              ...m,
              present: m.present + (present ? 1 : -1),
              data: m.data.map((b) =>
                b.id !== bookingId
                  ? b
                  : {
                      ...b,
                      people: b.people.map((p) =>
                        p.index === index
                          ? { ...p, checkedInAt: present ? (p.checkedInAt ?? new Date().toISOString()) : null }
                          : p,
                      ),
                    },
              ),
            }
          : m,
      );
    },
    onSettled: () => (navigator.onLine ? client.invalidateQueries({ queryKey: ['admin', 'desk'] }) : undefined),
  });
}
