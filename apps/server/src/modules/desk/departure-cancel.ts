import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import {
  bookingReference,
  DEPARTURE_CANCEL_MESSAGES,
  DESK_MESSAGES,
  todayInMexico,
  type DepartureCancelInput,
  type DepartureCancelPreview,
  type DepartureCancelProgress,
  type DepartureKey,
  type StaffRefundInput,
} from '@hv/shared';
import type { Db } from '../../db/client.ts';
import { bookings, closedDates, departureCancellations, experiences, jobs, trips } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { fromCents, toCents, totalPaid } from '../../lib/money.ts';
import { recordAudit, type AuditActor } from '../audit/index.ts';
import { enqueue, PermanentJobError, type JobRunner } from '../jobs/index.ts';
import { actorOf, DEPARTURE_REFUND, paidWithSeedsOnly, recordBookingEvent, refundableParts } from '../bookings/index.ts';
import { paidBookingsOf } from './departures.ts';

// Cancelling a departure (docs/product.md §15.4, decision 0132): one refund job per paid booking
// on it, each a full staff refund with the reason through the one refund path (payments'
// refundBooking: PayPal's part under its PayPal-Request-Id, then the gift card's, the e-mail
// quoting the reason). The jobs survive a crash: a refund whose process died is taken again once
// its lock is stale, and a staff refund still pending at PayPal is retried under the same
// request id, so nobody is refunded twice.

const m = DEPARTURE_CANCEL_MESSAGES;

interface RefundPayload {
  bookingId: string;
  reference: string;
  traveller: string | null;
  amount: number;
  reason: string;
  /** Null when the minimum job cancelled the departure (decision 0229). */
  staffId: string | null;
}

type RefundBooking = (bookingId: string, input: StaffRefundInput, by: { id: string } | null) => Promise<unknown>;

/** What is left to give back of each booking, in centavos. */
async function refundableOf(db: Db, b: typeof bookings.$inferSelect) {
  const left = await refundableParts(db, b);
  return left.money + left.card;
}

export async function previewCancel(db: Db, d: DepartureKey): Promise<DepartureCancelPreview> {
  // An experience's departure without a start time is its whole date (the date is closed).
  const rows = await paidBookingsOf(db, d, 'wholeDate');
  let cents = 0;
  for (const b of rows) cents += await refundableOf(db, b);
  return { bookings: rows.length, total: fromCents(cents) };
}

/**
 * POST /api/admin/departures/cancel: in one transaction, the refund jobs (keyed per booking, so
 * a second cancellation adds none for a booking already being refunded), the date closed or the
 * trip `Cancelado`, and the audit line. The jobs run after the commit.
 */
