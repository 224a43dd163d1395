import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { bookingStartQuery, LOCALES, localePrefix, PAGE_SEGMENTS, searchTerm } from '@hv/shared';
import { compressors, type Encoding } from '../lib/json-cache.ts';
import { createMemo } from '../lib/memo.ts';

/*
 * Public pages rendered on the server (docs/architecture.md §12). The web build's server entry
 * (apps/web/src/entry-server.tsx, built to dist-server/) renders a URL with the same route table the
 * browser hydrates; the page reads the API through this app in-process (Fastify's inject), so it
 * gets exactly the answers — and the catalogue cache — a browser would.
 */

// The web entry's answer (apps/web/src/entry-server.tsx).
type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; html: string; state: string; complete: boolean };

interface ServerEntry {
  render(url: string, transport: (path: string, init: RequestInit) => Promise<Response>): Promise<RenderResult>;
}

/** A page as sent: the whole document, its status, and each compressed form once asked for. */
export type RenderedPage =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; html: string; complete: boolean; encoded: Partial<Record<Encoding, Promise<Buffer>>> };

/**
 * Paths rendered on the server: the public reading pages (no session, the same for everyone), in
 * Spanish and under /en in English (docs/decisions/0159-english-pages.md).
 */
export const RENDERED_ROUTES = LOCALES.flatMap((locale) => {
  const p = localePrefix(locale);
  const s = (page: keyof typeof PAGE_SEGMENTS) => `${p}/${PAGE_SEGMENTS[page][locale]}`;
  return [
    p || '/',
    s('experiences'),
    `${s('experience')}/:slug`,
    `${s('trip')}/:slug`,
    s('terms'),
    s('privacy'),
    s('cookies'),
    s('search'),
    s('seeds'),
  ];
});
const RENDERED = RENDERED_ROUTES.map((route) => new RegExp(`^${route.replace(':slug', '[^/]+')}$`));

export const isRenderedPath = (path: string) => RENDERED.some((pattern) => pattern.test(path));

const SEARCH_PAGES = new Set(LOCALES.map((locale) => `${localePrefix(locale)}/${PAGE_SEGMENTS.search[locale]}`));

const DETAIL_PAGES = LOCALES.flatMap((locale) => {
  const p = localePrefix(locale);
  return (['experience', 'trip'] as const).map((page) => new RegExp(`^${p}/${PAGE_SEGMENTS[page][locale]}/[^/]+$`));
});

/**
 * What a rendered page is made and kept under: its path. The query string is left out — campaign
 * tags (utm_*, fbclid) must not make every visit a miss — except what a page shows from it: the
 * search page's `q`, written as the page reads it (`searchTerm`, issue 30), and on an experience or
 * trip page the booking's first step sent before the page's code ran (`bookingStartQuery`,
 * docs/decisions/0243-the-booking-start-in-the-html.md).
 */
export function pageKey(url: string): string {
  const [path = '/', query = ''] = url.split('?');
  if (DETAIL_PAGES.some((pattern) => pattern.test(path))) {
    const start = bookingStartQuery(query);
    return start ? `${path}?${start}` : path;
  }
  if (!SEARCH_PAGES.has(path)) return path;
  const term = searchTerm(new URLSearchParams(query).get('q'));
  return term ? `${path}?${new URLSearchParams({ q: term })}` : path;
}

// What rendered pages may weigh in memory together (a page is 30–60 K characters, at most two bytes
// each, plus its compressed forms): a crawler walking 10 000 items evicts old pages instead of
// growing the heap.
const PAGE_CACHE_BYTES = 24 * 1024 * 1024;

export type PageRenderer = Awaited<ReturnType<typeof createPageRenderer>>;

/**
 * Loads the server entry if the web build has one (null otherwise: pages are the app shell).
 * `assemble` puts a rendered body into the whole document (head, shell) with its status. Pages are
 * kept per path for `ttlMs()` — the catalogue cache's lifetime — with their compressed forms, and
 * forgotten by clear() whenever the catalogue cache is (a write here, or another process's write
 * heard on the cache bus).
 */
export async function createPageRenderer(
  app: FastifyInstance,
  opts: {
    entryFile: string;
    publicUrl: string;
    ttlMs: () => number;
    assemble: (path: string, body: { html: string; state: string; status: number }) => Promise<{ html: string; status: number }>;
  },
) {
  if (!existsSync(opts.entryFile)) return null;
  const entry = (await import(pathToFileURL(opts.entryFile).href)) as ServerEntry;

  // The page's reads come from the visitor's address, so per-client limits count them as the visitor's
  // (a results page's search is limited like the search box's: modules/search).
  const transportFor =
    (remoteAddress: string | undefined) =>
    async (path: string, init: RequestInit): Promise<Response> => {
      const answer = await app.inject({
        method: (init.method ?? 'GET') as 'GET',
        url: path,
        headers: { accept: 'application/json' },
        ...(remoteAddress ? { remoteAddress } : {}),
      });
      const empty = answer.statusCode === 204 || answer.statusCode === 304;
      return new Response(empty ? null : answer.rawPayload, {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
      });
    };

  const pages = createMemo<RenderedPage>({
    ttlMs: opts.ttlMs,
    maxEntries: 5_000,
    // A page that could not read all its data is answered but not kept: the next request tries again.
    expiresAt: (page) => (page.kind === 'page' && (page.status >= 500 || !page.complete) ? 0 : Infinity),
    // Its text and, at most, a compressed form of each kind about a fifth of it.
    maxSize: { total: PAGE_CACHE_BYTES, of: (page) => (page.kind === 'page' ? 2.5 * page.html.length : 1) },
  });

  async function produce(path: string, client: string | undefined): Promise<RenderedPage> {
    const result = await entry.render(opts.publicUrl + path, transportFor(client));
    if (result.kind === 'redirect') return result;
    const { html, status } = await opts.assemble(path, result);
    return { kind: 'page', status, html, complete: result.complete, encoded: {} };
  }

  return {
    /**
     * The page under a key (`pageKey`), rendered once while the catalogue stays as it is; `client` is the
     * address of the visitor it is rendered for.
     */
    render: (key: string, client?: string): Promise<RenderedPage> => pages.get(key, () => produce(key, client)),
    /** Whether the page under a key is kept, so that render() costs nothing. */
    isKept: (path: string): boolean => pages.has(path),
    /** The page's body in `encoding`, compressed once per kept page. */
    encoded(page: Extract<RenderedPage, { kind: 'page' }>, encoding: Encoding): Promise<Buffer> {
      return (page.encoded[encoding] ??= compressors[encoding](page.html));
    },
    clear: () => pages.clear(),
  };
}
