import { eq } from 'drizzle-orm';
import { DESK_MESSAGES, referenceFrom, todayIn, type VoucherCheckIn, type VoucherCheckInResult } from '@hv/shared';
import type { Db } from '../../db/client.ts';
import { bookings, user } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { SessionUser } from '../auth/index.ts';
import type { AuditWho } from '../audit/index.ts';
import { bookingsByReference } from '../bookings/index.ts';
import { deskRow, type BookingRow } from './bookings-list.ts';
import { assertCheckable, lockBooking, markPresent, presenceOf } from './passenger-check-in.ts';

// Check-in at the departure (docs/product.md §14.4): the voucher's QR (its link) or the typed
// reference marks a paid booking of today `Presentado`, once; the second scan says who did it.
// Each passenger is marked on their own (passenger-check-in.ts).

const m = DESK_MESSAGES;

/** Of the bookings sharing a reference (almost always one), the paid one of today, else a paid one. */
function pick(rows: BookingRow[], dayOf: (b: BookingRow) => string): BookingRow | undefined {
  return (
    rows.find((b) => b.status === 'Pagada' && b.booking_date === dayOf(b)) ??
    rows.find((b) => b.status === 'Pagada') ??
    rows.find((b) => b.status === 'Reembolsada') ??
    rows[0]
  );
}

async function staffName(db: Db, id: string | null): Promise<string | null> {
  if (!id) return null;
  const [u] = await db.select({ name: user.fullName, email: user.email }).from(user).where(eq(user.id, id));
  return u ? (u.name ?? u.email) : null;
}

/**
 * The voucher's scan: checks in every passenger of the booking, or those chosen; when some
 * already showed up and none were chosen it writes nothing and answers `choose` (decision 0190).
 */
export async function checkIn(
  db: Db,
  input: VoucherCheckIn,
  staff: SessionUser,
  who: AuditWho,
  today?: string,
): Promise<VoucherCheckInResult> {
  const reference = referenceFrom(input.code);
  if (!reference) throw new AppError('validation', m.referenceInvalid, { code: m.referenceInvalid });
  const at = input.at ? new Date(input.at) : new Date();
  // "Today" on the clock of the booking's place (docs/decisions/0200-a-time-zone-per-item.md); a
  // check-in queued offline counts for the day it was made on the device.
  const dayOf = (b: BookingRow) => (input.at || !today ? todayIn(b.time_zone, at) : today);
  const found = pick(await bookingsByReference(db, reference, { anyStatus: true }), dayOf);
  if (!found || found.status === 'Pendiente' || found.status === 'Cancelada') {
    throw new AppError('not_found', found ? m.notPaid : m.referenceNotFound, {
      code: found ? m.notPaid : m.referenceNotFound,
    });
  }
  assertCheckable(found, dayOf(found));

  const result = await db.transaction(async (tx) => {
    const booking = await lockBooking(tx, found.id);
    const before = (await presenceOf(tx, [booking])).get(booking.id)!;
    const waiting = before.filter((p) => !p.checkedInAt).map((p) => p.index);
    if (input.passengers)
      return (await markPresent(tx, booking, input.passengers, at, Boolean(input.at), staff, who)).length
        ? 'checked_in'
        : 'already';
    if (waiting.length === 0) return 'already';
    if (waiting.length < before.length) return 'choose';
    await markPresent(tx, booking, waiting, at, Boolean(input.at), staff, who);
    return 'checked_in';
  });
  const [row] = await db.select().from(bookings).where(eq(bookings.id, found.id));
  return {
    result,
    booking: { ...deskRow(row!, dayOf(row!)), passengerNames: row!.passenger_names },
    checkedInAt: row!.checked_in_at?.toISOString() ?? null,
    checkedInBy: await staffName(db, row!.checked_in_by),
    passengers: (await presenceOf(db, [row!])).get(row!.id)!,
  };
}
