import { and, eq, gte, like, ne, notExists, sql } from 'drizzle-orm';
import { DEFAULT_SEED_SETTINGS, SEED_SETTINGS_KEY, said, seedSettingsSchema, seedsBackFor, type SeedSettings } from '@hv/shared';
import type { Db } from '../../../db/client.ts';
import { bookings, seedsLedger, settings, user } from '../../../db/schema.ts';
import { holdRunning } from '../../availability/index.ts';
import { AppError, type Words } from '../../../lib/errors.ts';
import type { BookingRow } from '../booking-lock.ts';
import { lockCoupon } from './coupon-rules.ts';

// Spending seeds (issue 32, docs/decisions/0234-spending-seeds.md). A booking plans its seeds at
// checkout (bookings.seeds_spent, seeds_amount); they leave the balance in the transaction that
// marks it paid (markPaid, the one settle path), as the ledger row `spend`, with a conditional
// UPDATE so that the balance never goes below zero when two checkouts spend the same seeds; refunds
// give them back in proportion, one `spend-back:<refund>` row each.

export const SEEDS_REASON_SPEND = 'spend';
export const SEEDS_REASON_SPEND_BACK = 'spend-back';

/** What staff set in `Programa de Recompensas`; a row that no longer fits falls back to the defaults (off). */
export async function readSeedSettings(db: Db): Promise<SeedSettings> {
  const [row] = await db.select().from(settings).where(eq(settings.key, SEED_SETTINGS_KEY));
  const parsed = row ? seedSettingsSchema.safeParse(row.value) : null;
  return parsed?.success ? parsed.data : DEFAULT_SEED_SETTINGS;
}

/** A traveller's balance; with `lock` (inside a transaction) the user row is locked until it ends. */
export async function seedsToSpend(db: Db, userId: string, opts: { lock?: boolean } = {}): Promise<number> {
  const query = db.select({ seeds: user.seeds }).from(user).where(eq(user.id, userId));
  const [row] = opts.lock ? await query.for('update') : await query;
  return row?.seeds ?? 0;
}

/**
 * Before a provider takes the money (capture step 1): the traveller's balance, locked, must still
 * hold the booking's seeds besides those other captures running now plan to spend, so two
 * checkouts spending the same seeds are told apart before either is charged; else the refusal.
 */
export async function checkSeedsFree(tx: Db, booking: Pick<BookingRow, 'id' | 'user_id' | 'seeds_spent'>): Promise<void> {
  if (booking.seeds_spent <= 0) return;
  if (!booking.user_id) throw seedsRefused();
  const balance = await seedsToSpend(tx, booking.user_id, { lock: true });
  const [held] = await tx
    .select({ n: sql<number>`coalesce(sum(${bookings.seeds_spent}), 0)::int` })
    .from(bookings)
    .where(
      and(
        eq(bookings.user_id, booking.user_id),
        ne(bookings.id, booking.id),
        eq(bookings.status, 'Pendiente'),
        holdRunning(bookings.capture_started_at),
        notExists(
          tx
            .select({ id: seedsLedger.id })
            .from(seedsLedger)
            .where(and(eq(seedsLedger.booking_id, bookings.id), eq(seedsLedger.reason, SEEDS_REASON_SPEND))),
        ),
      ),
    );
  if (balance - Number(held?.n ?? 0) < booking.seeds_spent) throw seedsRefused();
}

/** The refusal the form shows when the seeds are gone since the order was priced. */
export const seedsRefused = (message: Words = said('payment.seedsShort')) =>
  new AppError('unprocessable', message, { useSeeds: message });

/**
 * Takes the booking's planned seeds from its traveller's balance, once (the unique
 * (booking, `spend`) ledger row): a conditional UPDATE, so a balance that no longer has them is
 * refused (422, Spanish) and, the caller's transaction rolling back, nothing is spent.
 */
