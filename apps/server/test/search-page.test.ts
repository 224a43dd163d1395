import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeHtml } from '../src/lib/escape-html.ts';
import { SEARCH_QUERIES_PER_MINUTE } from '../src/modules/search/routes.ts';
import { createTestApp, type TestApp } from './helpers.ts';

// Issue 30 items 11 and 15: the search results page (`/buscar?q=…`, `/en/search?q=…`) and `/semillas`
// (`/en/seeds`) are rendered on the server (docs/architecture.md §12), with the real web build that
// `npm test` makes first.
const serverEntry = fileURLToPath(new URL('../../web/dist-server/entry-server.js', import.meta.url));

let t: TestApp;
beforeAll(async () => {
  if (!existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: run \`npm run build\` first`);
  t = await createTestApp({ demoData: true });
});
afterAll(() => t?.close());

/** The content React rendered into #root, and the queries handed to the browser. */
function rendered(html: string) {
  const root = /<div id="root">([\s\S]*?)<\/div><script type="application\/json" id="hv-page-state">([\s\S]*?)<\/script>/.exec(
    html,
  );
  if (!root) throw new Error('the page was not rendered on the server');
  const { queries } = JSON.parse(root[2]!) as { queries: { queries: { queryKey: unknown[]; state: { status: string } }[] } };
  return {
    content: root[1]!,
    queries: queries.queries.map((q) => q.queryKey),
    statuses: queries.queries.map((q) => [q.queryKey, q.state.status]),
  };
}
const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe('the search results page', () => {
  it('carries what the words find in its HTML, with the header search’s matching, and its answer for hydration', async () => {
    const { results } = (await t.app.inject('/api/search?q=cenote')).json() as { results: { name: string; slug: string }[] };
    expect(results.length).toBeGreaterThan(0);

    const res = await t.app.inject('/buscar?q=cenote');
    expect(res.statusCode).toBe(200);
    const page = rendered(res.body);
    for (const result of results) expect(page.content).toContain(escapeHtml(result.name));
    expect(page.content).toContain(`href="/experiencia/${results[0]!.slug}"`);
    expect(page.queries).toContainEqual(['search', 'cenote']);
    expect(title(res.body)).toBe('Resultados para “cenote” | Hormiga Viajera');
    // Results pages stay out of search engines' indexes.
    expect(head(res.body)).toContain('<meta name="robots" content="noindex" />');
  });

  it('is in English under /en/search, and tells the words apart while ignoring campaign tags', async () => {
    const english = await t.app.inject('/en/search?q=cenote');
    expect(english.statusCode).toBe(200);
    expect(title(english.body)).toBe('Results for “cenote” | Hormiga Viajera');
    expect(english.body).toContain('<html lang="en-US"');

    const other = await t.app.inject('/buscar?q=oaxaca');
    expect(title(other.body)).toBe('Resultados para “oaxaca” | Hormiga Viajera');
    const tagged = await t.app.inject('/buscar?utm_source=whatsapp&q=%20cenote%20');
    expect(tagged.body).toBe((await t.app.inject('/buscar?q=cenote')).body);
  });

  it('escapes the words it shows', async () => {
    const res = await t.app.inject(`/buscar?q=${encodeURIComponent('<script>alert(1)</script>')}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert(1)</script>');
    expect(title(res.body)).toBe(`Resultados para “${escapeHtml('<script>alert(1)</script>')}” | Hormiga Viajera`);
  });

  it("counts a page's search against the visitor who asked, not against every visitor together", async () => {
    // Each new term is a search that misses the cache: one visitor spends their minute's allowance…
    const spend = (i: number) =>
      t.app.inject({ url: `/buscar?q=${encodeURIComponent(`agotado ${i}`)}`, remoteAddress: '203.0.113.7' });
    for (let i = 0; i < SEARCH_QUERIES_PER_MINUTE; i++) expect((await spend(i)).statusCode).toBe(200);
    // The next one is refused: the page goes out without results (and is not kept), the browser tries again.
    const refused = rendered((await spend(SEARCH_QUERIES_PER_MINUTE)).body);
    expect(refused.statuses).toContainEqual([['search', `agotado ${SEARCH_QUERIES_PER_MINUTE}`], 'error']);

    // …and another visitor still gets results.
    const other = rendered((await t.app.inject({ url: '/buscar?q=globo', remoteAddress: '198.51.100.20' })).body);
    expect(other.statuses).toContainEqual([['search', 'globo'], 'success']);
    expect(other.content).toContain('Teotihuac');
  });
});

describe('/semillas', () => {
  it('is rendered with its own title and description, in both languages, and is in the sitemap', async () => {
    const res = await t.app.inject('/semillas');
    expect(res.statusCode).toBe(200);
    expect(title(res.body)).toBe('Semillas | Hormiga Viajera');
    expect(head(res.body)).toContain(
      '<meta name="description" content="Qué son las semillas de Hormiga Viajera: cómo se ganan al reservar y para qué sirven." />',
    );
    expect(head(res.body)).toContain('hreflang="en" href="http://localhost:3000/en/seeds"');
    expect(rendered(res.body).content).toContain('Cómo se ganan');

    const english = await t.app.inject('/en/seeds');
    expect(title(english.body)).toBe('Seeds | Hormiga Viajera');
    expect(rendered(english.body).content).toContain('How you earn them');

    const sitemap = (await t.app.inject('/sitemap.xml')).body;
    expect(sitemap).toContain('<loc>http://localhost:3000/semillas</loc>');
    expect(sitemap).toContain('<loc>http://localhost:3000/en/seeds</loc>');
  });
});
