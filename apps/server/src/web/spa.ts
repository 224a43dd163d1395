import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { englishPaths, INTL_LOCALE, LOCALE_COOKIE, MESSAGES, type Locale } from '@hv/shared';
import type { Db } from '../db/client.ts';
import { AppError, errorBody } from '../lib/errors.ts';
import { pickEncoding, type JsonCache } from '../lib/json-cache.ts';
import { clientKey } from '../lib/rate-limiter.ts';
import { pageMeta, renderHead } from '../modules/site/index.ts';
import { createPageRenderer, isRenderedPath, pageKey, RENDERED_ROUTES } from './page-renderer.ts';
import { createPreloads } from './preloads.ts';

// The staff app's service worker (apps/web/vite.config.ts), scoped to /admin by the page that registers it.
const STAFF_WORKER = 'admin-sw.js';
const STAFF_WORKER_CSP = "default-src 'none'; script-src 'self'; connect-src 'self'; frame-ancestors 'none'";
const HEAD_SLOT = /<!--app-head-->[\s\S]*?<!--\/app-head-->/;
const ROOT = '<div id="root"></div>';
// A render slower than this (a stuck database) gets the shell; the render itself goes on and is kept.
const RENDER_TIMEOUT_MS = 8_000;
// The shell's note for browsers without JavaScript; a rendered page reads fine without it.
const SHELL_NOSCRIPT = /<noscript>[^<]*<\/noscript>/;
// Not-found pages rendered for one client (docs/decisions/0162): a mistyped or removed link costs
// a few, a walk through invented slugs stops here.
const NOT_FOUND_RENDERS = 30;
const NOT_FOUND_WINDOW_S = 10 * 60;

interface Options {
  distDir: string;
  db: Db;
  cache: JsonCache;
  publicUrl: string;
}

/**
 * Serves the built web app: hashed files under /assets cached for a year; every page path gets
 * index.html with its own <title>, description and Open Graph tags and the right status (404 for
 * unknown routes and slugs). The public reading pages also get their content rendered into it
 * (page-renderer.ts, docs/architecture.md §12); the others (profile, back office, checkout results)
 * get the app shell. Called directly (not registered) so that its not-found handler is the root one.
 */
