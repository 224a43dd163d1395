import { and, between, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import {
  bookingReference,
  phoneE164,
  type BookingConfirmation,
  type BookingStatus,
  type PendingPayment,
  type VoucherReadOnly,
} from '@hv/shared';
import type { Db } from '../../../db/client.ts';
import { bookings, coupons } from '../../../db/schema.ts';
import { fromCents, toCents, totalPaid } from '../../../lib/money.ts';
import type { SessionUser } from '../../auth/index.ts';
import type { BookingRow } from '../booking-lock.ts';
import { bookingCancellationTerms } from './booking-terms.ts';
import type { PaymentDeps } from '../deps.ts';
import { findItem, minimumStillNeeded } from '../../availability/index.ts';
import { awardSeeds, seedsAwardedFor } from '../settle/seeds.ts';
import { travellerCancellation } from '../changes/traveller-changes.ts';
import { travellerTimeline } from '../events/record.ts';
import { refundedParts } from '../refunds/refund.ts';

// A booking as its traveller sees it after paying (docs/product.md §6.11, §6.13), and the
// bookings made without an account that a verified e-mail claims (§6.9).

/** Bookings a traveller can be shown: paid, or paid and refunded since. Pending ones are not bookings yet. */
const SHOWN: BookingStatus[] = ['Pagada', 'Reembolsada'];

/**
 * The shown bookings (with `anyStatus`, every booking) whose reference (the id's first 8 hex digits) is `reference`: a range
 * scan of the primary key. Almost always one; two bookings may share a reference (1 in 4
 * billion), so callers pick the one the owner, the link or the e-mail names.
 */
export async function bookingsByReference(
  db: Db,
  reference: string,
  opts: { anyStatus?: boolean; cashAwaited?: boolean } = {},
): Promise<BookingRow[]> {
  const prefix = reference.toLowerCase();
  // With `cashAwaited`, also the pending ones that started a cash or transfer payment: the
  // `Pendiente de pago` page reads them (decision 0216), its instructions while they run, and
  // says so once its traveller cancelled it unpaid (decision 0227).
  const shown = opts.cashAwaited
    ? or(
        inArray(bookings.status, SHOWN),
        and(inArray(bookings.status, ['Pendiente', 'Cancelada']), isNotNull(bookings.pending_method)),
      )
    : inArray(bookings.status, SHOWN);
  return db
    .select()
    .from(bookings)
    .where(
      and(
        between(bookings.id, `${prefix}-0000-0000-0000-000000000000`, `${prefix}-ffff-ffff-ffff-ffffffffffff`),
        opts.anyStatus ? undefined : shown,
      ),
    );
}

/** wa.me wants digits with the country code; a 10-digit number staff typed is read as Mexican. */
function whatsappDigits(phone: string | null): string | null {
  return phone ? (phoneE164('MX', phone)?.slice(1) ?? null) : null;
}

/** GET /api/bookings/:reference: everything the confirmation page shows, and whether this viewer may only read it. */
export async function bookingConfirmation(
  deps: Pick<PaymentDeps, 'db' | 'whatsappNumber'>,
  b: BookingRow,
  readOnly: VoucherReadOnly | null,
): Promise<BookingConfirmation> {
  const { db } = deps;
  const kind = b.experience_id ? 'experience' : b.trip_id ? 'trip' : null;
  const item = kind ? await findItem(db, kind, (b.experience_id ?? b.trip_id)!) : null;
  const [coupon] = b.coupon_id ? await db.select({ code: coupons.code }).from(coupons).where(eq(coupons.id, b.coupon_id)) : [];
  // Where the money went back, split as a cancellation splits it (traveller-changes.ts).
  const back = toCents(b.refunded_amount) > 0 ? await refundedParts(db, b.id) : { money: 0, card: 0 };
  const viaProvider = Boolean(b.provider_capture_id) && !b.manual_payment_method;
  return {
    id: b.id,
    reference: bookingReference(b.id),
    status: b.status as BookingStatus,
    kind,
    slug: item?.slug ?? null,
    itemName: b.item_name,
    itemNameEn: item?.nameEn ?? null,
    date: b.booking_date,
    startTime: b.start_time ?? item?.departureTime ?? null,
    meetingPoint: item?.meetingPoint ?? null,
    meetingPointUrl: item?.meetingPointUrl ?? null,
    meetingPointEn: item?.meetingPointEn ?? null,
    passengers: b.passengers,
    passengerNames: b.passenger_names,
    travellers: b.travellers,
    contact: { name: b.contact_name, email: b.contact_email ?? b.payer_email, phone: b.contact_phone },
    subtotal: b.subtotal,
    discount: b.discount,
    couponCode: coupon?.code ?? null,
    giftCardAmount: b.gift_card_amount,
    ...(b.seeds_spent > 0 ? { seedsSpent: b.seeds_spent, seedsAmount: b.seeds_amount } : {}),
    // The API's name for the provider's part (kept for the web until the provider choice).
    paypalAmount: b.amount,
    paidVia: b.manual_payment_method ? 'desk' : b.payment_provider === 'mercadopago' ? 'mercadopago' : 'paypal',
    total: totalPaid(b),
    refundedAmount: b.refunded_amount,
    refunded: {
      total: fromCents(back.money + back.card),
      paypal: viaProvider ? fromCents(back.money) : 0,
      giftCard: fromCents(back.card),
      outside: viaProvider ? 0 : fromCents(back.money),
    },
    timeZone: b.time_zone,
    currency: b.currency,
    seedsAwarded: b.user_id ? await seedsAwardedFor(db, b.id) : 0,
    paidAt: b.paid_at?.toISOString() ?? null,
    whatsapp: whatsappDigits(item?.responsiblePhone ?? null) ?? deps.whatsappNumber,
    cancellationTerms: bookingCancellationTerms(item),
    cancellationTermsEn: bookingCancellationTerms(item, 'en'),
    cancellation: await travellerCancellation(db, b, item?.freeCancellationHours ?? null),
    itemId: item?.id ?? null,
    startTimes: item?.startTimes ?? [],
    // The move's calendar offers only the dates the experience runs (decision 0208).
    ...(item?.kind === 'experience' && { dateRule: { weekdays: item.weekdays, seasons: item.seasons } }),
    readOnly,
    timeline: await travellerTimeline(db, b.id),
    pendingPayment: pendingPaymentOf(b),
    // Expiry clears the deadline and keeps the method (cash-payments.ts): the page says so, not "awaiting".
    paymentExpired: b.status === 'Pendiente' && b.pending_method !== null && b.pending_deadline === null,
    // The pickup chosen, as booked (decision 0233): the voucher says where and when to be.
    ...(b.pickup ? { pickup: b.pickup } : {}),
    minimumToRun:
      kind && b.status === 'Pagada'
        ? await minimumStillNeeded(db, kind, (b.experience_id ?? b.trip_id)!, b.booking_date, b.start_time)
        : null,
  };
}

/** What the traveller still has to pay by cash or transfer, while that payment is awaited (decision 0216); else null. */
export function pendingPaymentOf(b: BookingRow): PendingPayment | null {
  if (b.status !== 'Pendiente' || !b.pending_deadline || (b.pending_method !== 'oxxo' && b.pending_method !== 'spei'))
    return null;
  return {
    method: b.pending_method,
    reference: b.pending_reference,
    deadline: b.pending_deadline.toISOString(),
    url: b.pending_url,
    amount: b.amount,
  };
}

/**
 * Bookings made without an account whose checkout e-mail is this traveller's become theirs —
 * only once the address is verified, so typing someone's e-mail at checkout claims nothing.
 * A paid one earns its seeds then, through the same once-only award as a payment (what is
 * still paid after partial refunds); a pending one earns them when it is paid.
 */
export async function claimGuestBookings(db: Db, traveller: SessionUser): Promise<number> {
  if (!traveller.emailVerified) return 0;
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(bookings)
      .set({ user_id: traveller.id })
      .where(and(isNull(bookings.user_id), sql`lower(${bookings.contact_email}) = ${traveller.email.toLowerCase()}`))
      .returning();
    for (const b of claimed) {
      if (b.status === 'Pagada')
        await awardSeeds(tx, traveller.id, b.id, fromCents(toCents(totalPaid(b)) - toCents(b.refunded_amount)));
    }
    return claimed.length;
  });
}
