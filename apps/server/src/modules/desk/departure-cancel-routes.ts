import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  departureCancelPreviewSchema,
  departureCancelProgressSchema,
  departureCancelSchema,
  departureKeySchema,
  departuresAtRiskSchema,
} from '@hv/shared';
import type { Db } from '../../db/client.ts';
import { auditWho } from '../audit/index.ts';
import type { RequireRoles } from '../auth/index.ts';
import { cancelDeparture, cancelProgress, previewCancel, retryFailed } from './departure-cancel.ts';
import { confirmDeparture, departuresAtRisk } from './minimum.ts';

const tags = ['admin: reservas'];
const batchParams = z.object({ batch: z.string().uuid() });
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** Cancelling a departure (docs/product.md §15.4): Administrador and Coordinador only. */
export async function departureCancelRoutes(app: FastifyInstance, opts: { db: Db; requireRoles: RequireRoles }) {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const managers = opts.requireRoles('Administrador', 'Coordinador');

  r.get(
    '/api/admin/departures/cancel/preview',
    {
      onRequest: managers,
      schema: {
        tags,
        summary: 'Cuántas reservas pagadas tiene una salida y cuánto se reembolsaría al cancelarla',
        querystring: departureKeySchema,
        response: { 200: departureCancelPreviewSchema, ...errors },
      },
    },
    async (request) => previewCancel(db, request.query),
  );

  r.post(
    '/api/admin/departures/cancel',
    {
      onRequest: managers,
      schema: {
        tags,
        summary:
          'Cancela una salida: reembolsa cada reserva pagada con el motivo (un trabajo por reserva) y cierra la fecha o cancela el viaje',
        body: departureCancelSchema,
        response: { 202: z.object({ batch: z.string(), bookings: z.number().int(), total: z.number() }), ...errors },
      },
    },
    async (request, reply) => {
      const result = await cancelDeparture(db, request.body, auditWho(request), request.sessionUser!);
      // A trip now `Cancelado` leaves the public catalogue; a closed date changes nothing cached.
      if (request.body.kind === 'trip') app.catalogCache.invalidate();
      app.jobs.wake();
      return reply.status(202).send(result);
    },
  );

  // Minimum to run (docs/decisions/0229-minimum-to-run.md): the same two roles as a cancellation.
  r.get(
    '/api/admin/departures/at-risk',
    {
      onRequest: managers,
      schema: {
        tags,
        summary: 'Salidas en riesgo: bajo su mínimo, con la hora de decisión por delante',
        response: { 200: departuresAtRiskSchema, ...errors },
      },
    },
    async () => ({ data: await departuresAtRisk(db) }),
  );

  r.post(
    '/api/admin/departures/confirm',
    {
      onRequest: managers,
      schema: {
        tags,
        summary: 'Confirma una salida a mano: se mantiene aunque no llegue a su mínimo',
        body: departureKeySchema,
        response: { 200: z.object({ confirmed: z.literal(true), message: z.string() }), ...errors },
      },
    },
    async (request) => confirmDeparture(db, request.body, auditWho(request), request.sessionUser!),
  );

  r.get(
    '/api/admin/departures/cancel/:batch',
    {
      onRequest: managers,
      schema: {
        tags,
        summary: 'El avance de los reembolsos de una salida cancelada',
        params: batchParams,
        response: { 200: departureCancelProgressSchema, ...errors },
      },
    },
    async (request) => cancelProgress(db, request.params.batch),
  );

  r.post(
    '/api/admin/departures/cancel/:batch/retry',
    {
      onRequest: managers,
      schema: {
        tags,
        summary: 'Reintenta los reembolsos que fallaron de una salida cancelada',
        params: batchParams,
        response: { 200: z.object({ retried: z.number().int() }), ...errors },
      },
    },
    async (request) => {
      const result = await retryFailed(db, request.params.batch, auditWho(request));
      app.jobs.wake();
      return result;
    },
  );
}
