import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A small in-process cache of serialized public JSON, answered with an ETag (and 304 when the
 * browser already has it). Writes call invalidate(); the TTL bounds staleness when several
 * processes share one database.
 */
export function createJsonCache(ttlMs: number) {
  const entries = new Map<string, { body: string; etag: string; expires: number }>();

  async function get(key: string, produce: () => Promise<unknown>) {
    const hit = entries.get(key);
    if (hit && hit.expires > Date.now()) return hit;
    const body = JSON.stringify(await produce());
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    const entry = { body, etag, expires: Date.now() + ttlMs };
    if (entries.size > 1000) entries.clear();
    entries.set(key, entry);
    return entry;
  }

  return {
    /** Answers from the cache; a null value means "no such thing" and throws `missing()`. */
    async send(
      request: FastifyRequest,
      reply: FastifyReply,
      key: string,
      produce: () => Promise<unknown>,
      missing?: () => Error,
    ) {
      const { body, etag } = await get(key, produce);
      if (body === 'null' && missing) throw missing();
      reply.header('etag', etag).header('cache-control', 'public, max-age=0, must-revalidate');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type('application/json; charset=utf-8').send(body);
    },
    invalidate() {
      entries.clear();
    },
  };
}

export type JsonCache = ReturnType<typeof createJsonCache>;
