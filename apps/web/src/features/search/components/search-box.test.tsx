import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, Outlet, RouterProvider, useParams } from 'react-router';
import type { SearchResult } from '@hv/shared';
import { jsonResponse, stubFetch } from '@/test/fetch-stub.ts';
import { InEnglish } from '@/test/i18n.tsx';
import { renderRoutes } from '@/test/render-routes.tsx';
import { SearchBox } from './search-box.tsx';

const RESULTS: SearchResult[] = [
  {
    kind: 'experience',
    name: 'Snorkel en Isla Mujeres desde Cancún',
    name_en: null,
    slug: 'snorkel-isla-mujeres',
    image_url: '/storage/experience-images/snorkel.webp',
  },
  {
    kind: 'trip',
    name: 'Cancún y Riviera Maya',
    name_en: 'Cancún and the Riviera Maya',
    slug: 'cancun-riviera-maya',
    image_url: null,
  },
];

function Page({ kind }: { kind: string }) {
  const { slug } = useParams();
  return <p>{`${kind}: ${slug}`}</p>;
}

/** The box sits in a layout above the pages, as in the header, so it survives navigation. */
function renderSearch() {
  return renderRoutes(
    [
      {
        element: (
          <>
            <SearchBox />
            <button type="button">Fuera</button>
            <Outlet />
          </>
        ),
        children: [
          { path: '/', element: <p>Inicio</p> },
          { path: '/experiencia/:slug', element: <Page kind="experiencia" /> },
          { path: '/viaje/:slug', element: <Page kind="viaje" /> },
        ],
      },
    ],
    { path: '/' },
  );
}

const searchTerms = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input), window.location.origin).searchParams.get('q'));

const combobox = () => screen.getByRole('combobox', { name: 'Buscar experiencias y viajes' });

afterEach(() => vi.useRealTimers());

