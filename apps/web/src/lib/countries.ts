import { COUNTRIES, INTL_LOCALE, type Locale } from '@hv/shared';

export interface CountryOption {
  /** ISO 3166-1 alpha-2, e.g. 'MX'. */
  code: string;
  /** Spanish name; docs/product.md §3.5: this is the value stored on the profile. */
  name: string;
  /** '+52', or null for territories without their own calling code. */
  dialCode: string | null;
}

let cached: CountryOption[] | undefined;

/**
 * docs/product.md §3.5: about 240 countries with Spanish names, dialling codes and two-letter codes, sorted by name.
 * Read from @hv/shared's table (i18n-iso-countries' names and libphonenumber's codes, checked against both by
 * its test) rather than from the two libraries, so the country list costs the booking form's first load about 3 KB
 * gzipped instead of 10 (docs/decisions/0218-the-booking-form-within-four-seconds.md).
 */
export function listCountries(): CountryOption[] {
  cached ??= COUNTRIES.map(([code, name, dial]) => ({ code, name, dialCode: dial ? `+${dial}` : null })).sort((a, b) =>
    a.name.localeCompare(b.name, 'es'),
  );
  return cached;
}

/**
 * A country's name in a page's language: the stored Spanish name, or on an English page the browser's
 * own English name for its code ('Mexico'). The stored value stays the Spanish name either way.
 */
export function countryName(country: CountryOption, locale: Locale = 'es'): string {
  if (locale === 'es') return country.name;
  regionNames[locale] ??= new Intl.DisplayNames([INTL_LOCALE[locale]], { type: 'region', fallback: 'none' });
  return regionNames[locale].of(country.code) ?? country.name;
}

const regionNames: Partial<Record<Locale, Intl.DisplayNames>> = {};

/** 'México (+52) · MX' ('Mexico (+52) · MX' in English). */
export function countryOptionLabel(country: CountryOption, locale: Locale = 'es'): string {
  return `${countryName(country, locale)}${country.dialCode ? ` (${country.dialCode})` : ''} · ${country.code}`;
}
