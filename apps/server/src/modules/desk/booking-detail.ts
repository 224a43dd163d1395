import { and, asc, eq, inArray } from 'drizzle-orm';
import { formatMXN, type DeskBookingDetail } from '@hv/shared';
import type { Db } from '../../db/client.ts';
import { bookingRefunds, bookings, coupons, experiences, giftCards, invoices, user } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { toCents } from '../../lib/money.ts';
import { siteLocale } from '../../lib/i18n.ts';
import { DESK_MESSAGES } from '@hv/shared';
import { bookingEventsOf, REFUND_KIND, refundableParts, seedsAwardedFor, voucherViewPath } from '../bookings/index.ts';
import { paymentPath } from '../checkout/index.ts';
import { deskRow } from './bookings-list.ts';
import { historyLine, refundLine } from './booking-history.ts';

// One booking at the desk (docs/product.md §14.1): contact, passengers, the money part by part,
// seeds, check-in, and what happened to it and when: its `Historial`, read from its event log
// (decision 0196), with the refunds still waiting for the payment provider's answer.

async function nameOf(db: Db, id: string | null): Promise<string | null> {
  if (!id) return null;
  const [u] = await db.select({ name: user.fullName, email: user.email }).from(user).where(eq(user.id, id));
  return u ? (u.name ?? u.email) : null;
}

export async function bookingDetail(db: Db, secret: string, id: string): Promise<DeskBookingDetail> {
  const [b] = await db.select().from(bookings).where(eq(bookings.id, id));
  if (!b) throw notFound(DESK_MESSAGES.bookingNotFound);
  const [[coupon], [card], [account], inFlight, seedsAwarded, checkedInBy, log, [invoice]] = await Promise.all([
    b.coupon_id ? db.select({ code: coupons.code }).from(coupons).where(eq(coupons.id, b.coupon_id)) : [],
    b.gift_card_id ? db.select({ series: giftCards.series }).from(giftCards).where(eq(giftCards.id, b.gift_card_id)) : [],
    b.user_id ? db.select({ email: user.email }).from(user).where(eq(user.id, b.user_id)) : [],
    // A staff refund waiting for the provider, or refused by it, is a request, not a refund: its row says so.
    db
      .select()
      .from(bookingRefunds)
      .where(
        and(eq(bookingRefunds.booking_id, b.id), inArray(bookingRefunds.event_type, [REFUND_KIND.pending, REFUND_KIND.refused])),
      )
      .orderBy(asc(bookingRefunds.created_at)),
    b.user_id ? seedsAwardedFor(db, b.id) : Promise.resolve(0),
    nameOf(db, b.checked_in_by),
    bookingEventsOf(db, b.id),
    db
      .select()
      .from(invoices)
      .where(and(eq(invoices.booking_id, b.id), eq(invoices.kind, 'invoice'))),
  ]);
  const customer = (invoice?.customer ?? {}) as { legalName?: string; rfc?: string; country?: string; foreignTaxId?: string };
  // People by their account's name now (as the desk always named them), else the name the event kept.
  const names = new Map<string, string | null>();
  for (const id of new Set(
    [...log.map((e) => e.actorId), ...inFlight.map((r) => r.requested_by)].filter((x): x is string => Boolean(x)),
  ))
    names.set(id, await nameOf(db, id));
  const whoOf = (e: (typeof log)[number]) =>
    (e.actorId ? names.get(e.actorId) : null) ?? (e.actorKind === 'staff' || e.actorKind === 'traveller' ? e.actorName : null);
  const left = await refundableParts(db, b);
  // The experience's start times, weekdays and seasons now, for `Cambiar fecha` (docs/product.md §15.3, decision 0208).
  const [experience] = b.experience_id
    ? await db
        .select({ startTimes: experiences.start_times, weekdays: experiences.weekdays, seasons: experiences.seasons })
        .from(experiences)
        .where(eq(experiences.id, b.experience_id))
    : [];
  const events = [
    ...log.map((e) => ({ at: e.at.toISOString(), label: historyLine(e, b, whoOf(e)) })),
    ...inFlight.map((r) => ({
      at: r.created_at.toISOString(),
      label: refundLine(
        { amount: formatMXN(r.amount), kind: r.event_type, reason: r.reason },
        b,
        r.requested_by ? (names.get(r.requested_by) ?? null) : null,
      ),
    })),
  ].sort((x, y) => x.at.localeCompare(y.at));
  return {
    ...deskRow(b),
    passengerNames: b.passenger_names,
    accountEmail: account?.email ?? null,
    subtotal: b.subtotal,
    discount: b.discount,
    couponCode: coupon?.code ?? null,
    giftCardSeries: card?.series ?? null,
    giftCardAmount: b.gift_card_amount,
    paypalAmount: b.manual_payment_method ? 0 : b.amount,
    paypalOrderId: b.provider_order_id,
    paypalCaptureId: b.provider_capture_id,
    manualPaymentMethod: b.manual_payment_method,
    manualNote: b.manual_note,
    seedsAwarded,
    seedsSpent: b.seeds_spent,
    seedsAmount: b.seeds_amount,
    checkedInAt: b.checked_in_at?.toISOString() ?? null,
    checkedInBy,
    // The read-only link: staff see and share the voucher without holding the traveller's powers (decision 0163).
    voucherPath: b.status === 'Pagada' || b.status === 'Reembolsada' ? voucherViewPath(secret, b.id) : null,
    paymentPath: b.status === 'Pendiente' && b.source === 'manual' ? paymentPath(secret, b.id, siteLocale(b.locale)) : null,
    refundable: (left.money + left.card) / 100,
    itemId: b.experience_id ?? b.trip_id,
    startTimes: experience?.startTimes ?? [],
    ...(experience && { dateRule: { weekdays: experience.weekdays, seasons: experience.seasons } }),
    invoice: invoice
      ? {
          status: invoice.status as 'pending' | 'issued' | 'refused' | 'cancelled',
          legalName: customer.legalName ?? '',
          taxId: customer.rfc ?? `${customer.country ?? ''} ${customer.foreignTaxId ?? ''}`.trim(),
          series: invoice.series,
          folio: invoice.folio,
          uuid: invoice.uuid,
          refusalReason: invoice.refusal_reason,
        }
      : null,
    invoiceable: !invoice && b.status === 'Pagada' && !b.invoiced_in && toCents(b.amount) > toCents(b.refunded_amount),
    events,
  };
}
