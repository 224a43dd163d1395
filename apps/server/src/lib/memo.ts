import { LRUCache } from 'lru-cache';

/** A production whose value had already expired: handed to its callers, never kept. */
class NotKept<T> {
  constructor(readonly value: T) {}
}

/**
 * Remembers what `produce` gave for a key, for `ttlMs()` (0: not at all), in an LRU cache
 * (lru-cache) of at most `maxEntries` keys. Its fetch() keeps the production under way, so
 * concurrent misses share one; clear() forgets everything, including productions still under way
 * (they finish and answer their callers, but are not kept: `ignoreFetchAbort`). A failure is not
 * kept, nor a value that `expiresAt` says has already expired.
 */
export function createMemo<T>(opts: {
  ttlMs: number | (() => number);
  maxEntries: number;
  /** When a produced value stops being true (a session's expiry), if before the lifetime ends. */
  expiresAt?: (value: T) => number;
  /** A bound on what the kept values weigh (rendered pages), besides their number. */
  maxSize?: { total: number; of: (value: T) => number };
}) {
  const ttl = typeof opts.ttlMs === 'number' ? () => opts.ttlMs as number : opts.ttlMs;
  // Values are boxed: lru-cache keeps no null (a session look-up may find none).
  const cache = new LRUCache<string, { value: T }, { produce: () => Promise<T>; until: number }>({
    max: opts.maxEntries,
    ...(opts.maxSize && {
      maxSize: opts.maxSize.total,
      sizeCalculation: (entry: { value: T }) => Math.max(1, Math.ceil(opts.maxSize!.of(entry.value))),
    }),
    ignoreFetchAbort: true,
    // The wall clock, which the expiry times it is given use (and a test's fake clock moves).
    perf: Date,
    fetchMethod: async (_key, _stale, { context, options }) => {
      const value = await context.produce();
      const until = Math.min(context.until, opts.expiresAt?.(value) ?? Infinity);
      const left = until - Date.now();
      // lru-cache cannot be told "do not keep this" but by a failure (a ttl of 0 means forever).
      if (left <= 0) throw new NotKept(value);
      options.ttl = left;
      return { value };
    },
  });

  return {
    async get(key: string, produce: () => Promise<T>): Promise<T> {
      const lifetime = ttl();
      if (lifetime <= 0) return produce();
      try {
        return (await cache.fetch(key, { context: { produce, until: Date.now() + lifetime } }))!.value;
      } catch (failure) {
        if (failure instanceof NotKept) return failure.value as T;
        throw failure;
      }
    },
    /** Whether a value for `key` is kept and still fresh (a production under way is not). */
    has: (key: string): boolean => cache.has(key),
    clear() {
      cache.clear();
    },
  };
}
