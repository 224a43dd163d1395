import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuditEntryView, Role } from '@hv/shared';
import { apiErrorResponse, jsonResponse, stubFetch } from '@/test/fetch-stub.ts';
import { renderRoutes } from '@/test/render-routes.tsx';
import { listPage } from '../crud/test-utils.tsx';
import HistorialPage from './historial-page.tsx';

const ANA = { id: '00000000-0000-4000-8000-0000000000a1', name: 'Ana Admin', role: 'Administrador' };
const CARLOS = { id: '00000000-0000-4000-8000-0000000000c1', name: 'Carlos Coordinador', role: 'Coordinador' };

const roleChange: AuditEntryView = {
  id: 'l1',
  at: '2026-11-20T18:05:00.000Z',
  actor: ANA,
  action: 'update',
  kind: 'person',
  recordId: '00000000-0000-4000-8000-000000000001',
  before: { full_name: 'Rosa Díaz', role: 'Organizador', city: 'Puebla' },
  after: { full_name: 'Rosa Díaz', role: 'Coordinador', city: 'Puebla' },
};
const couponPaused: AuditEntryView = {
  id: 'l2',
  at: '2026-11-19T15:00:00.000Z',
  actor: CARLOS,
  action: 'status',
  kind: 'coupon',
  recordId: '00000000-0000-4000-8000-000000000002',
  before: { code: 'VERANO', status: 'Activo', is_active: true },
  after: { code: 'VERANO', status: 'Pausado', is_active: true },
};

function renderHistorial({ role = 'Administrador', path = '/admin/historial' }: { role?: Role; path?: string } = {}) {
  const fetchMock = stubFetch((url) => {
    if (url.pathname === '/api/admin/me') return jsonResponse({ id: 'me', email: 'yo@example.com', role, fullName: 'Yo' });
    if (url.pathname === '/api/admin/audit/actors') return jsonResponse([ANA, CARLOS]);
    if (url.pathname === '/api/admin/audit') {
      const kind = url.searchParams.get('kind');
      const rows = [roleChange, couponPaused].filter((r) => !kind || r.kind === kind);
      return jsonResponse({ ...listPage(rows), totalPages: 3 });
    }
    return apiErrorResponse(500, 'internal', 'Algo salió mal.');
  });
  const view = renderRoutes([{ path: '/admin/historial', element: <HistorialPage /> }], { path });
  return { ...view, fetchMock };
}

const auditCalls = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), window.location.origin))
    .filter((u) => u.pathname === '/api/admin/audit');

afterEach(() => vi.restoreAllMocks());
// The admin role, then the list: two requests before the table shows (a busy machine is slow).
const SLOW = { timeout: 5000 };

