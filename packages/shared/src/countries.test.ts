import countries from 'i18n-iso-countries';
import es from 'i18n-iso-countries/langs/es.json';
import { getCountryCallingCode, isSupportedCountry, type CountryCode } from 'libphonenumber-js';
import { describe, expect, it } from 'vitest';
import { COUNTRIES, COUNTRY_NAMES, isCountryName } from './countries.ts';

describe('country list', () => {
  it("is the same list as the web app's country picker (i18n-iso-countries, Spanish official names)", () => {
    countries.registerLocale(es);
    const picker = Object.values(countries.getNames('es', { select: 'official' }));
    expect([...COUNTRY_NAMES].sort()).toEqual(picker.sort());
  });

  it("gives each country i18n-iso-countries' code and libphonenumber's calling code (the web's pickers read them here)", () => {
    countries.registerLocale(es);
    const picker = Object.entries(countries.getNames('es', { select: 'official' })).map(([code, name]) => {
      const dial = isSupportedCountry(code) ? getCountryCallingCode(code as CountryCode) : undefined;
      return dial ? [code, name, dial] : [code, name];
    });
    const byCode = (a: readonly (string | undefined)[], b: readonly (string | undefined)[]) => a[0]!.localeCompare(b[0]!);
    expect(COUNTRIES.map((row) => [...row]).sort(byCode)).toEqual(picker.sort(byCode));
  });

  it('knows a country only as the picker spells it', () => {
    expect(isCountryName('México')).toBe(true);
    expect(isCountryName('Mexico')).toBe(false);
    expect(isCountryName('')).toBe(false);
  });
});