export async function takeSeedsPart(tx: Db, booking: Pick<BookingRow, 'id' | 'user_id' | 'seeds_spent'>): Promise<void> {
  if (booking.seeds_spent <= 0) return;
  if (!booking.user_id) throw seedsRefused();
  const [done] = await tx
    .select({ id: seedsLedger.id })
    .from(seedsLedger)
    .where(and(eq(seedsLedger.booking_id, booking.id), eq(seedsLedger.reason, SEEDS_REASON_SPEND)));
  if (done) return;
  const taken = await tx
    .update(user)
    .set({ seeds: sql`${user.seeds} - ${booking.seeds_spent}` })
    .where(and(eq(user.id, booking.user_id), gte(user.seeds, booking.seeds_spent)))
    .returning({ id: user.id });
  if (!taken.length) throw seedsRefused();
  await tx
    .insert(seedsLedger)
    .values({ user_id: booking.user_id, booking_id: booking.id, reason: SEEDS_REASON_SPEND, delta: -booking.seeds_spent });
}

/** Like takeSeedsPart, answering the refusal's words instead of throwing (settle's step 6). */
export async function ensureSeedsPart(tx: Db, booking: BookingRow): Promise<Words | null> {
  if (booking.seeds_spent <= 0) return null;
  // The coupon before the user row, in the same order as markPaid.
  if (booking.coupon_id) await lockCoupon(tx, booking.coupon_id);
  try {
    await takeSeedsPart(tx, booking);
    return null;
  } catch (error) {
    if (error instanceof AppError) return error.words;
    throw error;
  }
}

/**
 * A refund of the booking (`refundKey`): with `refundedCents` of its `paidCents` back in all, the
 * traveller gets back that share of the seeds spent (all of them on a full refund), less what
 * earlier refunds gave back; one ledger row per refund. Call inside the refund's transaction.
 */
export async function giveSeedsBack(
  tx: Db,
  booking: Pick<BookingRow, 'id' | 'user_id' | 'seeds_spent'>,
  paidCents: number,
  refundedCents: number,
  refundKey: string,
): Promise<number> {
  if (booking.seeds_spent <= 0 || !booking.user_id) return 0;
  const rows = await tx
    .select({ reason: seedsLedger.reason, delta: seedsLedger.delta })
    .from(seedsLedger)
    .where(and(eq(seedsLedger.booking_id, booking.id), like(seedsLedger.reason, `${SEEDS_REASON_SPEND}%`)));
  // Nothing was taken (the booking never got paid): nothing to give back.
  if (!rows.some((r) => r.reason === SEEDS_REASON_SPEND)) return 0;
  const back = rows.filter((r) => r.reason !== SEEDS_REASON_SPEND).reduce((sum, r) => sum + r.delta, 0);
  const delta = seedsBackFor(booking.seeds_spent, paidCents, refundedCents) - back;
  if (delta <= 0) return 0;
  const inserted = await tx
    .insert(seedsLedger)
    .values({ user_id: booking.user_id, booking_id: booking.id, reason: `${SEEDS_REASON_SPEND_BACK}:${refundKey}`, delta })
    .onConflictDoNothing({ target: [seedsLedger.booking_id, seedsLedger.reason] })
    .returning({ id: seedsLedger.id });
  if (!inserted.length) return 0;
  await tx
    .update(user)
    .set({ seeds: sql`${user.seeds} + ${delta}` })
    .where(eq(user.id, booking.user_id));
  return delta;
}

/** Seeds given back so far of those the booking spent (its `spend-back:*` rows): the refund e-mail says what one refund added. */
export async function seedsGivenBack(db: Db, bookingId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${seedsLedger.delta}), 0)::int` })
    .from(seedsLedger)
    .where(and(eq(seedsLedger.booking_id, bookingId), like(seedsLedger.reason, `${SEEDS_REASON_SPEND_BACK}:%`)));
  return Number(row?.n ?? 0);
}
