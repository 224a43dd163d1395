import type { AuthSession } from './auth-client.ts';

/*
 * The session check every page needs, without better-auth's client in the main bundle: it is a
 * single GET. The client (and its actions) loads with the auth dialog, the profile or the admin,
 * and tells the app when its actions change the session (session-signal.ts).
 */
export const SESSION_QUERY_KEY = ['session'] as const;

export { onSessionChange } from './session-signal.ts';

type Json<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] };

// JSON carries dates as strings; the session type (better-auth's) promises Date objects.
const reviveDates = <T extends object>(row: Json<T>, keys: (keyof T)[]): T => {
  const out = { ...row } as Record<keyof T, unknown>;
  for (const key of keys) if (typeof out[key] === 'string') out[key] = new Date(out[key]);
  return out as T;
};

/** `null` when nobody is signed in. */
export async function fetchSession(): Promise<AuthSession | null> {
  const response = await fetch('/api/auth/get-session', { credentials: 'same-origin', headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`session check failed: ${response.status}`);
  const body = (await response.json()) as { user?: Json<AuthSession['user']>; session?: Json<AuthSession['session']> } | null;
  if (!body?.user || !body.session) return null;
  return {
    user: reviveDates<AuthSession['user']>(body.user, ['createdAt', 'updatedAt']),
    session: reviveDates<AuthSession['session']>(body.session, ['createdAt', 'updatedAt', 'expiresAt']),
  };
}
