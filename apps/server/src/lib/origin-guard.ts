import type { FastifyInstance, FastifyRequest } from 'fastify';
import { said } from '@hv/shared';
import type { Config } from '../config.ts';
import { AppError } from './errors.ts';

/**
 * The site's own origin. Without PUBLIC_URL the site is reached on this machine, and a person
 * may type any loopback name for it — the server prints localhost and listens on 127.0.0.1 —
 * so every loopback name on the port is the site. In development also Vite's dev server,
 * which proxies /api.
 */
export function trustedOrigins(config: Pick<Config, 'NODE_ENV' | 'publicUrl' | 'PUBLIC_URL' | 'PORT'>): string[] {
  const origins = new Set([config.publicUrl]);
  if (!config.PUBLIC_URL) {
    for (const host of ['localhost', '127.0.0.1', '[::1]']) origins.add(`http://${host}:${config.PORT}`);
  }
  if (config.NODE_ENV === 'development') origins.add('http://localhost:5173');
  return [...origins];
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

// Called by PayPal's and Mercado Pago's servers (decision 0211), not by a browser; its signature is verified instead. Matched on the
// route the router chose, so no spelling of a path can borrow the exemption.
const SERVER_TO_SERVER = new Set(['/api/payments/webhook', '/api/payments/mercadopago/webhook']);

/**
 * Cross-site requests cannot change state (CSRF). Browsers send `Origin` with every POST,
 * PUT, PATCH and DELETE, so a request that names another origin — or, without `Origin`,
 * says `Sec-Fetch-Site: cross-site` — is refused before any handler runs. Requests with
 * neither come from non-browser clients, which do not carry a visitor's cookies.
 *
 * Every state-changing request, whatever its path: the router decodes and normalises the path
 * (`/%61pi/...` is `/api/...`), so a test on the raw URL let encoded spellings through (issue 27).
 * better-auth applies the same rule to its own routes.
 */
export function registerOriginGuard(app: FastifyInstance, trustedOrigins: readonly string[]) {
  const trusted = new Set(trustedOrigins);
  const isCrossSite = (request: FastifyRequest) => {
    if (SAFE_METHODS.has(request.method) || SERVER_TO_SERVER.has(request.routeOptions.url ?? '')) return false;
    const origin = request.headers.origin;
    return origin ? !trusted.has(origin) : request.headers['sec-fetch-site'] === 'cross-site';
  };
  app.addHook('onRequest', (request, _reply, done) => {
    done(isCrossSite(request) ? new AppError('forbidden', said('common.crossSite')) : undefined);
  });
}
