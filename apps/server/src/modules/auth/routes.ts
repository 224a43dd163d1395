import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Auth } from './auth.ts';

/** Turns a Fastify request into the Fetch API request better-auth expects. */
export function toFetchHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  // better-auth keys its rate limits on this header; request.ip honours TRUST_PROXY.
  headers.set('x-forwarded-for', request.ip);
  return headers;
}

export async function authRoutes(app: FastifyInstance, opts: { auth: Auth; publicUrl: string }) {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    async handler(request, reply) {
      const url = new URL(request.url, opts.publicUrl);
      const body = request.method === 'POST' && request.body !== undefined ? JSON.stringify(request.body) : undefined;
      const response = await opts.auth.handler(
        new Request(url, { method: request.method, headers: toFetchHeaders(request), body }),
      );
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie') reply.header(key, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length) reply.header('set-cookie', cookies);
      return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
    },
  });
}
