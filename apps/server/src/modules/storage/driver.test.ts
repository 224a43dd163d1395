import { describe, expect, it } from 'vitest';
import { isSafeKey, uniqueTimestamp } from './driver.ts';

describe('upload names', () => {
  it('hands out a new timestamp to every upload, even many in one millisecond', () => {
    const stamps = Array.from({ length: 1000 }, () => uniqueTimestamp());
    expect(new Set(stamps).size).toBe(1000);
    expect(stamps).toEqual([...stamps].sort((a, b) => a - b));
    expect(stamps[0]).toBeGreaterThanOrEqual(Date.now() - 1000);
  });

  it('accepts the generated names and refuses traversal', () => {
    expect(isSafeKey(`trip-bacalar-${uniqueTimestamp()}-480.webp`)).toBe(true);
    expect(isSafeKey('../db/secret')).toBe(false);
    expect(isSafeKey('a/../../b')).toBe(false);
  });
});
