import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AvailabilityMonth, Role } from '@hv/shared';
import { resetToastsForTests } from '@/lib/use-toast.ts';
import { apiErrorResponse, jsonResponse, stubFetch } from '@/test/fetch-stub.ts';
import { renderRoutes } from '@/test/render-routes.tsx';
import { sent } from '../crud/test-utils.tsx';
import AvailabilityPage from './availability-page.tsx';

// Wednesday 18 November 2026, midday in Mexico City.
const NOW = new Date('2026-11-18T18:00:00Z');
const ID = '6f1c2a34-0000-4000-8000-0000000000e1';
const PATH = `/admin/experiencias/${ID}/disponibilidad`;

/** A month as the server answers it: weekends from today bookable, `days` overriding some dates. */
function month(value: string, days: Record<string, Partial<AvailabilityMonth['days'][number]>> = {}): AvailabilityMonth {
  const [y, m] = value.split('-').map(Number) as [number, number];
  const length = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return {
    month: value,
    name: 'Globo en Teotihuacán',
    capacity: 12,
    startTimes: ['09:00', '13:00'],
    days: Array.from({ length }, (_, i) => {
      const date = `${value}-${String(i + 1).padStart(2, '0')}`;
      const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
      return {
        date,
        bookable: (weekday === 0 || weekday === 6) && date >= '2026-11-18',
        closed: false,
        reason: null,
        sold: [
          { startTime: '09:00', passengers: 0 },
          { startTime: '13:00', passengers: 0 },
        ],
        ...days[date],
      };
    }),
  };
}

const MONTHS: Record<string, AvailabilityMonth> = {
  '2026-11': month('2026-11', {
    '2026-11-21': {
      sold: [
        { startTime: '09:00', passengers: 8 },
        { startTime: '13:00', passengers: 3 },
      ],
    },
    '2026-11-22': {
      sold: [
        { startTime: '09:00', passengers: 12 },
        { startTime: '13:00', passengers: 12 },
      ],
    },
    '2026-11-28': { closed: true, reason: 'Vientos fuertes' },
    // Places held by a payment link and a running checkout (decisions 0205, 0213): not sold, not free.
    '2026-11-29': {
      sold: [
        { startTime: '09:00', passengers: 5, held: 2 },
        { startTime: '13:00', passengers: 0, held: 0 },
      ],
    },
  }),
  '2026-12': month('2026-12', {
    '2026-12-05': {
      sold: [
        { startTime: '09:00', passengers: 5 },
        { startTime: '13:00', passengers: 0 },
      ],
    },
  }),
};

function renderAvailability(role: Role = 'Coordinador', path = PATH) {
  const fetchMock = stubFetch((url, init) => {
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/admin/me') return jsonResponse({ id: 'me', email: 'yo@example.com', role, fullName: 'Yo' });
    if (method === 'GET' && url.pathname === `/api/admin/experiences/${ID}/availability`) {
      const answer = MONTHS[url.searchParams.get('month') ?? ''];
      return answer ? jsonResponse(answer) : apiErrorResponse(400, 'validation', 'Usa un mes AAAA-MM.');
    }
    if (method === 'POST' && url.pathname === `/api/admin/experiences/${ID}/closed-dates`) {
      const body = JSON.parse(String(init?.body)) as { date: string; reason?: string };
      const day = MONTHS['2026-12']!.days.find((d) => d.date === body.date)!;
      Object.assign(day, { closed: true, reason: body.reason ?? null });
      return jsonResponse({ date: body.date, reason: body.reason ?? null }, 201);
    }
    if (method === 'DELETE' && url.pathname.startsWith(`/api/admin/experiences/${ID}/closed-dates/`)) {
      return new Response(null, { status: 204 });
    }
    return apiErrorResponse(500, 'internal', 'Algo salió mal.');
  });
  const view = renderRoutes([{ path: '/admin/experiencias/:id/disponibilidad', element: <AvailabilityPage /> }], { path });
  return { ...view, fetchMock };
}

const dayButton = (date: RegExp) => screen.findByRole('button', { name: date });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  resetToastsForTests();
  vi.restoreAllMocks();
});

