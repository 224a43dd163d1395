// npm run bench — see docs/performance.md. Figures only: nothing here fails on a slow result.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { DATASET, BENCH_AUTH_SECRET, MANIFEST_TRIP_ID } from './data/generate.ts';
import { prepareDatabase, type BenchDatabase } from './data/prepare.ts';
import { ADMIN_SEARCH_TERM, DEMO_ADMIN, DESK_SEARCH_TERMS, deskPaths, SEARCH_TERMS, paths } from './hot-requests.ts';
import { measure, type Endpoint, type Measurement } from './load.ts';
import { profileHotRequests } from './profile.ts';
import { printReport, withRatios, writeReport, type BenchReport } from './report.ts';
import { freePort, ROOT, serverStartArgs, startNode, type RunningProcess } from './server/process.ts';

const env = process.env;
const settings = {
  connections: Number(env.BENCH_CONNECTIONS ?? 50),
  durationS: Number(env.BENCH_DURATION ?? 10),
  warmupS: Number(env.BENCH_WARMUP ?? 3),
  // Browsers always offer compression; BENCH_ACCEPT_ENCODING= (empty) measures identity bodies.
  acceptEncoding: env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br',
};
const slugCount = Number(env.BENCH_SLUGS ?? 2000);
const iterations = Number(env.BENCH_ITERATIONS ?? 50);
/**
 * BENCH_ONLY=búsqueda runs only the endpoints whose name contains it, or one of several given as
 * `a|b` (ceilings always run).
 */
const only = env.BENCH_ONLY?.split('|');

const CEILING_LIST = 'techo: la misma lista';
const CEILING_SMALL = 'techo: el mismo detalle';
const CEILING_LIST_PAGE = 'techo: la misma página /experiencias';
const CEILING_DETAIL_PAGE = 'techo: la misma página de experiencia';

