import { describe, expect, it } from 'vitest';
import { localeOfPath, localeOfTag, pathInLocale, textIn } from './locale.ts';
import { englishPaths, paths } from './paths.ts';

describe('page paths in both languages', () => {
  it('builds the English routes under /en with English segments', () => {
    expect(englishPaths.home).toBe('/en');
    expect(englishPaths.experience('cenotes de tulum')).toBe('/en/experience/cenotes%20de%20tulum');
    expect(englishPaths.booking('AB12CD34')).toBe('/en/booking/AB12CD34');
    expect(paths.experience('x')).toBe('/experiencia/x');
    expect(paths.home).toBe('/');
  });

  it('knows the language of a path', () => {
    expect(localeOfPath('/en')).toBe('en');
    expect(localeOfPath('/en/trip/x')).toBe('en');
    expect(localeOfPath('/english-tours')).toBe('es');
    expect(localeOfPath('/experiencias')).toBe('es');
  });

  it('maps every page to the same page in the other language and back', () => {
    const pairs: [string, string][] = [
      ['/', '/en'],
      ['/experiencias', '/en/experiences'],
      ['/experiencia/tulum', '/en/experience/tulum'],
      ['/viaje/cancun', '/en/trip/cancun'],
      ['/terminos-y-condiciones', '/en/terms'],
      ['/reserva/AB12CD34', '/en/booking/AB12CD34'],
      ['/mi-reserva', '/en/my-booking'],
      ['/pagar/AB12CD34', '/en/pay/AB12CD34'],
      ['/perfil', '/en/profile'],
    ];
    for (const [es, en] of pairs) {
      expect(pathInLocale(es, 'en')).toBe(en);
      expect(pathInLocale(en, 'es')).toBe(es);
      expect(pathInLocale(es, 'es')).toBe(es);
    }
  });
});

describe('staff text and language tags', () => {
  it('picks the English text only on English pages and only when staff gave it', () => {
    expect(textIn('en', 'Cenotes', 'Cenote swim')).toBe('Cenote swim');
    expect(textIn('es', 'Cenotes', 'Cenote swim')).toBe('Cenotes');
    expect(textIn('en', 'Cenotes', '  ')).toBe('Cenotes');
    expect(textIn('en', 'Cenotes', null)).toBe('Cenotes');
    expect(textIn('en', ['Guía'], [])).toEqual(['Guía']);
    expect(textIn('en', ['Guía'], ['Guide'])).toEqual(['Guide']);
  });

  it('reads the site language out of a BCP 47 tag', () => {
    expect(localeOfTag('en-US')).toBe('en');
    expect(localeOfTag('es-MX')).toBe('es');
    expect(localeOfTag('fr-FR')).toBeNull();
    expect(localeOfTag(null)).toBeNull();
  });
});
