import { describe, expect, it } from 'vitest';
import { bookingStartQuery, travellerTypeParam } from './booking-start.ts';

describe("the booking's first step in a page's address (decision 0243)", () => {
  it('keeps only its own well-formed parameters, in one order, one of each', () => {
    expect(bookingStartQuery('utm_source=x&viajeros=3&fecha=2027-01-09&hora=07:00')).toBe(
      'fecha=2027-01-09&hora=07%3A00&viajeros=3',
    );
    expect(bookingStartQuery(`${travellerTypeParam(2)}=1&${travellerTypeParam(1)}=2`)).toBe('viajeros-1=2&viajeros-2=1');
    expect(bookingStartQuery('viajeros=3&viajeros=5')).toBe('viajeros=3');
  });

  it('drops what could only multiply the kept pages', () => {
    expect(bookingStartQuery('fbclid=abc')).toBe('');
    expect(bookingStartQuery('fecha=mañana&viajeros=9999&hora=<b>&viajeros-123=1')).toBe('');
  });
});
