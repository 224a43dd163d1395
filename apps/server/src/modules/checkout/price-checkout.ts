import {
  firstPlaceType,
  PAYMENT_CURRENCY,
  passengerTypeIds,
  phoneE164,
  seedsPart,
  placesOf,
  said,
  travellersOf,
  type BookedPickup,
  type BookedTraveller,
  type CheckoutQuote,
  type TravellerType,
} from '@hv/shared';
import { AppError } from '../../lib/errors.ts';
import type { z } from 'zod';
import type { checkCodesSchema, checkoutSchema, createOrderSchema } from '@hv/shared';
import type { Db } from '../../db/client.ts';
import type { bookings, coupons } from '../../db/schema.ts';
import {
  checkBookingDate,
  checkDateOpen,
  checkPlaces,
  chosenStartTime,
  findPublicItem,
  lockItem,
  placesTaken,
  type BookableItem,
  type Departure,
} from '../availability/index.ts';
import { checkCoupon, findCouponByCode, type GiftCardRow, splitGiftCard, usableGiftCard } from '../bookings/index.ts';
import { chosenPickup, withPickup } from './pickup-charge.ts';
import { fromCents, quoteLines, toCents, type Quote } from '../../lib/money.ts';
import { readSeedSettings, seedsToSpend } from '../bookings/index.ts';
import { waitlistInvitation } from '../waitlist/index.ts';

export type CheckoutInput = z.output<typeof checkoutSchema>;
/** A checkout with who books and who travels: what the two ways of paying receive. */
export type OrderInput = z.output<typeof createOrderSchema>;
export type CheckCodesInput = z.output<typeof checkCodesSchema>;

export interface PricedCheckout {
  item: BookableItem;
  departure: Departure;
  coupon: typeof coupons.$inferSelect | null;
  /** Σ count × type price, then the coupon: `amount` is the total the traveller pays. */
  price: Quote;
  /** The lines per traveller type, at the prices used (decision 0228). */
  travellers: BookedTraveller[];
  /** Places taken: the counts of the types that take a place. */
  places: number;
  /** The pickup chosen, its line in `price` (decision 0233); null: the meeting point. */
  pickup: BookedPickup | null;
  giftCard: GiftCardRow | null;
  giftCardAmount: number;
  /** What the payment provider charges (0 when the card pays it all). */
  providerAmount: number;
  /** Seeds the signed-in traveller spends and what they pay (decision 0234); 0 without. */
  seedsSpent: number;
  seedsAmount: number;
}

/** Who is checking out: a signed-in traveller may spend seeds (decision 0234). */
export interface PriceOptions {
  lock?: boolean;
  userId?: string | null;
  /** The departure's start: a pickup's time is counted back from it (decision 0233). */
  startTime?: string | null;
}

/**
 * Prices a checkout from the database: date and places (paid bookings plus captures in
 * flight), the coupon first, then the gift card (it pays min(balance, total); the payment provider the rest).
 * With `lock` (inside a transaction) the item and coupon rows are locked first, so that what
 * is checked here still holds when the caller records the booking.
 */
export async function priceCheckout(db: Db, input: CheckoutInput, opts: PriceOptions = {}): Promise<PricedCheckout> {
  const item = await findPublicItem(db, input.kind, input.id);
  checkBookingDate(item, input.date);
  // With `lock`, the closed dates and the capacity are read under the item's lock: a departure
  // cancelled meanwhile is seen here, not after the booking is paid (departure-open.ts).
  const capacity = opts.lock ? await lockItem(db, item) : item.capacity;
  await checkDateOpen(db, item, input.date);
  const departure = { date: input.date, startTime: chosenStartTime(item, input.startTime) };
  const codes = await priceCodes(db, item, input, { ...opts, startTime: departure.startTime });
  // Booking through a waitlist invitation: its own held places are not counted against it (decision 0235).
  const invitation = await waitlistInvitation(db, input.waitlistToken, item, departure, codes.places, opts);
  checkPlaces(
    capacity,
    await placesTaken(db, item, departure, { holds: true, exceptWaitlistEntryId: invitation ?? undefined }),
    codes.places,
  );
  return { item, departure, ...codes };
}

/**
 * The coupon, then the gift card, for `passengers` of an item: what `Aplicar` shows before a
 * date is chosen (POST /api/payments/codes) and the second half of priceCheckout.
 */
export async function priceCodes(
  db: Db,
  item: BookableItem,
  input: Pick<CheckoutInput, 'passengers' | 'travellers' | 'couponCode' | 'giftCardSeries' | 'pickupId' | 'useSeeds'>,
  opts: PriceOptions = {},
): Promise<Omit<PricedCheckout, 'item' | 'departure'>> {
  const travellers = bookedTravellers(item, input);
  const coupon = input.couponCode
    ? await checkCoupon(db, await findCouponByCode(db, input.couponCode, { lock: opts.lock }))
    : null;
  // A 100 % coupon makes the total 0: the booking is confirmed without a provider (pay-with-gift-card.ts).
  const places = placesOf(travellers);
  // The pickup's charge is added after the coupon (pickup-charge.ts, decision 0233).
  const pickup = chosenPickup(item, input.pickupId, places, opts.startTime);
  const price = withPickup(quoteLines(travellers, coupon?.discount_percentage ?? 0), pickup);
  const giftCard = input.giftCardSeries ? await usableGiftCard(db, input.giftCardSeries, { lock: opts.lock }) : null;
  // Seeds pay their share of the total first, the gift card then what is left (decision 0234).
  const seeds = await seedsOf(db, price.amount, input.useSeeds, opts);
  const split = splitGiftCard(fromCents(toCents(price.amount) - toCents(seeds.amount)), giftCard?.balance ?? 0);
  return { coupon, price, travellers, places, pickup, giftCard, ...split, seedsSpent: seeds.seeds, seedsAmount: seeds.amount };
}

