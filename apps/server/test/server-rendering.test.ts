import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMXN, todayInMexico } from '@hv/shared';
import { buildApp } from '../src/app.ts';
import { addDays } from '../src/db/factories.ts';
import { escapeHtml } from '../src/lib/escape-html.ts';
import { createTestApp, signIn, TEST_ORIGIN, type TestApp } from './helpers.ts';
import { multipart, png } from './hostile-helpers.ts';
import { testConfig } from './test-config.ts';

// Public pages rendered on the server (docs/architecture.md §12) with the real web build, which `npm test`
// makes before the tests run.
const serverEntry = fileURLToPath(new URL('../../web/dist-server/entry-server.js', import.meta.url));
const webDist = fileURLToPath(new URL('../../web/dist/', import.meta.url));

let t: TestApp;
let admin: string;
// While true, an experience's reviews cannot be read (as when that query fails on a busy database).
let reviewsDown = false;
beforeAll(async () => {
  if (!existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: run \`npm run build\` first`);
  t = await createTestApp({
    demoData: true,
    onRoute(route) {
      if (route.method !== 'GET' || route.url !== '/api/reviews/experience/:slug') return;
      route.preHandler = async () => {
        if (reviewsDown) throw new Error('reviews unreadable (test)');
      };
    },
  });
  admin = await signIn(t.app, 'admin@example.com', 'demo1234');
});
afterAll(() => t?.close());

/** The content React rendered into #root, and the state handed to the browser. */
function rendered(html: string) {
  const root = /<div id="root">([\s\S]*?)<\/div><script type="application\/json" id="hv-page-state">([\s\S]*?)<\/script>/.exec(
    html,
  );
  if (!root) throw new Error('the page was not rendered on the server');
  return {
    content: root[1]!,
    state: JSON.parse(root[2]!) as { queries: { queries: { queryKey: unknown[]; state: { status: string } }[] } },
  };
}

/** Asserts without printing the whole page when it fails. */
function expectShown(content: string, ...texts: string[]) {
  for (const text of texts) expect(content.includes(text), `the page shows ${JSON.stringify(text)}`).toBe(true);
}

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as unknown);

