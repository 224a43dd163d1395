import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DESK_MESSAGES, type CheckInResult, type DeskBookingRow, type Manifest } from '@hv/shared';
import { apiErrorResponse, jsonResponse, stubFetch } from '@/test/fetch-stub.ts';
import { renderRoutes } from '@/test/render-routes.tsx';
import { listPage } from '../crud/test-utils.tsx';
import BookingsPage from './bookings-page.tsx';
import CheckInPage from './check-in-page.tsx';
import ManifestPage from './manifest-page.tsx';

const row = (overrides: Partial<DeskBookingRow> = {}): DeskBookingRow => ({
  id: '0a1b2c3d-0000-4000-8000-000000000001',
  reference: '0A1B2C3D',
  travellerName: 'Émilie Núñez',
  travellerEmail: 'emilie@example.com',
  travellerPhone: '+525587654321',
  itemName: 'Kayak en Bacalar',
  kind: 'experience',
  date: '2026-12-05',
  startTime: '09:00',
  passengers: 2,
  total: 2900,
  status: 'Pagada',
  source: 'web',
  checkIn: 'Sin registrar',
  createdAt: '2026-11-20T15:00:00.000Z',
  ...overrides,
});

function staffApi(handler: (url: URL, init?: RequestInit) => Response | Promise<Response> | undefined) {
  return stubFetch((url, init) => {
    if (url.pathname === '/api/admin/me')
      return jsonResponse({ id: 'me', email: 'yo@example.com', role: 'Organizador', fullName: 'Yo' });
    if (url.pathname === '/api/admin/experiences' || url.pathname === '/api/admin/trips') return jsonResponse(listPage([]));
    return handler(url, init) ?? apiErrorResponse(500, 'internal', 'Algo salió mal.');
  });
}

describe('Reservas', () => {
  it('shows the columns, searches on the server and keeps search, filters and page in the URL', async () => {
    const asked: URLSearchParams[] = [];
    staffApi((url) => {
      if (url.pathname !== '/api/admin/bookings') return undefined;
      asked.push(url.searchParams);
      return jsonResponse({
        ...listPage([row()]),
        count: 45,
        totalPages: 3,
        currentPage: Number(url.searchParams.get('page') ?? 1),
      });
    });
    const { user, router } = renderRoutes([{ path: '/admin/reservas', element: <BookingsPage /> }], {
      path: '/admin/reservas?status=Pagada&page=2',
    });
    const table = await screen.findByRole('table');
    for (const name of ['Referencia', 'Viajero', 'Experiencia o viaje', 'Fecha', 'Pasajeros', 'Total', 'Estado'])
      expect(within(table).getByRole('columnheader', { name })).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Abrir la reserva 0A1B2C3D' })).toHaveAttribute(
      'href',
      '/admin/reservas/0a1b2c3d-0000-4000-8000-000000000001',
    );
    // The URL's filters and page are what the server was asked.
    expect(asked[0]!.get('status')).toBe('Pagada');
    expect(asked[0]!.get('page')).toBe('2');
    expect(screen.getByLabelText('Estado')).toHaveValue('Pagada');

    await user.type(screen.getByLabelText('Buscar'), 'nunez');
    await waitFor(() => expect(router.state.location.search).toBe('?q=nunez&status=Pagada'));
    await waitFor(() => expect(asked.at(-1)!.get('q')).toBe('nunez'));
    expect(asked.at(-1)!.get('page')).toBeNull(); // a new search starts at page 1
    expect(screen.getByRole('link', { name: 'Descargar CSV' })).toHaveAttribute(
      'href',
      '/api/admin/bookings.csv?q=nunez&status=Pagada',
    );

    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=nunez&status=Pagada&page=2'));
  });

  it('says when nothing matches', async () => {
    staffApi((url) => (url.pathname === '/api/admin/bookings' ? jsonResponse(listPage([])) : undefined));
    renderRoutes([{ path: '/', element: <BookingsPage /> }]);
    expect(await screen.findByText('No hay reservas con estos filtros.')).toBeInTheDocument();
  });
});

