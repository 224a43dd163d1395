import { bookingReference, formatLongDate, formatMXN } from '@hv/shared';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { MailMessage } from '../mail/index.ts';

export interface RefundEmailFacts {
  bookingId: string;
  itemName: string;
  date: string;
  /** What this refund gave back, in pesos, part by part. */
  amount: number;
  paypalAmount: number;
  giftCardAmount: number;
  outsideAmount: number;
  /** How a manual sale was paid ('Efectivo', 'Transferencia'), for money given back outside the site. */
  manualMethod: string | null;
  giftCardSeries: string | null;
  reason: string;
  /** The whole booking is refunded (and cancelled). */
  whole: boolean;
  /** What the traveller has still paid after this refund. */
  stillPaid: number;
}

/** Where each part of a refund goes back, as the traveller reads it (docs/product.md §15). */
export function refundDestinations(
  f: Pick<RefundEmailFacts, 'paypalAmount' | 'giftCardAmount' | 'outsideAmount' | 'manualMethod' | 'giftCardSeries'>,
): string[] {
  return [
    ...(f.paypalAmount > 0
      ? [
          `${formatMXN(f.paypalAmount)} a tu cuenta de PayPal o a la tarjeta con que pagaste (PayPal puede tardar unos días en reflejarlo).`,
        ]
      : []),
    ...(f.giftCardAmount > 0
      ? [
          `${formatMXN(f.giftCardAmount)} a tu gift card${f.giftCardSeries ? ` ${f.giftCardSeries}` : ''}, para usarla en otra reserva.`,
        ]
      : []),
    ...(f.outsideAmount > 0
      ? [
          `${formatMXN(f.outsideAmount)} por el mismo medio con que pagaste${f.manualMethod ? ` (${f.manualMethod.toLowerCase()})` : ''}; te lo entregamos fuera del sitio.`,
        ]
      : []),
  ];
}

/** The traveller's Spanish e-mail after a staff refund: how much, why (the reason as staff wrote it) and where it goes back. */
export function refundEmail(opts: {
  to: string;
  replyTo: string;
  name: string | null;
  brand: string;
  facts: RefundEmailFacts;
}): MailMessage {
  const f = opts.facts;
  const reference = bookingReference(f.bookingId);
  const greeting = opts.name ? `Hola, ${opts.name}:` : 'Hola:';
  const lead = `Reembolsamos ${formatMXN(f.amount)} de tu reserva ${reference} (${f.itemName}, ${formatLongDate(f.date)}).`;
  const reason = `Motivo: ${f.reason}`;
  const status = f.whole
    ? 'Tu reserva quedó cancelada y reembolsada por completo.'
    : `Tu reserva sigue confirmada; ahora llevas pagado ${formatMXN(f.stillPaid)}.`;
  const where = refundDestinations(f);
  const text = [
    greeting,
    '',
    lead,
    reason,
    '',
    'Dónde recibes el dinero:',
    ...where.map((w) => `- ${w}`),
    '',
    status,
    '',
    `— ${opts.brand}`,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(lead)}</p>`,
    `<p>${escapeHtml(reason)}</p>`,
    `<p>Dónde recibes el dinero:</p><ul>${where.map((w) => `<li>${escapeHtml(w)}</li>`).join('')}</ul>`,
    `<p>${escapeHtml(status)}</p>`,
    `<p>— ${escapeHtml(opts.brand)}</p>`,
  ].join('');
  return {
    to: opts.to,
    replyTo: opts.replyTo,
    subject: `Reembolso de tu reserva ${reference}: ${formatMXN(f.amount)}`,
    text,
    html,
  };
}
