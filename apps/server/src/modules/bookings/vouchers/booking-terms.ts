import {
  BUSINESS_TIME_ZONE,
  canCancelFree,
  cancellationPolicy,
  DEFAULT_FREE_CANCELLATION_HOURS,
  freeCancellationUntil,
  INTL_LOCALE,
  phoneE164,
  phoneParts,
  type Locale,
} from '@hv/shared';
import { escapeHtml } from '../../../lib/escape-html.ts';
import { say, type Translator } from '../../../lib/i18n.ts';

// The words a traveller gets about changing or cancelling a booking (docs/product.md §6.11,
// §15.1): the booked item's cancellation policy in one sentence, and who to write to.

/** The policy of the booked item; a booking whose item is gone keeps the default (48 hours). */
export function bookingCancellationTerms(
  item: { freeCancellationHours: number } | null | undefined,
  locale: Locale = 'es',
): string {
  return say(locale, cancellationPolicy(item?.freeCancellationHours ?? DEFAULT_FREE_CANCELLATION_HOURS));
}

/**
 * A WhatsApp number (digits with the country code, as WHATSAPP_NUMBER) as people read it,
 * `+52 55 1234 5678`, and its wa.me link; Mexico's old mobile '1' is dropped (phoneE164).
 */
export function whatsappContact(digits: string): { display: string; href: string } {
  const e164 = phoneE164('MX', `+${digits}`);
  const parts = e164 ? phoneParts(e164) : null;
  return {
    display: parts ? `+${parts.countryCode} ${parts.number}` : `+${digits}`,
    href: `https://wa.me/${e164 ? e164.slice(1) : digits}`,
  };
}

/** What the booking allows online when the e-mail is written (docs/decisions/0199-checkout-feedback-and-operator-identity.md). */
export interface SelfService {
  /** Until when cancelling (and moving) is free, as an ISO instant; null when it is not allowed now. */
  freeUntil: string | null;
  /** The item's free-cancellation hours (0: not refundable). */
  hours: number;
  /** Whether the date can be changed online (experiences only). */
  movable: boolean;
}

/**
 * What a booking allows online at `now`, by the same rule as the voucher's buttons
 * (traveller-changes.ts): an item that no longer exists counts as not refundable.
 */
export function selfServiceOf(
  booking: { booking_date: string; start_time: string | null; experience_id: string | null },
  item: { freeCancellationHours: number } | null | undefined,
  now = new Date(),
): SelfService {
  const hours = item?.freeCancellationHours ?? 0;
  const allowed = canCancelFree(now, booking.booking_date, booking.start_time, hours);
  return {
    freeUntil: allowed ? freeCancellationUntil(booking.booking_date, booking.start_time, hours) : null,
    hours,
    movable: booking.experience_id !== null,
  };
}

const longDateTime = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    dateStyle: 'full',
    timeStyle: 'short',
    hourCycle: locale === 'es' ? 'h23' : 'h12',
    timeZone: BUSINESS_TIME_ZONE,
  }).format(new Date(iso));

/**
 * The e-mail's part on changing or cancelling (issue 30 item 8): while the policy allows, links to
 * `Cambiar fecha` and `Cancelar reserva` on the voucher; otherwise why not, as a fact. Then help
 * on WhatsApp, the number written `+52 55 1234 5678` and linked through wa.me.
 */
export function selfServiceWords(
  opts: { voucherUrl: string; whatsappNumber: string; changes: SelfService },
  t: Translator,
): { text: string[]; html: string } {
  const { changes } = opts;
  // The voucher's block with both buttons (booking-changes.tsx): id 'cambios'.
  const actionsUrl = `${opts.voucherUrl}#cambios`;
  const wa = whatsappContact(opts.whatsappNumber);
  const help = t.t('mail.changes.help', { phone: wa.display });
  const helpHtml = escapeHtml(t.t('mail.changes.help', { phone: '\u0000' })).replace(
    '\u0000',
    `<a href="${escapeHtml(wa.href)}">${escapeHtml(wa.display)}</a>`,
  );
  if (changes.freeUntil) {
    const intro = t.t(changes.movable ? 'mail.changes.freeUntil' : 'mail.changes.freeUntilCancel', {
      until: longDateTime(changes.freeUntil, t.locale),
    });
    const links: [string, string][] = [
      ...(changes.movable ? ([[t.t('mail.changes.move'), actionsUrl]] as [string, string][]) : []),
      [t.t('mail.changes.cancel'), actionsUrl],
    ];
    return {
      text: [intro, ...links.map(([label, url]) => `${label}: ${url}`), help, `WhatsApp: ${wa.href}`],
      html: `<p>${escapeHtml(intro)} ${links
        .map(([label, url]) => `<a href="${escapeHtml(url)}">${escapeHtml(label)}</a>`)
        .join(' · ')}</p><p>${helpHtml}</p>`,
    };
  }
  const why =
    changes.hours > 0 ? t.t('mail.changes.bookedInsideWindow', { hours: changes.hours }) : t.t('mail.changes.notRefundable');
  return {
    text: [why, help, `WhatsApp: ${wa.href}`],
    html: `<p>${escapeHtml(why)}</p><p>${helpHtml}</p>`,
  };
}
