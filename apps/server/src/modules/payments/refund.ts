import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookingRefunds, bookings } from '../../db/schema.ts';
import type { BookingRow } from './booking-lock.ts';
import type { PaymentDeps } from './deps.ts';
import { giveGiftCardPartBack } from './gift-card-part.ts';
import { fromCents, toCents, totalPaid } from '../../lib/money.ts';
import { keepSeedsOf, takeBackSeeds } from './seeds.ts';

// A PayPal refund of a booking's capture (docs/architecture.md §7 step 8, docs/product.md §6):
// the one place a refund is recorded. Today PayPal's REFUNDED / REVERSED notifications call it
// (webhook.ts); a refund made by staff or asked by a traveller calls it with PayPal's answer.

/** PayPal money as it arrives (it is checked here: currency, at most two decimals). */
export interface ReportedMoney {
  currency_code?: string;
  value?: string;
}

/** What PayPal says of one refund of the booking's capture. */
export interface RefundReport {
  /** PayPal's refund id: each is recorded once (booking_refunds is unique on it). */
  id: string | undefined;
  /** The refund's status; only COMPLETED refunds are recorded (none given counts as completed). */
  status?: string;
  /** What this refund gave back. */
  amount: ReportedMoney | undefined;
  /** PayPal's total refunded of the capture so far, when it says (a lost notification is not lost money). */
  totalRefunded?: ReportedMoney;
  /** What reported it, kept in booking_refunds.event_type: the webhook's event type, or the refund's origin. */
  source: string;
}

export type RefundOutcome =
  | 'malformed refund'
  | 'refund not completed'
  | 'unknown booking'
  | 'not paid'
  | 'not paid through PayPal'
  | 'refund already recorded'
  | 'already refunded'
  | 'partly refunded'
  | 'refunded';

/** A PayPal amount in centavos when it is in `currency`; null when absent, malformed or in another currency. */
function centsIn(money: ReportedMoney | undefined, currency: string): number | null {
  if (!money || money.currency_code !== currency || !/^-?\d{1,10}(\.\d{1,2})?$/.test(money.value ?? '')) return null;
  return Math.abs(toCents(money.value!));
}

/**
 * Records a refund, in one transaction with the booking row locked (`findBooking` locks it,
 * with lockBooking). Each refund id is recorded once in booking_refunds (a repeated report
 * changes nothing). The booking's refunded amount is the larger of what was recorded and
 * PayPal's total, never less than before.
 *
 * - Less than the PayPal part refunded: a partial refund. The booking stays `Pagada` with its
 *   places and its gift-card part; `refunded_amount` shows what went back, and the traveller
 *   keeps the seeds of what is still paid (seeds.ts keepSeedsOf).
 * - The whole PayPal part refunded (in one refund or several): `Reembolsada`, every seed back,
 *   the gift-card part back onto the card, the places free again.
 */
export async function applyRefund(
  deps: Pick<PaymentDeps, 'db' | 'log'>,
  findBooking: (tx: Db) => Promise<BookingRow | undefined>,
  refund: RefundReport,
  context: Record<string, unknown> = {},
): Promise<RefundOutcome> {
  const refundId = refund.id;
  if (!refundId) {
    deps.log.error(context, 'PayPal refund without a refund id: nothing recorded');
    return 'malformed refund';
  }
  if (refund.status && refund.status !== 'COMPLETED') return 'refund not completed';
  const outcome = await deps.db.transaction(async (tx): Promise<RefundOutcome> => {
    const booking = await findBooking(tx);
    if (!booking) return 'unknown booking';
    if (booking.status !== 'Pagada' && booking.status !== 'Reembolsada' && !booking.paypal_capture_id) return 'not paid';
    const paypalPart = toCents(booking.amount);
    if (paypalPart <= 0) return 'not paid through PayPal';
    const amount = centsIn(refund.amount, booking.currency);
    if (amount === null || amount <= 0) return 'malformed refund';

    const recorded = await tx
      .insert(bookingRefunds)
      .values({
        booking_id: booking.id,
        paypal_refund_id: refundId,
        event_type: refund.source,
        amount: fromCents(amount),
        currency: booking.currency,
      })
      .onConflictDoNothing({ target: bookingRefunds.paypal_refund_id })
      .returning({ id: bookingRefunds.id });
    if (!recorded.length) return 'refund already recorded';
    if (booking.status === 'Reembolsada') return 'already refunded';

    const [sum] = await tx
      .select({ n: sql<string>`coalesce(sum(${bookingRefunds.amount}), 0)` })
      .from(bookingRefunds)
      .where(eq(bookingRefunds.booking_id, booking.id));
    const refunded = Math.max(
      toCents(sum?.n ?? 0),
      centsIn(refund.totalRefunded, booking.currency) ?? 0,
      toCents(booking.refunded_amount),
    );

    if (refunded < paypalPart) {
      await tx
        .update(bookings)
        .set({ refunded_amount: fromCents(refunded) })
        .where(eq(bookings.id, booking.id));
      if (booking.user_id && booking.status === 'Pagada') {
        const kept = fromCents(toCents(totalPaid(booking)) - refunded);
        await keepSeedsOf(tx, booking.user_id, booking.id, kept, refundId);
      }
      return 'partly refunded';
    }

    await tx
      .update(bookings)
      .set({
        status: 'Reembolsada',
        refunded_amount: fromCents(refunded),
        capture_started_at: null,
        capture_in_flight_at: null,
      })
      .where(eq(bookings.id, booking.id));
    if (booking.user_id) await takeBackSeeds(tx, booking.user_id, booking.id);
    // PayPal returns only its own part; the gift-card part goes back onto the card.
    await giveGiftCardPartBack(tx, booking);
    return 'refunded';
  });
  if (outcome === 'malformed refund')
    deps.log.error({ ...context, refund: refundId }, 'PayPal refund without a usable amount: nothing recorded');
  return outcome;
}
