import type { CheckoutInput, CheckoutQuote } from '@hv/shared';
import { apiSend } from '@/lib/api.ts';

/**
 * POST /api/payments/quote: the server prices the booking (coupon first, then the gift card)
 * and says what the gift card pays and what is left for PayPal. 422/409 carry a Spanish
 * message (invalid coupon or gift card, no places left) that the form shows as is.
 */
export function quoteCheckout(input: CheckoutInput): Promise<CheckoutQuote> {
  return apiSend<CheckoutQuote>('POST', '/api/payments/quote', input);
}
