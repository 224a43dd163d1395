import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DepartureAtRisk } from '@hv/shared';
import { apiErrorResponse, jsonResponse, stubFetch } from '@/test/fetch-stub.ts';
import { renderRoutes } from '@/test/render-routes.tsx';
import DeparturesAtRiskPage, { decisionLabel } from './departures-at-risk-page.tsx';

// `Salidas en riesgo` (docs/decisions/0229-minimum-to-run.md): people booked of the minimum, the
// decision time on the item's clock, `Confirmar salida` and the existing `Cancelar salida`.

const departure: DepartureAtRisk = {
  kind: 'experience',
  itemId: '0a1b2c3d-0000-4000-8000-000000000009',
  itemName: 'Kayak en Bacalar',
  date: '2026-12-05',
  startTime: '08:30',
  passengers: 2,
  minimum: 6,
  // 08:30 in Cancún (UTC−5) two days before: 13:30 UTC.
  decisionAt: '2026-12-03T13:30:00.000Z',
  timeZone: 'America/Cancun',
};

describe('Salidas en riesgo', () => {
  it('shows people booked of the minimum and the decision time in the item zone, and confirms a departure by hand', async () => {
    let confirmed: unknown = null;
    stubFetch(async (url, init) => {
      if (url.pathname === '/api/admin/me') return jsonResponse({ id: 'u1', role: 'Coordinador', fullName: 'Coordinación' });
      if (url.pathname === '/api/admin/departures/at-risk') return jsonResponse({ data: confirmed ? [] : [departure] });
      if (url.pathname === '/api/admin/departures/confirm' && init?.method === 'POST') {
        confirmed = JSON.parse(String(init.body));
        return jsonResponse({ confirmed: true, message: 'Salida confirmada: se mantiene aunque no llegue al mínimo.' });
      }
      return apiErrorResponse(404, 'not_found', `sin stub: ${url.pathname}`);
    });
    renderRoutes([{ path: '/admin/salidas/en-riesgo', element: <DeparturesAtRiskPage /> }], { path: '/admin/salidas/en-riesgo' });
    expect(await screen.findByRole('heading', { name: 'Salidas en riesgo' })).toBeInTheDocument();
    const card = within((await screen.findByRole('link', { name: 'Kayak en Bacalar' })).closest('li')!);
    expect(card.getByText('2 de 6 personas mínimas')).toBeInTheDocument();
    // 13:30 UTC is 08:30 in Cancún, on Thursday 3 December.
    expect(card.getByText(/jueves, 3 de diciembre.*08:30 h \(America\/Cancun\)/)).toBeInTheDocument();
    expect(await card.findByRole('button', { name: 'Cancelar salida' })).toBeInTheDocument();

    await userEvent.click(card.getByRole('button', { name: 'Confirmar salida' }));
    expect(await screen.findByText('No hay salidas en riesgo.')).toBeInTheDocument();
    expect(confirmed).toEqual({ kind: 'experience', id: departure.itemId, date: '2026-12-05', startTime: '08:30' });
  });

  it('writes the decision time on the item clock', () => {
    expect(decisionLabel({ decisionAt: '2026-12-03T13:30:00.000Z', timeZone: 'America/Mexico_City' })).toMatch(/07:30 h/);
  });
});
