import { describe, expect, it } from 'vitest';
import {
  formatClock,
  durationOf,
  formatDuration,
  formatLongDate,
  formatMXN,
  formatTime,
  parseDuration,
  previewText,
  todayInMexico,
} from './format.ts';
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

describe('formatTime', () => {
  it.each([
    ['05:45:00', '05:45'],
    ['22:00', '22:00'],
    ['7:30:00', '07:30'],
    ['18:15:00.000', '18:15'],
  ])('shows %s as %s', (stored, shown) => {
    expect(formatTime(stored)).toBe(shown);
  });

  it('leaves a value it does not understand as it is', () => {
    expect(formatTime('mediodía')).toBe('mediodía');
  });
});

describe('formatClock', () => {
  it.each([
    ['08:30', '08:30', '8:30 AM'],
    ['7:05:00', '07:05', '7:05 AM'],
    ['12:00', '12:00', '12:00 PM'],
    ['00:15', '00:15', '12:15 AM'],
    ['18:45:00', '18:45', '6:45 PM'],
  ])('writes %s as %s in Spanish and %s in English', (stored, spanish, english) => {
    expect(formatClock(stored)).toBe(spanish);
    // A no-break space before AM/PM.
    expect(formatClock(stored, 'en')).toBe(english.replace(' ', '\u00a0'));
  });

  it('leaves a value it does not understand as it is, in both languages', () => {
    expect(formatClock('mediodía', 'en')).toBe('mediodía');
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

describe('durations (issue 30 item 5: written per language)', () => {
  it.each([
    ['5 horas', { hours: 5 }, '5 horas', '5 hours'],
    ['1 hora', { hours: 1 }, '1 hora', '1 hour'],
    ['2,5 horas', { hours: 2.5 }, '2.5 horas', '2.5 hours'],
    ['5 días / 4 noches', { days: 5, nights: 4 }, '5 días / 4 noches', '5 days / 4 nights'],
    ['2 dias y 1 noche', { days: 2, nights: 1 }, '2 días / 1 noche', '2 days / 1 night'],
  ])('reads %j as values and writes them in Spanish and English', (text, values, es, en) => {
    expect(parseDuration(text)).toEqual(values);
    expect(formatDuration(parseDuration(text)!, 'es')).toBe(es);
    expect(formatDuration(parseDuration(text)!, 'en')).toBe(en);
  });

  it('leaves other wording unread', () => {
    for (const text of ['Medio día', 'todo el día', '', null]) expect(parseDuration(text)).toBeNull();
  });

  it('takes the values staff entered before any text, and reads older rows from their text (decision 0215)', () => {
    expect(durationOf({ duration: 'Medio día', duration_hours: 4 })).toEqual({ hours: 4 });
    expect(durationOf({ duration: '8 horas', duration_days: 3, duration_nights: 2 })).toEqual({ days: 3, nights: 2 });
    expect(durationOf({ duration: '5 días / 4 noches', duration_days: null })).toEqual({ days: 5, nights: 4 });
    expect(durationOf({ duration: 'Medio día', duration_hours: null })).toBeNull();
  });
});
