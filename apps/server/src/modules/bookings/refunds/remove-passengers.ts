import { and, eq, gt } from 'drizzle-orm';
import { DESK_MESSAGES } from '@hv/shared';
import type { Db } from '../../../db/client.ts';
import { bookingPassengerCheckins, bookings } from '../../../db/schema.ts';
import { AppError } from '../../../lib/errors.ts';
import type { BookingRow } from '../booking-lock.ts';
import { recordBookingEvent, type BookingActor } from '../events/record.ts';

// Passengers a partial staff refund takes off a booking (issue 29 item 3,
// docs/decisions/0210-a-partial-refund-removes-named-passengers.md): they leave the passenger list
// and count, so the manifest and every count of places (availability/capacity.ts sums
// bookings.passengers) stop holding them, in the refund's own transaction.

const m = DESK_MESSAGES;

/**
 * The indexes (in `passenger_names`) of the passengers named, or the reason it cannot be done:
 * an unknown name, every passenger named (that is a full refund), or a passenger already checked
 * in (decision 0210: refused; staff undo the check-in first). A name twice in the booking is
 * matched once per time it is named.
 */
export async function passengersToRemove(
  tx: Db,
  booking: BookingRow,
  names: readonly string[],
): Promise<{ ok: true; indexes: number[] } | { ok: false; message: string }> {
  const list = booking.passenger_names;
  const indexes: number[] = [];
  for (const name of names) {
    const wanted = name.trim();
    const index = list.findIndex((n, i) => n.trim() === wanted && !indexes.includes(i));
    if (index < 0) return { ok: false, message: m.refundUnknownPassenger(wanted) };
    indexes.push(index);
  }
  // Traveller types (decision 0228): an infant who takes no place may go, but not the last place.
  const placesRemoved = indexes.filter((i) => takesPlace(booking, i)).length;
  if (indexes.length >= list.length || placesRemoved >= booking.passengers)
    return { ok: false, message: m.refundRemovesEveryone };
  const present = await tx
    .select({ passenger: bookingPassengerCheckins.passenger })
    .from(bookingPassengerCheckins)
    .where(eq(bookingPassengerCheckins.booking_id, booking.id));
  const checkedIn = indexes.find((i) => present.some((p) => p.passenger === i));
  if (checkedIn !== undefined) return { ok: false, message: m.refundPassengerCheckedIn(list[checkedIn]!.trim()) };
  return { ok: true, indexes: indexes.sort((a, b) => a - b) };
}

/** Whether passenger `i` takes a place: bookings before traveller types count everyone (decision 0228). */
function takesPlace(booking: Pick<BookingRow, 'passenger_types' | 'travellers'>, i: number): boolean {
  const typeId = booking.passenger_types[i];
  return typeId === undefined || (booking.travellers.find((l) => l.typeId === typeId)?.takesPlace ?? true);
}

/** Refuses, changing nothing, a removal that cannot be done (before any money moves). */
export async function checkPassengersToRemove(tx: Db, booking: BookingRow, names: readonly string[] | undefined) {
  if (!names?.length) return;
  const plan = await passengersToRemove(tx, booking, names);
  if (!plan.ok) throw new AppError('conflict', plan.message);
}

/**
 * Takes the named passengers off the booking whose row the caller locked, inside the refund's
 * transaction, and records who was removed. Check-ins are kept per passenger index (decision
 * 0190), so those after a removed passenger move down with it. Returns the names removed; none
 * when the removal is no longer possible (the refund is already made at the provider by then, so
 * it is not undone; the caller logs it).
 */
export async function removePassengers(
  tx: Db,
  booking: BookingRow,
  names: readonly string[] | undefined,
  actor: BookingActor,
  refundKey: string,
): Promise<{ removed: string[]; refused?: string }> {
  if (!names?.length) return { removed: [] };
  const plan = await passengersToRemove(tx, booking, names);
  if (!plan.ok) return { removed: [], refused: plan.message };
  const removed = plan.indexes.map((i) => booking.passenger_names[i]!);
  const kept = booking.passenger_names.filter((_, i) => !plan.indexes.includes(i));
  const placesRemoved = plan.indexes.filter((i) => takesPlace(booking, i)).length;
  // The lines per type lose the removed passengers' counts, at their booked prices (decision 0228).
  const removedTypes = plan.indexes.map((i) => booking.passenger_types[i]).filter((id) => id !== undefined);
  const travellers = booking.travellers
    .map((l) => ({ ...l, count: l.count - removedTypes.filter((id) => id === l.typeId).length }))
    .filter((l) => l.count > 0);
  await tx
    .update(bookings)
    .set({
      passengers: booking.passengers - placesRemoved,
      passenger_names: kept,
      passenger_types: booking.passenger_types.filter((_, i) => !plan.indexes.includes(i)),
      travellers,
    })
    .where(eq(bookings.id, booking.id));
  // Renumbered in ascending order: each row moves to an index already freed (a removed
  // passenger has no check-in, and the rows before it have moved down already).
  const rows = await tx
    .select({ passenger: bookingPassengerCheckins.passenger })
    .from(bookingPassengerCheckins)
    .where(and(eq(bookingPassengerCheckins.booking_id, booking.id), gt(bookingPassengerCheckins.passenger, plan.indexes[0]!)));
  for (const { passenger } of rows.sort((a, b) => a.passenger - b.passenger)) {
    const shift = plan.indexes.filter((i) => i < passenger).length;
    await tx
      .update(bookingPassengerCheckins)
      .set({ passenger: passenger - shift })
      .where(and(eq(bookingPassengerCheckins.booking_id, booking.id), eq(bookingPassengerCheckins.passenger, passenger)));
  }
  await recordBookingEvent(tx, booking.id, actor, {
    type: 'passengers_removed',
    data: { names: removed, passengers: plan.indexes, refundKey },
  });
  return { removed };
}
