import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role, TransportRequestRow } from '@hv/shared';
import { apiErrorResponse, jsonResponse, stubFetch } from '@/test/fetch-stub.ts';
import { renderRoutes } from '@/test/render-routes.tsx';
import { resetToastsForTests } from '@/lib/use-toast.ts';
import { atWidth, listPage } from '../crud/test-utils.tsx';
import TransportPage from './transport-page.tsx';

const request = (overrides: Partial<TransportRequestRow> = {}): TransportRequestRow => ({
  id: '6f1c2a34-0000-4000-8000-000000000001',
  name: 'Gabriela Ortega',
  email: 'gabriela.ortega@example.com',
  phone: '+52 55 3012 4477',
  destination: 'Aeropuerto CDMX → Puebla',
  departure_date: '2026-12-05',
  departure_time: '09:30',
  return_date: null,
  return_time: null,
  vehicle_type: 'suv',
  passengers: 5,
  itinerary: 'Recoger en Terminal 1.',
  special_requests: 'Silla para bebé.',
  status: 'pending',
  staff_note: null,
  created_at: '2026-11-14T16:30:00.000Z',
  ...overrides,
});

/** A tiny in-memory server: GET lists the rows, PATCH applies the body to one; the staff member has `role`. */
function fakeServer(rows: TransportRequestRow[], refuse?: string, role: Role = 'Coordinador') {
  const patches: unknown[] = [];
  const fetchMock = stubFetch(async (url, init) => {
    if (url.pathname === '/api/admin/me') return jsonResponse({ id: 'me', email: 'staff@example.com', role, fullName: null });
    if (init?.method === 'PATCH') {
      const body = JSON.parse(String(init.body)) as Partial<TransportRequestRow>;
      patches.push(body);
      if (refuse) return apiErrorResponse(422, 'unprocessable', refuse);
      const id = url.pathname.split('/').at(-1);
      const index = rows.findIndex((r) => r.id === id);
      rows[index] = {
        ...rows[index]!,
        ...body,
        staff_note: body.staff_note === '' ? null : (body.staff_note ?? rows[index]!.staff_note),
      };
      return jsonResponse(rows[index]);
    }
    return jsonResponse(listPage(rows));
  });
  return { fetchMock, patches };
}

function renderTransport() {
  return renderRoutes([{ path: '/', element: <TransportPage /> }]);
}

afterEach(() => {
  resetToastsForTests();
  vi.restoreAllMocks();
});

