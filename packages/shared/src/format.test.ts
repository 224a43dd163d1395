import { describe, expect, it } from 'vitest';
import { formatLongDate, formatMXN, previewText, todayInMexico } from './format.ts';
import { imageSrcSet } from './images.ts';
import { isStaff } from './roles.ts';

describe('formatMXN', () => {
  it.each([
    [1250, '$1,250.00'],
    [0, '$0.00'],
    [999.5, '$999.50'],
  ])('%d → %s', (amount, expected) => expect(formatMXN(amount)).toBe(expected));
});

describe('formatLongDate', () => {
  it('shows a stored date in long es-MX form, on the same calendar day', () => {
    expect(formatLongDate('2027-03-15')).toBe('15 de marzo de 2027');
    expect(formatLongDate('2027-01-01')).toBe('1 de enero de 2027');
  });
});

describe('previewText', () => {
  it('keeps the first 100 characters and adds an ellipsis (docs/product.md §2.5)', () => {
    const long = 'a'.repeat(150);
    expect(previewText(long)).toBe(`${'a'.repeat(100)}...`);
    expect(previewText('Corta')).toBe('Corta...');
    expect(previewText(null)).toBe('...');
  });
});

describe('todayInMexico', () => {
  it('uses the business time zone, not UTC', () => {
    // 03:00 UTC on the 2nd is still the 1st in Mexico City (UTC-6).
    expect(todayInMexico(new Date('2027-06-02T03:00:00Z'))).toBe('2027-06-01');
  });
});

describe('imageSrcSet', () => {
  it('lists the three stored widths for our images only', () => {
    expect(imageSrcSet('/storage/experience-images/x-demo.webp')).toBe(
      '/storage/experience-images/x-demo-480.webp 480w, /storage/experience-images/x-demo-960.webp 960w, /storage/experience-images/x-demo.webp 1600w',
    );
    expect(imageSrcSet('https://elsewhere.example/x.webp')).toBeUndefined();
    expect(imageSrcSet(null)).toBeUndefined();
  });
});

describe('isStaff', () => {
  it.each([
    ['Administrador', true],
    ['Coordinador', true],
    ['Organizador', true],
    ['Proveedor', false],
    ['Viajero', false],
    [null, false],
  ])('%s → %s', (role, expected) => expect(isStaff(role)).toBe(expected));
});
