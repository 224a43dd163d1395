import { and, eq } from 'drizzle-orm';
import { DESK_MESSAGES, formatMXN, type StaffRefundInput, type StaffRefundResult } from '@hv/shared';
import { bookingRefunds, bookings, giftCards } from '../../../db/schema.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import { siteLocale, translator } from '../../../lib/i18n.ts';
import { fromCents, toCents } from '../../../lib/money.ts';
import { lockBooking, type BookingRow } from '../booking-lock.ts';
import { bookingAddressee, calendarAttachment } from '../vouchers/confirmation.ts';
import type { PaymentDeps } from '../deps.ts';
import { bookedItem, itemWords } from '../../availability/index.ts';
import { ProviderError } from '../../payment-providers/index.ts';
import { applyRefund, nextRefundRequestId, paidWithSeedsOnly, recordRefund, REFUND_KIND, refundedParts } from './refund.ts';
import { refundEmail } from './refund-email.ts';
import { seedsGivenBack } from '../settle/seed-spending.ts';
import { checkPassengersToRemove, removePassengers } from './remove-passengers.ts';
import { recordAudit, type AuditWho } from '../../audit/index.ts';
import { actorOf, recordBookingEvent, type BookingActor } from '../events/record.ts';

// A staff refund (docs/product.md §15, docs/architecture.md §7 step 8, decision 0129): what a
// Administrador or Coordinador gives back of a paid booking, in full or in part, with a reason
// the traveller's e-mail quotes. The payment provider's part first, then the gift card's; a manual sale's money
// goes back outside the site. Recorded by refund.ts like every other refund.

/**
 * `audit`: who asked — a staff member (refund-routes.ts) or the traveller cancelling
 * (traveller-changes.ts, `auditAction: 'cancel'`); their request is one audit line. `actor`: who
 * the booking's events name (decision 0196); none given, the audit's person (staff, or a traveller).
 */
type Deps = PaymentDeps & { audit?: AuditWho; auditAction?: 'refund' | 'cancel'; actor?: BookingActor };
const actorIn = (deps: Deps): BookingActor => deps.actor ?? actorOf(deps.audit?.actor);
const m = DESK_MESSAGES;

/** What a booking may still give back, in centavos: its money part (the provider's or outside) and its gift-card part. */
export async function refundableParts(db: PaymentDeps['db'], booking: BookingRow) {
  if (booking.status !== 'Pagada') return { money: 0, card: 0 };
  const done = await refundedParts(db, booking.id);
  return {
    money: Math.max(0, toCents(booking.amount) - done.money),
    card: Math.max(0, toCents(booking.gift_card_amount) - done.card),
  };
}

type Plan =
  | { kind: 'provider'; booking: BookingRow; requestId: string; money: number; card: number }
  | { kind: 'recorded'; booking: BookingRow; money: number; card: number; recorded: boolean };

/**
 * Step 1, with the booking row locked (so two requests at once are one after the other): checks
 * the booking and the amount, splits it (the provider's part first, then the card's), and either
 * records it at once (no provider call: gift card, money outside the site) or stores the request —
 * a `pending` row whose key is the refund's idempotency key, hv-refund-<booking>-<n> — before the
 * provider is called. A request still pending (the provider's answer never arrived) is retried
 * under the same key, so the provider refunds it once; another amount meanwhile is refused.
 */
/** How a refund is made, besides the usual (the provider's part first, then the card's). */
export interface RefundOptions {
  /**
   * Staff gave the money back outside the site (cash, transfer) although the booking was paid
   * through a provider (`Reembolsado fuera del sitio`, decision 0203): recorded, no provider call.
   */
  outside?: boolean;
  /** Runs first in the refund's transaction, the booking locked (a queue claiming its entry): a throw refunds nothing. */
  within?: (tx: PaymentDeps['db']) => Promise<void>;
}

