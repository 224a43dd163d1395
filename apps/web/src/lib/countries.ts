import countries from 'i18n-iso-countries';
import es from 'i18n-iso-countries/langs/es.json';
import { getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js';

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

/** 'México (+52) · MX' */
export function countryOptionLabel(country: CountryOption): string {
  return `${country.name}${country.dialCode ? ` (${country.dialCode})` : ''} · ${country.code}`;
}
