import { and, asc, desc, eq, gt, isNotNull, sql, type SQL } from 'drizzle-orm';
import {
  BUSINESS_TIME_ZONE,
  bookingReference,
  DEFAULT_TRAVELLER_TYPE,
  deskStatusLabel,
  GIFT_CARD_WORDS,
  paidWith,
  paymentMethodWords,
  TRANSPORT_STATUSES,
  travellerSummary,
  type BookedTraveller,
  type BookingStatus,
  type Report,
  type TransportStatus,
} from '@hv/shared';
import type { Db } from '../../db/client.ts';
import {
  bookingRefunds,
  bookings,
  coupons,
  experiences,
  giftCards,
  seedsLedger,
  transportRequests,
  trips,
  user,
} from '../../db/schema.ts';
import type { CsvCell } from '../../lib/csv.ts';
import { roundToCents } from '../../lib/money.ts';

export interface Period {
  from: string;
  to: string;
}

// A constant, inlined so that the same expression can be selected and grouped by.
const TZ = sql.raw(`'${BUSINESS_TIME_ZONE}'`);
const money = (v: unknown) => roundToCents(Number(v ?? 0));

/** Timestamps within the period's days in Mexico City: [from 00:00, to + 1 day 00:00). Sargable. */
function within(column: SQL | typeof bookings.paid_at, period: Period): SQL {
  return sql`(${column} >= (${period.from}::date::timestamp at time zone ${TZ}) and ${column} < ((${period.to}::date + 1)::timestamp at time zone ${TZ}))`;
}

/** Bookings paid in the period and still paid (refunded or cancelled ones do not count as sales). */
const paidIn = (period: Period) => and(eq(bookings.status, 'Pagada'), within(sql`${bookings.paid_at}`, period))!;

/** What the business keeps of a booking: PayPal plus the gift-card part, less what PayPal gave back (partial refunds). */
const paidTotal = sql`(${bookings.amount} + ${bookings.gift_card_amount} - ${bookings.refunded_amount})`;
const usedCoupon = sql`(${bookings.coupon_id} is not null or ${bookings.discount} > 0)`;

/** Every month of the period, 'YYYY-MM', oldest first. */
export function monthsOf(period: Period): string[] {
  const months: string[] = [];
  let [y, m] = period.from.split('-').map(Number) as [number, number];
  const last = period.to.slice(0, 7);
  for (;;) {
    const key = `${y}-${String(m).padStart(2, '0')}`;
    months.push(key);
    if (key >= last) return months;
    m += 1;
    if (m > 12) [y, m] = [y + 1, 1];
  }
}

async function topItems(db: Db, period: Period, kind: 'experience' | 'trip') {
  const column = kind === 'experience' ? bookings.experience_id : bookings.trip_id;
  const [table, name] = kind === 'experience' ? [experiences, experiences.name] : [trips, trips.destination];
  const revenue = sql`sum(${paidTotal})`;
  const rows = await db
    .select({
      id: column,
      // The item's current name; the booking's own copy if the item was deleted since.
      name: sql<string>`coalesce(max(${name}), max(${bookings.item_name}))`,
      bookings: sql<number>`count(*)::int`,
      passengers: sql<number>`sum(${bookings.passengers})::int`,
      revenue: sql<string>`${revenue}`,
    })
    .from(bookings)
    .leftJoin(table, eq(table.id, column))
    .where(and(paidIn(period), isNotNull(column)))
    .groupBy(column)
    .orderBy(desc(revenue), asc(column))
    .limit(5);
  return rows.map((r) => ({ ...r, id: r.id!, revenue: money(r.revenue) }));
}

/**
 * A booking's traveller lines (decision 0228) as one jsonb list: a booking from before traveller
 * types is its passengers as the one default type, at its unit price.
 */
const travellerLines = sql`(case when jsonb_array_length(${bookings.travellers}) > 0 then ${bookings.travellers}
  else jsonb_build_array(jsonb_build_object('name', ${DEFAULT_TRAVELLER_TYPE.name}::text, 'count', ${bookings.passengers}, 'unitPrice', ${bookings.unit_price})) end)`;

