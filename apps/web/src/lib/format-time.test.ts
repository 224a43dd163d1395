import { describe, expect, it } from 'vitest';
import { formatTime } from './format-time.ts';

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
