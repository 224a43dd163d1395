import { bookingReference, formatLongDate } from '@hv/shared';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { MailMessage } from '../mail/index.ts';

// The e-mails around a departure (docs/product.md §15.5): the reminder before it and the review
// request the day after. In Spanish; user text escaped in HTML; replies reach the operator.

export interface DepartureFacts {
  bookingId: string;
  itemName: string;
  date: string;
  /** 'HH:MM', or null when the item has no start time. */
  startTime: string | null;
  meetingPoint: string | null;
  meetingPointUrl: string | null;
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
}

type Row = [label: string, value: string];
const table = (rows: Row[]) =>
  `<table>${rows.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</table>`;
const greeting = (name: string | null) => (name ? `Hola, ${name}:` : 'Hola:');

export function reminderEmail(e: Envelope & { facts: DepartureFacts; voucherUrl: string }): MailMessage {
  const f = e.facts;
  const reference = bookingReference(f.bookingId);
  const whatsappUrl = `https://wa.me/${f.whatsapp}`;
  const contact = [f.contactName, f.contactPhone].filter(Boolean).join(', ');
  const rows: Row[] = [
    ['Reserva', reference],
    ['Experiencia o viaje', f.itemName],
    ['Fecha', formatLongDate(f.date)],
    ...(f.startTime ? ([['Hora de inicio', f.startTime]] as Row[]) : []),
    ...(f.meetingPoint ? ([['Punto de encuentro', f.meetingPoint]] as Row[]) : []),
    ...(contact ? ([['Responsable', contact]] as Row[]) : []),
  ];
  const intro = `Te recordamos tu salida con ${e.brand}: ¡ya casi es hora!`;
  const bring = 'Llega unos minutos antes y muestra el código QR de tu voucher al registrarte.';
  const ask = `¿Dudas el día de la salida? Escribe por WhatsApp: ${whatsappUrl}`;
  const text = [
    greeting(e.name),
    '',
    intro,
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    ...(f.meetingPointUrl ? [`Mapa: ${f.meetingPointUrl}`] : []),
    '',
    `Tu voucher: ${e.voucherUrl}`,
    bring,
    ask,
    '',
    `— ${e.brand}`,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(greeting(e.name))}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    table(rows),
    f.meetingPointUrl ? `<p><a href="${escapeHtml(f.meetingPointUrl)}">Ver el punto de encuentro en el mapa</a></p>` : '',
    `<p><a href="${escapeHtml(e.voucherUrl)}">Ver mi voucher</a></p>`,
    `<p>${escapeHtml(bring)}</p>`,
    `<p>¿Dudas el día de la salida? <a href="${escapeHtml(whatsappUrl)}">Escribe por WhatsApp</a>.</p>`,
    `<p>— ${escapeHtml(e.brand)}</p>`,
  ].join('');
  const when = `${formatLongDate(f.date)}${f.startTime ? `, ${f.startTime}` : ''}`;
  return { to: e.to, replyTo: e.replyTo, subject: `Recordatorio ${reference}: ${f.itemName.slice(0, 60)}, ${when}`, text, html };
}

export function reviewRequestEmail(e: Envelope & { bookingId: string; itemName: string; reviewUrl: string }): MailMessage {
  const reference = bookingReference(e.bookingId);
  const intro = `Gracias por viajar con ${e.brand}. ¿Cómo te fue en ${e.itemName}?`;
  const ask = 'Califícala de 1 a 5 estrellas y cuéntanos en unas líneas: tu reseña ayuda a otros viajeros a elegir.';
  const text = [greeting(e.name), '', intro, ask, '', `Escribe tu reseña: ${e.reviewUrl}`, '', `— ${e.brand}`].join('\n');
  const html = [
    `<p>${escapeHtml(greeting(e.name))}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<p>${escapeHtml(ask)}</p>`,
    `<p><a href="${escapeHtml(e.reviewUrl)}">Escribir mi reseña</a></p>`,
    `<p>— ${escapeHtml(e.brand)}</p>`,
  ].join('');
  return { to: e.to, replyTo: e.replyTo, subject: `¿Cómo te fue? Reseña de tu reserva ${reference}`, text, html };
}
