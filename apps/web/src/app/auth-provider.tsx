import { useEffect, useMemo, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchSession, onSessionChange, SESSION_QUERY_KEY } from '@/lib/session.ts';
import { AuthContext, type AuthState } from '@/lib/use-auth.ts';
import { PROFILE_QUERY_KEY } from '@/features/profile/api/get-profile.ts';

/**
 * Holds the session for the whole app. Public pages render at once (the server sends them whole,
 * docs/architecture.md §12) with `isLoading` true until the first check completes: the header keeps the
 * account corner's place empty, and protected routes wait behind their guard ('Cargando...').
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { data, isPending, refetch } = useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: fetchSession,
    staleTime: 60_000,
    // Coming back to the tab re-checks: the session may have ended or changed elsewhere.
    refetchOnWindowFocus: true,
  });

  useEffect(() => onSessionChange(() => void refetch()), [refetch]);

  // docs/product.md §3.2: sign-in, sign-out and user updates reload the profile. The key changes when
  // the person, their session or their user row changes, not on every periodic re-check.
  const user = data?.user;
  const sessionKey = user ? [user.id, data.session.id, user.updatedAt.getTime(), user.twoFactorEnabled].join('|') : null;
  useEffect(() => {
    if (sessionKey) void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
    // Signed out: nobody's profile may stay in the cache.
    else queryClient.removeQueries({ queryKey: PROFILE_QUERY_KEY });
  }, [sessionKey, queryClient]);

  const value = useMemo<AuthState>(
    () => ({
      session: data?.session ?? null,
      user: data?.user ?? null,
      // A failed check (server unreachable) counts as signed out rather than loading forever.
      isLoading: isPending,
      refresh: async () => {
        await refetch();
      },
    }),
    [data, isPending, refetch],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}
