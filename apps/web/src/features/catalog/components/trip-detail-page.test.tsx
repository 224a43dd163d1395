import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { makeTrip } from '@/test/factories.ts';
import { apiErrorResponse, jsonResponse, stubFetch } from '@/test/fetch-stub.ts';
import { renderPage } from '@/test/render-routes.tsx';
import { TripDetailPage } from './trip-detail-page.tsx';

const renderTrip = (slug: string) => renderPage('/viaje/:slug', <TripDetailPage />, `/viaje/${slug}`);

describe('trip detail page', () => {
  it('loads the trip by slug and shows its destination and price per person', async () => {
    const fetchMock = stubFetch(() => jsonResponse(makeTrip({ destination: 'Oaxaca de Juárez', price_mxn: 8900 })));
    renderTrip('oaxaca-guelaguetza');

    expect(screen.getByText('Cargando detalles del viaje...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Oaxaca de Juárez' })).toBeInTheDocument();
    expect(screen.getByText('$8,900.00 MXN por persona')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/trips/oaxaca-guelaguetza');
    expect(document.title).toBe('Oaxaca de Juárez | Hormiga Viajera');
  });

  it('falls back to a fixed text when the trip has no description', async () => {
    stubFetch(() => jsonResponse(makeTrip({ description: null })));
    renderTrip('oaxaca-guelaguetza');

    expect(await screen.findByText('No hay descripción disponible para este viaje.')).toBeInTheDocument();
  });

  it('says the trip was not found, with a link to all experiences', async () => {
    stubFetch(() => apiErrorResponse(404, 'not_found', 'Viaje no encontrado'));
    renderTrip('no-existe');

    expect(await screen.findByRole('heading', { level: 1, name: 'Viaje no encontrado' })).toBeInTheDocument();
    expect(screen.getByText('Lo sentimos, no pudimos encontrar el viaje que estás buscando.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver todas las experiencias' })).toHaveAttribute('href', '/experiencias');
  });
});
