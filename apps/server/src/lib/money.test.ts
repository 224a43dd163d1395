import { describe, expect, it } from 'vitest';
import { fromCents, quote, roundToCents, toCents, totalPaid } from './money.ts';

describe('quote', () => {
  it.each([
    [1450, 3, 0, { subtotal: 4350, discount: 0, amount: 4350 }],
    [0.1, 3, 0, { subtotal: 0.3, discount: 0, amount: 0.3 }],
    [1450, 3, 15, { subtotal: 4350, discount: 652.5, amount: 3697.5 }],
    [999.99, 1, 12.5, { subtotal: 999.99, discount: 125, amount: 874.99 }],
    [100, 1, 100, { subtotal: 100, discount: 100, amount: 0 }],
  ])('%s MXN × %s with %s%% off', (price, passengers, pct, expected) => {
    expect(quote(price, passengers, pct)).toMatchObject(expected);
  });
});

describe('centavos (docs/product.md §13)', () => {
  it('converts pesos, numbers or numeric text, to whole centavos and back', () => {
    expect(toCents(1450)).toBe(145000);
    expect(toCents('999.99')).toBe(99999);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(fromCents(99999)).toBe(999.99);
    expect(roundToCents('652.499999')).toBe(652.5);
  });
  it('adds the PayPal and gift-card parts without float noise', () => {
    expect(totalPaid({ amount: 0.1, gift_card_amount: 0.2 })).toBe(0.3);
    expect(totalPaid({ amount: 950, gift_card_amount: 500 })).toBe(1450);
  });
});
