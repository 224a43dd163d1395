import { isIPv6 } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyRequest } from 'fastify';
import type { Pool } from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { said } from '@hv/shared';
import type { Db } from '../db/client.ts';
import { AppError } from './errors.ts';

/** rate-limiter-flexible's own table (key, points, expire), created by it at start-up. */
const TABLE = 'hv_rate_limit';

/**
 * RateLimiterPostgres speaks to a node-postgres Pool; PGlite answers `query(text, values)`
 * instead of `query({ text, values })` and reports `affectedRows` instead of `rowCount`.
 */
function storeClient(db: Db): { storeClient: unknown; storeType: 'pool' | 'client' } {
  const client = (db as unknown as { $client: Pool | PGlite }).$client;
  if (!(client instanceof PGlite)) return { storeClient: client, storeType: 'pool' };
  return {
    storeType: 'client',
    storeClient: {
      query: async (q: { text: string; values?: unknown[] }) => {
        const result = await client.query(q.text, q.values);
        return { ...result, rowCount: result.affectedRows ?? result.rows.length };
      },
    },
  };
}

/**
 * Fixed-window rate limits (rate-limiter-flexible's RateLimiterPostgres) kept in the shared
 * database, so every process behind a load balancer shares the counters; each hit is one atomic
 * upsert. `hit(key, max, windowMs)` counts under `hv:{key}` and throws the Spanish 429 with
 * Retry-After once `max` hits fell in the window that the key's first hit opened.
 *
 * Not @fastify/rate-limit: it limits whole routes through a store of its own (memory or Redis),
 * while our limits are also taken inside handlers (per account, after a cache miss); a PostgreSQL
 * store for it would be hand-written SQL again.
 */
export function createRateLimiter(db: Db) {
  const store = storeClient(db);
  // The library's periodic clean-up timer is off: it has no way to stop, so every app built and
  // closed (tests build hundreds) would stay in memory; as before, a client's row is reused.
  const common = { ...store, tableName: TABLE, keyPrefix: 'hv', clearExpiredByTimeout: false };
  // A first limiter creates the table (CREATE TABLE IF NOT EXISTS) on the first hit; the others
  // are made after it. A failure (the database down) is tried again on the next hit.
  let tableReady: Promise<void> | null = null;
  const createTable = () =>
    new Promise<void>((resolve, reject) => {
      new RateLimiterPostgres({ ...common, points: 1, duration: 1 }, (error?: Error) => (error ? reject(error) : resolve()));
    }).catch((error: unknown) => {
      tableReady = null;
      throw error;
    });
  const limiters = new Map<string, RateLimiterPostgres>();
  async function limiterFor(max: number, windowMs: number): Promise<RateLimiterPostgres> {
    await (tableReady ??= createTable());
    const shape = `${max}/${windowMs}`;
    let limiter = limiters.get(shape);
    if (!limiter) {
      limiter = new RateLimiterPostgres({ ...common, tableCreated: true, points: max, duration: windowMs / 1000 });
      limiters.set(shape, limiter);
    }
    return limiter;
  }

  async function hit(key: string, max: number, windowMs: number): Promise<void> {
    const limiter = await limiterFor(max, windowMs);
    try {
      await limiter.consume(key);
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal; // the database failed: a 500, as any query
      const retryAfterS = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
      throw new AppError('rate_limited', said('common.rateLimited'), undefined, { 'retry-after': String(retryAfterS) });
    }
  }

  /**
   * Gives back one hit of `key`: a limit on failures takes its hit before the check, so parallel
   * tries cannot all pass one count, and returns it when the try succeeds.
   */
  async function refund(key: string, max: number, windowMs: number): Promise<void> {
    await (await limiterFor(max, windowMs)).reward(key, 1);
  }

  return Object.assign(hit, { refund });
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/**
 * Who a per-client limit counts: an IPv4 address, or the /64 network of an IPv6 one — a home
 * line or a rented server gets a whole /64, so counting single IPv6 addresses would let one
 * client rotate through billions of them (better-auth groups its own limits the same way).
 */
export function clientKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  const address = ip.replace(/%.*$/, ''); // a zone id (fe80::1%eth0) is not part of the address
  if (!isIPv6(address)) return ip;
  const [head = '', tail] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** A per-client limit as a route preHandler. */
export const limitByIp =
  (limiter: RateLimiter, name: string, max: number, windowMs: number) => async (request: FastifyRequest) => {
    await limiter(`${name}:${clientKey(request.ip)}`, max, windowMs);
  };
