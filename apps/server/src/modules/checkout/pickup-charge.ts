import { pickupTime, said, type BookedPickup } from '@hv/shared';
import { AppError } from '../../lib/errors.ts';
import { fromCents, toCents, type Quote } from '../../lib/money.ts';
import type { BookableItem } from '../availability/index.ts';

// Pickups at checkout (docs/decisions/0233-pickups.md): the chosen point is frozen on the booking
// (name, time, charge) and its charge — per place-taking traveller — is a line of its own that the
// coupon does not discount.

/**
 * The pickup a checkout chose, priced for `places`, or null for the meeting point. An id the item
 * does not offer (removed meanwhile, or another item's) is refused.
 */
export function chosenPickup(
  item: Pick<BookableItem, 'pickups'>,
  pickupId: string | null | undefined,
  places: number,
  startTime: string | null = null,
): BookedPickup | null {
  if (!pickupId) return null;
  const pickup = item.pickups.find((p) => p.id === pickupId);
  if (!pickup) throw new AppError('validation', said('payment.pickupUnknown'));
  return {
    id: pickup.id,
    name: pickup.name,
    nameEn: pickup.nameEn,
    minutesBefore: pickup.minutesBefore,
    time: pickupTime(startTime, pickup.minutesBefore),
    charge: pickup.charge,
    total: fromCents(toCents(pickup.charge) * places),
  };
}

/** The quote with the pickup's line added after the coupon: subtotal and amount grow by it, the discount does not. */
export function withPickup(price: Quote, pickup: BookedPickup | null): Quote {
  if (!pickup || pickup.total === 0) return price;
  const line = toCents(pickup.total);
  return {
    ...price,
    subtotal: fromCents(toCents(price.subtotal) + line),
    amount: fromCents(toCents(price.amount) + line),
  };
}
