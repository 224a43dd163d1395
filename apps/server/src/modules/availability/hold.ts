import { and, eq, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { CHECKOUT_HOLD_MINUTES } from '@hv/shared';
import { bookings } from '../../db/schema.ts';

// The holds of a booking being paid (docs/architecture.md §7 steps 1, 4 and 9, docs/product.md §9,
// docs/decisions/0213-places-held-while-paying.md). From the moment a web checkout's order is
// created, its places, coupon use and gift-card part count as taken until hold_expires_at
// (CHECKOUT_HOLD_MINUTES later); from the moment a capture starts, for CAPTURE_HOLD_MINUTES (a
// provider's call takes seconds). Every check of them — places, coupon uses, a second capture of
// the same booking, stale gift-card parts, a coupon that cannot be deleted yet — is built from
// the definitions below, and read at the time of the check, so a hold ends by itself.

export const CAPTURE_HOLD_MINUTES = 10;
export { CHECKOUT_HOLD_MINUTES };

const HOLD = sql.raw(`interval '${CAPTURE_HOLD_MINUTES} minutes'`);

/** When a checkout created now stops holding (the database's clock, as every check reads it). */
export const checkoutHoldEnd: SQL = sql`now() + ${sql.raw(`interval '${CHECKOUT_HOLD_MINUTES} minutes'`)}`;

/**
 * Whether a capture timestamp (capture_started_at, capture_in_flight_at) is inside the hold:
 * false when it is null, so `not holdRunning(...)` is the hold's end (or no hold at all).
 */
export const holdRunning = (column: AnyColumn): SQL<boolean> =>
  sql<boolean>`(${column} is not null and ${column} > now() - ${HOLD})`;

/** Whether a booking's checkout hold (from its order) still runs: false when it has none. */
export const checkoutHoldRunning: SQL<boolean> = sql<boolean>`(${bookings.hold_expires_at} is not null and ${bookings.hold_expires_at} > now())`;

/** A web checkout whose order still holds its places, coupon use and gift-card part (ADR 0213). */
export const checkoutHeld: SQL = and(eq(bookings.status, 'Pendiente'), checkoutHoldRunning)!;

/**
 * A booking being paid right now: its checkout hold or its capture's hold runs. Its places, coupon
 * use and gift-card part are taken.
 */
export const paymentHeld: SQL = and(
  eq(bookings.status, 'Pendiente'),
  or(checkoutHoldRunning, holdRunning(bookings.capture_started_at)),
)!;

/**
 * A manual sale's payment link that still holds its places (decision 0205): waiting for payment
 * and before its expiry. Read at the time of each check, so an expired link frees its places
 * without a job, and a restart loses nothing. Only places: a coupon's use counts from the capture.
 */
export const linkHeld: SQL = and(
  eq(bookings.status, 'Pendiente'),
  sql`(${bookings.link_expires_at} is not null and ${bookings.link_expires_at} > now())`,
)!;
