import { useEffect, useRef, type ReactNode } from 'react';
import { Outlet, useNavigate } from 'react-router';
import type { Role } from '@hv/shared';
import { LoadingState } from '@/components/loading-state.tsx';
import { useT, type MessageId } from '@/lib/i18n.tsx';
import { useAuth } from '@/lib/use-auth.ts';
import { toast } from '@/lib/use-toast.ts';

// docs/product.md §3.6: the protected-route guard's toasts (message ids).
export const GUARD_TOASTS = {
  signedOut: { title: 'app.guard.signedOut.title', description: 'app.guard.signedOut.description' },
  forbidden: { title: 'app.guard.forbidden.title', description: 'app.guard.forbidden.description' },
} as const satisfies Record<string, { title: MessageId; description: MessageId }>;

interface RequireAuthProps {
  /** Allowed roles; without it any signed-in user passes. */
  roles?: readonly Role[];
  /** The protected content; as a layout route (no children) it renders the child routes. */
  children?: ReactNode;
}

/**
 * Guards a route (docs/product.md §3.6): 'Cargando...' while the session loads; nobody signed in, or a
 * role outside `roles`, goes home with a toast saying why.
 */
export function RequireAuth({ roles, children }: RequireAuthProps) {
  const { user, isLoading } = useAuth();
  const { t, paths } = useT();
  const navigate = useNavigate();
  const denial = isLoading
    ? null
    : !user
      ? GUARD_TOASTS.signedOut
      : roles && !roles.includes(user.role as Role)
        ? GUARD_TOASTS.forbidden
        : null;
  // Strict mode runs effects twice; the person should see the toast once.
  const announced = useRef(false);

  useEffect(() => {
    if (!denial) {
      announced.current = false;
      return;
    }
    if (announced.current) return;
    announced.current = true;
    toast({ title: t(denial.title), description: t(denial.description), variant: 'destructive' });
    void navigate(paths.home, { replace: true });
  }, [denial, navigate, t, paths.home]);

  if (isLoading) return <LoadingState />;
  if (denial) return null;
  return children ?? <Outlet />;
}
