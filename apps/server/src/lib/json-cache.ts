import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createMemo } from './memo.ts';

export type Encoding = 'br' | 'gzip';

interface Entry {
  value: unknown;
  body: string;
  /** Strong validator of the JSON; sent weak (W/) with a compressed body, as nginx does. */
  etag: string;
  /** Each compressed form, made once per entry on first demand (a promise: concurrent misses share it). */
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
  /** The same forms once made, so that a hit can be answered without waiting for a promise. */
  made?: Partial<Record<Encoding, Buffer>>;
}

// At 10 000 experiences and trips the public list is megabytes: compressing it per request (as
// @fastify/compress does) took ~60 ms of CPU each and stalled the process under load (bench).
// The cache keeps each body's compressed forms instead; @fastify/compress skips replies that
// already carry a Content-Encoding.
const COMPRESS_MIN_BYTES = 1024;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
export const compressors: Record<Encoding, (body: string) => Promise<Buffer>> = {
  br: (body) =>
    brotli(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body) },
    }),
  gzip: (body) => gzip(body, { level: 6 }),
};

/** br if the client takes it, else gzip, else none (q=0 means "not this one"). */
const encodingByHeader = new Map<string, Encoding | null>();

export function pickEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  // Browsers send one of a handful of headers: parsing each again was ~3 % of a cached answer.
  const known = encodingByHeader.get(header);
  if (known !== undefined) return known;
  const picked = parseEncoding(header);
  if (encodingByHeader.size >= 100) encodingByHeader.clear();
  encodingByHeader.set(header, picked);
  return picked;
}

function parseEncoding(header: string): Encoding | null {
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

/** The JSON the client takes (identity, br or gzip): at once when it is made, else once made. */
function answerWith(request: FastifyRequest, reply: FastifyReply, entry: Entry, missing?: () => Error): void | Promise<void> {
  if (entry.body === 'null' && missing) throw missing();
  const encoding = entry.body.length >= COMPRESS_MIN_BYTES ? pickEncoding(request.headers['accept-encoding']) : null;
  reply
    .header('etag', encoding ? `W/${entry.etag}` : entry.etag)
    .header('cache-control', 'public, max-age=0, must-revalidate')
    .header('vary', 'accept-encoding');
  if (matches(request.headers['if-none-match'], entry.etag)) {
    reply.status(304).send();
    return;
  }
  reply.type('application/json; charset=utf-8');
  if (!encoding) {
    reply.send(entry.body);
    return;
  }
  reply.header('content-encoding', encoding);
  const done = entry.made?.[encoding];
  if (done) {
    reply.send(done);
    return;
  }
  const compressed = (entry.encoded[encoding] ??= compressors[encoding](entry.body).then((buffer) => {
    (entry.made ??= {})[encoding] = buffer;
    return buffer;
  }));
  return compressed.then((buffer) => {
    reply.send(buffer);
  });
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
  // The entries already made, with when each stops being fresh, so that a hit is answered at
  // once: the memo's promises and its callers' awaits were ~10 % of a cached answer's CPU.
  // The memo still makes every entry (and shares a miss between concurrent requests); this map
  // is a window on what it made, emptied with it, the least recently used dropped first.
  const ready = new Map<string, { entry: Entry; until: number }>();
  let generation = 0;

  function readyEntry(key: string): Entry | undefined {
    const found = ready.get(key);
    if (!found) return undefined;
    ready.delete(key);
    if (found.until <= Date.now()) return undefined;
    ready.set(key, found);
    return found.entry;
  }

  async function made(key: string, produce: () => Promise<unknown>): Promise<Entry> {
    const started = generation;
    const ttl = lifetime();
    const until = Date.now() + ttl;
    const entry = await get(key, produce);
    // Not after a clear() that came while it was read: the write may have changed it.
    if (started === generation && ttl > 0) {
      ready.set(key, { entry, until });
      if (ready.size > maxEntries) ready.delete(ready.keys().next().value!);
    }
    return entry;
  }

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
    generation++;
    ready.clear();
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
      return answerWith(request, reply, await made(key, produce), missing);
    },
    /**
     * send(), answering at once — no promise, no await — when the entry and the compressed form
     * the client takes are already made (the steady state of a public read); the handler
     * returns what it returns: nothing once it has answered, else a promise of the answer.
     */
    answer(request: FastifyRequest, reply: FastifyReply, key: string, produce: () => Promise<unknown>, missing?: () => Error) {
      const entry = readyEntry(key);
      if (!entry) return made(key, produce).then((found) => answerWith(request, reply, found, missing));
      return answerWith(request, reply, entry, missing);
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
