import { describe, expect, it } from 'vitest';
import { DEFAULT_SEED_SETTINGS, seedsBackFor, seedsPart } from './seed-spending.ts';

const on = { ...DEFAULT_SEED_SETTINGS, enabled: true };

describe('seedsPart', () => {
  it('pays nothing while staff keep spending off', () => {
    expect(seedsPart(1000, 500, DEFAULT_SEED_SETTINGS)).toEqual({ seeds: 0, amount: 0 });
  });
  it('caps at the staff share of the total and at the balance, in whole seeds', () => {
    expect(seedsPart(1000, 900, on)).toEqual({ seeds: 500, amount: 500 });
    expect(seedsPart(1000, 120, on)).toEqual({ seeds: 120, amount: 120 });
    expect(seedsPart(333.33, 900, on)).toEqual({ seeds: 166, amount: 166 });
    expect(seedsPart(1000, 900, { ...on, valueMxn: 0.5, maxSharePercent: 10 })).toEqual({ seeds: 200, amount: 100 });
  });
});

describe('seedsBackFor', () => {
  it('gives back the refunded share, rounded down, and everything on a full refund', () => {
    expect(seedsBackFor(100, 300000, 100000)).toBe(33);
    expect(seedsBackFor(100, 300000, 300000)).toBe(100);
    expect(seedsBackFor(0, 300000, 300000)).toBe(0);
  });
});
