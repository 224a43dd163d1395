// Money in whole centavos (docs/architecture.md §7, docs/product.md §13): amounts are converted
// to integer centavos before any sum or comparison, so 0.1 + 0.2 never shows up in a total.
// The one cents helper of the server (payments, seeds, gift cards, coupons), and the checkout's
// arithmetic on it: the quote and what a booking paid in all.

/** An amount in pesos (a number, or PostgreSQL's numeric text) as whole centavos. */
export const toCents = (amount: number | string) => Math.round(Number(amount) * 100);

/** Whole centavos back to pesos. */
export const fromCents = (cents: number) => cents / 100;

/** An amount rounded to the centavo (e.g. a SUM read back from PostgreSQL). */
export const roundToCents = (amount: number | string) => fromCents(toCents(amount));

/** What the traveller paid in all: the PayPal part (`amount`) plus the gift-card part. */
export const totalPaid = (booking: { amount: number; gift_card_amount: number }) =>
  fromCents(toCents(booking.amount) + toCents(booking.gift_card_amount));

export interface Quote {
  unitPrice: number;
  subtotal: number;
  discount: number;
  amount: number;
}

/** docs/product.md §6: total = passengers × price; a coupon takes its percentage off, rounded to the centavo. */
export function quote(unitPrice: number, passengers: number, discountPercentage = 0): Quote {
  const subtotal = toCents(unitPrice) * passengers;
  const discount = Math.round((subtotal * discountPercentage) / 100);
  return {
    unitPrice: roundToCents(unitPrice),
    subtotal: fromCents(subtotal),
    discount: fromCents(discount),
    amount: fromCents(subtotal - discount),
  };
}

/**
 * Traveller types (docs/decisions/0228-traveller-types.md): subtotal = Σ count × the type's price,
 * in centavos; the coupon takes its percentage off the total as in quote(). `unitPrice` is the
 * first line's price (bookings.unit_price; the lines keep every price).
 */
export function quoteLines(lines: readonly { unitPrice: number; count: number }[], discountPercentage = 0): Quote {
  const subtotal = lines.reduce((sum, l) => sum + toCents(l.unitPrice) * l.count, 0);
  const discount = Math.round((subtotal * discountPercentage) / 100);
  return {
    unitPrice: roundToCents(lines[0]?.unitPrice ?? 0),
    subtotal: fromCents(subtotal),
    discount: fromCents(discount),
    amount: fromCents(subtotal - discount),
  };
}
