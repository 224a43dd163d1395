import { describe, expect, it } from 'vitest';
import { seedsForAmount } from './seeds.ts';

describe('seedsForAmount (docs/product.md §7: 25 seeds per full 500 MXN)', () => {
  it.each([
    [0, 0],
    [0.01, 0],
    [499.99, 0],
    [500, 25],
    [500.01, 25],
    [999.99, 25],
    [1000, 50],
    [1499, 50],
    [1500, 75],
    [4350, 200],
    [0.1 + 0.2 + 499.7, 25], // float noise never costs a traveller a block
  ])('%s MXN → %s seeds', (amount, seeds) => {
    expect(seedsForAmount(amount)).toBe(seeds);
  });
});
