import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  bookingConfirmationParamsSchema,
  bookingConfirmationQuerySchema,
  bookingReviewStateSchema,
  createReviewSchema,
  featuredReviewsSchema,
  MESSAGES,
  myReviewedBookingsSchema,
  publicReviewSchema,
  reviewRefusal,
  reviewSummarySchema,
  todayInMexico,
} from '@hv/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { JsonCache } from '../../lib/json-cache.ts';
import { limitByIp, type RateLimiter } from '../../lib/rate-limiter.ts';
import type { RequireRoles, SessionReader } from '../auth/index.ts';
import { actingBooking, voucherAccess } from '../bookings/index.ts';
import { itemReviewSummary } from './item-reviews.ts';
import { featuredReviews, reviewedBookingIds, reviewOfBooking, toPublicReview } from './queries.ts';
import { writeReview } from './write-review.ts';

const tags = ['reseñas'];
const TEN_MINUTES = 10 * 60_000;
const slugParams = z.object({ slug: z.string().min(1).max(200) });

export interface ReviewRoutesOptions {
  db: Db;
  cache: JsonCache;
  limiter: RateLimiter;
  sessions: SessionReader;
  requireRoles: RequireRoles;
  /** Checks the voucher's signed link (`?t=`), as GET /api/bookings/:reference does. */
  secret: string;
}

/** Verified reviews, public and the traveller's own (docs/product.md §15.6). */
export async function reviewRoutes(app: FastifyInstance, opts: ReviewRoutesOptions) {
  const { db, cache } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  for (const kind of ['experience', 'trip'] as const) {
    r.get(
      `/api/reviews/${kind}/:slug`,
      {
        schema: {
          tags,
          summary: `Reseñas visibles de ${kind === 'experience' ? 'una experiencia' : 'un viaje'} público: promedio, total y las más nuevas primero`,
          params: slugParams,
          response: { 200: reviewSummarySchema, 404: apiErrorSchema },
        },
      },
      (request, reply) =>
        cache.send(
          request,
          reply,
          `reviews:${kind}:${request.params.slug}`,
          () => itemReviewSummary(db, cache, kind, request.params.slug),
          () => notFound(kind === 'experience' ? MESSAGES.experienceNotFound : MESSAGES.tripNotFound),
        ),
    );
  }

  r.get(
    '/api/reviews/featured',
    {
      schema: {
        tags,
        summary: 'Reseñas reales para la portada: visibles, de 4 o 5 estrellas, las más nuevas primero',
        response: { 200: featuredReviewsSchema },
      },
    },
    (request, reply) => cache.send(request, reply, 'reviews:featured', async () => ({ data: await featuredReviews(db) })),
  );

  r.get(
    '/api/reviews/mine',
    {
      onRequest: opts.requireRoles(),
      schema: {
        tags,
        summary: 'Las reservas que la persona con sesión ya calificó',
        response: { 200: myReviewedBookingsSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { bookingIds: await reviewedBookingIds(db, request.sessionUser!.id) };
    },
  );

  /** The booking as the voucher page may show it: its owner's, or a signed link's; else a 404 like the voucher's. */
  async function bookingFor(request: FastifyRequest, reference: string, token: string | undefined) {
    const found = await voucherAccess({ db, secret: opts.secret }, reference, { user: await opts.sessions.user(request), token });
    if (!found) throw notFound(MESSAGES.notFound);
    return found.booking;
  }

  r.get(
    '/api/bookings/:reference/review',
    {
      schema: {
        tags,
        summary: 'La reseña de una reserva, o si ya se puede escribir; mismas reglas que la reserva (sesión o ?t=)',
        params: bookingConfirmationParamsSchema,
        querystring: bookingConfirmationQuerySchema,
        response: { 200: bookingReviewStateSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const booking = await bookingFor(request, request.params.reference, request.query.t);
      const review = await reviewOfBooking(db, booking.id);
      reply.header('cache-control', 'private, no-store');
      return {
        review: review ? toPublicReview(review) : null,
        refusal: review ? null : reviewRefusal({ status: booking.status, date: booking.booking_date }, todayInMexico()),
      };
    },
  );

  r.post(
    '/api/bookings/:reference/review',
    {
      preHandler: limitByIp(opts.limiter, 'review', 10, TEN_MINUTES),
      schema: {
        tags,
        summary:
          'Publica la reseña de una reserva pagada cuya fecha ya pasó (una por reserva); solo el viajero: su sesión o su enlace (?t=)',
        params: bookingConfirmationParamsSchema,
        querystring: bookingConfirmationQuerySchema,
        body: createReviewSchema,
        response: {
          201: publicReviewSchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      // Only the traveller writes it: their account, or their acting link while it acts (decision 0163).
      const booking = await actingBooking({ db, secret: opts.secret }, request.params.reference, {
        user: await opts.sessions.user(request),
        token: request.query.t,
      });
      const review = await writeReview(db, booking, request.body);
      // The detail page's average and list, the landing and the page head change (§8).
      cache.invalidate();
      return reply.status(201).send(toPublicReview(review));
    },
  );
}
