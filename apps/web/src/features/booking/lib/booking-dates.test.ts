import { describe, expect, it } from 'vitest';
import { addMonths, formatFullDate, formatMonth, isBookableExperienceDate, monthWeeks, todayInMexico } from './booking-dates.ts';

describe('experience dates (SPEC §5: weekends only, never in the past)', () => {
  // Wednesday 18 November 2026 in Mexico City.
  const today = '2026-11-18';

  it.each([
    ['2026-11-21', 'Saturday', true],
    ['2026-11-22', 'Sunday', true],
    ['2026-11-23', 'Monday', false],
    ['2026-11-20', 'Friday', false],
    ['2026-11-18', 'today, a Wednesday', false],
    ['2026-11-14', 'a past Saturday', false],
    ['2027-01-02', 'a Saturday next year', true],
  ])('%s (%s) bookable: %s', (day, _what, expected) => {
    expect(isBookableExperienceDate(day, today)).toBe(expected);
  });

  it('counts a weekend today as bookable', () => {
    expect(isBookableExperienceDate('2026-11-21', '2026-11-21')).toBe(true);
  });

  it("takes today from Mexico City's clock, not the visitor's", () => {
    // 03:00 UTC on the 21st is still the evening of the 20th in Mexico City.
    expect(todayInMexico(new Date('2026-11-21T03:00:00Z'))).toBe('2026-11-20');
  });
});

describe('calendar helpers', () => {
  it('lays a month out in Monday-first weeks', () => {
    const weeks = monthWeeks('2026-11-18');
    // 1 November 2026 is a Sunday: six empty cells before it.
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks.at(-1)).toEqual(['2026-11-30', null, null, null, null, null, null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
  });

  it('moves by months, keeping the day within the month', () => {
    expect(addMonths('2027-03-31', -1)).toBe('2027-02-28');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
  });

  it('names months and days in Spanish', () => {
    expect(formatMonth('2026-11-01')).toBe('Noviembre de 2026');
    expect(formatFullDate('2026-11-21')).toBe('sábado, 21 de noviembre de 2026');
  });
});
