import { and, eq, notLike, sql } from 'drizzle-orm';
import { SEEDS_BLOCK_MXN, SEEDS_PER_BLOCK } from '@hv/shared';
import type { Db } from '../../../db/client.ts';
import { seedsLedger, user } from '../../../db/schema.ts';
import { toCents } from '../../../lib/money.ts';

export const SEEDS_REASON_BOOKING = 'booking';
export const SEEDS_REASON_REFUND = 'refund';

/** docs/product.md §7: 25 seeds per full 500 MXN paid (499.99 → 0, 500 → 25, 1 499 → 50). */
export function seedsForAmount(amountMxn: number): number {
  return Math.floor(toCents(amountMxn) / toCents(SEEDS_BLOCK_MXN)) * SEEDS_PER_BLOCK;
}

/**
 * Adds a ledger row for (booking, reason) and moves the balance by the same delta, both only
 * if that row did not exist: the unique (booking_id, reason) makes a retry a no-op. Returns
 * the delta applied (0 when it had been applied before). Call inside the booking's transaction.
 */
async function applyOnce(tx: Db, userId: string, bookingId: string, reason: string, delta: number): Promise<number> {
  if (delta === 0) return 0;
  const inserted = await tx
    .insert(seedsLedger)
    .values({ user_id: userId, booking_id: bookingId, reason, delta })
    .onConflictDoNothing({ target: [seedsLedger.booking_id, seedsLedger.reason] })
    .returning({ id: seedsLedger.id });
  if (!inserted.length) return 0;
  // Never below zero: seeds cannot be spent yet, but staff might have corrected a balance.
  await tx
    .update(user)
    .set({ seeds: sql`greatest(${user.seeds} + ${delta}, 0)` })
    .where(eq(user.id, userId));
  return delta;
}

export const awardSeeds = (tx: Db, userId: string, bookingId: string, amountMxn: number) =>
  applyOnce(tx, userId, bookingId, SEEDS_REASON_BOOKING, seedsForAmount(amountMxn));

/**
 * A full refund takes back what the booking still holds (what it awarded less what partial
 * refunds already took back), once.
 */
export async function takeBackSeeds(tx: Db, userId: string, bookingId: string): Promise<number> {
  const held = await seedsHeldBy(tx, bookingId);
  return 0 - (await applyOnce(tx, userId, bookingId, SEEDS_REASON_REFUND, -held)); // 0, never -0
}

/**
 * A partial refund (the provider's refund `refundId`): the booking keeps the seeds of what is still
 * paid, `keptMxn` (never more than it awarded); the difference goes back in a ledger row of
 * its own, `refund:<refundId>`, so each refund applies once. Returns the seeds taken back.
 */
export async function keepSeedsOf(tx: Db, userId: string, bookingId: string, keptMxn: number, refundId: string): Promise<number> {
  const awarded = await seedsAwardedFor(tx, bookingId);
  const held = await seedsHeldBy(tx, bookingId);
  const target = Math.min(awarded, seedsForAmount(Math.max(0, keptMxn)));
  return 0 - (await applyOnce(tx, userId, bookingId, `${SEEDS_REASON_REFUND}:${refundId}`, target - held));
}

/**
 * The booking's seeds now: every ledger row of it that earned (awarded, less what refunds took
 * back). Seeds it spent (`spend`, `spend-back:…`, decision 0234) are the traveller's, not earned.
 */
async function seedsHeldBy(db: Db, bookingId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${seedsLedger.delta}), 0)::int` })
    .from(seedsLedger)
    .where(and(eq(seedsLedger.booking_id, bookingId), notLike(seedsLedger.reason, 'spend%')));
  return Number(row?.n ?? 0);
}

export async function seedsAwardedFor(db: Db, bookingId: string): Promise<number> {
  const [row] = await db
    .select({ delta: seedsLedger.delta })
    .from(seedsLedger)
    .where(and(eq(seedsLedger.booking_id, bookingId), eq(seedsLedger.reason, SEEDS_REASON_BOOKING)));
  return row?.delta ?? 0;
}

export async function seedsBalance(db: Db, userId: string): Promise<number | null> {
  const [row] = await db.select({ seeds: user.seeds }).from(user).where(eq(user.id, userId));
  return row?.seeds ?? null;
}
