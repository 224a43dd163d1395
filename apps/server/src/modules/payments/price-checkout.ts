import { PAYMENT_CURRENCY, PAYMENT_MESSAGES, type CheckoutQuote } from '@hv/shared';
import type { z } from 'zod';
import type { checkoutSchema } from '@hv/shared';
import type { Db } from '../../db/client.ts';
import type { bookings, coupons } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { checkBookingDate } from './booking-dates.ts';
import { checkPlaces, lockItem, placesTaken } from './capacity.ts';
import { checkCoupon, findCouponByCode } from './coupon-rules.ts';
import { splitGiftCard, usableGiftCard, type GiftCardRow } from './gift-card-part.ts';
import { findPublicItem, type BookableItem } from './items.ts';
import { fromCents, quote, toCents, type Quote } from '../../lib/money.ts';

export type CheckoutInput = z.output<typeof checkoutSchema>;

export interface PricedCheckout {
  item: BookableItem;
  coupon: typeof coupons.$inferSelect | null;
  /** Passengers × price, then the coupon: `amount` is the total the traveller pays. */
  price: Quote;
  giftCard: GiftCardRow | null;
  giftCardAmount: number;
  paypalAmount: number;
}

/**
 * Prices a checkout from the database: date and places (paid bookings plus captures in
 * flight), the coupon first, then the gift card (it pays min(balance, total); PayPal the rest).
 * With `lock` (inside a transaction) the item and coupon rows are locked first, so that what
 * is checked here still holds when the caller records the booking.
 */
export async function priceCheckout(db: Db, input: CheckoutInput, opts: { lock?: boolean } = {}): Promise<PricedCheckout> {
  const item = await findPublicItem(db, input.kind, input.id);
  checkBookingDate(item, input.date);
  // With `lock`, the capacity is the one read under the item's lock.
  const capacity = opts.lock ? await lockItem(db, item) : item.capacity;
  checkPlaces(capacity, await placesTaken(db, item, input.date, { holds: true }), input.passengers);
  const coupon = input.couponCode
    ? await checkCoupon(db, await findCouponByCode(db, input.couponCode, { lock: opts.lock }))
    : null;
  const price = quote(item.price, input.passengers, coupon?.discount_percentage ?? 0);
  if (price.amount <= 0) throw new AppError('unprocessable', PAYMENT_MESSAGES.zeroTotal);
  const giftCard = input.giftCardSeries ? await usableGiftCard(db, input.giftCardSeries) : null;
  return { item, coupon, price, giftCard, ...splitGiftCard(price.amount, giftCard?.balance ?? 0) };
}

/** The figures the form shows (POST /api/payments/quote, and the created order's). */
export function quoteAnswer(p: PricedCheckout): CheckoutQuote {
  return {
    subtotal: p.price.subtotal,
    discount: p.price.discount,
    total: p.price.amount,
    giftCardAmount: p.giftCardAmount,
    amount: p.paypalAmount,
    currency: PAYMENT_CURRENCY,
    giftCard: p.giftCard
      ? { series: p.giftCard.series, remaining: fromCents(toCents(p.giftCard.balance) - toCents(p.giftCardAmount)) }
      : null,
  };
}

/**
 * The `Pendiente` booking row of a priced checkout, as both ways of paying record it.
 * `amount` is what PayPal charges (0 when the card pays it all); the traveller pays
 * amount + gift_card_amount (reports add them).
 */
export function pendingBooking(
  priced: PricedCheckout,
  input: CheckoutInput,
  userId: string | null,
  id: string,
): typeof bookings.$inferInsert {
  const { item, price, coupon, giftCard } = priced;
  return {
    id,
    user_id: userId,
    experience_id: item.kind === 'experience' ? item.id : null,
    trip_id: item.kind === 'trip' ? item.id : null,
    item_name: item.name,
    booking_date: input.date,
    passengers: input.passengers,
    unit_price: price.unitPrice,
    subtotal: price.subtotal,
    discount: price.discount,
    amount: priced.paypalAmount,
    gift_card_id: giftCard?.id ?? null,
    gift_card_amount: priced.giftCardAmount,
    currency: PAYMENT_CURRENCY,
    status: 'Pendiente',
    coupon_id: coupon?.id ?? null,
  };
}
