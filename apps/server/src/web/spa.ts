import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@hv/shared';
import { errorBody } from '../lib/errors.ts';

/**
 * Serves the built SPA: hashed files under /assets cached for a year, everything else
 * revalidated, and index.html for any other GET that is not an API or storage path
 * (history fallback for React Router). Called directly (not registered) so that its
 * not-found handler is the root one.
 */
export async function spaRoutes(app: FastifyInstance, opts: { distDir: string }) {
  const indexFile = join(opts.distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ distDir: opts.distDir }, 'web build not found: run `npm run build`');
    app.setNotFoundHandler((_request, reply) => reply.status(404).send(errorBody('not_found', MESSAGES.notFound)));
    return;
  }
  const indexHtml = readFileSync(indexFile, 'utf8');

  await app.register(fastifyStatic, {
    root: opts.distDir,
    wildcard: false,
    index: false,
    setHeaders(res, path) {
      const hashed = path.includes(`${join(opts.distDir, 'assets')}`);
      res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate');
    },
  });

  const sendIndex = (reply: import('fastify').FastifyReply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);

  app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isPage =
      request.method === 'GET' && !path.startsWith('/api/') && !path.startsWith('/storage/') && !path.startsWith('/assets/');
    if (isPage) return sendIndex(reply);
    return reply.status(404).send(errorBody('not_found', MESSAGES.notFound));
  });
}
