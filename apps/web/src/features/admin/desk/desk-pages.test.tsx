import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DESK_MESSAGES,
  MESSAGES,
  type CheckInResult,
  type Departure,
  type DeskBookingDetail,
  type DeskBookingRow,
  type PassengerManifest,
} from '@hv/shared';
import { apiErrorResponse, jsonResponse, stubFetch } from '@/test/fetch-stub.ts';
import { renderRoutes } from '@/test/render-routes.tsx';
import { listPage } from '../crud/test-utils.tsx';
import BookingDetailPage from './booking-detail-page.tsx';
import BookingsPage from './bookings-page.tsx';
import CheckInPage from './check-in-page.tsx';
import DeparturesPage from './departures-page.tsx';
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
  refundedAmount: 0,
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

/** The Reservas list, its server answering `rows`. */
function showBookings(rows: DeskBookingRow[]) {
  staffApi((url) => (url.pathname === '/api/admin/bookings' ? jsonResponse(listPage(rows)) : undefined));
  renderRoutes([{ path: '/', element: <BookingsPage /> }]);
}

/** The link that opens the booking `reference` from a Reservas table. */
const openLink = (table: HTMLElement, reference: string) =>
  within(table).getByRole('link', { name: `Abrir la reserva ${reference}` });

/** The Reservas table's row of the booking `reference`. */
const rowOf = (table: HTMLElement, reference: string) => openLink(table, reference).closest('tr')!;

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
    expect(openLink(table, '0A1B2C3D')).toHaveAttribute('href', '/admin/reservas/0a1b2c3d-0000-4000-8000-000000000001');
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

  it('says a partly refunded booking is paid with a partial refund, and how much (issue 29 item 9)', async () => {
    showBookings([row({ total: 17400, refundedAmount: 8700 }), row({ id: row().id.replace(/1$/, '2'), reference: '0A1B2C3E' })]);
    const table = await screen.findByRole('table');
    const status = (reference: string) => within(rowOf(table, reference)).getByText(/^Pagada/);
    expect(status('0A1B2C3D')).toHaveTextContent(/^Pagada · reembolso parcial \$8,700\.00$/);
    expect(status('0A1B2C3E')).toHaveTextContent(/^Pagada$/);
  });

  it("says 'Esperando pago · vence …' for a payment link still holding its places, and 'Enlace vencido' after (decision 0205)", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T18:00:00Z'));
    try {
      const waiting = row({
        id: '0a1b2c3d-0000-4000-8000-000000000002',
        reference: '0A1B2C3E',
        status: 'Pendiente',
        source: 'manual',
        linkExpiresAt: '2026-11-28T20:30:00.000Z',
      });
      const expired = row({
        id: '0a1b2c3d-0000-4000-8000-000000000003',
        reference: '0A1B2C3F',
        status: 'Pendiente',
        source: 'manual',
        linkExpiresAt: '2026-11-27T17:00:00.000Z',
      });
      showBookings([waiting, expired, row()]);
      const table = await screen.findByRole('table');
      // 20:30Z is 14:30 in Mexico City.
      expect(within(rowOf(table, '0A1B2C3E')).getByText('Esperando pago · vence 28 nov, 14:30')).toBeInTheDocument();
      expect(within(rowOf(table, '0A1B2C3F')).getByText('Enlace vencido')).toBeInTheDocument();
      expect(within(rowOf(table, '0A1B2C3D')).queryByText(/Esperando pago|Enlace vencido/)).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('says when nothing matches', async () => {
    showBookings([]);
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
    const manifest: PassengerManifest = {
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
        cancelled: null,
      },
      meetingPoint: 'Terminal Norte',
      facts: [],
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
          people: ['Rosa Díaz', 'Luis Díaz', 'Ana Díaz'].map((name, index) => ({
            index,
            name,
            checkedInAt: null,
            checkedInBy: null,
            alsoCheckedInAt: null,
          })),
        },
      ],
      present: 0,
    };
    staffApi((url) => (url.pathname === '/api/admin/departures/manifest' ? jsonResponse(manifest) : undefined));
    const query = 'kind=trip&id=1a000000-0000-4000-8000-000000000000&date=2026-12-05';
    renderRoutes([{ path: '/m', element: <ManifestPage /> }], { path: `/m?${query}` });
    expect(await screen.findByRole('heading', { name: 'Manifiesto: Barrancas del Cobre' })).toBeInTheDocument();
    const bookingRow = screen.getByRole('cell', { name: 'Rosa Díaz' }).closest('tr')!;
    expect(within(bookingRow).getByRole('link', { name: '+525522223333' })).toHaveAttribute('href', 'tel:+525522223333');
    // Each passenger is a switch of their own (issue 29 item 3).
    for (const name of ['Rosa Díaz', 'Luis Díaz', 'Ana Díaz'])
      expect(within(bookingRow).getByRole('switch', { name })).not.toBeChecked();
    expect(within(bookingRow).getByText('No se presentó')).toBeInTheDocument();
    expect(screen.getByText(/mínimo 4 \(no alcanzado\)/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Descargar CSV' })).toHaveAttribute(
      'href',
      `/api/admin/departures/manifest.csv?${query}`,
    );
  });
});

