import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DESK_MESSAGES, formatMXN, type DeskBookingDetail, type Role } from '@hv/shared';
import { apiErrorResponse, jsonResponse, stubFetch } from '@/test/fetch-stub.ts';
import { renderRoutes } from '@/test/render-routes.tsx';
import BookingDetailPage from './booking-detail-page.tsx';

const ID = '0a1b2c3d-0000-4000-8000-000000000001';

const detail = (overrides: Partial<DeskBookingDetail> = {}): DeskBookingDetail => ({
  id: ID,
  reference: '0A1B2C3D',
  travellerName: 'Émilie Núñez',
  travellerEmail: 'emilie@example.com',
  travellerPhone: '+525587654321',
  itemName: 'Kayak en Bacalar',
  kind: 'experience',
  date: '2026-12-05',
  startTime: '09:00',
  passengers: 2,
  total: 1300,
  status: 'Pagada',
  source: 'web',
  checkIn: 'Sin registrar',
  createdAt: '2026-11-20T15:00:00.000Z',
  passengerNames: ['Émilie Núñez', 'Pablo Ruiz'],
  accountEmail: null,
  subtotal: 1300,
  discount: 0,
  couponCode: null,
  giftCardSeries: 'HV-REGALO-1',
  giftCardAmount: 500,
  paypalAmount: 800,
  paypalOrderId: 'ORDER1',
  paypalCaptureId: 'CAPTURE1',
  refundedAmount: 0,
  manualPaymentMethod: null,
  manualNote: null,
  seedsAwarded: 50,
  seedsSpent: 0,
  seedsAmount: 0,
  checkedInAt: null,
  checkedInBy: null,
  voucherPath: '/reserva/0A1B2C3D?t=x',
  paymentPath: null,
  refundable: 1300,
  itemId: '00000000-0000-4000-8000-0000000000e1',
  startTimes: ['09:00', '13:30'],
  events: [
    { at: '2026-11-20T15:00:00.000Z', label: 'Reserva iniciada en el sitio' },
    {
      at: '2026-11-21T15:00:00.000Z',
      label: 'Reembolso de $100.00 (PayPal); pidió Coordinadora Demo. Motivo: Llegó tarde el guía',
    },
  ],
  ...overrides,
});

function api(role: Role, booking: DeskBookingDetail, onRefund?: (body: unknown) => Response) {
  const sent: unknown[] = [];
  stubFetch((url, init) => {
    if (url.pathname === '/api/admin/me') return jsonResponse({ id: 'me', email: 'yo@example.com', role, fullName: 'Yo' });
    if (url.pathname === `/api/admin/bookings/${ID}`) return jsonResponse(booking);
    if (url.pathname === `/api/admin/bookings/${ID}/refund` && init?.method === 'POST') {
      const body = JSON.parse(String(init.body));
      sent.push(body);
      return onRefund?.(body) ?? apiErrorResponse(500, 'internal', 'Algo salió mal.');
    }
    return apiErrorResponse(500, 'internal', 'Algo salió mal.');
  });
  return sent;
}

const open = () =>
  renderRoutes([{ path: '/admin/reservas/:id', element: <BookingDetailPage /> }], { path: `/admin/reservas/${ID}` });