const checkInResult = (result: CheckInResult['result']): CheckInResult => ({
  result,
  booking: { ...row({ checkIn: 'Presentado' }), passengerNames: ['Émilie Núñez', 'Pablo Ruiz'] },
  checkedInAt: '2026-12-05T15:02:00.000Z',
  checkedInBy: 'Olga Organizadora',
});

describe('Check-in', () => {
  it('marks a typed reference Presentado, says Ya registrada with who and when the second time, and shows a refusal', async () => {
    const answers = [
      jsonResponse(checkInResult('checked_in')),
      jsonResponse(checkInResult('already')),
      apiErrorResponse(409, 'conflict', DESK_MESSAGES.refunded),
    ];
    const bodies: unknown[] = [];
    staffApi((url, init) => {
      if (url.pathname !== '/api/admin/check-in') return undefined;
      bodies.push(JSON.parse(String(init!.body)));
      return answers.shift();
    });
    const { user } = renderRoutes([{ path: '/', element: <CheckInPage /> }]);
    const field = await screen.findByLabelText(/Referencia/);

    await user.type(field, '0a1b2c3d');
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    expect(await screen.findByRole('heading', { name: 'Presentado' })).toBeInTheDocument();
    expect(screen.getByText('Émilie Núñez, Pablo Ruiz')).toBeInTheDocument();
    expect(bodies[0]).toEqual({ code: '0a1b2c3d' });

    await user.type(field, '0A1B2C3D');
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    expect(await screen.findByRole('heading', { name: 'Ya registrada' })).toBeInTheDocument();
    expect(screen.getByText(/Se registró el 5 de diciembre de 2026.* por Olga Organizadora/)).toBeInTheDocument();

    await user.type(field, '0A1B2C3D');
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(DESK_MESSAGES.refunded);
  });

  it('asks for a reference before calling the server', async () => {
    const fetchMock = staffApi(() => undefined);
    const { user } = renderRoutes([{ path: '/', element: <CheckInPage /> }]);
    await user.click(await screen.findByRole('button', { name: 'Registrar' }));
    expect(await screen.findByText(DESK_MESSAGES.referenceInvalid)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('/check-in'))).toBe(false);
  });
});

describe('Manifest', () => {
  it('lists each booking with its phone, passengers and check-in, with print and CSV', async () => {
    const manifest: Manifest = {
      departure: {
        kind: 'trip',
        itemId: '1a000000-0000-4000-8000-000000000000',
        itemName: 'Barrancas del Cobre',
        date: '2026-12-05',
        startTime: '08:00',
        passengers: 3,
        bookings: 1,
        capacity: 20,
        minimum: 4,
        checkedIn: 0,
      },
      meetingPoint: 'Terminal Norte',
      data: [
        {
          id: '0a1b2c3d-0000-4000-8000-000000000001',
          reference: '0A1B2C3D',
          buyer: 'Rosa Díaz',
          phone: '+525522223333',
          email: 'rosa@example.com',
          passengers: 3,
          passengerNames: ['Rosa Díaz', 'Luis Díaz', 'Ana Díaz'],
          startTime: '08:00',
          checkIn: 'No se presentó',
          checkedInAt: null,
        },
      ],
    };
    staffApi((url) => (url.pathname === '/api/admin/departures/manifest' ? jsonResponse(manifest) : undefined));
    const query = 'kind=trip&id=1a000000-0000-4000-8000-000000000000&date=2026-12-05';
    renderRoutes([{ path: '/m', element: <ManifestPage /> }], { path: `/m?${query}` });
    expect(await screen.findByRole('heading', { name: 'Manifiesto: Barrancas del Cobre' })).toBeInTheDocument();
    const bookingRow = screen.getByRole('cell', { name: 'Rosa Díaz' }).closest('tr')!;
    expect(within(bookingRow).getByRole('link', { name: '+525522223333' })).toHaveAttribute('href', 'tel:+525522223333');
    expect(within(bookingRow).getByText('Rosa Díaz, Luis Díaz, Ana Díaz')).toBeInTheDocument();
    expect(within(bookingRow).getByText('No se presentó')).toBeInTheDocument();
    expect(screen.getByText(/mínimo 4 \(no alcanzado\)/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Descargar CSV' })).toHaveAttribute(
      'href',
      `/api/admin/departures/manifest.csv?${query}`,
    );
  });
});
