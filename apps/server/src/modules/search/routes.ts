import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SEARCH_MIN_CHARS, searchQuerySchema, searchResponseSchema } from '@hv/shared';
import type { Db } from '../../db/client.ts';
import type { JsonCache } from '../../lib/json-cache.ts';
import { clientKey, type RateLimiter } from '../../lib/rate-limiter.ts';
import { searchCatalog } from './queries.ts';

// Searches that reach the database, per client and minute: far above what a person typing
// (300 ms debounce) produces, low enough that random terms cannot keep the database busy.
export const SEARCH_QUERIES_PER_MINUTE = 60;

export async function searchRoutes(app: FastifyInstance, opts: { db: Db; cache: JsonCache; limiter: RateLimiter }) {
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
      // docs/product.md §2.4: searching starts at 2 characters.
      if ([...term].length < SEARCH_MIN_CHARS) return { results: [] };
      // Only a cache miss costs a query, so only misses count against the limit (shared by
      // every process through the database): popular terms stay fast for everyone.
      return opts.cache.send(request, reply, `search:${term.toLowerCase()}`, async () => {
        await opts.limiter(`search:${clientKey(request.ip)}`, SEARCH_QUERIES_PER_MINUTE, 60_000);
        return { results: await searchCatalog(opts.db, term) };
      });
    },
  );
}