async function plan(
  deps: Deps,
  bookingId: string,
  input: StaffRefundInput,
  staffId: string | null,
  opts: RefundOptions = {},
): Promise<Plan> {
  return deps.db.transaction(async (tx): Promise<Plan> => {
    const booking = await lockBooking(tx, eq(bookings.id, bookingId));
    if (!booking) throw notFound(m.bookingNotFound);
    await opts.within?.(tx);
    const asked = toCents(input.amount);
    const [pending] = await tx
      .select()
      .from(bookingRefunds)
      .where(and(eq(bookingRefunds.booking_id, booking.id), eq(bookingRefunds.event_type, REFUND_KIND.pending)));
    if (pending) {
      // The provider may still carry that refund out: money given back by hand now could be given twice.
      if (opts.outside) throw new AppError('conflict', m.refundInProgress(formatMXN(pending.amount)));
      if (toCents(pending.amount) !== asked) throw new AppError('conflict', m.refundInProgress(formatMXN(pending.amount)));
      await checkPassengersToRemove(tx, booking, input.removePassengers);
      const left = await refundableParts(tx, booking);
      const money = Math.min(asked, left.money);
      await auditRefund(deps, tx, booking, input);
      return { kind: 'provider', booking, requestId: pending.refund_key, money, card: asked - money };
    }
    if (booking.status !== 'Pagada') throw new AppError('conflict', m.refundNotPaid);
    // Nothing of money back is a refund only of a booking paid with seeds alone: its seeds (decision 0242).
    if (asked === 0 && !paidWithSeedsOnly(booking)) throw new AppError('validation', m.refundAmount, { amount: m.refundAmount });
    // Refused before anything is written or any money moves (docs/decisions/0210).
    await checkPassengersToRemove(tx, booking, input.removePassengers);
    // The traveller's cancellation is a fact of its own, before its refund (decision 0196).
    if (deps.auditAction === 'cancel')
      await recordBookingEvent(tx, booking.id, actorIn(deps), {
        type: 'cancelled',
        data: { by: 'traveller', reason: input.reason },
      });
    const left = await refundableParts(tx, booking);
    if (asked > left.money + left.card) {
      const message = m.refundTooMuch(formatMXN(fromCents(left.money + left.card)));
      throw new AppError('validation', message, { amount: message });
    }
    const money = Math.min(asked, left.money);
    const card = asked - money;
    const requestId = await nextRefundRequestId(tx, booking.id);
    const viaProvider = Boolean(booking.provider_capture_id) && !booking.manual_payment_method && !opts.outside;
    if (money > 0 && viaProvider) {
      await tx.insert(bookingRefunds).values({
        booking_id: booking.id,
        refund_key: requestId,
        event_type: REFUND_KIND.pending,
        amount: fromCents(asked),
        currency: booking.currency,
        reason: input.reason,
        requested_by: staffId,
      });
      await auditRefund(deps, tx, booking, input);
      return { kind: 'provider', booking, requestId, money, card };
    }
    const outcome = await recordRefund(tx, booking, {
      id: requestId,
      source: REFUND_KIND.outside,
      money,
      card,
      reason: input.reason,
      requestedBy: staffId,
      actor: actorIn(deps),
      asker: true,
    });
    const recorded = outcome === 'refunded' || outcome === 'partly refunded';
    // The passengers leave with the refund that records them, in its transaction (decision 0210).
    if (recorded) {
      const removal = await removePassengers(tx, booking, input.removePassengers, actorIn(deps), requestId);
      if (removal.refused) throw new AppError('conflict', removal.refused);
    }
    const [now] = await tx.select().from(bookings).where(eq(bookings.id, booking.id));
    await auditRefund(deps, tx, booking, input, now);
    return { kind: 'recorded', booking, money, card, recorded };
  });
}

/**
 * The staff request as one audit line (docs/product.md §15.7), in the transaction that stores it:
 * the amount and reason asked, and when the refund is recorded at once, the booking's status and
 * refunded amount before and after. The provider's part is recorded later, when it answers.
 */
async function auditRefund(deps: Deps, tx: PaymentDeps['db'], booking: BookingRow, input: StaffRefundInput, now?: BookingRow) {
  if (!deps.audit) return;
  await recordAudit(tx, deps.audit, {
    action: deps.auditAction ?? 'refund',
    kind: 'booking',
    id: booking.id,
    before: now ? { status: booking.status, refunded_amount: booking.refunded_amount } : null,
    after: {
      ...(now ? { status: now.status, refunded_amount: now.refunded_amount } : {}),
      refund: input.amount,
      reason: input.reason,
    },
  });
}

/**
 * Step 2: the provider's part at the provider that took the booking, under the request's key;
 * then refund.ts records its answer.
 */
async function refundAtProvider(deps: Deps, p: Extract<Plan, { kind: 'provider' }>, input: StaffRefundInput) {
  const reason = input.reason;
  const { booking, requestId } = p;
  let refund;
  try {
    refund = await deps.providers
      .of(booking.payment_provider)
      .refund(
        { providerOrderId: booking.provider_order_id, captureId: booking.provider_capture_id! },
        { amountCents: p.money, currency: booking.currency, idempotencyKey: requestId, note: reason },
      );
  } catch (error) {
    deps.log.warn({ bookingId: booking.id, requestId, err: error }, 'provider refund not completed');
    if (error instanceof ProviderError && error.definitive) {
      await deps.db
        .update(bookingRefunds)
        .set({ event_type: REFUND_KIND.refused })
        .where(and(eq(bookingRefunds.refund_key, requestId), eq(bookingRefunds.event_type, REFUND_KIND.pending)));
      throw new AppError('unprocessable', m.refundRefused);
    }
    // Unknown outcome: the request stays pending and is retried under the same id.
    throw new AppError('bad_gateway', m.refundUnknown);
  }
  const result = await applyRefund(
    deps,
    (tx) => lockBooking(tx, eq(bookings.id, booking.id)),
    {
      id: refund.id,
      status: refund.status,
      amount: refund.amount,
      totalRefunded: refund.totalRefunded,
      source: REFUND_KIND.staff,
      staffRequestId: requestId,
      claim: true,
      actor: actorIn(deps),
      // Whoever claims the request (once) takes the passengers off, in that transaction (decision 0210).
      onClaim: async (tx, locked) => {
        const removal = await removePassengers(tx, locked, input.removePassengers, actorIn(deps), requestId);
        // Checked in meanwhile: the money is back at the provider already, so the refund stands.
        if (removal.refused)
          deps.log.warn({ bookingId: booking.id, requestId, refused: removal.refused }, 'refund made; passengers not removed');
      },
    },
    { bookingId: booking.id, requestId },
  );
  if (result.outcome === 'refund not completed') throw new AppError('bad_gateway', m.refundUnknown);
  return result;
}

