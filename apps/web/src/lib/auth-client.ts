import { createAuthClient } from 'better-auth/react';
import { inferAdditionalFields, twoFactorClient } from 'better-auth/client/plugins';
import { notifySessionChange } from './session-signal.ts';

/**
 * better-auth's browser client. The API and the SPA share one origin (the server serves
 * both; Vite proxies /api in development), so the auth endpoints live at
 * `{origin}/api/auth/*`.
 */
export const authClient = createAuthClient({
  baseURL: window.location.origin,
  basePath: '/api/auth',
  fetchOptions: {
    // Look the global fetch up per call rather than capturing it once at import time.
    customFetchImpl: (input, init) => fetch(input, init),
  },
  plugins: [
    // The fields the server declares on `user` (apps/server/src/modules/auth/auth.ts), so
    // sign-up accepts them and the session user carries them. `input: false`: read-only.
    inferAdditionalFields({
      user: {
        fullName: { type: 'string', required: false },
        phone: { type: 'string', required: false },
        country: { type: 'string', required: false },
        city: { type: 'string', required: false },
        locale: { type: 'string', required: false },
        avatarUrl: { type: 'string', required: false, input: false },
        seeds: { type: 'number', required: false, input: false },
        role: { type: 'string', required: false, input: false },
        twoFactorEnabled: { type: 'boolean', required: false, input: false },
      },
    }),
    // No redirect page: the auth dialog asks for the code itself when sign-in answers
    // `twoFactorRedirect`.
    twoFactorClient(),
  ],
});

// The app reads the session through its own query (lib/session.ts); better-auth's actions
// (sign-in, sign-out, 2-step, update-user) raise this signal, which makes the app re-check.
authClient.$store.atoms.$sessionSignal?.listen(() => notifySessionChange());

export type AuthSession = typeof authClient.$Infer.Session;
export type AuthUser = AuthSession['user'];