describe('public pages rendered on the server', () => {
  it('an experience page carries its name, price and description in the HTML, valid JSON-LD, and its data for hydration', async () => {
    const [experience] = (await t.app.inject('/api/experiences?limit=1')).json().data;
    const res = await t.app.inject(`/experiencia/${experience.slug}`);

    expect(res.statusCode).toBe(200);
    const { content, state } = rendered(res.body);
    expectShown(content, `>${escapeHtml(experience.name)}</h1>`, formatMXN(experience.price));
    expectShown(content, escapeHtml(experience.description.split('\n')[0]));
    // The booking form needs the browser: it says so to a visitor without JavaScript.
    expectShown(content, 'Para reservar necesitas activar JavaScript');
    expect(res.body.includes('Necesitas activar JavaScript para usar Hormiga Viajera.')).toBe(false);
    // The browser finds the experience in the handed-over cache: hydration asks for nothing.
    expect(state.queries.queries.map((q) => q.queryKey)).toContainEqual(['experiences', 'detail', experience.slug]);
    const ld = jsonLd(res.body);
    expect(ld.length).toBeGreaterThan(0);
    expect(JSON.stringify(ld)).toContain(JSON.stringify(experience.name));
  });

  it('the landing, the list and the legal pages carry their content', async () => {
    const { data } = (await t.app.inject('/api/experiences')).json();
    const list = rendered((await t.app.inject('/experiencias')).body).content;
    for (const experience of data) {
      expectShown(list, escapeHtml(experience.name), formatMXN(experience.price));
    }
    const landing = rendered((await t.app.inject('/')).body).content;
    expectShown(landing, 'Experiencias populares', escapeHtml(data[0].name));
    expectShown(rendered((await t.app.inject('/terminos-y-condiciones')).body).content, 'Términos y Condiciones</h1>');
  });

  it('asks for the stylesheet and the largest image before the code, and for the code at low priority', async () => {
    const { body } = await t.app.inject('/viaje/barrancas-del-cobre');
    const head = body.slice(0, body.indexOf('</head>'));
    const image = head.indexOf('<link rel="preload" as="image"');
    const sheet = head.indexOf('<link rel="stylesheet"');
    const code = head.search(/<script type="module"|<link rel="modulepreload"/);
    expect(image).toBeGreaterThan(-1);
    expect(sheet).toBeGreaterThan(image);
    expect(code).toBeGreaterThan(sheet);
    const scripts = head.match(/<(script type="module"|link rel="modulepreload")[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).toContain('fetchpriority="low"');
    // The layout's code arrives in a handful of files, not one request per shared icon or hook: on a
    // page that is not a detail page (a detail page also lists its booking form's files, decision 0218),
    // the entry and Rolldown's small runtime: everything the entry imports is in the entry
    // (docs/decisions/0160-first-load-weight.md); it was 16 when the modules the admin screens share went in files of their own.
    const list = await t.app.inject('/experiencias');
    const listScripts = list.body
      .slice(0, list.body.indexOf('</head>'))
      .match(/<(script type="module"|link rel="modulepreload")[^>]*>/g);
    expect(listScripts?.length).toBeGreaterThan(0);
    expect(listScripts?.length).toBeLessThanOrEqual(3);
  });

  it("a detail page asks for its code and its booking form's messages beside the entry, in its language (decision 0218)", async () => {
    const manifest = JSON.parse(readFileSync(join(webDist, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      { file: string }
    >;
    const file = (key: string) => `href="/${manifest[key]!.file}"`;
    // The form's own code is started by the page's code instead, so it does not slow the entry down.
    const form = file('src/features/booking/components/booking-form.tsx');
    const [experience] = (await t.app.inject('/api/experiences?limit=1')).json().data;
    const heads = Object.fromEntries(
      await Promise.all(
        [
          `/experiencia/${experience.slug}`,
          `/en/experience/${experience.slug}`,
          '/viaje/barrancas-del-cobre',
          '/experiencias',
        ].map(async (path) => {
          const { body } = await t.app.inject(path);
          return [path, body.slice(0, body.indexOf('</head>'))] as const;
        }),
      ),
    );
    const preloads = (head: string) => head.match(/<link rel="modulepreload"[^>]*>/g)?.join('\n') ?? '';
    for (const path of [`/experiencia/${experience.slug}`, '/viaje/barrancas-del-cobre']) {
      expect(preloads(heads[path]!)).not.toContain(form);
      expect(preloads(heads[path]!)).toContain(file('src/locales/es/booking.json?lingui'));
      expect(preloads(heads[path]!)).not.toContain(file('src/locales/en/booking.json?lingui'));
    }
    expect(preloads(heads[`/experiencia/${experience.slug}`]!)).toContain(
      file('src/features/catalog/components/experience-detail-page.tsx'),
    );
    expect(preloads(heads['/viaje/barrancas-del-cobre']!)).toContain(
      file('src/features/catalog/components/trip-detail-page.tsx'),
    );
    const english = preloads(heads[`/en/experience/${experience.slug}`]!);
    expect(english).toContain(file('src/locales/en/core.json?lingui'));
    expect(english).toContain(file('src/locales/en/booking.json?lingui'));
    expect(english).not.toContain(file('src/locales/es/booking.json?lingui'));
    // Other pages ask for no booking messages.
    expect(preloads(heads['/experiencias']!)).not.toContain(file('src/locales/es/booking.json?lingui'));
  });

  it("keeps zod out of the public pages' entry (decision 0218)", async () => {
    const { body } = await t.app.inject('/experiencias');
    const entry = /<script type="module"[^>]* src="\/(assets\/index-[^"]+\.js)"/.exec(body)?.[1];
    expect(entry).toBeDefined();
    const code = readFileSync(join(webDist, entry!), 'utf8');
    // Zod's classes name themselves: a shared module with schemas at its top level brought all of zod in.
    expect(code).not.toContain('ZodObject');
    expect(code.length).toBeGreaterThan(10_000);
  });

  it("keeps libphonenumber, zod and the calendar's date library out of the booking form's code until needed (decision 0218)", async () => {
    const manifest = JSON.parse(readFileSync(join(webDist, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      { file: string; imports?: string[] }
    >;
    // What the form needs before it shows: its module and everything it imports statically (the
    // entry aside). Imported on demand: libphonenumber (a stored phone), zod (the checkout's rules on
    // 'Reservar') and react-day-picker with date-fns (the calendar's popover).
    const files = new Set<string>();
    const walk = (key: string) => {
      const entry = manifest[key];
      if (!entry || key === 'index.html' || files.has(entry.file)) return;
      files.add(entry.file);
      for (const imported of entry.imports ?? []) walk(imported);
    };
    walk('src/features/booking/components/booking-form.tsx');
    const code = [...files].map((file) => readFileSync(join(webDist, file), 'utf8')).join('\n');
    expect(files.size).toBeGreaterThan(5);
    // libphonenumber's metadata names itself; zod's classes do; react-day-picker's component does.
    expect(code).not.toContain('country_calling_codes');
    expect(code).not.toContain('ZodObject');
    expect(code).not.toContain('DayPicker');
    // They are still in the build, each reached on demand.
    const all = Object.values(manifest)
      .map(({ file }) => file)
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(join(webDist, file), 'utf8'))
      .join('\n');
    for (const marker of ['country_calling_codes', 'ZodObject', 'DayPicker']) expect(all).toContain(marker);
  });

  it("sends the built scripts brotli-compressed at the build's quality, not per request (decision 0218)", async () => {
    const { body } = await t.app.inject('/experiencias');
    const entry = /<script type="module"[^>]* src="\/(assets\/index-[^"]+\.js)"/.exec(body)?.[1];
    expect(entry).toBeDefined();
    const res = await t.app.inject({ url: `/${entry}`, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('accept-encoding');
    const onDisk = readFileSync(join(webDist, `${entry}.br`));
    expect(res.rawPayload.equals(onDisk)).toBe(true);
    expect(brotliDecompressSync(res.rawPayload).equals(readFileSync(join(webDist, entry!)))).toBe(true);
  });

  it('sends a page compressed once it is kept: the same document, br or gzip, whatever the query string', async () => {
    const plain = await t.app.inject('/experiencias?utm_source=whatsapp');
    const br = await t.app.inject({ url: '/experiencias', headers: { 'accept-encoding': 'br' } });
    const gzip = await t.app.inject({ url: '/experiencias?fbclid=x', headers: { 'accept-encoding': 'gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 3);
  });

  it("renders the booking's first step sent before the page's code ran as chosen, a page per choice (decision 0243)", async () => {
    const path = '/experiencia/snorkel-cenotes-tulum';
    const plain = rendered((await t.app.inject(`${path}?utm_source=whatsapp`)).body).content;
    const date = /<option value="(\d{4}-\d{2}-\d{2})">/.exec(plain)![1]!;
    // Sent with a campaign tag and in another order: the same choice, the same kept page.
    const sent = rendered((await t.app.inject(`${path}?fecha=${date}&utm_source=x&viajeros=3`)).body).content;
    const again = rendered((await t.app.inject(`${path}?viajeros=3&fecha=${date}`)).body).content;
    expect(again).toBe(sent);
    expectShown(sent, `<option value="3" selected="">3</option>`, `<option value="${date}" selected="">`);
    expect(plain).not.toContain(`<option value="${date}" selected="">`);
    expectShown(plain, `<option value="1" selected="">1</option>`, `action="${path}#reservar" method="get"`);
  });

  it("answers an unknown trip with 404 and the trip's not-found page, and sends an unknown experience to the list", async () => {
    const trip = await t.app.inject('/viaje/no-existe');
    expect(trip.statusCode).toBe(404);
    expectShown(rendered(trip.body).content, 'Viaje no encontrado');

    const experience = await t.app.inject('/experiencia/no-existe');
    expect(experience.statusCode).toBe(302);
    expect(experience.headers.location).toBe('/experiencias');
  });

  it('answers a page whose reviews could not be read, but renders it again for the next visitor', async () => {
    const [, experience] = (await t.app.inject('/api/experiences?limit=2')).json().data;
    const reviewsStatus = (html: string) =>
      rendered(html).state.queries.queries.find((q) => q.queryKey[0] === 'reviews')?.state.status;

    reviewsDown = true;
    const partial = await t.app.inject(`/experiencia/${experience.slug}`);
    reviewsDown = false;
    expect(partial.statusCode).toBe(200);
    expectShown(rendered(partial.body).content, `>${escapeHtml(experience.name)}</h1>`);
    expect(reviewsStatus(partial.body)).toBe('error');

    const next = await t.app.inject(`/experiencia/${experience.slug}`);
    expect(reviewsStatus(next.body)).toBe('success');
  });

  it('leaves pages that depend on the visitor to the browser', async () => {
    for (const url of ['/perfil', '/mi-reserva', '/admin/reservas']) {
      const res = await t.app.inject(url);
      expectShown(res.body, '<div id="root"></div>');
    }
  });
});

describe('rendered pages follow the catalogue', () => {
  const departure = addDays(todayInMexico(), 40);
  const trip = {
    destination: 'Bacalar, la laguna de los siete colores',
    slug: 'bacalar-render',
    price_mxn: '7800',
    price_usd: '',
    departure_date: departure,
    departure_time: '07:00',
    return_date: addDays(departure, 3),
    return_time: '',
    description: 'Tres días entre cenotes y la laguna de Bacalar.',
    bullets: 'Hospedaje',
    capacity: '2',
    max_capacity: '16',
    duration: '4 días',
    status: 'Público',
    is_active: true,
  };
  // The admin dialog's request: the fields as JSON `data` and the cover as `image`.
  async function form(data: unknown) {
    const body = multipart([
      { name: 'data', data: JSON.stringify(data) },
      { name: 'image', data: await png(), filename: 'b.png', type: 'image/png' },
    ]);
    return { payload: body.payload, headers: { 'content-type': body.contentType, origin: TEST_ORIGIN, cookie: admin } };
  }

  let tripId: number;
  beforeAll(async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/admin/trips', ...(await form(trip)) });
    expect(created.statusCode).toBe(201);
    tripId = created.json().id;
  });

  const shownPrice = async (app: TestApp['app']) => rendered((await app.inject(`/viaje/${trip.slug}`)).body).content;

  it('shows the new price on the page served right after staff change it', async () => {
    expectShown(await shownPrice(t.app), formatMXN(7800));
    // Served from the rendered-page cache now; the edit must empty it.
    expectShown(await shownPrice(t.app), formatMXN(7800));

    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/trips/${tripId}`,
      ...(await form({ ...trip, price_mxn: '9100' })),
    });
    expect(edited.statusCode).toBe(200);

    const page = await shownPrice(t.app);
    expectShown(page, formatMXN(9100));
    expect(page.includes(formatMXN(7800))).toBe(false);
  });

  // Two processes on one PostgreSQL: the other one hears the change on the cache bus.
  it.skipIf(process.env.HV_TEST_DB !== 'postgres')(
    'shows it on the next page served by another process on the same database',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'hv-test-'));
      const other = await buildApp(testConfig(dataDir, { databaseUrl: t.config.databaseUrl, demoData: false }));
      try {
        await other.ready();
        // Once its bus hears, its caches live a minute: a fresh page within the wait below is the bus's doing.
        await expect.poll(() => other.catalogCache.lifetime(), { timeout: 10_000 }).toBe(60_000);
        expectShown(await shownPrice(other), formatMXN(9100));

        const edited = await t.app.inject({
          method: 'PUT',
          url: `/api/admin/trips/${tripId}`,
          ...(await form({ ...trip, price_mxn: '9900' })),
        });
        expect(edited.statusCode).toBe(200);
        // The NOTIFY travels to the other process after the write commits: wait for it, not for a time.
        await expect.poll(async () => (await shownPrice(other)).includes(formatMXN(9900)), { timeout: 10_000 }).toBe(true);
      } finally {
        await other.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});
