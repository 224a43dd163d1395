import type { FastifyInstance } from 'fastify';
import type { Fetch } from '../modules/payment-providers/index.ts';

/**
 * A `fetch` that answers from the app's own routes (Fastify's inject), with no network: the
 * stand-ins serve the provider's API inside the site, and the provider's client calls them so.
 */
export function injectFetch(app: FastifyInstance): Fetch {
  return async (url, init) => {
    const { pathname, search } = new URL(url);
    const response = await app.inject({
      method: init.method as 'GET' | 'POST',
      url: pathname + search,
      headers: init.headers,
      ...(init.body !== undefined ? { payload: init.body } : {}),
    });
    return new Response(response.rawPayload.length ? response.rawPayload : null, {
      status: response.statusCode,
      headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') },
    });
  };
}
