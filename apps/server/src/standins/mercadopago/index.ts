import type { FastifyInstance } from 'fastify';
import type { ReadyConfig } from '../../config.ts';
import { createMercadoPagoClient, type MercadoPagoConnection } from '../../modules/payment-providers/index.ts';
import { createMercadoPagoStandIn, MP_STANDIN_PREFIX, type MercadoPagoStandIn } from './standin.ts';

// The Mercado Pago stand-in (docs/decisions/0211) is test mode, not the product: app.ts loads this
// file with a dynamic import() only when MERCADOPAGO_ACCESS_TOKEN is not set, as it does PayPal's.

/**
 * Mounts the stand-in under /mercadopago-standin/ and connects the site's Mercado Pago client to
 * it through app.inject (no network hop): the same client, another base URL and fetch.
 */
export async function mountMercadoPagoStandIn(
  app: FastifyInstance,
  opts: { config: ReadyConfig },
): Promise<MercadoPagoConnection & { standIn: MercadoPagoStandIn }> {
  const standIn = createMercadoPagoStandIn({ secret: opts.config.authSecret, publicUrl: opts.config.publicUrl });
  await app.register(standIn.routes);
  return {
    standIn,
    client: createMercadoPagoClient({
      baseUrl: `${opts.config.publicUrl}${MP_STANDIN_PREFIX}`,
      accessToken: standIn.accessToken,
      fetch: standIn.fetchVia(app),
    }),
    publicConfig: { clientId: standIn.publicKey, sdkUrl: '', currency: 'MXN', testMode: true },
    webhookSecret: standIn.webhookSecret,
  };
}
