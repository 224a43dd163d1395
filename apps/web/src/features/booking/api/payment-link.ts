import { useQuery } from '@tanstack/react-query';
import type { CreatedOrder, CreateOrderInput, PaymentLink } from '@hv/shared';
import { apiGet, apiSend } from '@/lib/api.ts';

const withToken = (token: string | null) => (token ? `?${new URLSearchParams({ t: token })}` : '');

/** GET /api/pay/:reference?t=: the booking a manual sale's payment link names (docs/product.md §14.6); 404 for a wrong link. */
export function usePaymentLink(reference: string, token: string | null) {
  return useQuery({
    queryKey: ['payment-link', reference, token] as const,
    queryFn: ({ signal }) => apiGet<PaymentLink>(`/api/pay/${encodeURIComponent(reference)}${withToken(token)}`, { signal }),
    retry: false,
  });
}

/**
 * POST /api/pay/:reference/order?t=: the payment of exactly that booking at the provider chosen
 * (left out: PayPal, or the one the link opened; the same one on every call; 409 once paid).
 * Mercado Pago's answer carries where to go (docs/decisions/0223-payment-links-with-mercado-pago.md).
 */
export function createPaymentLinkOrder(
  reference: string,
  token: string | null,
  provider?: NonNullable<CreateOrderInput['provider']>,
): Promise<CreatedOrder> {
  return apiSend<CreatedOrder>(
    'POST',
    `/api/pay/${encodeURIComponent(reference)}/order${withToken(token)}`,
    provider ? { provider } : undefined,
  );
}
