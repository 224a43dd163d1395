import { bookingReference, formatLongDate, formatMXN } from '@hv/shared';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { MailMessage } from '../mail/index.ts';
import { changeOrCancel } from './booking-terms.ts';

export interface ConfirmedBooking {
  id: string;
  item_name: string;
  booking_date: string;
  /** 'HH:MM' of the start (experience) or departure (trip); null when there is none. */
  start_time: string | null;
  meeting_point: string | null;
  meeting_point_url: string | null;
  passengers: number;
  passenger_names: string[];
  /** What the traveller paid in all. */
  amount: number;
  discount: number;
  /** The parts of `amount` paid with a gift card and through PayPal. */
  gift_card_amount: number;
  paypal_amount: number;
  /** The booked item's cancellation policy as one sentence (docs/product.md §15.1). */
  cancellation_terms: string;
}

type Row = [label: string, value: string];

/**
 * The traveller's Spanish confirmation e-mail after a paid booking (docs/product.md §6.7,
 * §6.11): what, when, where, who, the money, the signed link to the confirmation page and how
 * to change or cancel. Replies go to the operator (Reply-To). User text is escaped in HTML.
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
}): MailMessage {
  const { booking: b, brand } = opts;
  const reference = bookingReference(b.id);
  const rows: Row[] = [
    ['Reserva', reference],
    ['Experiencia o viaje', b.item_name],
    ['Fecha', formatLongDate(b.booking_date)],
    ...(b.start_time ? ([['Hora de inicio', b.start_time]] as Row[]) : []),
    ...(b.meeting_point ? ([['Punto de encuentro', b.meeting_point]] as Row[]) : []),
    ['Pasajeros', b.passenger_names.length ? b.passenger_names.join(', ') : String(b.passengers)],
    ...(b.discount > 0 ? ([['Descuento', formatMXN(b.discount)]] as Row[]) : []),
    ...(b.gift_card_amount > 0
      ? ([
          ['Pagado con gift card', formatMXN(b.gift_card_amount)],
          ...(b.paypal_amount > 0 ? [['Pagado con PayPal', formatMXN(b.paypal_amount)]] : []),
        ] as Row[])
      : []),
    ['Total pagado', formatMXN(b.amount)],
  ];
  const greeting = opts.name ? `Hola, ${opts.name}:` : 'Hola:';
  const changes = changeOrCancel(opts.whatsappNumber);
  const text = [
    greeting,
    '',
    `Gracias por tu compra. Tu reserva en ${brand} está confirmada y pagada.`,
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    ...(b.meeting_point_url ? [`Mapa: ${b.meeting_point_url}`] : []),
    '',
    `Tu voucher, con el código QR para registrarte en la salida y listo para imprimir: ${opts.confirmationUrl}`,
    'Adjuntamos tu reserva como evento de calendario (.ics).',
    '',
    b.cancellation_terms,
    changes,
    '',
    `— ${brand}`,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>Gracias por tu compra. Tu reserva en ${escapeHtml(brand)} está confirmada y pagada.</p>`,
    `<table>${rows.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</table>`,
    b.meeting_point_url ? `<p><a href="${escapeHtml(b.meeting_point_url)}">Ver el punto de encuentro en el mapa</a></p>` : '',
    `<p><a href="${escapeHtml(opts.confirmationUrl)}">Ver mi voucher</a></p>`,
    opts.qrCid
      ? `<p><img src="cid:${escapeHtml(opts.qrCid)}" width="200" height="200" alt="Código QR de la reserva ${escapeHtml(reference)} para registrarte en la salida"></p><p>Muestra este código QR al llegar; también está en tu voucher.</p>`
      : '',
    '<p>Adjuntamos tu reserva como evento de calendario (.ics).</p>',
    `<p>${escapeHtml(b.cancellation_terms)} ${escapeHtml(changes)}</p>`,
    `<p>— ${escapeHtml(brand)}</p>`,
  ].join('');
  return {
    to: opts.to,
    replyTo: opts.replyTo,
    subject: `Reserva confirmada ${reference}: ${b.item_name.slice(0, 80)}`,
    text,
    html,
  };
}
