import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { apiErrorSchema, bookingReference, myBookingsSchema, type BookingStatus } from '@hv/shared';
import { bookings, experiences, trips } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { totalPaid } from '../../lib/money.ts';
import { ProviderError, ProviderWebhookRefused, type ProviderEvent } from '../payment-providers/index.ts';
import { bookingChangesRoutes } from './changes/booking-changes-routes.ts';
import { travellerCancellation } from './changes/traveller-changes.ts';
import type { PaymentRoutesOptions } from './route-options.ts';
import { applyProviderEvent } from './settle/provider-events.ts';
import { claimGuestBookings } from './vouchers/booking-view.ts';
import { voucherRoutes } from './vouchers/voucher-routes.ts';

const tags = ['pagos'];

/** A booking after its checkout: 'Mis reservas', the voucher, changes, refunds and the payment providers' notifications. */
export async function bookingsRoutes(app: FastifyInstance, opts: PaymentRoutesOptions) {
  const { db } = opts.deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/profile/bookings',
    {
      onRequest: opts.requireRoles(),
      schema: {
        tags,
        summary: 'Mis reservas (pagadas o reembolsadas; refundedAmount dice cuánto se devolvió), las más nuevas primero',
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
          weekdays: experiences.weekdays,
          seasons: experiences.seasons,
        })
        .from(bookings)
        .leftJoin(experiences, eq(experiences.id, bookings.experience_id))
        .leftJoin(trips, eq(trips.id, bookings.trip_id))
        // Pending rows are checkouts that were never paid (cancelled or abandoned): not bookings yet.
        .where(and(eq(bookings.user_id, request.sessionUser!.id), ne(bookings.status, 'Pendiente')))
        .orderBy(desc(bookings.created_at));
      return {
        data: await Promise.all(
          rows.map(async ({ b, experienceSlug, tripSlug, nameEn, hours, startTimes, weekdays, seasons }) => ({
            id: b.id,
            reference: bookingReference(b.id),
            itemName: b.item_name,
            itemNameEn: nameEn,
            kind: b.experience_id ? ('experience' as const) : b.trip_id ? ('trip' as const) : null,
            slug: experienceSlug ?? tripSlug ?? null,
            date: b.booking_date,
            passengers: b.passengers,
            amount: totalPaid(b),
            ...(b.seeds_spent > 0 && { seedsSpent: b.seeds_spent }),
            refundedAmount: b.refunded_amount,
            currency: b.currency,
            status: b.status as BookingStatus,
            paidAt: b.paid_at?.toISOString() ?? null,
            startTime: b.start_time,
            timeZone: b.time_zone,
            cancellation: await travellerCancellation(db, b, hours),
            itemId: experienceSlug ? b.experience_id : tripSlug ? b.trip_id : null,
            startTimes: startTimes ?? [],
            // The move's calendar offers only the dates the experience runs (decision 0208).
            ...(experienceSlug && weekdays && seasons && { dateRule: { weekdays, seasons } }),
          })),
        ),
      };
    },
  );

  await app.register(voucherRoutes, opts);
  await app.register(bookingChangesRoutes, opts);
  await app.register(webhookRoutes, opts);
}

/**
 * The payment providers' notifications, one route per provider at the path it names. Its own
 * plugin so that the body is also kept as received: a provider verifies its signature against
 * those exact bytes (PayPal does, through verify-webhook-signature).
 */
async function webhookRoutes(app: FastifyInstance, opts: PaymentRoutesOptions) {
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

  for (const provider of opts.deps.providers.all) {
    app.withTypeProvider<ZodTypeProvider>().post(
      provider.webhookPath,
      {
        schema: {
          tags,
          summary: `Avisos del proveedor de pago ${provider.name} (cobros completados, pendientes o rechazados; reembolsos y reversiones), con firma verificada`,
          response: { 200: z.object({ received: z.literal(true) }), 400: apiErrorSchema, 502: apiErrorSchema },
        },
      },
      async (request) => {
        let events: ProviderEvent[];
        try {
          events = await provider.verifyAndParseWebhook({
            headers: request.headers,
            rawBody: rawBodies.get(request) ?? '',
            log: request.log,
          });
        } catch (error) {
          if (error instanceof ProviderWebhookRefused) throw new AppError('validation', error.message);
          // The provider could not be asked: it sends the notification again later.
          if (error instanceof ProviderError) throw new AppError('bad_gateway', provider.words.unavailable);
          throw error;
        }
        if (!events.length) request.log.info({ provider: provider.name, outcome: 'ignored' }, 'payment provider webhook');
        for (const event of events) {
          const outcome = await applyProviderEvent(opts.deps, provider, event);
          request.log.info(
            { provider: provider.name, event: event.eventId, type: event.source, outcome },
            'payment provider webhook',
          );
        }
        return { received: true as const };
      },
    );
  }
}
