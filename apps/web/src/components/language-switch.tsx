import { useLingui } from '@lingui/react';
import { Languages } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { pathInLocale, type Locale } from '@hv/shared';
import { cn } from '@/lib/cn.ts';
import { loadCatalogue, rememberLocale, useT } from '@/lib/i18n.tsx';
import { useAuth } from '@/lib/use-auth.ts';

/**
 * The other language's link (docs/decisions/0159-english-pages.md): the same page in English or in
 * Spanish, named in that language ("English", "Español"). A real link, so it works before the page's
 * code has run; with it, the other catalogue loads first and the page changes in place, scroll kept.
 * The choice is remembered in the browser and, signed in, on the account.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { locale, t } = useT();
  const { i18n } = useLingui();
  const { user, refresh } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const other: Locale = locale === 'es' ? 'en' : 'es';
  const to = pathInLocale(location.pathname, other) + location.search + location.hash;

  return (
    <a
      href={to}
      lang={other}
      hrefLang={other}
      className={cn(
        'inline-flex min-h-11 items-center gap-2 rounded-full px-3 text-sm font-semibold text-foreground/80 underline-offset-4 hover:text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
        className,
      )}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        rememberLocale(other);
        if (user) void saveOnAccount(other).then(refresh);
        void loadCatalogue(other, i18n).then(() => navigate(to, { preventScrollReset: true }));
      }}
    >
      <Languages className="size-4" aria-hidden="true" />
      {t('layout.otherLanguage')}
    </a>
  );
}

async function saveOnAccount(locale: Locale): Promise<void> {
  const { authClient } = await import('@/lib/auth-client.ts');
  await authClient.updateUser({ locale });
}
