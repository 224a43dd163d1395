import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { authErrorMessage } from '@/lib/auth-errors.ts';
import { usePublicConfig } from '@/lib/use-public-config.ts';
import { toast } from '@/lib/use-toast.ts';
import {
  ProviderNotConfiguredError,
  signInWithProvider,
  SOCIAL_PROVIDER_NAMES,
  type SocialProvider,
} from '../api/social-sign-in.ts';
import { AUTH_TOASTS, FALLBACK_ERROR, socialNotConfigured } from '../lib/auth-messages.ts';
import { browserLocale } from '../lib/browser-locale.ts';
import { FacebookIcon, GoogleIcon } from './provider-icons.tsx';

const PROVIDERS = [
  { id: 'google', Icon: GoogleIcon },
  { id: 'facebook', Icon: FacebookIcon },
] as const satisfies readonly { id: SocialProvider; Icon: unknown }[];

/**
 * docs/product.md §3.1: register offers Google and Facebook. A provider the server has no keys for says
 * so in a toast instead of sending the visitor to a broken page.
 */
export function SocialSignInButtons() {
  const { data: config } = usePublicConfig();
  const [pending, setPending] = useState<SocialProvider | null>(null);

  async function handleClick(provider: SocialProvider) {
    const name = SOCIAL_PROVIDER_NAMES[provider];
    setPending(provider);
    try {
      await signInWithProvider(provider, { locale: browserLocale(), configuredProviders: config?.auth_providers });
      // The browser is leaving for the provider; keep the button busy until it does.
    } catch (error) {
      setPending(null);
      const description =
        error instanceof ProviderNotConfiguredError ? socialNotConfigured(name) : authErrorMessage(error, FALLBACK_ERROR);
      toast(AUTH_TOASTS.socialFailed(name, description));
    }
  }

  return (
    <div className="grid gap-3">
      <p className="flex items-center gap-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        <span aria-hidden="true" className="h-px flex-1 bg-border" />o continúa con
        <span aria-hidden="true" className="h-px flex-1 bg-border" />
      </p>
      <div className="grid gap-2 sm:grid-cols-2">
        {PROVIDERS.map(({ id, Icon }) => (
          <Button
            key={id}
            variant="outline"
            aria-label={`Continuar con ${SOCIAL_PROVIDER_NAMES[id]}`}
            disabled={pending !== null}
            onClick={() => void handleClick(id)}
          >
            <Icon />
            {SOCIAL_PROVIDER_NAMES[id]}
          </Button>
        ))}
      </div>
    </div>
  );
}