/** The web app is built when missing; the server is always recompiled (a second), never stale. */
function ensureBuild() {
  const web = existsSync(join(ROOT, 'apps/web/dist/index.html'));
  if (!web) console.log('apps/web/dist no existe: npm run build …');
  const args = web ? ['run', 'build', '-w', '@hv/server'] : ['run', 'build'];
  const result = spawnSync('npm', args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm ${args.join(' ')} falló`);
}

/** A page's HTML as a browser gets it (decompressed); a page that does not answer 200 stops the bench. */
async function capturePage(url: string): Promise<string> {
  const response = await fetch(url, { redirect: 'manual' });
  if (response.status !== 200) throw new Error(`${url}: ${response.status}, no una página`);
  return response.text();
}

async function signIn(baseUrl: string, origin: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_ADMIN),
  });
  if (!response.ok) throw new Error(`no se pudo entrar como ${DEMO_ADMIN.email}: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function runHttp(
  target: BenchDatabase,
  work: string,
): Promise<{ measurements: Measurement[]; server: number; ceiling: number }> {
  const port = await freePort();
  const publicUrl = `http://localhost:${port}`;
  const running: RunningProcess[] = [];
  try {
    const server = await startNode({
      label: 'servidor',
      command: serverStartArgs(),
      port,
      healthPath: '/api/health',
      env: {
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        DATA_DIR: target.dataDir,
        DATABASE_URL: target.databaseUrl ?? '',
        PUBLIC_URL: publicUrl,
        AUTH_SECRET: BENCH_AUTH_SECRET,
        DEMO_DATA: 'false',
        LOG_LEVEL: 'warn',
      },
    });
    running.push(server);
    const cookie = await signIn(server.url, publicUrl);

    // The ceiling answers with the very bytes the server sends.
    const listResponse = await fetch(server.url + paths.list);
    const listBody = await listResponse.text();
    const etag = listResponse.headers.get('etag') ?? '';
    const publicSlugs = (JSON.parse(listBody) as { data: { slug: string }[] }).data.map((e) => e.slug);
    const slugs = publicSlugs
      .filter((_, i) => i % Math.max(1, Math.floor(publicSlugs.length / slugCount)) === 0)
      .slice(0, slugCount);
    const detailBody = await (await fetch(server.url + paths.detail(slugs[0]!))).text();
    writeFileSync(join(work, 'list.json'), listBody);
    writeFileSync(join(work, 'detail.json'), detailBody);
    // The pages as the server renders them now (whatever the page route does), served bare.
    const html = { type: 'text/html; charset=utf-8' };
    writeFileSync(join(work, 'list-page.html'), await capturePage(server.url + paths.listPage));
    writeFileSync(join(work, 'detail-page.html'), await capturePage(server.url + paths.detailPage(slugs[0]!)));
    writeFileSync(
      join(work, 'routes.json'),
      JSON.stringify({
        '/list': join(work, 'list.json'),
        '/detail': join(work, 'detail.json'),
        '/list-page': { file: join(work, 'list-page.html'), ...html },
        '/detail-page': { file: join(work, 'detail-page.html'), ...html },
      }),
    );
    const ceiling = await startNode({
      label: 'techo',
      script: 'bench/server/ceiling.ts',
      port: await freePort(),
      healthPath: '/health',
      env: { BENCH_CEILING_ROUTES: join(work, 'routes.json') },
    });
    running.push(ceiling);

    const manifestDate = (
      (await (await fetch(`${server.url}/api/trips/bench-viaje-manifiesto`)).json()) as { departure_date: string }
    ).departure_date;
    const browser: Record<string, string> = settings.acceptEncoding ? { 'accept-encoding': settings.acceptEncoding } : {};
    const endpoints: Endpoint[] = [
      { name: CEILING_LIST, baseUrl: ceiling.url, paths: ['/list'], headers: browser },
      { name: CEILING_SMALL, baseUrl: ceiling.url, paths: ['/detail'], headers: browser },
      { name: CEILING_LIST_PAGE, baseUrl: ceiling.url, paths: ['/list-page'], headers: browser },
      { name: CEILING_DETAIL_PAGE, baseUrl: ceiling.url, paths: ['/detail-page'], headers: browser },
      { name: 'lista pública', baseUrl: server.url, paths: [paths.list], headers: browser, ceiling: CEILING_LIST },
      {
        name: 'lista pública revalidada (ETag)',
        baseUrl: server.url,
        paths: [paths.list],
        headers: { ...browser, 'if-none-match': etag },
        ceiling: CEILING_LIST,
      },
      {
        name: 'lista de portada (limit=3)',
        baseUrl: server.url,
        paths: [paths.landing],
        headers: browser,
        ceiling: CEILING_SMALL,
      },
      {
        name: `experiencia por slug (${slugs.length} slugs)`,
        baseUrl: server.url,
        paths: slugs.map(paths.detail),
        headers: browser,
        ceiling: CEILING_SMALL,
      },
      ...SEARCH_TERMS.map((t) => ({
        name: `${t.name} (${t.q})`,
        baseUrl: server.url,
        paths: [paths.search(t.q)],
        headers: browser,
        ceiling: CEILING_SMALL,
      })),
      {
        name: 'página de experiencia (HTML, un slug)',
        baseUrl: server.url,
        paths: [paths.detailPage(slugs[0]!)],
        headers: browser,
        ceiling: CEILING_DETAIL_PAGE,
      },
      {
        // Against the one slug's page: the pages differ in their text, not in their size class.
        name: `página de experiencia (HTML, ${slugs.length} slugs)`,
        baseUrl: server.url,
        paths: slugs.map(paths.detailPage),
        headers: browser,
        ceiling: CEILING_DETAIL_PAGE,
      },
      {
        name: `viajeros con búsqueda, staff (${ADMIN_SEARCH_TERM})`,
        baseUrl: server.url,
        paths: [paths.travellers(ADMIN_SEARCH_TERM)],
        headers: { ...browser, cookie },
        ceiling: CEILING_SMALL,
      },
      {
        name: `viajeros con búsqueda, staff (${ADMIN_SEARCH_TERM}), 5 conexiones`,
        baseUrl: server.url,
        paths: [paths.travellers(ADMIN_SEARCH_TERM)],
        headers: { ...browser, cookie },
        ceiling: CEILING_SMALL,
        connections: 5,
      },
      // The operations desk (issue 16): 100 000 bookings searched, one departure of 500 bookings.
      ...DESK_SEARCH_TERMS.map((t) => ({
        name: `${t.name} (${t.q}), staff`,
        baseUrl: server.url,
        paths: [deskPaths.bookings(t.q)],
        headers: { ...browser, cookie },
        ceiling: CEILING_SMALL,
        connections: 5,
      })),
      {
        name: 'reservas: primera página, staff',
        baseUrl: server.url,
        paths: [deskPaths.bookingsFirstPage],
        headers: { ...browser, cookie },
        ceiling: CEILING_SMALL,
        connections: 5,
      },
      {
        name: 'manifiesto de 500 reservas, staff',
        baseUrl: server.url,
        paths: [deskPaths.manifest(MANIFEST_TRIP_ID, manifestDate)],
        headers: { ...browser, cookie },
        ceiling: CEILING_LIST,
        connections: 5,
      },
      // Last: on 2026-11-25 this page (all public experiences rendered) ran the server out of its
      // 160 MB heap under 50 connections, and every row after it measured a dead server.
      {
        name: 'página /experiencias (HTML)',
        baseUrl: server.url,
        paths: [paths.listPage],
        headers: browser,
        ceiling: CEILING_LIST_PAGE,
      },
    ];
    const measurements: Measurement[] = [];
    for (const endpoint of endpoints) {
      if (only && endpoint.ceiling && !only.some((part) => endpoint.name.includes(part))) continue;
      process.stdout.write(`  ${endpoint.name} … `);
      const m = await measure(endpoint, {
        connections: settings.connections,
        duration: settings.durationS,
        warmup: settings.warmupS,
      });
      console.log(`${m.reqPerSec} req/s, p99 ${m.p99Ms} ms`);
      measurements.push(m);
    }
    return { measurements, server: server.peakRssMb(), ceiling: ceiling.peakRssMb() };
  } finally {
    for (const p of running.reverse()) await p.stop();
  }
}

async function main() {
  const startedAt = new Date().toISOString();
  ensureBuild();
  const target = await prepareDatabase(env.DATABASE_URL || undefined);
  const work = mkdtempSync(join(tmpdir(), 'hv-bench-work-'));
  try {
    console.log(`\nSin caché, en proceso (${iterations} veces cada una) …`);
    const { timings, plans } = await profileHotRequests(target, iterations);
    console.log(`\nCarga HTTP con autocannon …`);
    const http = await runHttp(target, work);
    const report: BenchReport = {
      kind: target.kind,
      startedAt,
      machine: { cpus: availableParallelism(), node: process.version },
      settings,
      dataset: { ...DATASET },
      http: withRatios(http.measurements),
      uncached: timings,
      serverPeakRssMb: http.server,
      ceilingPeakRssMb: http.ceiling,
    };
    printReport(report);
    console.log(`\nResultados: ${writeReport(report, plans)}`);
  } finally {
    rmSync(work, { recursive: true, force: true });
    await target.cleanup();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
