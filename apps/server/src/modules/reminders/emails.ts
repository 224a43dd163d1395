import { bookingReference } from '@hv/shared';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { Translator } from '../../lib/i18n.ts';
import { greeting, type MailMessage } from '../mail/index.ts';

// The e-mails around a departure (docs/product.md §15.5): the reminder before it and the review
// request the day after. In the booking's language (`t`); user text escaped in HTML; replies
// reach the operator.

export interface DepartureFacts {
  bookingId: string;
  /** The item's name and meeting point in the booking's language (payments itemWords). */
  itemName: string;
  date: string;
  /** 'HH:MM', or null when the item has no start time. */
  startTime: string | null;
  meetingPoint: string | null;
  meetingPointUrl: string | null;
  /** Where and when the van collects the traveller (`Zona Hotelera Cancún · 07:15`); null: the meeting point. */
  pickup?: string | null;
  /** The item's responsible person, or the site's WhatsApp when the item names none. */
  contactName: string | null;
  contactPhone: string | null;
  /** wa.me digits (country code, no +). */
  whatsapp: string;
}

interface Envelope {
  to: string;
  replyTo: string;
  name: string | null;
  brand: string;
  t: Translator;
}

type Row = [label: string, value: string];
const table = (rows: Row[]) =>
  `<table>${rows.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</table>`;

export function reminderEmail(e: Envelope & { facts: DepartureFacts; voucherUrl: string }): MailMessage {
  const { facts: f, t } = e;
  const reference = bookingReference(f.bookingId);
  const whatsappUrl = `https://wa.me/${f.whatsapp}`;
  const contact = [f.contactName, f.contactPhone].filter(Boolean).join(', ');
  const date = t.longDate(f.date);
  const rows: Row[] = [
    [t.t('mail.label.reference'), reference],
    [t.t('mail.label.item'), f.itemName],
    [t.t('mail.label.date'), date],
    ...(f.startTime ? ([[t.t('mail.label.startTime'), t.time(f.startTime)]] as Row[]) : []),
    ...(f.meetingPoint ? ([[t.t('mail.label.meetingPoint'), f.meetingPoint]] as Row[]) : []),
    ...(f.pickup ? ([[t.t('mail.label.pickup'), f.pickup]] as Row[]) : []),
    ...(contact ? ([[t.t('mail.label.contact'), contact]] as Row[]) : []),
  ];
  const hello = greeting(t, e.name);
  const intro = t.t('mail.reminder.intro', { brand: e.brand });
  const bring = t.t('mail.reminder.bring');
  const questions = t.t('mail.reminder.questions');
  const whatsapp = t.t('mail.reminder.whatsapp');
  const text = [
    hello,
    '',
    intro,
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    ...(f.meetingPointUrl ? [t.t('mail.map', { url: f.meetingPointUrl })] : []),
    '',
    t.t('mail.reminder.voucher', { url: e.voucherUrl }),
    bring,
    `${questions} ${whatsapp}: ${whatsappUrl}`,
    '',
    `— ${e.brand}`,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(hello)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    table(rows),
    f.meetingPointUrl ? `<p><a href="${escapeHtml(f.meetingPointUrl)}">${escapeHtml(t.t('mail.mapLink'))}</a></p>` : '',
    `<p><a href="${escapeHtml(e.voucherUrl)}">${escapeHtml(t.t('mail.voucherLink'))}</a></p>`,
    `<p>${escapeHtml(bring)}</p>`,
    `<p>${escapeHtml(questions)} <a href="${escapeHtml(whatsappUrl)}">${escapeHtml(whatsapp)}</a>.</p>`,
    `<p>— ${escapeHtml(e.brand)}</p>`,
  ].join('');
  const when = `${date}${f.startTime ? `, ${t.time(f.startTime)}` : ''}`;
  return {
    to: e.to,
    replyTo: e.replyTo,
    locale: t.locale,
    subject: t.t('mail.reminder.subject', { reference, item: f.itemName.slice(0, 60), when }),
    text,
    html,
  };
}

export function reviewRequestEmail(e: Envelope & { bookingId: string; itemName: string; reviewUrl: string }): MailMessage {
  const { t } = e;
  const reference = bookingReference(e.bookingId);
  const hello = greeting(t, e.name);
  const intro = t.t('mail.review.intro', { brand: e.brand, item: e.itemName });
  const ask = t.t('mail.review.ask');
  const text = [hello, '', intro, ask, '', t.t('mail.review.write', { url: e.reviewUrl }), '', `— ${e.brand}`].join('\n');
  const html = [
    `<p>${escapeHtml(hello)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<p>${escapeHtml(ask)}</p>`,
    `<p><a href="${escapeHtml(e.reviewUrl)}">${escapeHtml(t.t('mail.review.link'))}</a></p>`,
    `<p>— ${escapeHtml(e.brand)}</p>`,
  ].join('');
  return { to: e.to, replyTo: e.replyTo, locale: t.locale, subject: t.t('mail.review.subject', { reference }), text, html };
}
