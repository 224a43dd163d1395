import { randomUUID } from 'node:crypto';
import { PAYMENT_CURRENCY, PAYMENT_MESSAGES, type CreatedOrder } from '@hv/shared';
import { bookings } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { giftCardRefused, type PaymentDeps } from '../bookings/index.ts';
import { PayPalApiError, type PayPalClient } from '../payment-providers/index.ts';
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
  // PayPal cannot take 0 MXN: a card or a 100 % coupon that pays everything goes through POST /api/payments/gift-card.
  if (priced.paypalAmount <= 0)
    throw giftCardRefused(priced.giftCard ? PAYMENT_MESSAGES.giftCardCoversAll : PAYMENT_MESSAGES.nothingToPay);

  const bookingId = randomUUID();
  const orderId = await paypalOrderFor(deps, {
    bookingId,
    itemName: priced.item.name,
    passengers: input.passengers,
    amount: priced.paypalAmount,
    buyer: buyerOf(input),
  });
  await db.insert(bookings).values({ ...pendingBooking(priced, input, userId, bookingId), paypal_order_id: orderId });
  return { ...quoteAnswer(priced), orderId, bookingId };
}

/**
 * Creates the PayPal order of a booking (PayPal-Request-Id `hv-order-<booking>`, so asking again
 * gets the same order) and returns its id; PayPal's refusal is a 502 in Spanish.
 */
export async function paypalOrderFor(
  deps: Pick<PaymentDeps, 'brand' | 'log'> & { paypal: PayPalClient },
  order: {
    bookingId: string;
    itemName: string;
    passengers: number;
    amount: number;
    buyer: { givenName: string; surname: string; email: string };
  },
): Promise<string> {
  try {
    const created = await deps.paypal.createOrder({
      requestId: `hv-order-${order.bookingId}`,
      description: orderDescription(order.itemName, order.passengers),
      amount: order.amount.toFixed(2),
      currency: PAYMENT_CURRENCY,
      customId: order.bookingId,
      brandName: deps.brand,
      buyer: order.buyer,
    });
    return created.id;
  } catch (error) {
    if (error instanceof PayPalApiError) {
      deps.log.error({ err: error, status: error.status, issue: error.issue }, 'PayPal create order failed');
      throw new AppError('bad_gateway', PAYMENT_MESSAGES.paypalUnavailable);
    }
    throw error;
  }
}
