import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers, worked out once. @fastify/helmet builds the helmet middleware again on
 * every request (re-parsing the CSP directives: ~5 % of a cached catalogue answer's CPU in the
 * bench); the values never change while the process runs, so we compute them at start-up and
 * copy them onto each reply.
 */
export function computeSecurityHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  let failure: unknown;
  // The CSP middleware reads nothing from the request unless a directive is a function (ours are not).
  helmet(options)({} as never, res as never, (error?: unknown) => (failure = error));
  if (failure) throw failure;
  return headers;
}

/** Every answer gets the headers; HSTS only over HTTPS (RFC 6797 §7.2). */
export function registerSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>) {
  const headers = computeSecurityHeaders({ ...options, hsts: false } as HelmetOptions);
  // Behind a proxy the scheme is its X-Forwarded-Proto, believed only with TRUST_PROXY (request.protocol).
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(headers);
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
}
