import type { MouseEvent } from 'react';
import { useLingui } from '@lingui/react';
import { Languages } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { pathInLocale, type Locale } from '@hv/shared';
import { cn } from '@/lib/cn.ts';
import { loadLanguage, rememberLocale, useT } from '@/lib/i18n.tsx';
import { useAuth } from '@/lib/use-auth.ts';

/**
 * The way to the same page in the other language (docs/decisions/0159-english-pages.md): its address
 * (a real link, so it works before the page's code has run) and a click handler that loads the other
 * catalogue first and changes the page in place, scroll kept. The choice is remembered in the browser
 * and, signed in, on the account.
 */
export function useLanguageSwitch() {
  const { locale } = useT();
  const { i18n } = useLingui();
  const { user, refresh } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const other: Locale = locale === 'es' ? 'en' : 'es';
  const href = pathInLocale(location.pathname, other) + location.search + location.hash;

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    rememberLocale(other);
    if (user) void saveOnAccount(other).then(refresh);
    void loadLanguage(other, i18n).then(() => navigate(href, { preventScrollReset: true }));
  };

  return { other, href, onClick };
}

interface LanguageSwitchProps {
  className?: string;
  /** Only the icon, in a 44 px square, where space is short: the name stays for screen readers and as a tooltip. */
  iconOnly?: boolean;
}

/** The other language's link, named in that language ("English", "Español"). */
export function LanguageSwitch({ className, iconOnly = false }: LanguageSwitchProps) {
  const { t } = useT();
  const { other, href, onClick } = useLanguageSwitch();
  const name = t('layout.otherLanguage');

  return (
    <a
      href={href}
      lang={other}
      hrefLang={other}
      title={iconOnly ? name : undefined}
      className={cn(
        'inline-flex min-h-11 items-center gap-2 rounded-full px-3 text-sm font-semibold whitespace-nowrap text-foreground/80 underline-offset-4 hover:text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
        iconOnly && 'size-11 justify-center px-0 hover:bg-terracotta-50',
        className,
      )}
      onClick={onClick}
    >
      <Languages className={iconOnly ? 'size-5 shrink-0' : 'size-4 shrink-0'} aria-hidden="true" />
      <span className={iconOnly ? 'sr-only' : undefined}>{name}</span>
    </a>
  );
}

async function saveOnAccount(locale: Locale): Promise<void> {
  const { authClient } = await import('@/lib/auth-client.ts');
  await authClient.updateUser({ locale });
}
