import type { FastifyBaseLogger } from 'fastify';
import type { PaymentsConfig } from '@hv/shared';
import type { Config, ReadyConfig } from '../../../config.ts';
import { createPayPalClient, type PayPalClient } from './paypal-client.ts';

// Which PayPal the site talks to (README, PAYPAL_* variables): live or sandbox with the account's
// keys; without them, the stand-in (standins/paypal, mounted by app.ts), through the same client.

/** A PayPal to talk to: the server's client, what the browser loads, the id notifications are checked against. */
export interface PayPalConnection {
  client: PayPalClient;
  publicConfig: PaymentsConfig;
  /** The webhook id verify-webhook-signature checks against; null refuses every notification. */
  webhookId: string | null;
}

const PAYPAL_API = { live: 'https://api-m.paypal.com', sandbox: 'https://api-m.sandbox.paypal.com' } as const;
const PAYPAL_SDK = 'https://www.paypal.com/sdk/js';

export const usesRealPayPal = (config: Config) => Boolean(config.PAYPAL_CLIENT_ID && config.PAYPAL_CLIENT_SECRET);

/**
 * Extra Content-Security-Policy sources for PayPal's SDK (its buttons live in iframes on
 * paypal.com). None in test mode: the stand-in's SDK is served from our own origin.
 */
export function paypalCspSources(config: Config) {
  const hosts = usesRealPayPal(config) ? ['https://*.paypal.com', 'https://*.paypalobjects.com'] : [];
  return { scriptSrc: hosts, connectSrc: hosts, frameSrc: hosts, imgSrc: hosts, styleSrc: hosts };
}

/** Real PayPal (Orders v2 over fetch), live or sandbox by PAYPAL_ENV, with the account's keys. */
export function realPayPal(config: ReadyConfig, log: FastifyBaseLogger): PayPalConnection {
  const webhookId = config.PAYPAL_WEBHOOK_ID ?? null;
  if (!webhookId) log.warn('PAYPAL_WEBHOOK_ID is not set: PayPal webhook notifications will be refused');
  return {
    client: createPayPalClient({
      baseUrl: config.PAYPAL_API_URL ?? PAYPAL_API[config.PAYPAL_ENV],
      clientId: config.PAYPAL_CLIENT_ID!,
      clientSecret: config.PAYPAL_CLIENT_SECRET!,
    }),
    publicConfig: {
      clientId: config.PAYPAL_CLIENT_ID!,
      sdkUrl: PAYPAL_SDK,
      currency: 'MXN',
      testMode: config.PAYPAL_ENV !== 'live',
    },
    webhookId,
  };
}
