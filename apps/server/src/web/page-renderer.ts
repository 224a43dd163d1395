import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
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

/** Paths rendered on the server, besides '/': the public reading pages (no session, the same for everyone). */
export const RENDERED_ROUTES = [
  '/experiencias',
  '/experiencia/:slug',
  '/viaje/:slug',
  '/terminos-y-condiciones',
  '/privacidad',
  '/cookies',
];
const RENDERED = [
  /^\/$/,
  /^\/experiencias$/,
  /^\/experiencia\/[^/]+$/,
  /^\/viaje\/[^/]+$/,
  /^\/(terminos-y-condiciones|privacidad|cookies)$/,
];

export const isRenderedPath = (path: string) => RENDERED.some((pattern) => pattern.test(path));

// What rendered pages may weigh in memory together (a page is 30–60 K characters, at most two bytes
// each): a crawler walking
// 10 000 items evicts old pages instead of growing the heap.
const PAGE_CACHE_BYTES = 24 * 1024 * 1024;

export type PageRenderer = Awaited<ReturnType<typeof createPageRenderer>>;

/**
 * Loads the server entry if the web build has one (null otherwise: pages are the app shell).
 * Rendered pages are kept per URL for `ttlMs()` — the catalogue cache's lifetime — and forgotten
 * by clear() whenever the catalogue cache is (docs/architecture.md §11: a write here, or another
 * process's write heard on the cache bus).
 */
export async function createPageRenderer(
  app: FastifyInstance,
  opts: { entryFile: string; publicUrl: string; ttlMs: () => number },
) {
  if (!existsSync(opts.entryFile)) return null;
  const entry = (await import(pathToFileURL(opts.entryFile).href)) as ServerEntry;

  const transport = async (path: string, init: RequestInit): Promise<Response> => {
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: path,
      headers: { accept: 'application/json' },
    });
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };

  const pages = createMemo<RenderResult>({
    ttlMs: opts.ttlMs,
    maxEntries: 5_000,
    // A page that could not read all its data is answered but not kept: the next request tries again.
    expiresAt: (page) => (page.kind === 'page' && (page.status >= 500 || !page.complete) ? 0 : Infinity),
    maxSize: { total: PAGE_CACHE_BYTES, of: (page) => (page.kind === 'page' ? 2 * (page.html.length + page.state.length) : 1) },
  });

  return {
    /**
     * The page at a path, rendered once while the catalogue stays as it is. The query string is left
     * out: no public page reads it, and campaign tags (utm_*, fbclid) must not make every visit a miss.
     */
    async render(path: string): Promise<RenderResult> {
      return pages.get(path, () => entry.render(opts.publicUrl + path, transport));
    },
    clear: () => pages.clear(),
  };
}
