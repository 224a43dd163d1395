import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  bookingConfirmationParamsSchema,
  bookingConfirmationQuerySchema,
  bookingConfirmationSchema,
  findBookingAnswerSchema,
  findBookingSchema,
  MESSAGES,
} from '@hv/shared';
import { notFound } from '../../../lib/errors.ts';
import { siteLocale } from '../../../lib/i18n.ts';
import { limitByIp } from '../../../lib/rate-limiter.ts';
import { bookingConfirmation } from './booking-view.ts';
import { voucherViewPath } from './confirmation-link.ts';
import { findBooking } from './find-booking.ts';
import { readOnlyReason, voucherAccess } from './voucher-access.ts';
import { voucherQrSvg } from './voucher.ts';
import type { PaymentRoutesOptions } from '../route-options.ts';

const tags = ['reservas'];
const FIFTEEN_MINUTES = 15 * 60_000;

/** A traveller's own booking after paying: the confirmation page and `/mi-reserva` (docs/product.md §6.11, §6.13). */
export async function voucherRoutes(app: FastifyInstance, opts: PaymentRoutesOptions) {
  const { deps } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/bookings/:reference',
    {
      schema: {
        tags,
        summary: 'La reserva de la página de confirmación: para quien la hizo (sesión) o con el enlace firmado del correo (?t=)',
        params: bookingConfirmationParamsSchema,
        querystring: bookingConfirmationQuerySchema,
        response: { 200: bookingConfirmationSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const user = await opts.sessions.user(request);
      // A booking awaiting its cash payment is read too: the `Pendiente de pago` page (decision 0216).
      const found = await voucherAccess(deps, request.params.reference, { user, token: request.query.t }, { cashAwaited: true });
      // Anyone else gets what a booking that does not exist gets.
      if (!found) throw notFound(MESSAGES.notFound);
      reply.header('cache-control', 'private, no-store');
      return bookingConfirmation(deps, found.booking, await readOnlyReason(deps.db, found, user));
    },
  );

  r.get(
    '/api/bookings/:reference/qr.svg',
    {
      schema: {
        tags,
        summary:
          'El código QR del voucher (su enlace de solo lectura) para registrarse en la salida; mismas reglas que la reserva',
        params: bookingConfirmationParamsSchema,
        querystring: bookingConfirmationQuerySchema,
        produces: ['image/svg+xml'],
      },
    },
    async (request, reply) => {
      const found = await voucherAccess(deps, request.params.reference, {
        user: await opts.sessions.user(request),
        token: request.query.t,
      });
      if (!found) throw notFound(MESSAGES.notFound);
      const { booking } = found;
      // The same link as the e-mailed QR code, in the booking's language: the read-only one, since
      // whoever scans it at the departure is staff (decision 0163).
      const svg = await voucherQrSvg(`${deps.publicUrl}${voucherViewPath(deps.secret, booking.id, siteLocale(booking.locale))}`);
      return reply.header('content-type', 'image/svg+xml').header('cache-control', 'private, max-age=3600').send(svg);
    },
  );

  r.post(
    '/api/bookings/find',
    {
      preHandler: limitByIp(opts.limiter, 'booking-find', 5, FIFTEEN_MINUTES),
      schema: {
        tags,
        summary: 'Encuentra tu reserva: si referencia y correo coinciden, envía el enlace a ese correo (misma respuesta siempre)',
        body: findBookingSchema,
        response: { 202: findBookingAnswerSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => reply.status(202).send(findBooking({ ...deps, limiter: opts.limiter }, request.body)),
  );
}
