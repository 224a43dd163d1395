import { createContext, useContext } from 'react';
import type { AuthSession, AuthUser } from './auth-client.ts';

export interface AuthState {
  session: AuthSession['session'] | null;
  user: AuthUser | null;
  /** True until the first session check completes (docs/product.md §2.1). */
  isLoading: boolean;
  /** Re-reads the session, e.g. after sign-in or a profile update (docs/product.md §3.2). */
  refresh: () => Promise<void>;
}

// Outside the provider (unit tests of a single page) everyone is simply signed out.
const signedOut: AuthState = { session: null, user: null, isLoading: false, refresh: async () => {} };

export const AuthContext = createContext<AuthState>(signedOut);

export function useAuth(): AuthState {
  return useContext(AuthContext);
}
