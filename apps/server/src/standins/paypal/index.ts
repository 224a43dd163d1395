import type { FastifyInstance } from 'fastify';
import type { ReadyConfig } from '../../config.ts';
import type { SessionReader } from '../../modules/auth/index.ts';
import { createPayPalClient, type PayPalConnection } from '../../modules/payment-providers/index.ts';
import { createStandIn, STANDIN_PREFIX, type StandIn } from './standin.ts';

// The PayPal stand-in (docs/architecture.md §7) is test mode, not the product: app.ts loads this
// file with a dynamic import() only when no PayPal keys are set, as it loads the S3 driver only
// with S3, so the server build keeps it in a chunk of its own.

/**
 * Mounts the stand-in under /paypal-standin/ and connects the site's PayPal client to it through
 * app.inject (no network hop): the same client as for PayPal, another base URL and fetch.
 */
export async function mountPayPalStandIn(
  app: FastifyInstance,
  opts: { config: ReadyConfig; sessions: SessionReader },
): Promise<PayPalConnection & { standIn: StandIn }> {
  const { config } = opts;
  const standIn = createStandIn({
    secret: config.authSecret,
    publicUrl: config.publicUrl,
    // The stand-in's demo payer is the signed-in traveller, else "Viajero".
    async payerFor(request) {
      const user = await opts.sessions.user(request);
      if (!user) return null;
      const [given, ...rest] = (user.fullName ?? '').trim().split(/\s+/).filter(Boolean);
      return { ...(given ? { given_name: given, surname: rest.join(' ') } : {}), email: user.email };
    },
  });
  await app.register(standIn.routes);
  return {
    standIn,
    client: createPayPalClient({
      baseUrl: `${config.publicUrl}${STANDIN_PREFIX}`,
      clientId: standIn.clientId,
      clientSecret: standIn.clientSecret,
      fetch: standIn.fetchVia(app),
    }),
    publicConfig: { clientId: standIn.clientId, sdkUrl: `${STANDIN_PREFIX}/sdk/js`, currency: 'MXN', testMode: true },
    webhookId: standIn.webhookId,
  };
}
