import { localePrefix, PAGE_SEGMENTS as S, type Locale } from './locale.ts';

const slugPath = (segment: string) => (value: string) => `/${segment}/${encodeURIComponent(value)}`;

/** The id of 'Mis reservas' on the profile page, the account menu's way to it. */
export const MY_BOOKINGS_ANCHOR = 'mis-reservas';

/** The id of the voucher's `Factura` section, where `/facturar`'s e-mail and `Mis reservas` lead. */
export const INVOICE_ANCHOR = 'factura';

/** The item page's query parameter that carries a waitlist invitation's token to its booking form (decision 0239). */
export const WAITLIST_TOKEN_PARAM = 'waitlist';

/**
 * The product's routes in one language (docs/architecture.md §15.11: paths are never string-built
 * in components). English pages hang under /en with English segments (locale.ts).
 */
export function localizedPaths(locale: Locale) {
  const p = localePrefix(locale);
  const page = (segments: Record<Locale, string>) => `${p}/${segments[locale]}`;
  const item = (segments: Record<Locale, string>) => (value: string) => p + slugPath(segments[locale])(value);
  return {
    home: p || '/',
    experiences: page(S.experiences),
    experience: item(S.experience),
    trip: item(S.trip),
    profile: page(S.profile),
    /** 'Mis reservas', on the profile page. */
    myBookings: `${page(S.profile)}#${MY_BOOKINGS_ANCHOR}`,
    passwordReset: page(S.passwordReset),
    terms: page(S.terms),
    privacy: page(S.privacy),
    cookies: page(S.cookies),
    /** The back office has no English: always Spanish. */
    admin: '/admin',
    /** A booking's confirmation page (docs/product.md §6.11); the signed link adds `?t=`. */
    booking: item(S.booking),
    findBooking: page(S.findBooking),
    /** Asking for a booking's factura by its reference and e-mail (decision 0236). */
    invoice: page(S.invoice),
    /** A waitlist invitation's page, by its e-mail's token (docs/decisions/0235-waitlist.md, 0239). */
    waitlist: item(S.waitlist),
    /** A manual sale's payment link (docs/product.md §14.6); the signed link adds `?t=`. */
    payBooking: item(S.payBooking),
    /** The search results page (`?q=` carries the words searched), rendered on the server. */
    search: page(S.search),
    /** The results page for some words (a search box's Enter). */
    searchFor: (q: string) => `${page(S.search)}?${new URLSearchParams({ q })}`,
    /** What seeds are, how they are earned and what they are for (docs/product.md §7). */
    seeds: page(S.seeds),
  };
}

export type Paths = ReturnType<typeof localizedPaths>;

/** The Spanish routes, the default language's (and the back office's). */
export const paths: Paths = localizedPaths('es');
export const englishPaths: Paths = localizedPaths('en');