/**
 * POST /api/admin/bookings/:id/refund, and a traveller's own cancellation (traveller-changes.ts):
 * `by` is who asked — staff, the signed-in traveller, or null for a traveller with the voucher link.
 */
export async function refundBooking(
  deps: Deps,
  bookingId: string,
  input: StaffRefundInput,
  by: { id: string } | null,
  opts: RefundOptions = {},
): Promise<StaffRefundResult> {
  // The seeds this refund gives back, for its e-mail (decision 0238): the spend-back rows it adds.
  const seedsBefore = await seedsGivenBack(deps.db, bookingId);
  const p = await plan(deps, bookingId, input, by?.id ?? null, opts);
  let tell: boolean;
  let money = p.money;
  let card = p.card;
  if (p.kind === 'provider') {
    const result = await refundAtProvider(deps, p, input);
    tell = result.claimed;
    money = result.money;
    card = result.card;
  } else tell = p.recorded;

  const [after] = await deps.db.select().from(bookings).where(eq(bookings.id, bookingId));
  const left = await refundableParts(deps.db, after!);
  const viaProvider = p.kind === 'provider';
  const answer: StaffRefundResult = {
    status: after!.status as StaffRefundResult['status'],
    amount: fromCents(money + card),
    // The API's name for the provider's part (the web shows it as PayPal's until the provider choice).
    paypalAmount: viaProvider ? fromCents(money) : 0,
    giftCardAmount: fromCents(card),
    outsideAmount: viaProvider ? 0 : fromCents(money),
    refundedAmount: after!.refunded_amount,
    refundable: fromCents(left.money + left.card),
  };
  // After the commit, only by the call that recorded it; a failure is logged, never undoes it.
  if (tell) {
    const seedsBack = after!.seeds_spent > 0 ? (await seedsGivenBack(deps.db, bookingId)) - seedsBefore : 0;
    await sendRefundEmail(deps, after!, answer, input.reason, Math.max(0, seedsBack));
  }
  return answer;
}

async function sendRefundEmail(deps: Deps, booking: BookingRow, r: StaffRefundResult, reason: string, seedsBack: number) {
  try {
    const to = await bookingAddressee(deps.db, booking);
    if (!to.email) return deps.log.warn({ bookingId: booking.id }, 'refunded booking without an e-mail address');
    const [card] = booking.gift_card_id
      ? await deps.db.select({ series: giftCards.series }).from(giftCards).where(eq(giftCards.id, booking.gift_card_id))
      : [];
    // In the booking's language, like its confirmation.
    const t = translator(siteLocale(booking.locale));
    const whole = booking.status === 'Reembolsada';
    const item = t.locale === 'es' && !whole ? null : await bookedItem(deps.db, booking);
    const words = itemWords(t.locale, item, booking.item_name);
    const message = refundEmail({
      to: to.email,
      replyTo: deps.operatorEmail,
      name: to.name,
      brand: deps.brand,
      t,
      facts: {
        bookingId: booking.id,
        itemName: words.name,
        date: booking.booking_date,
        amount: r.amount,
        providerAmount: r.paypalAmount,
        providerLine: deps.providers.of(booking.payment_provider).words.refundedTo,
        giftCardAmount: r.giftCardAmount,
        outsideAmount: r.outsideAmount,
        manualMethod: booking.manual_payment_method,
        giftCardSeries: card?.series ?? null,
        reason,
        seedsBack,
        whole,
        stillPaid: fromCents(toCents(booking.amount) + toCents(booking.gift_card_amount) - toCents(booking.refunded_amount)),
      },
    });
    // A cancelled booking's event leaves the traveller's calendar (docs/decisions/0201-the-calendar-follows-the-booking.md).
    await deps.mailer.send(whole ? { ...message, attachments: [calendarAttachment(deps, booking, item, t)] } : message);
  } catch (error) {
    deps.log.error({ err: error, bookingId: booking.id }, 'refund e-mail failed');
  }
}
