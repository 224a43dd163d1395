import { useEffect, useRef, type ReactNode } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { paths, type Role } from '@hv/shared';
import { LoadingState } from '@/components/loading-state.tsx';
import { useAuth } from '@/lib/use-auth.ts';
import { toast, type ToastOptions } from '@/lib/use-toast.ts';

// docs/product.md §3.6: the protected-route guard.
export const GUARD_TOASTS = {
  signedOut: {
    title: 'Acceso denegado',
    description: 'Por favor, inicia sesión para acceder a esta página.',
    variant: 'destructive',
  },
  forbidden: {
    title: 'Permiso insuficiente',
    description: 'No tienes los permisos necesarios para acceder a esta página.',
    variant: 'destructive',
  },
} as const satisfies Record<string, ToastOptions>;

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
    toast(denial);
    void navigate(paths.home, { replace: true });
  }, [denial, navigate]);

  if (isLoading) return <LoadingState message="Cargando..." />;
  if (denial) return null;
  return children ?? <Outlet />;
}
