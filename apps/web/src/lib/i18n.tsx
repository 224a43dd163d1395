import { useEffect, useMemo, type ReactNode } from 'react';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react';
import { useLocation } from 'react-router';
import {
  formatClock,
  formatDuration,
  formatLongDate,
  formatMXN,
  hasText,
  INTL_LOCALE,
  isLocale,
  LOCALE_COOKIE,
  localeOfPath,
  localizedPaths,
  durationOf,
  textIn,
  type Locale,
  type SaidKey,
} from '@hv/shared';
import type core from '@/locales/es/core.json';
import type booking from '@/locales/es/booking.json';
import type account from '@/locales/es/account.json';
import type terms from '@/locales/es/terms.json';
import type privacy from '@/locales/es/privacy.json';
import type cookies from '@/locales/es/cookies.json';
import type transport from '@/locales/es/transport.json';
import type seeds from '@/locales/es/seeds.json';
import type desk from '@/locales/es/desk.json';

/*
 * The traveller-facing site's words (docs/decisions/0159-english-pages.md). Messages live in
 * catalogues per language (src/locales/{locale}/*.json, explicit ids), compiled at build time. A
 * page downloads only its language, and of it only 'core' (what every page shows) and the
 * namespaces its parts ask for: useT('booking') in the checkout, useT('account') in the account
 * dialogs and profile, useT('terms'), useT('privacy') or useT('cookies') on a legal page, useT('transport') in the transport form, useT('seeds') on /semillas, useT('desk') on the staff desk's offline banner. Such a part suspends until its namespace has
 * arrived; on the server, the render waits for it, and the page tells the browser which namespaces to
 * load before hydrating. useT() also gives the language's paths and its money and date formats.
 */

/** Every message id: the Spanish catalogues are the reference (a test keeps English in step with them). */
export type MessageId =
  | keyof typeof core
  | keyof typeof booking
  | keyof typeof account
  | keyof typeof terms
  | keyof typeof privacy
  | keyof typeof cookies
  | keyof typeof transport
  | keyof typeof seeds
  | keyof typeof desk
  | SaidKey;
export type MessageValues = Record<string, unknown>;
/** A catalogue loaded only where it is used (src/locales/namespaces.json says which ids it holds). */
export type Namespace = 'booking' | 'account' | 'terms' | 'privacy' | 'cookies' | 'transport' | 'seeds' | 'desk';
type CatalogueName = 'core' | Namespace;

// Each language's catalogue files, compiled on import (`?lingui`); a page imports only the ones it uses.
const catalogueFiles = import.meta.glob<{ messages: Messages }>('../locales/*/*.json', { query: '?lingui' });
// The shared catalogue (errors and shared rules said by key, docs/decisions/0197-messages-travel-as-keys.md) comes with 'core'.
const sharedFiles = import.meta.glob<{ messages: Messages }>('../../../../packages/shared/src/locales/*.json', {
  query: '?lingui',
});
const catalogue = async (locale: Locale, name: CatalogueName): Promise<{ messages: Messages }> => {
  const own = catalogueFiles[`../locales/${locale}/${name}.json`]!();
  if (name !== 'core') return own;
  const [core, shared] = await Promise.all([own, sharedFiles[`../../../../packages/shared/src/locales/${locale}.json`]!()]);
  return { messages: { ...shared.messages, ...core.messages } };
};
export const NAMESPACES: Namespace[] = ['booking', 'account', 'terms', 'privacy', 'cookies', 'transport', 'seeds', 'desk'];

// Per i18n instance (one per server render, one in the browser): each catalogue's load, started once.
// Kept on the instance itself: @lingui/react hands components a new Proxy of it after every change.
const LOADS = Symbol('catalogue loads');
type Load = Promise<void> & { done?: boolean };
const loadsOf = (i18n: I18n): Map<string, Load> =>
  ((i18n as unknown as Record<symbol, Map<string, Load>>)[LOADS] ??= new Map<string, Load>());

