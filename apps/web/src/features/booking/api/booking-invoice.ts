import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BookingInvoice, MyInvoices, TaxProfileInput } from '@hv/shared';
import { apiGet, apiSend } from '@/lib/api.ts';

// A booking's factura from its voucher (decision 0221): its state, the request, the files.

/** While the invoice is being stamped: how often the voucher asks again. */
export const INVOICE_POLL_MS = 3_000;

const query = (token: string | null) => (token ? `?${new URLSearchParams({ t: token })}` : '');
const invoiceKey = (reference: string, token: string | null) => ['booking-invoice', reference, token] as const;

export function useBookingInvoice(reference: string, token: string | null) {
  return useQuery({
    queryKey: invoiceKey(reference, token),
    queryFn: ({ signal }) =>
      apiGet<BookingInvoice>(`/api/bookings/${encodeURIComponent(reference)}/invoice${query(token)}`, { signal }),
    refetchInterval: (q) => (q.state.data?.invoice?.status === 'pending' ? INVOICE_POLL_MS : false),
  });
}

export function useRequestInvoice(reference: string, token: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: TaxProfileInput) =>
      apiSend<unknown>('POST', `/api/bookings/${encodeURIComponent(reference)}/invoice${query(token)}`, profile),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceKey(reference, token) }),
  });
}

/** The stamped invoice's PDF or XML, read with the voucher's own link. */
export const invoiceFilePath = (reference: string, token: string | null, format: 'pdf' | 'xml') =>
  `/api/bookings/${encodeURIComponent(reference)}/invoice.${format}${query(token)}`;

/** `Mis reservas`' factura of each paid booking (decision 0236), under the profile's root key as the bookings are. */
export function useMyInvoices(userId: string) {
  return useQuery({
    queryKey: ['profile', 'invoices', userId] as const,
    queryFn: ({ signal }) => apiGet<MyInvoices>('/api/profile/invoices', { signal }),
    select: (body) => new Map(body.data.map((row) => [row.reference, row])),
  });
}
