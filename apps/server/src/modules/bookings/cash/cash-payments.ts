import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { bookings } from '../../../db/schema.ts';
import { said } from '@hv/shared';
import { AppError } from '../../../lib/errors.ts';
import { siteLocale, translator } from '../../../lib/i18n.ts';
import { recordAudit, type AuditWho } from '../../audit/index.ts';
import { enqueue, type JobRow, type JobRunner } from '../../jobs/index.ts';
import { lockBooking, type BookingRow } from '../booking-lock.ts';
import type { PaymentDeps } from '../deps.ts';
import { recordBookingEvent, type BookingActor } from '../events/record.ts';
import { releaseHold } from '../settle/release-hold.ts';
import { bookingAddressee } from '../vouchers/confirmation.ts';
import { confirmationPath } from '../vouchers/confirmation-link.ts';
import { cashPaymentEmail, type CashMailKind } from './emails.ts';

// A cash (OXXO) or transfer (SPEI) payment left pending holds its booking's places until its
// deadline (docs/decisions/0216). settle() keeps its instructions and, in the same transaction,
// adds its three jobs — the `Pendiente de pago` e-mail, the reminder before the deadline, the
// expiry at it — each keyed by the booking, so each runs once ever across processes and restarts
// (the jobs table's unique key, decision 0130). The expiry (or the provider saying the payment was
// cancelled or expired) ends the hold as any hold ends (releaseHold: places and coupon use free,
// gift-card part back) and e-mails the traveller, once. The booking stays `Pendiente`: money that
// still arrives is recorded and follows decision 0212.

export const CASH_PENDING_MAIL = 'cash-pending-mail';
export const CASH_REMINDER = 'cash-reminder';
export const CASH_EXPIRY = 'cash-expiry';
export const CASH_EXPIRED_MAIL = 'cash-expired-mail';

const keyOf = (kind: string, bookingId: string) => `${kind}:${bookingId}`;

/** The reminder: 6 h before the deadline, or half-way there when the whole wait is shorter than 12 h. */
export function cashReminderAt(now: Date, deadline: Date): Date {
  const sixBefore = deadline.getTime() - 6 * 3_600_000;
  const halfWay = now.getTime() + (deadline.getTime() - now.getTime()) / 2;
  return new Date(Math.max(sixBefore, halfWay));
}

/** Inside settle()'s transaction, when a booking starts waiting for its cash payment. */
export async function queueCashPaymentJobs(tx: Db, bookingId: string, deadline: Date, now = new Date()): Promise<void> {
  const payload = { bookingId };
  await enqueue(tx, { kind: CASH_PENDING_MAIL, key: keyOf(CASH_PENDING_MAIL, bookingId), payload });
  await enqueue(tx, { kind: CASH_REMINDER, key: keyOf(CASH_REMINDER, bookingId), payload, runAt: cashReminderAt(now, deadline) });
  await enqueue(tx, { kind: CASH_EXPIRY, key: keyOf(CASH_EXPIRY, bookingId), payload, runAt: deadline });
}

/**
 * Inside the booking's transaction (row locked, `Pendiente`, awaiting cash): ends its hold and its
 * pending payment, records why, and adds the e-mail telling the traveller (once per booking).
 */
export async function endCashPayment(
  tx: Db,
  booking: BookingRow,
  why: 'deadline' | 'provider',
  actor: BookingActor,
): Promise<void> {
  await releaseHold(tx, booking, { pending_deadline: null, pending_reference: null, pending_url: null });
  await recordBookingEvent(tx, booking.id, actor, {
    type: 'cash_expired',
    data: { method: booking.pending_method ?? '', why },
  });
  await enqueue(tx, {
    kind: CASH_EXPIRED_MAIL,
    key: keyOf(CASH_EXPIRED_MAIL, booking.id),
    payload: { bookingId: booking.id, deadline: booking.pending_deadline?.toISOString() ?? null },
  });
}

/**
 * The traveller cancels a booking whose cash or transfer payment has not arrived (decision 0227):
 * nothing was paid, so nothing is refunded. In one transaction the booking becomes `Cancelada`,
 * its hold ends (places, coupon use, gift-card part back) and the event and audit line are
 * written; then the provider is asked to cancel the ticket so it can no longer be paid. Money that
 * still arrives for it (paid at the store a moment before) is refunded in full by settle().
 */
