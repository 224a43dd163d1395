import { randomUUID } from 'node:crypto';
import { PAYMENT_CURRENCY, PAYMENT_MESSAGES, type CreatedOrder } from '@hv/shared';
import { bookings } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { giftCardRefused } from './gift-card-part.ts';
import type { PaymentDeps } from './deps.ts';
import { PayPalApiError, type PayPalClient } from './paypal-client.ts';
import { pendingBooking, priceCheckout, quoteAnswer, type OrderInput } from './price-checkout.ts';

/** PayPal's purchase unit description, within PayPal's 127 characters. */
export function orderDescription(itemName: string, passengers: number): string {
  const suffix = ` - ${passengers} persona(s)`;
  return `${itemName.slice(0, 127 - suffix.length)}${suffix}`;
}

/** The buyer typed at checkout, as PayPal's name parts: the first word, then the rest. */
function buyerOf(input: OrderInput) {
  const [givenName = '', ...rest] = input.contactName.trim().split(/\s+/);
  return { givenName, surname: rest.join(' '), email: input.contactEmail };
}

/**
 * Prices the booking from the database (the client sends no amount), creates the PayPal order
 * for what the gift card does not pay, and records the booking as `Pendiente` with its order
 * id. The gift-card part is only planned here; it is taken from the card when the capture
 * starts (capture-order.ts), so an abandoned checkout never holds a balance.
 */
export async function createPaymentOrder(
  deps: PaymentDeps & { paypal: PayPalClient },
  input: OrderInput,
  userId: string | null,
): Promise<CreatedOrder> {
  const { db } = deps;
  const priced = await priceCheckout(db, input);
  // PayPal cannot take 0 MXN: a card that pays everything goes through POST /api/payments/gift-card.
  if (priced.paypalAmount <= 0) throw giftCardRefused(PAYMENT_MESSAGES.giftCardCoversAll);

  const bookingId = randomUUID();
  let order;
  try {
    order = await deps.paypal.createOrder({
      requestId: `hv-order-${bookingId}`,
      description: orderDescription(priced.item.name, input.passengers),
      amount: priced.paypalAmount.toFixed(2),
      currency: PAYMENT_CURRENCY,
      customId: bookingId,
      brandName: deps.brand,
      buyer: buyerOf(input),
    });
  } catch (error) {
    if (error instanceof PayPalApiError) {
      deps.log.error({ err: error, status: error.status, issue: error.issue }, 'PayPal create order failed');
      throw new AppError('bad_gateway', PAYMENT_MESSAGES.paypalUnavailable);
    }
    throw error;
  }

  await db.insert(bookings).values({ ...pendingBooking(priced, input, userId, bookingId), paypal_order_id: order.id });
  return { ...quoteAnswer(priced), orderId: order.id, bookingId };
}
