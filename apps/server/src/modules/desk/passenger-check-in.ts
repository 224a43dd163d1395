import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  DESK_MESSAGES,
  formatLongDate,
  PASSENGER_CHECK_IN_MESSAGES,
  passengerLabel,
  todayIn,
  type PassengerCheckIn,
  type PassengerPresence,
} from '@hv/shared';
import type { Db } from '../../db/client.ts';
import { bookingPassengerCheckins, bookings, user } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { SessionUser } from '../auth/index.ts';
import { recordAudit, type AuditWho } from '../audit/index.ts';
import type { BookingRow } from './bookings-list.ts';
import { actorOfSession, recordBookingEvent } from '../bookings/index.ts';

// Check-in per passenger (docs/product.md §14.4, decision 0190). One row per passenger present;
// the booking's own `checked_in_at` follows its first passenger, so `Presentado` in Reservas and
// the departures' count keep meaning "someone of this booking showed up".

// The audit names a passenger `traveller` and `position`: a key with "pass" in it is dropped as a
// secret (auditSnapshot).

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type CheckinRow = typeof bookingPassengerCheckins.$inferSelect;

const m = DESK_MESSAGES;
const refuse = (message: string) => new AppError('conflict', message, { code: message });

/** Whether a booking may be checked in on `day` (Mexico City): paid, and for that day. */
export function assertCheckable(booking: BookingRow, day: string) {
  if (booking.status === 'Reembolsada') throw refuse(m.refunded);
  if (booking.status !== 'Pagada') throw new AppError('not_found', m.notPaid, { code: m.notPaid });
  if (booking.booking_date !== day) throw refuse(m.otherDate(formatLongDate(booking.booking_date)));
}

/** Each passenger of each booking, present or not, with who checked them in (by name). */
/**
 * Everyone travelling: one name each. `passengers` counts places, and a traveller type that takes
 * none (an infant) is a name without a place (docs/decisions/0228-traveller-types.md).
 */
export const peopleIn = (b: Pick<BookingRow, 'passengers' | 'passenger_names'>): number =>
  Math.max(b.passengers, b.passenger_names.length);

export async function presenceOf(db: Db | Tx, rows: BookingRow[]): Promise<Map<string, PassengerPresence[]>> {
  const ids = rows.map((b) => b.id);
  const marks = ids.length
    ? await db
        .select({ mark: bookingPassengerCheckins, by: user.fullName, byEmail: user.email })
        .from(bookingPassengerCheckins)
        .leftJoin(user, eq(user.id, bookingPassengerCheckins.checked_in_by))
        .where(inArray(bookingPassengerCheckins.booking_id, ids))
        .orderBy(asc(bookingPassengerCheckins.passenger))
    : [];
  const result = new Map<string, PassengerPresence[]>();
  for (const b of rows) {
    const mine = marks.filter((x) => x.mark.booking_id === b.id);
    result.set(
      b.id,
      Array.from({ length: peopleIn(b) }, (_, index) => {
        const hit = mine.find((x) => x.mark.passenger === index);
        return {
          index,
          name: passengerLabel(b.passenger_names, index),
          checkedInAt: hit?.mark.checked_in_at.toISOString() ?? null,
          checkedInBy: hit ? (hit.by ?? hit.byEmail) : null,
          alsoCheckedInAt: hit?.mark.also_checked_in_at?.toISOString() ?? null,
        };
      }),
    );
  }
  return result;
}

/** The booking's own check-in follows its earliest passenger present, or none. */
async function syncBooking(tx: Tx, bookingId: string) {
  const [first] = await tx
    .select()
    .from(bookingPassengerCheckins)
    .where(eq(bookingPassengerCheckins.booking_id, bookingId))
    .orderBy(asc(bookingPassengerCheckins.checked_in_at))
    .limit(1);
  await tx
    .update(bookings)
    .set({ checked_in_at: first?.checked_in_at ?? null, checked_in_by: first?.checked_in_by ?? null })
    .where(eq(bookings.id, bookingId));
}

/**
 * Marks passengers present, under the booking's lock. A passenger already present keeps the
 * earlier time; another device's own time (`offline`: a check-in it queued) is kept beside it; a
 * second tap online, or the same queued request sent twice, changes nothing. Returns the
 * passengers newly marked.
 */
