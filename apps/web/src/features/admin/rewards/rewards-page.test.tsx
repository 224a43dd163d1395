import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RewardsRow } from '@hv/shared';
import { apiErrorResponse, jsonResponse, stubFetch } from '@/test/fetch-stub.ts';
import { renderRoutes } from '@/test/render-routes.tsx';
import { resetToastsForTests } from '@/lib/use-toast.ts';
import { listPage } from '../crud/test-utils.tsx';
import RewardsPage from './rewards-page.tsx';

const row = (rank: number, full_name: string, seeds: number): RewardsRow => ({
  rank,
  id: `00000000-0000-4000-8000-00000000000${rank}`,
  full_name,
  email: `${full_name.split(' ')[0]!.toLowerCase()}@example.com`,
  seeds,
});
const ranking = [
  row(1, 'Luis Hernández', 600),
  row(2, 'Ana López', 350),
  row(3, 'Fernanda García', 250),
  row(4, 'Diego Ramírez', 1250),
];

function renderRewards(handler: Parameters<typeof stubFetch>[0]) {
  const fetchMock = stubFetch(handler);
  return { ...renderRoutes([{ path: '/', element: <RewardsPage /> }]), fetchMock };
}

afterEach(() => {
  resetToastsForTests();
  vi.restoreAllMocks();
});

describe('Programa de Recompensas', () => {
  it('lists the ranking with 1º, 2º and 3º badges, the seeds and N/A validity', async () => {
    const { fetchMock } = renderRewards(() => jsonResponse(listPage(ranking)));
    expect(screen.getByRole('heading', { level: 1, name: 'Programa de Recompensas' })).toBeInTheDocument();
    await screen.findByText('Luis Hernández');
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    const cellsOf = (r: HTMLElement) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cellsOf(rows[0]!)).toEqual(['1º', 'Luis Hernández', 'luis@example.com', '600', 'N/A']);
    expect(cellsOf(rows[1]!)[0]).toBe('2º');
    expect(cellsOf(rows[2]!)[0]).toBe('3º');
    // The fourth has a plain position (the server's rank over the whole list), no podium badge; es-MX digits.
    expect(cellsOf(rows[3]!)).toEqual(['4º', 'Diego Ramírez', 'diego@example.com', '1,250', 'N/A']);
    expect(screen.getAllByText('N/A')).toHaveLength(4);
    expect(new URL(String(fetchMock.mock.calls[0]?.[0]), window.location.origin).pathname).toBe('/api/admin/rewards');
  });

  it('explains the program: 25 seeds per 500 MXN, redemption coming soon', async () => {
    renderRewards(() => jsonResponse(listPage([])));
    const info = screen.getByRole('complementary', { name: '¿Cómo funciona?' });
    expect(info).toHaveTextContent('Por cada 500 MXN pagados en viajes y experiencias, el viajero gana 25 semillas.');
    expect(info).toHaveTextContent(/canje de semillas .* disponible próximamente/);
  });

  it('says when nobody has earned seeds yet', async () => {
    renderRewards(() => jsonResponse(listPage([])));
    expect(await screen.findByText('Aún no hay viajeros con semillas ganadas.')).toBeInTheDocument();
  });

  it('empties the list and shows the docs/product.md §11.7 toast when the ranking fails to load', async () => {
    renderRewards(() => apiErrorResponse(500, 'internal', 'Error interno.'));
    expect(await screen.findByText('No se pudo cargar el ranking de recompensas.')).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'N/A' })).not.toBeInTheDocument();
    expect(screen.getByText('Aún no hay viajeros con semillas ganadas.')).toBeInTheDocument();
  });

  it('on a phone, shows each traveller as a card with the badge beside the name', async () => {
    const matchMedia = window.matchMedia.bind(window);
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
      ...matchMedia(query),
      matches: query === '(max-width: 767px)',
    }));
    renderRewards(() => jsonResponse(listPage(ranking.slice(0, 2))));
    await screen.findByText('Luis Hernández');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('1º')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Vigencia')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('N/A')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('2º')).toBeInTheDocument();
  });
});
