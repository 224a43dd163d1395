import type { CaptureResult, CreateOrderInput } from '@hv/shared';
import { apiSend } from '@/lib/api.ts';

/** POST /api/payments/gift-card: the gift card pays the whole booking, no PayPal (with or without an account). */
export function payWithGiftCard(input: CreateOrderInput): Promise<CaptureResult> {
  return apiSend<CaptureResult>('POST', '/api/payments/gift-card', input);
}
