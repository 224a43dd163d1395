import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { apiErrorSchema, bookingReference, myBookingsSchema, PAYMENT_MESSAGES, type BookingStatus } from '@hv/shared';
import { bookings, experiences, trips } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { totalPaid } from '../../lib/money.ts';
import { isFreshTransmission, type WebhookVerification } from '../payment-providers/index.ts';
import { bookingChangesRoutes } from './changes/booking-changes-routes.ts';
import { travellerCancellation } from './changes/traveller-changes.ts';
import { refundRoutes } from './refunds/refund-routes.ts';
import type { PaymentRoutesOptions } from './route-options.ts';
import { applyWebhookEvent, type WebhookEvent } from './settle/webhook.ts';
import { claimGuestBookings } from './vouchers/booking-view.ts';
import { voucherRoutes } from './vouchers/voucher-routes.ts';
import { voucherResendRoutes } from './vouchers/voucher-resend-routes.ts';

const tags = ['pagos'];

/** A booking after its checkout: 'Mis reservas', the voucher, changes, refunds and the payment provider's notifications. */
export async function bookingsRoutes(app: FastifyInstance, opts: PaymentRoutesOptions) {
  const { db } = opts.deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

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

  await app.register(voucherRoutes, opts);
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
