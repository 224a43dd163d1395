import type { CreatedOrder, CreateOrderInput } from '@hv/shared';
import { apiSend } from '@/lib/api.ts';

/**
 * POST /api/payments/orders: the server prices the booking from the database, applies the
 * coupon and creates the PayPal order. 422/409 carry a Spanish message (invalid coupon, no
 * places left) that the form shows as is.
 */
export function createOrder(input: CreateOrderInput): Promise<CreatedOrder> {
  return apiSend<CreatedOrder>('POST', '/api/payments/orders', input);
}
