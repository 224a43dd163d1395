import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  bookingReference,
  INTL_LOCALE,
  type CreatedOrder,
  type Locale,
  localizedPaths,
  PAYMENT_CURRENCY,
  type PaymentLink,
  said,
} from '@hv/shared';
import { bookings } from '../../db/schema.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { siteLocale, translator } from '../../lib/i18n.ts';
import { totalPaid } from '../../lib/money.ts';
import {
  type BookingActor,
  type BookingRow,
  bookingsByReference,
  type PaymentDeps,
  recordBookingEvent,
} from '../bookings/index.ts';
import { greeting } from '../mail/index.ts';
import { providerOrderFor } from './create-order.ts';
import { bookedItem, checkStillPayable, departureShut, itemOf, itemWords } from '../availability/index.ts';

// The payment link of a manual sale (docs/product.md §14.6): `/pagar/ABCD1234?t=…` opens a
// checkout for exactly that booking — its price, places and coupon were fixed when staff made
// it. The provider's payment is opened once per booking (idempotency key hv-order-<booking>), and
// its capture goes through the public capture (capture-order.ts), which pays it at most once.

const PURPOSE = 'booking-payment';

const tokenFor = (secret: string, bookingId: string) =>
  createHmac('sha256', secret).update(`${PURPOSE}:${bookingId}`).digest('base64url').slice(0, 22);

