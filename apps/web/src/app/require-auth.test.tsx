import { afterEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { STAFF_ROLES } from '@hv/shared';
import { resetToastsForTests } from '@/lib/use-toast.ts';
import { authState, makeAuthUser, WithAuth } from '@/test/auth.tsx';
import { renderRoutes } from '@/test/render-routes.tsx';
import type { AuthState } from '@/lib/use-auth.ts';
import { RequireAuth } from './require-auth.tsx';

afterEach(() => act(() => resetToastsForTests()));

/** /perfil behind the plain guard, /admin behind the staff guard (as a layout route), and a home page. */
function renderGuarded(path: string, state: AuthState) {
  return renderRoutes(
    [
      {
        path: '/',
        element: <p>Página de inicio</p>,
      },
      {
        path: '/perfil',
        element: (
          <WithAuth state={state}>
            <RequireAuth>
              <p>Mi Perfil</p>
            </RequireAuth>
          </WithAuth>
        ),
      },
      {
        path: '/admin',
        element: (
          <WithAuth state={state}>
            <RequireAuth roles={STAFF_ROLES} />
          </WithAuth>
        ),
        children: [{ index: true, element: <p>Panel de administración</p> }],
      },
    ],
    { path },
  );
}

describe('RequireAuth', () => {
  it("shows 'Cargando...' while the session is still being checked", () => {
    renderGuarded('/perfil', authState(null, { isLoading: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Cargando...');
    expect(screen.queryByText('Mi Perfil')).not.toBeInTheDocument();
  });

  it("sends a visitor who is not signed in home with 'Acceso denegado'", async () => {
    const { router } = renderGuarded('/perfil', authState(null));

    expect(await screen.findByText('Página de inicio')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByText('Acceso denegado')).toBeInTheDocument();
    expect(screen.getByText('Por favor, inicia sesión para acceder a esta página.')).toBeInTheDocument();
  });

  it('lets any signed-in user through when no roles are required', async () => {
    renderGuarded('/perfil', authState(makeAuthUser({ role: 'Proveedor' })));
    expect(await screen.findByText('Mi Perfil')).toBeInTheDocument();
  });

  it("sends a traveller away from a staff page with 'Permiso insuficiente'", async () => {
    const { router } = renderGuarded('/admin', authState(makeAuthUser({ role: 'Viajero' })));

    expect(await screen.findByText('Página de inicio')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByText('Permiso insuficiente')).toBeInTheDocument();
    expect(screen.getByText('No tienes los permisos necesarios para acceder a esta página.')).toBeInTheDocument();
    expect(screen.queryByText('Panel de administración')).not.toBeInTheDocument();
  });

  it.each(STAFF_ROLES)('renders the child routes for %s', async (role) => {
    renderGuarded('/admin', authState(makeAuthUser({ role, email: 'staff@example.com' })));
    expect(await screen.findByText('Panel de administración')).toBeInTheDocument();
    expect(screen.queryByText('Permiso insuficiente')).not.toBeInTheDocument();
  });
});
