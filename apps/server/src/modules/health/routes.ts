import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';

export async function healthRoutes(app: FastifyInstance, opts: { db: Db }) {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['sistema'],
        summary: 'Responde 200 cuando la base de datos está disponible',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async (_request, reply) => {
      await opts.db.execute(sql`select 1`);
      return reply.header('cache-control', 'no-store').send({ status: 'ok' as const });
    },
  );
}
