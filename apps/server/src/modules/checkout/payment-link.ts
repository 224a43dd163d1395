import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import {
  bookingReference,
  INTL_LOCALE,
  type CreatedOrder,
  type Locale,
  localizedPaths,
  PAYMENT_CURRENCY,
  type PaymentLink,
  type PaymentProviderName,
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
import { openProviderPayment, payLaterTerms } from './create-order.ts';
import type { PaymentProvider } from '../payment-providers/index.ts';
import { bookedItem, checkStillPayable, departureShut, itemOf, itemWords } from '../availability/index.ts';

// The payment link of a manual sale (docs/product.md §14.6): `/pagar/ABCD1234?t=…` opens a
// checkout for exactly that booking — its price, places and coupon were fixed when staff made
// it. The provider's payment is opened once per booking and provider (idempotency key
// hv-order-<booking> at each provider), and its capture goes through the public capture
// (capture-order.ts) or Mercado Pago's return and notifications, which pay it at most once. The
// traveller chooses PayPal or Mercado Pago as at the checkout (decisions 0211, 0223).

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
    timeZone: b.time_zone,
    provider: b.provider_order_id ? (b.payment_provider as PaymentProviderName) : null,
  };
}

/** GET /api/pay/:reference?t=: what the link's page shows. */
export async function readPaymentLink(deps: Pick<PaymentDeps, 'db' | 'secret'>, reference: string, token: string | undefined) {
  const booking = await linkedBooking(deps, reference, token);
  const item = itemOf(booking);
  const shut = booking.status !== 'Pagada' && item ? await departureShut(deps.db, item, booking.booking_date) : null;
  return paymentLinkView(booking, booking.start_time, shut !== null);
}

/**
 * A provider whose own page takes the money (Mercado Pago's Checkout Pro, decision 0211): no call
 * from here completes its payment, so an opened one can be paid until it expires (decision 0223).
 */
const paysOnItsOwnPage = (provider: PaymentProvider) => provider.name === 'mercadopago';

/**
 * POST /api/pay/:reference/order?t=: the provider's payment of the linked booking, at the provider
 * the traveller chose (decision 0211; left out: the one already opened, else the checkout's). The
 * same provider answers the same payment on every call. Choosing the other provider follows
 * decision 0223: from PayPal to Mercado Pago while no capture of the PayPal order started, the
 * booking moves to a new Mercado Pago payment in one UPDATE guarded on the old order, so the PayPal
 * order can no longer be captured (the capture finds its booking by its order id); from Mercado
 * Pago never, since its page takes money without a call from here and cannot be closed through
 * the provider interface.
 */
export async function orderForPaymentLink(
  deps: PaymentDeps,
  reference: string,
  token: string | undefined,
  choice: string | undefined = undefined,
): Promise<CreatedOrder> {
  const booking = await linkedBooking(deps, reference, token);
  if (booking.status === 'Pagada') throw new AppError('conflict', said('desk.alreadyPaid'));
  // No payment for a departure staff shut since the sale (its capture would be refused too); the
  // refusal says so, also once the cancellation voided the booking (decision 0202).
  await checkStillPayable(deps.db, booking);
  if (booking.status !== 'Pendiente') throw new AppError('conflict', said('desk.linkClosed'));
  // Its places went back on sale when it expired: no payment for it (decision 0205).
  if (linkExpired(booking)) throw new AppError('conflict', said('desk.linkExpired'));
  const opened = booking.provider_order_id ? deps.providers.of(booking.payment_provider) : null;
  const provider = choice ? deps.providers.offered.find((p) => p.name === choice) : (opened ?? deps.providers.checkout);
  if (!provider) throw new AppError('validation', said('payment.providerUnavailable'));
  const answer = (orderId: string, redirectUrl?: string): CreatedOrder => ({
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
    ...(redirectUrl ? { redirectUrl } : {}),
  });

  const switching = opened !== null && opened.name !== provider.name;
  if (switching) {
    // Mercado Pago's page may still take the money (a card, an OXXO ticket) with no call from here.
    if (paysOnItsOwnPage(opened)) throw new AppError('conflict', said('desk.linkOnMercadoPago'));
    // A capture started (its outcome may be unknown) or a payment is recorded: the order stays.
    if (booking.capture_started_at || booking.provider_capture_id || booking.pending_method)
      throw new AppError('conflict', said('payment.captureInProgress'));
  }
  // PayPal's order once opened is the booking's own: asked for again, it is answered as it is. A
  // provider with its own page is asked again (same idempotency key, same payment) for where to go.
  if (opened && !switching && !paysOnItsOwnPage(opened)) return answer(booking.provider_order_id!);
  const { providerOrderId, redirectUrl } = await openProviderPayment(deps, provider, {
    bookingId: booking.id,
    itemName: booking.item_name,
    passengers: booking.passengers,
    amount: booking.amount,
    buyer: buyerOf(booking),
    ...(await linkPayLaterTerms(deps, booking)),
  });
  if (booking.provider_order_id === providerOrderId) return answer(providerOrderId, redirectUrl);
  // One UPDATE guarded on what was read: the first order (none, or the abandoned PayPal one) and no
  // capture started meanwhile. A capture that locked the booking first wins; this one is refused.
  const [moved] = await deps.db
    .update(bookings)
    .set({ payment_provider: provider.name, provider_order_id: providerOrderId })
    .where(
      and(
        eq(bookings.id, booking.id),
        eq(bookings.status, 'Pendiente'),
        booking.provider_order_id
          ? and(
              eq(bookings.payment_provider, booking.payment_provider),
              eq(bookings.provider_order_id, booking.provider_order_id),
            )
          : isNull(bookings.provider_order_id),
        isNull(bookings.capture_started_at),
        isNull(bookings.provider_capture_id),
      ),
    )
    .returning({ id: bookings.id });
  if (!moved) {
    // A parallel call of the same choice got there first: its order is this one (same idempotency key).
    const [now] = await deps.db.select().from(bookings).where(eq(bookings.id, booking.id));
    if (now?.provider_order_id !== providerOrderId) throw new AppError('conflict', said('payment.captureInProgress'));
  }
  return answer(providerOrderId, redirectUrl);
}

/**
 * The checkout's pay-later terms for a link (decision 0223): a cash or transfer payment must be
 * made before the link stops holding the places, so its deadline is the earlier of the link's
 * expiry and the cut-off rule's (decision 0216); inside the cut-off, only instant methods.
 */
async function linkPayLaterTerms(deps: PaymentDeps, b: BookingRow, now = new Date()) {
  const terms = await payLaterTerms(
    deps,
    {
      departure: { date: b.booking_date, startTime: b.start_time },
      item: { timeZone: b.time_zone },
      providerAmount: b.amount,
    },
    now,
  );
  const cashDeadline =
    terms.cashDeadline && b.link_expires_at && b.link_expires_at.getTime() < terms.cashDeadline.getTime()
      ? b.link_expires_at
      : terms.cashDeadline;
  return { ...terms, cashDeadline };
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
