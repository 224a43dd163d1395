import { bookingReference, INTL_LOCALE } from '@hv/shared';
import { escapeHtml } from '../../../lib/escape-html.ts';
import type { Translator } from '../../../lib/i18n.ts';
import { greeting, type MailMessage } from '../../mail/index.ts';

// The e-mails of a cash (OXXO) or transfer (SPEI) payment (docs/decisions/0216): the
// instructions when it is left pending, the reminder before its deadline, and the notice that it
// expired and the places were released. In the booking's language; the deadline on the item's clock.

export interface CashFacts {
  bookingId: string;
  itemName: string;
  method: 'oxxo' | 'spei';
  reference: string | null;
  url: string | null;
  /** Pesos still to pay. */
  amount: number;
  deadline: Date;
  /** The item's IANA zone: the deadline is written on its clock. */
  timeZone: string;
  bookingUrl: string;
}

interface Envelope {
  to: string;
  replyTo: string;
  name: string | null;
  brand: string;
  t: Translator;
}

export type CashMailKind = 'pending' | 'reminder' | 'expired';

/** The deadline as the traveller reads it: the item's clock, in their language, with its zone's name. */
export function deadlineText(t: Translator, deadline: Date, timeZone: string): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[t.locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(deadline);
}

type Row = [label: string, value: string];
const table = (rows: Row[]) =>
  `<table>${rows.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</table>`;

export function cashPaymentEmail(kind: CashMailKind, e: Envelope & { facts: CashFacts }): MailMessage {
  const { t, facts: f } = e;
  const reference = bookingReference(f.bookingId);
  const deadline = deadlineText(t, f.deadline, f.timeZone);
  const method = t.t(f.method === 'oxxo' ? 'mail.cash.method.oxxo' : 'mail.cash.method.spei');
  const rows: Row[] = [
    [t.t('mail.label.reference'), reference],
    [t.t('mail.label.item'), f.itemName],
    [t.t('mail.cash.label.method'), method],
    ...(kind !== 'expired' && f.reference
      ? ([[t.t(f.method === 'oxxo' ? 'mail.cash.label.barcode' : 'mail.cash.label.clabe'), f.reference]] as Row[])
      : []),
    [t.t('mail.cash.label.amount'), t.money(f.amount)],
    [t.t('mail.cash.label.deadline'), deadline],
  ];
  const hello = greeting(t, e.name);
  const intro =
    kind === 'pending'
      ? t.t('mail.cash.pending.intro', { brand: e.brand })
      : kind === 'reminder'
        ? t.t('mail.cash.reminder.intro', { deadline })
        : t.t('mail.cash.expired.intro');
  const after = kind === 'expired' ? t.t('mail.cash.expired.again') : t.t('mail.cash.pending.hold', { deadline });
  const ticket = kind !== 'expired' && f.url ? t.t('mail.cash.ticket', { url: f.url }) : null;
  const text = [
    hello,
    '',
    intro,
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    ...(ticket ? ['', ticket] : []),
    '',
    after,
    t.t('mail.cash.booking', { url: f.bookingUrl }),
    '',
    `— ${e.brand}`,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(hello)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    table(rows),
    kind !== 'expired' && f.url ? `<p><a href="${escapeHtml(f.url)}">${escapeHtml(t.t('mail.cash.ticketLink'))}</a></p>` : '',
    `<p>${escapeHtml(after)}</p>`,
    `<p><a href="${escapeHtml(f.bookingUrl)}">${escapeHtml(t.t('mail.cash.bookingLink'))}</a></p>`,
    `<p>— ${escapeHtml(e.brand)}</p>`,
  ].join('');
  const subject =
    kind === 'pending'
      ? 'mail.cash.pending.subject'
      : kind === 'reminder'
        ? 'mail.cash.reminder.subject'
        : 'mail.cash.expired.subject';
  return {
    to: e.to,
    replyTo: e.replyTo,
    locale: t.locale,
    subject: t.t(subject, { reference, item: f.itemName.slice(0, 60) }),
    text,
    html,
  };
}
