import { randomInt } from 'node:crypto';
import { and, eq, gte, sql } from 'drizzle-orm';
import { GIFT_CARD_SERIES_ALPHABET, GIFT_CARD_SERIES_LENGTH, said, todayInMexico, type GiftCardCurrency } from '@hv/shared';
import type { Db } from '../../db/client.ts';
import { giftCards } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { fromCents, toCents } from '../../lib/money.ts';

/** docs/product.md §9: 12 characters from A–Z and 0–9, from a cryptographic source (randomInt has no modulo bias). */
export function generateSeries(): string {
  let series = '';
  for (let i = 0; i < GIFT_CARD_SERIES_LENGTH; i++)
    series += GIFT_CARD_SERIES_ALPHABET[randomInt(GIFT_CARD_SERIES_ALPHABET.length)];
  return series;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const byIdOrSeries = (card: string) =>
  UUID.test(card) ? eq(giftCards.id, card) : eq(giftCards.series, card.trim().toUpperCase());

/** A positive amount in whole centavos, as the numeric literal PostgreSQL compares exactly. */
function toAmount(amount: number): string {
  const cents = toCents(amount);
  if (!Number.isFinite(amount) || cents <= 0) throw new AppError('validation', said('giftCard.amountInvalid'));
  return fromCents(cents).toFixed(2);
}

export interface GiftCardSpend {
  id: string;
  series: string;
  currency: GiftCardCurrency;
  /** What was taken from the card. */
  spent: number;
  /** What is left after this spend. */
  balance: number;
}

/**
 * Takes `amount` from a gift card (by id or series) in one statement:
 * `UPDATE gift_cards SET balance = balance - $amount WHERE … AND balance >= $amount RETURNING …`.
 * The row lock of the UPDATE serialises concurrent spends and the condition is re-checked on the
 * latest balance, so parallel spends can never take the balance below zero. Refuses (422) a
 * retired card (is_active false), an expired card (Mexico City's date), another currency or a
 * balance short of the amount; 404 for an unknown card. Use it inside the booking's transaction
 * so a failed payment rolls it back (or give the amount back with restoreGiftCard).
 */
export async function spendGiftCard(
  tx: Db,
  card: string,
  amount: number,
  opts: { currency?: GiftCardCurrency; today?: string } = {},
): Promise<GiftCardSpend> {
  const value = toAmount(amount);
  const today = opts.today ?? todayInMexico();
  const [row] = await tx
    .update(giftCards)
    .set({ balance: sql`${giftCards.balance} - ${value}::numeric` })
    .where(
      and(
        byIdOrSeries(card),
        eq(giftCards.is_active, true),
        sql`${giftCards.balance} >= ${value}::numeric`,
        gte(giftCards.expiry_date, today),
        opts.currency ? eq(giftCards.currency, opts.currency) : undefined,
      ),
    )
    .returning();
  if (row) {
    return {
      id: row.id,
      series: row.series,
      currency: row.currency as GiftCardCurrency,
      spent: Number(value),
      balance: Number(row.balance),
    };
  }
  // Nothing changed: say why, by key, so any page a refusal reaches says it in its language; the
  // Spanish is GIFT_CARD_MESSAGES' (docs/decisions/0197-messages-travel-as-keys.md).
  const [found] = await tx.select().from(giftCards).where(byIdOrSeries(card));
  if (!found) throw notFound(said('giftCard.notFound'));
  if (!found.is_active) throw new AppError('unprocessable', said('giftCard.inactive'));
  if (found.expiry_date < today) throw new AppError('unprocessable', said('giftCard.expired'));
  if (opts.currency && found.currency !== opts.currency)
    throw new AppError('unprocessable', said('giftCard.currency', { cardCurrency: found.currency, saleCurrency: opts.currency }));
  throw new AppError('unprocessable', said('giftCard.insufficient'));
}

/** Gives back what a spend took (e.g. the payment failed after the spend was committed), never above the credit. */
export async function restoreGiftCard(tx: Db, card: string, amount: number): Promise<number> {
  const value = toAmount(amount);
  const [row] = await tx
    .update(giftCards)
    .set({ balance: sql`least(${giftCards.credit}, ${giftCards.balance} + ${value}::numeric)` })
    .where(byIdOrSeries(card))
    .returning({ balance: giftCards.balance });
  if (!row) throw notFound(said('giftCard.notFound'));
  return Number(row.balance);
}
