import type { FastifyRequest } from 'fastify';
import type { Role } from '@hv/shared';
import type { Auth } from './auth.ts';
import { createMemo } from '../../lib/memo.ts';
import { toFetchHeaders } from './routes.ts';
import { passedSecondFactor, type SessionSecondFactor } from './second-factor.ts';

export interface SessionUser {
  id: string;
  email: string;
  role: Role;
  fullName: string | null;
  twoFactorEnabled: boolean;
  /** Whether this session passed the second factor (second-factor.ts), not only the account enrolled. */
  twoFactorVerified: boolean;
  /** Whether the address is confirmed: bookings made without an account are claimed only then. */
  emailVerified: boolean;
}

export interface SessionReader {
  /** The signed-in user of this request, or null. */
  user(request: FastifyRequest): Promise<SessionUser | null>;
  /** Forgets every remembered session: something about users or sessions may have changed. */
  clear(): void;
}

/** Longer cookie headers are looked up every time rather than kept as keys. */
const MAX_KEY_LENGTH = 4096;

/**
 * Who a session cookie belongs to, remembered for `ttlMs()` (0: not at all). better-auth's
 * look-up — the cookie's signature and two statements — was ~70 % of a staff list request's CPU
 * (bench: 530 → 1 760 req/s with 50 staff connections on PostgreSQL).
 *
 * Keyed by the whole Cookie header, so a hit means that exact signed cookie was verified before.
 * Nothing stale may grant access, so everything is forgotten: after each write request of this
 * process (the app's onSend hook: a sign-out, a ban, a new role...), when the database reports a
 * change to a user or a session made by another process (the cache bus), and when an entry's
 * lifetime or the session's own expiry passes. A look-up that was under way while the cache was
 * emptied is not kept: it may have read the old rows. No session is not remembered.
 */
export function createSessionReader(auth: Auth, opts: { ttlMs: () => number; maxEntries?: number }): SessionReader {
  const remembered = createMemo<{ user: SessionUser; expiresAt: number } | null>({
    ttlMs: opts.ttlMs,
    maxEntries: opts.maxEntries ?? 1000,
    expiresAt: (found) => found?.expiresAt ?? 0,
  });

  async function lookUp(request: FastifyRequest) {
    const session = await auth.api.getSession({ headers: toFetchHeaders(request) });
    if (!session) return null;
    const u = session.user as typeof session.user & {
      role?: string;
      fullName?: string | null;
      twoFactorEnabled?: boolean | null;
    };
    const user: SessionUser = {
      id: u.id,
      email: u.email,
      role: (u.role ?? 'Viajero') as Role,
      fullName: u.fullName ?? null,
      twoFactorEnabled: Boolean(u.twoFactorEnabled),
      twoFactorVerified: passedSecondFactor(session.session as SessionSecondFactor),
      emailVerified: Boolean(u.emailVerified),
    };
    return { user, expiresAt: new Date(session.session.expiresAt).getTime() };
  }

  return {
    async user(request) {
      const key = request.headers.cookie;
      const found =
        !key || key.length > MAX_KEY_LENGTH ? await lookUp(request) : await remembered.get(key, () => lookUp(request));
      return found?.user ?? null;
    },
    clear: remembered.clear,
  };
}
