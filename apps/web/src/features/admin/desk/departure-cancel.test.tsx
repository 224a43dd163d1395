import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEPARTURE_CANCEL_MESSAGES, DESK_MESSAGES, type DepartureCancelProgress, type Manifest, type Role } from '@hv/shared';
import { apiErrorResponse, jsonResponse, stubFetch } from '@/test/fetch-stub.ts';
import { renderRoutes } from '@/test/render-routes.tsx';
import { CloseDateDialog } from './close-date-dialog.tsx';
import ManifestPage from './manifest-page.tsx';
import { makeTrip } from '@/test/factories.ts';
import { tripSaveConfirmation } from '../trips/trip-save-confirmation.tsx';

// `Cancelar salida` on the manifest (docs/product.md §15.4): the confirmation dialog, then the
// refunds' progress until done, a failure listed with `Reintentar`.

const EXP = '1a000000-0000-4000-8000-000000000000';
const BATCH = '2b000000-0000-4000-8000-000000000000';
const manifest: Manifest = {
  departure: {
    kind: 'experience',
    itemId: EXP,
    itemName: 'Kayak en Bacalar',
    date: '2026-12-05',
    startTime: '09:00',
    passengers: 4,
    bookings: 2,
    capacity: 12,
    minimum: null,
    checkedIn: 0,
    cancelled: null,
  },
  meetingPoint: 'Muelle',
  facts: [],
  data: [],
};

const row = (n: number, state: DepartureCancelProgress['data'][number]['state'], error: string | null = null) => ({
  bookingId: `0a1b2c3d-0000-4000-8000-00000000000${n}`,
  reference: `0A1B2C3${n}`,
  traveller: n === 1 ? 'Rosa Díaz' : 'Luis Pérez',
  amount: 1300,
  state,
  error,
});
const progress = (rows: ReturnType<typeof row>[]): DepartureCancelProgress => {
  const count = (s: string) => rows.filter((r) => r.state === s).length;
  return {
    batch: BATCH,
    reason: 'Norte fuerte en la laguna',
    total: 2600,
    refunded: count('Reembolsada'),
    inProgress: count('En curso'),
    failed: count('Falló'),
    finished: count('En curso') === 0,
    data: rows,
  };
};

function api(role: Role, answers: DepartureCancelProgress[]) {
  const sent: { url: string; body: unknown }[] = [];
  let served = 0;
  stubFetch((url, init) => {
    if (url.pathname === '/api/admin/me') return jsonResponse({ id: 'me', email: 'yo@example.com', role, fullName: 'Yo' });
    if (url.pathname === '/api/admin/departures/manifest') {
      sent.push({ url: url.pathname, body: null });
      return jsonResponse(manifest);
    }
    if (url.pathname === '/api/admin/departures/cancel/preview') return jsonResponse({ bookings: 2, total: 2600 });
    if (url.pathname === '/api/admin/departures/cancel' && init?.method === 'POST') {
      sent.push({ url: url.pathname, body: JSON.parse(String(init.body)) });
      return jsonResponse({ batch: BATCH, bookings: 2, total: 2600 }, 202);
    }
    if (url.pathname === `/api/admin/departures/cancel/${BATCH}/retry` && init?.method === 'POST') {
      sent.push({ url: url.pathname, body: null });
      return jsonResponse({ retried: 1 });
    }
    if (url.pathname === `/api/admin/departures/cancel/${BATCH}`)
      return jsonResponse(answers[Math.min(served++, answers.length - 1)]);
    return apiErrorResponse(500, 'internal', 'Algo salió mal.');
  });
  return sent;
}

const query = `kind=experience&id=${EXP}&date=2026-12-05&startTime=09:00`;
const open = () => renderRoutes([{ path: '/m', element: <ManifestPage /> }], { path: `/m?${query}` });

