/*
 * docs/product.md §3.3: at most 3 reset e-mails per address within a sliding 5-minute window, tracked in
 * local storage; only successful sends count. The server enforces the same limit (429), so
 * clearing the storage gains nothing.
 */

export const RESET_ATTEMPTS_STORAGE_KEY = 'passwordResetAttempts';
export const RESET_ATTEMPT_LIMIT = 3;
export const RESET_ATTEMPT_WINDOW_MS = 5 * 60_000;

type AttemptLog = Record<string, number[]>;

const normalize = (email: string) => email.trim().toLowerCase();

function readLog(storage: Storage): AttemptLog {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(RESET_ATTEMPTS_STORAGE_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    const log: AttemptLog = {};
    for (const [email, times] of Object.entries(parsed)) {
      if (Array.isArray(times)) log[email] = times.filter((t): t is number => typeof t === 'number');
    }
    return log;
  } catch {
    // Unreadable or blocked storage: nothing recorded.
    return {};
  }
}

function recentAttempts(log: AttemptLog, email: string, now: number): number[] {
  return (log[normalize(email)] ?? []).filter((t) => t <= now && now - t < RESET_ATTEMPT_WINDOW_MS).sort((a, b) => a - b);
}

/** Minutes (rounded up, at least 1) until another e-mail may be sent, or null when allowed now. */
export function resetWaitMinutes(email: string, now = Date.now(), storage: Storage = localStorage): number | null {
  const recent = recentAttempts(readLog(storage), email, now);
  if (recent.length < RESET_ATTEMPT_LIMIT) return null;
  // The window slides: the next send is possible once enough old sends have left it.
  const oldestCounted = recent[recent.length - RESET_ATTEMPT_LIMIT]!;
  return Math.max(1, Math.ceil((oldestCounted + RESET_ATTEMPT_WINDOW_MS - now) / 60_000));
}

/** Records one successful send (failed sends are not recorded). */
export function recordResetSent(email: string, now = Date.now(), storage: Storage = localStorage): void {
  const log = readLog(storage);
  // Drop every address's expired entries so the log never grows without bound.
  const next: AttemptLog = {};
  for (const key of Object.keys(log)) {
    const recent = recentAttempts(log, key, now);
    if (recent.length) next[key] = recent;
  }
  next[normalize(email)] = [...(next[normalize(email)] ?? []), now];
  try {
    storage.setItem(RESET_ATTEMPTS_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage full or blocked: the server's limit still applies.
  }
}
