import { describe, expect, it } from 'vitest';
import { findBookingSchema } from './checkout.ts';
import { referenceFrom } from './desk.ts';
import { bookingReference } from './payments-constants.ts';
import { normaliseReference } from './reference.ts';

describe('normaliseReference (decision 0185)', () => {
  it.each([
    ['0FE4DAFF', '0FE4DAFF'],
    ['0fe4daff', '0FE4DAFF'],
    // The letter O where the digit 0 is meant.
    ['OFE4DAFF', '0FE4DAFF'],
    ['380F 65A4', '380F65A4'],
    [' 380f-65a4 ', '380F65A4'],
    ['380F – 65A4', '380F65A4'],
    ['#ab.cd.12.34', 'ABCD1234'],
    // I and l where the digit 1 is meant.
    ['I0l0ABCD', '1010ABCD'],
  ])('%s → %s', (typed, reference) => {
    expect(normaliseReference(typed)).toBe(reference);
  });

  it.each(['', 'hola', 'ABCD123', 'ABCD12345', 'ABCS1234', 'ABCG1234', 'https://x.example/reserva/ABCD1234'])(
    'refuses %j: not 8 hex digits once read',
    (typed) => {
      expect(normaliseReference(typed)).toBeNull();
    },
  );

  it('leaves every reference bookingReference() makes as it is', () => {
    for (const id of ['0fe4daff-1111-4000-8000-000000000000', 'abcdef01-0000-4000-8000-000000000000'])
      expect(normaliseReference(bookingReference(id))).toBe(bookingReference(id));
  });

  it('is what the desk (referenceFrom) and find-my-booking read', () => {
    expect(referenceFrom('OFE4DAFF')).toBe('0FE4DAFF');
    expect(referenceFrom('380F 65A4')).toBe('380F65A4');
    expect(referenceFrom('https://hormiga.example/reserva/380f65a4?t=x')).toBe('380F65A4');
    expect(findBookingSchema.parse({ reference: '380f 65a4', email: 'A@example.com' }).reference).toBe('380F65A4');
    expect(findBookingSchema.safeParse({ reference: 'hola', email: 'a@example.com' }).success).toBe(false);
  });
});
