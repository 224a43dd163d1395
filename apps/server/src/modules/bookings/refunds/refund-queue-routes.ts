import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  pendingRefundsSchema,
  refundOutsideSchema,
  refundRetryResultSchema,
  staffRefundResultSchema,
} from '@hv/shared';
import { auditWho } from '../../audit/index.ts';
import type { PaymentRoutesOptions } from '../route-options.ts';
import { pendingRefunds, refundPendingOutside, retryPendingRefund } from './refund-queue.ts';

const tags = ['admin: reservas'];
const params = z.object({ id: z.string().uuid() });
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** `Reembolsos pendientes` (decision 0203): Administrador and Coordinador, who refund. */
export async function refundQueueRoutes(app: FastifyInstance, opts: PaymentRoutesOptions) {
  const { deps } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const managers = opts.requireRoles('Administrador', 'Coordinador');

  r.get(
    '/api/admin/refunds/pending',
    {
      onRequest: managers,
      schema: {
        tags,
        summary: 'Los reembolsos que fallaron y esperan a una persona (de salidas canceladas o cobros tardíos)',
        response: { 200: pendingRefundsSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return pendingRefunds(deps.db);
    },
  );

  r.post(
    '/api/admin/refunds/pending/:id/retry',
    {
      onRequest: managers,
      schema: {
        tags,
        summary: 'Reintenta ahora un reembolso que falló y dice qué pasó',
        params,
        response: { 200: refundRetryResultSchema, ...errors },
      },
    },
    async (request) =>
      retryPendingRefund({ db: deps.db, runJobs: () => app.jobs.runDue() }, request.params.id, auditWho(request)),
  );

  r.post(
    '/api/admin/refunds/pending/:id/outside',
    {
      onRequest: managers,
      schema: {
        tags,
        summary: 'Registra el dinero devuelto fuera del sitio (efectivo o transferencia) y cierra el reembolso pendiente',
        params,
        body: refundOutsideSchema,
        response: { 200: staffRefundResultSchema.extend({ message: z.string() }), ...errors, 422: apiErrorSchema },
      },
    },
    async (request) => refundPendingOutside(deps, request.params.id, request.body, request.sessionUser!, auditWho(request)),
  );
}
