import { useQuery } from '@tanstack/react-query';
import type { BookingConfirmation, ResumedOrder } from '@hv/shared';
import { apiGet, apiSend } from '@/lib/api.ts';

/** While a booking waits for its cash or transfer payment: how often its page asks again. */
export const AWAITING_PAYMENT_POLL_MS = 5_000;

/**
 * GET /api/bookings/:reference?t=: the confirmation page's booking (owner's, or through the signed
 * link). With `poll`, a `Pendiente` booking is asked for again every few seconds (only while the
 * tab is in view, react-query's default), so an OXXO or SPEI payment shows as paid when it arrives.
 */
export function useBookingConfirmation(reference: string, token: string | null, options: { poll?: boolean } = {}) {
  return useQuery({
    queryKey: ['booking-confirmation', reference, token] as const,
    queryFn: ({ signal }) => {
      const query = token ? `?${new URLSearchParams({ t: token })}` : '';
      return apiGet<BookingConfirmation>(`/api/bookings/${encodeURIComponent(reference)}${query}`, { signal });
    },
    retry: false,
    refetchInterval: (query) =>
      options.poll && query.state.data?.status === 'Pendiente' && !query.state.data.paymentExpired
        ? AWAITING_PAYMENT_POLL_MS
        : false,
  });
}

/** POST /api/payments/orders/:orderId/resume: what became of an order this browser started (docs/product.md §6.12). */
export function resumeOrder(orderId: string): Promise<ResumedOrder> {
  return apiSend<ResumedOrder>('POST', `/api/payments/orders/${encodeURIComponent(orderId)}/resume`);
}

/** POST /api/bookings/find (`/mi-reserva`): the same answer whether or not a booking matches. */
export function findBooking(input: {
  reference: string;
  email: string;
  purpose?: 'booking' | 'invoice';
}): Promise<{ message: string }> {
  return apiSend<{ message: string }>('POST', '/api/bookings/find', input);
}

/** The voucher's QR code (an SVG the server draws from the booking's signed link), under the same rules as the booking. */
export const voucherQrPath = (reference: string, token: string | null) =>
  `/api/bookings/${encodeURIComponent(reference)}/qr.svg${token ? `?t=${encodeURIComponent(token)}` : ''}`;
