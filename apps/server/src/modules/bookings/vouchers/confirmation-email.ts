import { bookingReference, showsTravellerTypes, travellerSummary, type BookedPickup, type BookedTraveller } from '@hv/shared';
import { escapeHtml } from '../../../lib/escape-html.ts';
import type { ServerMessageId, Translator } from '../../../lib/i18n.ts';
import { greeting as greet, pickupLine, type MailMessage } from '../../mail/index.ts';
import { selfServiceWords, type SelfService } from './booking-terms.ts';

export interface ConfirmedBooking {
  id: string;
  /** The item's name in the e-mail's language (items.ts itemWords). */
  item_name: string;
  booking_date: string;
  /** 'HH:MM' of the start (experience) or departure (trip); null when there is none. */
  start_time: string | null;
  meeting_point: string | null;
  meeting_point_url: string | null;
  /** The pickup chosen (decision 0233); null or absent: the meeting point. */
  pickup?: BookedPickup | null;
  passengers: number;
  passenger_names: string[];
  /** How many of each traveller type (decision 0228); said when the item sells types (0237). */
  travellers?: BookedTraveller[];
  /** What the traveller paid in all. */
  amount: number;
  discount: number;
  /** The parts of `amount` paid with a gift card and through the payment provider (its line's words: ProviderWords.paidWith). */
  gift_card_amount: number;
  provider_amount: number;
  provider_line: ServerMessageId;
  /** Seeds spent on it and what they paid, in MXN (decision 0234): a line like the gift card's. */
  seeds_spent?: number;
  seeds_amount?: number;
  /** The booked item's cancellation policy as one sentence in the e-mail's language (docs/product.md §15.1). */
  cancellation_terms: string;
  /** What the traveller may do online now: the e-mail links `Cambiar fecha` and `Cancelar reserva` while allowed. */
  changes: SelfService;
}

type Row = [label: string, value: string];

/**
 * The traveller's confirmation e-mail after a paid booking (docs/product.md §6.7, §6.11), in the
 * booking's language (`t`): what, when, where, who, the money, the signed link to the confirmation
 * page and how to change or cancel (links to the voucher's buttons while the policy allows). Replies go to the operator (Reply-To). User text is escaped in HTML.
 */
export function bookingConfirmationEmail(opts: {
  to: string;
  replyTo: string;
  name: string | null;
  booking: ConfirmedBooking;
  brand: string;
  /** The confirmation page with its signed link. */
  confirmationUrl: string;
  whatsappNumber: string;
  /** The content id of the voucher's QR code attached inline, if any. */
  qrCid?: string;
  t: Translator;
}): MailMessage {
  const { booking: b, brand, t } = opts;
  const reference = bookingReference(b.id);
  const pickup = pickupLine(t, b.pickup, b.start_time);
  const rows: Row[] = [
    [t.t('mail.label.reference'), reference],
    [t.t('mail.label.item'), b.item_name],
    [t.t('mail.label.date'), t.longDate(b.booking_date)],
    ...(b.start_time ? ([[t.t('mail.label.startTime'), t.time(b.start_time)]] as Row[]) : []),
    ...(b.meeting_point ? ([[t.t('mail.label.meetingPoint'), b.meeting_point]] as Row[]) : []),
    ...(pickup ? ([[t.t('mail.label.pickup'), pickup]] as Row[]) : []),
    ...(b.travellers && showsTravellerTypes(b.travellers)
      ? ([[t.t('mail.label.travellers'), travellerSummary(t.locale, b.travellers)]] as Row[])
      : []),
    [t.t('mail.label.passengers'), b.passenger_names.length ? b.passenger_names.join(', ') : String(b.passengers)],
    ...(b.discount > 0 ? ([[t.t('mail.confirmation.label.discount'), t.money(b.discount)]] as Row[]) : []),
    ...(b.seeds_spent && b.seeds_spent > 0
      ? ([[t.t('mail.confirmation.label.paidSeeds', { count: b.seeds_spent }), t.money(b.seeds_amount ?? 0)]] as Row[])
      : []),
    ...(b.gift_card_amount > 0 || (b.seeds_spent ?? 0) > 0
      ? ([
          ...(b.gift_card_amount > 0 ? [[t.t('mail.confirmation.label.paidGiftCard'), t.money(b.gift_card_amount)]] : []),
          ...(b.provider_amount > 0 ? [[t.t(b.provider_line), t.money(b.provider_amount)]] : []),
        ] as Row[])
      : []),
    [t.t('mail.confirmation.label.total'), t.money(b.amount)],
  ];
  const greeting = greet(t, opts.name);
  const thanks = t.t('mail.confirmation.thanks', { brand });
  const calendar = t.t('mail.confirmation.calendar');
  const changes = selfServiceWords(
    { voucherUrl: opts.confirmationUrl, whatsappNumber: opts.whatsappNumber, changes: b.changes },
    t,
  );
  const text = [
    greeting,
    '',
    thanks,
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    ...(b.meeting_point_url ? [t.t('mail.map', { url: b.meeting_point_url })] : []),
    '',
    t.t('mail.confirmation.voucher', { url: opts.confirmationUrl }),
    calendar,
    '',
    b.cancellation_terms,
    ...changes.text,
    '',
    `— ${brand}`,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(thanks)}</p>`,
    `<table>${rows.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</table>`,
    b.meeting_point_url ? `<p><a href="${escapeHtml(b.meeting_point_url)}">${escapeHtml(t.t('mail.mapLink'))}</a></p>` : '',
    `<p><a href="${escapeHtml(opts.confirmationUrl)}">${escapeHtml(t.t('mail.voucherLink'))}</a></p>`,
    opts.qrCid
      ? `<p><img src="cid:${escapeHtml(opts.qrCid)}" width="200" height="200" alt="${escapeHtml(t.t('mail.confirmation.qrAlt', { reference }))}"></p><p>${escapeHtml(t.t('mail.confirmation.qrHint'))}</p>`
      : '',
    `<p>${escapeHtml(calendar)}</p>`,
    `<p>${escapeHtml(b.cancellation_terms)}</p>`,
    changes.html,
    `<p>— ${escapeHtml(brand)}</p>`,
  ].join('');
  return {
    to: opts.to,
    replyTo: opts.replyTo,
    locale: t.locale,
    subject: t.t('mail.confirmation.subject', { reference, item: b.item_name.slice(0, 80) }),
    text,
    html,
  };
}
