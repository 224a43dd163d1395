import { describe, expect, it } from 'vitest';
import { reminderAt, reminderDue, reviewRequestAt } from './departures.ts';

describe('reminder and review moments (Mexico City, UTC−6)', () => {
  it('is due REMINDER_HOURS before the start, read on Mexico City’s clock', () => {
    expect(reminderAt('2026-12-19', '10:00', 48).toISOString()).toBe('2026-12-17T16:00:00.000Z');
    expect(reminderAt('2026-12-19', null, 24).toISOString()).toBe('2026-12-18T06:00:00.000Z');
  });

  it.each([
    ['before the moment', '2026-12-17T15:59:00Z', '2026-12-01T00:00:00Z', false],
    ['at the moment', '2026-12-17T16:00:00Z', '2026-12-01T00:00:00Z', true],
    ['the day before', '2026-12-18T20:00:00Z', '2026-12-01T00:00:00Z', true],
    ['after the start', '2026-12-19T16:00:00Z', '2026-12-01T00:00:00Z', false],
    ['paid after the moment (the confirmation covers it)', '2026-12-18T20:00:00Z', '2026-12-18T01:00:00Z', false],
    ['paid exactly at the moment', '2026-12-18T20:00:00Z', '2026-12-17T16:00:00Z', true],
  ])('%s', (_label, now, paidAt, due) => {
    expect(reminderDue(new Date(now), { date: '2026-12-19', startTime: '10:00', paidAt: new Date(paidAt) }, 48)).toBe(due);
  });

  it('asks for a review at 10:00 the day after the last day', () => {
    expect(reviewRequestAt('2026-12-19').toISOString()).toBe('2026-12-20T16:00:00.000Z');
  });

  it("reads the start on the clock of the item's zone (issue 30)", () => {
    // 08:30 in Cancún (UTC−5) is 13:30Z: the reminder 48 hours earlier, the review at 10:00 there (15:00Z).
    expect(reminderAt('2026-12-19', '08:30', 48, 'America/Cancun').toISOString()).toBe('2026-12-17T13:30:00.000Z');
    const booking = { date: '2026-12-19', startTime: '08:30', paidAt: null, timeZone: 'America/Cancun' };
    expect(reminderDue(new Date('2026-12-17T13:45:00Z'), booking, 48)).toBe(true);
    expect(reminderDue(new Date('2026-12-19T14:00:00Z'), booking, 48)).toBe(false);
    expect(reviewRequestAt('2026-12-19', 'America/Cancun').toISOString()).toBe('2026-12-20T15:00:00.000Z');
  });
});
