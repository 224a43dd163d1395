import { getPublicConfig } from '@/lib/use-public-config.ts';
import { authClient } from '@/lib/auth-client.ts';
import { AuthRequestError, unwrapAuth } from '@/lib/auth-errors.ts';

export type SocialProvider = 'google' | 'facebook';

export const SOCIAL_PROVIDER_NAMES: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

/** Thrown when the server has no keys for the provider: the button explains instead of redirecting to an error. */
export class ProviderNotConfiguredError extends Error {
  constructor(readonly provider: SocialProvider) {
    super(`${provider} is not configured`);
    this.name = 'ProviderNotConfiguredError';
  }
}

export function isProviderConfigured(providers: readonly string[] | undefined, provider: SocialProvider): boolean {
  return providers?.includes(provider) ?? false;
}

/**
 * docs/product.md §3.1: social sign-in redirects to the provider and back to the site's home with the
 * locale. Resolves just before the browser leaves the page.
 */
export async function signInWithProvider(
  provider: SocialProvider,
  options: { locale: string; configuredProviders?: readonly string[] },
): Promise<void> {
  const configured = options.configuredProviders ?? (await getPublicConfig()).auth_providers;
  if (!isProviderConfigured(configured, provider)) throw new ProviderNotConfiguredError(provider);
  const data: unknown = await unwrapAuth(
    authClient.signIn.social({ provider, callbackURL: `/?locale=${encodeURIComponent(options.locale)}` }),
  );
  // better-auth navigates by itself when it gets a URL back; no URL means it could not start.
  if (typeof data !== 'object' || data === null || !('url' in data) || !data.url)
    throw new AuthRequestError(0, undefined, undefined);
}