/** Loads a catalogue of a language into `i18n` (once) without showing it. */
export function loadCatalogue(locale: Locale, i18n: I18n, name: CatalogueName = 'core'): Load {
  const started = loadsOf(i18n);
  const key = `${locale}:${name}`;
  let load = started.get(key);
  if (!load) {
    const promise: Load = catalogue(locale, name).then(({ messages }) => {
      // A copy: Lingui merges later loads into the object it was given, the module's own catalogue.
      i18n.load(locale, { ...messages });
      promise.done = true;
    });
    load = promise;
    started.set(key, load);
  }
  return load;
}

/** The namespaces loaded for a language so far (the server hands them to the browser). */
export function loadedNamespaces(i18n: I18n, locale: Locale): Namespace[] {
  const started = loadsOf(i18n);
  return NAMESPACES.filter((name) => started.get(`${locale}:${name}`)?.done);
}

/** Loads `locale`'s core and `namespaces` (default: those already loaded in the shown language). */
export async function loadLanguage(locale: Locale, i18n: I18n, namespaces?: readonly Namespace[]): Promise<void> {
  const names = namespaces ?? (isLocale(i18n.locale) ? loadedNamespaces(i18n, i18n.locale) : []);
  await Promise.all([loadCatalogue(locale, i18n), ...names.map((name) => loadCatalogue(locale, i18n, name))]);
}

/** An i18n instance showing `locale` (or the language of a page path), its core and `namespaces` loaded. */
export async function loadI18n(
  localeOrPath: Locale | string,
  i18n: I18n = setupI18n(),
  namespaces: readonly Namespace[] = [],
): Promise<I18n> {
  const locale = isLocale(localeOrPath) ? localeOrPath : localeOfPath(localeOrPath);
  await loadLanguage(locale, i18n, namespaces);
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

/** The page's language, its messages (core, and `namespace` when given), paths and formats. */
export function useT(namespace?: Namespace) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  if (namespace) {
    const load = loadCatalogue(locale, i18n, namespace);
    // Suspends this part (not the page) until the namespace has arrived. Thrown rather than passed to
    // use(): React replays a render suspended in use() and expects the same use() call again, which a
    // part skipping it once loaded would not make ('Update hook called on initial render'); a thrown
    // promise renders the part afresh instead.
    if (!load.done) throw load;
  }
  return useMemo(
    () => ({
      locale,
      t: (id: MessageId, values?: MessageValues) => i18n._(id, values),
      paths: localizedPaths(locale),
      money: (amount: number) => formatMXN(amount, locale),
      longDate: (isoDate: string) => formatLongDate(isoDate, locale),
      /** A time of day: '08:30' in Spanish, '8:30 AM' in English. */
      time: (value: string) => formatClock(value, locale),
      /** A count with the language's digit grouping. */
      number: (value: number) => new Intl.NumberFormat(INTL_LOCALE[locale]).format(value),
      /**
       * Text staff wrote (a name, a description): the English one on an English page when there is one,
       * else the Spanish, with `lang: 'es'` to put on its element so a screen reader reads it as Spanish.
       */
      content: <T extends string | string[]>(es: T, en?: T | null): { value: T; lang?: 'es' } =>
        locale === 'es' || hasText(en) ? { value: textIn(locale, es, en) } : { value: es, lang: 'es' },
      /**
       * An item's duration in the page's language, from its values (docs/decisions/0215); wording
       * no values can be read from ('Medio día') stays as staff wrote it, marked Spanish.
       */
      duration: (item: Parameters<typeof durationOf>[0]): { value: string; lang?: 'es' } => {
        const values = durationOf(item);
        if (values) return { value: formatDuration(values, locale) };
        const text = item.duration ?? '';
        return locale === 'es' ? { value: text } : { value: text, lang: 'es' };
      },
    }),
    [i18n, locale],
  );
}

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
    // The namespaces the page shows now, in the other language, before it switches.
    if (i18n.locale !== wanted) void loadLanguage(wanted, i18n).then(() => i18n.activate(wanted));
  }, [i18n, wanted]);
  return children;
}
