import { isIPv6 } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '@hv/shared';
import type { Db } from '../db/client.ts';
import { AppError } from './errors.ts';

/**
 * Fixed-window rate limits kept in the database (the `rate_limit` table better-auth also uses,
 * under our own `hv:` keys), so every process behind a load balancer shares the counters.
 * One atomic upsert per hit: no read-then-write race.
 */
export function createRateLimiter(db: Db) {
  return async function hit(key: string, max: number, windowMs: number): Promise<void> {
    const now = Date.now();
    const result = await db.execute<{ count: number; last_request: string }>(sql`
      insert into rate_limit (key, count, last_request) values (${`hv:${key}`}, 1, ${now})
      on conflict (key) do update set
        count = case when rate_limit.last_request < ${now - windowMs} then 1 else rate_limit.count + 1 end,
        last_request = case when rate_limit.last_request < ${now - windowMs} then ${now} else rate_limit.last_request end
      returning count, last_request`);
    const row = (result as unknown as { rows: { count: number; last_request: string }[] }).rows[0]!;
    if (Number(row.count) > max) {
      const retryAfterS = Math.max(1, Math.ceil((Number(row.last_request) + windowMs - now) / 1000));
      throw new AppError('rate_limited', MESSAGES.rateLimited, undefined, { 'retry-after': String(retryAfterS) });
    }
  };
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
