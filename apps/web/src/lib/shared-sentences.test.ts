import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import {
  GIFT_CARD_MESSAGES,
  MESSAGES,
  PROFILE_MESSAGES,
  said,
  TRANSPORT_MESSAGES,
  UPLOAD_MESSAGES,
  type SaidKey,
} from '@hv/shared';
import sharedSpanish from '@hv/shared/locales/es.json';
import sharedEnglish from '@hv/shared/locales/en.json';
import { InEnglish } from '@/test/i18n.tsx';
import { loadI18n } from './i18n.tsx';
import { useSaid } from './shared-sentences.ts';

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

// The web's own sources (not its tests), as text: what they hold, not what they do.
const SOURCES = Object.entries(
  import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}', '!/src/test/**'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
);

describe('no sentence tables (docs/decisions/0197-messages-travel-as-keys.md)', () => {
  it('says a moved refusal by its key and never reads a Spanish sentence back into English', () => {
    const { result } = renderHook(() => useSaid(), { wrapper: InEnglish });
    const spanish = TRANSPORT_MESSAGES.departurePast;
    expect(result.current.message(said('transportRequest.departurePast'), spanish)).toBe(
      "The departure date can't be in the past.",
    );
    // Without its key the sentence is shown as it came: nothing matches Spanish text to a translation.
    expect(result.current.message(undefined, spanish)).toBe(spanish);
    expect(result.current.text(UPLOAD_MESSAGES.type)).toBe(UPLOAD_MESSAGES.type);
    expect(result.current.text('review.bodyTooShort')).toBe('Write at least 10 characters');
    // The profile's rules too: their keys are said, their Spanish sentences are not read back.
    expect(result.current.text('profileField.cityTooLong')).toBe('The city is too long (80 characters at most).');
    expect(result.current.text(PROFILE_MESSAGES.cityTooLong)).toBe(PROFILE_MESSAGES.cityTooLong);
  });

  it('says the gift card’s spending refusals, the auth guard’s and a dated cancel refusal by their keys (issue 28 item 5 leftover)', () => {
    const { result } = renderHook(() => useSaid(), { wrapper: InEnglish });
    const say = (key: SaidKey, spanish: string, params?: Record<string, string>) =>
      result.current.message(said(key, params), spanish);
    expect(say('giftCard.insufficient', GIFT_CARD_MESSAGES.insufficient)).toBe('This gift card doesn’t have enough balance.');
    expect(
      say('giftCard.currency', 'La Gift Card es en USD; esta compra es en MXN.', { cardCurrency: 'USD', saleCurrency: 'MXN' }),
    ).toBe('This gift card is in USD; this purchase is in MXN.');
    expect(say('common.forbidden', MESSAGES.forbidden)).toBe('You don’t have permission to do this.');
    expect(say('afterSale.refusedWindowClosed', 'La cancelación gratuita…', { untilDateTime: '2026-12-03T09:00' })).toMatch(
      /^Free cancellation and date changes ended on Thursday, December 3, 2026 at 9:00\sAM\. If you need help/,
    );
    // Their Spanish sentences are not read back.
    expect(result.current.text(GIFT_CARD_MESSAGES.insufficient)).toBe(GIFT_CARD_MESSAGES.insufficient);
  });

  it('keeps the moved modules’ Spanish sentences out of the web’s code, and no sentence table is left', () => {
    const moved = Object.entries(sharedSpanish)
      .filter(([key]) => /^(transportRequest|review|upload|profileField)\./.test(key))
      .map(([, words]) => words);
    // The staff screens are Spanish only and check an upload's size in the spec's words (catalog-form.ts).
    const holding = SOURCES.filter(
      ([path, text]) =>
        !path.startsWith('/src/features/admin/') &&
        (moved.some((words) => text.includes(words)) ||
          /\b(TRANSPORT_MESSAGES|UPLOAD_MESSAGES|PROFILE_MESSAGES)\b|REVIEW_MESSAGES\.(ratingRequired|bodyTooShort|bodyTooLong)/.test(
            text,
          )),
    ).map(([path]) => path);
    expect(holding).toEqual([]);
    // No table of Spanish sentences and their translations, nor the machinery that read one back.
    const tables = SOURCES.filter(([, text]) => /\b(SentenceTable|localizeSentence)\b|\bsentences: \[/.test(text)).map(
      ([path]) => path,
    );
    expect(tables).toEqual([]);
  });
});
