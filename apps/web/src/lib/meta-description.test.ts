import { describe, expect, it } from 'vitest';
import { metaDescription } from './meta-description.ts';

describe('metaDescription', () => {
  it('keeps the first 160 characters of the text', () => {
    const text = 'a'.repeat(150) + 'b'.repeat(30);
    expect(metaDescription(text, 'respaldo')).toBe('a'.repeat(150) + 'b'.repeat(10));
  });

  it('keeps a short text whole, on one line', () => {
    expect(metaDescription('  Cascadas\n y   ríos  ', 'respaldo')).toBe('Cascadas y ríos');
  });

  it.each([null, undefined, '', '   '])('uses the fallback for %j', (text) => {
    expect(metaDescription(text, 'Detalles sobre el viaje a Mérida')).toBe('Detalles sobre el viaje a Mérida');
  });
});
