import { VEHICLE_TYPES, type TransportRequest } from '@hv/shared';
import { escapeHtml } from '../../lib/escape-html.ts';
import { translator, type Translator } from '../../lib/i18n.ts';
import type { MailMessage } from '../mail/index.ts';

type RequestDetails = TransportRequest & { phone: string };

/** The request as the e-mails list it, label and value, in `t`'s language, leaving out what was not given. */
function requestLines(request: RequestDetails, t: Translator): [string, string][] {
  const vehicle = VEHICLE_TYPES.find((v) => v.value === request.vehicleType);
  const vehicleWords = vehicle
    ? t.t(vehicle.unit === 'pasajeros' ? 'mail.transport.vehiclePassengers' : 'mail.transport.vehiclePeople', {
        vehicle: vehicle.label,
        capacity: String(vehicle.capacity),
      })
    : request.vehicleType;
  const lines: [string, string | undefined][] = [
    [t.t('mail.transport.label.name'), request.name],
    [t.t('mail.transport.label.email'), request.email],
    [t.t('mail.transport.label.phone'), request.phone],
    [t.t('mail.transport.label.destination'), request.destination],
    [t.t('mail.transport.label.departure'), `${t.longDate(request.departureDate)}, ${t.time(request.departureTime)}`],
    [
      t.t('mail.transport.label.return'),
      request.returnDate
        ? `${t.longDate(request.returnDate)}${request.returnTime ? `, ${t.time(request.returnTime)}` : ''}`
        : undefined,
    ],
    [t.t('mail.transport.label.vehicle'), vehicleWords],
    [t.t('mail.label.passengers'), String(request.passengers)],
    [t.t('mail.transport.label.itinerary'), request.itinerary],
    [t.t('mail.transport.label.specialRequests'), request.specialRequests],
  ];
  return lines.filter((l): l is [string, string] => Boolean(l[1]));
}

const table = (lines: [string, string][]) =>
  `<table>${lines
    .map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v).replaceAll('\n', '<br>')}</td></tr>`)
    .join('')}</table>`;

/** The operator's e-mail about a new transport request (Spanish; user text escaped in HTML). */
export function transportRequestEmail(to: string, request: RequestDetails, adminUrl: string): MailMessage {
  const present = requestLines(request, translator('es'));
  const text = [
    'Nueva solicitud de renta de transporte:',
    '',
    ...present.map(([k, v]) => `${k}: ${v}`),
    '',
    `Ver solicitudes: ${adminUrl}`,
  ].join('\n');
  const html = `<h1>Nueva solicitud de renta de transporte</h1>${table(present)}<p><a href="${escapeHtml(adminUrl)}">Ver solicitudes</a></p>`;
  return { to, subject: `Solicitud de transporte: ${request.destination.slice(0, 80)}`, text, html };
}

/**
 * The requester's copy (issue 15), in the form page's language (`request.locale`, Spanish when
 * absent): what they asked for, that nothing is booked or charged yet, and that replies reach the
 * operator (Reply-To).
 */
export function transportCopyEmail(request: RequestDetails, operatorEmail: string, brand: string): MailMessage {
  const t = translator(request.locale ?? 'es');
  const present = requestLines(request, t);
  const hello = t.t('mail.greeting.named', { name: request.name });
  const intro = t.t('mail.transport.intro');
  const change = t.t('mail.transport.change');
  const text = [hello, '', intro, '', ...present.map(([k, v]) => `${k}: ${v}`), '', change, '', `— ${brand}`].join('\n');
  const html = `<p>${escapeHtml(hello)}</p><p>${escapeHtml(intro)}</p>${table(present)}<p>${escapeHtml(change)}</p><p>— ${escapeHtml(brand)}</p>`;
  return {
    to: request.email,
    replyTo: operatorEmail,
    subject: t.t('mail.transport.subject', { destination: request.destination.slice(0, 80) }),
    text,
    html,
  };
}
