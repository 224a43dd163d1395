import { eq } from 'drizzle-orm';
import { bookingReference, PAYMENT_MESSAGES, type ResumedOrder } from '@hv/shared';
import { bookings } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { siteLocale } from '../../lib/i18n.ts';
import { capturePayment } from './capture-order.ts';
import { confirmationPath, type PaymentDeps } from '../bookings/index.ts';
import { holdRunning } from '../availability/index.ts';
import { PayPalApiError, type PayPalClient } from '../payment-providers/index.ts';

type Deps = PaymentDeps & { paypal: PayPalClient };

/**
 * POST /api/payments/orders/:orderId/resume (docs/product.md §6.12): what became of an order a
 * browser started and then lost sight of (a reload, a closed tab). Paid: where its confirmation
 * is. A capture under way: ask again. Approved at PayPal but never captured: the capture is
 * made now, through the same capturePayment as the buttons' — it holds, re-checks and settles
 * exactly as if the page had stayed. Anything else: no money moved.
 */
export async function resumeOrder(deps: Deps, orderId: string, sessionUserId: string | null): Promise<ResumedOrder> {
  const [row] = await deps.db
    .select({ booking: bookings, inFlight: holdRunning(bookings.capture_in_flight_at) })
    .from(bookings)
    .where(eq(bookings.paypal_order_id, orderId));
  if (!row) throw new AppError('not_found', PAYMENT_MESSAGES.bookingNotFound);
  const { booking } = row;
  // Where the browser goes: the confirmation page in the language the booking was made in.
  const paid = (id: string): ResumedOrder => ({
    state: 'paid',
    reference: bookingReference(id),
    confirmationPath: confirmationPath(deps.secret, id, siteLocale(booking.locale)),
  });
  if (booking.status === 'Pagada' || booking.status === 'Reembolsada') return paid(booking.id);
  if (booking.status !== 'Pendiente') return { state: 'abandoned' };
  if (row.inFlight) return { state: 'processing' };

  let status: string;
  try {
    status = (await deps.paypal.getOrder(orderId)).status;
  } catch (error) {
    if (error instanceof PayPalApiError && error.status === 404) return { state: 'abandoned' };
    deps.log.warn({ err: error, orderId }, 'PayPal order look-up for a resumed checkout failed');
    throw new AppError('bad_gateway', PAYMENT_MESSAGES.paypalUnavailable);
  }
  if (status !== 'APPROVED' && status !== 'COMPLETED') return { state: 'abandoned' };
  try {
    return paid((await capturePayment(deps, orderId, sessionUserId)).booking.id);
  } catch (error) {
    // Another capture of it is under way, or PayPal is still completing it: ask again shortly.
    if (error instanceof AppError && error.message === PAYMENT_MESSAGES.captureInProgress) return { state: 'processing' };
    // Its departure was cancelled since: refused before any money moved, as an abandoned checkout.
    if (error instanceof AppError && error.message === PAYMENT_MESSAGES.departureCancelled) return { state: 'abandoned' };
    throw error;
  }
}