/** `Viajeros por tipo` (decision 0240): travellers and their list amount per type name, most travellers first. */
async function byTravellerType(db: Db, period: Period) {
  const result = await db.execute<{ name: string; travellers: number; amount: string }>(sql`
    select line->>'name' as name,
      sum((line->>'count')::int)::int as travellers,
      sum((line->>'count')::numeric * (line->>'unitPrice')::numeric) as amount
    from ${bookings}, jsonb_array_elements(${travellerLines}) as line
    where ${paidIn(period)} and (line->>'count')::int > 0
    group by 1
    order by 2 desc, 1`);
  return (result as unknown as { rows: { name: string; travellers: number; amount: string }[] }).rows.map((r) => ({
    name: r.name,
    travellers: Number(r.travellers),
    amount: money(r.amount),
  }));
}

// The provider and, when it kept one, how it was paid (`mercadopago:oxxo`, decision 0216).
const providerMethod = sql<string>`${bookings.payment_provider} || coalesce(':' || ${bookings.paid_method}, '')`;
const moneyMethod = sql<string>`coalesce(${bookings.manual_payment_method}, ${providerMethod})`;

/**
 * Gross, refunds and net per way of paying (decision 0204). Gross: the parts of the bookings paid
 * in the period, whatever became of them. Refunds: what went back in the period (booking_refunds,
 * money rows only), to the way it was paid — the gift card's part to the card, money given back
 * outside the site to the desk's method (`Fuera del sitio` for a provider's booking).
 */
async function byMethod(db: Db, period: Period) {
  const [paidMoney, paidCards, refunded] = await Promise.all([
    db
      .select({ method: moneyMethod, total: sql<string>`sum(${bookings.amount})` })
      .from(bookings)
      .where(and(isNotNull(bookings.paid_at), within(sql`${bookings.paid_at}`, period), gt(bookings.amount, 0)))
      .groupBy(moneyMethod),
    db
      .select({ total: sql<string>`coalesce(sum(${bookings.gift_card_amount}), 0)` })
      .from(bookings)
      .where(and(isNotNull(bookings.paid_at), within(sql`${bookings.paid_at}`, period))),
    db
      .select({
        method: sql<string>`case
          when ${bookingRefunds.event_type} = 'gift card' then ${GIFT_CARD_WORDS}
          when ${bookingRefunds.event_type} = 'outside' then coalesce(${bookings.manual_payment_method}, 'Fuera del sitio')
          else ${providerMethod} end`,
        total: sql<string>`sum(${bookingRefunds.amount})`,
      })
      .from(bookingRefunds)
      .innerJoin(bookings, eq(bookings.id, bookingRefunds.booking_id))
      .where(
        and(within(sql`${bookingRefunds.created_at}`, period), sql`${bookingRefunds.event_type} not in ('pending', 'refused')`),
      )
      .groupBy(sql`1`),
  ]);
  const lines = new Map<string, { gross: number; refunds: number }>();
  const line = (method: string) => {
    const key = paymentMethodWords(method);
    if (!lines.has(key)) lines.set(key, { gross: 0, refunds: 0 });
    return lines.get(key)!;
  };
  for (const r of paidMoney) line(r.method).gross += money(r.total);
  if (money(paidCards[0]?.total) > 0) line(GIFT_CARD_WORDS).gross += money(paidCards[0]?.total);
  for (const r of refunded) line(r.method).refunds += money(r.total);
  const data = [...lines.entries()]
    .map(([method, l]) => ({ method, gross: money(l.gross), refunds: money(l.refunds), net: money(l.gross - l.refunds) }))
    .sort((a, b) => b.gross - a.gross || a.method.localeCompare(b.method, 'es'));
  const sum = (pick: (l: (typeof data)[number]) => number) => money(data.reduce((n, l) => n + pick(l), 0));
  return { data, gross: sum((l) => l.gross), refunds: sum((l) => l.refunds), net: sum((l) => l.net) };
}

