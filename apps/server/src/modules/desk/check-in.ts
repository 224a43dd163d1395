import { and, eq, isNull, sql } from 'drizzle-orm';
import { DESK_MESSAGES, formatLongDate, referenceFrom, todayInMexico, type CheckInResult } from '@hv/shared';
import type { Db } from '../../db/client.ts';
import { bookings, user } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { SessionUser } from '../auth/index.ts';
import { recordAudit, type AuditWho } from '../audit/index.ts';
import { bookingsByReference } from '../payments/index.ts';
import { deskRow, type BookingRow } from './bookings-list.ts';

// Check-in at the departure (docs/product.md §14.4): the voucher's QR (its link) or the typed
// reference marks a paid booking of today `Presentado`, once; the second scan says who did it.

const m = DESK_MESSAGES;
const refuse = (message: string) => new AppError('conflict', message, { code: message });

/** Of the bookings sharing a reference (almost always one), the paid one of today, else a paid one. */
function pick(rows: BookingRow[], today: string): BookingRow | undefined {
  return (
    rows.find((b) => b.status === 'Pagada' && b.booking_date === today) ??
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

export async function checkIn(
  db: Db,
  code: string,
  staff: SessionUser,
  who: AuditWho,
  today = todayInMexico(),
): Promise<CheckInResult> {
  const reference = referenceFrom(code);
  if (!reference) throw new AppError('validation', m.referenceInvalid, { code: m.referenceInvalid });
  const booking = pick(await bookingsByReference(db, reference, { anyStatus: true }), today);
  if (!booking || booking.status === 'Pendiente' || booking.status === 'Cancelada') {
    throw new AppError('not_found', booking ? m.notPaid : m.referenceNotFound, {
      code: booking ? m.notPaid : m.referenceNotFound,
    });
  }
  if (booking.status === 'Reembolsada') throw refuse(m.refunded);
  if (booking.booking_date !== today) throw refuse(m.otherDate(formatLongDate(booking.booking_date)));

  // Only the first scan writes, and only it is audited: a second one (or two desks at once) finds it set.
  const marked = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(bookings)
      .set({ checked_in_at: sql`now()`, checked_in_by: staff.id })
      .where(and(eq(bookings.id, booking.id), isNull(bookings.checked_in_at)))
      .returning();
    if (row)
      await recordAudit(tx, who, {
        action: 'check-in',
        kind: 'booking',
        id: row.id,
        before: { checked_in_at: null },
        after: { checked_in_at: row.checked_in_at },
      });
    return row;
  });
  const row = marked ?? (await db.select().from(bookings).where(eq(bookings.id, booking.id)))[0]!;
  return {
    result: marked ? 'checked_in' : 'already',
    booking: { ...deskRow(row, today), passengerNames: row.passenger_names },
    checkedInAt: row.checked_in_at!.toISOString(),
    checkedInBy: await staffName(db, row.checked_in_by),
  };
}