describe('Salidas', () => {
  // Wednesday 25 November 2026, noon in Mexico City.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T18:00:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  const departure = (overrides: Partial<Departure>): Departure => ({
    kind: 'experience',
    itemId: '2b000000-0000-4000-8000-000000000001',
    itemName: 'Kayak en Bacalar',
    date: '2026-11-25',
    startTime: '09:00',
    passengers: 2,
    bookings: 1,
    capacity: 10,
    minimum: null,
    checkedIn: 0,
    cancelled: null,
    ...overrides,
  });
  // In the server's order: by date, then start time.
  const departures: Departure[] = [
    departure({ passengers: 8, bookings: 3, capacity: 8, minimum: 4, checkedIn: 2 }),
    departure({
      kind: 'trip',
      itemId: '1a000000-0000-4000-8000-000000000002',
      itemName: 'Barrancas del Cobre',
      startTime: '07:30',
      passengers: 2,
      capacity: 20,
      minimum: 6,
    }),
    departure({ itemName: 'Tirolesa', itemId: '2b000000-0000-4000-8000-000000000003', date: '2026-11-26', startTime: '13:30' }),
    departure({ itemName: 'Cenotes', itemId: '2b000000-0000-4000-8000-000000000004', date: '2026-11-28', startTime: '10:00' }),
  ];

  const card = (link: string) => screen.getByRole('link', { name: link }).closest('li')!;

  it('groups the departures by day, today and tomorrow named first, with places, Agotada and the minimum, each linking to its manifest', async () => {
    const asked: URLSearchParams[] = [];
    staffApi((url) => {
      if (url.pathname !== '/api/admin/departures') return undefined;
      asked.push(url.searchParams);
      return jsonResponse({ from: '2026-11-25', to: '2026-12-25', data: departures });
    });
    const { user, router } = renderRoutes(
      [
        { path: '/admin/salidas', element: <DeparturesPage /> },
        { path: '/admin/salidas/manifiesto', element: <p>Manifiesto abierto</p> },
      ],
      { path: '/admin/salidas' },
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Hoy, miércoles 25 de noviembre de 2026' })).toBeInTheDocument();
    expect(asked[0]!.get('from')).toBe('2026-11-25');
    expect(asked[0]!.get('days')).toBe('31');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Hoy, miércoles 25 de noviembre de 2026',
      'Mañana, jueves 26 de noviembre de 2026',
      'sábado 28 de noviembre de 2026',
    ]);
    // Each day is its own region holding only its departures.
    const today = screen.getByRole('region', { name: 'Hoy, miércoles 25 de noviembre de 2026' });
    expect(within(today).getAllByRole('listitem')).toHaveLength(2);
    const tomorrow = screen.getByRole('region', { name: 'Mañana, jueves 26 de noviembre de 2026' });
    expect(within(tomorrow).getByRole('link', { name: '13:30 h · Tirolesa' })).toBeInTheDocument();
    expect(within(tomorrow).queryByRole('link', { name: /Kayak|Cenotes/ })).not.toBeInTheDocument();

    const full = card('09:00 h · Kayak en Bacalar');
    expect(full).toHaveTextContent('8 de 8 lugares · Agotada');
    expect(full).toHaveTextContent('Mínimo alcanzado (4)');
    expect(full).toHaveTextContent('3 reserva(s) · 2 presentada(s)');
    const short = card('07:30 h · Barrancas del Cobre');
    expect(short).toHaveTextContent('2 de 20 lugares');
    expect(short).not.toHaveTextContent('Agotada');
    expect(within(short).getByText('Mínimo no alcanzado (2 de 6)')).toBeInTheDocument();
    expect(card('13:30 h · Tirolesa')).toHaveTextContent('Sin mínimo de grupo');

    // An experience's manifest is per start time; a trip has one departure a day.
    expect(screen.getByRole('link', { name: '09:00 h · Kayak en Bacalar' })).toHaveAttribute(
      'href',
      '/admin/salidas/manifiesto?kind=experience&id=2b000000-0000-4000-8000-000000000001&date=2026-11-25&startTime=09%3A00',
    );
    expect(screen.getByRole('link', { name: '07:30 h · Barrancas del Cobre' })).toHaveAttribute(
      'href',
      '/admin/salidas/manifiesto?kind=trip&id=1a000000-0000-4000-8000-000000000002&date=2026-11-25',
    );
    await user.click(screen.getByRole('link', { name: '07:30 h · Barrancas del Cobre' }));
    expect(await screen.findByText('Manifiesto abierto')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?kind=trip&id=1a000000-0000-4000-8000-000000000002&date=2026-11-25');
  });

  it('marks a cancelled departure Cancelada with who, when and why (issue 29 item 1)', async () => {
    const cancelled = departure({
      itemName: 'Isla Contoy',
      itemId: '2b000000-0000-4000-8000-000000000009',
      passengers: 0,
      bookings: 0,
      cancelled: { at: '2026-11-25T16:05:00.000Z', by: 'Ana Coordinadora', reason: 'Norte fuerte' },
    });
    staffApi((url) =>
      url.pathname === '/api/admin/departures'
        ? jsonResponse({ from: '2026-11-25', to: '2026-12-25', data: [departures[0]!, cancelled] })
        : undefined,
    );
    renderRoutes([{ path: '/admin/salidas', element: <DeparturesPage /> }], { path: '/admin/salidas' });
    await screen.findByRole('link', { name: '09:00 h · Isla Contoy' });
    const item = within(card('09:00 h · Isla Contoy'));
    expect(item.getByText('Cancelada')).toBeInTheDocument();
    expect(item.getByText('por Ana Coordinadora, 25 de noviembre de 2026 a las 10:05 a.m.')).toBeInTheDocument();
    expect(item.getByText('Motivo: Norte fuerte')).toBeInTheDocument();
    expect(within(card('09:00 h · Kayak en Bacalar')).queryByText('Cancelada')).not.toBeInTheDocument();
  });

  it('says when the coming 31 days have no departures', async () => {
    staffApi((url) =>
      url.pathname === '/api/admin/departures' ? jsonResponse({ from: '2026-11-25', to: '2026-12-25', data: [] }) : undefined,
    );
    renderRoutes([{ path: '/', element: <DeparturesPage /> }]);
    expect(await screen.findByText('No hay salidas con reservas en los próximos 31 días.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });
});

describe('Reserva (one booking at the desk)', () => {
  const detail = (overrides: Partial<DeskBookingDetail> = {}): DeskBookingDetail => ({
    ...row({ checkIn: 'Presentado', total: 1800 }),
    passengerNames: ['Émilie Núñez', 'Pablo Ruiz'],
    accountEmail: 'viajero@example.com',
    subtotal: 2000,
    discount: 200,
    couponCode: 'DESK10',
    giftCardSeries: 'GIFT000123',
    giftCardAmount: 500,
    paypalAmount: 1300,
    paypalOrderId: 'ORDER-5O190127TN364715T',
    paypalCaptureId: 'CAPTURE-3C679366HH908993F',
    refundedAmount: 0,
    manualPaymentMethod: null,
    manualNote: null,
    seedsAwarded: 75,
    seedsSpent: 0,
    seedsAmount: 0,
    checkedInAt: '2026-12-05T15:02:00.000Z',
    checkedInBy: 'Olga Organizadora',
    voucherPath: '/reserva/0A1B2C3D?t=firma-del-voucher',
    paymentPath: null,
    refundable: 0,
    itemId: '2b000000-0000-4000-8000-000000000001',
    startTimes: ['09:00'],
    events: [
      { at: '2026-11-20T15:00:00.000Z', label: 'Reserva iniciada en el sitio' },
      { at: '2026-11-20T15:04:00.000Z', label: 'Pagada con PayPal y gift card' },
      { at: '2026-12-05T15:02:00.000Z', label: 'Presentado; registró Olga Organizadora' },
    ],
    ...overrides,
  });

  function openBooking(b: DeskBookingDetail) {
    const asked: string[] = [];
    staffApi((url) => {
      if (!url.pathname.startsWith('/api/admin/bookings/')) return undefined;
      asked.push(url.pathname);
      return jsonResponse(b);
    });
    renderRoutes([{ path: '/admin/reservas/:id', element: <BookingDetailPage /> }], { path: `/admin/reservas/${b.id}` });
    return asked;
  }
  /** The value next to a term in a section's facts (dt → dd). */
  const fact = (section: string, term: string) => {
    const box = screen.getByRole('heading', { level: 2, name: section }).closest('section')!;
    return within(box).getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;
  };
  const terms = (section: string) =>
    [...screen.getByRole('heading', { level: 2, name: section }).closest('section')!.querySelectorAll('dt')].map(
      (dt) => dt.textContent,
    );

  it('issue 33: Facturada with its folio, UUID and files; a refused one shows the reason, and Reintentar only to those who may', async () => {
    openBooking(
      detail({
        invoice: {
          status: 'issued',
          legalName: 'ESCUELA KEMPER URGATE',
          taxId: 'EKU9003173C9',
          series: 'F',
          folio: 12,
          uuid: '5FB2822E-396D-4725-8521-CDC4BDD20CCF',
          refusalReason: null,
        },
      }),
    );
    const box = (await screen.findByRole('heading', { level: 2, name: 'Factura' })).closest('section')!;
    expect(within(box).getByText('Facturada: serie F, folio 12')).toBeInTheDocument();
    expect(within(box).getByText('UUID 5FB2822E-396D-4725-8521-CDC4BDD20CCF')).toBeInTheDocument();
    expect(within(box).getByRole('link', { name: 'PDF de la factura' })).toHaveAttribute(
      'href',
      '/api/bookings/0A1B2C3D/invoice.pdf?t=firma-del-voucher',
    );
  });

  it('issue 33: a refused invoice shows Facturapi’s reason; a Coordinador sends it again with Reintentar', async () => {
    const refused = detail({
      invoice: {
        status: 'refused',
        legalName: 'RECHAZO SAT',
        taxId: 'EKU9003173C9',
        series: null,
        folio: null,
        uuid: null,
        refusalReason: 'El nombre no coincide con el RFC.',
      },
    });
    const retried: string[] = [];
    stubFetch((url, init) => {
      if (url.pathname === '/api/admin/me')
        return jsonResponse({ id: 'me', email: 'yo@example.com', role: 'Coordinador', fullName: 'Yo' });
      if (url.pathname.endsWith('/invoice/retry') && init?.method === 'POST') {
        retried.push(url.pathname);
        return jsonResponse({ id: refused.id, status: 'pending' }, 202);
      }
      if (url.pathname.startsWith('/api/admin/bookings/')) return jsonResponse(refused);
      return jsonResponse(listPage([]));
    });
    const { user } = renderRoutes([{ path: '/admin/reservas/:id', element: <BookingDetailPage /> }], {
      path: `/admin/reservas/${refused.id}`,
    });
    const box = (await screen.findByRole('heading', { level: 2, name: 'Factura' })).closest('section')!;
    expect(within(box).getByText('Motivo: El nombre no coincide con el RFC.')).toBeInTheDocument();
    await user.click(await within(box).findByRole('button', { name: 'Reintentar' }));
    expect(retried).toEqual([`/api/admin/bookings/${refused.id}/invoice/retry`]);
  });

  it('issue 33: a Coordinador asks for a factura on the traveller’s behalf with the voucher’s form; wrong data is said and not sent', async () => {
    const open = detail({ invoice: null, invoiceable: true, travellerEmail: 'ana@example.com' });
    const sent: unknown[] = [];
    stubFetch((url, init) => {
      if (url.pathname === '/api/admin/me')
        return jsonResponse({ id: 'me', email: 'yo@example.com', role: 'Coordinador', fullName: 'Yo' });
      if (url.pathname.endsWith('/invoice') && init?.method === 'POST') {
        sent.push(JSON.parse(String(init.body)));
        return jsonResponse({ id: open.id, status: 'pending' }, 202);
      }
      if (url.pathname.startsWith('/api/admin/bookings/')) return jsonResponse(open);
      return jsonResponse(listPage([]));
    });
    const { user } = renderRoutes([{ path: '/admin/reservas/:id', element: <BookingDetailPage /> }], {
      path: `/admin/reservas/${open.id}`,
    });
    const box = (await screen.findByRole('heading', { level: 2, name: 'Factura' })).closest('section')!;
    await user.click(await within(box).findByRole('button', { name: 'Pedir factura' }));
    const rfc = await within(box).findByRole('textbox', { name: 'RFC' });
    await user.type(rfc, 'EKU9003173C8');
    await user.click(within(box).getByRole('button', { name: 'Solicitar factura' }));
    expect(await within(box).findByText(/^Escribe un RFC válido/)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(rfc);
    await user.type(rfc, 'EKU9003173C9');
    await user.type(within(box).getByRole('textbox', { name: /Nombre o razón social/ }), 'Escuela Kemper Urgate');
    await user.selectOptions(within(box).getByRole('combobox', { name: 'Régimen fiscal' }), '601');
    await user.selectOptions(within(box).getByRole('combobox', { name: 'Uso del CFDI' }), 'G03');
    await user.type(within(box).getByRole('textbox', { name: /Código postal/ }), '42501');
    expect(within(box).getByRole('textbox', { name: /Correo para recibir la factura/ })).toHaveValue('ana@example.com');
    // Staff do not keep the customer's data in their own account (decision 0230).
    expect(within(box).queryByRole('checkbox', { name: /Guardar estos datos/ })).not.toBeInTheDocument();
    await user.click(within(box).getByRole('button', { name: 'Solicitar factura' }));
    expect(await within(box).findByRole('button', { name: 'Pedir factura' })).toBeInTheDocument();
    expect(sent).toEqual([
      {
        foreign: false,
        rfc: 'EKU9003173C9',
        legalName: 'Escuela Kemper Urgate',
        taxSystem: '601',
        cfdiUse: 'G03',
        zip: '42501',
        email: 'ana@example.com',
      },
    ]);
  });

  it('issue 33: an Organizador sees no Pedir factura', async () => {
    openBooking(detail({ invoice: null, invoiceable: true }));
    const box = (await screen.findByRole('heading', { level: 2, name: 'Factura' })).closest('section')!;
    expect(within(box).getByText('Sin factura pedida.')).toBeInTheDocument();
    expect(within(box).queryByRole('button', { name: 'Pedir factura' })).not.toBeInTheDocument();
  });

  it('issue 33: an Organizador sees a refused invoice but no Reintentar', async () => {
    openBooking(
      detail({
        invoice: {
          status: 'refused',
          legalName: 'RECHAZO SAT',
          taxId: 'EKU9003173C9',
          series: null,
          folio: null,
          uuid: null,
          refusalReason: 'El nombre no coincide con el RFC.',
        },
      }),
    );
    const box = (await screen.findByRole('heading', { level: 2, name: 'Factura' })).closest('section')!;
    expect(within(box).getByText('Factura rechazada')).toBeInTheDocument();
    expect(within(box).queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
  });

  it('shows the contact, passengers, the money part by part with the PayPal ids, seeds, check-in and history', async () => {
    const asked = openBooking(detail());
    expect(await screen.findByRole('heading', { level: 1, name: 'Reserva 0A1B2C3D' })).toBeInTheDocument();
    expect(asked[0]).toBe('/api/admin/bookings/0a1b2c3d-0000-4000-8000-000000000001');
    expect(document.title).toContain('Reserva 0A1B2C3D');

    expect(fact('Viajero', 'Nombre')).toHaveTextContent('Émilie Núñez');
    expect(within(fact('Viajero', 'Correo')).getByRole('link')).toHaveAttribute('href', 'mailto:emilie@example.com');
    expect(within(fact('Viajero', 'Teléfono')).getByRole('link', { name: '+525587654321' })).toHaveAttribute(
      'href',
      'tel:+525587654321',
    );
    expect(fact('Viajero', 'Cuenta')).toHaveTextContent('viajero@example.com');

    expect(fact('Experiencia o viaje', 'Qué')).toHaveTextContent('Kayak en Bacalar');
    expect(fact('Experiencia o viaje', 'Fecha')).toHaveTextContent('5 de diciembre de 2026');
    expect(fact('Experiencia o viaje', 'Hora de inicio')).toHaveTextContent('09:00 h');
    expect(fact('Experiencia o viaje', 'Pasajeros')).toHaveTextContent('2 pasajeros');
    const item = screen.getByRole('heading', { level: 2, name: 'Experiencia o viaje' }).closest('section')!;
    expect(
      within(item)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Émilie Núñez', 'Pablo Ruiz']);

    // The money, part by part, in this order; nothing about a manual payment or a refund.
    expect(terms('Dinero')).toEqual([
      'Subtotal',
      'Cupón DESK10',
      'Gift card GIFT000123',
      'PayPal',
      'Total',
      'Orden de PayPal',
      'Cobro de PayPal',
    ]);
    expect(fact('Dinero', 'Subtotal')).toHaveTextContent('$2,000.00');
    expect(fact('Dinero', 'Cupón DESK10')).toHaveTextContent('−$200.00');
    expect(fact('Dinero', 'Gift card GIFT000123')).toHaveTextContent('$500.00');
    expect(fact('Dinero', 'PayPal')).toHaveTextContent('$1,300.00');
    expect(fact('Dinero', 'Total')).toHaveTextContent('$1,800.00');
    expect(fact('Dinero', 'Orden de PayPal')).toHaveTextContent('ORDER-5O190127TN364715T');
    expect(fact('Dinero', 'Cobro de PayPal')).toHaveTextContent('CAPTURE-3C679366HH908993F');

    expect(fact('Semillas y presentación', 'Semillas ganadas')).toHaveTextContent('75');
    expect(fact('Semillas y presentación', 'Presentación')).toHaveTextContent('Presentado');
    expect(fact('Semillas y presentación', 'Registrada')).toHaveTextContent(
      /^5 de diciembre de 2026.* 9:02.* por Olga Organizadora$/,
    );

    const history = screen.getByRole('heading', { level: 2, name: 'Historial' }).closest('section')!;
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('span')!.textContent),
    ).toEqual(['Reserva iniciada en el sitio', 'Pagada con PayPal y gift card', 'Presentado; registró Olga Organizadora']);
    expect(within(history).getAllByRole('listitem')[0]!.querySelector('time')).toHaveAttribute(
      'datetime',
      '2026-11-20T15:00:00.000Z',
    );

    expect(screen.getByRole('link', { name: 'Ver voucher (solo lectura)' })).toHaveAttribute(
      'href',
      '/reserva/0A1B2C3D?t=firma-del-voucher',
    );
    expect(screen.queryByRole('link', { name: 'Enlace de pago' })).not.toBeInTheDocument();
    // An Organizador reads the booking but neither refunds nor moves it.
    expect(screen.queryByRole('button', { name: 'Reembolsar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cambiar fecha' })).not.toBeInTheDocument();
  });

  it('after a partial refund, shows what went back and the net paid under the total', async () => {
    openBooking(detail({ refundedAmount: 600, refundable: 1200 }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Reserva 0A1B2C3D' })).toBeInTheDocument();
    expect(terms('Dinero').slice(4, 7)).toEqual(['Total', 'Reembolsado', 'Pagado neto']);
    expect(fact('Dinero', 'Reembolsado')).toHaveTextContent('−$600.00');
    expect(fact('Dinero', 'Pagado neto')).toHaveTextContent('$1,200.00');
    expect(screen.getAllByText('Pagada · reembolso parcial $600.00').length).toBeGreaterThan(0);
  });

  it('shows a manual sale paid in cash with its note, without an account, not yet checked in', async () => {
    openBooking(
      detail({
        source: 'manual',
        checkIn: 'Sin registrar',
        total: 1500,
        accountEmail: null,
        subtotal: 1500,
        discount: 0,
        couponCode: null,
        giftCardSeries: null,
        giftCardAmount: 0,
        paypalAmount: 0,
        paypalOrderId: null,
        paypalCaptureId: null,
        manualPaymentMethod: 'Efectivo',
        manualNote: 'Pagó en la oficina de Bacalar',
        seedsAwarded: 0,
        checkedInAt: null,
        checkedInBy: null,
        events: [
          { at: '2026-11-20T15:00:00.000Z', label: 'Venta manual registrada por Carla Coordinadora' },
          { at: '2026-11-20T15:00:00.000Z', label: 'Pagada con Efectivo' },
        ],
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Reserva 0A1B2C3D' })).toBeInTheDocument();
    expect(screen.getByText('Venta manual')).toBeInTheDocument();
    expect(fact('Viajero', 'Cuenta')).toHaveTextContent('Sin cuenta');
    expect(terms('Dinero')).toEqual(['Subtotal', 'Pagado en efectivo', 'Total', 'Nota']);
    expect(fact('Dinero', 'Pagado en efectivo')).toHaveTextContent('$1,500.00');
    expect(fact('Dinero', 'Nota')).toHaveTextContent('Pagó en la oficina de Bacalar');
    expect(fact('Semillas y presentación', 'Presentación')).toHaveTextContent('Sin registrar');
    expect(terms('Semillas y presentación')).not.toContain('Registrada');
  });

  it('offers the payment link of a manual sale still waiting for payment', async () => {
    openBooking(
      detail({
        source: 'manual',
        status: 'Pendiente',
        checkIn: 'Sin registrar',
        voucherPath: null,
        paymentPath: '/pagar/0A1B2C3D?t=firma-del-pago',
        paypalCaptureId: null,
        checkedInAt: null,
      }),
    );
    expect(await screen.findByRole('link', { name: 'Enlace de pago' })).toHaveAttribute(
      'href',
      '/pagar/0A1B2C3D?t=firma-del-pago',
    );
    expect(screen.queryByRole('link', { name: 'Ver voucher (solo lectura)' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reenviar comprobante' })).not.toBeInTheDocument();
    expect(screen.getByText('Pendiente')).toBeInTheDocument();
  });

  it('says until when a payment link holds its places, and a refused payment from its history (decision 0205)', async () => {
    openBooking(
      detail({
        source: 'manual',
        status: 'Pendiente',
        checkIn: 'Sin registrar',
        voucherPath: null,
        paymentPath: '/pagar/0A1B2C3D?t=firma-del-pago',
        paypalCaptureId: null,
        checkedInAt: null,
        // Far ahead, so the badge says it still waits whatever today is.
        linkExpiresAt: '2099-12-05T20:30:00.000Z',
        events: [{ at: '2026-11-20T15:06:00.000Z', label: 'PayPal rechazó un pago: la reserva sigue esperando pago' }],
      }),
    );
    expect(await screen.findByText('Esperando pago · vence 5 dic, 14:30')).toBeInTheDocument();
    expect(screen.getByText('PayPal rechazó un pago: la reserva sigue esperando pago')).toBeInTheDocument();
  });

  it('resends the voucher to the traveller’s e-mail: staff never hold the traveller’s link (decision 0163)', async () => {
    const sent: string[] = [];
    staffApi((url, init) => {
      if (url.pathname.endsWith('/voucher-email') && init?.method === 'POST') {
        sent.push(url.pathname);
        return sent.length === 1
          ? jsonResponse({ sentTo: 'emilie@example.com' }, 202)
          : apiErrorResponse(429, 'rate_limited', MESSAGES.rateLimited);
      }
      if (url.pathname.startsWith('/api/admin/bookings/')) return jsonResponse(detail());
      return undefined;
    });
    const { user } = renderRoutes([{ path: '/admin/reservas/:id', element: <BookingDetailPage /> }], {
      path: `/admin/reservas/${detail().id}`,
    });
    await user.click(await screen.findByRole('button', { name: 'Reenviar comprobante' }));
    expect(await screen.findByText('Lo enviamos a emilie@example.com.')).toBeInTheDocument();
    expect(sent).toEqual([`/api/admin/bookings/${detail().id}/voucher-email`]);
    await user.click(screen.getByRole('button', { name: 'Reenviar comprobante' }));
    expect(await screen.findByText('No se pudo reenviar el comprobante.')).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.rateLimited)).toBeInTheDocument();
  });

  it('says so when the booking does not exist', async () => {
    staffApi((url) =>
      url.pathname.startsWith('/api/admin/bookings/')
        ? apiErrorResponse(404, 'not_found', DESK_MESSAGES.bookingNotFound)
        : undefined,
    );
    renderRoutes([{ path: '/admin/reservas/:id', element: <BookingDetailPage /> }], { path: '/admin/reservas/nada' });
    expect(await screen.findByRole('alert')).toHaveTextContent(DESK_MESSAGES.bookingNotFound);
  });
});
