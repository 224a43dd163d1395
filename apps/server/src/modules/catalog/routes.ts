import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, experienceListSchema, MESSAGES, publicExperienceSchema, tripSchema } from '@hv/shared';
import type { Db } from '../../db/client.ts';
import type { JsonCache } from '../../lib/json-cache.ts';
import { notFound } from '../../lib/errors.ts';
import { findPublicExperience, findPublicTrip, listPublicExperiences } from './queries.ts';

const slugParams = z.object({ slug: z.string().min(1).max(200) });

/**
 * The cache answers these reads with bytes it compressed once (or a 304), so @fastify/compress's
 * three hooks per request would only find nothing to do; a request body is never read on a GET.
 * The answers are already JSON: the response schemas below document them (OpenAPI) and are not
 * run per request (a string reply is never serialised again).
 */
const cachedRead = { compress: false, decompress: false } as const;

export async function catalogRoutes(app: FastifyInstance, opts: { db: Db; cache: JsonCache }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, cache } = opts;

  r.get(
    '/api/experiences',
    {
      ...cachedRead,
      schema: {
        tags: ['catálogo'],
        summary: 'Experiencias públicas, las más nuevas primero',
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(100).optional() }),
        response: { 200: experienceListSchema },
      },
    },
    (request, reply) =>
      cache.answer(request, reply, `experiences:${request.query.limit ?? 'all'}`, async () => ({
        data: await listPublicExperiences(db, request.query.limit),
      })),
  );

  r.get(
    '/api/experiences/:slug',
    {
      ...cachedRead,
      schema: {
        tags: ['catálogo'],
        summary: 'Una experiencia pública por slug',
        params: slugParams,
        response: { 200: publicExperienceSchema, 404: apiErrorSchema },
      },
    },
    (request, reply) =>
      cache.answer(
        request,
        reply,
        `experience:${request.params.slug}`,
        () => findPublicExperience(db, request.params.slug),
        () => notFound(MESSAGES.experienceNotFound),
      ),
  );

  r.get(
    '/api/trips/:slug',
    {
      ...cachedRead,
      schema: {
        tags: ['catálogo'],
        summary: 'Un viaje público por slug',
        params: slugParams,
        response: { 200: tripSchema, 404: apiErrorSchema },
      },
    },
    (request, reply) =>
      cache.answer(
        request,
        reply,
        `trip:${request.params.slug}`,
        () => findPublicTrip(db, request.params.slug),
        () => notFound(MESSAGES.tripNotFound),
      ),
  );
}
