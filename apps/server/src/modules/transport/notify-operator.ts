import { formatLongDate, VEHICLE_TYPES, type TransportRequest } from '@hv/shared';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { MailMessage } from '../mail/index.ts';

type RequestDetails = TransportRequest & { phone: string };

/** The request as the e-mails list it, label and value, leaving out what was not given. */
function requestLines(request: RequestDetails): [string, string][] {
  const vehicle = VEHICLE_TYPES.find((v) => v.value === request.vehicleType);
  const lines: [string, string | undefined][] = [
    ['Nombre', request.name],
    ['Correo', request.email],
    ['Teléfono', request.phone],
    ['Destino', request.destination],
    ['Salida', `${formatLongDate(request.departureDate)}, ${request.departureTime}`],
    [
      'Regreso',
      request.returnDate
        ? `${formatLongDate(request.returnDate)}${request.returnTime ? `, ${request.returnTime}` : ''}`
        : undefined,
    ],
    ['Vehículo', vehicle ? `${vehicle.label} (hasta ${vehicle.capacity} ${vehicle.unit})` : request.vehicleType],
    ['Pasajeros', String(request.passengers)],
    ['Itinerario', request.itinerary],
    ['Peticiones especiales', request.specialRequests],
  ];
  return lines.filter((l): l is [string, string] => Boolean(l[1]));
}

const table = (lines: [string, string][]) =>
  `<table>${lines
    .map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v).replaceAll('\n', '<br>')}</td></tr>`)
    .join('')}</table>`;

/** The operator's e-mail about a new transport request (Spanish; user text escaped in HTML). */
export function transportRequestEmail(to: string, request: RequestDetails, adminUrl: string): MailMessage {
  const present = requestLines(request);
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
 * The requester's copy (issue 15): what they asked for, that nothing is booked or charged yet,
 * and that replies reach the operator (Reply-To).
 */
export function transportCopyEmail(request: RequestDetails, operatorEmail: string, brand: string): MailMessage {
  const present = requestLines(request);
  const intro =
    'Recibimos tu solicitud de renta de transporte. Te contactaremos pronto para confirmar los detalles y el precio; todavía no se ha hecho ningún cargo.';
  const text = [
    `Hola, ${request.name}:`,
    '',
    intro,
    '',
    ...present.map(([k, v]) => `${k}: ${v}`),
    '',
    'Si quieres cambiar algo, responde a este correo.',
    '',
    `— ${brand}`,
  ].join('\n');
  const html = `<p>${escapeHtml(`Hola, ${request.name}:`)}</p><p>${escapeHtml(intro)}</p>${table(present)}<p>Si quieres cambiar algo, responde a este correo.</p><p>— ${escapeHtml(brand)}</p>`;
  return {
    to: request.email,
    replyTo: operatorEmail,
    subject: `Tu solicitud de transporte a ${request.destination.slice(0, 80)}`,
    text,
    html,
  };
}
