import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  apiErrorSchema,
  availabilityQuerySchema,
  closedDatesQuerySchema,
  closedDatesSchema,
  lastBookableDate,
  todayInMexico,
  availabilitySchema,
  bookingReference,
  captureResultSchema,
  checkCodesSchema,
  checkoutQuoteSchema,
  checkoutSchema,
  createdOrderSchema,
  createOrderSchema,
  myBookingsSchema,
  PAYMENT_MESSAGES,
  paymentsConfigSchema,
  paypalOrderIdSchema,
  resumeOrderSchema,
  type BookingStatus,
} from '@hv/shared';
import { bookings, experiences, trips } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { limitByIp } from '../../lib/rate-limiter.ts';
import { capturePayment } from './capture-order.ts';
import { createPaymentOrder } from './create-order.ts';
import { placesTaken } from './capacity.ts';
import { findPublicItem } from './items.ts';
import { totalPaid } from '../../lib/money.ts';
import { payWithGiftCard } from './pay-with-gift-card.ts';
import { priceCheckout, priceCodes, quoteAnswer } from './price-checkout.ts';
import { claimGuestBookings } from './booking-view.ts';
import { resumeOrder } from './resume-order.ts';
import { bookingRoutes } from './booking-routes.ts';
import { closedDatesOf } from './closed-dates.ts';
import { manualSaleRoutes } from './manual-sale-routes.ts';
import { refundRoutes } from './refund-routes.ts';
import { bookingChangesRoutes } from './booking-changes-routes.ts';
import { voucherResendRoutes } from './voucher-resend-routes.ts';
import { travellerCancellation } from './traveller-changes.ts';
import type { WebhookVerification } from './paypal-client.ts';
import { applyWebhookEvent, type WebhookEvent } from './webhook.ts';
import { isFreshTransmission } from './webhook-transmission.ts';
import type { PaymentRoutesOptions } from './route-options.ts';

const tags = ['pagos'];
const TEN_MINUTES = 10 * 60_000;

