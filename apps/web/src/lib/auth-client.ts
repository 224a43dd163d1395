import { createAuthClient } from 'better-auth/react';

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
});

export type AuthSession = typeof authClient.$Infer.Session;
export type AuthUser = AuthSession['user'];
