import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { Counter, gauge, Histogram } from './registry.ts';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

const sameSecret = (given: string, expected: string) =>
  given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

/**
 * Prometheus metrics at `/metrics`: request rate and latency per route, errors, and paid
 * bookings. Readable from the machine itself (a sidecar or node exporter) or, from
 * elsewhere, with `Authorization: Bearer {METRICS_TOKEN}`; anyone else gets a plain 404.
 * Called on the root instance (not registered as a plugin) so the hook sees every route.
 */
export function registerMetrics(app: FastifyInstance, opts: { db: Db; token: string | undefined }) {
  const requests = new Counter('hv_http_requests_total', 'HTTP requests answered, by method, route and status.');
  const errors = new Counter('hv_http_errors_total', 'HTTP answers with a 5xx status, by route.');
  const latency = new Histogram(
    'hv_http_request_duration_seconds',
    'Time to answer, by method and route.',
    [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  );

  app.addHook('onResponse', (request, reply, done) => {
    // The route pattern, not the URL: slugs and ids would make the series unbounded.
    const route = request.routeOptions.url ?? 'unmatched';
    if (route !== '/metrics') {
      requests.inc({ method: request.method, route, status: String(reply.statusCode) });
      latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
      if (reply.statusCode >= 500) errors.inc({ route });
    }
    done();
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const allowed = opts.token ? bearer !== undefined && sameSecret(bearer, opts.token) : false;
    if (!allowed && !LOOPBACK.has(request.ip))
      return reply.status(404).send({ error: { code: 'not_found', message: 'No encontrado.' } });

    const paid = await opts.db.execute(sql`SELECT count(*)::int AS n FROM bookings WHERE status = 'Pagada'`);
    const rows = (paid as unknown as { rows: { n: number }[] }).rows;
    const body = [
      requests.render(),
      errors.render(),
      latency.render(),
      gauge('hv_bookings_paid', 'Bookings paid so far (from the database).', rows[0]?.n ?? 0),
      gauge('hv_process_resident_memory_bytes', 'Resident memory of this process.', process.memoryUsage().rss),
    ].join('\n\n');
    return reply
      .header('content-type', 'text/plain; version=0.0.4; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(`${body}\n`);
  });
}
