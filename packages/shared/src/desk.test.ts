import { describe, expect, it } from 'vitest';
import { referenceFrom } from './desk.ts';

describe('referenceFrom (the desk search and check-in)', () => {
  it('reads a reference typed, or out of a Spanish or English voucher link', () => {
    expect(referenceFrom(' abcd1234 ')).toBe('ABCD1234');
    expect(referenceFrom('https://hormiga.example/reserva/abcd1234?t=x')).toBe('ABCD1234');
    expect(referenceFrom('https://hormiga.example/en/booking/ABCD1234?t=x')).toBe('ABCD1234');
    expect(referenceFrom('https://hormiga.example/en/booking/ABCD1234#resena')).toBe('ABCD1234');
    expect(referenceFrom('https://hormiga.example/experiencia/abcd1234')).toBeNull();
    expect(referenceFrom('hola')).toBeNull();
  });
});
