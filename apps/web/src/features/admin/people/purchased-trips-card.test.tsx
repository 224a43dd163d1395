import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { jsonResponse, stubFetch } from '@/test/fetch-stub.ts';
import { renderPage } from '@/test/render-routes.tsx';
import { PurchasedTripsCard } from './person-panel.tsx';

const renderCard = () => renderPage('/', <PurchasedTripsCard personId="p1" />, '/');

describe("'Viajes Adquiridos' in a traveller's panel", () => {
  it("lists the traveller's paid bookings", async () => {
    const fetchMock = stubFetch(() =>
      jsonResponse([
        {
          id: 'b1',
          item_name: 'Nado en cenotes de Yucatán',
          booking_date: '2026-11-21',
          passengers: 3,
          amount: 3750,
          status: 'Pagada',
          paid_at: '2026-11-18T18:00:00.000Z',
        },
      ]),
    );
    renderCard();
    expect(await screen.findByText('Nado en cenotes de Yucatán')).toBeInTheDocument();
    expect(screen.getByText('21 de noviembre de 2026 · 3 pax · $3,750.00')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/admin/people/p1/bookings');
  });

  it('says when the traveller has bought nothing yet', async () => {
    stubFetch(() => jsonResponse([]));
    renderCard();
    expect(await screen.findByText('Esta hormiguita aún no ha adquirido viajes.')).toBeInTheDocument();
  });
});
