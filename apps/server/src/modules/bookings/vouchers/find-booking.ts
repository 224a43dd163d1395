import { CHECKOUT_MESSAGES, INVOICE_ANCHOR } from '@hv/shared';
import { escapeHtml } from '../../../lib/escape-html.ts';
import { siteLocale, translator } from '../../../lib/i18n.ts';
import type { RateLimiter } from '../../../lib/rate-limiter.ts';
import { greeting } from '../../mail/index.ts';
import { bookingsByReference } from './booking-view.ts';
import { bookingAddressee } from './confirmation.ts';
import { confirmationPath, voucherViewPath } from './confirmation-link.ts';
import type { PaymentDeps } from '../deps.ts';
import { bookedItem, itemWords } from '../../availability/index.ts';
import { actingLinkActive } from './voucher-access.ts';
import { recordBookingEvent } from '../events/record.ts';

/** One address receives at most this many links an hour, whoever asks for them. */
const LINKS_PER_ADDRESS_PER_HOUR = 3;
const HOUR = 60 * 60_000;

/**
 * POST /api/bookings/find (`/mi-reserva`, docs/product.md §6.13): when the reference and the
 * e-mail name one booking, its signed confirmation link is e-mailed to that address. The answer
 * is the same sentence either way, and the mail goes out after the answer, so neither the words
 * nor the time tell whether a booking matched.
 */
export function findBooking(deps: PaymentDeps & { limiter: RateLimiter }, input: FindInput): { message: string } {
  void sendLinkIfMatching(deps, input).catch((error: unknown) =>
    deps.log.error({ err: error }, 'find-my-booking link could not be sent'),
  );
  return { message: CHECKOUT_MESSAGES.findSent };
}

interface FindInput {
  reference: string;
  email: string;
  /** From `/facturar`: the mail speaks of the factura and its link opens the voucher there (decision 0236). */
  purpose?: 'booking' | 'invoice';
}

async function sendLinkIfMatching(deps: PaymentDeps & { limiter: RateLimiter }, input: FindInput) {
  for (const booking of await bookingsByReference(deps.db, input.reference)) {
    const to = await bookingAddressee(deps.db, booking);
    if (to.email?.toLowerCase() !== input.email) continue;
    try {
      await deps.limiter(`booking-link:${input.email}`, LINKS_PER_ADDRESS_PER_HOUR, HOUR);
    } catch {
      return deps.log.warn({ bookingId: booking.id }, 'find-my-booking: links to this address paused for the hour');
    }
    // In the booking's language, with the link to its page in that language.
    const t = translator(siteLocale(booking.locale));
    const item = t.locale === 'es' ? null : await bookedItem(deps.db, booking);
    // The traveller's acting link while it acts; after that the read-only one, which still opens the voucher (decision 0163).
    const path = (await actingLinkActive(deps.db, booking)) ? confirmationPath : voucherViewPath;
    const forInvoice = input.purpose === 'invoice';
    const url = `${deps.publicUrl}${path(deps.secret, booking.id, t.locale)}${forInvoice ? `#${INVOICE_ANCHOR}` : ''}`;
    const words = forInvoice ? 'mail.findInvoice' : 'mail.findBooking';
    const hello = greeting(t, to.name);
    const intro = t.t(`${words}.intro`, {
      reference: input.reference,
      item: itemWords(t.locale, item, booking.item_name).name,
    });
    const ignore = t.t('mail.findBooking.ignore');
    await deps.mailer.send({
      to: to.email,
      replyTo: deps.operatorEmail,
      locale: t.locale,
      subject: t.t(`${words}.subject`, { reference: input.reference, brand: deps.brand }),
      text: [hello, '', intro, '', t.t('mail.findBooking.open', { url }), '', ignore, '', `— ${deps.brand}`].join('\n'),
      html: [
        `<p>${escapeHtml(hello)}</p>`,
        `<p>${escapeHtml(intro)}</p>`,
        `<p><a href="${escapeHtml(url)}">${escapeHtml(t.t(`${words}.link`))}</a></p>`,
        `<p>${escapeHtml(ignore)}</p>`,
        `<p>— ${escapeHtml(deps.brand)}</p>`,
      ].join(''),
    });
    // Whoever asked at `/mi-reserva` is not known; the link went to the booking's own address.
    return recordBookingEvent(
      deps.db,
      booking.id,
      { kind: 'traveller', id: null },
      { type: 'link_sent', data: { to: to.email, ...(forInvoice && { purpose: 'invoice' }) } },
    );
  }
}
