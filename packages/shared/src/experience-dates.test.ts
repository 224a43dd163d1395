import { describe, expect, it } from 'vitest';
import { experienceDateProblem, parseSeasonLine, seasonLine, seasonsText, weekdayNames } from './experience-dates.ts';

// docs/decisions/0208-experience-seasons-and-weekdays.md: the one rule of an experience's date and its words.

describe('experience dates (issue 30 item 7)', () => {
  const whales = { weekdays: ['sat', 'sun'], seasons: [{ from: '01-01', to: '03-31' }] };
  it('decides past, horizon, weekday and season in that order', () => {
    const today = '2026-11-23';
    expect(experienceDateProblem(whales, '2026-11-22', today)).toBe('past');
    expect(experienceDateProblem(whales, '2028-06-03', today)).toBe('beyondHorizon');
    expect(experienceDateProblem(whales, '2027-01-04', today)).toBe('weekday');
    expect(experienceDateProblem(whales, '2026-11-28', today)).toBe('season');
    expect(experienceDateProblem(whales, '2027-01-02', today)).toBeNull();
    expect(experienceDateProblem({ ...whales, seasons: [] }, '2026-11-28', today)).toBeNull();
  });

  it('writes seasons by whole months or by days, in Spanish and English', () => {
    expect(seasonsText(whales.seasons)).toBe('enero a marzo');
    expect(seasonsText(whales.seasons, 'en')).toBe('January to March');
    expect(seasonsText([{ from: '02-01', to: '02-28' }])).toBe('febrero');
    expect(seasonsText([{ from: '12-15', to: '01-15' }])).toBe('15 de diciembre a 15 de enero');
    expect(seasonsText([{ from: '12-15', to: '01-15' }], 'en')).toBe('December 15 to January 15');
    expect(seasonsText([...whales.seasons, { from: '07-01', to: '08-31' }])).toBe('enero a marzo y julio a agosto');
    expect(seasonsText([])).toBe('');
  });

  it('reads and writes the dialog lines, day first, refusing days no year has', () => {
    expect(parseSeasonLine('1/12 - 31/1')).toEqual({ from: '12-01', to: '01-31' });
    expect(parseSeasonLine('01/01 a 31/03')).toEqual({ from: '01-01', to: '03-31' });
    expect(parseSeasonLine('29/02 - 01/03')).toEqual({ from: '02-29', to: '03-01' });
    expect(parseSeasonLine('31/04 - 01/05')).toBeNull();
    expect(parseSeasonLine('enero a marzo')).toBeNull();
    expect(seasonLine({ from: '12-01', to: '01-31' })).toBe('01/12 - 31/01');
  });

  it('names weekdays in the page language, Monday first', () => {
    expect(weekdayNames(['wed', 'mon'])).toBe('lunes y miércoles');
    expect(weekdayNames(['fri', 'mon', 'wed'], 'en')).toBe('Monday, Wednesday and Friday');
  });
});
