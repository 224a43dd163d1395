import { join } from 'node:path';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { Logger } from 'drizzle-orm/logger';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openPglite, type Database, type Db } from '../apps/server/src/db/client.ts';
import * as schema from '../apps/server/src/db/schema.ts';
import type { BenchDatabase } from './data/prepare.ts';
import { BENCH_AUTH_SECRET, MANIFEST_TRIP_ID } from './data/generate.ts';
import { ADMIN_SEARCH_TERM, DEMO_ADMIN, DESK_SEARCH_TERMS, deskPaths, SEARCH_TERMS, paths } from './hot-requests.ts';

export interface UncachedTiming {
  name: string;
  path: string;
  iterations: number;
  p50Ms: number;
  p99Ms: number;
  statements: number;
}

type RawQuery = (text: string, params: unknown[]) => Promise<Record<string, unknown>[]>;

/** The app's database, opened by the bench with a logger that records every statement. */
async function openLogged(target: BenchDatabase, logger: Logger): Promise<{ database: Database; raw: RawQuery }> {
  if (target.databaseUrl) {
    const pool = new pg.Pool({ connectionString: target.databaseUrl, max: 4 });
    const db = drizzlePg({ client: pool, schema, logger }) as unknown as Db;
    return {
      database: { db, kind: 'postgres', close: () => pool.end() },
      raw: async (text, params) => (await pool.query(text, params)).rows,
    };
  }
  const client = await openPglite(join(target.dataDir, 'db'));
  const db = drizzlePglite({ client, schema, logger }) as unknown as Db;
  return {
    database: { db, kind: 'pglite', close: () => client.close() },
    raw: async (text, params) => (await client.query<Record<string, unknown>>(text, params)).rows,
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/**
 * Before the HTTP load: each hot request answered by the real app in-process with its cache
 * emptied first (the cost of a miss, one request at a time), and the EXPLAIN (ANALYZE) plan of
 * every SELECT it ran, as the app's own Drizzle queries and better-auth wrote them.
 */
export async function profileHotRequests(target: BenchDatabase, iterations: number) {
  let captured: { sql: string; params: unknown[] }[] = [];
  const { database, raw } = await openLogged(target, { logQuery: (sql, params) => captured.push({ sql, params }) });
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: target.dataDir,
    DATABASE_URL: target.databaseUrl ?? undefined,
    AUTH_SECRET: BENCH_AUTH_SECRET,
    DEMO_DATA: 'false',
    LOG_LEVEL: 'warn',
  });
  const app = await buildApp(config, { database });
  const timings: UncachedTiming[] = [];
  const plans: string[] = [];
  try {
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: config.publicUrl, 'content-type': 'application/json' },
      payload: DEMO_ADMIN,
    });
    if (signIn.statusCode !== 200) throw new Error(`no se pudo entrar como ${DEMO_ADMIN.email}: ${signIn.statusCode}`);
    const cookie = signIn.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const landing = JSON.parse((await app.inject({ url: paths.landing })).body) as { data: { slug: string }[] };
    const slug = landing.data[0]!.slug;
    const manifestDate = (
      JSON.parse((await app.inject({ url: '/api/trips/bench-viaje-manifiesto' })).body) as { departure_date: string }
    ).departure_date;

    const requests = [
      { name: 'lista pública', path: paths.list, runs: Math.max(5, Math.round(iterations / 5)) },
      { name: 'experiencia por slug', path: paths.detail(slug), runs: iterations },
      ...SEARCH_TERMS.map((t) => ({ name: t.name, path: paths.search(t.q), runs: iterations })),
      { name: 'viajeros con búsqueda (staff)', path: paths.travellers(ADMIN_SEARCH_TERM), runs: iterations, cookie },
      ...DESK_SEARCH_TERMS.map((t) => ({ name: t.name, path: deskPaths.bookings(t.q), runs: iterations, cookie })),
      { name: 'reservas: primera página', path: deskPaths.bookingsFirstPage, runs: iterations, cookie },
      { name: 'manifiesto de 500 reservas', path: deskPaths.manifest(MANIFEST_TRIP_ID, manifestDate), runs: iterations, cookie },
    ];
    for (const request of requests) {
      const headers = request.cookie ? { cookie: request.cookie } : {};
      const times: number[] = [];
      for (let i = 0; i < request.runs + 1; i++) {
        app.catalogCache.invalidate();
        captured = [];
        const started = performance.now();
        // A different client address each time: searches that miss the cache are rate-limited per client.
        const response = await app.inject({ url: request.path, headers, remoteAddress: `10.9.${i >> 8}.${i & 255}` });
        const ms = performance.now() - started;
        if (response.statusCode !== 200)
          throw new Error(`${request.path}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        if (i > 0) times.push(ms); // the first run warms the code paths
      }
      const statements = captured;
      times.sort((a, b) => a - b);
      timings.push({
        name: request.name,
        path: request.path,
        iterations: request.runs,
        p50Ms: Number(percentile(times, 50).toFixed(1)),
        p99Ms: Number(percentile(times, 99).toFixed(1)),
        statements: statements.length,
      });
      plans.push(`### ${request.name} — GET ${decodeURIComponent(request.path)}\n`);
      for (const statement of statements) plans.push(await explain(raw, statement));
    }
  } finally {
    await app.close();
    await database.close();
  }
  return { timings, plans: plans.join('\n') };
}

async function explain(raw: RawQuery, statement: { sql: string; params: unknown[] }): Promise<string> {
  const head = `${statement.sql}\n-- params: ${JSON.stringify(statement.params)}`;
  // Only reads are analysed: EXPLAIN ANALYZE really runs the statement.
  if (!/^\s*(select|with)\b/i.test(statement.sql)) return `\`\`\`sql\n${head}\n\`\`\`\n(escritura: no se analiza)\n`;
  const rows = await raw(`explain (analyze, buffers) ${statement.sql}`, statement.params);
  const plan = rows.map((row) => String(Object.values(row)[0])).join('\n');
  return `\`\`\`sql\n${head}\n\`\`\`\n\`\`\`\n${plan}\n\`\`\`\n`;
}
