import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { MyBooking } from '@hv/shared';
import { jsonResponse, stubFetch } from '@/test/fetch-stub.ts';
import { renderPage } from '@/test/render-routes.tsx';
import { MyBookings } from './my-bookings.tsx';

const booking = (overrides: Partial<MyBooking> = {}): MyBooking => ({
  id: '00000000-0000-4000-8000-00000000b001',
  reference: 'B001ABCD',
  itemName: 'Nado en cenotes de Yucatán',
  kind: 'experience',
  slug: 'nado-en-cenotes',
  date: '2026-11-21',
  passengers: 3,
  amount: 3750,
  currency: 'MXN',
  status: 'Pagada',
  paidAt: '2026-11-18T18:00:00.000Z',
  ...overrides,
});

const renderMyBookings = () => renderPage('/perfil', <MyBookings userId="u1" />, '/perfil');

describe("'Mis reservas'", () => {
  it('lists the bookings with date, passengers, reference, amount and status, linking to the item', async () => {
    const fetchMock = stubFetch(() =>
      jsonResponse({
        data: [booking(), booking({ id: 'b2', itemName: 'Viaje borrado', slug: null, kind: null, passengers: 1 })],
      }),
    );
    renderMyBookings();

    const region = screen.getByRole('region', { name: 'Mis reservas' });
    const first = (await within(region).findByRole('link', { name: 'Nado en cenotes de Yucatán' })).closest('li')!;
    expect(within(region).getByRole('link', { name: 'Nado en cenotes de Yucatán' })).toHaveAttribute(
      'href',
      '/experiencia/nado-en-cenotes',
    );
    expect(first).toHaveTextContent('21 de noviembre de 2026');
    expect(first).toHaveTextContent('3 pasajeros');
    expect(first).toHaveTextContent('B001ABCD');
    expect(first).toHaveTextContent('$3,750.00 MXN');
    expect(first).toHaveTextContent('Pagada');
    // An item that no longer exists is named without a link.
    expect(within(region).getByText('Viaje borrado')).toBeInTheDocument();
    expect(within(region).queryByRole('link', { name: 'Viaje borrado' })).not.toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/profile/bookings');
  });

  it('shows what a partial refund gave back on a booking that stays paid', async () => {
    stubFetch(() => jsonResponse({ data: [booking({ refundedAmount: 300 }), booking({ id: 'b2', itemName: 'Sin reembolso' })] }));
    renderMyBookings();
    const region = screen.getByRole('region', { name: 'Mis reservas' });
    const partly = (await within(region).findByRole('link', { name: 'Nado en cenotes de Yucatán' })).closest('li')!;
    expect(partly).toHaveTextContent('Pagada');
    expect(partly).toHaveTextContent('Reembolso parcial: $300.00 devueltos por el medio con que pagaste (PayPal o gift card).');
    const whole = within(region).getByRole('link', { name: 'Sin reembolso' }).closest('li')!;
    expect(whole).not.toHaveTextContent('Reembolso parcial');
  });

  it('says so when there are none yet, with a way to the experiences', async () => {
    stubFetch(() => jsonResponse({ data: [] }));
    renderMyBookings();
    expect(await screen.findByText(/Aún no tienes reservas/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Descubre nuestras experiencias' })).toHaveAttribute('href', '/experiencias');
  });
});
