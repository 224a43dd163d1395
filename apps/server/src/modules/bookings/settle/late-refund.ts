import { eq } from 'drizzle-orm';
import { DESK_MESSAGES, PAYMENT_MESSAGES } from '@hv/shared';
import type { Db } from '../../../db/client.ts';
import { bookings, jobs } from '../../../db/schema.ts';
import { AppError } from '../../../lib/errors.ts';
import { fromCents } from '../../../lib/money.ts';
import { enqueue, PermanentJobError, type JobRunner } from '../../jobs/index.ts';
import type { BookingRow } from '../booking-lock.ts';
import type { PaymentDeps } from '../deps.ts';
import type { ShutDeparture } from '../../availability/index.ts';
import { refundableParts, refundBooking } from '../refunds/staff-refund.ts';

// Money that arrived for a shut departure (issue 27 item 4, decision 0164): the payment provider
// completed a capture after the departure was cancelled or its date closed (the capture was
// already at the provider, or it kept it in review). settle() records it as paid — so the refund path, which
// refunds only paid bookings, can give it back — and in the same transaction adds this job; the
// job refunds all of it through refundBooking, the path a cancelled departure's refunds take
// (docs/architecture.md §7 step 8a, decision 0132): the provider's part under its idempotency key,
// then the gift card's, the e-mail quoting the reason. One job per booking, ever (its key).

export const LATE_REFUND = 'late-capture-refund';
const keyOf = (bookingId: string) => `${LATE_REFUND}:${bookingId}`;

/** Inside settle()'s transaction, with the booking just marked paid. */
export async function queueLateRefund(tx: Db, booking: BookingRow, shut: ShutDeparture): Promise<void> {
  await enqueue(tx, {
    kind: LATE_REFUND,
    key: keyOf(booking.id),
    payload: { bookingId: booking.id, reason: shut.reason ?? PAYMENT_MESSAGES.departureCancelledReason },
  });
}

/** Whether this paid booking is one whose payment came after its departure was shut (it is being refunded). */
export async function lateRefundQueued(db: Db, bookingId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(eq(jobs.key, keyOf(bookingId)));
  return Boolean(row);
}

/**
 * The job: refunds what is left of the booking, as the departure refund does. Nothing left
 * (refunded meanwhile by staff, by the cancellation's own job, at the provider): done. The provider refusing
 * for good fails the job at once; an unknown outcome is retried under the same request id. No
 * person asked for it: its audit line has no actor.
 */
export function registerLateRefunds(runner: JobRunner, deps: PaymentDeps) {
  runner.handle(LATE_REFUND, async (job) => {
    const { bookingId, reason } = job.payload as { bookingId: string; reason: string };
    const [booking] = await deps.db.select().from(bookings).where(eq(bookings.id, bookingId));
    if (!booking || booking.status !== 'Pagada') return;
    const left = await refundableParts(deps.db, booking);
    if (left.money + left.card <= 0) return;
    try {
      await refundBooking(
        { ...deps, audit: { actor: null, requestId: null }, actor: { kind: 'job', name: LATE_REFUND } },
        booking.id,
        { amount: fromCents(left.money + left.card), reason },
        null,
      );
    } catch (error) {
      if (error instanceof AppError && error.code === 'conflict' && error.message === DESK_MESSAGES.refundNotPaid) return;
      if (error instanceof AppError && (error.code === 'unprocessable' || error.code === 'not_found'))
        throw new PermanentJobError(error.message);
      throw error;
    }
  });
}
