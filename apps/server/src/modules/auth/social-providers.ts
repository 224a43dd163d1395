import type { PublicConfig } from '@hv/shared';
import type { Config } from '../../config.ts';

type ProviderKeys = Pick<Config, 'GOOGLE_CLIENT_ID' | 'GOOGLE_CLIENT_SECRET' | 'FACEBOOK_CLIENT_ID' | 'FACEBOOK_CLIENT_SECRET'>;

/**
 * better-auth's `socialProviders`: a provider is on only with both its client id and its secret
 * (docs/product.md §3.1). The one place that decides it, so the sign-in buttons the browser is told
 * about (`configuredSocialProviders`) are exactly the providers better-auth accepts.
 */
export function socialProviders(config: ProviderKeys) {
  return {
    ...(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET
      ? { google: { clientId: config.GOOGLE_CLIENT_ID, clientSecret: config.GOOGLE_CLIENT_SECRET } }
      : {}),
    ...(config.FACEBOOK_CLIENT_ID && config.FACEBOOK_CLIENT_SECRET
      ? { facebook: { clientId: config.FACEBOOK_CLIENT_ID, clientSecret: config.FACEBOOK_CLIENT_SECRET } }
      : {}),
  };
}

/** The providers with keys, for the browser (`auth_providers` of GET /api/config). */
export function configuredSocialProviders(config: ProviderKeys): PublicConfig['auth_providers'] {
  return Object.keys(socialProviders(config)) as PublicConfig['auth_providers'];
}
