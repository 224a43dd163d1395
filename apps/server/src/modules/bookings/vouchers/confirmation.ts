import { eq } from 'drizzle-orm';
import { bookingReference, pickupName, type CaptureResult } from '@hv/shared';
import type { Db } from '../../../db/client.ts';
import { user } from '../../../db/schema.ts';
import { siteLocale, translator, type Translator } from '../../../lib/i18n.ts';
import type { BookingRow } from '../booking-lock.ts';
import { bookingCancellationTerms, selfServiceOf } from './booking-terms.ts';
import { bookingConfirmationEmail } from './confirmation-email.ts';
import { confirmationPath, voucherViewPath } from './confirmation-link.ts';
import type { PaymentDeps } from '../deps.ts';
import { bookedItem, itemWords, type BookableItem } from '../../availability/index.ts';
import { totalPaid } from '../../../lib/money.ts';
import { pickupLine } from '../../mail/index.ts';
import { seedsAwardedFor, seedsBalance } from '../settle/seeds.ts';
import { bookingCalendar, calendarMethod, voucherQrPng } from './voucher.ts';

/** The voucher's QR code, inline in the confirmation e-mail. */
const VOUCHER_QR_CID = 'voucher-qr@hormiga-viajera';

// What a paid booking answers and sends (docs/architecture.md §7 step 6).

/** The capture answer for a paid booking; the same on every repeated call. */
export async function captureResultFor(
  deps: Pick<PaymentDeps, 'db' | 'secret'>,
  booking: BookingRow,
  sessionUserId: string | null,
): Promise<CaptureResult> {
  const { db } = deps;
  const mine = Boolean(booking.user_id && booking.user_id === sessionUserId);
  return {
    booking: {
      id: booking.id,
      reference: bookingReference(booking.id),
      itemName: booking.item_name,
      date: booking.booking_date,
      passengers: booking.passengers,
      amount: totalPaid(booking),
      giftCardAmount: booking.gift_card_amount,
      // The API's name for the provider's part (kept for the web until the provider choice).
      paypalAmount: booking.amount,
      currency: 'MXN',
      status: 'Pagada',
    },
    seedsAwarded: booking.user_id ? await seedsAwardedFor(db, booking.id) : 0,
    // Only the traveller who booked sees their balance.
    seeds: mine ? await seedsBalance(db, booking.user_id!) : null,
    payerGivenName: givenName(booking),
    // The page the browser goes to after paying: in the language the booking was made in.
    confirmationPath: confirmationPath(deps.secret, booking.id, siteLocale(booking.locale)),
  };
}

/** The name the thanks use: the provider's payer's given name (docs/product.md §6.7), else the buyer's as typed; 'Viajero' when unknown. */
function givenName(booking: BookingRow): string {
  const typed = booking.contact_name?.trim().split(/\s+/)[0];
  return booking.payer_given_name || booking.payer_name?.split(' ')[0] || typed || 'Viajero';
}

/**
 * Where a booking's e-mails go: the address typed at checkout; for bookings made before
 * checkout asked for one, the account's, else the provider's payer's.
 */
export async function bookingAddressee(db: Db, booking: BookingRow): Promise<{ email: string | null; name: string | null }> {
  if (booking.contact_email) return { email: booking.contact_email, name: booking.contact_name };
  const [account] = booking.user_id
    ? await db.select({ email: user.email, fullName: user.fullName }).from(user).where(eq(user.id, booking.user_id))
    : [];
  return { email: account?.email ?? booking.payer_email, name: account?.fullName ?? booking.payer_name };
}

/**
 * The confirmation e-mail, after the commit and only by the call that marked the booking paid;
 * a mail failure is logged, never undoes a payment.
 */
export async function sendConfirmation(deps: PaymentDeps, booking: BookingRow): Promise<void> {
  try {
    const to = await bookingAddressee(deps.db, booking);
    if (!to.email) return deps.log.warn({ bookingId: booking.id }, 'paid booking without an e-mail address');
    const t = translator(siteLocale(booking.locale));
    const item = await bookedItem(deps.db, booking);
    const words = itemWords(t.locale, item, booking.item_name);
    const voucherUrl = `${deps.publicUrl}${confirmationPath(deps.secret, booking.id, t.locale)}`;
    const startTime = booking.start_time ?? item?.departureTime ?? null;
    const reference = bookingReference(booking.id);
    const message = bookingConfirmationEmail({
      to: to.email,
      replyTo: deps.operatorEmail,
      name: to.name,
      booking: {
        ...booking,
        item_name: words.name,
        provider_amount: booking.amount,
        provider_line: deps.providers.of(booking.payment_provider).words.paidWith,
        amount: totalPaid(booking),
        start_time: startTime,
        meeting_point: words.meetingPoint,
        meeting_point_url: item?.meetingPointUrl ?? null,
        cancellation_terms: bookingCancellationTerms(item, t.locale),
        changes: selfServiceOf(booking, item),
      },
      brand: deps.brand,
      confirmationUrl: voucherUrl,
      whatsappNumber: deps.whatsappNumber,
      qrCid: VOUCHER_QR_CID,
      t,
    });
    await deps.mailer.send({
      ...message,
      attachments: [
        {
          filename: `voucher-${reference}.png`,
          // Staff scan it at the departure: the read-only link, not the traveller's acting one (decision 0163).
          content: await voucherQrPng(`${deps.publicUrl}${voucherViewPath(deps.secret, booking.id, t.locale)}`),
          contentType: 'image/png',
          cid: VOUCHER_QR_CID,
        },
        calendarAttachment(deps, booking, item, t),
      ],
    });
  } catch (error) {
    deps.log.error({ err: error, bookingId: booking.id }, 'booking confirmation e-mail failed');
  }
}

/**
 * The booking's calendar event as an e-mail attachment, in the booking's language: the confirmed
 * event, the same event moved (same UID, the booking's higher calendar_sequence) or, for a
 * cancelled booking, its cancellation (docs/decisions/0201-the-calendar-follows-the-booking.md).
 */
export function calendarAttachment(
  deps: Pick<PaymentDeps, 'publicUrl' | 'secret' | 'brand'>,
  booking: BookingRow,
  item: BookableItem | null,
  t: Translator,
) {
  const words = itemWords(t.locale, item, booking.item_name);
  const startTime = booking.start_time ?? item?.departureTime ?? null;
  const pickup = pickupLine(t, booking.pickup, startTime);
  const event = {
    id: booking.id,
    itemName: words.name,
    date: booking.booking_date,
    startTime,
    meetingPoint: words.meetingPoint,
    pickup: pickup && booking.pickup ? { line: pickup, place: pickupName(booking.pickup, t.locale) } : null,
    durationHours: item?.durationHours,
    returnDate: item?.returnDate,
    returnTime: item?.returnTime,
    passengers: booking.passengers,
    voucherUrl: `${deps.publicUrl}${confirmationPath(deps.secret, booking.id, t.locale)}`,
    brand: deps.brand,
    timeZone: booking.time_zone,
    sequence: booking.calendar_sequence,
    cancelled: booking.status === 'Reembolsada',
  };
  return {
    filename: t.t('mail.confirmation.calendarFile', { reference: bookingReference(booking.id) }),
    content: bookingCalendar(event, t),
    contentType: `text/calendar; charset=utf-8; method=${calendarMethod(event)}`,
  };
}
