import { DEFAULT_MAX_PASSENGERS } from '@hv/shared';

/** docs/product.md §6.3: at least 1 passenger; at most the item's max_capacity, or 20 when it has none. */
export const MIN_PASSENGERS = 1;

export function maxPassengers(maxCapacity: number | null | undefined): number {
  return maxCapacity && maxCapacity >= MIN_PASSENGERS ? maxCapacity : DEFAULT_MAX_PASSENGERS;
}

/**
 * docs/product.md §6.4: total = passengers × price, two decimals. Only what the form shows — the server
 * prices the order itself from the database (and applies any coupon).
 */
export function bookingTotal(passengers: number, unitPrice: number): number {
  return Math.round(passengers * unitPrice * 100) / 100;
}
