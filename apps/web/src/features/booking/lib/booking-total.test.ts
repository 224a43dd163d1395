import { describe, expect, it } from 'vitest';
import { formatMXN } from '@hv/shared';
import { bookingTotal, maxPassengers } from './booking-total.ts';

describe('booking total (docs/product.md §6.4: passengers × price, two decimals, es-MX MXN)', () => {
  it.each([
    [1, 1250, 1250, '$1,250.00'],
    [3, 1250, 3750, '$3,750.00'],
    [3, 499.99, 1499.97, '$1,499.97'],
    [7, 0.1, 0.7, '$0.70'],
  ])('%i × %d = %d, shown as %s', (passengers, price, total, shown) => {
    expect(bookingTotal(passengers, price)).toBe(total);
    expect(formatMXN(bookingTotal(passengers, price))).toBe(shown);
  });
});

describe('passenger limit (docs/product.md §6.3)', () => {
  it('is the max_capacity, or 20 when there is none', () => {
    expect(maxPassengers(12)).toBe(12);
    expect(maxPassengers(null)).toBe(20);
    expect(maxPassengers(0)).toBe(20);
  });
});
