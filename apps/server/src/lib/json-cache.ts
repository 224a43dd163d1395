import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createMemo } from './memo.ts';

type Encoding = 'br' | 'gzip';

interface Entry {
  value: unknown;
  body: string;
  /** Strong validator of the JSON; sent weak (W/) with a compressed body, as nginx does. */
  etag: string;
  /** Each compressed form, made once per entry on first demand (a promise: concurrent misses share it). */
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
}

// At 10 000 experiences and trips the public list is megabytes: compressing it per request (as
// @fastify/compress does) took ~60 ms of CPU each and stalled the process under load (bench).
// The cache keeps each body's compressed forms instead; @fastify/compress skips replies that
// already carry a Content-Encoding.
const COMPRESS_MIN_BYTES = 1024;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const compressors: Record<Encoding, (body: string) => Promise<Buffer>> = {
  br: (body) =>
    brotli(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body) },
    }),
  gzip: (body) => gzip(body, { level: 6 }),
};

/** br if the client takes it, else gzip, else none (q=0 means "not this one"). */
export function pickEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (!q || Number(q.slice(2)) > 0) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/** If-None-Match compares weakly (RFC 9110): `W/"x"` and `"x"` name the same JSON. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * A small in-process cache of public catalogue reads: values, their JSON, its compressed forms
 * and an ETag (304 when the browser already has it). Writes call invalidate(); the TTL bounds
 * staleness when several processes share one database. Least recently used entries go first
 * once `maxEntries` is reached, so a crawler walking the whole catalogue cannot empty it.
 *
 * The memo (lru-cache) shares misses in flight, so that when a popular entry expires under load
 * one request reads the database and the others wait for it (and, for search, only that one
 * counts against its client's rate limit); a read that started before invalidate() is neither
 * stored nor shared afterwards.
 */
export function createJsonCache(ttlMs: number | (() => number), opts: { maxEntries?: number; onInvalidate?: () => void } = {}) {
  const { maxEntries = 5000 } = opts;
  const entries = createMemo<Entry>({ ttlMs, maxEntries });
  const lifetime = typeof ttlMs === 'number' ? () => ttlMs : ttlMs;
  // Caches built from this one's answers (rendered pages) are emptied with it.
  const followers = new Set<() => void>();

  async function get(key: string, produce: () => Promise<unknown>): Promise<Entry> {
    for (;;) {
      let ours = false;
      try {
        return await entries.get(key, async () => {
          ours = true;
          const value = await produce();
          const body = JSON.stringify(value);
          const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
          return { value, body, etag, encoded: {} };
        });
      } catch (failure) {
        if (ours) throw failure;
        // The other request's failure (its own rate limit, say) is not ours: read for ourselves.
      }
    }
  }

  const clear = () => {
    entries.clear();
    for (const follower of followers) follower();
  };

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
      const entry = await get(key, produce);
      if (entry.body === 'null' && missing) throw missing();
      const encoding = entry.body.length >= COMPRESS_MIN_BYTES ? pickEncoding(request.headers['accept-encoding']) : null;
      reply
        .header('etag', encoding ? `W/${entry.etag}` : entry.etag)
        .header('cache-control', 'public, max-age=0, must-revalidate')
        .header('vary', 'accept-encoding');
      if (matches(request.headers['if-none-match'], entry.etag)) return reply.status(304).send();
      reply.type('application/json; charset=utf-8');
      if (!encoding) return reply.send(entry.body);
      const compressed = (entry.encoded[encoding] ??= compressors[encoding](entry.body));
      return reply.header('content-encoding', encoding).send(await compressed);
    },
    /** After a write: forget everything here, and tell whoever listens (the other processes). */
    invalidate() {
      clear();
      opts.onInvalidate?.();
    },
    /** Forget everything here only (another process wrote). */
    clear,
    /** How long an entry lives now (shorter while another process's writes could go unheard). */
    lifetime,
    /** Calls `forget` whenever this cache is emptied, for a cache derived from its answers. */
    onClear(forget: () => void) {
      followers.add(forget);
    },
  };
}

export type JsonCache = ReturnType<typeof createJsonCache>;
