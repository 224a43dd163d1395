import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import { BUCKETS, type StorageDriver } from './driver.ts';

const CONTENT_TYPES: Record<string, string> = { webp: 'image/webp', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg' };

export async function storageRoutes(app: FastifyInstance, opts: { storage: StorageDriver }) {
  app.get(
    '/storage/:bucket/:key',
    { schema: { hide: true, params: z.object({ bucket: z.enum(BUCKETS), key: z.string().regex(/^[a-z0-9][a-z0-9._-]{0,200}$/i) }) } },
    async (request, reply) => {
      const { bucket, key } = request.params as { bucket: (typeof BUCKETS)[number]; key: string };
      if (key.includes('..')) throw notFound();
      const file = await opts.storage.get(bucket, key);
      if (!file) throw notFound();
      const ext = key.split('.').pop()!.toLowerCase();
      // Stored names carry a timestamp and never change content, so they can be cached for a year.
      return reply
        .header('content-type', CONTENT_TYPES[ext] ?? 'application/octet-stream')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(file);
    },
  );
}
