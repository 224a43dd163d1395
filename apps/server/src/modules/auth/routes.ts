import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES, said } from '@hv/shared';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { Mailer } from '../mail/index.ts';
import type { Auth } from './auth.ts';
import { enrolCodeEmail } from './emails.ts';
import { ENROL_CODE_MESSAGES, issueEnrolCode } from './enrol-code.ts';

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

export async function authRoutes(app: FastifyInstance, opts: { auth: Auth; db: Db; mailer: Mailer; publicUrl: string }) {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    async handler(request, reply) {
      const url = new URL(request.url, opts.publicUrl);
      // better-auth's admin plugin answers here with staff powers (list and create users, set
      // passwords, impersonate) that would bypass the one staff guard and its MFA rule. The back
      // office has its own /api/admin endpoints; the plugin stays only for the role field.
      if (url.pathname === '/api/auth/admin' || url.pathname.startsWith('/api/auth/admin/')) throw notFound();
      const body = request.method === 'POST' && request.body !== undefined ? JSON.stringify(request.body) : undefined;
      const response = await opts.auth.handler(
        new Request(url, { method: request.method, headers: toFetchHeaders(request), body }),
      );
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        // Fastify measures the body it sends (which may be rewritten below).
        if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length) reply.header('set-cookie', cookies);
      const answer = response.body ? Buffer.from(await response.arrayBuffer()) : null;
      if (response.status === 429) {
        const retryAfter = response.headers.get('x-retry-after');
        if (retryAfter) reply.header('retry-after', retryAfter);
        return reply.send(spanishRateLimit(answer));
      }
      return reply.send(answer);
    },
  });

  // The e-mailed code that staff need to enrol an authenticator while REQUIRE_STAFF_MFA is on.
  app.post('/api/two-factor/email-code', { schema: { hide: true } }, async (request, reply) => {
    const session = await opts.auth.api.getSession({ headers: toFetchHeaders(request) });
    if (!session) throw new AppError('unauthorized', said('common.unauthorized'));
    const code = await issueEnrolCode(opts.db, session.user.id);
    if (!code) throw new AppError('rate_limited', ENROL_CODE_MESSAGES.tooSoon);
    const name = (session.user as { fullName?: string | null }).fullName ?? session.user.name;
    await opts.mailer.send(enrolCodeEmail(session.user.email, name, code));
    return reply.status(204).send();
  });
}

/** Our own limits inside better-auth's routes: already Spanish, and they say the minutes. */
const OWN_LIMIT_CODES = new Set<unknown>(['RESET_LIMIT', 'ENROL_CODE_LIMIT']);

/**
 * better-auth's own per-IP limits (sign-in, sign-up, reset; stored in the database) answer
 * in English: the message becomes the API's Spanish one, in better-auth's `{ code, message }`
 * shape its client reads. Our own limits (OWN_LIMIT_CODES) pass as they are.
 */
function spanishRateLimit(body: Buffer | null): Buffer | null {
  try {
    if (body && OWN_LIMIT_CODES.has((JSON.parse(body.toString('utf8')) as { code?: unknown }).code)) return body;
  } catch {
    /* not JSON: replaced below */
  }
  return Buffer.from(JSON.stringify({ code: 'RATE_LIMITED', message: MESSAGES.rateLimited }));
}