export async function markPresent(
  tx: Tx,
  booking: BookingRow,
  indices: number[],
  at: Date,
  offline: boolean,
  staff: SessionUser,
  who: AuditWho,
): Promise<number[]> {
  const existing = await tx.select().from(bookingPassengerCheckins).where(eq(bookingPassengerCheckins.booking_id, booking.id));
  const byIndex = new Map<number, CheckinRow>(existing.map((r) => [r.passenger, r]));
  const marked: number[] = [];
  for (const passenger of [...new Set(indices)].sort((a, b) => a - b)) {
    if (passenger >= peopleIn(booking)) {
      throw new AppError('validation', PASSENGER_CHECK_IN_MESSAGES.passengerUnknown, {
        code: PASSENGER_CHECK_IN_MESSAGES.passengerUnknown,
      });
    }
    const row = byIndex.get(passenger);
    const key = and(eq(bookingPassengerCheckins.booking_id, booking.id), eq(bookingPassengerCheckins.passenger, passenger));
    if (!row) {
      await tx
        .insert(bookingPassengerCheckins)
        .values({ booking_id: booking.id, passenger, checked_in_at: at, checked_in_by: staff.id });
      marked.push(passenger);
      // Each passenger's check-in is an event (decision 0196), at the time it happened (a queued one's own).
      await recordBookingEvent(
        tx,
        booking.id,
        actorOfSession(staff),
        { type: 'checked_in', data: { passenger, name: passengerLabel(booking.passenger_names, passenger) } },
        at,
      );
    } else if (!offline || row.checked_in_at.getTime() === at.getTime() || row.also_checked_in_at?.getTime() === at.getTime()) {
      continue;
    } else if (at < row.checked_in_at) {
      await tx
        .update(bookingPassengerCheckins)
        .set({
          checked_in_at: at,
          checked_in_by: staff.id,
          also_checked_in_at: row.checked_in_at,
          also_checked_in_by: row.checked_in_by,
        })
        .where(key);
    } else if (!row.also_checked_in_at) {
      await tx.update(bookingPassengerCheckins).set({ also_checked_in_at: at, also_checked_in_by: staff.id }).where(key);
    } else continue;
    await recordAudit(tx, who, {
      action: 'check-in',
      kind: 'booking',
      id: booking.id,
      before: {
        position: passenger,
        traveller: passengerLabel(booking.passenger_names, passenger),
        checked_in_at: row?.checked_in_at ?? null,
      },
      after: { position: passenger, traveller: passengerLabel(booking.passenger_names, passenger), checked_in_at: at },
    });
  }
  await syncBooking(tx, booking.id);
  return marked;
}

async function lockBooking(tx: Tx, bookingId: string): Promise<BookingRow> {
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
  if (!booking) throw notFound(m.bookingNotFound);
  return booking;
}

/** `Presentado` / `Sin registrar` for one passenger from the manifest; idempotent. */
export async function setPassengerCheckIn(
  db: Db,
  bookingId: string,
  passenger: number,
  input: PassengerCheckIn,
  staff: SessionUser,
  who: AuditWho,
): Promise<{ booking: BookingRow; passengers: PassengerPresence[] }> {
  const at = input.at ? new Date(input.at) : new Date();
  return db.transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId);
    // A check-in queued offline counts for the day it was made on the device, on the clock of the
    // booking's place (docs/decisions/0200-a-time-zone-per-item.md).
    assertCheckable(booking, todayIn(booking.time_zone, at));
    if (input.present) await markPresent(tx, booking, [passenger], at, Boolean(input.at), staff, who);
    else {
      if (passenger >= peopleIn(booking)) {
        throw new AppError('validation', PASSENGER_CHECK_IN_MESSAGES.passengerUnknown, {
          code: PASSENGER_CHECK_IN_MESSAGES.passengerUnknown,
        });
      }
      const [gone] = await tx
        .delete(bookingPassengerCheckins)
        .where(and(eq(bookingPassengerCheckins.booking_id, bookingId), eq(bookingPassengerCheckins.passenger, passenger)))
        .returning();
      if (gone) {
        await recordBookingEvent(tx, bookingId, actorOfSession(staff), {
          type: 'check_in_undone',
          data: { passenger, name: passengerLabel(booking.passenger_names, passenger) },
        });
        await recordAudit(tx, who, {
          action: 'check-in-undone',
          kind: 'booking',
          id: bookingId,
          before: {
            position: passenger,
            traveller: passengerLabel(booking.passenger_names, passenger),
            checked_in_at: gone.checked_in_at,
          },
          after: { position: passenger, traveller: passengerLabel(booking.passenger_names, passenger), checked_in_at: null },
        });
        await syncBooking(tx, bookingId);
      }
    }
    const [fresh] = await tx.select().from(bookings).where(eq(bookings.id, bookingId));
    return { booking: fresh!, passengers: (await presenceOf(tx, [fresh!])).get(bookingId)! };
  });
}

export { lockBooking };
