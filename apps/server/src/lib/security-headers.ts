import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers, worked out once. @fastify/helmet builds the helmet middleware again on
 * every request (re-parsing the CSP directives: ~5 % of a cached catalogue answer's CPU in the
 * bench); the values never change while the process runs, so we compute them at start-up and
 * copy them onto each reply. Helmet is used as documented — its middleware on Node's own
 * request and response objects — and the headers it set are read back with getHeaders().
 */
export function computeSecurityHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const socket = new Socket();
  const req = new IncomingMessage(socket);
  const res = new ServerResponse(req);
  let called = false;
  let failure: unknown;
  // The CSP middleware reads nothing from the request unless a directive is a function (ours are not).
  helmet(options)(req, res, (error?: unknown) => {
    called = true;
    failure = error;
  });
  socket.destroy();
  if (failure) throw failure;
  if (!called) throw new Error('helmet did not finish synchronously');
  return Object.fromEntries(Object.entries(res.getHeaders()).map(([name, value]) => [name, String(value)]));
}

/**
 * What a response that is not a page needs (OWASP's REST security headers): no sniffing, no
 * framing, nothing loaded or run if it is ever opened as a document, same-origin reads only.
 * Helmet's document set is ~600 bytes more per answer — 15 % of the throughput of a cached
 * catalogue read (docs/performance.md) — for directives only an HTML page acts on.
 */
function resourceHeaders(document: Readonly<Record<string, string>>): Record<string, string> {
  const headers: Record<string, string> = { 'content-security-policy': "default-src 'none'; frame-ancestors 'none'" };
  for (const name of ['x-content-type-options', 'referrer-policy', 'cross-origin-resource-policy']) {
    if (document[name]) headers[name] = document[name];
  }
  return headers;
}

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Every answer gets security headers, chosen by what it is once its type is known: HTML pages
 * (the SPA, server-rendered detail pages, better-auth's error page) the whole helmet set with
 * the site's CSP; JSON, scripts, images and the rest the resource set; an answer of unknown
 * type is treated as a page. A route that sets one of these headers itself (the API docs'
 * CSP) keeps its own. HSTS only over HTTPS (RFC 6797 §7.2).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>) {
  const document = computeSecurityHeaders({ ...options, hsts: false } as HelmetOptions);
  const resource = resourceHeaders(document);
  app.addHook('onSend', (request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    const isPage = typeof type !== 'string' || type.startsWith('text/html');
    const headers = isPage ? document : resource;
    for (const name in headers) if (!reply.hasHeader(name)) reply.header(name, headers[name]);
    // Behind a proxy the scheme is its X-Forwarded-Proto, believed only with TRUST_PROXY (request.protocol).
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done(null, payload);
  });
}
