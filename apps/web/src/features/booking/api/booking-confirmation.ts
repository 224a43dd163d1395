import { useQuery } from '@tanstack/react-query';
import type { BookingConfirmation, ResumedOrder } from '@hv/shared';
import { apiGet, apiSend } from '@/lib/api.ts';

/** GET /api/bookings/:reference?t=: the confirmation page's booking (owner's, or through the signed link). */
export function useBookingConfirmation(reference: string, token: string | null) {
  return useQuery({
    queryKey: ['booking-confirmation', reference, token] as const,
    queryFn: ({ signal }) => {
      const query = token ? `?${new URLSearchParams({ t: token })}` : '';
      return apiGet<BookingConfirmation>(`/api/bookings/${encodeURIComponent(reference)}${query}`, { signal });
    },
    retry: false,
  });
}

/** POST /api/payments/orders/:orderId/resume: what became of an order this browser started (docs/product.md §6.12). */
export function resumeOrder(orderId: string): Promise<ResumedOrder> {
  return apiSend<ResumedOrder>('POST', `/api/payments/orders/${encodeURIComponent(orderId)}/resume`);
}

/** POST /api/bookings/find (`/mi-reserva`): the same answer whether or not a booking matches. */
export function findBooking(input: { reference: string; email: string }): Promise<{ message: string }> {
  return apiSend<{ message: string }>('POST', '/api/bookings/find', input);
}

/** The voucher's QR code (an SVG the server draws from the booking's signed link), under the same rules as the booking. */
export const voucherQrPath = (reference: string, token: string | null) =>
  `/api/bookings/${encodeURIComponent(reference)}/qr.svg${token ? `?t=${encodeURIComponent(token)}` : ''}`;
