import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

interface Entry {
  value: unknown;
  body: string;
  etag: string;
  expires: number;
}

/**
 * A small in-process cache of public catalogue reads: values, their JSON and an ETag (304 when
 * the browser already has it). Writes call invalidate(); the TTL bounds staleness when several
 * processes share one database.
 */
export function createJsonCache(ttlMs: number) {
  const entries = new Map<string, Entry>();

  async function get(key: string, produce: () => Promise<unknown>): Promise<Entry> {
    const hit = entries.get(key);
    if (hit && hit.expires > Date.now()) return hit;
    const value = await produce();
    const body = JSON.stringify(value);
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    const entry = { value, body, etag, expires: Date.now() + ttlMs };
    if (entries.size > 1000) entries.clear();
    entries.set(key, entry);
    return entry;
  }

  return {
    /** The cached value itself (for server-rendered pages). */
    async remember<T>(key: string, produce: () => Promise<T>): Promise<T> {
      return (await get(key, produce)).value as T;
    },
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
