import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  bookingConfirmationParamsSchema,
  bookingConfirmationQuerySchema,
  MESSAGES,
  rescheduleResultSchema,
  rescheduleSchema,
  staffRefundResultSchema,
} from '@hv/shared';
import { notFound } from '../../lib/errors.ts';
import type { AuditActor } from '../audit/index.ts';
import { viewableBooking } from './booking-view.ts';
import type { PaymentRoutesOptions } from './route-options.ts';
import { cancelByTraveller, rescheduleBooking } from './traveller-changes.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  422: apiErrorSchema,
  502: apiErrorSchema,
};

/**
 * Changes to a paid booking after the sale (docs/product.md §15.3): the traveller cancels or moves
 * it — as its owner, or with the voucher's signed link (?t=), the confirmation page's rule — and
 * staff (Administrador, Coordinador) move it from the desk.
 */
export async function bookingChangesRoutes(app: FastifyInstance, opts: PaymentRoutesOptions) {
  const { deps, paypal } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** The booking the request may change (anyone else gets what a missing booking gets), and who asks. */
  async function travellersBooking(request: FastifyRequest, reference: string, token: string | undefined) {
    const user = await opts.sessions.user(request);
    const booking = await viewableBooking(deps, reference, { user, token });
    if (!booking) throw notFound(MESSAGES.notFound);
    const actor: AuditActor | null = user ? { id: user.id, fullName: user.fullName, role: user.role } : null;
    return { booking, actor };
  }

  r.post(
    '/api/bookings/:reference/cancel',
    {
      schema: {
        tags: ['reservas'],
        summary: 'El viajero cancela su reserva pagada mientras la política lo permite: todo lo pagado vuelve',
        params: bookingConfirmationParamsSchema,
        querystring: bookingConfirmationQuerySchema,
        response: { 200: staffRefundResultSchema, ...errors },
      },
    },
    async (request) => {
      const { booking, actor } = await travellersBooking(request, request.params.reference, request.query.t);
      return cancelByTraveller({ ...deps, paypal }, booking, { actor, requestId: request.id });
    },
  );

  r.post(
    '/api/bookings/:reference/reschedule',
    {
      schema: {
        tags: ['reservas'],
        summary: 'El viajero cambia la fecha de su reserva pagada mientras la política lo permite (mismo precio)',
        params: bookingConfirmationParamsSchema,
        querystring: bookingConfirmationQuerySchema,
        body: rescheduleSchema,
        response: { 200: rescheduleResultSchema, ...errors },
      },
    },
    async (request) => {
      const { booking, actor } = await travellersBooking(request, request.params.reference, request.query.t);
      return rescheduleBooking(deps, booking.id, request.body, { actor, requestId: request.id, traveller: true });
    },
  );

  r.post(
    '/api/admin/bookings/:id/reschedule',
    {
      onRequest: opts.requireRoles('Administrador', 'Coordinador'),
      schema: {
        tags: ['admin: reservas'],
        summary: 'Cambia la fecha (y hora de inicio) de una reserva pagada, con lugares en la nueva fecha',
        params: z.object({ id: z.string().uuid() }),
        body: rescheduleSchema,
        response: { 200: rescheduleResultSchema, ...errors },
      },
    },
    async (request) => {
      const staff = request.sessionUser!;
      return rescheduleBooking(deps, request.params.id, request.body, {
        actor: { id: staff.id, fullName: staff.fullName, role: staff.role },
        requestId: request.id,
        traveller: false,
      });
    },
  );
}