describe('Historial', () => {
  it('lists who changed what, when, and only the fields that changed, in Spanish', async () => {
    renderHistorial();
    expect(screen.getByRole('heading', { level: 1, name: 'Historial' })).toBeInTheDocument();
    const table = await screen.findByRole('table', {}, SLOW);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Fecha', 'Persona', 'Acción', 'Registro', 'Cambios']);
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(first).toHaveTextContent('Ana Admin (Administrador)');
    expect(first).toHaveTextContent('Editó');
    expect(first).toHaveTextContent('Persona');
    expect(first).toHaveTextContent('Rosa Díaz');
    // The role changed; the name and the city did not, so they are not listed.
    expect(within(first!).getByText('Rol:')).toBeInTheDocument();
    expect(first).toHaveTextContent('Rol:Organizadorcambió aCoordinador');
    expect(within(first!).queryByText('Ciudad:')).toBeNull();
    expect(within(first!).queryByText('Nombre:')).toBeNull();
    expect(first).toHaveTextContent('20 de noviembre de 2026');
    expect(second).toHaveTextContent('Cambió el estado');
    expect(second).toHaveTextContent('Cupón');
    expect(second).toHaveTextContent('Estado:Activocambió aPausado');
    expect(within(second!).queryByText('Activo:')).toBeNull();
    // Phones: the same lines as cards.
    const cards = screen.getByRole('list', { name: 'Cambios' });
    expect(
      within(cards)
        .getAllByRole('listitem')
        .filter((li) => li.parentElement === cards),
    ).toHaveLength(2);
  });

  it('keeps the filters in the URL and sends them to the server, starting again at page 1', async () => {
    const { fetchMock, user, router } = renderHistorial({ path: '/admin/historial?kind=coupon&page=2' });
    const table = await screen.findByRole('table', {}, SLOW);
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(screen.getByLabelText('Registro')).toHaveValue('coupon');
    expect(auditCalls(fetchMock).at(-1)!.search).toBe('?kind=coupon&page=2');

    await screen.findByRole('option', { name: 'Carlos Coordinador (Coordinador)' }, SLOW);
    await user.selectOptions(screen.getByLabelText('Persona'), CARLOS.id);
    expect(router.state.location.search).toBe(`?actor=${CARLOS.id}&kind=coupon`);
    await vi.waitFor(() => expect(auditCalls(fetchMock).at(-1)!.searchParams.get('actor')).toBe(CARLOS.id));

    await user.type(screen.getByLabelText('Desde'), '2026-11-01');
    await user.type(screen.getByLabelText('Hasta'), '2026-11-30');
    expect(router.state.location.search).toBe(`?actor=${CARLOS.id}&kind=coupon&from=2026-11-01&to=2026-11-30`);
    await vi.waitFor(() =>
      expect(Object.fromEntries(auditCalls(fetchMock).at(-1)!.searchParams)).toEqual({
        actor: CARLOS.id,
        kind: 'coupon',
        from: '2026-11-01',
        to: '2026-11-30',
      }),
    );

    await user.click(screen.getByRole('button', { name: /siguiente/i }));
    expect(router.state.location.search).toContain('page=2');
  });

  it('tells a Coordinador the history is the Administrador’s, and never asks for it', async () => {
    const { fetchMock } = renderHistorial({ role: 'Coordinador' });
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(
      'Solo un Administrador puede ver el historial de cambios.',
    );
    expect(auditCalls(fetchMock)).toEqual([]);
  });
});

