import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DeskPendingPayment } from '@hv/shared';
import { apiErrorResponse, jsonResponse, stubFetch } from '@/test/fetch-stub.ts';
import { renderRoutes } from '@/test/render-routes.tsx';
import PendingPaymentsPage from './pending-payments-page.tsx';

// `Pagos pendientes` (issue 31, decision 0216): each booking awaiting its OXXO or SPEI payment, with
// its reference, amount, deadline on the item's clock and who to call.

const payment: DeskPendingPayment = {
  bookingId: '0a1b2c3d-0000-4000-8000-000000000001',
  bookingReference: '0A1B2C3D',
  method: 'oxxo',
  reference: '93000012345678',
  deadline: '2026-12-03T02:30:00.000Z',
  url: 'https://example.com/ticket',
  amount: 1280,
  itemName: 'Kayak en Bacalar',
  date: '2026-12-05',
  startTime: '08:30',
  timeZone: 'America/Cancun',
  passengers: 2,
  contactName: 'Émilie Núñez',
  contactEmail: 'emilie@example.com',
  contactPhone: '+529981234567',
};

describe('Pagos pendientes', () => {
  it('lists each payment awaited with its reference, method, amount, deadline in the item zone and contact', async () => {
    stubFetch((url) =>
      url.pathname === '/api/admin/pending-payments'
        ? jsonResponse({ count: 1, data: [payment] })
        : apiErrorResponse(404, 'not_found', `sin stub: ${url.pathname}`),
    );
    renderRoutes([{ path: '/admin/pagos-pendientes', element: <PendingPaymentsPage /> }], { path: '/admin/pagos-pendientes' });
    const card = within(await screen.findByRole('listitem', { name: /0A1B2C3D/ }));
    expect(card.getByRole('heading', { name: /Émilie Núñez · \$1,280\.00/ })).toBeInTheDocument();
    expect(card.getByRole('link', { name: '0A1B2C3D' })).toHaveAttribute('href', `/admin/reservas/${payment.bookingId}`);
    expect(card.getByText('93000012345678')).toBeInTheDocument();
    expect(card.getByText(/Efectivo en OXXO/)).toBeInTheDocument();
    // 02:30 UTC is 21:30 the day before in Cancún.
    expect(card.getByText(/^Vence: 2 dic.*21:30/)).toBeInTheDocument();
    expect(card.getByText('emilie@example.com · +529981234567')).toBeInTheDocument();
  });

  it('says when none is awaited', async () => {
    stubFetch(() => jsonResponse({ count: 0, data: [] }));
    renderRoutes([{ path: '/admin/pagos-pendientes', element: <PendingPaymentsPage /> }], { path: '/admin/pagos-pendientes' });
    expect(await screen.findByText('No hay pagos pendientes.')).toBeInTheDocument();
  });
});