export async function cancelDeparture(
  db: Db,
  input: DepartureCancelInput,
  who: { actor: AuditActor | null; requestId?: string | null },
  staff: { id: string } | null,
  /** The job that cancels instead of a person (the minimum to run, decision 0229). */
  job?: string,
): Promise<{ batch: string; bookings: number; total: number }> {
  const actor = job ? ({ kind: 'job', name: job } as const) : actorOf(who.actor);
  if (input.date < todayInMexico()) throw new AppError('validation', m.pastDate, { date: m.pastDate });
  const batch = randomUUID();
  return db.transaction(async (tx) => {
    let before: unknown;
    let after: Record<string, unknown>;
    if (input.kind === 'experience') {
      const [e] = await tx.select({ id: experiences.id }).from(experiences).where(eq(experiences.id, input.id));
      if (!e) throw notFound(m.notFound);
      const closed = await tx
        .insert(closedDates)
        .values({ experience_id: e.id, date: input.date, reason: input.reason, created_by: staff?.id ?? null })
        .onConflictDoNothing()
        .returning({ date: closedDates.date });
      before = { dateClosed: !closed.length };
      after = { dateClosed: true };
    } else {
      const [t] = await tx.select().from(trips).where(eq(trips.id, input.id)).for('update');
      if (!t) throw notFound(m.notFound);
      if (t.departure_date !== input.date) throw new AppError('validation', m.tripDate, { date: m.tripDate });
      await tx.update(trips).set({ status: 'Cancelado' }).where(eq(trips.id, t.id));
      before = { status: t.status };
      after = { status: 'Cancelado' };
    }
    // The record Salidas, the manifest and a voided link read (decision 0202); the first cancellation's stays.
    await tx
      .insert(departureCancellations)
      .values({
        experience_id: input.kind === 'experience' ? input.id : null,
        trip_id: input.kind === 'trip' ? input.id : null,
        date: input.date,
        start_time: input.startTime ?? null,
        reason: input.reason,
        cancelled_by: staff?.id ?? null,
        batch,
      })
      .onConflictDoNothing();
    const voided = await voidUnpaidBookings(tx, input);
    // Each voided booking's own log says so, with who cancelled and why (decision 0196).
    for (const v of voided)
      await recordBookingEvent(tx, v.id, actor, {
        type: 'cancelled',
        data: { by: 'departure', reason: input.reason },
      });
    const rows = await paidBookingsOf(tx, input, 'wholeDate');
    const refunds: RefundPayload[] = [];
    let cents = 0;
    for (const b of rows) {
      const left = await refundableOf(tx, b);
      // A booking paid with seeds alone has no money to give back, but is cancelled all the same:
      // its refund of 0 gives the seeds back and tells the traveller (decision 0238).
      if (left <= 0 && !paidWithSeedsOnly(b)) continue;
      const payload: RefundPayload = {
        bookingId: b.id,
        reference: bookingReference(b.id),
        traveller: b.contact_name ?? b.payer_name,
        amount: fromCents(left),
        reason: input.reason,
        staffId: staff?.id ?? null,
      };
      if (await enqueue(tx, { kind: DEPARTURE_REFUND, key: `${DEPARTURE_REFUND}:${b.id}`, payload: { ...payload }, batch })) {
        refunds.push(payload);
        cents += left;
        await recordBookingEvent(tx, b.id, actor, {
          type: 'cancelled',
          data: { by: 'departure', reason: input.reason },
        });
      }
    }
    await recordAudit(tx, who, {
      action: 'cancel',
      kind: 'departure',
      id: departureId(input),
      before,
      after: {
        ...after,
        reason: input.reason,
        batch,
        total: fromCents(cents),
        bookings: refunds.map((r) => ({ reference: r.reference, amount: r.amount })),
        voided: voided.map((b) => bookingReference(b.id)),
      },
    });
    return { batch, bookings: refunds.length, total: fromCents(cents) };
  });
}

/**
 * The departure's unpaid bookings (payment links, checkouts abandoned before paying) become
 * `Cancelada`: their pages say so and nothing can pay them (decision 0202). A booking whose
 * capture has started is left as it is: the money may already be on its way, and settle() pays
 * and then refunds it (decision 0164), so nobody's money is kept for a cancelled departure.
 */
function voidUnpaidBookings(tx: Db, d: DepartureKey) {
  const itemColumn = d.kind === 'experience' ? bookings.experience_id : bookings.trip_id;
  return tx
    .update(bookings)
    .set({ status: 'Cancelada' })
    .where(
      and(
        eq(itemColumn, d.id),
        eq(bookings.booking_date, d.date),
        eq(bookings.status, 'Pendiente'),
        isNull(bookings.capture_started_at),
        isNull(bookings.provider_capture_id),
      ),
    )
    .returning({ id: bookings.id });
}

/** The audit trail's id of a departure: kind:item:date[:HH:MM]. */
const departureId = (d: DepartureKey) => `${d.kind}:${d.id}:${d.date}${d.startTime ? `:${d.startTime}` : ''}`;

