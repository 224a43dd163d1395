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
});
