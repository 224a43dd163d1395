import type { FastifyBaseLogger } from 'fastify';
import type { Config, ReadyConfig } from '../../../config.ts';
import { createMercadoPagoClient } from './mercadopago-client.ts';
import type { MercadoPagoConnection } from './provider.ts';

// Which Mercado Pago the site talks to (README, MERCADOPAGO_* variables; decision 0211): the
// account's with its access token; without it, the stand-in (standins/mercadopago, mounted by app.ts).

export const usesRealMercadoPago = (config: Config) => Boolean(config.MERCADOPAGO_ACCESS_TOKEN);

/** Real Mercado Pago (api.mercadopago.com) with the account's access token; TEST- tokens are its sandbox. */
export function realMercadoPago(config: ReadyConfig, log: FastifyBaseLogger): MercadoPagoConnection {
  const webhookSecret = config.MERCADOPAGO_WEBHOOK_SECRET ?? null;
  if (!webhookSecret) log.warn('MERCADOPAGO_WEBHOOK_SECRET is not set: Mercado Pago notifications will be refused');
  const token = config.MERCADOPAGO_ACCESS_TOKEN!;
  return {
    client: createMercadoPagoClient({ accessToken: token }),
    // Checkout Pro needs no script on our page: the browser is sent to the preference's init_point.
    publicConfig: {
      clientId: config.MERCADOPAGO_PUBLIC_KEY ?? '',
      sdkUrl: '',
      currency: 'MXN',
      testMode: token.startsWith('TEST-'),
    },
    webhookSecret,
  };
}
