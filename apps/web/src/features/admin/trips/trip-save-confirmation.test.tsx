import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Trip, TripBookingsAffected } from '@hv/shared';
import { makeTrip } from '@/test/factories.ts';
import { jsonResponse } from '@/test/fetch-stub.ts';
import { resetToastsForTests } from '@/lib/use-toast.ts';
import { renderAdminScreen } from '../crud/test-utils.tsx';
import TripsPage from './trips-page.tsx';

// docs/product.md §14.5: moving or cancelling a departure with paid bookings is confirmed first.

const nextYear = (monthDay: string) => `${new Date().getFullYear() + 1}-${monthDay}`;

const AFFECTED: TripBookingsAffected = {
  count: 2,
  data: [
    {
      id: '6f1c2a34-0000-4000-8000-0000000000b1',
      reference: '6F1C2A34',
      buyer: 'Ángel Bravo',
      phone: '+525598765432',
      passengers: 2,
      status: 'Pagada',
    },
    {
      id: '7a2d3b45-0000-4000-8000-0000000000b2',
      reference: '7A2D3B45',
      buyer: 'Zoila Ramírez',
      phone: '+525512345678',
      passengers: 3,
      status: 'Pagada',
    },
  ],
};

function renderTrips(trip: Trip, affected: TripBookingsAffected = AFFECTED) {
  return renderAdminScreen(<TripsPage />, {
    listPath: '/api/admin/trips',
    rows: [trip],
    other: (url, init) => {
      if (url.pathname === `/api/admin/trips/${trip.id}/bookings-affected`) return jsonResponse(affected);
      if (init?.method === 'PUT') return jsonResponse(trip);
      if (init?.method === 'PATCH') return jsonResponse({ ...trip, status: 'Cancelado' });
      return undefined as never;
    },
  });
}

async function openEdit(user: ReturnType<typeof renderTrips>['user'], trip: Trip) {
  await user.click(await screen.findByRole('button', { name: `Acciones: ${trip.destination}` }));
  await user.click(await screen.findByRole('menuitem', { name: 'Editar' }));
  return screen.findByRole('dialog', { name: 'Editar Viaje' });
}

const puts = (fetchMock: ReturnType<typeof renderTrips>['fetchMock']) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');
const asked = (fetchMock: ReturnType<typeof renderTrips>['fetchMock']) =>
  fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/bookings-affected'));

afterEach(() => {
  resetToastsForTests();
  vi.restoreAllMocks();
});

