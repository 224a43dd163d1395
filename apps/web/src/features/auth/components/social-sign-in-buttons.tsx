import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { authErrorMessage } from '@/lib/auth-errors.ts';
import { usePublicConfig } from '@/lib/use-public-config.ts';
import { toast } from '@/lib/use-toast.ts';
import { signInWithProvider, SOCIAL_PROVIDER_NAMES, type SocialProvider } from '../api/social-sign-in.ts';
import { FALLBACK_ERROR, useAuthMessages } from '../lib/auth-messages.ts';
import { browserLocale } from '../lib/browser-locale.ts';
import { FacebookIcon, GoogleIcon } from './provider-icons.tsx';

const PROVIDERS = [
  { id: 'google', Icon: GoogleIcon },
  { id: 'facebook', Icon: FacebookIcon },
] as const satisfies readonly { id: SocialProvider; Icon: unknown }[];

/**
 * docs/product.md §3.1: Google and Facebook, each only when the server has its keys (`auth_providers`
 * of /api/config). Until the config answers, and when no provider is configured, nothing is shown,
 * not even the 'o continúa con' line: a button that can only say "not configured" is a dead end.
 */
export function SocialSignInButtons() {
  const { data: config } = usePublicConfig();
  const [pending, setPending] = useState<SocialProvider | null>(null);
  const { t, paths, toasts } = useAuthMessages();
  const configured = PROVIDERS.filter(({ id }) => config?.auth_providers.includes(id));
  if (configured.length === 0) return null;

  async function handleClick(provider: SocialProvider) {
    setPending(provider);
    try {
      await signInWithProvider(provider, { locale: browserLocale(), home: paths.home });
      // The browser is leaving for the provider; keep the button busy until it does.
    } catch (error) {
      setPending(null);
      toast(toasts.socialFailed(SOCIAL_PROVIDER_NAMES[provider], authErrorMessage(error, t, FALLBACK_ERROR)));
    }
  }

  return (
    <div className="grid gap-3">
      <p className="flex items-center gap-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        <span aria-hidden="true" className="h-px flex-1 bg-border" />
        {t('auth.social.divider')}
        <span aria-hidden="true" className="h-px flex-1 bg-border" />
      </p>
      <div className={configured.length > 1 ? 'grid gap-2 sm:grid-cols-2' : 'grid gap-2'}>
        {configured.map(({ id, Icon }) => (
          <Button
            key={id}
            variant="outline"
            aria-label={t('auth.social.continueWith', { provider: SOCIAL_PROVIDER_NAMES[id] })}
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
