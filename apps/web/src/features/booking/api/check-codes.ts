import type { CheckCodesInput, CheckoutQuote } from '@hv/shared';
import { apiSend } from '@/lib/api.ts';

/**
 * POST /api/payments/codes: `Aplicar` — the server checks the coupon and the gift card at once,
 * before a date is chosen, and prices them; a refusal names its field (couponCode,
 * giftCardSeries) with a Spanish message the form shows under it.
 */
export function checkCodes(input: CheckCodesInput): Promise<CheckoutQuote> {
  return apiSend<CheckoutQuote>('POST', '/api/payments/codes', input);
}