describe('a trip with paid bookings', () => {
  it('asks before moving the departure date, lists the bookings, and saves only on Confirmar cambio', async () => {
    const trip = makeTrip({ departure_date: nextYear('07-18'), return_date: nextYear('07-21') });
    const { user, fetchMock } = renderTrips(trip);
    const dialog = await openEdit(user, trip);
    const departure = within(dialog).getByLabelText(/^Fecha de salida/);
    await user.clear(departure);
    await user.type(departure, nextYear('07-11'));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    const confirm = await screen.findByRole('alertdialog', { name: 'Esta salida tiene 2 reservas pagadas' });
    expect(confirm).toHaveAccessibleDescription(expect.stringMatching(/^Las reservas pasarán a la nueva fecha\./));
    expect(within(confirm).queryByText(/reembolsa cada una/)).not.toBeInTheDocument();
    const rows = within(confirm).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'ReferenciaCompradorTeléfonoPasajeros',
      '6F1C2A34Ángel Bravo+5255987654322',
      '7A2D3B45Zoila Ramírez+5255123456783',
    ]);
    // A phone sees the same bookings as cards (CSS picks one of the two).
    expect(
      within(within(confirm).getByRole('list', { name: 'Reservas pagadas de esta salida' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    for (const link of within(confirm).getAllByRole('link', { name: '+525598765432' }))
      expect(link).toHaveAttribute('href', 'tel:+525598765432');
    expect(puts(fetchMock)).toHaveLength(0);

    // 'Volver' goes back to the form with nothing sent; the date typed is still there.
    await user.click(within(confirm).getByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(puts(fetchMock)).toHaveLength(0);
    expect(departure).toHaveValue(nextYear('07-11'));

    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    const again = await screen.findByRole('alertdialog', { name: 'Esta salida tiene 2 reservas pagadas' });
    await user.click(within(again).getByRole('button', { name: 'Confirmar cambio' }));
    expect(await screen.findByText('Viaje actualizado correctamente.')).toBeInTheDocument();
    expect(puts(fetchMock)).toHaveLength(1);
    const body = puts(fetchMock)[0]![1]!.body as FormData;
    expect(JSON.parse(String(body.get('data')))).toMatchObject({ departure_date: nextYear('07-11') });
  });

  it('asks before cancelling, saying refunds are made one by one from Reservas', async () => {
    const trip = makeTrip({ departure_date: nextYear('07-18'), return_date: nextYear('07-21') });
    const { user, fetchMock } = renderTrips(trip, { count: 1, data: [AFFECTED.data[0]!] });
    const dialog = await openEdit(user, trip);
    await user.selectOptions(within(dialog).getByLabelText(/^Estado/), 'Cancelado');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Esta salida tiene 1 reserva pagada' });
    expect(confirm).toHaveAccessibleDescription('Las reservas no se reembolsan solas: reembolsa cada una desde Reservas.');
    await user.click(within(confirm).getByRole('button', { name: 'Confirmar cambio' }));
    expect(await screen.findByText('Viaje actualizado correctamente.')).toBeInTheDocument();
    expect(JSON.parse(String((puts(fetchMock)[0]![1]!.body as FormData).get('data')))).toMatchObject({ status: 'Cancelado' });
  });

  it('asks the same when Cancelado is chosen in the list’s status select', async () => {
    const trip = makeTrip({ departure_date: nextYear('07-18'), return_date: nextYear('07-21') });
    const { user, fetchMock } = renderTrips(trip);
    const select = await screen.findByRole('combobox', { name: `Estado: ${trip.destination}` });
    await user.selectOptions(select, 'Cancelado');
    const confirm = await screen.findByRole('alertdialog', { name: 'Esta salida tiene 2 reservas pagadas' });
    expect(confirm).toHaveAccessibleDescription('Las reservas no se reembolsan solas: reembolsa cada una desde Reservas.');
    await user.click(within(confirm).getByRole('button', { name: 'Volver' }));
    const patches = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH');
    expect(patches()).toHaveLength(0);
    expect(select).toHaveValue('Público');

    await user.selectOptions(select, 'Cancelado');
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirmar cambio' }));
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(JSON.parse(String(patches()[0]![1]!.body))).toEqual({ status: 'Cancelado' });
    expect(await screen.findByText('Estado del viaje actualizado.')).toBeInTheDocument();
  });

  it('saves at once when nothing about the departure changes, or when it has no paid bookings', async () => {
    const trip = makeTrip({ departure_date: nextYear('07-18'), return_date: nextYear('07-21') });
    const first = renderTrips(trip);
    let dialog = await openEdit(first.user, trip);
    const destination = within(dialog).getByLabelText(/^Destino \*/);
    await first.user.clear(destination);
    await first.user.type(destination, 'Oaxaca y Hierve el Agua');
    await first.user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Viaje actualizado correctamente.')).toBeInTheDocument();
    expect(asked(first.fetchMock)).toHaveLength(0);
    expect(puts(first.fetchMock)).toHaveLength(1);
    first.unmount();
    resetToastsForTests();

    const second = renderTrips(trip, { count: 0, data: [] });
    dialog = await openEdit(second.user, trip);
    const departure = within(dialog).getByLabelText(/^Fecha de salida/);
    await second.user.clear(departure);
    await second.user.type(departure, nextYear('07-11'));
    await second.user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Viaje actualizado correctamente.')).toBeInTheDocument();
    expect(asked(second.fetchMock)).toHaveLength(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(puts(second.fetchMock)).toHaveLength(1);
  });
});