/** `Corte de caja`: cash taken at the desk (manual sales paid in cash), per day and staff member. */
async function cashBox(db: Db, period: Period) {
  const day = sql<string>`to_char(${bookings.paid_at} at time zone ${TZ}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({ date: day, staff: user.fullName, sales: sql<number>`count(*)::int`, amount: sql<string>`sum(${bookings.amount})` })
    .from(bookings)
    .leftJoin(user, eq(user.id, bookings.created_by))
    .where(
      and(eq(bookings.manual_payment_method, 'Efectivo'), isNotNull(bookings.paid_at), within(sql`${bookings.paid_at}`, period)),
    )
    .groupBy(day, user.fullName)
    .orderBy(asc(day), asc(user.fullName));
  return rows.map((r) => ({ date: r.date, staff: r.staff, sales: r.sales, amount: money(r.amount) }));
}

/** The figures of the reports screen for a period (days by Mexico City's calendar). */
export async function buildReport(db: Db, period: Period): Promise<Report> {
  const month = sql<string>`to_char(${bookings.paid_at} at time zone ${TZ}, 'YYYY-MM')`;
  const couponCode = sql<string>`coalesce(${coupons.code}, 'Cupón eliminado')`;
  const [[totals], byMonth, topExperiences, topTrips, byCode, [seeds], transport, methods, cash, types] = await Promise.all([
    db
      .select({
        bookings: sql<number>`count(*)::int`,
        passengers: sql<number>`coalesce(sum(${bookings.passengers}), 0)::int`,
        sales: sql<string>`coalesce(sum(${paidTotal}), 0)`,
        giftCards: sql<string>`coalesce(sum(${bookings.gift_card_amount}), 0)`,
        redemptions: sql<number>`(count(*) filter (where ${usedCoupon}))::int`,
        discount: sql<string>`coalesce(sum(${bookings.discount}), 0)`,
      })
      .from(bookings)
      .where(paidIn(period)),
    db
      .select({ month, sales: sql<string>`sum(${paidTotal})`, bookings: sql<number>`count(*)::int` })
      .from(bookings)
      .where(paidIn(period))
      .groupBy(month),
    topItems(db, period, 'experience'),
    topItems(db, period, 'trip'),
    db
      .select({ code: couponCode, redemptions: sql<number>`count(*)::int`, discount: sql<string>`sum(${bookings.discount})` })
      .from(bookings)
      .leftJoin(coupons, eq(coupons.id, bookings.coupon_id))
      .where(and(paidIn(period), usedCoupon))
      .groupBy(couponCode)
      .orderBy(desc(sql`count(*)`), asc(couponCode)),
    db
      .select({ n: sql<number>`coalesce(sum(${seedsLedger.delta}), 0)::int` })
      .from(seedsLedger)
      .where(and(gt(seedsLedger.delta, 0), within(sql`${seedsLedger.created_at}`, period))),
    db
      .select({ status: transportRequests.status, n: sql<number>`count(*)::int` })
      .from(transportRequests)
      .where(within(sql`${transportRequests.created_at}`, period))
      .groupBy(transportRequests.status),
    byMethod(db, period),
    cashBox(db, period),
    byTravellerType(db, period),
  ]);

  const monthly = new Map(byMonth.map((r) => [r.month, r]));
  const byStatus = Object.fromEntries(TRANSPORT_STATUSES.map((s) => [s, 0])) as Record<TransportStatus, number>;
  let transportTotal = 0;
  for (const row of transport) {
    transportTotal += row.n;
    if (row.status in byStatus) byStatus[row.status as TransportStatus] += row.n;
  }
  const paid = totals?.bookings ?? 0;
  const sales = money(totals?.sales);
  return {
    period,
    currency: 'MXN',
    sales_by_month: monthsOf(period).map((m) => ({
      month: m,
      sales: money(monthly.get(m)?.sales),
      bookings: monthly.get(m)?.bookings ?? 0,
    })),
    paid_bookings: paid,
    passengers: totals?.passengers ?? 0,
    sales,
    average_ticket: paid ? money(sales / paid) : 0,
    gift_card_amount: money(totals?.giftCards),
    top_experiences: topExperiences,
    top_trips: topTrips,
    travellers_by_type: types,
    coupons: {
      redemptions: totals?.redemptions ?? 0,
      discount: money(totals?.discount),
      by_code: byCode.map((r) => ({ code: r.code, redemptions: r.redemptions, discount: money(r.discount) })),
    },
    by_method: methods.data,
    gross: methods.gross,
    refunds: methods.refunds,
    net: methods.net,
    cash_box: cash,
    seeds_awarded: seeds?.n ?? 0,
    transport_requests: { total: transportTotal, by_status: byStatus },
  };
}

export const BOOKINGS_CSV_HEADER = [
  'Referencia',
  'Pagada el',
  'Fecha de la reserva',
  'Tipo',
  'Concepto',
  'Pasajeros',
  // Each traveller type and its count (decision 0240): `2 Adulto · 1 Niño (3 a 11 años)`.
  'Viajeros',
  'Precio unitario',
  'Subtotal',
  'Cupón',
  'Descuento',
  'Gift Card',
  'Pagado con Gift Card',
  // The money part: through the payment provider, or taken at the desk (`Método de pago` says which).
  'Pagado con el método',
  'Total pagado',
  'Reembolsado',
  'Moneda',
  'Estado',
  'Cliente',
  'Correo',
  'Orden del proveedor',
  'Cobro del proveedor',
  'Método de pago',
] as const;

/** A booking's `Viajeros`: its types and counts; one from before traveller types as `N Persona`. */
const travellersCell = (lines: BookedTraveller[], passengers: number) =>
  lines.length ? travellerSummary('es', lines) : `${passengers} ${DEFAULT_TRAVELLER_TYPE.name}`;

/** Every booking paid within the period (whatever its status now), oldest payment first. */
export async function bookingsCsvRows(db: Db, period: Period): Promise<CsvCell[][]> {
  const rows = await db
    .select({
      id: bookings.id,
      paid_at: sql<string>`to_char(${bookings.paid_at} at time zone ${TZ}, 'YYYY-MM-DD HH24:MI')`,
      booking_date: bookings.booking_date,
      experience_id: bookings.experience_id,
      trip_id: bookings.trip_id,
      item_name: bookings.item_name,
      passengers: bookings.passengers,
      travellers: bookings.travellers,
      unit_price: bookings.unit_price,
      subtotal: bookings.subtotal,
      coupon: coupons.code,
      discount: bookings.discount,
      gift_card: giftCards.series,
      gift_card_amount: bookings.gift_card_amount,
      amount: bookings.amount,
      refunded_amount: bookings.refunded_amount,
      currency: bookings.currency,
      status: bookings.status,
      user_name: user.fullName,
      user_email: user.email,
      contact_name: bookings.contact_name,
      contact_email: bookings.contact_email,
      manual_payment_method: bookings.manual_payment_method,
      payment_provider: providerMethod,
      payer_name: bookings.payer_name,
      payer_email: bookings.payer_email,
      paypal_order_id: bookings.provider_order_id,
      paypal_capture_id: bookings.provider_capture_id,
    })
    .from(bookings)
    .leftJoin(user, eq(user.id, bookings.user_id))
    .leftJoin(coupons, eq(coupons.id, bookings.coupon_id))
    .leftJoin(giftCards, eq(giftCards.id, bookings.gift_card_id))
    .where(within(sql`${bookings.paid_at}`, period))
    .orderBy(asc(bookings.paid_at), asc(bookings.id));
  const fixed = (n: number) => Number(n).toFixed(2);
  return rows.map((b) => [
    bookingReference(b.id),
    b.paid_at,
    b.booking_date,
    b.experience_id ? 'Experiencia' : b.trip_id ? 'Viaje' : '',
    b.item_name,
    b.passengers,
    travellersCell(b.travellers, b.passengers),
    fixed(b.unit_price),
    fixed(b.subtotal),
    b.coupon,
    fixed(b.discount),
    b.gift_card,
    fixed(b.gift_card_amount),
    fixed(b.amount),
    fixed(b.amount + b.gift_card_amount),
    fixed(b.refunded_amount),
    b.currency,
    deskStatusLabel(b.status as BookingStatus, b.refunded_amount),
    // The buyer as they gave their details, not the account's holder (issue 29 item 9).
    b.contact_name ?? b.user_name ?? b.payer_name,
    b.contact_email ?? b.user_email ?? b.payer_email,
    b.paypal_order_id,
    b.paypal_capture_id,
    paidWith({
      providerAmount: b.amount,
      giftCardAmount: b.gift_card_amount,
      manualMethod: b.manual_payment_method,
      provider: b.payment_provider,
    }),
  ]);
}
