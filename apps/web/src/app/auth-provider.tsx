import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { authClient } from '@/lib/auth-client.ts';
import { AuthContext, type AuthState } from '@/lib/use-auth.ts';
import { LoadingState } from '@/components/loading-state.tsx';
import { PROFILE_QUERY_KEY } from '@/features/profile/api/get-profile.ts';

/**
 * Holds the better-auth session for the whole app. SPEC §2: until the first session check
 * completes, nothing else renders — the whole app shows 'Cargando...'.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const { data, isPending, refetch } = authClient.useSession();
  const queryClient = useQueryClient();
  // better-auth flips `isPending` back on during every re-check while signed out (e.g. on
  // window focus); only the very first check may blank the app.
  const [firstCheckDone, setFirstCheckDone] = useState(false);
  if (!isPending && !firstCheckDone) setFirstCheckDone(true);

  // SPEC §4: sign-in, sign-out and user updates reload the profile. The key changes when
  // the person, their session or their user row changes, not on every periodic re-check.
  const user = data?.user;
  const sessionKey = user
    ? [user.id, data.session.id, new Date(user.updatedAt).getTime(), user.twoFactorEnabled].join('|')
    : null;
  useEffect(() => {
    if (sessionKey) void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
    // Signed out: nobody's profile may stay in the cache.
    else queryClient.removeQueries({ queryKey: PROFILE_QUERY_KEY });
  }, [sessionKey, queryClient]);

  const value = useMemo<AuthState>(
    () => ({
      session: data?.session ?? null,
      user: data?.user ?? null,
      isLoading: !firstCheckDone,
      refresh: () => refetch(),
    }),
    [data, firstCheckDone, refetch],
  );

  if (!firstCheckDone && isPending) return <LoadingState message="Cargando..." fullScreen />;

  return <AuthContext value={value}>{children}</AuthContext>;
}
