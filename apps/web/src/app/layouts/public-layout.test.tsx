import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { resetToastsForTests } from '@/lib/use-toast.ts';
import { jsonResponse, neverResolves, stubFetch } from '@/test/fetch-stub.ts';
import { renderRoutes } from '@/test/render-routes.tsx';
import { routes } from '../routes.tsx';

afterEach(() => {
  act(() => resetToastsForTests());
});

const renderApp = (path: string) => renderRoutes(routes, { path });

// jsdom loads no CSS, so the desktop bar is "visible"; the mobile menu stays `hidden` until opened.
const mainNav = () => screen.getByRole('navigation', { name: 'Principal' });

describe('public layout', () => {
  it('shows the landing anchors on the home page, without Inicio before scrolling on desktop', async () => {
    renderApp('/');

    await screen.findByRole('heading', { level: 1 });
    const nav = mainNav();
    expect(within(nav).getByRole('link', { name: 'Experiencias' })).toHaveAttribute('href', '/#experiencias');
    expect(within(nav).getByRole('link', { name: 'Renta de Transporte' })).toHaveAttribute('href', '/#renta-transporte');
    expect(within(nav).getByRole('link', { name: 'Reseñas' })).toHaveAttribute('href', '/#reviews');
    expect(within(nav).queryByRole('link', { name: 'Inicio' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Hormiga Viajera' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: /Ver todas las experiencias/ })).toHaveAttribute('href', '/experiencias');
  });

  it('always lists Inicio in the mobile menu, which opens from its toggle', async () => {
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });

    const toggle = screen.getByRole('button', { name: 'Abrir menú' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);

    expect(screen.getByRole('button', { name: 'Cerrar menú' })).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById('menu-movil')!;
    expect(within(menu).getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/#inicio');
    expect(within(menu).getByRole('button', { name: /Entrar \/ Crear cuenta/ })).toBeInTheDocument();
  });

  it("shows only 'Página principal' on the experiences list", async () => {
    stubFetch(() => jsonResponse({ data: [] }));
    renderApp('/experiencias');

    await screen.findByRole('heading', { level: 1, name: 'Nuestras Experiencias' });
    const links = within(mainNav()).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Página principal']);
    expect(links[0]).toHaveAttribute('href', '/');
  });

  it.each([
    ['/experiencia/nado-en-cenotes', 'Cargando aventura...'],
    ['/viaje/oaxaca', 'Cargando detalles del viaje...'],
  ])("shows only 'Volver a experiencias' on %s", async (path, loadingText) => {
    stubFetch(() => neverResolves());
    renderApp(path);

    await screen.findByText(loadingText);
    const links = within(mainNav()).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Volver a experiencias']);
    expect(links[0]).toHaveAttribute('href', '/experiencias');
  });

  it("answers 'Entrar / Crear cuenta' with the not-implemented toast for now", async () => {
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });

    const banner = screen.getByRole('banner');
    await user.click(within(banner).getAllByRole('button', { name: /Entrar \/ Crear cuenta/ })[0]!);

    expect(await screen.findByText('¡Función no implementada!')).toBeInTheDocument();
  });

  it('shows the copyright with the current year, the terms link and the Mexico City contact', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });

    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(`© ${new Date().getFullYear()} Hormiga Viajera`, { exact: false })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Términos y condiciones' })).toHaveAttribute(
      'href',
      '/terminos-y-condiciones',
    );
    expect(within(footer).getByText(/Ciudad de México/)).toBeInTheDocument();
  });

  it('answers unknown addresses with a Spanish 404 page', async () => {
    renderApp('/no-existe/para-nada');

    expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument();
    expect(document.title).toBe('Página no encontrada | Hormiga Viajera');
  });
});
