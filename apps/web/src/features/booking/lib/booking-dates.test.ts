import { describe, expect, it } from 'vitest';
import {
  formatFullDate,
  formatMonth,
  isBookableExperienceDate,
  isoOfLocalDate,
  localDate,
  todayInMexico,
} from './booking-dates.ts';

describe('experience dates (docs/product.md §6.2: weekends only, never in the past)', () => {
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
  it("hands the calendar each day as that day's local midnight, and reads it back", () => {
    const day = localDate('2026-11-21');
    expect([day.getFullYear(), day.getMonth(), day.getDate(), day.getHours()]).toEqual([2026, 10, 21, 0]);
    for (const iso of ['2026-11-21', '2027-01-03', '2028-02-29', '2026-12-31']) expect(isoOfLocalDate(localDate(iso))).toBe(iso);
  });

  it('names months and days in Spanish', () => {
    expect(formatMonth('2026-11-01')).toBe('Noviembre de 2026');
    expect(formatFullDate('2026-11-21')).toBe('sábado, 21 de noviembre de 2026');
  });
});
