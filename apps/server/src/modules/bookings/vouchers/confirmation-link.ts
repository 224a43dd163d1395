import { createHmac, timingSafeEqual } from 'node:crypto';
import { ACTING_LINK_DAYS, bookingReference, localizedPaths, type Locale } from '@hv/shared';

// The signed links to a booking's voucher page (docs/product.md §6.11, decisions 0099 and 0163).
// Two kinds, told apart by what the HMAC signs, both 22 characters in `?t=`:
// - the traveller's link (`booking-confirmation:<id>`, unchanged since 0099 so links already
//   e-mailed keep opening): reads the voucher, and cancels, moves and reviews the booking while it
//   acts — until ACTING_LINK_DAYS after the departure's last day;
// - the read-only link (`booking-view:<id>`): reads the voucher and nothing more. The desk, the QR
//   code shown at check-in and the find-my-booking e-mail after the acting time carry this one.
// Neither can be made without the server's secret; each names one booking only.

const ACTING = 'booking-confirmation';
const VIEWING = 'booking-view';

/** 22 characters of HMAC-SHA256 (128 bits), URL-safe. */
const sign = (secret: string, purpose: string, bookingId: string) =>
  createHmac('sha256', secret).update(`${purpose}:${bookingId}`).digest('base64url').slice(0, 22);

export const confirmationToken = (secret: string, bookingId: string) => sign(secret, ACTING, bookingId);
export const viewToken = (secret: string, bookingId: string) => sign(secret, VIEWING, bookingId);

function same(expected: string, token: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** What `?t=` gives on this booking: the traveller's acting link, the read-only one, or nothing. */
export function linkScope(secret: string, bookingId: string, token: string | undefined): 'act' | 'view' | null {
  if (!token) return null;
  if (same(confirmationToken(secret, bookingId), token)) return 'act';
  if (same(viewToken(secret, bookingId), token)) return 'view';
  return null;
}

/** The last day, 'yyyy-mm-dd' in Mexico City, on which the traveller's link acts for a departure ending on `lastDay`. */
export const actingLinkLastDay = (lastDay: string) =>
  new Date(Date.parse(`${lastDay}T12:00:00Z`) + ACTING_LINK_DAYS * 86_400_000).toISOString().slice(0, 10);

/**
 * `/reserva/ABCD1234?t=…`: the traveller's acting link — where they land after paying, and the
 * e-mails' link; in the booking's language (`/en/booking/ABCD1234?t=…` for English). Never
 * handed to staff (decision 0163).
 */
export function confirmationPath(secret: string, bookingId: string, locale: Locale = 'es'): string {
  return `${localizedPaths(locale).booking(bookingReference(bookingId))}?t=${confirmationToken(secret, bookingId)}`;
}

/** The same page through the read-only link: for the desk (Spanish), the check-in QR code and old bookings. */
export function voucherViewPath(secret: string, bookingId: string, locale: Locale = 'es'): string {
  return `${localizedPaths(locale).booking(bookingReference(bookingId))}?t=${viewToken(secret, bookingId)}`;
}
