import { eq } from 'drizzle-orm';
import { bookingReference, PAYMENT_MESSAGES, type ResumedOrder, said } from '@hv/shared';
import { bookings } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { siteLocale } from '../../lib/i18n.ts';
import { capturePayment } from './capture-order.ts';
import { confirmationPath, type PaymentDeps } from '../bookings/index.ts';
import { holdRunning } from '../availability/index.ts';
import { ProviderError, type ProviderPaymentStatus } from '../payment-providers/index.ts';

/**
 * POST /api/payments/orders/:orderId/resume (docs/product.md §6.12): what became of an order a
 * browser started and then lost sight of (a reload, a closed tab). Paid: where its confirmation
 * is. A capture under way: ask again. Approved at the provider but never captured: the capture is
 * made now, through the same capturePayment as the buttons' — it holds, re-checks and settles
 * exactly as if the page had stayed. Anything else: no money moved.
 */
export async function resumeOrder(deps: PaymentDeps, orderId: string, sessionUserId: string | null): Promise<ResumedOrder> {
  const [row] = await deps.db
    .select({ booking: bookings, inFlight: holdRunning(bookings.capture_in_flight_at) })
    .from(bookings)
    .where(eq(bookings.provider_order_id, orderId));
  if (!row) throw new AppError('not_found', said('payment.bookingNotFound'));
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

  const provider = deps.providers.of(booking.payment_provider);
  let status: ProviderPaymentStatus;
  try {
    status = (await provider.getPayment(orderId)).status;
  } catch (error) {
    if (error instanceof ProviderError && error.outcome.notFound) return { state: 'abandoned' };
    deps.log.warn({ err: error, orderId }, 'payment provider: payment look-up for a resumed checkout failed');
    throw new AppError('bad_gateway', provider.words.unavailable);
  }
  // Approved, or its capture already made: capturePayment records it. Created or voided: nothing moved.
  if (status === 'created' || status === 'voided') return { state: 'abandoned' };
  try {
    return paid((await capturePayment(deps, orderId, sessionUserId)).booking.id);
  } catch (error) {
    // Another capture of it is under way, or the provider is still completing it: ask again shortly.
    if (error instanceof AppError && error.message === PAYMENT_MESSAGES.captureInProgress) return { state: 'processing' };
    // Its departure was cancelled since: refused before any money moved, as an abandoned checkout.
    if (error instanceof AppError && error.message === PAYMENT_MESSAGES.departureCancelled) return { state: 'abandoned' };
    throw error;
  }
}
