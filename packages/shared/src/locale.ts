/*
 * The site's languages (docs/decisions/0159-english-pages.md). Spanish is the default and the
 * reference, at the root; English lives under /en with English path segments. Dates, money and
 * plurals are formatted with each language's Intl locale; money stays in MXN.
 */
export const LOCALES = ['es', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'es';

/** The Intl locale each language formats with. */
export const INTL_LOCALE: Record<Locale, string> = { es: 'es-MX', en: 'en-US' };

/** The cookie that remembers a browser's choice of language (set when the visitor switches). */
export const LOCALE_COOKIE = 'hv_lang';

export const isLocale = (value: unknown): value is Locale => value === 'es' || value === 'en';

/** The language a page path is in: English under /en, Spanish everywhere else. */
export function localeOfPath(pathname: string): Locale {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'es';
}

/**
 * The first path segment of each traveller page in both languages. The back office (/admin) has
 * none: it stays in Spanish.
 */
export const PAGE_SEGMENTS = {
  experiences: { es: 'experiencias', en: 'experiences' },
  experience: { es: 'experiencia', en: 'experience' },
  trip: { es: 'viaje', en: 'trip' },
  profile: { es: 'perfil', en: 'profile' },
  passwordReset: { es: 'password-reset', en: 'password-reset' },
  terms: { es: 'terminos-y-condiciones', en: 'terms' },
  privacy: { es: 'privacidad', en: 'privacy' },
  cookies: { es: 'cookies', en: 'cookies' },
  booking: { es: 'reserva', en: 'booking' },
  findBooking: { es: 'mi-reserva', en: 'my-booking' },
  invoice: { es: 'facturar', en: 'invoice' },
  waitlist: { es: 'lista-de-espera', en: 'waitlist' },
  payBooking: { es: 'pagar', en: 'pay' },
  search: { es: 'buscar', en: 'search' },
  seeds: { es: 'semillas', en: 'seeds' },
} as const satisfies Record<string, Record<Locale, string>>;

/** Where a language's pages hang: '' for Spanish, '/en' for English. */
export const localePrefix = (locale: Locale) => (locale === 'es' ? '' : `/${locale}`);

/**
 * The same page in the other language: '/experiencia/tulum' ⇄ '/en/experience/tulum'. A path with
 * no counterpart (the back office) is returned as it is.
 */
export function pathInLocale(pathname: string, to: Locale): string {
  const from = localeOfPath(pathname);
  const rest = from === 'es' ? pathname : pathname.slice(localePrefix(from).length) || '/';
  if (rest === '/') return localePrefix(to) || '/';
  const [, first = '', ...tail] = rest.split('/');
  const page = Object.values(PAGE_SEGMENTS).find((segments) => segments[from] === first);
  if (!page) return from === to ? pathname : `${localePrefix(to)}${rest}`;
  return [localePrefix(to), page[to], ...tail].join('/');
}

/** One of the site's languages from a BCP 47 tag ('en-US' → 'en'); null for any other language. */
export function localeOfTag(tag: string | null | undefined): Locale | null {
  const language = tag?.split('-')[0]?.toLowerCase();
  return isLocale(language) ? language : null;
}

/** Whether staff wrote something: a text not blank, or a list not empty. */
export const hasText = (value: string | readonly string[] | null | undefined): boolean =>
  Array.isArray(value) ? value.length > 0 : typeof value === 'string' && value.trim() !== '';

/**
 * Staff-written text (a name, a description) in a language: the English when staff gave it, else
 * the Spanish (docs/decisions/0158-english-content-beside-spanish.md).
 */
export function textIn<T extends string | readonly string[] | null>(locale: Locale, es: T, en: T | null | undefined): T {
  return locale === 'en' && hasText(en) ? (en as T) : es;
}