describe('Disponibilidad', () => {
  it('shows the month in Spanish, Monday first, with places sold per start time, Agotado and Cerrada', async () => {
    renderAvailability('Organizador');
    expect(await screen.findByRole('heading', { level: 1, name: 'Disponibilidad: Globo en Teotihuacán' })).toBeInTheDocument();
    const grid = screen.getByRole('grid', { name: 'Disponibilidad de Noviembre de 2026' });
    const headers = within(grid).getAllByRole('columnheader', { hidden: true }); // DayPicker hides them: each day's name says its weekday
    expect(headers[0]).toHaveAccessibleName(/lunes/i);
    expect(headers[6]).toHaveAccessibleName(/domingo/i);

    const saturday = await dayButton(/^sábado, 21 de noviembre de 2026/);
    expect(saturday).toHaveAccessibleName(
      'sábado, 21 de noviembre de 2026; 09:00, 8 de 12 lugares vendidos; 13:00, 3 de 12 lugares vendidos; 13 libres',
    );
    expect(within(saturday).getByText('09:00 · 8/12')).toBeInTheDocument();
    expect(within(saturday).getByText('13:00 · 3/12')).toBeInTheDocument();

    const full = screen.getByRole('button', { name: /^domingo, 22 de noviembre de 2026/ });
    expect(full).toHaveAccessibleName(expect.stringContaining('agotado'));
    expect(within(full).getByText('Agotado')).toBeInTheDocument();

    const closed = screen.getByRole('button', { name: /^sábado, 28 de noviembre de 2026/ });
    expect(closed).toHaveAccessibleName('sábado, 28 de noviembre de 2026; cerrada: Vientos fuertes');
    expect(within(closed).getByText('Cerrada')).toBeInTheDocument();
    expect(within(closed).getByText('Vientos fuertes')).toBeInTheDocument();
  });

  it('shows each day’s places left and places held, in its visible words and in its name', async () => {
    const { user } = renderAvailability('Organizador');
    const held = await dayButton(/^domingo, 29 de noviembre de 2026; 09:00/);
    // The words shown are the words said (the visible label is part of the accessible name).
    expect(held).toHaveAccessibleName(
      'domingo, 29 de noviembre de 2026; 09:00, 5 de 12 lugares vendidos; 13:00, 0 de 12 lugares vendidos; 17 libres · 2 en pago',
    );
    const places = within(held).getByTestId('day-places');
    expect(places).toHaveTextContent('17 libres2 en pago');
    expect(within(held).getByText('17 libres')).toBeVisible();
    expect(within(held).getByText('2 en pago')).toBeVisible();
    // A day nobody holds says only its places left.
    const saturday = screen.getByRole('button', { name: /^sábado, 21 de noviembre de 2026/ });
    expect(within(saturday).getByText('13 libres')).toBeInTheDocument();
    expect(within(saturday).queryByText(/en pago/)).not.toBeInTheDocument();

    await user.click(held);
    const panel = screen.getByRole('complementary', { name: 'Detalle de la fecha' });
    expect(within(panel).getByText('09:00, 5 de 12 lugares vendidos (5 libres, 2 en pago)')).toBeInTheDocument();
    expect(within(panel).getByText('13:00, 0 de 12 lugares vendidos (12 libres)')).toBeInTheDocument();
  });

  it('moves between months with the buttons and the keyboard, and shows a picked day’s detail', async () => {
    const { user, router } = renderAvailability('Organizador');
    await dayButton(/^sábado, 21 de noviembre de 2026/);
    await user.click(screen.getByRole('button', { name: 'Mes siguiente' }));
    expect(await screen.findByRole('grid', { name: 'Disponibilidad de Diciembre de 2026' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?mes=2026-12');
    const fifth = await dayButton(/^sábado, 5 de diciembre de 2026; 09:00, 5 de 12/);
    await user.click(fifth);
    const panel = screen.getByRole('complementary', { name: 'Detalle de la fecha' });
    expect(within(panel).getByRole('heading', { name: 'sábado, 5 de diciembre de 2026' })).toBeInTheDocument();
    expect(within(panel).getByText('09:00, 5 de 12 lugares vendidos (7 libres)')).toBeInTheDocument();

    // Arrows move by day, Page Up by month.
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: /^domingo, 6 de diciembre de 2026/ })).toHaveFocus();
    await user.keyboard('{PageUp}');
    expect(await screen.findByRole('grid', { name: 'Disponibilidad de Noviembre de 2026' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: /^viernes, 6 de noviembre de 2026/ })).toHaveFocus());
  });

  it('closes a date through the dialog, sending the date and the reason, and reopens a closed one', async () => {
    const { user, fetchMock } = renderAvailability('Coordinador', `${PATH}?mes=2026-12`);
    await user.click(await dayButton(/^sábado, 12 de diciembre de 2026/));
    await user.click(screen.getByRole('button', { name: 'Cerrar fecha' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cerrar fecha' });
    expect(dialog).toHaveTextContent('Nadie podrá reservar el sábado, 12 de diciembre de 2026');
    await user.type(within(dialog).getByLabelText(/Motivo/), '  Día de la Virgen  ');
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar fecha' }));
    await waitFor(() =>
      expect(sent(fetchMock, 'POST')).toEqual([
        { path: `/api/admin/experiences/${ID}/closed-dates`, body: { date: '2026-12-12', reason: 'Día de la Virgen' } },
      ]),
    );
    expect(await screen.findByText('Fecha cerrada.')).toBeInTheDocument();
    const closed = await dayButton(/^sábado, 12 de diciembre de 2026; cerrada: Día de la Virgen/);
    expect(within(closed).getByText('Cerrada')).toBeInTheDocument();

    // Without a reason, none is sent.
    await user.click(await dayButton(/^domingo, 13 de diciembre de 2026/));
    await user.click(screen.getByRole('button', { name: 'Cerrar fecha' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Cerrar fecha' })).getByRole('button', { name: 'Cerrar fecha' }),
    );
    await waitFor(() =>
      expect(sent(fetchMock, 'POST')[1]).toEqual({
        path: `/api/admin/experiences/${ID}/closed-dates`,
        body: { date: '2026-12-13' },
      }),
    );

    await user.click(closed);
    await user.click(screen.getByRole('button', { name: 'Abrir fecha' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([input, init]) => init?.method === 'DELETE' && String(input).endsWith('/closed-dates/2026-12-12'),
        ),
      ).toBe(true),
    );
  });

  it('an Organizador reads the calendar but has no close or open buttons', async () => {
    const { user } = renderAvailability('Organizador');
    await user.click(await dayButton(/^sábado, 21 de noviembre de 2026/));
    // Once the role is known: a note instead of the buttons.
    expect(await screen.findByText('Solo un Administrador o un Coordinador cierra o abre fechas.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cerrar fecha' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^sábado, 28 de noviembre de 2026/ }));
    expect(screen.getByText(/Motivo: Vientos fuertes/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Abrir fecha' })).not.toBeInTheDocument();
  });
});