export async function spaRoutes(app: FastifyInstance, opts: Options) {
  const indexFile = join(opts.distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ distDir: opts.distDir }, 'web build not found: run `npm run build`');
    app.setNotFoundHandler((_request, reply) => reply.status(404).send(errorBody('not_found', MESSAGES.notFound)));
    return;
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  const renderedShell = indexHtml.replace(SHELL_NOSCRIPT, '');
  const preloads = createPreloads(join(opts.distDir, '.vite', 'manifest.json'));
  const assetsDir = join(opts.distDir, 'assets');
  const staffWorker = join(opts.distDir, STAFF_WORKER);
  const pages = await createPageRenderer(app, {
    entryFile: join(opts.distDir, '..', 'dist-server', 'entry-server.js'),
    publicUrl: opts.publicUrl,
    ttlMs: opts.cache.lifetime,
    async assemble(path, body) {
      const meta = await pageMeta(opts.db, opts.cache, path);
      const html = inLanguage(renderedShell, meta.locale)
        .replace(HEAD_SLOT, () => renderHead(meta, opts.publicUrl, path))
        // A detail page's and its booking form's code, asked for beside the entry (decision 0218).
        .replace('</head>', (end) => (preloads(path) ? `  ${preloads(path)}\n  ${end}` : end))
        .replace(ROOT, () => `<div id="root">${body.html}</div>${body.state}`);
      return { html, status: body.status !== 200 ? body.status : meta.status };
    },
  });
  if (pages) opts.cache.onClear(pages.clear);
  else app.log.warn({ distDir: opts.distDir }, 'web server entry not found: pages are sent as the app shell');

  await app.register(fastifyStatic, {
    root: opts.distDir,
    wildcard: false,
    index: false,
    // The web build writes each script and stylesheet brotli-compressed at quality 11 and gzipped
    // (apps/web/vite.config.ts): sent as they are, with their Content-Encoding and `Vary:
    // accept-encoding`, about a sixth smaller than compressing per request
    // (docs/decisions/0218-the-booking-form-within-four-seconds.md). Others are compressed as before.
    preCompressed: true,
    setHeaders(res, path) {
      res.header(
        'cache-control',
        path.startsWith(assetsDir) ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
      );
      // A worker runs under the CSP it was served with: the resource set's `default-src 'none'`
      // would stop it fetching the staff pages it keeps (docs/decisions/0207-offline-check-in.md).
      if (path === staffWorker) res.header('content-security-policy', STAFF_WORKER_CSP);
    },
  });

  // A page not kept is rendered, about four times the cost of a kept one, and every unknown slug is
  // a page never kept before (issue 27). So each client may have NOT_FOUND_RENDERS not-found pages
  // rendered per window; past that, pages not kept answer 429 before any rendering. Counted in this
  // process's memory: the cost limited is this process's own time, and a kept page stays free.
  const notFoundRenders = new RateLimiterMemory({ points: NOT_FOUND_RENDERS, duration: NOT_FOUND_WINDOW_S });
  async function refuseSpentClient(client: string) {
    const spent = await notFoundRenders.get(client);
    if (spent && spent.consumedPoints >= NOT_FOUND_RENDERS) {
      const retryAfterS = Math.max(1, Math.ceil(spent.msBeforeNext / 1000));
      throw new AppError('rate_limited', MESSAGES.rateLimited, undefined, { 'retry-after': String(retryAfterS) });
    }
  }

  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const path = request.url.split('?')[0] ?? '/';
    // The site's address opens in the language the visitor chose before (the switch's cookie);
    // never on Accept-Language alone, which only makes the page suggest the other language.
    if (path === '/') reply.header('vary', 'cookie');
    if (path === '/' && rememberedLocale(request) === 'en') {
      return reply.header('cache-control', 'no-cache').redirect(englishPaths.home + querySuffix(request.url), 302);
    }
    if (pages && isRenderedPath(path)) {
      const key = pageKey(request.url);
      const client = pages.isKept(key) ? null : clientKey(request.ip);
      if (client) await refuseSpentClient(client);
      try {
        const page = await withTimeout(pages.render(key, request.ip), RENDER_TIMEOUT_MS);
        if (client && page.status === 404) await notFoundRenders.penalty(client);
        if (page.kind === 'redirect') return reply.redirect(page.location, page.status);
        reply.status(page.status).type('text/html; charset=utf-8').header('cache-control', 'no-cache');
        // Compressed once per kept page, as the JSON cache does (@fastify/compress skips an encoded reply).
        const encoding = pickEncoding(request.headers['accept-encoding']);
        reply.header('vary', path === '/' ? 'cookie, accept-encoding' : 'accept-encoding');
        if (!encoding) return reply.send(page.html);
        return reply.header('content-encoding', encoding).send(await pages.encoded(page, encoding));
      } catch (error) {
        // The browser can still build the page: send the shell rather than an error.
        request.log.error({ err: error, path }, 'server rendering failed: sending the app shell');
      }
    }
    const meta = await pageMeta(opts.db, opts.cache, path);
    const html = inLanguage(indexHtml, meta.locale).replace(HEAD_SLOT, () => renderHead(meta, opts.publicUrl, path));
    return reply.status(meta.status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  }

  // The rendered pages as routes of their own, not only the not-found fallback, so that the shell sent
  // when rendering fails is compressed too (@fastify/compress does not see the not-found handler's replies).
  for (const path of RENDERED_ROUTES) app.get(path, { schema: { hide: true } }, sendPage);

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isPage =
      request.method === 'GET' && !path.startsWith('/api/') && !path.startsWith('/storage/') && !path.startsWith('/assets/');
    if (isPage) return sendPage(request, reply);
    return reply.status(404).send(errorBody('not_found', MESSAGES.notFound));
  });
}

/** The document's language: the built page says Spanish (index.html, es-MX), an English page says so. */
const inLanguage = (html: string, locale: Locale) =>
  locale === 'es' ? html : html.replace(/<html lang="[^"]*"/, `<html lang="${INTL_LOCALE[locale]}"`);

/** The visitor's remembered language (one cookie read: no cookie parser needed for it). */
const rememberedLocale = (request: FastifyRequest) =>
  new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([a-z]{2})(?:;|$)`).exec(request.headers.cookie ?? '')?.[1];

const querySuffix = (url: string) => (url.includes('?') ? url.slice(url.indexOf('?')) : '');

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`server rendering took over ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
