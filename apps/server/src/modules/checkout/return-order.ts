import { eq } from 'drizzle-orm';
import { said, type SaidKey } from '@hv/shared';
import { bookings } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { siteLocale } from '../../lib/i18n.ts';
import { confirmationPath, type PaymentDeps } from '../bookings/index.ts';
import type { ProviderPendingInstructions } from '../payment-providers/index.ts';
import { capturePayment } from './capture-order.ts';

// The buyer comes back from a provider's own payment page (Checkout Pro, decision 0211). What the
// page appended to the URL (a payment id, a status) is never trusted: the booking's payment is
// read from its provider and settled by the capture path, the same as PayPal's capture, so the
// return and the provider's notification settle the booking once whichever comes first.

export type ReturnOutcome =
  | { outcome: 'paid'; path: string }
  | { outcome: 'pending'; path: string; pending: ProviderPendingInstructions | null }
  | { outcome: 'refused'; path: string; reason: SaidKey }
  | { outcome: 'unknown'; path: string };

/** GET /api/payments/return?booking=…: settles what the provider says, and where the browser goes next. */
export async function returnFromProvider(
  deps: PaymentDeps,
  bookingId: string,
  sessionUserId: string | null,
): Promise<ReturnOutcome> {
  const [booking] = await deps.db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!booking?.provider_order_id) throw new AppError('not_found', said('payment.bookingNotFound'));
  const path = confirmationPath(deps.secret, booking.id, siteLocale(booking.locale));
  const withOutcome = (query: Record<string, string>) => `${path}${path.includes('?') ? '&' : '?'}${new URLSearchParams(query)}`;
  try {
    const paid = await capturePayment(deps, booking.provider_order_id, sessionUserId);
    return { outcome: 'paid', path: paid.confirmationPath };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
  }
  // Not paid: the provider's payment says why (it was just read and settled; reading again is harmless).
  const provider = deps.providers.of(booking.payment_provider);
  const payment = await provider.getPayment(booking.provider_order_id).catch(() => null);
  if (payment?.status === 'pending')
    return { outcome: 'pending', path: withOutcome({ pago: 'pendiente' }), pending: payment.pending ?? null };
  if (payment?.status === 'refused') {
    const reason: SaidKey = payment.refusal ?? 'payment.captureFailed';
    return { outcome: 'refused', path: withOutcome({ pago: 'rechazado', motivo: reason }), reason };
  }
  return { outcome: 'unknown', path: withOutcome({ pago: 'sin-cargo' }) };
}
