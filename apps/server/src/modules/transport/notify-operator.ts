import { formatLongDate, VEHICLE_TYPES, type TransportRequest } from '@hv/shared';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { MailMessage } from '../mail/index.ts';

/** The operator's e-mail about a new transport request (Spanish; user text escaped in HTML). */
export function transportRequestEmail(to: string, request: TransportRequest & { phone: string }, adminUrl: string): MailMessage {
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
    ['Itinerario', request.itinerary],
    ['Peticiones especiales', request.specialRequests],
  ];
  const present = lines.filter((l): l is [string, string] => Boolean(l[1]));
  const text = [
    'Nueva solicitud de renta de transporte:',
    '',
    ...present.map(([k, v]) => `${k}: ${v}`),
    '',
    `Ver solicitudes: ${adminUrl}`,
  ].join('\n');
  const html = `<h1>Nueva solicitud de renta de transporte</h1><table>${present
    .map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v).replaceAll('\n', '<br>')}</td></tr>`)
    .join('')}</table><p><a href="${escapeHtml(adminUrl)}">Ver solicitudes</a></p>`;
  return { to, subject: `Solicitud de transporte: ${request.destination.slice(0, 80)}`, text, html };
}
