import { and, count, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { bookingRefunds, bookings, couponRedemptions } from '../../../db/schema.ts';
import { restoreGiftCard } from '../../gift-cards/index.ts';
import type { BookingRow } from '../booking-lock.ts';
import type { ProviderMoney, ProviderRefund } from '../../payment-providers/index.ts';
import type { PaymentDeps } from '../deps.ts';
import { fromCents, toCents } from '../../../lib/money.ts';
import { keepSeedsOf, takeBackSeeds } from '../settle/seeds.ts';
import { giveSeedsBack } from '../settle/seed-spending.ts';
import { actorOfUser, completeRefundEvents, recordBookingEvent, type BookingActor } from '../events/record.ts';
import { documentRefund } from './refund-invoice.ts';

// Refunds (docs/architecture.md §7 step 8, docs/product.md §6.8 and §15, decision 0129): the one
// place a refund is recorded, whatever started it — the payment provider's notifications of a
// refund or reversal (settle/provider-events.ts), a staff refund (staff-refund.ts), a traveller's
// cancellation. Money,
// places, the coupon use, the gift card's balance and the seeds move here, together, once.

/** booking_refunds.event_type of rows that are not the provider's: the gift card's part, money given back outside the site. */
export const REFUND_KIND = {
  /** A staff refund waiting for the provider's answer; its refund_key is the refund's idempotency key. Counts for nothing. */
  pending: 'pending',
  /** A staff refund the provider refused for good. Counts for nothing; kept so its key is never reused. */
  refused: 'refused',
  /** Part of a refund that went back onto the booking's gift card. */
  giftCard: 'gift card',
  /** Money of a manual sale given back outside the site (cash, transfer). */
  outside: 'outside',
  /** A provider's refund a staff member (or the traveller cancelling) asked for. */
  staff: 'staff refund',
  /**
   * The refund of a booking paid with seeds alone (no money part, no card part): a row of 0 that
   * keeps the refund once and gives its seeds back (docs/decisions/0238-seeds-at-checkout.md).
   */
  seedsOnly: 'seeds only',
} as const;

const NOT_MONEY: string[] = [REFUND_KIND.pending, REFUND_KIND.refused, REFUND_KIND.giftCard, REFUND_KIND.seedsOnly];

/** Paid with seeds alone: nothing of money or of a gift card to give back, only the seeds. */
export const paidWithSeedsOnly = (booking: Pick<BookingRow, 'seeds_spent' | 'amount' | 'gift_card_amount'>) =>
  booking.seeds_spent > 0 && toCents(booking.amount) + toCents(booking.gift_card_amount) === 0;

/** What the provider says of one refund of the booking's capture. */
export interface RefundReport {
  /** The provider's refund id: each is recorded once (booking_refunds is unique on it). */
  id: string | undefined;
  /** Only completed refunds are recorded (none given counts as completed). */
  status?: ProviderRefund['status'];
  /** What this refund gave back (null: the provider's figure could not be read). */
  amount: ProviderMoney | null;
  /** The provider's total refunded of the capture so far, when it says (a lost notification is not lost money). */
  totalRefunded?: ProviderMoney | null;
  /** What reported it, kept in booking_refunds.event_type: the notification's type, or the refund's origin. */
  source: string;
  /**
   * The staff refund this provider's refund carries out: its idempotency key, which the provider's
   * notification of it names too. Its pending row gives the reason, who asked and the gift card's
   * part of the refund.
   */
  staffRequestId?: string;
  /** Set by the staff path only: the pending row is removed, and whoever removes it sends the e-mail. */
  claim?: boolean;
  /** Who asked, when the caller knows (the staff path); else the stored request's asker, or the provider. */
  actor?: BookingActor;
  /** With `claim`: runs in the transaction that removed the pending row, so once (a staff refund's passengers, decision 0210). */
  onClaim?: (tx: Db, booking: BookingRow) => Promise<void>;
}

export type RefundOutcome =
  | 'malformed refund'
  | 'refund not completed'
  | 'unknown booking'
  | 'not paid'
  | 'not paid through a provider'
  | 'refund already recorded'
  | 'already refunded'
  | 'partly refunded'
  | 'refunded';

export interface RefundResult {
  outcome: RefundOutcome;
  /** The staff request's pending row was removed by this call (claim): it tells the traveller. */
  claimed: boolean;
  /** The parts this call recorded, in centavos. */
  money: number;
  card: number;
}

/** An amount in centavos when it is in `currency`; null when absent, unreadable or in another currency. */
const centsIn = (money: ProviderMoney | null | undefined, currency: string): number | null =>
  money && money.currency === currency ? money.cents : null;

/** What went back so far, in centavos: of the money part (the provider's or outside the site) and of the gift-card part. */
export async function refundedParts(
  db: Db,
  bookingId: string,
  exceptRefundIds: string[] = [],
): Promise<{ money: number; card: number }> {
  const [row] = await db
    .select({
      money: sql<string>`coalesce(sum(${bookingRefunds.amount}) filter (where ${notInArray(bookingRefunds.event_type, NOT_MONEY)}), 0)`,
      card: sql<string>`coalesce(sum(${bookingRefunds.amount}) filter (where ${eq(bookingRefunds.event_type, REFUND_KIND.giftCard)}), 0)`,
    })
    .from(bookingRefunds)
    .where(
      and(
        eq(bookingRefunds.booking_id, bookingId),
        exceptRefundIds.length ? notInArray(bookingRefunds.refund_key, exceptRefundIds) : undefined,
      ),
    );
  return { money: toCents(row?.money ?? 0), card: toCents(row?.card ?? 0) };
}

/** The next free number of a staff refund of this booking (every row counts, pending and refused too). */
export async function nextRefundRequestId(db: Db, bookingId: string): Promise<string> {
  const [row] = await db.select({ n: count() }).from(bookingRefunds).where(eq(bookingRefunds.booking_id, bookingId));
  return `hv-refund-${bookingId}-${Number(row?.n ?? 0) + 1}`;
}

export interface RefundEntry {
  /** The refund's id: the provider's refund id, or our request id for a refund without a provider. */
  id: string;
  /** booking_refunds.event_type of the money part. */
  source: string;
  /** Centavos given back of the money part (the provider's, or outside the site) and onto the gift card. */
  money: number;
  card: number;
  reason?: string | null;
  requestedBy?: string | null;
  /** The provider's total refunded of the capture, in centavos, when it says. */
  providerTotal?: number | null;
  /**
   * A refund made at the provider, not asked here (dashboard, reversal): once the provider's part is all
   * back, the gift card's part goes back too and the booking is `Reembolsada`.
   */
  wholeOnceMoneyIsBack?: boolean;
  /** Who asked for it (or the provider, for a refund made there): the `refunded` events' actor (decision 0196). */
  actor: BookingActor;
  /** Recorded by the path that asked for it (not a provider's notification): its actor is the one kept. */
  asker?: boolean;
}

async function refundEvent(tx: Db, bookingId: string, row: typeof bookingRefunds.$inferSelect, actor: BookingActor) {
  await recordBookingEvent(tx, bookingId, actor, {
    type: 'refunded',
    data: { amount: toCents(row.amount), kind: row.event_type, refundKey: row.refund_key, reason: row.reason },
  });
}

async function giveBackToCard(tx: Db, booking: BookingRow, cents: number) {
  // A card deleted meanwhile has nothing to give back to; a part never taken is not given back.
  if (cents > 0 && booking.gift_card_id && booking.gift_card_spent_at)
    await restoreGiftCard(tx, booking.gift_card_id, fromCents(cents));
}

/**
 * Records one refund of a booking whose row the caller locked, inside its transaction. Each id
 * once: its rows in booking_refunds (the money part under `id`, the gift card's under
 * `id/gift-card`, or `id` alone) are unique, so a repeated report changes nothing more.
 *
 * - Part of the total back: the booking stays `Pagada` with its places and coupon use;
 *   `refunded_amount` is all that went back, the card part is back on the card, and the
 *   traveller keeps the seeds of what is still paid (seeds.ts keepSeedsOf).
 * - All of it back (in one refund or several): `Reembolsada`, the places free again, the coupon
 *   use released, every seed back.
 */
export async function recordRefund(tx: Db, booking: BookingRow, e: RefundEntry): Promise<RefundOutcome> {
  const meta = {
    booking_id: booking.id,
    currency: booking.currency,
    reason: e.reason ?? null,
    requested_by: e.requestedBy ?? null,
  };
  const rows = [
    ...(e.money > 0 ? [{ ...meta, refund_key: e.id, event_type: e.source, amount: fromCents(e.money) }] : []),
    ...(e.card > 0
      ? [
          {
            ...meta,
            refund_key: e.money > 0 ? `${e.id}/gift-card` : e.id,
            event_type: REFUND_KIND.giftCard,
            amount: fromCents(e.card),
          },
        ]
      : []),
    ...(e.money <= 0 && e.card <= 0 && paidWithSeedsOnly(booking)
      ? [{ ...meta, refund_key: e.id, event_type: REFUND_KIND.seedsOnly, amount: fromCents(0) }]
      : []),
  ];
  if (!rows.length) return 'malformed refund';
  const recorded = await tx
    .insert(bookingRefunds)
    .values(rows)
    .onConflictDoNothing({ target: bookingRefunds.refund_key })
    .returning();
  // One `refunded` event per part recorded now: a repeated report records no row, so no event.
  for (const r of recorded) await refundEvent(tx, booking.id, r, e.actor);
  if (!recorded.length) {
    // The provider's notification came first: the staff request still gives its reason and who asked.
    if (e.reason)
      await tx
        .update(bookingRefunds)
        .set({ reason: e.reason, requested_by: e.requestedBy ?? null })
        .where(
          and(
            eq(bookingRefunds.booking_id, booking.id),
            sql`${bookingRefunds.refund_key} in (${e.id}, ${`${e.id}/gift-card`})`,
            sql`${bookingRefunds.reason} is null`,
          ),
        );
    if (e.asker || e.reason)
      await completeRefundEvents(tx, booking.id, [e.id, `${e.id}/gift-card`], e.reason, e.actor, e.asker === true);
    return 'refund already recorded';
  }
  if (booking.status === 'Reembolsada') return 'already refunded';

  const moneyPart = toCents(booking.amount);
  const cardPart = toCents(booking.gift_card_amount);
  await giveBackToCard(tx, booking, e.card);
  const parts = await refundedParts(tx, booking.id);
  const money = Math.min(moneyPart, Math.max(parts.money, e.providerTotal ?? 0));
  let card = Math.min(cardPart, parts.card);
  if (e.wholeOnceMoneyIsBack && money >= moneyPart && card < cardPart) {
    const rest = cardPart - card;
    const [rested] = await tx
      .insert(bookingRefunds)
      .values({ ...meta, refund_key: `${e.id}/gift-card`, event_type: REFUND_KIND.giftCard, amount: fromCents(rest) })
      .onConflictDoNothing({ target: bookingRefunds.refund_key })
      .returning();
    if (rested) await refundEvent(tx, booking.id, rested, e.actor);
    await giveBackToCard(tx, booking, rest);
    card = cardPart;
  }
  const refunded = money + card;
  // The CFDI follows the money, in this transaction and once per refund (decision 0226): a credit
  // note of this refund's money part, or the invoice cancelled when all of it is back that month.
  const invoiceDocument = (whole: boolean) =>
    documentRefund(tx, booking, {
      refundKey: e.id,
      money: recorded.filter((r) => r.event_type !== REFUND_KIND.giftCard).reduce((sum, r) => sum + toCents(r.amount), 0),
      whole,
      now: new Date(),
    });

  if (money < moneyPart || card < cardPart) {
    await tx
      .update(bookings)
      .set({ refunded_amount: fromCents(refunded) })
      .where(eq(bookings.id, booking.id));
    if (booking.user_id && booking.status === 'Pagada') {
      await keepSeedsOf(tx, booking.user_id, booking.id, fromCents(moneyPart + cardPart - refunded), e.id);
    }
    // The seeds it spent come back in the refund's share, once per refund (decision 0234).
    await giveSeedsBack(tx, booking, moneyPart + cardPart, refunded, e.id);
    await invoiceDocument(false);
    return 'partly refunded';
  }

  await tx
    .update(bookings)
    .set({
      status: 'Reembolsada',
      refunded_amount: fromCents(refunded),
      // The cancelling event outranks the one calendars hold (docs/decisions/0201-the-calendar-follows-the-booking.md).
      calendar_sequence: sql`${bookings.calendar_sequence} + 1`,
      capture_started_at: null,
      capture_in_flight_at: null,
      // The card's part is back on the card (the rows above): the booking no longer holds it.
      gift_card_spent_at: null,
    })
    .where(eq(bookings.id, booking.id));
  if (booking.user_id) await takeBackSeeds(tx, booking.user_id, booking.id);
  await giveSeedsBack(tx, booking, moneyPart + cardPart, refunded, e.id);
  // The coupon use is released: the coupon may be used again up to its quantity.
  await tx.delete(couponRedemptions).where(eq(couponRedemptions.booking_id, booking.id));
  await invoiceDocument(true);
  return 'refunded';
}

/**
 * Records what the provider says of a refund of the booking's capture (its answer to a staff refund,
 * or its REFUNDED / REVERSED notification), in one transaction with the booking row locked
 * (`findBooking` locks it, with lockBooking). A refund that carries a staff request
 * (`staffRequestId`, also named by the provider's notification) takes that request's reason,
 * who asked and the gift card's part; any other refund that empties the provider's part refunds the
 * whole booking (the card's part back onto the card).
 */
export async function applyRefund(
  deps: Pick<PaymentDeps, 'db' | 'log'>,
  findBooking: (tx: Db) => Promise<BookingRow | undefined>,
  refund: RefundReport,
  context: Record<string, unknown> = {},
): Promise<RefundResult> {
  const none = (outcome: RefundOutcome): RefundResult => ({ outcome, claimed: false, money: 0, card: 0 });
  const refundId = refund.id;
  if (!refundId) {
    deps.log.error(context, 'provider refund without a refund id: nothing recorded');
    return none('malformed refund');
  }
  if (refund.status && refund.status !== 'completed') return none('refund not completed');
  const result = await deps.db.transaction(async (tx): Promise<RefundResult> => {
    const booking = await findBooking(tx);
    if (!booking) return none('unknown booking');
    if (booking.status !== 'Pagada' && booking.status !== 'Reembolsada' && !booking.provider_capture_id) return none('not paid');
    const moneyPart = toCents(booking.amount);
    if (moneyPart <= 0) return none('not paid through a provider');
    const amount = centsIn(refund.amount, booking.currency);
    if (amount === null || amount <= 0) return none('malformed refund');

    const [request] = refund.staffRequestId
      ? await tx
          .select()
          .from(bookingRefunds)
          .where(
            and(
              eq(bookingRefunds.booking_id, booking.id),
              eq(bookingRefunds.refund_key, refund.staffRequestId),
              eq(bookingRefunds.event_type, REFUND_KIND.pending),
            ),
          )
      : [];
    let card = 0;
    if (request) {
      // What earlier refunds gave back to the card. This refund's own parts are left out: the provider's
      // notification of it may have been recorded first, and the answer must still count its card part.
      const before = await refundedParts(tx, booking.id, [refundId, `${refundId}/gift-card`]);
      card = Math.max(0, Math.min(toCents(request.amount) - amount, toCents(booking.gift_card_amount) - before.card));
    }
    const outcome = await recordRefund(tx, booking, {
      id: refundId,
      source: request ? REFUND_KIND.staff : refund.source,
      money: amount,
      card,
      reason: request?.reason,
      requestedBy: request?.requested_by,
      providerTotal: centsIn(refund.totalRefunded, booking.currency),
      wholeOnceMoneyIsBack: !request,
      // The staff path says who asked; a notification of a staff request names its asker; any other the provider.
      actor:
        refund.actor ??
        (request ? await actorOfUser(tx, request.requested_by) : { kind: 'provider', name: booking.payment_provider }),
      asker: refund.actor !== undefined,
    });
    let claimed = false;
    if (request && refund.claim) {
      const removed = await tx
        .delete(bookingRefunds)
        .where(eq(bookingRefunds.id, request.id))
        .returning({ id: bookingRefunds.id });
      claimed = removed.length > 0;
      if (claimed) await refund.onClaim?.(tx, booking);
    }
    return { outcome, claimed, money: amount, card };
  });
  if (result.outcome === 'malformed refund')
    deps.log.error({ ...context, refund: refundId }, 'provider refund without a usable amount: nothing recorded');
  return result;
}