describe('Cancelar salida (issue 17)', () => {
  it('confirms with the count, the total and a required reason, then follows the refunds and retries a failure', async () => {
    const sent = api('Coordinador', [
      progress([row(1, 'En curso'), row(2, 'En curso')]),
      progress([row(1, 'Reembolsada'), row(2, 'Falló', DESK_MESSAGES.refundRefused)]),
      progress([row(1, 'Reembolsada'), row(2, 'Reembolsada')]),
    ]);
    const manifestReads = () => sent.filter((s) => s.url === '/api/admin/departures/manifest').length;
    const { user, router } = open();
    await user.click(await screen.findByRole('button', { name: 'Cancelar salida' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar salida' });
    expect(dialog).toHaveTextContent('Kayak en Bacalar');
    expect(await within(dialog).findByText('2 reservas pagadas · Total a reembolsar $2,600.00')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('La fecha se cerrará');

    await user.click(within(dialog).getByRole('button', { name: 'Cancelar salida y reembolsar' }));
    expect(await within(dialog).findByText(DEPARTURE_CANCEL_MESSAGES.reason)).toBeInTheDocument();
    expect(sent.filter((s) => s.url !== '/api/admin/departures/manifest')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Motivo/), 'Norte fuerte en la laguna');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar salida y reembolsar' }));
    await waitFor(() =>
      expect(sent.find((s) => s.url === '/api/admin/departures/cancel')).toEqual({
        url: '/api/admin/departures/cancel',
        body: { kind: 'experience', id: EXP, date: '2026-12-05', startTime: '09:00', reason: 'Norte fuerte en la laguna' },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toContain(`cancelacion=${BATCH}`);

    const panel = await screen.findByRole('region', { name: 'Reembolsos de la salida cancelada' });
    expect(await within(panel).findByText('En curso: 0 de 2 reembolsada(s)...', { exact: false })).toBeInTheDocument();
    const readsWhileRunning = manifestReads();
    // It refreshes by itself until nothing is under way.
    expect(await within(panel).findByText(DESK_MESSAGES.refundRefused, {}, { timeout: 4000 })).toBeInTheDocument();
    expect(within(panel).getByRole('status')).toHaveTextContent('Terminado: 1 de 2 reembolsada(s), 1 con falla.');
    // The manifest is read again once nothing is under way.
    await waitFor(() => expect(manifestReads()).toBeGreaterThan(readsWhileRunning));
    const failed = within(panel).getByText('Luis Pérez').closest('li')!;
    expect(within(failed).getByText('Falló')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(sent.map((s) => s.url)).toContain(`/api/admin/departures/cancel/${BATCH}/retry`));
    expect(
      await within(panel).findByText('Terminado: 2 de 2 reembolsada(s).', { exact: false }, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
  });

  it('is not offered to an Organizador', async () => {
    api('Organizador', []);
    open();
    expect(await screen.findByRole('heading', { name: 'Manifiesto: Kayak en Bacalar' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancelar salida' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeInTheDocument();
  });

  it('closing a date with paid bookings offers to cancel the departure instead', async () => {
    api('Administrador', [progress([row(1, 'En curso')])]);
    const { user, router } = renderRoutes(
      [
        {
          path: '/admin/experiencias/:id/disponibilidad',
          element: <CloseDateDialog date="2026-12-05" onOpenChange={() => {}} onConfirm={async () => {}} />,
        },
        { path: '/admin/salidas/manifiesto', element: <p>Manifiesto</p> },
      ],
      { path: `/admin/experiencias/${EXP}/disponibilidad` },
    );
    const offer = await screen.findByRole('region', { name: 'Reservas pagadas de ese día' });
    expect(offer).toHaveTextContent('Ese día tiene 2 reservas pagadas ($2,600.00)');
    await user.click(within(offer).getByRole('button', { name: 'Cancelar la salida y reembolsar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar salida' });
    await user.type(within(dialog).getByLabelText(/Motivo/), 'Feriado');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar salida y reembolsar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/salidas/manifiesto'));
    expect(router.state.location.search).toBe(`?kind=experience&id=${EXP}&date=2026-12-05&cancelacion=${BATCH}`);
  });

  it('setting a trip with paid bookings to Cancelado links to its Cancelar salida', async () => {
    const trip = makeTrip({ status: 'Público', departure_date: '2026-12-12' });
    stubFetch(() =>
      jsonResponse({
        count: 1,
        data: [
          {
            id: row(1, 'En curso').bookingId,
            reference: '0A1B2C31',
            buyer: 'Rosa Díaz',
            phone: null,
            passengers: 1,
            status: 'Pagada',
          },
        ],
      }),
    );
    const confirmation = await tripSaveConfirmation({ status: 'Cancelado', departure_date: '2026-12-12' }, trip, 'edit');
    renderRoutes([{ path: '/', element: <>{confirmation!.details}</> }]);
    expect(await screen.findByRole('link', { name: 'Cancelar salida en su manifiesto' })).toHaveAttribute(
      'href',
      `/admin/salidas/manifiesto?kind=trip&id=${trip.id}&date=2026-12-12`,
    );
  });
});