/** GET /api/admin/departures/cancel/:batch */
export async function cancelProgress(db: Db, batch: string): Promise<DepartureCancelProgress> {
  const rows = await db
    .select({ job: jobs, status: bookings.status, amount: bookings.amount, card: bookings.gift_card_amount })
    .from(jobs)
    .leftJoin(bookings, eq(bookings.id, sql`(${jobs.payload}->>'bookingId')::uuid`))
    .where(and(eq(jobs.batch, batch), eq(jobs.kind, DEPARTURE_REFUND)))
    .orderBy(asc(jobs.created_at), asc(jobs.id));
  if (!rows.length) throw notFound(m.batchNotFound);
  const data = rows.map(({ job, status, amount, card }) => {
    const p = job.payload as unknown as RefundPayload;
    const state =
      status === 'Reembolsada'
        ? m.refunded
        : job.status === 'failed'
          ? m.failed
          : job.status === 'done'
            ? m.refunded
            : m.inProgress;
    return {
      bookingId: p.bookingId,
      reference: p.reference,
      traveller: p.traveller,
      amount: amount === null ? p.amount : totalPaid({ amount, gift_card_amount: card ?? 0 }),
      state,
      error: state === m.refunded ? null : job.last_error,
    } as DepartureCancelProgress['data'][number];
  });
  const count = (s: string) => data.filter((d) => d.state === s).length;
  return {
    batch,
    reason: (rows[0]!.job.payload as unknown as RefundPayload).reason,
    total: fromCents(data.reduce((sum, d) => sum + toCents(d.amount), 0)),
    refunded: count(m.refunded),
    inProgress: count(m.inProgress),
    failed: count(m.failed),
    finished: count(m.inProgress) === 0,
    data,
  };
}

/** POST /api/admin/departures/cancel/:batch/retry: the failed refunds run again, from their first attempt. */
export async function retryFailed(db: Db, batch: string, who: { actor: AuditActor | null; requestId?: string | null }) {
  return db.transaction(async (tx) => {
    const retried = await tx
      .update(jobs)
      .set({ status: 'pending', attempts: 0, run_at: new Date(), locked_at: null, finished_at: null })
      .where(and(eq(jobs.batch, batch), eq(jobs.kind, DEPARTURE_REFUND), eq(jobs.status, 'failed')))
      .returning({ payload: jobs.payload });
    if (!retried.length) throw new AppError('conflict', m.nothingToRetry);
    await recordAudit(tx, who, {
      action: 'retry',
      kind: 'departure',
      id: batch,
      after: { bookings: retried.map((r) => (r.payload as unknown as RefundPayload).reference) },
    });
    return { retried: retried.length };
  });
}

/**
 * The refund job: a full refund of what is left of the booking, as the staff member who
 * cancelled. Nothing left (refunded meanwhile, by a person or PayPal's dashboard): done. PayPal
 * refusing for good fails the job at once with the reason; an unknown outcome is retried later
 * under the same PayPal-Request-Id.
 */
export function registerDepartureRefunds(runner: JobRunner, deps: { db: Db; refund: RefundBooking }) {
  runner.handle(DEPARTURE_REFUND, async (job) => {
    const p = job.payload as unknown as RefundPayload;
    const [b] = await deps.db.select().from(bookings).where(eq(bookings.id, p.bookingId));
    if (!b || b.status !== 'Pagada') return;
    const left = await refundableOf(deps.db, b);
    if (left <= 0 && !paidWithSeedsOnly(b)) return;
    try {
      await deps.refund(b.id, { amount: fromCents(left), reason: p.reason }, p.staffId ? { id: p.staffId } : null);
    } catch (error) {
      if (error instanceof AppError && error.code === 'conflict' && error.message === DESK_MESSAGES.refundNotPaid) return;
      if (error instanceof AppError && (error.code === 'unprocessable' || error.code === 'not_found'))
        throw new PermanentJobError(
          error.fields?.paypal ? `${error.message} Motivo de PayPal: ${error.fields.paypal}.` : error.message,
        );
      throw error;
    }
  });
}
