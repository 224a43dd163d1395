import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { apiErrorSchema, DESK_MESSAGES, STAFF_ROLES, VOUCHER_LINK_MESSAGES, voucherResentSchema } from '@hv/shared';
import { bookings } from '../../../db/schema.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import { bookingAddressee, sendConfirmation } from './confirmation.ts';
import type { PaymentRoutesOptions } from '../route-options.ts';
import { actorOfSession, recordBookingEvent } from '../events/record.ts';

const HOUR = 60 * 60_000;
/** A traveller's inbox gets at most this many copies an hour, whoever at the desk asks. */
const RESENDS_PER_BOOKING_PER_HOUR = 3;

/**
 * `Reenviar comprobante` at the desk (decision 0163): the confirmation e-mail again — with the
 * traveller's acting link — to the booking's own address. Staff share the voucher this way, or
 * through the read-only link the desk shows; they never hold the acting link themselves.
 */
export async function voucherResendRoutes(app: FastifyInstance, opts: PaymentRoutesOptions) {
  const { deps } = opts;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/admin/bookings/:id/voucher-email',
    {
      onRequest: opts.requireRoles(...STAFF_ROLES),
      schema: {
        tags: ['admin: reservas'],
        summary: 'Reenvía el comprobante (con el enlace del viajero) al correo de la reserva pagada; 3 por hora por reserva',
        params: z.object({ id: z.string().uuid() }),
        response: {
          202: voucherResentSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const [booking] = await deps.db.select().from(bookings).where(eq(bookings.id, request.params.id));
      if (!booking) throw notFound(DESK_MESSAGES.bookingNotFound);
      if (booking.status !== 'Pagada') throw new AppError('conflict', VOUCHER_LINK_MESSAGES.resendNotPaid);
      const to = await bookingAddressee(deps.db, booking);
      if (!to.email) throw new AppError('unprocessable', VOUCHER_LINK_MESSAGES.resendNoEmail);
      await opts.limiter(`voucher-resend:${booking.id}`, RESENDS_PER_BOOKING_PER_HOUR, HOUR);
      await sendConfirmation(deps, booking);
      await recordBookingEvent(deps.db, booking.id, actorOfSession(request.sessionUser!), {
        type: 'voucher_sent',
        data: { to: to.email },
      });
      return reply.status(202).send({ sentTo: to.email });
    },
  );
}