describe('Reembolsar (issue 17)', () => {
  it('prefills what is left, shows where the money goes, sends amount and reason, and shows a server field error under its field', async () => {
    const sent = api('Coordinador', detail(), () =>
      apiErrorResponse(400, 'validation', DESK_MESSAGES.refundTooMuch(formatMXN(1300)), {
        amount: DESK_MESSAGES.refundTooMuch(formatMXN(1300)),
      }),
    );
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Reembolsar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reembolsar la reserva 0A1B2C3D' });
    const amount = within(dialog).getByLabelText(/Monto a reembolsar/);
    expect(amount).toHaveValue('1300.00');
    const where = within(dialog).getByRole('region', { name: 'A dónde vuelve el dinero' });
    expect(where).toHaveTextContent('$800.00 vuelve a PayPal');
    expect(where).toHaveTextContent('$500.00 vuelve a la gift card HV-REGALO-1');
    expect(where).toHaveTextContent('la reserva quedará Reembolsada');

    await user.clear(amount);
    await user.type(amount, '300');
    expect(where).toHaveTextContent('$300.00 vuelve a PayPal');
    expect(where).not.toHaveTextContent('gift card');

    // The reason is required.
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar reembolso' }));
    expect(await within(dialog).findByText(DESK_MESSAGES.refundReason)).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Motivo/), 'Cambio de fecha');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar reembolso' }));
    await waitFor(() => expect(sent).toEqual([{ amount: 300, reason: 'Cambio de fecha' }]));
    expect(await within(dialog).findByText(DESK_MESSAGES.refundTooMuch(formatMXN(1300)))).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
  });

  it('closes after a refund and says so', async () => {
    api('Administrador', detail({ giftCardAmount: 0, giftCardSeries: null, paypalAmount: 1300 }), () =>
      jsonResponse({
        status: 'Reembolsada',
        amount: 1300,
        paypalAmount: 1300,
        giftCardAmount: 0,
        outsideAmount: 0,
        refundedAmount: 1300,
        refundable: 0,
      }),
    );
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Reembolsar' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Motivo/), 'Salida cancelada');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar reembolso' }));
    expect(await screen.findByText('Reserva reembolsada.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a cash manual sale goes back outside the site; the history shows the reason and who asked', async () => {
    api(
      'Coordinador',
      detail({
        source: 'manual',
        manualPaymentMethod: 'Efectivo',
        giftCardAmount: 0,
        giftCardSeries: null,
        paypalAmount: 0,
        paypalCaptureId: null,
        paypalOrderId: null,
      }),
    );
    const { user } = open();
    expect(await screen.findByText(/pidió Coordinadora Demo\. Motivo: Llegó tarde el guía/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reembolsar' }));
    const where = within(await screen.findByRole('dialog')).getByRole('region', { name: 'A dónde vuelve el dinero' });
    expect(where).toHaveTextContent('$1,300.00 se devuelve fuera del sitio (efectivo)');
  });

  it('ticks the passengers who no longer travel and sends their names; a server refusal is shown (issue 29 item 3)', async () => {
    const names = ['Émilie Núñez', 'Pablo Ruiz', 'Carla Soto'];
    let answer: Response = apiErrorResponse(409, 'conflict', DESK_MESSAGES.refundPassengerCheckedIn('Carla Soto'));
    const sent = api('Coordinador', detail({ passengers: 3, passengerNames: names }), () => answer);
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Reembolsar' }));
    const dialog = await screen.findByRole('dialog');
    const leaving = within(dialog).getByRole('group', { name: '¿Quién ya no viaja?' });
    expect(
      within(leaving)
        .getAllByRole('checkbox')
        .map((c) => c.getAttribute('aria-checked')),
    ).toEqual(['false', 'false', 'false']);
    await user.clear(within(dialog).getByLabelText(/Monto a reembolsar/));
    await user.type(within(dialog).getByLabelText(/Monto a reembolsar/), '400');
    await user.type(within(dialog).getByLabelText(/Motivo/), 'No viajan');
    await user.click(within(leaving).getByRole('checkbox', { name: 'Carla Soto' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar reembolso' }));
    await waitFor(() => expect(sent).toEqual([{ amount: 400, reason: 'No viajan', removePassengers: ['Carla Soto'] }]));
    expect(await within(dialog).findByText(DESK_MESSAGES.refundPassengerCheckedIn('Carla Soto'))).toBeInTheDocument();

    // Unticked, ticked another: only the passengers ticked now are sent.
    await user.click(within(leaving).getByRole('checkbox', { name: 'Carla Soto' }));
    await user.click(within(leaving).getByRole('checkbox', { name: 'Pablo Ruiz' }));
    answer = jsonResponse({
      status: 'Pagada',
      amount: 400,
      paypalAmount: 400,
      giftCardAmount: 0,
      outsideAmount: 0,
      refundedAmount: 400,
      refundable: 900,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar reembolso' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ amount: 400, reason: 'No viajan', removePassengers: ['Pablo Ruiz'] });
    expect(await screen.findByText('Reembolso registrado.')).toBeInTheDocument();
  });

  it('ticking every passenger says to refund the whole booking instead', async () => {
    api('Coordinador', detail());
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Reembolsar' }));
    const leaving = within(await screen.findByRole('dialog')).getByRole('group', { name: '¿Quién ya no viaja?' });
    expect(within(leaving).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(leaving).getByRole('checkbox', { name: 'Émilie Núñez' }));
    await user.click(within(leaving).getByRole('checkbox', { name: 'Pablo Ruiz' }));
    expect(within(leaving).getByRole('alert')).toHaveTextContent('reembolsa la reserva completa');
  });

  it('no Reembolsar for an Organizador, nor for a refunded booking', async () => {
    api('Organizador', detail());
    const first = open();
    expect(await screen.findByRole('heading', { name: /Reserva 0A1B2C3D/ })).toBeInTheDocument();
    await screen.findByText('Reserva iniciada en el sitio');
    expect(screen.queryByRole('button', { name: 'Reembolsar' })).not.toBeInTheDocument();
    first.unmount();
    api('Administrador', detail({ status: 'Reembolsada', refundable: 0 }));
    open();
    await screen.findByText('Reserva iniciada en el sitio');
    expect(screen.queryByRole('button', { name: 'Reembolsar' })).not.toBeInTheDocument();
  });
});

describe('Cambiar fecha at the desk (issue 17)', () => {
  afterEach(() => vi.useRealTimers());

  it('moves a paid experience booking to another date and start time (a full start cannot be picked)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T18:00:00.000Z'));
    const sent: unknown[] = [];
    stubFetch((url, init) => {
      if (url.pathname === '/api/admin/me')
        return jsonResponse({ id: 'me', email: 'yo@example.com', role: 'Coordinador', fullName: 'Yo' });
      if (url.pathname === `/api/admin/bookings/${ID}/reschedule` && init?.method === 'POST') {
        sent.push(JSON.parse(String(init.body)));
        return jsonResponse({ reference: '0A1B2C3D', date: '2026-11-28', startTime: '13:30' });
      }
      if (url.pathname === `/api/admin/bookings/${ID}`) return jsonResponse(detail());
      if (url.pathname === '/api/closed-dates') return jsonResponse({ dates: [] });
      if (url.pathname === '/api/availability')
        return jsonResponse({
          placesLeft: 10,
          startTimes: [
            { startTime: '09:00', placesLeft: 0 },
            { startTime: '13:30', placesLeft: 6 },
          ],
        });
      return jsonResponse({});
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Cambiar fecha' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar la fecha de la reserva 0A1B2C3D' });
    expect(dialog).toHaveTextContent('Fecha actual: sábado, 5 de diciembre de 2026, 09:00');
    await user.click(within(dialog).getByRole('button', { name: /^Nueva fecha/ }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Calendario: Nueva fecha' })).getByRole('button', {
        name: /^sábado, 28 de noviembre/,
      }),
    );
    expect(within(dialog).getByRole('radio', { name: /09:00/ })).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: /13:30/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Cambiar fecha' }));
    expect(await screen.findByText('Fecha cambiada.')).toBeInTheDocument();
    expect(sent).toEqual([{ date: '2026-11-28', startTime: '13:30' }]);
  });

  it('is not offered to an Organizador', async () => {
    api('Organizador', detail());
    open();
    expect(await screen.findByRole('heading', { name: /Reserva/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cambiar fecha' })).not.toBeInTheDocument();
  });
});

describe('a booking paid with seeds alone (decision 0242)', () => {
  const seedsOnly = () =>
    detail({
      total: 0,
      paypalAmount: 0,
      giftCardAmount: 0,
      giftCardSeries: null,
      refundable: 0,
      seedsSpent: 400,
      seedsAmount: 400,
    });

  it('shows its seeds in the money, and cancels it with a refund of 0 and the reason', async () => {
    const sent = api('Coordinador', seedsOnly(), () =>
      jsonResponse({
        status: 'Reembolsada',
        amount: 0,
        paypalAmount: 0,
        giftCardAmount: 0,
        outsideAmount: 0,
        refundedAmount: 0,
        refundable: 0,
      }),
    );
    const { user } = open();
    expect(await screen.findByText('Semillas (400)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reembolsar' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancelar reserva' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar la reserva 0A1B2C3D' });
    expect(dialog).toHaveTextContent('le devuelve las 400 semillas al viajero');
    expect(within(dialog).queryByLabelText(/Monto a reembolsar/)).not.toBeInTheDocument();

    const confirm = within(dialog).getByRole('button', { name: 'Cancelar la reserva y devolver las semillas' });
    await user.click(confirm);
    expect(await within(dialog).findByText(DESK_MESSAGES.refundReason)).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/Motivo/), 'El viajero no puede ir');
    await user.click(confirm);
    await waitFor(() => expect(sent).toEqual([{ amount: 0, reason: 'El viajero no puede ir' }]));
    expect(await screen.findByText('Devolvimos 400 semillas al viajero. Le avisamos por correo.')).toBeInTheDocument();
  });

  it('an Organizador cannot cancel it', async () => {
    api('Organizador', seedsOnly());
    open();
    expect(await screen.findByText('Semillas (400)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar reserva' })).not.toBeInTheDocument();
  });
});
