import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { signUpWithEmail } from '@/features/auth/api/sign-up-with-email.ts';
import { AccountArea } from '@/features/auth/components/account-area.tsx';
import { AuthDialogProvider } from '@/features/auth/components/auth-dialog-provider.tsx';
import { useAuthDialog } from '@/features/auth/components/auth-dialog-context.ts';
import { MyBookings } from '@/features/booking';
import { resetToastsForTests } from '@/lib/use-toast.ts';
import { authState, makeAuthUser, WithAuth } from '@/test/auth.tsx';
import { jsonResponse, neverResolves, stubFetch } from '@/test/fetch-stub.ts';
import { InEnglish } from '@/test/i18n.tsx';
import { appRoutes, renderPage, renderRoutes } from '@/test/render-routes.tsx';

// Issue 30 items 9 and 10: finding a booking again (the phone menu, the account menu) and setting up
// an account (what an unconfirmed account is told, the confirmation link's landing, the dialog's words).

afterEach(() => act(() => resetToastsForTests()));

function stubSiteApi() {
  return stubFetch((url) => {
    if (url.pathname === '/api/config')
      return jsonResponse({ brand_name: 'Hormiga Viajera', whatsapp_number: '1', auth_providers: [] });
    if (url.pathname === '/api/search') return jsonResponse({ results: [] });
    if (url.pathname === '/api/experiences') return jsonResponse({ data: [] });
    if (url.pathname === '/api/profile/bookings') return jsonResponse({ data: [] });
    return neverResolves();
  });
}

describe('finding a booking again', () => {
  it("the phone menu offers 'Encuentra tu reserva', in the page's language", async () => {
    stubSiteApi();
    const { user, router } = renderRoutes(appRoutes, { path: '/' });
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
    const menu = document.getElementById('menu-movil')!;
    await user.click(within(menu).getByRole('link', { name: 'Encuentra tu reserva' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mi-reserva'));
    expect(menu).not.toBeVisible();
  });

  it('says it in English on an English page', async () => {
    stubSiteApi();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={createMemoryRouter(appRoutes(queryClient), { initialEntries: ['/en'] })} />
      </QueryClientProvider>,
      { wrapper: InEnglish },
    );
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    expect(within(document.getElementById('menu-movil')!).getByRole('link', { name: 'Find your booking' })).toHaveAttribute(
      'href',
      '/en/my-booking',
    );
  });

  it("the account menu offers 'Mis reservas', on the profile page", async () => {
    stubSiteApi();
    const { user } = renderRoutes(
      [
        {
          path: '/',
          element: (
            <WithAuth state={authState(makeAuthUser({ fullName: 'Valeria Viajera' }))}>
              <AuthDialogProvider>
                <AccountArea />
              </AuthDialogProvider>
            </WithAuth>
          ),
        },
      ],
      { path: '/' },
    );
    await user.click(await screen.findByRole('button', { name: 'Hola, Valeria Viajera', expanded: false }));
    expect(await screen.findByRole('menuitem', { name: 'Mis reservas' })).toHaveAttribute('href', '/perfil#mis-reservas');
  });
});

describe('setting up an account', () => {
  it("tells an unconfirmed account where its bookings made without an account are, instead of 'Aún no tienes reservas'", async () => {
    stubSiteApi();
    renderPage('/perfil', <MyBookings userId="u1" emailVerified={false} />, '/perfil#mis-reservas');
    expect(
      await screen.findByText(
        'Las reservas que hiciste sin cuenta con este correo aparecerán aquí en cuanto lo confirmes con el enlace que te enviamos.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Aún no tienes reservas/)).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Mis reservas' })).toHaveAttribute('id', 'mis-reservas');
  });

  it("sends the confirmation link to the home page with the flag that makes it say 'Correo confirmado'", async () => {
    const bodies: Record<string, unknown>[] = [];
    stubFetch((_url, init) => {
      bodies.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
      return jsonResponse({ token: null, user: { id: 'u1' } });
    });
    const values = { fullName: 'Ana', email: 'ana@example.com', password: 'secreto1', phone: '', country: '', city: '' };
    await signUpWithEmail({ ...values, locale: 'es-MX' }, '/');
    await signUpWithEmail({ ...values, locale: 'en-US' }, '/en');
    expect(bodies.map((body) => body.callbackURL)).toEqual(['/?correo=confirmado', '/en?correo=confirmado']);
  });

  it("says 'Correo confirmado' where the link lands, then takes the flag off the address", async () => {
    stubSiteApi();
    const { router } = renderRoutes(appRoutes, { path: '/?correo=confirmado' });
    expect(await screen.findByText('Correo confirmado', { exact: true })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says why when the link did not work', async () => {
    stubSiteApi();
    renderRoutes(appRoutes, { path: '/?correo=confirmado&error=TOKEN_EXPIRED' });
    expect(await screen.findByText('No pudimos confirmar tu correo', { exact: true })).toBeInTheDocument();
    expect(screen.queryByText('Correo confirmado', { exact: true })).not.toBeInTheDocument();
  });

  it('does not tell a guest that booking needs an account', async () => {
    stubSiteApi();
    function Opener() {
      const dialog = useAuthDialog();
      return <button onClick={() => dialog.open()}>Abrir</button>;
    }
    const { user } = renderRoutes([
      {
        path: '/',
        element: (
          <AuthDialogProvider>
            <Opener />
          </AuthDialogProvider>
        ),
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(dialog).toHaveAccessibleDescription(
      'Entra o crea tu cuenta para ver tus reservas y ganar semillas. También puedes reservar sin cuenta.',
    );
  });
});
