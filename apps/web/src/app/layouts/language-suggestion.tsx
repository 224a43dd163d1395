import { useId, useState, useSyncExternalStore } from 'react';
import { Languages } from 'lucide-react';
import { localeOfTag, type Locale } from '@hv/shared';
import { useLanguageSwitch } from '@/components/language-switch.tsx';
import { Button, buttonVariants } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';
import { useFloatingButtonsHidden } from '@/lib/floating-clearance.ts';
import { rememberedLocale, rememberLocale, useT, type MessageId } from '@/lib/i18n.tsx';
import { useAuth } from '@/lib/use-auth.ts';
import { useMediaQuery } from '@/lib/use-media-query.ts';
import { useTextEntryFocused } from './use-text-entry-focused.ts';

// Written in the language they suggest, so both catalogues hold the same words for these ids.
const WORDS = {
  en: { text: 'layout.suggestion.en.text', link: 'layout.suggestion.en.link', dismiss: 'layout.suggestion.en.dismiss' },
  es: { text: 'layout.suggestion.es.text', link: 'layout.suggestion.es.link', dismiss: 'layout.suggestion.es.dismiss' },
} as const satisfies Record<Locale, Record<string, MessageId>>;

// Below Tailwind's `sm`, as for the contact button: a phone, where a focused field sits under the keyboard.
const PHONE_QUERY = '(max-width: 639px)';

/**
 * The language this visitor reads best, if we can tell: the one they chose in this browser, else their
 * account's, else the first of the browser's languages that the site has.
 */
export function preferredLocale(accountLocale?: string | null): Locale | null {
  const browser = navigator.languages?.length ? navigator.languages : [navigator.language];
  return rememberedLocale() ?? localeOfTag(accountLocale) ?? browser.map(localeOfTag).find((l) => l !== null) ?? null;
}

const subscribeToNothing = () => () => {};

/** False in the server's HTML and while the browser hydrates it; true from then on. */
function useMounted(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/**
 * Offers the page in the visitor's language when it is the other one (docs/decisions/0159-english-pages.md):
 * a small floating card, in that language, with a link to the same page and a "no thanks" that remembers the
 * page's language. Only in the browser, never in the server's HTML (a cached page is the same for everyone),
 * and floating so that it moves nothing on the page. It never redirects.
 */
export function LanguageSuggestion() {
  const mounted = useMounted();
  const { t, locale } = useT();
  const { user } = useAuth();
  const { href, onClick } = useLanguageSwitch();
  const [dismissed, setDismissed] = useState(false);
  const textId = useId();
  const phone = useMediaQuery(PHONE_QUERY);
  const typing = useTextEntryFocused();
  const hidden = useFloatingButtonsHidden() || (phone && typing);

  if (!mounted || dismissed) return null;
  const preferred = preferredLocale(user?.locale);
  if (!preferred || preferred === locale) return null;
  const words = WORDS[preferred];

  return (
    <div
      role="region"
      aria-labelledby={textId}
      lang={preferred}
      data-print="hide"
      className={cn(
        'fixed inset-x-3 bottom-20 z-30 rounded-2xl border border-border bg-card p-3 shadow-card-hover sm:p-4',
        'sm:right-auto sm:bottom-6 sm:left-6 sm:max-w-sm',
        hidden && 'invisible',
      )}
    >
      <p id={textId} className="flex items-start gap-2 text-sm font-semibold text-foreground">
        <Languages className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        {t(words.text)}
      </p>
      <div className="mt-2 flex flex-wrap gap-x-1 gap-y-2">
        <a href={href} hrefLang={preferred} onClick={onClick} className={cn(buttonVariants(), 'px-4')}>
          {t(words.link)}
        </a>
        <Button
          variant="ghost"
          className="px-4"
          onClick={() => {
            rememberLocale(locale);
            setDismissed(true);
          }}
        >
          {t(words.dismiss)}
        </Button>
      </div>
    </div>
  );
}
