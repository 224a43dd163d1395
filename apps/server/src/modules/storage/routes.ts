import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import { isBucket, isSafeKey, type StorageDriver } from './driver.ts';

const CONTENT_TYPES: Record<string, string> = { webp: 'image/webp', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg' };

export async function storageRoutes(app: FastifyInstance, opts: { storage: StorageDriver }) {
  app.get(
    '/storage/:bucket/:key',
    { schema: { hide: true, params: z.object({ bucket: z.string(), key: z.string() }) } },
    async (request, reply) => {
      const { bucket, key } = request.params as { bucket: string; key: string };
      // Anything but a bucket and a key this server could have written is simply not there.
      if (!isBucket(bucket) || !isSafeKey(key)) throw notFound();
      const file = await opts.storage.open(bucket, key);
      if (!file) throw notFound();
      const ext = key.split('.').pop()!.toLowerCase();
      // Stored names carry a timestamp and never change content, so they can be cached for a year.
      reply
        .header('content-type', CONTENT_TYPES[ext] ?? 'application/octet-stream')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff');
      if (file.size !== undefined) reply.header('content-length', file.size);
      // Streamed from the store (local file or S3 object): the same URL whichever driver is on.
      return reply.send(file.body);
    },
  );
}
