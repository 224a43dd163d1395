import type { FastifyInstance } from 'fastify';
import type { ReadyConfig } from '../../config.ts';
import { createFacturapiClient, DEFAULT_FISCAL_SETTINGS, type FacturapiConnection } from '../../modules/invoicing/index.ts';
import { createFacturapiStandIn, FACTURAPI_STANDIN_PREFIX, type FacturapiStandIn } from './standin.ts';

// The Facturapi stand-in (docs/decisions/0221-facturas-through-facturapi.md) is test mode, not the
// product: app.ts loads this file with a dynamic import() only when FACTURAPI_KEY is not set, as
// it does the payment providers' stand-ins.

/**
 * Mounts the stand-in under /facturapi-standin/v2/ and connects the site's Facturapi client to it
 * through app.inject (no network hop): the same client, another base URL and fetch. The stand-in
 * stamps as the demo operator (in the live service the issuer is the organization of the key).
 */
export async function mountFacturapiStandIn(
  app: FastifyInstance,
  opts: { config: ReadyConfig },
): Promise<FacturapiConnection & { standIn: FacturapiStandIn }> {
  const f = DEFAULT_FISCAL_SETTINGS;
  const standIn = createFacturapiStandIn({
    secret: opts.config.authSecret,
    issuer: { rfc: f.rfc, name: f.legalName, taxSystem: f.taxSystem, zip: f.zip },
  });
  await app.register(standIn.routes);
  return {
    standIn,
    testMode: true,
    client: createFacturapiClient({
      baseUrl: `${opts.config.publicUrl}${FACTURAPI_STANDIN_PREFIX}`,
      apiKey: standIn.apiKey,
      fetch: standIn.fetchVia(app),
    }),
  };
}
