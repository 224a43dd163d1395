import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  captureResultSchema,
  checkCodesSchema,
  checkoutQuoteSchema,
  checkoutSchema,
  createdOrderSchema,
  createOrderSchema,
  paymentsConfigSchema,
  paypalOrderIdSchema,
  resumeOrderSchema,
  seedSettingsSchema,
} from '@hv/shared';
import { limitByIp } from '../../lib/rate-limiter.ts';
import { findPublicItem } from '../availability/index.ts';
import { payLaterSettings, readSeedSettings } from '../bookings/index.ts';
import { capturePayment } from './capture-order.ts';
import type { CheckoutRoutesOptions } from './route-options.ts';
import { createPaymentOrder } from './create-order.ts';
import { paymentLinkRoutes } from './manual-sale-routes.ts';
import { payWithGiftCard } from './pay-with-gift-card.ts';
import { priceCheckout, priceCodes, quoteAnswer } from './price-checkout.ts';
import { resumeOrder } from './resume-order.ts';
import { returnFromProvider } from './return-order.ts';

const tags = ['pagos'];
const TEN_MINUTES = 10 * 60_000;

/** The checkout (docs/architecture.md §7 steps 1–4 and 7): price, order, capture, resume, gift-card-only payment. */
export async function checkoutRoutes(app: FastifyInstance, opts: CheckoutRoutesOptions) {
  const { deps } = opts;
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const sessionUserId = async (request: FastifyRequest) => (await opts.sessions.user(request))?.id ?? null;

  r.get(
    '/api/payments/config',
    {
      schema: {
        tags,
        summary: 'Cómo cargar el SDK del proveedor de pago de la compra (PayPal o su sustituto de prueba)',
        response: { 200: paymentsConfigSchema },
      },
    },
    async () => {
      // Mercado Pago is offered beside the checkout's provider when registered (decision 0211),
      // with the installments and cash deadlines the server will apply (decision 0216).
      const mercadoPago = deps.providers.offered.find((p) => p.name === 'mercadopago');
      return {
        ...deps.providers.checkout.browserConfig,
        mercadoPago: mercadoPago ? { testMode: mercadoPago.browserConfig.testMode, ...(await payLaterSettings(deps)) } : null,
      };
    },
  );

  // What the checkout's `Usar mis semillas` and `/semillas` say (decision 0238): the staff's settings,
  // public like the prices; the server still prices every use.
  r.get(
    '/api/payments/seeds',
    {
      schema: {
        tags,
        summary: 'Si las semillas pueden pagar parte de una reserva, cuánto vale una y qué parte del total pueden pagar',
        response: { 200: seedSettingsSchema },
      },
    },
    async () => readSeedSettings(db),
  );

  r.post(
    '/api/payments/quote',
    {
      preHandler: limitByIp(opts.limiter, 'payment-quote', 120, TEN_MINUTES),
      schema: {
        tags,
        summary:
          'Calcula el pago de una reserva: cupón primero, luego la gift card; el proveedor de pago (PayPal) cobra el resto',
        body: checkoutSchema,
        response: {
          200: checkoutQuoteSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return quoteAnswer(await priceCheckout(db, request.body, { userId: await sessionUserId(request) }));
    },
  );

  r.post(
    '/api/payments/codes',
    {
      preHandler: limitByIp(opts.limiter, 'payment-quote', 120, TEN_MINUTES),
      schema: {
        tags,
        summary: 'Aplicar: revisa el cupón y la gift card al momento (sin fecha) y dice cuánto descuentan',
        body: checkCodesSchema,
        response: {
          200: checkoutQuoteSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const item = await findPublicItem(db, request.body.kind, request.body.id);
      return quoteAnswer(await priceCodes(db, item, request.body, { userId: await sessionUserId(request) }));
    },
  );

  r.post(
    '/api/payments/gift-card',
    {
      preHandler: limitByIp(opts.limiter, 'payment-order', 30, TEN_MINUTES),
      schema: {
        tags,
        summary: 'Paga una reserva solo con gift card (cuando cubre el total), sin proveedor de pago',
        body: createOrderSchema,
        response: {
          201: captureResultSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const paid = await payWithGiftCard(deps, request.body, await opts.sessions.user(request));
      return reply.status(201).send(paid);
    },
  );

  r.post(
    '/api/payments/orders',
    {
      preHandler: limitByIp(opts.limiter, 'payment-order', 30, TEN_MINUTES),
      schema: {
        tags,
        summary:
          'Crea el pago (la orden de PayPal) de una reserva (lo que no paga la gift card); el total se calcula en el servidor',
        body: createOrderSchema,
        response: {
          201: createdOrderSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
          502: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const created = await createPaymentOrder(deps, request.body, await sessionUserId(request));
      return reply.status(201).send(created);
    },
  );

  r.post(
    '/api/payments/orders/:orderId/capture',
    {
      preHandler: limitByIp(opts.limiter, 'payment-capture', 60, TEN_MINUTES),
      schema: {
        tags,
        summary: 'Cobra el pago aprobado en el proveedor (PayPal) y registra la reserva pagada (idempotente)',
        params: paypalOrderIdSchema,
        response: {
          200: captureResultSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
          502: apiErrorSchema,
        },
      },
    },
    async (request) => capturePayment(deps, request.params.orderId, await sessionUserId(request)),
  );

  // Where a provider's own payment page sends the buyer back (decision 0211): the booking's
  // payment is read and settled, then the browser goes to the booking with the outcome.
  r.get(
    '/api/payments/return',
    {
      preHandler: limitByIp(opts.limiter, 'payment-return', 60, TEN_MINUTES),
      schema: {
        tags,
        summary:
          'Regreso desde la página de pago del proveedor (Mercado Pago): lee el pago, registra la reserva y redirige a ella',
        querystring: z.object({ booking: z.string().uuid() }).passthrough(),
        response: { 404: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const result = await returnFromProvider(deps, request.query.booking, await sessionUserId(request));
      return reply.redirect(result.path, 303);
    },
  );

  r.post(
    '/api/payments/orders/:orderId/resume',
    {
      preHandler: limitByIp(opts.limiter, 'payment-resume', 120, TEN_MINUTES),
      schema: {
        tags,
        summary: 'Qué pasó con una orden que este navegador empezó: pagada, en proceso o sin cargo (retoma el cobro aprobado)',
        params: paypalOrderIdSchema,
        response: {
          200: resumeOrderSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
          502: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return resumeOrder(deps, request.params.orderId, await sessionUserId(request));
    },
  );

  await app.register(paymentLinkRoutes, opts);
}
