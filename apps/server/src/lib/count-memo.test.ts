import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCountMemo } from './count-memo.ts';

afterEach(() => vi.useRealTimers());

describe('count memo', () => {
  it('reuses a total within its time, shares concurrent misses, and counts again after clear() or expiry', async () => {
    vi.useFakeTimers();
    const memo = createCountMemo(5000);
    let calls = 0;
    const produce = async () => ++calls;

    expect(await Promise.all([memo.get('a', produce), memo.get('a', produce)])).toEqual([1, 1]);
    expect(await memo.get('a', produce)).toBe(1);
    expect(await memo.get('b', produce)).toBe(2);

    memo.clear();
    expect(await memo.get('a', produce)).toBe(3);

    vi.advanceTimersByTime(5001);
    expect(await memo.get('a', produce)).toBe(4);
  });

  it('does not keep a failed count', async () => {
    const memo = createCountMemo(5000);
    await expect(memo.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await memo.get('a', async () => 7)).toBe(7);
  });
});
