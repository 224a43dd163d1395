import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DepartureWaitlist, PassengerManifest } from '@hv/shared';
import { apiErrorResponse, jsonResponse, stubFetch } from '@/test/fetch-stub.ts';
import { renderRoutes } from '@/test/render-routes.tsx';
import ManifestPage from './manifest-page.tsx';

// The manifest's `Lista de espera` (docs/decisions/0235-waitlist.md, 0239-waitlist-screens.md): the
// count waiting and the line in order, each with its status and, while invited, its hold's end.

const EXP = '1a000000-0000-4000-8000-000000000001';
const manifest: PassengerManifest = {
  departure: {
    kind: 'experience',
    itemId: EXP,
    itemName: 'Kayak en Bacalar',
    date: '2026-12-05',
    startTime: '09:00',
    passengers: 8,
    bookings: 3,
    capacity: 8,
    minimum: null,
    checkedIn: 0,
    cancelled: null,
  },
  meetingPoint: null,
  facts: [],
  data: [],
  present: 0,
};
const line: DepartureWaitlist = {
  waiting: 2,
  data: [
    {
      id: 'w1',
      email: 'primera@example.com',
      places: 2,
      status: 'invited',
      createdAt: '2026-11-20T15:00:00.000Z',
      holdExpiresAt: '2026-11-25T20:00:00.000Z',
    },
    {
      id: 'w2',
      email: 'segundo@example.com',
      places: 1,
      status: 'waiting',
      createdAt: '2026-11-20T16:00:00.000Z',
      holdExpiresAt: null,
    },
    {
      id: 'w3',
      email: 'tercera@example.com',
      places: 3,
      status: 'waiting',
      createdAt: '2026-11-21T16:00:00.000Z',
      holdExpiresAt: null,
    },
    {
      id: 'w4',
      email: 'cuarto@example.com',
      places: 1,
      status: 'left',
      createdAt: '2026-11-21T17:00:00.000Z',
      holdExpiresAt: null,
    },
  ],
};

function serve(answer: DepartureWaitlist) {
  const asked: string[] = [];
  stubFetch((url) => {
    if (url.pathname === '/api/admin/me')
      return jsonResponse({ id: 'me', email: 'yo@example.com', role: 'Coordinador', fullName: 'Yo' });
    if (url.pathname === '/api/admin/departures/manifest') return jsonResponse(manifest);
    if (url.pathname === '/api/admin/waitlist') {
      asked.push(url.search);
      return jsonResponse(answer);
    }
    return apiErrorResponse(404, 'not_found', `sin stub: ${url.pathname}`);
  });
  return asked;
}

const openManifest = () =>
  renderRoutes([{ path: '/m', element: <ManifestPage /> }], {
    path: `/m?kind=experience&id=${EXP}&date=2026-12-05&startTime=09:00`,
  });

describe('the manifest’s waitlist', () => {
  it('asks for this departure’s line and shows it in order: count waiting, status, places and the hold’s end', async () => {
    const asked = serve(line);
    openManifest();
    const section = within(await screen.findByRole('region', { name: 'Lista de espera' }));
    expect(await section.findByText('2 personas esperando')).toBeInTheDocument();
    expect(asked).toEqual([`?kind=experience&id=${EXP}&date=2026-12-05&startTime=09%3A00`]);
    const items = within(section.getByRole('list', { name: 'Lista de espera' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringMatching(
        /^Orden 1\.primera@example\.comInvitado.*Lugares:2.*Apartado hasta:25 de noviembre de 2026 a las 2:00 p\.\s?m\./,
      ),
      expect.stringMatching(/^Orden 2\.segundo@example\.comEsperando/),
      expect.stringMatching(/^Orden 3\.tercera@example\.comEsperando.*Lugares:3/),
      expect.stringMatching(/^Orden 4\.cuarto@example\.comSalió/),
    ]);
    expect(items[1]!.textContent).not.toContain('Apartado hasta');
  });

  it('says when nobody waits', async () => {
    serve({ waiting: 0, data: [] });
    openManifest();
    const section = within(await screen.findByRole('region', { name: 'Lista de espera' }));
    expect(await section.findByText('Nadie espera lugar en esta salida.')).toBeInTheDocument();
    expect(section.getByText('0 personas esperando')).toBeInTheDocument();
  });
});