export async function paymentRoutes(app: FastifyInstance, opts: PaymentRoutesOptions) {
  const { deps, paypal } = opts;
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const sessionUserId = async (request: FastifyRequest) => (await opts.sessions.user(request))?.id ?? null;

  r.get(
    '/api/payments/config',
    {
      schema: {
        tags,
        summary: 'Cómo cargar el SDK de PayPal (o su sustituto de prueba)',
        response: { 200: paymentsConfigSchema },
      },
    },
    async () => opts.publicConfig,
  );

  r.get(
    '/api/availability',
    {
      schema: {
        tags,
        summary: 'Lugares que quedan para una experiencia o viaje en una fecha (reservas pagadas)',
        querystring: availabilityQuerySchema,
        response: { 200: availabilitySchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { kind, id, date, startTime } = request.query;
      const item = await findPublicItem(db, kind, id);
      const left = async (time: string | null) => {
        const booked = await placesTaken(db, item, { date, startTime: time });
        return { booked, placesLeft: Math.max(0, item.capacity - booked) };
      };
      reply.header('cache-control', 'no-store');
      const times = await Promise.all(item.startTimes.map(async (time) => ({ startTime: time, ...(await left(time)) })));
      const asked = startTime ?? (times.length === 1 ? times[0]!.startTime : null);
      const answer =
        asked !== null || times.length === 0
          ? await left(asked)
          : times.reduce((best, t) => (t.placesLeft > best.placesLeft ? t : best));
      return {
        capacity: item.capacity,
        booked: answer.booked,
        placesLeft: answer.placesLeft,
        startTimes: times.map((t) => ({ startTime: t.startTime, placesLeft: t.placesLeft })),
      };
    },
  );

  r.get(
    '/api/closed-dates',
    {
      schema: {
        tags,
        summary: 'Fechas que el personal cerró para una experiencia (de hoy al horizonte de reserva)',
        querystring: closedDatesQuerySchema,
        response: { 200: closedDatesSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const item = await findPublicItem(db, request.query.kind, request.query.id);
      reply.header('cache-control', 'no-store');
      if (item.kind !== 'experience') return { dates: [] };
      const today = todayInMexico();
      const closed = await closedDatesOf(db, item.id, today, lastBookableDate(today));
      return { dates: closed.map((c) => c.date) };
    },
  );

  r.post(
    '/api/payments/quote',
    {
      preHandler: limitByIp(opts.limiter, 'payment-quote', 120, TEN_MINUTES),
      schema: {
        tags,
        summary: 'Calcula el pago de una reserva: cupón primero, luego la gift card; PayPal cobra el resto',
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
      return quoteAnswer(await priceCheckout(db, request.body));
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
      return quoteAnswer(await priceCodes(db, item, request.body));
    },
  );

  r.post(
    '/api/payments/gift-card',
    {
      preHandler: limitByIp(opts.limiter, 'payment-order', 30, TEN_MINUTES),
      schema: {
        tags,
        summary: 'Paga una reserva solo con gift card (cuando cubre el total), sin PayPal',
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
        summary: 'Crea la orden de PayPal de una reserva (lo que no paga la gift card); el total se calcula en el servidor',
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
      const created = await createPaymentOrder({ ...deps, paypal }, request.body, await sessionUserId(request));
      return reply.status(201).send(created);
    },
  );

  r.post(
    '/api/payments/orders/:orderId/capture',
    {
      preHandler: limitByIp(opts.limiter, 'payment-capture', 60, TEN_MINUTES),
      schema: {
        tags,
        summary: 'Cobra la orden aprobada en PayPal y registra la reserva pagada (idempotente)',
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
    async (request) => capturePayment({ ...deps, paypal }, request.params.orderId, await sessionUserId(request)),
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
      return resumeOrder({ ...deps, paypal }, request.params.orderId, await sessionUserId(request));
    },
  );

  r.get(
    '/api/profile/bookings',
    {
      onRequest: opts.requireRoles(),
      schema: {
        tags,
        summary: 'Mis reservas (pagadas o reembolsadas; refundedAmount dice cuánto devolvió PayPal), las más nuevas primero',
        response: { 200: myBookingsSchema },
      },
    },
    async (request) => {
      await claimGuestBookings(db, request.sessionUser!);
      const rows = await db
        .select({
          b: bookings,
          experienceSlug: experiences.slug,
          tripSlug: trips.slug,
          nameEn: sql<string | null>`coalesce(${experiences.name_en}, ${trips.destination_en})`,
          hours: sql<number | null>`coalesce(${experiences.free_cancellation_hours}, ${trips.free_cancellation_hours})`,
          startTimes: experiences.start_times,
        })
        .from(bookings)
        .leftJoin(experiences, eq(experiences.id, bookings.experience_id))
        .leftJoin(trips, eq(trips.id, bookings.trip_id))
        // Pending rows are checkouts that were never paid (cancelled or abandoned): not bookings yet.
        .where(and(eq(bookings.user_id, request.sessionUser!.id), ne(bookings.status, 'Pendiente')))
        .orderBy(desc(bookings.created_at));
      return {
        data: await Promise.all(
          rows.map(async ({ b, experienceSlug, tripSlug, nameEn, hours, startTimes }) => ({
            id: b.id,
            reference: bookingReference(b.id),
            itemName: b.item_name,
            itemNameEn: nameEn,
            kind: b.experience_id ? ('experience' as const) : b.trip_id ? ('trip' as const) : null,
            slug: experienceSlug ?? tripSlug ?? null,
            date: b.booking_date,
            passengers: b.passengers,
            amount: totalPaid(b),
            refundedAmount: b.refunded_amount,
            currency: b.currency,
            status: b.status as BookingStatus,
            paidAt: b.paid_at?.toISOString() ?? null,
            startTime: b.start_time,
            cancellation: await travellerCancellation(db, b, hours),
            itemId: experienceSlug ? b.experience_id : tripSlug ? b.trip_id : null,
            startTimes: startTimes ?? [],
          })),
        ),
      };
    },
  );

  await app.register(bookingRoutes, opts);
  await app.register(manualSaleRoutes, opts);
  await app.register(refundRoutes, opts);
  await app.register(bookingChangesRoutes, opts);
  await app.register(voucherResendRoutes, opts);
  await app.register(webhookRoute, opts);
}

/**
 * PayPal's notifications. Its own plugin so that the body is also kept as received: PayPal
 * verifies the signature against those exact bytes.
 */
async function webhookRoute(app: FastifyInstance, opts: PaymentRoutesOptions) {
  const rawBodies = new WeakMap<FastifyRequest, string>();
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    try {
      const parsed = JSON.parse(body as string);
      rawBodies.set(request, body as string);
      done(null, parsed);
    } catch {
      done(Object.assign(new Error('malformed JSON'), { statusCode: 400 }), undefined);
    }
  });

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/payments/webhook',
    {
      schema: {
        tags,
        summary: 'Avisos de PayPal (PAYMENT.CAPTURE.COMPLETED, PENDING, DENIED, REFUNDED, REVERSED), con firma verificada',
        response: { 200: z.object({ received: z.literal(true) }), 400: apiErrorSchema, 502: apiErrorSchema },
      },
    },
    async (request) => {
      const invalid = () => new AppError('validation', PAYMENT_MESSAGES.webhookInvalid);
      const header = (name: string) => {
        const value = request.headers[name];
        return typeof value === 'string' ? value : '';
      };
      const fields: WebhookVerification = {
        auth_algo: header('paypal-auth-algo'),
        cert_url: header('paypal-cert-url'),
        transmission_id: header('paypal-transmission-id'),
        transmission_sig: header('paypal-transmission-sig'),
        transmission_time: header('paypal-transmission-time'),
        webhook_id: opts.webhookId ?? '',
      };
      const raw = rawBodies.get(request);
      const event = request.body as WebhookEvent | undefined;
      if (!opts.webhookId || Object.values(fields).some((v) => !v) || !raw || typeof event?.event_type !== 'string') {
        throw invalid();
      }
      if (!isFreshTransmission(fields.transmission_time)) {
        request.log.warn({ transmission: fields.transmission_id }, 'PayPal webhook with an old transmission time refused');
        throw invalid();
      }
      let verified: boolean;
      try {
        verified = await opts.paypal.verifyWebhookSignature(fields, raw);
      } catch (error) {
        request.log.error({ err: error }, 'PayPal verify-webhook-signature failed');
        throw new AppError('bad_gateway', PAYMENT_MESSAGES.paypalUnavailable); // PayPal retries later
      }
      if (!verified) {
        request.log.warn({ transmission: fields.transmission_id }, 'PayPal webhook with an invalid signature refused');
        throw invalid();
      }
      const outcome = await applyWebhookEvent(
        { ...opts.deps, paypal: opts.paypal },
        { ...event, resource: event.resource ?? {} },
      );
      request.log.info({ event: event.id, type: event.event_type, outcome }, 'PayPal webhook');
      return { received: true as const };
    },
  );
}
