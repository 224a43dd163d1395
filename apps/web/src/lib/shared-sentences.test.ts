import { describe, expect, it } from 'vitest';
import type { SaidKey } from '@hv/shared';
import sharedSpanish from '@hv/shared/locales/es.json';
import sharedEnglish from '@hv/shared/locales/en.json';
import { loadI18n } from './i18n.tsx';

// docs/decisions/0197-messages-travel-as-keys.md: the page says what the server sends by key. A key
// the page does not know would fall back to the server's Spanish on an English page, silently:
// every key of the shared catalogue must reach the browser's catalogues in both languages.
const KEYS = Object.keys(sharedSpanish) as SaidKey[];

describe('the shared catalogue in the browser', () => {
  it('loads every key with core, in Spanish and in English, with the catalogue’s own words', async () => {
    const spanish = await loadI18n('es');
    const english = await loadI18n('en');
    const unknown = KEYS.filter((key) => spanish.messages[key] === undefined || english.messages[key] === undefined);
    expect(unknown).toEqual([]);
    expect(KEYS.length).toBeGreaterThan(50);
    expect(Object.keys(sharedEnglish).sort()).toEqual([...KEYS].sort());
    expect(spanish._('payment.placesLeft', { n: 2 })).toBe('Solo quedan 2 lugares para esa fecha.');
    expect(english._('payment.placesLeft', { n: 2 })).toBe('Only 2 places left on this date.');
    expect(english._('checkout.contactName')).toBe('Enter your full name.');
  });
});
