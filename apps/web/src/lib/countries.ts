import countries from 'i18n-iso-countries';
import es from 'i18n-iso-countries/langs/es.json';
import { getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js';
import { INTL_LOCALE, type Locale } from '@hv/shared';

countries.registerLocale(es);

export interface CountryOption {
  /** ISO 3166-1 alpha-2, e.g. 'MX'. */
  code: string;
  /** Spanish name; docs/product.md §3.5: this is the value stored on the profile. */
  name: string;
  /** '+52', or null for territories without their own calling code. */
  dialCode: string | null;
}

let cached: CountryOption[] | undefined;

/** docs/product.md §3.5: about 240 countries with Spanish names, dialling codes and two-letter codes, sorted by name. */
export function listCountries(): CountryOption[] {
  cached ??= Object.entries(countries.getNames('es', { select: 'official' }))
    .map(([code, name]) => ({
      code,
      name,
      dialCode: isSupportedCountry(code) ? `+${getCountryCallingCode(code)}` : null,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'es'));
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
