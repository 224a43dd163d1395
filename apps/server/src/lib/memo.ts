/**
 * Remembers what `produce` gave for a key, for `ttlMs()` (0: not at all). The promise itself is
 * kept, so concurrent misses share one production; clear() forgets everything, including
 * productions still under way (they finish, but are not kept). A failure is not kept, nor a
 * value that `expiresAt` says has already expired; the oldest key goes first once `maxEntries`
 * is reached.
 */
export function createMemo<T>(opts: {
  ttlMs: number | (() => number);
  maxEntries: number;
  /** When a produced value stops being true (a session's expiry), if before the lifetime ends. */
  expiresAt?: (value: T) => number;
}) {
  const ttl = typeof opts.ttlMs === 'number' ? () => opts.ttlMs as number : opts.ttlMs;
  const entries = new Map<string, { value: Promise<T>; expires: number }>();
  const forget = (key: string, entry: { value: Promise<T> }) => {
    if (entries.get(key) === entry) entries.delete(key);
  };

  return {
    get(key: string, produce: () => Promise<T>): Promise<T> {
      const lifetime = ttl();
      if (lifetime <= 0) return produce();
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.value;

      const entry = { value: produce(), expires: now + lifetime };
      entries.delete(key);
      entries.set(key, entry);
      if (entries.size > opts.maxEntries) entries.delete(entries.keys().next().value!);
      entry.value.then(
        (value) => {
          if (opts.expiresAt) entry.expires = Math.min(entry.expires, opts.expiresAt(value));
          if (entry.expires <= Date.now()) forget(key, entry);
        },
        () => forget(key, entry),
      );
      return entry.value;
    },
    clear() {
      entries.clear();
    },
  };
}
