import { describe, expect, it } from 'vitest';
import { createReviewSchema } from './review-schemas.ts';
import type { SaidKey } from './said.ts';
import sharedSpanish from './locales/es.json';
import { formatRating, reviewCountLabel, reviewerDisplayName, reviewRefusal } from './reviews.ts';

describe('reviewRefusal (docs/product.md §15.6)', () => {
  const today = '2026-11-25';
  it.each([
    ['Pagada', '2026-11-24', null],
    ['Pagada', '2025-01-01', null],
    ['Pagada', '2026-11-25', 'not_yet'],
    ['Pagada', '2026-12-05', 'not_yet'],
    ['Reembolsada', '2026-11-01', 'not_paid'],
    ['Pendiente', '2026-11-01', 'not_paid'],
    ['Cancelada', '2026-11-01', 'not_paid'],
  ])('%s on %s → %s', (status, date, expected) => {
    expect(reviewRefusal({ status, date }, today)).toBe(expected);
  });
});

describe('reviewerDisplayName (decision 0136)', () => {
  it.each([
    ['Valeria Gómez Ruiz', 'Valeria G.'],
    ['  roberto   díaz ', 'Roberto D.'],
    ['Ana', 'Ana'],
    ['', 'Viajero'],
    [null, 'Viajero'],
    ['Óscar Ñúñez', 'Óscar Ñ.'],
  ])('%j → %s', (name, shown) => {
    expect(reviewerDisplayName(name)).toBe(shown);
  });
});

describe('createReviewSchema', () => {
  it('takes 1–5 and 10–1000 characters, trimmed', () => {
    expect(createReviewSchema.parse({ rating: 5, body: '  Muy bonito paseo.  ' })).toEqual({
      rating: 5,
      body: 'Muy bonito paseo.',
    });
  });
  // The messages are keys of the shared catalogue (docs/decisions/0197-messages-travel-as-keys.md);
  // apps/server/test/error-keys.test.ts pins each key's Spanish to REVIEW_MESSAGES.
  it.each([
    [{ rating: 0, body: 'Texto suficiente' }, 'rating', 'review.ratingRequired'],
    [{ rating: 4.5, body: 'Texto suficiente' }, 'rating', 'review.ratingRequired'],
    [{ body: 'Texto suficiente' }, 'rating', 'review.ratingRequired'],
    [{ rating: 3, body: '   corto    ' }, 'body', 'review.bodyTooShort'],
    [{ rating: 3, body: 'x'.repeat(1001) }, 'body', 'review.bodyTooLong'],
  ])('refuses %j with the key of its message', (input, field, key) => {
    const result = createReviewSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error!.issues.find((i) => i.path[0] === field)?.message).toBe(key);
    expect(sharedSpanish[key as SaidKey]).toBeDefined();
  });
});

describe('formatting', () => {
  it('writes the average with one decimal and the count in Spanish', () => {
    expect(formatRating(4)).toBe('4.0');
    expect(formatRating(4.25)).toBe('4.3');
    expect(reviewCountLabel(1)).toBe('1 reseña');
    expect(reviewCountLabel(12)).toBe('12 reseñas');
  });
});
