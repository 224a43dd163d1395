import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '@hv/shared';
import type { Db } from '../db/client.ts';
import { errorBody } from '../lib/errors.ts';
import type { JsonCache } from '../lib/json-cache.ts';
import { pageMeta, renderHead } from '../modules/site/index.ts';

const HEAD_SLOT = /<!--app-head-->[\s\S]*?<!--\/app-head-->/;

interface Options {
  distDir: string;
  db: Db;
  cache: JsonCache;
  publicUrl: string;
}

/**
 * Serves the built SPA: hashed files under /assets cached for a year; every page path gets
 * index.html with its own <title>, description and Open Graph tags rendered on the server
 * (crawlers run no JavaScript) and the right status (404 for unknown routes and slugs).
 * Called directly (not registered) so that its not-found handler is the root one.
 */
export async function spaRoutes(app: FastifyInstance, opts: Options) {
  const indexFile = join(opts.distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ distDir: opts.distDir }, 'web build not found: run `npm run build`');
    app.setNotFoundHandler((_request, reply) => reply.status(404).send(errorBody('not_found', MESSAGES.notFound)));
    return;
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  const assetsDir = join(opts.distDir, 'assets');

  await app.register(fastifyStatic, {
    root: opts.distDir,
    wildcard: false,
    index: false,
    setHeaders(res, path) {
      res.header(
        'cache-control',
        path.startsWith(assetsDir) ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
      );
    },
  });

  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const path = request.url.split('?')[0] ?? '/';
    const meta = await pageMeta(opts.db, opts.cache, path);
    const html = indexHtml.replace(HEAD_SLOT, () => renderHead(meta, opts.publicUrl, path));
    return reply.status(meta.status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  }

  app.get('/', { schema: { hide: true } }, sendPage);

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isPage =
      request.method === 'GET' && !path.startsWith('/api/') && !path.startsWith('/storage/') && !path.startsWith('/assets/');
    if (isPage) return sendPage(request, reply);
    return reply.status(404).send(errorBody('not_found', MESSAGES.notFound));
  });
}
