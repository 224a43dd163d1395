import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  bookingReference,
  formatMXN,
  REFUND_QUEUE_MESSAGES as m,
  type PendingRefund,
  type PendingRefunds,
  type RefundOutsideInput,
  type RefundRetryResult,
} from '@hv/shared';
import type { Db } from '../../../db/client.ts';
import { bookings, jobs } from '../../../db/schema.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import { fromCents } from '../../../lib/money.ts';
import { recordAudit, type AuditWho } from '../../audit/index.ts';
import type { PaymentDeps } from '../deps.ts';
import { LATE_REFUND } from '../settle/late-refund.ts';
import { refundableParts, refundBooking } from './staff-refund.ts';

// `Reembolsos pendientes` (issue 29 item 2, decision 0203): the refunds the server owes and gave up
// making on its own — a cancelled departure's refund job or a late capture's — until staff retry
// them or record the money given back outside the site. The queue is the failed jobs themselves:
// nothing to keep in step, and a retry is the job run again through the one refund path.

/** The job kind of a cancelled departure's refund (modules/desk enqueues it). */
export const DEPARTURE_REFUND = 'departure-refund';
const KINDS = { [DEPARTURE_REFUND]: 'departure', [LATE_REFUND]: 'late-capture' } as const;
const QUEUED = [DEPARTURE_REFUND, LATE_REFUND];

interface Payload {
  bookingId: string;
  reason?: string;
  staffId?: string;
}

/** GET /api/admin/refunds/pending: the newest failure first. */
export async function pendingRefunds(db: Db): Promise<PendingRefunds> {
  const rows = await db
    .select({ job: jobs, booking: bookings })
    .from(jobs)
    .innerJoin(bookings, eq(bookings.id, sql`(${jobs.payload}->>'bookingId')::uuid`))
    .where(and(inArray(jobs.kind, QUEUED), eq(jobs.status, 'failed')))
    .orderBy(desc(jobs.finished_at), desc(jobs.id));
  const data: PendingRefund[] = [];
  for (const { job, booking } of rows) {
    const left = await refundableParts(db, booking);
    const p = job.payload as unknown as Payload;
    data.push({
      id: job.id,
      kind: KINDS[job.kind as keyof typeof KINDS],
      bookingId: booking.id,
      reference: bookingReference(booking.id),
      traveller: booking.contact_name ?? booking.payer_name,
      itemName: booking.item_name,
      amount: fromCents(left.money + left.card),
      reason: p.reason ?? null,
      error: job.last_error,
      failedAt: job.finished_at?.toISOString() ?? null,
    });
  }
  return { count: data.length, data };
}

/** The failed refund job `id`, locked; 404 when there is none, 409 when it is no longer failed. */
async function failedJob(tx: Db, id: string) {
  const [job] = await tx
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, id), inArray(jobs.kind, QUEUED)))
    .for('update');
  if (!job) throw notFound(m.notFound);
  if (job.status !== 'failed') throw new AppError('conflict', m.closed);
  return job;
}

/**
 * POST /api/admin/refunds/pending/:id/retry: the job runs again from its first attempt, now, and
 * the answer says what happened — refunded, refused again (with the provider's reason), or still
 * waiting for the provider (the job keeps trying on its own).
 */
export async function retryPendingRefund(
  deps: { db: Db; runJobs: () => Promise<unknown> },
  id: string,
  who: AuditWho,
): Promise<RefundRetryResult> {
  const { db } = deps;
  await db.transaction(async (tx) => {
    const job = await failedJob(tx, id);
    await tx
      .update(jobs)
      .set({ status: 'pending', attempts: 0, run_at: new Date(), locked_at: null, finished_at: null })
      .where(eq(jobs.id, job.id));
    const p = job.payload as unknown as Payload;
    await recordAudit(tx, who, { action: 'retry', kind: 'booking', id: p.bookingId });
  });
  await deps.runJobs();
  const [job] = await db.select().from(jobs).where(eq(jobs.id, id));
  if (job?.status === 'done') return { outcome: 'refunded', message: m.refunded };
  const reason = job?.last_error ?? '—';
  if (job?.status === 'failed') return { outcome: 'failed', message: m.failedAgain.replace('{reason}', reason) };
  return { outcome: 'waiting', message: m.waiting.replace('{reason}', reason) };
}

/**
 * POST /api/admin/refunds/pending/:id/outside: staff gave the money back in cash or by transfer.
 * Recorded through the one refund path (refundBooking, outside the site), and the job closed, in
 * one transaction: a second click finds it closed and records nothing.
 */
export async function refundPendingOutside(
  deps: PaymentDeps,
  id: string,
  input: RefundOutsideInput,
  staff: { id: string },
  who: AuditWho,
) {
  const [row] = await deps.db.select({ payload: jobs.payload }).from(jobs).where(eq(jobs.id, id));
  if (!row) throw notFound(m.notFound);
  const { bookingId } = row.payload as unknown as Payload;
  const result = await refundBooking({ ...deps, audit: who }, bookingId, { amount: input.amount, reason: input.note }, staff, {
    outside: true,
    within: async (tx) => {
      const job = await failedJob(tx, id);
      await tx
        .update(jobs)
        .set({ status: 'done', last_error: `Reembolsado fuera del sitio: ${formatMXN(input.amount)}`, finished_at: new Date() })
        .where(eq(jobs.id, job.id));
    },
  });
  return { ...result, message: m.outsideRecorded };
}
