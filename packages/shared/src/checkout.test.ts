import { describe, expect, it } from 'vitest';
import { phoneE164 } from './checkout.ts';

describe('a mobile phone as typed (issue 30 item 13)', () => {
  it("accepts Mexico's old mobile prefix (+52 1) and stores the number as dialled today", () => {
    expect(phoneE164('MX', '+52 1 33 1876 2041')).toBe('+523318762041');
    expect(phoneE164('MX', '+5213318762041')).toBe('+523318762041');
    expect(phoneE164('MX', '+52 33 1876 2041')).toBe('+523318762041');
    expect(phoneE164('MX', '33 1876 2041')).toBe('+523318762041');
  });

  it('still refuses what is not a number', () => {
    expect(phoneE164('MX', '+52 1 33 1876 204')).toBeNull();
    expect(phoneE164('MX', '+52 2 33 1876 2041')).toBeNull();
    expect(phoneE164('MX', '12345')).toBeNull();
    expect(phoneE164('XX', '+52 33 1876 2041')).toBeNull();
  });
});
