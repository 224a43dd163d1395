import { randomUUID } from 'node:crypto';
import { type CaptureResult, said } from '@hv/shared';
import { bookings } from '../../db/schema.ts';
import type { SessionUser } from '../auth/index.ts';
import {
  captureResultFor,
  giftCardRefused,
  markPaid,
  type PaymentDeps,
  recordBookingEvent,
  sendConfirmation,
  takeGiftCardPart,
} from '../bookings/index.ts';
import { seedsRefused } from '../bookings/index.ts';
import { pendingBooking, priceCheckout, type OrderInput } from './price-checkout.ts';

/**
 * POST /api/payments/gift-card: a booking the gift card pays in full, or whose total is 0 (a
 * 100 % coupon), with no payment at a provider.
 * One transaction: the item and coupon rows are locked, places and coupon uses checked as for
 * a provider's capture, the card charged with its conditional UPDATE, and the booking recorded as
 * `Pagada` with its coupon use and seeds (for a signed-in traveller). Any refusal rolls all of
 * it back. No account is needed: the confirmation goes to the e-mail typed at checkout.
 */
export async function payWithGiftCard(deps: PaymentDeps, input: OrderInput, user: SessionUser | null): Promise<CaptureResult> {
  const fullName = input.contactName;

  const paid = await deps.db.transaction(async (tx) => {
    const priced = await priceCheckout(tx, input, { lock: true, userId: user?.id ?? null });
    if (priced.providerAmount > 0)
      throw input.giftCardSeries
        ? giftCardRefused(said('payment.giftCardNotEnough'))
        : // Seeds asked for that no longer cover the rest: spent meanwhile (decision 0234).
          input.useSeeds
          ? seedsRefused()
          : giftCardRefused(said('payment.giftCardNotFound'));
    const [booking] = await tx
      .insert(bookings)
      .values(pendingBooking(priced, input, user?.id ?? null, randomUUID()))
      .returning();
    const traveller = { kind: 'traveller', id: user?.id ?? null } as const;
    await recordBookingEvent(tx, booking!.id, traveller, { type: 'created', data: { source: 'web' } });
    await takeGiftCardPart(tx, booking!);
    return markPaid(
      tx,
      booking!,
      null,
      { email: input.contactEmail, fullName, givenName: fullName.split(/\s+/)[0] ?? null },
      traveller,
    );
  });
  void sendConfirmation(deps, paid);
  return captureResultFor(deps, paid, user?.id ?? null);
}
