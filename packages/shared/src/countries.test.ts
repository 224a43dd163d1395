import countries from 'i18n-iso-countries';
import es from 'i18n-iso-countries/langs/es.json';
import { describe, expect, it } from 'vitest';
import { COUNTRY_NAMES, isCountryName } from './countries.ts';

describe('country list', () => {
  it("is the same list as the web app's country picker (i18n-iso-countries, Spanish official names)", () => {
    countries.registerLocale(es);
    const picker = Object.values(countries.getNames('es', { select: 'official' }));
    expect([...COUNTRY_NAMES].sort()).toEqual(picker.sort());
  });

  it('knows a country only as the picker spells it', () => {
    expect(isCountryName('México')).toBe(true);
    expect(isCountryName('Mexico')).toBe(false);
    expect(isCountryName('')).toBe(false);
  });
});
