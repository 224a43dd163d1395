import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoExperiences, demoTrips } from '../src/db/demo/content.ts';
import { experiences } from '../src/db/schema.ts';
import { createTestApp, type TestApp } from './helpers.ts';

// The English pages (docs/decisions/0159-english-pages.md), rendered on the server like the Spanish
// ones with the real web build, which `npm test` makes before the tests run.
const serverEntry = fileURLToPath(new URL('../../web/dist-server/entry-server.js', import.meta.url));

let t: TestApp;
beforeAll(async () => {
  if (!existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: run \`npm run build\` first`);
  t = await createTestApp({ demoData: true });
});
afterAll(() => t?.close());

const root = (html: string) => /<div id="root">([\s\S]*?)<\/div><script/.exec(html)?.[1] ?? '';
const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
const textOf = (html: string) =>
  decode(html.replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
const head = (html: string) => /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';

describe('English pages', () => {
  it('render an experience in English: the document, its title, its English text and English labels', async () => {
    const res = await t.app.inject('/en/experience/snorkel-cenotes-tulum');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="en-US"');
    expect(head(res.body)).toContain('<title>Cenote snorkelling in Tulum | Hormiga Viajera</title>');
    expect(head(res.body)).toContain('<meta property="og:locale" content="en_US" />');
    const content = root(res.body);
    expect(content).toContain('>Cenote snorkelling in Tulum</h1>');
    expect(content).toContain('Swim in the crystal-clear water of two cenotes');
    expect(content).toContain('Round-trip transport from downtown Tulum');
    expect(content).toContain('MX$');
    // The page's links stay in English.
    expect(content).toContain('href="/en/experiences"');
  });

  it('show every public demo item wholly in English: no Spanish words outside elements marked lang="es", and only names and addresses marked so (issue 30 item 5)', async () => {
    // Words a sentence of Spanish can hardly do without and that English place names do not hold.
    const spanishWords = /\b(y|con|para|por|una|desde|horas|hora|personas|persona|días|noches|incluye|nuestro|cerca|salida)\b/i;
    const pages = [
      ...demoExperiences.filter((e) => e.status === 'Público' && e.is_active).map((e) => `/en/experience/${e.slug}`),
      ...demoTrips.filter((trip) => trip.status === 'Público' && trip.is_active).map((trip) => `/en/trip/${trip.slug}`),
    ];
    expect(pages.length).toBeGreaterThanOrEqual(13);
    const spanishOn: Record<string, string[]> = {};
    for (const path of pages) {
      const res = await t.app.inject(path);
      expect(res.statusCode, path).toBe(200);
      // The travellers' reviews are their own words, in whatever language they wrote them.
      const html = root(res.body).replace(/<article[^>]*aria-label="Review by[\s\S]*?<\/article>/g, '');
      // The item's own text marked Spanish is Spanish all the same (a fallback for missing English):
      // only names and addresses may stay so.
      const markedSpanish = /<(\w+)[^>]*\blang="es(?:-MX)?"[^>]*>([\s\S]*?)<\/\1>/g;
      const fallback = [...html.matchAll(markedSpanish)]
        .map(([, tag, inner]) => [tag, textOf(inner!)] as const)
        .filter(([tag, text]) => tag === 'h1' || spanishWords.test(text))
        .map(([, text]) => `lang="es": ${text}`);
      const found = html
        .replace(markedSpanish, '')
        .split(/<[^>]+>/)
        .map(decode)
        .filter((text) => spanishWords.test(text));
      if (found.length || fallback.length) spanishOn[path] = [...fallback, ...found];
    }
    expect(spanishOn).toEqual({});
  });

  it('finds the whale tour by its English words, whichever site searches (issue 30 item 5)', async () => {
    for (const q of ['whale', 'ballenas']) {
      const res = await t.app.inject(`/api/search?q=${q}`);
      expect(
        res.json().results.map((r: { slug: string }) => r.slug),
        q,
      ).toContain('ballenas-bahia-magdalena');
    }
    const page = (await t.app.inject('/en/experience/ballenas-bahia-magdalena')).body;
    expect(root(page)).toContain('>Whale watching in Magdalena Bay</h1>');
    expect(root(page)).toContain('6 hours');
  });

  it('shows the Spanish text, marked as Spanish, where staff gave no English', async () => {
    // Every demo item has English (issue 30 item 5): take one item's away.
    await t.app.database.db
      .update(experiences)
      .set({ name_en: null, description_en: null, bullets_en: [], meeting_point_en: null })
      .where(eq(experiences.slug, 'trajinera-xochimilco'));
    t.app.catalogCache.invalidate();
    const content = root((await t.app.inject('/en/experience/trajinera-xochimilco')).body);
    const spanish = (await t.app.inject('/api/experiences/trajinera-xochimilco')).json();
    expect(spanish.name_en).toBeNull();
    expect(content).toMatch(new RegExp(`<h1[^>]*lang="es"[^>]*>${spanish.name}</h1>`));
  });

  it('name each other with hreflang, Spanish as the default', async () => {
    for (const [path, es, en] of [
      ['/experiencia/snorkel-cenotes-tulum', '/experiencia/snorkel-cenotes-tulum', '/en/experience/snorkel-cenotes-tulum'],
      ['/en/experience/snorkel-cenotes-tulum', '/experiencia/snorkel-cenotes-tulum', '/en/experience/snorkel-cenotes-tulum'],
      ['/en', '/', '/en'],
      ['/terminos-y-condiciones', '/terminos-y-condiciones', '/en/terms'],
    ] as const) {
      const tags = head((await t.app.inject(path)).body);
      expect(tags).toContain(`<link rel="alternate" hreflang="es" href="http://localhost:3000${es}" />`);
      expect(tags).toContain(`<link rel="alternate" hreflang="en" href="http://localhost:3000${en}" />`);
      expect(tags).toContain(`<link rel="alternate" hreflang="x-default" href="http://localhost:3000${es}" />`);
    }
    // A private page names no alternates.
    expect(head((await t.app.inject('/en/profile')).body)).not.toContain('hreflang');
  });

  it('sends an unknown English experience to the English list, and answers an unknown page with 404 in English', async () => {
    const res = await t.app.inject('/en/experience/no-such-thing');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/en/experiences');
    const missing = await t.app.inject('/en/nothing-here');
    expect(missing.statusCode).toBe(404);
    expect(head(missing.body)).toContain('<title>Page not found | Hormiga Viajera</title>');
  });

  it('lists both languages in the sitemap, each naming the other', async () => {
    const body = (await t.app.inject('/sitemap.xml')).body;
    expect(body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(body).toContain('<loc>http://localhost:3000/en/experience/snorkel-cenotes-tulum</loc>');
    expect(body).toContain('<loc>http://localhost:3000/experiencia/snorkel-cenotes-tulum</loc>');
    expect(body).toContain('<loc>http://localhost:3000/en/trip/barrancas-del-cobre</loc>');
    expect(body).toContain(
      '<xhtml:link rel="alternate" hreflang="en" href="http://localhost:3000/en/experience/snorkel-cenotes-tulum"/>',
    );
  });

  it('opens the home page in the language the browser chose before, and never on Accept-Language alone', async () => {
    const chose = await t.app.inject({ url: '/', headers: { cookie: 'hv_lang=en' } });
    expect(chose.statusCode).toBe(302);
    expect(chose.headers.location).toBe('/en');
    expect(chose.headers.vary).toContain('cookie');

    const foreign = await t.app.inject({ url: '/', headers: { 'accept-language': 'en-US,en;q=0.9' } });
    expect(foreign.statusCode).toBe(200);
    expect(foreign.body).toContain('<html lang="es-MX"');

    const back = await t.app.inject({ url: '/', headers: { cookie: 'hv_lang=es' } });
    expect(back.statusCode).toBe(200);
  });
});
