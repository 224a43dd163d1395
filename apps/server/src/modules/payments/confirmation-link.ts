import { createHmac, timingSafeEqual } from 'node:crypto';
import { bookingReference, localizedPaths, type Locale } from '@hv/shared';

// The signed link to a booking's confirmation page (docs/product.md §6.11): whoever holds it —
// the browser that paid, the inbox the confirmation went to — can open the page without an
// account. It never expires, like the paper voucher it replaces; it names one booking only and
// cannot be made without the server's secret.

const PURPOSE = 'booking-confirmation';

/** 22 characters of HMAC-SHA256 (128 bits), URL-safe. */
export function confirmationToken(secret: string, bookingId: string): string {
  return createHmac('sha256', secret).update(`${PURPOSE}:${bookingId}`).digest('base64url').slice(0, 22);
}

export function isConfirmationToken(secret: string, bookingId: string, token: string | undefined): boolean {
  if (!token) return false;
  const expected = Buffer.from(confirmationToken(secret, bookingId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * `/reserva/ABCD1234?t=…`: where the traveller lands after paying, and the e-mail's link; in the
 * booking's language (`/en/booking/ABCD1234?t=…` for English). Staff's links stay Spanish.
 */
export function confirmationPath(secret: string, bookingId: string, locale: Locale = 'es'): string {
  return `${localizedPaths(locale).booking(bookingReference(bookingId))}?t=${confirmationToken(secret, bookingId)}`;
}