function isPaymentToken(secret: string, bookingId: string, token: string | undefined): boolean {
  if (!token) return false;
  const expected = Buffer.from(tokenFor(secret, bookingId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** `/pagar/ABCD1234?t=…`, in the booking's language (`/en/pay/ABCD1234?t=…` for English). */
export const paymentPath = (secret: string, bookingId: string, locale: Locale = 'es') =>
  `${localizedPaths(locale).payBooking(bookingReference(bookingId))}?t=${tokenFor(secret, bookingId)}`;

/** The manual sale the link names, whatever its status; else 404 (the same for a wrong token). */
async function linkedBooking(deps: Pick<PaymentDeps, 'db' | 'secret'>, reference: string, token: string | undefined) {
  const candidates = await bookingsByReference(deps.db, reference, { anyStatus: true });
  const booking = candidates.find((b) => b.source === 'manual' && isPaymentToken(deps.secret, b.id, token));
  if (!booking) throw notFound(said('desk.paymentLinkInvalid'));
  return booking;
}

/** Whether a link's hold is over (decision 0205): read from the clock, so no job has to end it. */
export const linkExpired = (b: Pick<BookingRow, 'link_expires_at'>, now = new Date()) =>
  b.link_expires_at !== null && b.link_expires_at.getTime() <= now.getTime();

export function paymentLinkView(b: BookingRow, startTime: string | null, departureCancelled = false): PaymentLink {
  return {
    bookingId: b.id,
    reference: bookingReference(b.id),
    itemName: b.item_name,
    date: b.booking_date,
    startTime,
    passengers: b.passengers,
    contactName: b.contact_name,
    total: totalPaid(b),
    status: b.status as PaymentLink['status'],
    departureCancelled,
    expiresAt: b.link_expires_at?.toISOString() ?? null,
    expired: b.status === 'Pendiente' && linkExpired(b),
  };
}

/** GET /api/pay/:reference?t=: what the link's page shows. */
export async function readPaymentLink(deps: Pick<PaymentDeps, 'db' | 'secret'>, reference: string, token: string | undefined) {
  const booking = await linkedBooking(deps, reference, token);
  const item = itemOf(booking);
  const shut = booking.status !== 'Pagada' && item ? await departureShut(deps.db, item, booking.booking_date) : null;
  return paymentLinkView(booking, booking.start_time, shut !== null);
}

/** POST /api/pay/:reference/order?t=: the provider's payment of the linked booking (the same one on every call). */
export async function orderForPaymentLink(
  deps: PaymentDeps,
  reference: string,
  token: string | undefined,
): Promise<CreatedOrder> {
  const booking = await linkedBooking(deps, reference, token);
  if (booking.status === 'Pagada') throw new AppError('conflict', said('desk.alreadyPaid'));
  // No payment for a departure staff shut since the sale (its capture would be refused too); the
  // refusal says so, also once the cancellation voided the booking (decision 0202).
  await checkStillPayable(deps.db, booking);
  if (booking.status !== 'Pendiente') throw new AppError('conflict', said('desk.linkClosed'));
  // Its places went back on sale when it expired: no payment for it (decision 0205).
  if (linkExpired(booking)) throw new AppError('conflict', said('desk.linkExpired'));
  // The checkout's provider opens it, the first time; after that the booking's own.
  const provider = booking.provider_order_id ? deps.providers.of(booking.payment_provider) : deps.providers.checkout;
  const orderId =
    booking.provider_order_id ??
    (await providerOrderFor(deps, provider, {
      bookingId: booking.id,
      itemName: booking.item_name,
      passengers: booking.passengers,
      amount: booking.amount,
      buyer: buyerOf(booking),
    }));
  if (!booking.provider_order_id)
    await deps.db
      .update(bookings)
      .set({ payment_provider: provider.name, provider_order_id: orderId })
      .where(eq(bookings.id, booking.id));
  return {
    subtotal: booking.subtotal,
    discount: booking.discount,
    total: totalPaid(booking),
    giftCardAmount: 0,
    amount: booking.amount,
    currency: PAYMENT_CURRENCY,
    giftCard: null,
    orderId,
    bookingId: booking.id,
    // A link holds its places until it expires (decision 0205).
    holdExpiresAt: booking.link_expires_at?.toISOString() ?? null,
  };
}

function buyerOf(b: BookingRow) {
  const [givenName = '', ...rest] = (b.contact_name ?? '').trim().split(/\s+/);
  return { givenName, surname: rest.join(' '), email: b.contact_email ?? '' };
}

/**
 * E-mails the payment link to the customer, in the booking's language, and records it in the
 * booking's history (decision 0205). Returns the address, or null when the sale has none or the
 * mail could not go (staff still copy the link for WhatsApp); a failed mail never undoes the sale.
 */
export async function sendPaymentLink(deps: PaymentDeps, booking: BookingRow, actor: BookingActor): Promise<string | null> {
  const to = booking.contact_email;
  if (!to || !booking.link_expires_at) return null;
  try {
    const t = translator(siteLocale(booking.locale));
    const item = t.locale === 'es' ? null : await bookedItem(deps.db, booking);
    const url = `${deps.publicUrl}${paymentPath(deps.secret, booking.id, t.locale)}`;
    const reference = bookingReference(booking.id);
    const until = new Intl.DateTimeFormat(INTL_LOCALE[t.locale], {
      dateStyle: 'full',
      timeStyle: 'short',
      timeZone: booking.time_zone,
    }).format(booking.link_expires_at);
    const hello = greeting(t, booking.contact_name);
    const intro = t.t('mail.paymentLink.intro', {
      passengers: booking.passengers,
      item: itemWords(t.locale, item, booking.item_name).name,
      date: t.longDate(booking.booking_date),
      total: t.money(totalPaid(booking)),
    });
    const hold = t.t('mail.paymentLink.hold', { until });
    await deps.mailer.send({
      to,
      replyTo: deps.operatorEmail,
      locale: t.locale,
      subject: t.t('mail.paymentLink.subject', { reference, brand: deps.brand }),
      text: [hello, '', intro, hold, '', t.t('mail.paymentLink.open', { url }), '', `— ${deps.brand}`].join('\n'),
      html: [
        `<p>${escapeHtml(hello)}</p>`,
        `<p>${escapeHtml(intro)}</p>`,
        `<p>${escapeHtml(hold)}</p>`,
        `<p><a href="${escapeHtml(url)}">${escapeHtml(t.t('mail.paymentLink.link'))}</a></p>`,
        `<p>— ${escapeHtml(deps.brand)}</p>`,
      ].join(''),
    });
    await recordBookingEvent(deps.db, booking.id, actor, {
      type: 'payment_link_sent',
      data: { to, expiresAt: booking.link_expires_at.toISOString() },
    });
    return to;
  } catch (error) {
    deps.log.error({ err: error, bookingId: booking.id }, 'payment link e-mail could not be sent');
    return null;
  }
}