export async function cancelAwaitedPayment(
  deps: PaymentDeps,
  bookingId: string,
  who: { audit: AuditWho; actor: BookingActor },
): Promise<BookingRow> {
  const cancelled = await deps.db.transaction(async (tx) => {
    const b = await lockBooking(tx, eq(bookings.id, bookingId));
    // Paid (or ended) meanwhile: the caller's verdict is stale, say so as for any unpaid booking.
    if (!b || b.status !== 'Pendiente' || !b.pending_method) throw new AppError('conflict', said('afterSale.refusedNotPaid'));
    await releaseHold(tx, b, { status: 'Cancelada', pending_deadline: null, pending_reference: null, pending_url: null });
    await recordBookingEvent(tx, b.id, who.actor, { type: 'cancelled', data: { by: 'traveller', reason: null } });
    await recordAudit(tx, who.audit, {
      action: 'cancel',
      kind: 'booking',
      id: b.id,
      before: { status: b.status, method: b.pending_method },
      after: { status: 'Cancelada' },
    });
    return b;
  });
  const provider = deps.providers.of(cancelled.payment_provider);
  if (cancelled.provider_capture_id && cancelled.provider_order_id && provider.cancelPending) {
    try {
      await provider.cancelPending({ providerOrderId: cancelled.provider_order_id, captureId: cancelled.provider_capture_id });
    } catch (error) {
      // The ticket stays payable until its own expiry; a payment made with it is refunded (settle()).
      deps.log.error({ err: error, bookingId }, 'cash payment: the provider could not cancel the ticket');
    }
  }
  const [after] = await deps.db.select().from(bookings).where(eq(bookings.id, bookingId));
  return after!;
}

const awaitingCash = (b: BookingRow | undefined): b is BookingRow & { pending_deadline: Date } =>
  Boolean(b && b.status === 'Pendiente' && b.pending_deadline);

async function sendCashMail(deps: PaymentDeps, kind: CashMailKind, b: BookingRow, deadline: Date) {
  const to = await bookingAddressee(deps.db, b);
  if (!to.email) return deps.log.warn({ bookingId: b.id }, 'cash payment e-mail not sent: no e-mail address');
  const t = translator(siteLocale(b.locale));
  await deps.mailer.send(
    cashPaymentEmail(kind, {
      to: to.email,
      replyTo: deps.operatorEmail,
      name: to.name,
      brand: deps.brand,
      t,
      facts: {
        bookingId: b.id,
        itemName: b.item_name,
        method: b.pending_method === 'spei' ? 'spei' : 'oxxo',
        reference: b.pending_reference,
        url: b.pending_url,
        amount: b.amount,
        deadline,
        timeZone: b.time_zone,
        bookingUrl: `${deps.publicUrl}${confirmationPath(deps.secret, b.id, t.locale)}`,
      },
    }),
  );
}

const bookingOf = async (db: Db, job: JobRow) => {
  const { bookingId } = job.payload as { bookingId: string };
  const [b] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  return b;
};

/** Registers the cash payments' four handlers on the process's job runner. */
export function registerCashPayments(runner: JobRunner, deps: PaymentDeps) {
  runner.handle(CASH_PENDING_MAIL, async (job) => {
    const b = await bookingOf(deps.db, job);
    if (!awaitingCash(b)) return;
    await sendCashMail(deps, 'pending', b, b.pending_deadline);
  });

  runner.handle(CASH_REMINDER, async (job, { now }) => {
    const b = await bookingOf(deps.db, job);
    if (!awaitingCash(b) || b.pending_deadline.getTime() <= now.getTime()) return;
    await sendCashMail(deps, 'reminder', b, b.pending_deadline);
  });

  runner.handle(CASH_EXPIRY, async (job, { now }) => {
    await deps.db.transaction(async (tx) => {
      const { bookingId } = job.payload as { bookingId: string };
      const b = await lockBooking(tx, eq(bookings.id, bookingId));
      // Paid, cancelled or already ended by the provider's notification: nothing to do.
      if (!awaitingCash(b) || b.pending_deadline.getTime() > now.getTime()) return;
      await endCashPayment(tx, b, 'deadline', { kind: 'job', name: CASH_EXPIRY });
    });
  });

  runner.handle(CASH_EXPIRED_MAIL, async (job) => {
    const b = await bookingOf(deps.db, job);
    // Paid meanwhile (decision 0212): its confirmation says so instead.
    if (!b || b.status !== 'Pendiente') return;
    const { deadline } = job.payload as { deadline: string | null };
    await sendCashMail(deps, 'expired', b, deadline ? new Date(deadline) : new Date());
  });
}
