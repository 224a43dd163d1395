import { randomUUID } from 'node:crypto';
import { PAYMENT_CURRENCY, PAYMENT_MESSAGES, type CreatedOrder } from '@hv/shared';
import type { z } from 'zod';
import type { createOrderSchema } from '@hv/shared';
import { bookings } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { PaymentDeps } from './mark-paid.ts';
import { PayPalApiError, type PayPalClient } from './paypal-client.ts';
import {
  checkBookingDate,
  checkCoupon,
  checkPlaces,
  findCouponByCode,
  findPublicItem,
  orderDescription,
  placesTaken,
  quote,
} from './pricing.ts';

type Input = z.output<typeof createOrderSchema>;

/**
 * Prices the booking from the database (the client sends no amount), creates the PayPal order
 * and records the booking as `Pendiente` with its order id.
 */
export async function createPaymentOrder(
  deps: PaymentDeps & { paypal: PayPalClient },
  input: Input,
  userId: string | null,
): Promise<CreatedOrder> {
  const { db } = deps;
  const item = await findPublicItem(db, input.kind, input.id);
  checkBookingDate(item, input.date);
  checkPlaces(item.capacity, await placesTaken(db, item, input.date, { holds: true }), input.passengers);
  const coupon = input.couponCode ? await checkCoupon(db, await findCouponByCode(db, input.couponCode)) : null;
  const price = quote(item.price, input.passengers, coupon?.discount_percentage ?? 0);
  if (price.amount <= 0) throw new AppError('unprocessable', PAYMENT_MESSAGES.zeroTotal);

  const bookingId = randomUUID();
  let order;
  try {
    order = await deps.paypal.createOrder({
      requestId: `hv-order-${bookingId}`,
      description: orderDescription(item.name, input.passengers),
      amount: price.amount.toFixed(2),
      currency: PAYMENT_CURRENCY,
      customId: bookingId,
      brandName: deps.brand,
    });
  } catch (error) {
    if (error instanceof PayPalApiError) {
      deps.log.error({ err: error, status: error.status, issue: error.issue }, 'PayPal create order failed');
      throw new AppError('bad_gateway', PAYMENT_MESSAGES.paypalUnavailable);
    }
    throw error;
  }

  await db.insert(bookings).values({
    id: bookingId,
    user_id: userId,
    experience_id: item.kind === 'experience' ? item.id : null,
    trip_id: item.kind === 'trip' ? item.id : null,
    item_name: item.name,
    booking_date: input.date,
    passengers: input.passengers,
    unit_price: price.unitPrice,
    subtotal: price.subtotal,
    discount: price.discount,
    amount: price.amount,
    currency: PAYMENT_CURRENCY,
    status: 'Pendiente',
    coupon_id: coupon?.id ?? null,
    paypal_order_id: order.id,
  });
  return {
    orderId: order.id,
    bookingId,
    subtotal: price.subtotal,
    discount: price.discount,
    amount: price.amount,
    currency: PAYMENT_CURRENCY,
  };
}
