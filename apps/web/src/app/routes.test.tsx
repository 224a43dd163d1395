import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, stubFetch } from '@/test/fetch-stub.ts';
import type { RouteObject } from 'react-router';
import { appRoutes, renderRoutes } from '@/test/render-routes.tsx';
import { discoverRoutes } from './routes.tsx';

// The real route table, layout included: each public path opens its page.
const renderApp = (path: string) => {
  // The layout may ask for the session or config; nobody is signed in.
  stubFetch(() => jsonResponse(null));
  return renderRoutes(appRoutes, { path });
};

describe('routes', () => {
  it.each([
    ['/terminos-y-condiciones', 'Términos y Condiciones'],
    ['/privacidad', 'Aviso de Privacidad'],
    ['/cookies', 'Política de Cookies'],
  ])('%s opens %s', async (path, title) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it("answers an unknown address with 'Página no encontrada' and ways back", async () => {
    renderApp('/no-existe');

    expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent(/no está en nuestro mapa/);
    expect(within(main).getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    expect(within(main).getByRole('link', { name: 'Ver todas las experiencias' })).toHaveAttribute('href', '/experiencias');
    // The title is set by an effect once the page has rendered.
    await waitFor(() => expect(document.title).toBe('Página no encontrada | Hormiga Viajera'));
  });
});

describe('the back office routes (docs/decisions/0160-first-load-weight.md)', () => {
  const patched = async (path: string) => {
    const calls: [string | null, RouteObject[]][] = [];
    await discoverRoutes({
      path,
      matches: [],
      fetcherKey: undefined,
      signal: new AbortController().signal,
      patch: (routeId, children) => calls.push([routeId, children]),
    });
    return calls;
  };

  it('join the table on the way to /admin, in any case, as React Router matches paths', async () => {
    for (const path of ['/admin', '/admin/reservas/abc', '/Admin/Reservas']) {
      const calls = await patched(path);
      expect(calls).toHaveLength(1);
      expect(calls[0]![0]).toBe('staff');
      expect(calls[0]![1].map((route) => route.path)).toEqual(['admin']);
    }
  });

  it('stay out of the table on every other page', async () => {
    for (const path of ['/', '/experiencias', '/en/experience/x', '/administracion', '/perfil']) {
      expect(await patched(path)).toEqual([]);
    }
  });
});
