import type { CaptureResult } from '@hv/shared';
import { apiSend } from '@/lib/api.ts';

/** POST /api/payments/orders/{orderId}/capture, after the payer approves in PayPal. */
export function captureOrder(orderId: string): Promise<CaptureResult> {
  return apiSend<CaptureResult>('POST', `/api/payments/orders/${encodeURIComponent(orderId)}/capture`);
}
