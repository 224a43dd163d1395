import { authClient } from '@/lib/auth-client.ts';
import { AuthRequestError, unwrapAuth } from '@/lib/auth-errors.ts';

export type SocialProvider = 'google' | 'facebook';

export const SOCIAL_PROVIDER_NAMES: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

/**
 * docs/product.md §3.1: social sign-in redirects to the provider and back to the site's home (`home`,
 * the page's language's) with the locale. Resolves just before the browser leaves the page. Only
 * configured providers get a button; a provider removed since the page loaded is refused by the
 * server (PROVIDER_NOT_FOUND).
 */
export async function signInWithProvider(provider: SocialProvider, options: { locale: string; home?: string }): Promise<void> {
  const home = options.home ?? '/';
  const data: unknown = await unwrapAuth(
    authClient.signIn.social({ provider, callbackURL: `${home}?locale=${encodeURIComponent(options.locale)}` }),
  );
  // better-auth navigates by itself when it gets a URL back; no URL means it could not start.
  if (typeof data !== 'object' || data === null || !('url' in data) || !data.url) throw new AuthRequestError(0, undefined);
}
