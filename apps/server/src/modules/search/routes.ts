import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SEARCH_MIN_CHARS, searchQuerySchema, searchResponseSchema } from '@hv/shared';
import type { Db } from '../../db/client.ts';
import type { JsonCache } from '../../lib/json-cache.ts';
import { searchCatalog } from './queries.ts';

export async function searchRoutes(app: FastifyInstance, opts: { db: Db; cache: JsonCache }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/search',
    {
      schema: {
        tags: ['búsqueda'],
        summary: 'Busca experiencias y viajes públicos (sin importar acentos ni mayúsculas)',
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema },
      },
    },
    (request, reply) => {
      const term = request.query.q.trim().replace(/\s+/g, ' ');
      // SPEC §9: searching starts at 2 characters.
      if ([...term].length < SEARCH_MIN_CHARS) return { results: [] };
      return opts.cache.send(request, reply, `search:${term.toLowerCase()}`, async () => ({
        results: await searchCatalog(opts.db, term),
      }));
    },
  );
}