/** What the signed-in traveller's seeds pay of `total` when asked (the server decides how many), locked with `lock`. */
async function seedsOf(db: Db, total: number, useSeeds: boolean | undefined, opts: PriceOptions) {
  if (!useSeeds || !opts.userId) return { seeds: 0, amount: 0 };
  const settings = await readSeedSettings(db);
  if (!settings.enabled) return { seeds: 0, amount: 0 };
  return seedsPart(total, await seedsToSpend(db, opts.userId, { lock: opts.lock }), settings);
}

/**
 * The booking's lines per traveller type at the item's prices now (decision 0228). With counts,
 * each type must be the item's, everyone must add up to `passengers` (one name each) and at least
 * one must take a place; without (an older client), `passengers` of the first place-taking type.
 */
export function bookedTravellers(
  item: Pick<BookableItem, 'travellerTypes'>,
  input: Pick<CheckoutInput, 'passengers' | 'travellers'>,
): BookedTraveller[] {
  const line = (t: TravellerType, count: number): BookedTraveller => ({
    typeId: t.id,
    name: t.name,
    nameEn: t.nameEn,
    unitPrice: t.price,
    count,
    takesPlace: t.takesPlace,
  });
  if (!input.travellers) {
    const first = firstPlaceType(item.travellerTypes);
    if (!first) throw new AppError('validation', said('travellerTypes.placeRequired'));
    return [line(first, input.passengers)];
  }
  const counts = new Map<string, number>();
  for (const c of input.travellers) {
    if (!item.travellerTypes.some((t) => t.id === c.typeId))
      throw new AppError('validation', said('payment.travellerTypeUnknown'));
    counts.set(c.typeId, (counts.get(c.typeId) ?? 0) + c.count);
  }
  const lines = item.travellerTypes.filter((t) => (counts.get(t.id) ?? 0) > 0).map((t) => line(t, counts.get(t.id)!));
  if (placesOf(lines) < 1) throw new AppError('validation', said('travellerTypes.placeRequired'));
  if (travellersOf(lines) !== input.passengers) throw new AppError('validation', said('payment.travellersMismatch'));
  return lines;
}

/** The figures the form shows (POST /api/payments/quote, and the created order's). */
export function quoteAnswer(p: Omit<PricedCheckout, 'item' | 'departure'>): CheckoutQuote {
  return {
    subtotal: p.price.subtotal,
    discount: p.price.discount,
    total: p.price.amount,
    giftCardAmount: p.giftCardAmount,
    amount: p.providerAmount,
    // Only when seeds pay a part: the answer stays as it was for everyone else (decision 0234).
    ...(p.seedsSpent > 0 ? { seedsSpent: p.seedsSpent, seedsAmount: p.seedsAmount } : {}),
    currency: PAYMENT_CURRENCY,
    giftCard: p.giftCard
      ? { series: p.giftCard.series, remaining: fromCents(toCents(p.giftCard.balance) - toCents(p.giftCardAmount)) }
      : null,
    ...(p.pickup ? { pickup: p.pickup } : {}),
  };
}

/**
 * The `Pendiente` booking row of a priced checkout, as both ways of paying record it.
 * `amount` is what the payment provider charges (0 when the card pays it all); the traveller pays
 * amount + gift_card_amount (reports add them).
 */
export function pendingBooking(
  priced: PricedCheckout,
  input: OrderInput,
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
    booking_date: priced.departure.date,
    start_time: priced.departure.startTime,
    // The item's zone travels with the booking (docs/decisions/0200-a-time-zone-per-item.md).
    time_zone: item.timeZone,
    // Places taken (what capacity counts); everyone travelling is in the lines and the names.
    passengers: priced.places,
    travellers: priced.travellers,
    passenger_types: passengerTypeIds(priced.travellers),
    pickup: priced.pickup,
    contact_name: input.contactName,
    contact_email: input.contactEmail,
    contact_phone: phoneE164(input.contactPhoneCountry, input.contactPhone),
    passenger_names: input.passengerNames,
    locale: input.locale ?? 'es',
    unit_price: price.unitPrice,
    subtotal: price.subtotal,
    discount: price.discount,
    amount: priced.providerAmount,
    gift_card_id: giftCard?.id ?? null,
    gift_card_amount: priced.giftCardAmount,
    seeds_spent: priced.seedsSpent,
    seeds_amount: priced.seedsAmount,
    currency: PAYMENT_CURRENCY,
    status: 'Pendiente',
    coupon_id: coupon?.id ?? null,
  };
}
