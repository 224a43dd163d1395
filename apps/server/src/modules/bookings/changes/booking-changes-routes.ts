import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  bookingConfirmationParamsSchema,
  bookingConfirmationQuerySchema,
  rescheduleResultSchema,
  rescheduleSchema,
  staffRefundResultSchema,
} from '@hv/shared';
import type { AuditActor } from '../../audit/index.ts';
import type { PaymentRoutesOptions } from '../route-options.ts';
import { cancelByTraveller, rescheduleBooking } from './traveller-changes.ts';
import { actingBooking } from '../vouchers/voucher-access.ts';

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
 * it — as its owner, or with the voucher's acting link (?t=) while it acts — and staff
 * (Administrador, Coordinador) move it from the desk; never through the traveller's routes.
 */
export async function bookingChangesRoutes(app: FastifyInstance, opts: PaymentRoutesOptions) {
  const { deps } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  /**
   * The booking the request may change, and who asks: the traveller, by account or by the acting
   * link; a staff session or a read-only link is refused (voucher-access.ts, decision 0163).
   */
  async function travellersBooking(
    request: FastifyRequest,
    reference: string,
    token: string | undefined,
    only: { cashAwaited?: boolean } = {},
  ) {
    const user = await opts.sessions.user(request);
    const booking = await actingBooking(deps, reference, { user, token }, only);
    const actor: AuditActor | null = user ? { id: user.id, fullName: user.fullName, role: user.role } : null;
    return { booking, actor };
  }

  r.post(
    '/api/bookings/:reference/cancel',
    {
      schema: {
        tags: ['reservas'],
        summary:
          'El viajero cancela su reserva pagada mientras la política lo permite (todo lo pagado vuelve), o la que espera su pago en efectivo o transferencia',
        params: bookingConfirmationParamsSchema,
        querystring: bookingConfirmationQuerySchema,
        response: { 200: staffRefundResultSchema, ...errors },
      },
    },
    async (request) => {
      // A booking awaiting its OXXO or SPEI payment may be cancelled too (decision 0227).
      const { booking, actor } = await travellersBooking(request, request.params.reference, request.query.t, {
        cashAwaited: true,
      });
      return cancelByTraveller(deps, booking, { actor, requestId: request.id });
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
}

/** Staff move a paid booking from the desk (Administrador, Coordinador); mounted under the admin plugin's guard. */
export async function staffRescheduleRoutes(app: FastifyInstance, opts: PaymentRoutesOptions) {
  const { deps } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

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
