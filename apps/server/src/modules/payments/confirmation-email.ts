import { bookingReference, formatLongDate, formatMXN } from '@hv/shared';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { MailMessage } from '../mail/index.ts';

export interface ConfirmedBooking {
  id: string;
  item_name: string;
  booking_date: string;
  passengers: number;
  /** What the traveller paid in all. */
  amount: number;
  discount: number;
  /** The parts of `amount` paid with a gift card and through PayPal. */
  gift_card_amount: number;
  paypal_amount: number;
}

/** The traveller's Spanish confirmation e-mail after a paid booking (user text escaped in HTML). */
export function bookingConfirmationEmail(opts: {
  to: string;
  name: string | null;
  booking: ConfirmedBooking;
  brand: string;
  profileUrl: string | null;
}): MailMessage {
  const { booking: b, brand } = opts;
  const reference = bookingReference(b.id);
  const rows: [string, string][] = [
    ['Reserva', reference],
    ['Experiencia o viaje', b.item_name],
    ['Fecha', formatLongDate(b.booking_date)],
    ['Pasajeros', String(b.passengers)],
    ...(b.discount > 0 ? ([['Descuento', formatMXN(b.discount)]] as [string, string][]) : []),
    ...(b.gift_card_amount > 0
      ? ([
          ['Pagado con gift card', formatMXN(b.gift_card_amount)],
          ...(b.paypal_amount > 0 ? [['Pagado con PayPal', formatMXN(b.paypal_amount)]] : []),
        ] as [string, string][])
      : []),
    ['Total pagado', formatMXN(b.amount)],
  ];
  const greeting = opts.name ? `Hola, ${opts.name}:` : 'Hola:';
  const text = [
    greeting,
    '',
    `Gracias por tu compra. Tu reserva en ${brand} está confirmada y pagada.`,
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    '',
    ...(opts.profileUrl ? [`Consulta tus reservas en: ${opts.profileUrl}`, ''] : []),
    'Cancelación gratuita hasta 48 horas antes. Si tienes dudas, responde a este correo con tu número de reserva.',
    '',
    `— ${brand}`,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>Gracias por tu compra. Tu reserva en ${escapeHtml(brand)} está confirmada y pagada.</p>`,
    `<table>${rows.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</table>`,
    opts.profileUrl ? `<p><a href="${escapeHtml(opts.profileUrl)}">Ver mis reservas</a></p>` : '',
    '<p>Cancelación gratuita hasta 48 horas antes. Si tienes dudas, responde a este correo con tu número de reserva.</p>',
    `<p>— ${escapeHtml(brand)}</p>`,
  ].join('');
  return { to: opts.to, subject: `Reserva confirmada ${reference}: ${b.item_name.slice(0, 80)}`, text, html };
}
