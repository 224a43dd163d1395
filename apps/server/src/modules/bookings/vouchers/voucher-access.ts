import { isStaff, MESSAGES, said, todayInMexico, type VoucherReadOnly } from '@hv/shared';
import type { Db } from '../../../db/client.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import type { SessionUser } from '../../auth/index.ts';
import type { BookingRow } from '../booking-lock.ts';
import { bookingsByReference } from './booking-view.ts';
import { actingLinkLastDay, linkScope } from './confirmation-link.ts';
import type { PaymentDeps } from '../deps.ts';
import { bookedItem } from '../../availability/index.ts';

// Who may read a booking's voucher and who may act on it (decisions 0099 and 0163). Reading: the
// booking's account, or either signed link. Acting — cancel, move, review, the traveller routes —
// only the traveller: their account, or their acting link until ACTING_LINK_DAYS after the trip.
// A staff session acts at the desk, through the staff routes and their rules, never here.

export interface Viewer {
  user: SessionUser | null;
  token: string | undefined;
}

/** How the viewer reaches the booking: as its account, with the traveller's acting link, or with the read-only link. */
export type VoucherAccess = 'owner' | 'link' | 'view';

/** The shown booking (paid, or refunded since) the viewer may read, and how; null for anyone else. */
export async function voucherAccess(
  deps: Pick<PaymentDeps, 'db' | 'secret'>,
  reference: string,
  viewer: Viewer,
  opts: { cashAwaited?: boolean } = {},
): Promise<{ booking: BookingRow; access: VoucherAccess } | null> {
  // Two bookings may share a reference (1 in 4 billion): the owner's, else the one the link names.
  const rows = await bookingsByReference(deps.db, reference, opts);
  const own = viewer.user ? rows.find((b) => b.user_id === viewer.user!.id) : undefined;
  if (own) return { booking: own, access: 'owner' };
  for (const booking of rows) {
    const scope = linkScope(deps.secret, booking.id, viewer.token);
    if (scope) return { booking, access: scope === 'act' ? 'link' : 'view' };
  }
  return null;
}

/** Whether the traveller's acting link still acts on this booking on `today` (Mexico City). */
export async function actingLinkActive(db: Db, booking: BookingRow, today = todayInMexico()): Promise<boolean> {
  const item = await bookedItem(db, booking);
  // A trip ends on its return; an experience on its day.
  const returnDate = item?.returnDate ?? null;
  const lastDay = returnDate && returnDate > booking.booking_date ? returnDate : booking.booking_date;
  return today <= actingLinkLastDay(lastDay);
}

/** Why this viewer may only read the booking, or null when they may act on it. */
export async function readOnlyReason(
  db: Db,
  found: { booking: BookingRow; access: VoucherAccess },
  user: SessionUser | null,
  today = todayInMexico(),
): Promise<VoucherReadOnly | null> {
  if (found.access === 'owner') return null;
  // A staff session holding a link (the desk's, or one a traveller forwarded) acts at the desk.
  if (user && isStaff(user.role)) return 'staff';
  if (found.access === 'view') return 'view_link';
  return (await actingLinkActive(db, found.booking, today)) ? null : 'link_expired';
}

/**
 * The booking a traveller route may change: 404 for whoever may not even read it (as the voucher
 * answers), 403 with the reason for whoever may only read it.
 */
export async function actingBooking(
  deps: Pick<PaymentDeps, 'db' | 'secret'>,
  reference: string,
  viewer: Viewer,
  opts: { cashAwaited?: boolean } = {},
) {
  const found = await voucherAccess(deps, reference, viewer, opts);
  if (!found) throw notFound(MESSAGES.notFound);
  const reason = await readOnlyReason(deps.db, found, viewer.user);
  // Said by key, so an English voucher page says it in English (docs/decisions/0197-messages-travel-as-keys.md).
  if (reason) throw new AppError('forbidden', said(`voucher.${reason}`));
  return found.booking;
}