describe('SearchBox', () => {
  it('is a labelled, collapsed combobox to begin with', () => {
    stubFetch(() => jsonResponse({ results: [] }));
    renderSearch();

    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).toHaveAttribute('aria-autocomplete', 'list');
    expect(combobox()).not.toHaveAttribute('aria-controls');
  });

  it('never asks the server for fewer than 2 characters', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = stubFetch(() => jsonResponse({ results: RESULTS }));
    const { user } = renderSearch();

    await user.type(combobox(), 'c');
    // Well past the 300 ms debounce, on the test's clock.
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    vi.useRealTimers();

    expect(fetchMock).not.toHaveBeenCalled();
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it("waits 300 ms after the last keystroke, shows 'Buscando...', then asks once for the whole term", async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { user } = renderSearch();

    await user.type(combobox(), 'cancun');
    // Typing is over, the debounce is not: nothing sent yet, but the visitor already sees it working.
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Buscando...');

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(searchTerms(fetchMock)).toEqual(['cancun']);
    expect(screen.getByRole('status')).toHaveTextContent('Buscando...');

    await act(async () => answer(jsonResponse({ results: RESULTS })));
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(2);
    expect(screen.queryByText('Buscando...')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('lists each result with its picture, name and kind', async () => {
    stubFetch(() => jsonResponse({ results: RESULTS }));
    const { user } = renderSearch();

    await user.type(combobox(), 'cancun');
    const listbox = await screen.findByRole('listbox');
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(combobox()).toHaveAttribute('aria-controls', listbox.id);

    const [experience, trip] = within(listbox).getAllByRole('option');
    expect(experience).toHaveTextContent('Snorkel en Isla Mujeres desde Cancún');
    expect(experience).toHaveTextContent('Experiencia');
    const img = experience!.querySelector('img')!;
    expect(img).toHaveAttribute('src', '/storage/experience-images/snorkel.webp');
    expect(img.getAttribute('srcset')).toContain('/storage/experience-images/snorkel-480.webp 480w');
    expect(trip).toHaveTextContent('Cancún y Riviera Maya');
    expect(trip).toHaveTextContent('Viaje');
  });

  it("says 'No se encontraron resultados.' when nothing matches", async () => {
    stubFetch(() => jsonResponse({ results: [] }));
    const { user } = renderSearch();

    await user.type(combobox(), 'zzxxqq');

    expect(await screen.findByText('No se encontraron resultados.')).toBeInTheDocument();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('only logs a failed search and shows no results', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch(() => jsonResponse({ error: { code: 'internal', message: 'Algo salió mal.' } }, 500));
    const { user } = renderSearch();

    await user.type(combobox(), 'oaxaca');

    expect(await screen.findByText('No se encontraron resultados.')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('moves through the options with the arrows and opens the chosen one with Enter, then clears and closes', async () => {
    stubFetch(() => jsonResponse({ results: RESULTS }));
    const { user, router } = renderSearch();

    await user.type(combobox(), 'cancun');
    const options = await screen.findAllByRole('option');

    await user.keyboard('{ArrowDown}');
    expect(combobox()).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(combobox()).toHaveAttribute('aria-activedescendant', options[1]!.id);
    // Wraps around at both ends.
    await user.keyboard('{ArrowDown}');
    expect(combobox()).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{ArrowUp}');
    expect(combobox()).toHaveAttribute('aria-activedescendant', options[1]!.id);

    await user.keyboard('{Enter}');

    expect(await screen.findByText('viaje: cancun-riviera-maya')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/viaje/cancun-riviera-maya');
    expect(combobox()).toHaveValue('');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).not.toHaveAttribute('aria-activedescendant');
  });

  it('opens an experience when its option is clicked', async () => {
    stubFetch(() => jsonResponse({ results: RESULTS }));
    const { user, router } = renderSearch();

    await user.type(combobox(), 'snorkel');
    await user.click(await screen.findByRole('option', { name: /Snorkel en Isla Mujeres/ }));

    expect(router.state.location.pathname).toBe('/experiencia/snorkel-isla-mujeres');
    expect(combobox()).toHaveValue('');
  });

  it('closes on Escape and reopens on focus while text is present', async () => {
    stubFetch(() => jsonResponse({ results: RESULTS }));
    const { user } = renderSearch();

    await user.type(combobox(), 'cancun');
    await screen.findByRole('listbox');

    await user.keyboard('{Escape}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(combobox()).toHaveValue('cancun');

    await user.tab();
    await user.click(combobox());
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
  });

  it('closes when the visitor clicks outside it', async () => {
    stubFetch(() => jsonResponse({ results: RESULTS }));
    const { user } = renderSearch();

    await user.type(combobox(), 'cancun');
    await screen.findByRole('listbox');

    await user.click(screen.getByRole('button', { name: 'Fuera' }));

    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});

describe('SearchBox on an English page', () => {
  function renderEnglishSearch() {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const router = createMemoryRouter(
      [
        {
          element: (
            <>
              <SearchBox />
              <Outlet />
            </>
          ),
          children: [
            { path: '/en', element: <p>Home</p> },
            { path: '/en/experience/:slug', element: <Page kind="experience" /> },
          ],
        },
      ],
      { initialEntries: ['/en'] },
    );
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
      { wrapper: InEnglish },
    );
    return { user, router };
  }

  it('speaks English, marks the Spanish names as Spanish and opens the English page', async () => {
    stubFetch(() => jsonResponse({ results: RESULTS }));
    const { user, router } = renderEnglishSearch();

    const box = screen.getByRole('combobox', { name: 'Search experiences and trips' });
    expect(box).toHaveAttribute('placeholder', 'Where do you want to go?');
    await user.type(box, 'cancun');

    const listbox = await screen.findByRole('listbox', { name: 'Search results' });
    const [experience, trip] = within(listbox).getAllByRole('option');
    expect(within(experience!).getByText('Snorkel en Isla Mujeres desde Cancún')).toHaveAttribute('lang', 'es');
    // A name staff gave in English is shown as it is.
    expect(within(trip!).getByText('Cancún and the Riviera Maya')).not.toHaveAttribute('lang');
    expect(experience).toHaveTextContent('Experience');
    expect(trip).toHaveTextContent('Trip');
    expect(screen.getByRole('status')).toHaveTextContent('2 results');

    await user.click(experience!);
    expect(router.state.location.pathname).toBe('/en/experience/snorkel-isla-mujeres');
  });

  it("says 'No results found.' when nothing matches", async () => {
    stubFetch(() => jsonResponse({ results: [] }));
    const { user } = renderEnglishSearch();

    await user.type(screen.getByRole('combobox', { name: 'Search experiences and trips' }), 'zzxxqq');
    expect(await screen.findByText('No results found.')).toBeInTheDocument();
  });
});
