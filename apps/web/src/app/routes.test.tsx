import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, stubFetch } from '@/test/fetch-stub.ts';
import { appRoutes, renderRoutes } from '@/test/render-routes.tsx';

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