describe('Solicitudes de Transporte', () => {
  it('lists requests with the Spanish status, departure in long es-MX and the vehicle', async () => {
    const { fetchMock } = fakeServer([request()]);
    renderTransport();
    expect(screen.getByText('Cargando solicitudes...')).toBeInTheDocument();
    const row = (await screen.findByRole('button', { name: 'Gabriela Ortega' })).closest('tr')!;
    expect(within(row).getByText('5 de diciembre de 2026, 09:30')).toBeInTheDocument();
    expect(within(row).getByText('SUV')).toBeInTheDocument();
    expect(within(row).getByText('14 de noviembre de 2026')).toBeInTheDocument();
    const status = within(row).getByRole('combobox', { name: 'Estado: Gabriela Ortega' });
    expect(status).toHaveDisplayValue('Pendiente');
    expect(new URL(String(fetchMock.mock.calls[0]?.[0]), window.location.origin).pathname).toBe('/api/admin/transport-requests');
  });

  it('offers only the forward moves, and none once cancelled', async () => {
    fakeServer([
      request(),
      request({ id: '6f1c2a34-0000-4000-8000-000000000002', name: 'Héctor Salinas', status: 'contacted' }),
      request({ id: '6f1c2a34-0000-4000-8000-000000000003', name: 'Patricia Núñez', status: 'confirmed' }),
      request({ id: '6f1c2a34-0000-4000-8000-000000000004', name: 'Rosa Lima', status: 'cancelled' }),
    ]);
    renderTransport();
    const options = async (name: string) =>
      within(await screen.findByRole('combobox', { name: `Estado: ${name}` }))
        .getAllByRole('option')
        .map((o) => o.textContent);
    expect(await options('Gabriela Ortega')).toEqual(['Pendiente', 'Contactada', 'Confirmada', 'Cancelada']);
    expect(await options('Héctor Salinas')).toEqual(['Contactada', 'Confirmada', 'Cancelada']);
    expect(await options('Patricia Núñez')).toEqual(['Confirmada', 'Cancelada']);
    expect(await options('Rosa Lima')).toEqual(['Cancelada']);
    expect(screen.getByRole('combobox', { name: 'Estado: Rosa Lima' })).toBeDisabled();
  });

  it('lets an Administrador reopen a cancelled request', async () => {
    const { patches } = fakeServer([request({ name: 'Rosa Lima', status: 'cancelled' })], undefined, 'Administrador');
    const { user } = renderTransport();
    const select = await screen.findByRole('combobox', { name: 'Estado: Rosa Lima' });
    await waitFor(() => expect(select).toBeEnabled());
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Cancelada', 'Pendiente', 'Contactada', 'Confirmada']);
    await user.selectOptions(select, 'Contactada');
    expect(await screen.findByText('La solicitud ahora está Contactada.')).toBeInTheDocument();
    expect(patches).toEqual([{ status: 'contacted' }]);
  });

  it('asks before cancelling, and saves nothing when the answer is no', async () => {
    const { patches } = fakeServer([request()]);
    const { user } = renderTransport();
    const select = await screen.findByRole('combobox', { name: 'Estado: Gabriela Ortega' });
    await user.selectOptions(select, 'Cancelada');
    const dialog = await screen.findByRole('alertdialog', { name: '¿Cancelar esta solicitud?' });
    expect(dialog).toHaveAccessibleDescription(
      'La solicitud de Gabriela Ortega (Aeropuerto CDMX → Puebla) pasará a Cancelada. Solo un Administrador podrá reabrirla.',
    );
    // The select still shows what is stored while the question is open.
    expect(select).toHaveDisplayValue('Pendiente');
    expect(patches).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'No, mantenerla' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(patches).toEqual([]);
    expect(select).toHaveDisplayValue('Pendiente');
    // The row's panel did not open behind the dialog.
    expect(screen.getByRole('button', { name: 'Gabriela Ortega' })).toHaveAttribute('aria-expanded', 'false');

    await user.selectOptions(select, 'Cancelada');
    await user.click(await screen.findByRole('button', { name: 'Sí, cancelar solicitud' }));
    expect(await screen.findByText('La solicitud ahora está Cancelada.')).toBeInTheDocument();
    expect(patches).toEqual([{ status: 'cancelled' }]);
    expect(screen.getByRole('button', { name: 'Gabriela Ortega' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves a request to Confirmada and says so', async () => {
    const { patches, fetchMock } = fakeServer([request()]);
    const { user } = renderTransport();
    const select = await screen.findByRole('combobox', { name: 'Estado: Gabriela Ortega' });
    await user.selectOptions(select, 'Confirmada');
    expect(await screen.findByText('La solicitud ahora está Confirmada.')).toBeInTheDocument();
    expect(patches).toEqual([{ status: 'confirmed' }]);
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(new URL(String(patch?.[0]), window.location.origin).pathname).toBe(
      '/api/admin/transport-requests/6f1c2a34-0000-4000-8000-000000000001',
    );
    // The list is read again: the control now shows the stored status and only the move left.
    await waitFor(() =>
      expect(
        within(screen.getByRole('combobox', { name: 'Estado: Gabriela Ortega' }))
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Confirmada', 'Cancelada']),
    );
  });

  it("shows the server's message when a move is refused", async () => {
    const refused = "No se puede pasar una solicitud de 'Pendiente' a 'Confirmada'.";
    fakeServer([request()], refused);
    const { user } = renderTransport();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Estado: Gabriela Ortega' }), 'Confirmada');
    expect(await screen.findByText('No se pudo cambiar el estado.')).toBeInTheDocument();
    expect(screen.getByText(refused)).toBeInTheDocument();
  });

  it('opens a panel with every field and saves the staff note', async () => {
    const { patches } = fakeServer([
      request({ return_date: '2026-12-07', return_time: '18:00:00', staff_note: 'Llamar por la tarde.' }),
    ]);
    const { user } = renderTransport();
    const toggle = await screen.findByRole('button', { name: 'Gabriela Ortega' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    const detail = (label: string) => within(panel).getByText(label).nextElementSibling?.textContent;
    expect(detail('Teléfono')).toBe('+52 55 3012 4477');
    expect(detail('Correo')).toBe('gabriela.ortega@example.com');
    expect(detail('Salida')).toBe('5 de diciembre de 2026, 09:30');
    expect(detail('Regreso')).toBe('7 de diciembre de 2026, 18:00');
    expect(detail('Tipo de vehículo')).toBe('SUV (hasta 7 personas)');
    expect(detail('Itinerario')).toBe('Recoger en Terminal 1.');
    expect(detail('Peticiones especiales')).toBe('Silla para bebé.');
    expect(detail('Recibida')).toBe('14 de noviembre de 2026 a las 10:30');
    expect(within(panel).getByRole('link', { name: '+52 55 3012 4477' })).toHaveAttribute('href', 'tel:+525530124477');

    const note = within(panel).getByLabelText('Nota del personal');
    expect(note).toHaveValue('Llamar por la tarde.');
    const save = within(panel).getByRole('button', { name: 'Guardar nota' });
    // Nothing changed yet: saving does nothing.
    await user.click(save);
    expect(patches).toEqual([]);
    await user.clear(note);
    await user.type(note, 'Cotización enviada.');
    await user.click(save);
    expect(await screen.findByText('Nota guardada.')).toBeInTheDocument();
    expect(patches).toEqual([{ staff_note: 'Cotización enviada.' }]);
    expect(note).toHaveValue('Cotización enviada.');
  });

  it('shows cards on a tablet (820 px), each with its status, instead of a table that scrolls sideways', async () => {
    atWidth(820);
    const { patches } = fakeServer([
      request(),
      request({ id: '6f1c2a34-0000-4000-8000-000000000002', name: 'Héctor Salinas', status: 'contacted' }),
    ]);
    const { user } = renderTransport();
    const card = (await screen.findByText('Gabriela Ortega')).closest('li')!;
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(card).getByText('5 de diciembre de 2026, 09:30')).toBeInTheDocument();
    const status = within(card).getByRole('combobox', { name: 'Estado: Gabriela Ortega' });
    await user.selectOptions(status, 'Contactada');
    expect(await screen.findByText('La solicitud ahora está Contactada.')).toBeInTheDocument();
    expect(patches).toEqual([{ status: 'contacted' }]);
    // The card opens the panel with the note.
    await user.click(within(card).getByRole('button', { name: 'Ver detalles de Gabriela Ortega' }));
    expect(within(card).getByLabelText('Nota del personal')).toBeInTheDocument();
  });

  it('keeps the table from 1024 px', async () => {
    atWidth(1024);
    fakeServer([request()]);
    renderTransport();
    expect((await screen.findByRole('button', { name: 'Gabriela Ortega' })).closest('tr')).not.toBeNull();
  });

  it('shows "No especificado" for what the traveller left empty', async () => {
    fakeServer([request({ itinerary: null, special_requests: '  ' })]);
    const { user } = renderTransport();
    await user.click(await screen.findByRole('button', { name: 'Gabriela Ortega' }));
    // Return, itinerary and special requests.
    expect(screen.getAllByText('No especificado')).toHaveLength(3);
  });

  it('says when there are no requests, and when a search found none', async () => {
    fakeServer([]);
    const { user } = renderTransport();
    expect(await screen.findByText('Aún no hay solicitudes de transporte.')).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('Buscar solicitud...'), 'zz');
    expect(await screen.findByText('No se encontraron solicitudes.')).toBeInTheDocument();
  });
});
