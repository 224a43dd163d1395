import { afterEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { resetToastsForTests } from '@/lib/use-toast.ts';
import type { AuthUser } from '@/lib/auth-client.ts';
import { authState, makeAuthUser, WithAuth } from '@/test/auth.tsx';
import { jsonResponse, stubFetch } from '@/test/fetch-stub.ts';
import { renderRoutes } from '@/test/render-routes.tsx';
import { AccountArea } from './account-area.tsx';
import { AuthDialogProvider } from './auth-dialog-provider.tsx';

afterEach(() => act(() => resetToastsForTests()));

function renderAccountArea(user: AuthUser | null, path = '/experiencias') {
  const page = (
    <WithAuth state={authState(user)}>
      <AuthDialogProvider>
        <AccountArea />
      </AuthDialogProvider>
    </WithAuth>
  );
  return renderRoutes(
    [
      { path: '/', element: <p>Página de inicio</p> },
      { path: '/experiencias', element: page },
      { path: '/perfil', element: <p>Página de perfil</p> },
      { path: '/admin', element: <p>Panel</p> },
    ],
    { path },
  );
}

describe('AccountArea', () => {
  it("signed out: 'Entrar / Crear cuenta' opens the auth dialog on the login tab", async () => {
    stubFetch(() => jsonResponse({ brand_name: 'Hormiga Viajera', whatsapp_number: '1', auth_providers: [] }));
    const { user } = renderAccountArea(null);
    await user.click(screen.getByRole('button', { name: 'Entrar / Crear cuenta' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Entrar', selected: true })).toBeInTheDocument();
  });

  it('greets a traveller by full name, shows the seeds and no Admin link', async () => {
    const { user } = renderAccountArea(makeAuthUser({ fullName: 'Valeria Viajera', seeds: 75 }));
    expect(screen.getByTitle('75 Semillas')).toHaveTextContent('75 Semillas');

    // The menu's code loads on demand: wait for the real trigger (it has aria-expanded).
    await user.click(await screen.findByRole('button', { name: 'Hola, Valeria Viajera', expanded: false }));
    expect(await screen.findByRole('menuitem', { name: 'Ver Perfil' })).toHaveAttribute('href', '/perfil');
    expect(screen.queryByRole('menuitem', { name: 'Admin' })).not.toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Salir' })).toBeInTheDocument();
  });

  it('shows 0 seeds when the count is missing', () => {
    renderAccountArea(makeAuthUser({ seeds: null }));
    expect(screen.getByTitle('0 Semillas')).toHaveTextContent('0 Semillas');
  });

  it('greets by e-mail without a full name; staff get the Admin link and no seeds badge', async () => {
    const { user } = renderAccountArea(makeAuthUser({ fullName: null, email: 'coordinador@example.com', role: 'Coordinador' }));
    expect(screen.queryByText('Semillas')).not.toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Hola, coordinador@example.com', expanded: false }));
    expect(await screen.findByRole('menuitem', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  });

  it("'Salir' signs out, says 'Hasta pronto' and goes home", async () => {
    const fetchMock = stubFetch(() => jsonResponse({ success: true }));
    const { user, router } = renderAccountArea(makeAuthUser());
    await user.click(await screen.findByRole('button', { name: /^Hola,/, expanded: false }));
    await user.click(await screen.findByRole('menuitem', { name: 'Salir' }));

    expect(await screen.findByText('Hasta pronto')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(fetchMock.mock.calls.map(([url]) => new URL(String(url)).pathname)).toContain('/api/auth/sign-out');
  });

  it("reports 'Falló el cierre de sesión' when the server refuses", async () => {
    stubFetch(() => jsonResponse({ message: 'boom' }, 500));
    const { user } = renderAccountArea(makeAuthUser());
    await user.click(await screen.findByRole('button', { name: /^Hola,/, expanded: false }));
    await user.click(await screen.findByRole('menuitem', { name: 'Salir' }));

    expect(await screen.findByText('Falló el cierre de sesión')).toBeInTheDocument();
    expect(screen.getByText('Algo salió mal')).toBeInTheDocument();
  });
});
