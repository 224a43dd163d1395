import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { bookings } from '../../db/schema.ts';

// The capture hold (docs/architecture.md §7 steps 4 and 9, docs/product.md §9): from the moment
// a capture starts, its booking's places, coupon use and gift-card part count as taken for
// CAPTURE_HOLD_MINUTES (a PayPal call takes seconds). The one definition of that window: every
// check of it — places, coupon uses, a second capture of the same booking, stale gift-card
// parts, a coupon that cannot be deleted yet — is built from holdRunning below.

export const CAPTURE_HOLD_MINUTES = 10;

const HOLD = sql.raw(`interval '${CAPTURE_HOLD_MINUTES} minutes'`);

/**
 * Whether a capture timestamp (capture_started_at, capture_in_flight_at) is inside the hold:
 * false when it is null, so `not holdRunning(...)` is the hold's end (or no hold at all).
 */
export const holdRunning = (column: AnyColumn): SQL<boolean> =>
  sql<boolean>`(${column} is not null and ${column} > now() - ${HOLD})`;

/** A booking whose capture holds its places, coupon use and gift-card part right now. */
export const captureHeld: SQL = and(eq(bookings.status, 'Pendiente'), holdRunning(bookings.capture_started_at))!;

/**
 * A manual sale's payment link that still holds its places (decision 0205): waiting for payment
 * and before its expiry. Read at the time of each check, so an expired link frees its places
 * without a job, and a restart loses nothing. Only places: a coupon's use counts from the capture.
 */
export const linkHeld: SQL = and(
  eq(bookings.status, 'Pendiente'),
  sql`(${bookings.link_expires_at} is not null and ${bookings.link_expires_at} > now())`,
)!;
