import autocannon from 'autocannon';

export interface Endpoint {
  name: string;
  baseUrl: string;
  /** Requested in turn, one after another, across all connections. */
  paths: string[];
  headers?: Record<string, string>;
  /** Which ceiling row this endpoint's ratio is taken against. */
  ceiling?: string;
  /** Overrides the run's connection count (a back office has a handful of staff, not 50). */
  connections?: number;
}

export interface Measurement {
  name: string;
  path: string;
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  bytesPerResponse: number;
  statuses: Record<string, number>;
  errors: number;
  ceiling?: string;
}

async function fire(endpoint: Endpoint, connections: number, duration: number) {
  let next = 0;
  return autocannon({
    url: endpoint.baseUrl,
    connections,
    duration,
    headers: endpoint.headers,
    requests: [
      {
        setupRequest: (request) => ({ ...request, path: endpoint.paths[next++ % endpoint.paths.length] }),
      },
    ],
  });
}

/**
 * Asks for every distinct path once, a few at a time. With 2 000 slugs a timed warm-up alone
 * ends before each has been seen, and the measured run would count first-time misses (whose
 * cost the in-process profile reports separately) instead of the steady state.
 */
async function prime(endpoint: Endpoint, parallel = 8) {
  const queue = [...new Set(endpoint.paths)];
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      await (await fetch(endpoint.baseUrl + path, { headers: endpoint.headers })).arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
}

/** Every path once, a warm-up run (discarded), then the measured run. */
export async function measure(
  endpoint: Endpoint,
  opts: { connections: number; duration: number; warmup: number },
): Promise<Measurement> {
  await prime(endpoint);
  const connections = endpoint.connections ?? opts.connections;
  if (opts.warmup > 0) await fire(endpoint, connections, opts.warmup);
  const result = await fire(endpoint, connections, opts.duration);
  const total = result.requests.total || 1;
  return {
    name: endpoint.name,
    path: endpoint.paths.length > 1 ? `${endpoint.paths[0]} (+${endpoint.paths.length - 1} más)` : endpoint.paths[0]!,
    reqPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    bytesPerResponse: Math.round(result.throughput.total / total),
    statuses: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, s]) => [code, Number(s.count)])),
    errors: result.errors + result.timeouts,
    ceiling: endpoint.ceiling,
  };
}
