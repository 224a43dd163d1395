import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import { listQuerySchema, rewardsListSchema } from '@hv/shared';
import type { Db } from '../../db/client.ts';
import { user } from '../../db/schema.ts';
import { listPage } from '../../lib/list-page.ts';
import { likePattern } from '../../lib/like-pattern.ts';

const displayName = sql<string>`coalesce(nullif(${user.fullName}, ''), ${user.name})`;

/**
 * 'Programa de Recompensas' (docs/product.md §11.7): travellers (role Viajero) with more than 0 seeds,
 * most seeds first, ties by name (case- and accent-insensitive). The rank is the position in
 * the whole ranking, so the 1º/2º/3º badges stay right on any page and under a search.
 */
export async function rewardsAdminRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/rewards',
    {
      schema: {
        tags: ['admin: recompensas'],
        summary: 'Ranking de viajeros por semillas (solo con más de 0)',
        querystring: listQuerySchema,
        response: { 200: rewardsListSchema },
      },
    },
    async (request) => {
      const { q, page, perPage } = request.query;
      const ranked = db
        .select({
          id: user.id,
          full_name: displayName.as('full_name'),
          email: user.email,
          seeds: user.seeds,
          rank: sql<number>`(row_number() over (order by ${user.seeds} desc, lower(immutable_unaccent(${displayName})), ${user.id}))::int`.as(
            'rank',
          ),
        })
        .from(user)
        .where(and(eq(user.role, 'Viajero'), gt(user.seeds, 0)))
        .as('ranked');
      const pattern = likePattern(q);
      const where = q
        ? sql`(lower(immutable_unaccent(${ranked.full_name})) like lower(immutable_unaccent(${pattern})) or lower(${ranked.email}) like lower(${pattern}))`
        : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(ranked)
          .where(where)
          .orderBy(ranked.rank)
          .limit(perPage)
          .offset((page - 1) * perPage),
        db.select({ n: count() }).from(ranked).where(where),
      ]);
      return listPage(
        rows.map((r) => ({ ...r, rank: Number(r.rank) })),
        total?.n ?? 0,
        request.query,
      );
    },
  );
}
