import type { ReactNode } from 'react';
import type { AuthUser } from '@/lib/auth-client.ts';
import { AuthContext, type AuthState } from '@/lib/use-auth.ts';

/** A signed-in traveller as better-auth's session reports it; tests override what they check. */
export function makeAuthUser(overrides: Partial<AuthUser> = {}): AuthUser {
  return {
    id: '00000000-0000-4000-8000-0000000000aa',
    email: 'viajero@example.com',
    emailVerified: true,
    name: 'Valeria Viajera',
    image: null,
    createdAt: new Date('2026-01-01T12:00:00Z'),
    updatedAt: new Date('2026-01-02T12:00:00Z'),
    fullName: 'Valeria Viajera',
    phone: null,
    country: null,
    city: null,
    locale: 'es-MX',
    avatarUrl: null,
    seeds: 75,
    role: 'Viajero',
    twoFactorEnabled: false,
    ...overrides,
  } as AuthUser;
}

export function authState(user: AuthUser | null, overrides: Partial<AuthState> = {}): AuthState {
  return {
    user,
    session: user
      ? {
          id: 'session-1',
          userId: user.id,
          token: 'token',
          expiresAt: new Date('2030-01-01T00:00:00Z'),
          createdAt: new Date('2026-01-02T12:00:00Z'),
          updatedAt: new Date('2026-01-02T12:00:00Z'),
        }
      : null,
    isLoading: false,
    refresh: async () => {},
    ...overrides,
  } as AuthState;
}

/** Puts a fixed session around `children`, without better-auth's network check. */
export function WithAuth({ state, children }: { state: AuthState; children: ReactNode }) {
  return <AuthContext value={state}>{children}</AuthContext>;
}
