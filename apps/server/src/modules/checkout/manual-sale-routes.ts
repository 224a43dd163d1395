import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  bookingConfirmationParamsSchema,
  bookingConfirmationQuerySchema,
  createdOrderSchema,
  manualSaleResultSchema,
  manualSaleSchema,
  paymentLinkOrderSchema,
  paymentLinkSchema,
} from '@hv/shared';
import { limitByIp } from '../../lib/rate-limiter.ts';
import { auditWho } from '../audit/index.ts';
import { createManualSale } from './manual-sale.ts';
import { orderForPaymentLink, readPaymentLink } from './payment-link.ts';
import type { CheckoutRoutesOptions } from './route-options.ts';

const TEN_MINUTES = 10 * 60_000;

/**
 * Manual sales (Administrador and Coordinador only; an Organizador sees bookings but cannot sell).
 * Mounted by the admin plugin (modules/admin), inside its staff guard.
 */
export async function manualSaleRoutes(app: FastifyInstance, opts: CheckoutRoutesOptions) {
  const { deps } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/admin/bookings/manual',
    {
      onRequest: opts.requireRoles('Administrador', 'Coordinador'),
      schema: {
        tags: ['admin: reservas'],
        summary: 'Venta manual: pagada fuera del sitio (efectivo o transferencia) o pendiente con enlace de pago',
        body: manualSaleSchema,
        response: {
          201: manualSaleResultSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createManualSale(deps, request.body, request.sessionUser!, auditWho(request))),
  );
}

/** The payment link's two public calls (docs/product.md §14.6): read the pending sale, open its payment. */
export async function paymentLinkRoutes(app: FastifyInstance, opts: CheckoutRoutesOptions) {
  const { deps } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/pay/:reference',
    {
      schema: {
        tags: ['reservas'],
        summary: 'La reserva que nombra un enlace de pago firmado (?t=)',
        params: bookingConfirmationParamsSchema,
        querystring: bookingConfirmationQuerySchema,
        response: { 200: paymentLinkSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return readPaymentLink(deps, request.params.reference, request.query.t);
    },
  );

  r.post(
    '/api/pay/:reference/order',
    {
      preHandler: limitByIp(opts.limiter, 'payment-order', 30, TEN_MINUTES),
      schema: {
        tags: ['reservas'],
        // The OpenAPI summary stays as written before; the body names the provider (decision 0223).
        summary: 'El pago (la orden de PayPal) de la reserva del enlace de pago (el mismo en cada llamada)',
        params: bookingConfirmationParamsSchema,
        querystring: bookingConfirmationQuerySchema,
        body: paymentLinkOrderSchema,
        response: {
          201: createdOrderSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
          502: apiErrorSchema,
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await orderForPaymentLink(deps, request.params.reference, request.query.t, request.body?.provider)),
  );
}
