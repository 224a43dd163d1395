import { randomUUID } from 'node:crypto';
import { cashPaymentDeadline, type CreatedOrder, installmentsFor, PAYMENT_CURRENCY, said, zonedStart } from '@hv/shared';
import { bookings } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { toCents } from '../../lib/money.ts';
import { giftCardRefused, payLaterSettings, type PaymentDeps, recordBookingEvent } from '../bookings/index.ts';
import { checkoutHoldEnd } from '../availability/index.ts';
import { seedsRefused } from '../bookings/index.ts';
import { ProviderError, type PaymentProvider } from '../payment-providers/index.ts';
import { pendingBooking, priceCheckout, quoteAnswer, type OrderInput } from './price-checkout.ts';

/** The buyer typed at checkout, as name parts: the first word, then the rest. */
function buyerOf(input: OrderInput) {
  const [givenName = '', ...rest] = input.contactName.trim().split(/\s+/);
  return { givenName, surname: rest.join(' '), email: input.contactEmail };
}

/**
 * Prices the booking from the database (the client sends no amount), opens the payment at the
 * checkout's payment provider for what the gift card does not pay, and records the booking as
 * `Pendiente` with the provider and its payment's id. From then on it holds its places, coupon use
 * and gift-card part until hold_expires_at (decision 0213): under the item's and coupon's locks the
 * places, coupon uses and the card's free balance are checked again (the card's part stays on it,
 * planned, and no other checkout may plan it; the capture takes it), so buyers
 * beyond the places are refused here, before they pay, and an abandoned checkout frees all of it
 * when the hold ends (read at each check's time, availability/hold.ts).
 */
export async function createPaymentOrder(deps: PaymentDeps, input: OrderInput, userId: string | null): Promise<CreatedOrder> {
  const { db } = deps;
  // The traveller's choice among the providers offered (decision 0211), else the checkout's provider.
  const provider = input.provider ? deps.providers.offered.find((p) => p.name === input.provider) : deps.providers.checkout;
  if (!provider) throw new AppError('validation', said('payment.providerUnavailable'));
  const priced = await priceCheckout(db, input, { userId });
  // A provider takes no 0 MXN payment: a card or a 100 % coupon that pays everything goes through POST /api/payments/gift-card.
  if (priced.providerAmount <= 0)
    throw giftCardRefused(priced.giftCard ? said('payment.giftCardCoversAll') : said('payment.nothingToPay'));

  const bookingId = randomUUID();
  const { providerOrderId: orderId, redirectUrl } = await openProviderPayment(deps, provider, {
    bookingId,
    itemName: priced.item.name,
    passengers: input.passengers,
    amount: priced.providerAmount,
    buyer: buyerOf(input),
    ...(await payLaterTerms(deps, priced)),
  });
  // The booking, its hold and its `created` event commit together (decisions 0196, 0213). A refusal
  // here leaves the provider's payment unapproved, which moves no money.
  const holdExpiresAt = await db.transaction(async (tx) => {
    const held = await priceCheckout(tx, input, { lock: true, userId });
    // Seeds spent by another checkout since it was priced (decision 0234).
    if (held.seedsSpent !== priced.seedsSpent) throw seedsRefused();
    // Another checkout with the same card took part of its balance since it was priced.
    if (held.giftCardAmount !== priced.giftCardAmount || held.providerAmount !== priced.providerAmount)
      throw giftCardRefused(said('payment.giftCardShort'));
    const [booking] = await tx
      .insert(bookings)
      .values({
        ...pendingBooking(priced, input, userId, bookingId),
        payment_provider: provider.name,
        provider_order_id: orderId,
        hold_expires_at: checkoutHoldEnd,
      })
      .returning();
    await recordBookingEvent(tx, bookingId, { kind: 'traveller', id: userId }, { type: 'created', data: { source: 'web' } });
    return booking!.hold_expires_at!;
  });
  return {
    ...quoteAnswer(priced),
    orderId,
    bookingId,
    holdExpiresAt: holdExpiresAt.toISOString(),
    ...(redirectUrl ? { redirectUrl } : {}),
  };
}

/**
 * Opens the provider's payment of a booking (idempotency key `hv-order-<booking>`, so asking again
 * gets the same payment) and returns its id; the provider's refusal is a 502 in Spanish.
 */
export async function providerOrderFor(
  deps: Pick<PaymentDeps, 'log'>,
  provider: PaymentProvider,
  order: ProviderOrder,
): Promise<string> {
  return (await openProviderPayment(deps, provider, order)).providerOrderId;
}

interface ProviderOrder {
  bookingId: string;
  itemName: string;
  passengers: number;
  amount: number;
  buyer: { givenName: string; surname: string; email: string };
  cashDeadline?: Date | null;
  installments?: number;
}

/**
 * What staff set for paying later, applied to this checkout (decision 0216): until when a cash or
 * transfer payment may be made — never later than the cut-off before the departure starts on the
 * item's clock (a trip without a start time: its day's start), null inside it — and the most
 * months without interest its total reaches (1: none).
 */
export async function payLaterTerms(
  deps: Pick<PaymentDeps, 'payLater'>,
  priced: { departure: { date: string; startTime: string | null }; item: { timeZone: string }; providerAmount: number },
  now = new Date(),
): Promise<{ cashDeadline: Date | null; installments: number }> {
  const settings = await payLaterSettings(deps);
  const departureStartsAt = zonedStart(priced.departure.date, priced.departure.startTime ?? '00:00', priced.item.timeZone);
  return {
    cashDeadline: cashPaymentDeadline({ now, departureStartsAt, settings }),
    installments: installmentsFor(priced.providerAmount, settings.installments)?.months ?? 1,
  };
}

/** providerOrderFor, with where the browser goes to pay when the provider's page is its own (decision 0211). */
export async function openProviderPayment(
  deps: Pick<PaymentDeps, 'log'>,
  provider: PaymentProvider,
  order: ProviderOrder,
): Promise<{ providerOrderId: string; redirectUrl?: string }> {
  try {
    const created = await provider.createPayment({
      bookingId: order.bookingId,
      amount: { cents: toCents(order.amount), currency: PAYMENT_CURRENCY },
      itemName: order.itemName,
      passengers: order.passengers,
      buyer: order.buyer,
      idempotencyKey: `hv-order-${order.bookingId}`,
      ...(order.cashDeadline !== undefined ? { cashDeadline: order.cashDeadline } : {}),
      ...(order.installments !== undefined ? { installments: order.installments } : {}),
    });
    return created;
  } catch (error) {
    if (error instanceof ProviderError) {
      deps.log.error(
        { err: error, provider: provider.name, status: error.outcome.status, issue: error.issue },
        'payment provider: create order failed',
      );
      throw new AppError('bad_gateway', provider.words.unavailable);
    }
    throw error;
  }
}
