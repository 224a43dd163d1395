import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { SearchResult } from '@hv/shared';
import { jsonResponse, neverResolves, stubFetch } from '@/test/fetch-stub.ts';
import { InEnglish } from '@/test/i18n.tsx';
import { appRoutes, renderRoutes } from '@/test/render-routes.tsx';

// Issue 30 item 11: a search box in the landing's hero at every width, and Enter in any search box
// opens the results page (`/buscar?q=…`, `/en/search?q=…`) with the header's matching (the same API).

const RESULTS: SearchResult[] = [
  { kind: 'experience', name: 'Nado en cenotes de Yucatán', name_en: null, slug: 'nado-en-cenotes', image_url: null },
  { kind: 'trip', name: 'Cenotes y haciendas', name_en: 'Cenotes and haciendas', slug: 'cenotes-haciendas', image_url: null },
];

function stubSiteApi(results: SearchResult[] = RESULTS) {
  return stubFetch((url) => {
    if (url.pathname === '/api/search') return jsonResponse({ results });
    if (url.pathname === '/api/config')
      return jsonResponse({ brand_name: 'Hormiga Viajera', whatsapp_number: '1', auth_providers: [] });
    if (url.pathname === '/api/experiences') return jsonResponse({ data: [] });
    return neverResolves();
  });
}

const searchedFor = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), window.location.origin))
    .filter((url) => url.pathname === '/api/search')
    .map((url) => url.searchParams.get('q'));

describe('the results page', () => {
  it('lists what the words find, each a link to its page, with a box to search again', async () => {
    const fetchMock = stubSiteApi();
    const { user, router } = renderRoutes(appRoutes, { path: '/buscar?q=%20cenote%20' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Resultados para “cenote”' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Resultados de la búsqueda' });
    expect(within(list).getByRole('link', { name: /Nado en cenotes de Yucatán/ })).toHaveAttribute(
      'href',
      '/experiencia/nado-en-cenotes',
    );
    expect(within(list).getByRole('link', { name: /Cenotes y haciendas/ })).toHaveAttribute('href', '/viaje/cenotes-haciendas');
    expect(screen.getByText('2 resultados')).toBeInTheDocument();
    expect(searchedFor(fetchMock)).toContain('cenote');
    expect(document.title).toBe('Resultados para “cenote” | Hormiga Viajera');

    const again = within(screen.getByRole('main')).getByRole('searchbox', { name: 'Buscar experiencias y viajes' });
    expect(again).toHaveValue('cenote');
    await user.clear(again);
    await user.type(again, 'ballenas{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=ballenas'));
    expect(router.state.location.pathname).toBe('/buscar');
  });

  it('says when nothing matches, and asks for 2 letters before searching', async () => {
    const fetchMock = stubSiteApi([]);
    const first = renderRoutes(appRoutes, { path: '/buscar?q=xqzw' });
    expect(await screen.findByText('No se encontraron resultados.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Ver todas las experiencias/ })).toHaveAttribute('href', '/experiencias');
    first.unmount();

    renderRoutes(appRoutes, { path: '/buscar?q=x' });
    expect(await screen.findByText(/Escribe al menos 2 letras para buscar/)).toBeInTheDocument();
    expect(searchedFor(fetchMock)).toEqual(['xqzw']);
  });

  it('is in English under /en/search, naming items in English where staff gave it', async () => {
    stubSiteApi();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={createMemoryRouter(appRoutes(queryClient), { initialEntries: ['/en/search?q=cenote'] })} />
      </QueryClientProvider>,
      { wrapper: InEnglish },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Results for “cenote”' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Search results' });
    expect(within(list).getByRole('link', { name: /Cenotes and haciendas/ })).toHaveAttribute(
      'href',
      '/en/trip/cenotes-haciendas',
    );
    expect(within(list).getByText('Nado en cenotes de Yucatán')).toHaveAttribute('lang', 'es');
  });
});

describe('Enter in a search box', () => {
  it('opens the results page from the header when no option is chosen', async () => {
    stubSiteApi();
    const { user, router } = renderRoutes(appRoutes, { path: '/experiencias' });
    const [header] = await screen.findAllByRole('banner');
    const [box] = within(header!).getAllByRole('combobox', { name: 'Buscar experiencias y viajes' });
    await user.type(box!, 'cenote{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/buscar'));
    expect(router.state.location.search).toBe('?q=cenote');
    expect(await screen.findByRole('heading', { level: 1, name: 'Resultados para “cenote”' })).toBeInTheDocument();
  });

  it('is a GET form to the results page, so it works before the page’s code has run', async () => {
    stubSiteApi();
    renderRoutes(appRoutes, { path: '/' });
    await screen.findByRole('heading', { level: 1 });
    const boxes = screen.getAllByRole('combobox', { name: 'Buscar experiencias y viajes' });
    expect(boxes.length).toBeGreaterThanOrEqual(2);
    for (const box of boxes) {
      const form = box.closest('form')!;
      expect(form).toHaveAttribute('action', '/buscar');
      expect(form.getAttribute('method')).toBe('get');
      expect(box).toHaveAttribute('name', 'q');
    }
  });

  it('the landing’s hero has its own box, at every width, with a Buscar button', async () => {
    const fetchMock = stubSiteApi();
    const user = userEvent.setup();
    const { router } = renderRoutes(appRoutes, { path: '/' });
    await screen.findByRole('heading', { level: 1 });
    const hero = document.getElementById('inicio')!;
    const box = within(hero).getByRole('combobox', { name: 'Buscar experiencias y viajes' });
    expect(box.closest('.hidden')).toBeNull();
    await user.type(box, 'cenote');
    await user.click(within(hero).getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/buscar'));
    expect(router.state.location.search).toBe('?q=cenote');
    expect(searchedFor(fetchMock)).toContain('cenote');
  });
});
