import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, staffRefundResultSchema, staffRefundSchema } from '@hv/shared';
import type { PaymentRoutesOptions } from '../route-options.ts';
import { refundBooking } from './staff-refund.ts';
import { auditWho } from '../../audit/index.ts';

/** Staff refunds (Administrador and Coordinador only; docs/product.md §15). */
export async function refundRoutes(app: FastifyInstance, opts: PaymentRoutesOptions) {
  const { deps } = opts;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/admin/bookings/:id/refund',
    {
      onRequest: opts.requireRoles('Administrador', 'Coordinador'),
      schema: {
        tags: ['admin: reservas'],
        summary:
          'Reembolsa una reserva pagada, en todo o en parte, con un motivo (el proveedor de pago primero, luego la gift card)',
        params: z.object({ id: z.string().uuid() }),
        body: staffRefundSchema,
        response: {
          200: staffRefundResultSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          422: apiErrorSchema,
          502: apiErrorSchema,
        },
      },
    },
    async (request) =>
      refundBooking({ ...deps, audit: auditWho(request) }, request.params.id, request.body, request.sessionUser!),
  );
}
