import { useMemo, useState, type ReactNode } from 'react';
import { authClient } from '@/lib/auth-client.ts';
import { AuthContext, type AuthState } from '@/lib/use-auth.ts';
import { LoadingState } from '@/components/loading-state.tsx';

/**
 * Holds the better-auth session for the whole app. SPEC §2: until the first session check
 * completes, nothing else renders — the whole app shows 'Cargando...'.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const { data, isPending, refetch } = authClient.useSession();
  // better-auth flips `isPending` back on during every re-check while signed out (e.g. on
  // window focus); only the very first check may blank the app.
  const [firstCheckDone, setFirstCheckDone] = useState(false);
  if (!isPending && !firstCheckDone) setFirstCheckDone(true);

  const value = useMemo<AuthState>(
    () => ({ session: data?.session ?? null, user: data?.user ?? null, refresh: () => refetch() }),
    [data, refetch],
  );

  if (!firstCheckDone && isPending) return <LoadingState message="Cargando..." fullScreen />;

  return <AuthContext value={value}>{children}</AuthContext>;
}
