import { and, eq, isNull, sql } from 'drizzle-orm';
import { normalizeGiftCardSeries, PAYMENT_CURRENCY, said, todayInMexico, type Said } from '@hv/shared';
import type { Db } from '../../../db/client.ts';
import { bookings, giftCards } from '../../../db/schema.ts';
import { AppError, type Words } from '../../../lib/errors.ts';
import { restoreGiftCard, spendGiftCard } from '../../gift-cards/index.ts';
import type { BookingRow } from '../booking-lock.ts';
import { lockCoupon } from './coupon-rules.ts';
import { checkoutHoldRunning, holdRunning } from '../../availability/index.ts';
import { fromCents, toCents } from '../../../lib/money.ts';

export type GiftCardRow = typeof giftCards.$inferSelect;

/** A refusal the form shows next to the gift-card field. */
export const giftCardRefused = (message: Words) => new AppError('unprocessable', message, { giftCardSeries: message });

/** Why a card cannot pay an MXN booking today (Mexico City's date; retired by staff), or null when it can. */
export function whyUnusable(card: GiftCardRow | undefined, today = todayInMexico()): Said | null {
  if (!card) return said('payment.giftCardNotFound');
  if (!card.is_active) return said('payment.giftCardInactive');
  if (card.expiry_date < today) return said('payment.giftCardExpired');
  if (card.currency !== PAYMENT_CURRENCY) return said('payment.giftCardCurrency', { currency: card.currency });
  if (toCents(card.balance) <= 0) return said('payment.giftCardEmpty');
  return null;
}

/**
 * The gift card of a series, able to pay now: exists, active, not expired, MXN, with a balance. Holds
 * that abandoned captures left on it are given back first, and the parts that running checkouts
 * hold (planned, not yet taken: decision 0213) are left out, so the balance answered is what is
 * really free. With `lock` (inside a transaction) the card's row is locked, so two checkouts
 * cannot plan the same balance.
 */
export async function usableGiftCard(db: Db, series: string, opts: { lock?: boolean } = {}): Promise<GiftCardRow> {
  const bySeries = eq(giftCards.series, normalizeGiftCardSeries(series));
  const read = async () => {
    const query = db.select().from(giftCards).where(bySeries);
    return (opts.lock ? await query.for('update') : await query)[0];
  };
  let card = await read();
  if (card && (await releaseStaleGiftCardHolds(db, card.id)) !== null) card = await read();
  if (card) card = { ...card, balance: fromCents(toCents(card.balance) - toCents(await checkoutHeldPart(db, card.id))) };
  const why = whyUnusable(card);
  if (why) throw giftCardRefused(why);
  return card!;
}

/**
 * What running checkout holds planned from a card and have not taken yet (a capture takes it):
 * no other checkout may plan it meanwhile (decision 0213).
 */
async function checkoutHeldPart(db: Db, giftCardId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<string>`coalesce(sum(${bookings.gift_card_amount}), 0)` })
    .from(bookings)
    .where(
      and(
        eq(bookings.gift_card_id, giftCardId),
        eq(bookings.status, 'Pendiente'),
        isNull(bookings.gift_card_spent_at),
        checkoutHoldRunning,
      ),
    );
  return Number(row?.n ?? 0);
}

/** What a gift card pays of a total (all of its balance at most) and what is left for the payment provider. */
export function splitGiftCard(total: number, balance: number): { giftCardAmount: number; providerAmount: number } {
  const gift = Math.max(0, Math.min(toCents(balance), toCents(total)));
  return { giftCardAmount: fromCents(gift), providerAmount: fromCents(toCents(total) - gift) };
}

/**
 * Gives back the gift-card parts of pending bookings whose capture hold has run out (the
 * provider never answered, or the traveller left while it kept the capture in review): one
 * statement, so the bookings and the card move together. Rows another transaction has locked
 * (a capture being recorded right now) are skipped, never waited for. Returns the card's new
 * balance, or null when nothing was given back.
 */
