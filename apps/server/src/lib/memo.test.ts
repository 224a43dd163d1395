import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemo } from './memo.ts';

afterEach(() => vi.useRealTimers());

describe('memo', () => {
  it('reuses a total within its time, shares concurrent misses, and counts again after clear() or expiry', async () => {
    vi.useFakeTimers();
    const memo = createMemo<number>({ ttlMs: 5000, maxEntries: 500 });
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

  it('does not keep a production that clear() overtook, though it still answers its callers', async () => {
    const memo = createMemo<string>({ ttlMs: 5000, maxEntries: 500 });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const before = memo.get('a', async () => {
      await gate;
      return 'before clear()';
    });
    memo.clear();
    const after = memo.get('a', async () => 'after clear()'); // not shared with the one under way
    release();
    expect(await before).toBe('before clear()');
    expect(await after).toBe('after clear()');
    expect(await memo.get('a', async () => 'again')).toBe('after clear()');
  });

  it('keeps at most maxEntries keys, forgetting the least recently used', async () => {
    const memo = createMemo<string>({ ttlMs: 5000, maxEntries: 2 });
    let calls = 0;
    const produce = (key: string) => async () => `${key}${++calls}`;
    await memo.get('a', produce('a'));
    await memo.get('b', produce('b'));
    await memo.get('a', produce('a')); // a is now the most recent
    await memo.get('c', produce('c')); // forgets b
    expect(await memo.get('a', produce('a'))).toBe('a1');
    expect(await memo.get('b', produce('b'))).toBe('b4');
  });

  it('does not keep a failure', async () => {
    const memo = createMemo<number>({ ttlMs: 5000, maxEntries: 500 });
    await expect(memo.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await memo.get('a', async () => 7)).toBe(7);
  });

  it('does not keep a value that has already expired, and keeps nothing with no lifetime', async () => {
    const expiring = createMemo<number>({ ttlMs: 5000, maxEntries: 500, expiresAt: (n) => (n > 0 ? Date.now() + 60_000 : 0) });
    let calls = 0;
    const produce = async () => calls++;
    expect(await expiring.get('a', produce)).toBe(0); // expired at once: not kept
    expect(await expiring.get('a', produce)).toBe(1);
    expect(await expiring.get('a', produce)).toBe(1);

    let lifetime = 0;
    const off = createMemo<number>({ ttlMs: () => lifetime, maxEntries: 500 });
    expect(await off.get('a', produce)).toBe(2);
    expect(await off.get('a', produce)).toBe(3);
    lifetime = 5000;
    expect(await off.get('a', produce)).toBe(4);
    expect(await off.get('a', produce)).toBe(4);
  });
});
