import { AFTER_SALE_MESSAGES, bookingReference } from '@hv/shared';
import { escapeHtml } from '../../../lib/escape-html.ts';
import type { ServerMessageId, Translator } from '../../../lib/i18n.ts';
import { greeting, type MailMessage } from '../../mail/index.ts';

export interface RefundEmailFacts {
  bookingId: string;
  /** The item's name in the e-mail's language (items.ts itemWords). */
  itemName: string;
  date: string;
  /** What this refund gave back, in pesos, part by part. */
  amount: number;
  /** Back through the payment provider, in the words the provider gives its line (ProviderWords.refundedTo). */
  providerAmount: number;
  providerLine: ServerMessageId;
  giftCardAmount: number;
  outsideAmount: number;
  /** How a manual sale was paid ('Efectivo', 'Transferencia'), for money given back outside the site. */
  manualMethod: string | null;
  giftCardSeries: string | null;
  reason: string;
  /** Seeds the booking spent that this refund gives back (decision 0238); 0 when none. */
  seedsBack?: number;
  /** The whole booking is refunded (and cancelled). */
  whole: boolean;
  /** What the traveller has still paid after this refund. */
  stillPaid: number;
}

/** A manual sale's payment method as the sentence reads it ('efectivo', 'cash'). */
function methodWords(method: string, t: Translator): string {
  if (method === 'Efectivo') return t.t('mail.refund.method.cash');
  if (method === 'Transferencia') return t.t('mail.refund.method.transfer');
  return method.toLowerCase();
}

/** Where each part of a refund goes back, as the traveller reads it (docs/product.md §15), in the e-mail's language. */
export function refundDestinations(
  f: Pick<
    RefundEmailFacts,
    'providerAmount' | 'providerLine' | 'giftCardAmount' | 'outsideAmount' | 'manualMethod' | 'giftCardSeries'
  >,
  t: Translator,
): string[] {
  return [
    ...(f.providerAmount > 0 ? [t.t(f.providerLine, { amount: t.money(f.providerAmount) })] : []),
    ...(f.giftCardAmount > 0
      ? [
          f.giftCardSeries
            ? t.t('mail.refund.toGiftCardSeries', { amount: t.money(f.giftCardAmount), series: f.giftCardSeries })
            : t.t('mail.refund.toGiftCard', { amount: t.money(f.giftCardAmount) }),
        ]
      : []),
    ...(f.outsideAmount > 0
      ? [
          f.manualMethod
            ? t.t('mail.refund.outsideMethod', { amount: t.money(f.outsideAmount), method: methodWords(f.manualMethod, t) })
            : t.t('mail.refund.outside', { amount: t.money(f.outsideAmount) }),
        ]
      : []),
  ];
}

/**
 * The traveller's e-mail after a refund, in the booking's language: how much, why (the reason as
 * staff wrote it; a traveller's own cancellation in the e-mail's words) and where it goes back.
 */
export function refundEmail(opts: {
  to: string;
  replyTo: string;
  name: string | null;
  brand: string;
  facts: RefundEmailFacts;
  t: Translator;
}): MailMessage {
  const { facts: f, t } = opts;
  const reference = bookingReference(f.bookingId);
  const hello = greeting(t, opts.name);
  const amount = t.money(f.amount);
  const seedsBack = f.seedsBack ?? 0;
  // A booking paid with seeds alone gives back no money: the e-mail names its seeds instead of $0.00.
  const onlySeeds = f.amount <= 0 && seedsBack > 0;
  const lead = onlySeeds
    ? t.t('mail.refund.leadSeeds', { count: seedsBack, reference, item: f.itemName, date: t.longDate(f.date) })
    : t.t('mail.refund.lead', { amount, reference, item: f.itemName, date: t.longDate(f.date) });
  const why = f.reason === AFTER_SALE_MESSAGES.travellerReason ? t.t('mail.refund.travellerReason') : f.reason;
  const reason = t.t('mail.refund.reason', { reason: why });
  const status = f.whole ? t.t('mail.refund.whole') : t.t('mail.refund.partial', { amount: t.money(f.stillPaid) });
  const where = [...refundDestinations(f, t), ...(seedsBack > 0 ? [t.t('mail.refund.seeds', { count: seedsBack })] : [])];
  const whereTitle = t.t('mail.refund.where');
  const text = [hello, '', lead, reason, '', whereTitle, ...where.map((w) => `- ${w}`), '', status, '', `— ${opts.brand}`].join(
    '\n',
  );
  const html = [
    `<p>${escapeHtml(hello)}</p>`,
    `<p>${escapeHtml(lead)}</p>`,
    `<p>${escapeHtml(reason)}</p>`,
    `<p>${escapeHtml(whereTitle)}</p><ul>${where.map((w) => `<li>${escapeHtml(w)}</li>`).join('')}</ul>`,
    `<p>${escapeHtml(status)}</p>`,
    `<p>— ${escapeHtml(opts.brand)}</p>`,
  ].join('');
  return {
    to: opts.to,
    replyTo: opts.replyTo,
    locale: t.locale,
    subject: onlySeeds
      ? t.t('mail.refund.subjectSeeds', { reference, count: seedsBack })
      : t.t('mail.refund.subject', { reference, amount }),
    text,
    html,
  };
}
