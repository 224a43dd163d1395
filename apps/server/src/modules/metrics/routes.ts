import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../../db/client.ts';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * From this machine: the connection's own address and the client address the trusted proxies
 * report are both loopback. With TRUST_PROXY, request.ip is read from X-Forwarded-For, which a
 * client reaching the app directly writes itself (issue 27); a proxy on this machine connects
 * from loopback for every client it forwards, whose address is then request.ip.
 */
const fromThisMachine = (request: FastifyRequest) => LOOPBACK.has(request.socket.remoteAddress ?? '') && LOOPBACK.has(request.ip);

const sameSecret = (given: string, expected: string) =>
  given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

/**
 * prom-client's default metrics (memory, CPU, event-loop lag, GC, heap) describe the process, not
 * an app: collected once per process into their own registry, as `hv_process_*` and `hv_nodejs_*`
 * (`hv_process_resident_memory_bytes` among them). Each buildApp() would otherwise start another
 * event-loop monitor and GC observer that nothing can stop.
 */
let processMetrics: Registry | undefined;
function processRegistry(): Registry {
  if (!processMetrics) {
    processMetrics = new Registry();
    collectDefaultMetrics({ register: processMetrics, prefix: 'hv_' });
  }
  return processMetrics;
}

/**
 * Prometheus metrics at `/metrics` (prom-client): request rate and latency per route, errors,
 * paid bookings and the process's own metrics. Readable from the machine itself (a sidecar or
 * node exporter) or, from elsewhere, with `Authorization: Bearer {METRICS_TOKEN}`; anyone else
 * gets a plain 404. Called on the root instance (not registered as a plugin) so the hook sees
 * every route.
 */
export function registerMetrics(app: FastifyInstance, opts: { db: Db; token: string | undefined }) {
  // One registry per app: tests build many apps in one process, each with its own counts.
  const registry = new Registry();
  const requests = new Counter({
    name: 'hv_http_requests_total',
    help: 'HTTP requests answered, by method, route and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const errors = new Counter({
    name: 'hv_http_errors_total',
    help: 'HTTP answers with a 5xx status, by route.',
    labelNames: ['route'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'hv_http_request_duration_seconds',
    help: 'Time to answer, by method and route.',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  // Read at scrape time from the database, so it survives restarts and agrees across processes.
  new Gauge({
    name: 'hv_bookings_paid',
    help: 'Bookings paid so far (from the database).',
    registers: [registry],
    async collect() {
      const paid = await opts.db.execute(sql`SELECT count(*)::int AS n FROM bookings WHERE status = 'Pagada'`);
      this.set((paid as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
    },
  });
  const processMetricsRegistry = processRegistry();

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
    if (!allowed && !fromThisMachine(request))
      return reply.status(404).send({ error: { code: 'not_found', message: 'No encontrado.' } });

    const [own, process] = await Promise.all([registry.metrics(), processMetricsRegistry.metrics()]);
    return reply.header('content-type', registry.contentType).header('cache-control', 'no-store').send(`${own}\n${process}`);
  });
}
