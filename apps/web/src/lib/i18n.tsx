import { useEffect, useMemo, type ReactNode } from 'react';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react';
import { useLocation } from 'react-router';
import {
  formatLongDate,
  formatMXN,
  INTL_LOCALE,
  isLocale,
  LOCALE_COOKIE,
  localeOfPath,
  localizedPaths,
  type Locale,
} from '@hv/shared';
import type spanish from '@/locales/es.json';

/*
 * The traveller-facing site's words (docs/decisions/0159-english-pages.md). Messages live in one
 * catalogue per language (src/locales/*.json, explicit ids); each is compiled at build time and
 * loaded on its own, so a page downloads only its language's messages. Components read them through
 * useT(), which also gives the language's paths and its money and date formats.
 */

/** Every message id: the Spanish catalogue is the reference (a test keeps English in step with it). */
export type MessageId = keyof typeof spanish;
export type MessageValues = Record<string, unknown>;

const catalogues: Record<Locale, () => Promise<{ messages: Messages }>> = {
  es: () => import('@/locales/es.json?lingui'),
  en: () => import('@/locales/en.json?lingui'),
};

/** Loads a language's catalogue into `i18n` (once) without showing it yet. */
export async function loadCatalogue(locale: Locale, i18n: I18n): Promise<void> {
  if (Object.keys(i18n.messages[locale] ?? {}).length > 0) return;
  const { messages } = await catalogues[locale]();
  i18n.load(locale, messages);
}

/** An i18n instance showing `locale` (or the language of a page path), its catalogue loaded. */
export async function loadI18n(localeOrPath: Locale | string, i18n: I18n = setupI18n()): Promise<I18n> {
  const locale = isLocale(localeOrPath) ? localeOrPath : localeOfPath(localeOrPath);
  await loadCatalogue(locale, i18n);
  i18n.activate(locale);
  return i18n;
}

/** Remembers a visitor's choice of language in this browser for a year (the server reads it on '/'). */
export function rememberLocale(locale: Locale): void {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax${secure}`;
}

/** The language this browser chose before, if it did. */
export function rememberedLocale(): Locale | null {
  const value = new RegExp(`(?:^|; )${LOCALE_COOKIE}=([^;]*)`).exec(document.cookie)?.[1];
  return isLocale(value) ? value : null;
}

/** The page's language, its messages, paths and formats. */
export function useT() {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  return useMemo(
    () => ({
      locale,
      t: (id: MessageId, values?: MessageValues) => i18n._(id, values),
      paths: localizedPaths(locale),
      money: (amount: number) => formatMXN(amount, locale),
      longDate: (isoDate: string) => formatLongDate(isoDate, locale),
      /** A count with the language's digit grouping. */
      number: (value: number) => new Intl.NumberFormat(INTL_LOCALE[locale]).format(value),
      /**
       * Text staff wrote (a name, a description): the English one on an English page when there is one,
       * else the Spanish, with `lang: 'es'` to put on its element so a screen reader reads it as Spanish.
       */
      content: <T extends string | string[]>(es: T, en?: T | null): { value: T; lang?: 'es' } =>
        locale === 'es' ? { value: es } : hasText(en) ? { value: en } : { value: es, lang: 'es' },
    }),
    [i18n, locale],
  );
}

const hasText = (value: string | string[] | null | undefined): value is string | string[] =>
  Array.isArray(value) ? value.length > 0 : Boolean(value?.trim());

/** A message with elements inside it: `<0>…</0>` in the catalogue becomes `components[0]`. */
export function Message(props: { id: MessageId; values?: MessageValues; components?: Record<string, React.ReactElement> }) {
  return <Trans {...props} />;
}

/**
 * Keeps the shown language in step with the path: a link into the other language's pages (or the
 * back office, which is Spanish) loads that catalogue and switches, and <html lang> follows.
 */
export function LocaleFromPath({ children }: { children: ReactNode }) {
  const { i18n } = useLingui();
  const { pathname } = useLocation();
  const wanted = localeOfPath(pathname);
  useEffect(() => {
    document.documentElement.lang = INTL_LOCALE[wanted];
    if (i18n.locale !== wanted) void loadI18n(wanted, i18n);
  }, [i18n, wanted]);
  return children;
}
