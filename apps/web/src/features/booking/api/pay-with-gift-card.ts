import type { CaptureResult, CheckoutInput } from '@hv/shared';
import { apiSend } from '@/lib/api.ts';

/** POST /api/payments/gift-card: the gift card pays the whole booking, no PayPal (signed-in travellers). */
export function payWithGiftCard(input: CheckoutInput): Promise<CaptureResult> {
  return apiSend<CaptureResult>('POST', '/api/payments/gift-card', input);
}
