import { asc, eq } from 'drizzle-orm';
import { formatLongDate, formatMXN, formatTime, type DeskBookingDetail } from '@hv/shared';
import type { Db } from '../../db/client.ts';
import { bookingRefunds, bookings, coupons, experiences, giftCards, user } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { siteLocale } from '../../lib/i18n.ts';
import { DESK_MESSAGES } from '@hv/shared';
import { REFUND_KIND, refundableParts, seedsAwardedFor, voucherViewPath } from '../bookings/index.ts';
import { paymentPath } from '../checkout/index.ts';
import { deskRow, type BookingRow } from './bookings-list.ts';
import { auditLinesOf } from '../audit/index.ts';

// One booking at the desk (docs/product.md §14.1): contact, passengers, the money part by part,
// seeds, check-in, and what happened to it and when (from its own timestamps and refunds, and its
// date moves from the audit trail: decision 0186).

async function nameOf(db: Db, id: string | null): Promise<string | null> {
  if (!id) return null;
  const [u] = await db.select({ name: user.fullName, email: user.email }).from(user).where(eq(user.id, id));
  return u ? (u.name ?? u.email) : null;
}

type RefundRow = typeof bookingRefunds.$inferSelect;

/** One refund in the history: how much, where it went back, who asked and why. */
function refundLabel(r: RefundRow, b: BookingRow, askedBy: string | null): string {
  const amount = formatMXN(r.amount);
  const head =
    r.event_type === REFUND_KIND.pending
      ? `Reembolso de ${amount} en curso (PayPal aún no lo confirma)`
      : r.event_type === REFUND_KIND.refused
        ? `PayPal rechazó un reembolso de ${amount}`
        : r.event_type === REFUND_KIND.giftCard
          ? `Reembolso de ${amount} a la gift card`
          : r.event_type === REFUND_KIND.outside
            ? `Reembolso de ${amount} fuera del sitio (${(b.manual_payment_method ?? 'efectivo').toLowerCase()})`
            : r.event_type === 'PAYMENT.CAPTURE.REVERSED'
              ? `Reversión de ${amount} en PayPal`
              : `Reembolso de ${amount} (PayPal)`;
  return [head, askedBy ? `; pidió ${askedBy}` : '', r.reason ? `. Motivo: ${r.reason}` : ''].join('');
}

type AuditLine = Awaited<ReturnType<typeof auditLinesOf>>[number];

const departureText = (d: unknown) => {
  const { date, startTime } = (d ?? {}) as { date?: string; startTime?: string | null };
  return date ? `${formatLongDate(date)}${startTime ? `, ${formatTime(startTime)}` : ''}` : '—';
};

/** A date move: from, to, and who (a staff member by name and role; the traveller from the voucher). */
function dateMoveLabel(line: AuditLine): string {
  const who =
    line.actor_role && line.actor_role !== 'Viajero' ? `${line.actor_name ?? 'el personal'} (${line.actor_role})` : 'el viajero';
  return `Fecha cambiada del ${departureText(line.before)} al ${departureText(line.after)}; la cambió ${who}`;
}

function paidWith(b: BookingRow): string {
  if (b.manual_payment_method) return b.manual_payment_method;
  if (b.provider_capture_id) return b.gift_card_amount > 0 ? 'PayPal y gift card' : 'PayPal';
  if (b.gift_card_amount > 0) return 'gift card';
  return 'cupón (total $0.00)';
}

export async function bookingDetail(db: Db, secret: string, id: string): Promise<DeskBookingDetail> {
  const [b] = await db.select().from(bookings).where(eq(bookings.id, id));
  if (!b) throw notFound(DESK_MESSAGES.bookingNotFound);
  const [[coupon], [card], [account], refunds, seedsAwarded, createdBy, checkedInBy, moves] = await Promise.all([
    b.coupon_id ? db.select({ code: coupons.code }).from(coupons).where(eq(coupons.id, b.coupon_id)) : [],
    b.gift_card_id ? db.select({ series: giftCards.series }).from(giftCards).where(eq(giftCards.id, b.gift_card_id)) : [],
    b.user_id ? db.select({ email: user.email }).from(user).where(eq(user.id, b.user_id)) : [],
    db.select().from(bookingRefunds).where(eq(bookingRefunds.booking_id, b.id)).orderBy(asc(bookingRefunds.created_at)),
    b.user_id ? seedsAwardedFor(db, b.id) : Promise.resolve(0),
    nameOf(db, b.created_by),
    nameOf(db, b.checked_in_by),
    auditLinesOf(db, 'booking', b.id, ['reschedule']),
  ]);
  const askers = new Map<string, string | null>();
  for (const id of new Set(refunds.map((r) => r.requested_by).filter((x): x is string => Boolean(x))))
    askers.set(id, await nameOf(db, id));
  const left = await refundableParts(db, b);
  // The experience's start times now, for `Cambiar fecha` (docs/product.md §15.3).
  const [experience] = b.experience_id
    ? await db.select({ startTimes: experiences.start_times }).from(experiences).where(eq(experiences.id, b.experience_id))
    : [];
  const events = [
    {
      at: b.created_at.toISOString(),
      label: b.source === 'manual' ? `Venta manual registrada por ${createdBy ?? 'el personal'}` : 'Reserva iniciada en el sitio',
    },
    ...(b.paid_at ? [{ at: b.paid_at.toISOString(), label: `Pagada con ${paidWith(b)}` }] : []),
    ...refunds.map((r) => ({
      at: r.created_at.toISOString(),
      label: refundLabel(r, b, r.requested_by ? (askers.get(r.requested_by) ?? null) : null),
    })),
    ...(b.checked_in_at
      ? [{ at: b.checked_in_at.toISOString(), label: `Presentado; registró ${checkedInBy ?? 'el personal'}` }]
      : []),
    ...moves.map((line) => ({ at: line.at.toISOString(), label: dateMoveLabel(line) })),
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
    refundedAmount: b.refunded_amount,
    manualPaymentMethod: b.manual_payment_method,
    manualNote: b.manual_note,
    seedsAwarded,
    checkedInAt: b.checked_in_at?.toISOString() ?? null,
    checkedInBy,
    // The read-only link: staff see and share the voucher without holding the traveller's powers (decision 0163).
    voucherPath: b.status === 'Pagada' || b.status === 'Reembolsada' ? voucherViewPath(secret, b.id) : null,
    paymentPath: b.status === 'Pendiente' && b.source === 'manual' ? paymentPath(secret, b.id, siteLocale(b.locale)) : null,
    refundable: (left.money + left.card) / 100,
    itemId: b.experience_id ?? b.trip_id,
    startTimes: experience?.startTimes ?? [],
    events,
  };
}