export async function releaseStaleGiftCardHolds(db: Db, giftCardId: string, exceptBookingId?: string): Promise<number | null> {
  const except = exceptBookingId ? sql`and ${bookings.id} <> ${exceptBookingId}` : sql``;
  const result = await db.execute<{ balance: string }>(sql`
    with stale as (
      select ${bookings.id} as id, ${bookings.gift_card_amount} as amount
      from ${bookings}
      where ${bookings.gift_card_id} = ${giftCardId}
        and ${bookings.status} = 'Pendiente'
        and ${bookings.gift_card_spent_at} is not null
        and not ${holdRunning(bookings.capture_started_at)}
        ${except}
      for update skip locked
    ), released as (
      update ${bookings} set gift_card_spent_at = null from stale where ${bookings.id} = stale.id returning stale.amount
    )
    update ${giftCards}
    set balance = least(${giftCards.credit}, ${giftCards.balance} + (select sum(amount) from released))
    where ${giftCards.id} = ${giftCardId} and exists (select 1 from released)
    returning ${giftCards.balance} as balance`);
  const row = (result as unknown as { rows: { balance: string }[] }).rows[0];
  return row ? Number(row.balance) : null;
}

const plannedGiftPart = (booking: BookingRow) => toCents(booking.gift_card_amount) > 0;

/**
 * Takes the booking's gift-card part from the card (spendGiftCard's conditional UPDATE), once:
 * a booking that already holds it is left as it is. Call inside the booking's transaction with
 * its row locked; a refusal (422, Spanish) leaves the card untouched.
 */
export async function takeGiftCardPart(tx: Db, booking: BookingRow): Promise<void> {
  if (!plannedGiftPart(booking) || booking.gift_card_spent_at) return;
  // The card was deleted after the order was priced: its part cannot be paid.
  if (!booking.gift_card_id) throw giftCardRefused(said('payment.giftCardNotFound'));
  await releaseStaleGiftCardHolds(tx, booking.gift_card_id, booking.id);
  try {
    await spendGiftCard(tx, booking.gift_card_id, booking.gift_card_amount, { currency: PAYMENT_CURRENCY });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const [card] = await tx.select().from(giftCards).where(eq(giftCards.id, booking.gift_card_id));
    const why = whyUnusable(card);
    // Usable but short: someone else spent it since the order was priced.
    throw giftCardRefused(why && why.key !== 'payment.giftCardEmpty' ? why : said('payment.giftCardShort'));
  }
  await tx
    .update(bookings)
    .set({ gift_card_spent_at: sql`now()` })
    .where(eq(bookings.id, booking.id));
}

/**
 * Gives the booking's gift-card part back to the card if the booking holds it (a capture that
 * failed, a refund), once. Call inside the booking's transaction with its row locked.
 */
export async function giveGiftCardPartBack(tx: Db, booking: BookingRow): Promise<number> {
  if (!plannedGiftPart(booking) || !booking.gift_card_spent_at) return 0;
  await tx.update(bookings).set({ gift_card_spent_at: null }).where(eq(bookings.id, booking.id));
  // A card deleted meanwhile has nothing to give back to.
  if (booking.gift_card_id) await restoreGiftCard(tx, booking.gift_card_id, booking.gift_card_amount);
  return booking.gift_card_amount;
}

/**
 * Before recording a payment: the gift-card part must be held by the booking. It is, unless
 * the hold ran out while the provider was answering and another checkout took the balance back (see
 * releaseStaleGiftCardHolds); then it is taken again, or the refusal's message is returned.
 * Locks the coupon before the card, in the same order as step 1.
 */
export async function ensureGiftCardPart(tx: Db, booking: BookingRow): Promise<Words | null> {
  if (booking.gift_card_spent_at || toCents(booking.gift_card_amount) <= 0) return null;
  if (booking.coupon_id) await lockCoupon(tx, booking.coupon_id);
  try {
    await takeGiftCardPart(tx, booking);
    booking.gift_card_spent_at = new Date();
    return null;
  } catch (error) {
    if (error instanceof AppError) return error.words;
    throw error;
  }
}
