/**
 * Remembers list totals for a few seconds. A staff list's page of 20 rows comes from an index in
 * well under a millisecond, but its total has to visit every match (10 000 travellers named
 * "martínez" in the bench): paging through or re-running one search reuses the total. Writes
 * through the admin call clear(); anything else (a sign-up, another process) shows within `ttlMs`.
 */
export function createCountMemo(ttlMs: number, maxEntries = 500) {
  const entries = new Map<string, { value: Promise<number>; expires: number }>();
  return {
    get(key: string, produce: () => Promise<number>): Promise<number> {
      const hit = entries.get(key);
      if (hit && hit.expires > Date.now()) return hit.value;
      // The promise itself is kept, so concurrent misses share one count; a failure is not kept.
      const value = produce();
      value.catch(() => entries.delete(key));
      entries.set(key, { value, expires: Date.now() + ttlMs });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}