describe('Historial a person can read (issue 29 item 11)', () => {
  const BOOKING = '380f65a4-0000-4000-8000-000000000001';
  const refund: AuditEntryView = {
    id: 'r1',
    at: '2026-11-27T10:48:07.758Z',
    actor: CARLOS,
    action: 'refund',
    kind: 'booking',
    recordId: BOOKING,
    before: { status: 'Pagada', refunded_amount: 0 },
    after: { status: 'Pagada', refunded_amount: 1450, refund: 1450, reason: 'Una pasajera no viaja' },
  };
  const checkIn: AuditEntryView = {
    ...refund,
    id: 'c1',
    action: 'check-in',
    before: { checked_in_at: null },
    after: { checked_in_at: '2026-11-27T16:05:00.000Z' },
  };
  const cancelled: AuditEntryView = {
    id: 'd1',
    at: '2026-11-27T12:00:00.000Z',
    actor: ANA,
    action: 'cancel',
    kind: 'departure',
    recordId: 'experience:00000000-0000-4000-8000-0000000000e1:2026-12-05:09:00',
    recordName: 'Kayak en Bacalar, 5 de diciembre de 2026, 09:00',
    before: { dateClosed: false },
    after: {
      dateClosed: true,
      reason: 'Frente frío',
      batch: 'b1',
      total: 2900,
      bookings: [{ reference: '380F65A4', amount: 2900 }],
    },
  };

  function renderLines(path = '/admin/historial') {
    const fetchMock = stubFetch((url) => {
      if (url.pathname === '/api/admin/me')
        return jsonResponse({ id: 'me', email: 'yo@example.com', role: 'Administrador', fullName: 'Yo' });
      if (url.pathname === '/api/admin/audit/actors') return jsonResponse([ANA, CARLOS]);
      if (url.pathname === '/api/admin/audit') return jsonResponse(listPage([cancelled, checkIn, refund]));
      return apiErrorResponse(500, 'internal', 'Algo salió mal.');
    });
    return { ...renderRoutes([{ path: '/admin/historial', element: <HistorialPage /> }], { path }), fetchMock };
  }

  it('writes money as money, switches as Sí/No, instants on Mexico City’s clock, never as stored', async () => {
    renderLines();
    const table = await screen.findByRole('table', {}, SLOW);
    const [departure, present, refunded] = within(table).getAllByRole('row').slice(1);
    expect(departure).toHaveTextContent('Fecha cerrada:Nocambió aSí');
    expect(departure).toHaveTextContent('Total:—cambió a$2,900.00');
    expect(departure).toHaveTextContent('Reservas:—cambió a380F65A4 ($2,900.00)');
    expect(refunded).toHaveTextContent('Reembolsado:$0.00cambió a$1,450.00');
    // 16:05 UTC is 10:05 in Mexico City.
    expect(present).toHaveTextContent(/Presentación:—cambió a27 de noviembre de 2026\D+10:05/);
    for (const row of [departure, present, refunded]) expect(row!.textContent).not.toMatch(/\d{4}-\d{2}-\d{2}|T\d{2}:/);
    // The batch's id is the line's own bookkeeping: not shown.
    expect(within(departure!).queryByText(/Lote|batch/)).toBeNull();
  });

  it('names a departure by its item, date and time, and a booking by its reference', async () => {
    renderLines();
    const table = await screen.findByRole('table', {}, SLOW);
    const [departure, present] = within(table).getAllByRole('row').slice(1);
    expect(departure).toHaveTextContent('SalidaKayak en Bacalar, 5 de diciembre de 2026, 09:00');
    expect(within(present!).getByRole('link', { name: '380F65A4' })).toHaveAttribute('href', `/admin/reservas/${BOOKING}`);
  });

  it('names a date move by the booking, and writes its dates in words', async () => {
    const moved: AuditEntryView = {
      ...refund,
      id: 'm1',
      action: 'reschedule',
      before: { date: '2026-12-05', startTime: '10:00' },
      after: { date: '2026-12-19', startTime: '10:00' },
    };
    stubFetch((url) => {
      if (url.pathname === '/api/admin/me')
        return jsonResponse({ id: 'me', email: 'yo@example.com', role: 'Administrador', fullName: 'Yo' });
      if (url.pathname === '/api/admin/audit/actors') return jsonResponse([ANA, CARLOS]);
      if (url.pathname === '/api/admin/audit') return jsonResponse(listPage([moved]));
      return apiErrorResponse(500, 'internal', 'Algo salió mal.');
    });
    renderRoutes([{ path: '/admin/historial', element: <HistorialPage /> }], { path: '/admin/historial' });
    const [row] = within(await screen.findByRole('table', {}, SLOW))
      .getAllByRole('row')
      .slice(1);
    expect(within(row!).getByRole('link', { name: '380F65A4' })).toBeInTheDocument();
    expect(row).toHaveTextContent('Fecha:5 de diciembre de 2026cambió a19 de diciembre de 2026');
    expect(row!.textContent).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it('filters by a booking’s reference as typed or read aloud, kept in the URL', async () => {
    const { user, router, fetchMock } = renderLines();
    await screen.findByRole('table', {}, SLOW);
    const field = screen.getByLabelText(/Reserva/);
    await user.type(field, '380f 65a');
    // Not a reference yet: the list is not asked again.
    expect(router.state.location.search).toBe('');
    await user.type(field, '4');
    expect(router.state.location.search).toBe('?reference=380F65A4');
    await vi.waitFor(() => expect(auditCalls(fetchMock).at(-1)!.searchParams.get('reference')).toBe('380F65A4'));
    await user.clear(field);
    expect(router.state.location.search).toBe('');
    await user.type(field, 'SOL ARENA');
    expect(screen.getByText('Escribe la referencia de 8 caracteres de la reserva.')).toBeInTheDocument();
  });
});
