import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PassengerManifest } from '@hv/shared';
import { jsonResponse, stubFetch } from '@/test/fetch-stub.ts';
import { renderRoutes } from '@/test/render-routes.tsx';
import ManifestPage from './manifest-page.tsx';

// Issue 29 item 3: each passenger on the manifest is a control, and the header counts passengers present.

const bookingId = '0a1b2c3d-0000-4000-8000-000000000001';
const person = (index: number, name: string, checkedInAt: string | null = null) => ({
  index,
  name,
  checkedInAt,
  checkedInBy: checkedInAt ? 'Olga Guía' : null,
  alsoCheckedInAt: null,
});
const manifest: PassengerManifest = {
  departure: {
    kind: 'trip',
    itemId: '1a000000-0000-4000-8000-000000000000',
    itemName: 'Cenote Azul',
    date: '2026-11-27',
    startTime: '08:00',
    passengers: 3,
    bookings: 1,
    capacity: 20,
    minimum: null,
    checkedIn: 1,
    cancelled: null,
  },
  meetingPoint: 'Parque central',
  facts: [],
  data: [
    {
      id: bookingId,
      reference: '0A1B2C3D',
      buyer: 'Rosa Díaz',
      phone: null,
      email: null,
      passengers: 3,
      passengerNames: ['Rosa Díaz', 'Luis Díaz', 'Ana Díaz'],
      startTime: '08:00',
      checkIn: 'Presentado',
      checkedInAt: '2026-11-27T14:05:00.000Z',
      people: [person(0, 'Rosa Díaz', '2026-11-27T14:05:00.000Z'), person(1, 'Luis Díaz'), person(2, 'Ana Díaz')],
    },
  ],
  present: 1,
};

describe('Manifest: check-in per passenger', () => {
  it('shows each passenger as a switch named after them, counts "1 de 3 presentes", and a switch marks one passenger', async () => {
    const sent: { path: string; method?: string; body: unknown }[] = [];
    stubFetch((url, init) => {
      if (url.pathname === '/api/admin/me')
        return jsonResponse({ id: 'me', email: 'yo@example.com', role: 'Organizador', fullName: 'Yo' });
      if (url.pathname === '/api/admin/departures/manifest') return jsonResponse(manifest);
      // The departure's waitlist, shown under the manifest (decision 0239): nobody waiting.
      if (url.pathname === '/api/admin/waitlist') return jsonResponse({ waiting: 0, data: [] });
      sent.push({ path: url.pathname, method: init?.method, body: init?.body ? JSON.parse(String(init.body)) : null });
      return jsonResponse({ passengers: manifest.data[0]!.people });
    });
    renderRoutes([{ path: '/m', element: <ManifestPage /> }], { path: '/m?kind=trip&id=x&date=2026-11-27' });
    expect(await screen.findByText('1 de 3 presentes')).toBeInTheDocument();
    const row = screen.getByRole('cell', { name: 'Rosa Díaz' }).closest('tr')!;
    expect(within(row).getByRole('switch', { name: 'Rosa Díaz' })).toBeChecked();
    expect(within(row).getByText(/^Presentado · \d{1,2}:\d{2}/)).toBeInTheDocument();
    // The booking's badge says only some of its passengers came.
    expect(within(row).getByText('Presentado · 1 de 3')).toBeInTheDocument();
    expect(within(row).getByRole('switch', { name: 'Luis Díaz' })).not.toBeChecked();

    await userEvent.click(within(row).getByRole('switch', { name: 'Luis Díaz' }));
    await waitFor(() =>
      expect(sent).toContainEqual({
        path: `/api/admin/bookings/${bookingId}/passengers/1/check-in`,
        method: 'PUT',
        body: { present: true },
      }),
    );
  });

  it('shows the same bookings, passengers and switches as a table from 640 px and as a card per booking below it', async () => {
    stubFetch((url) => {
      if (url.pathname === '/api/admin/me')
        return jsonResponse({ id: 'me', email: 'yo@example.com', role: 'Organizador', fullName: 'Yo' });
      if (url.pathname === '/api/admin/departures/manifest') return jsonResponse(manifest);
      return jsonResponse({ passengers: manifest.data[0]!.people });
    });
    renderRoutes([{ path: '/m', element: <ManifestPage /> }], { path: '/m?kind=trip&id=x&date=2026-11-27' });
    await screen.findByText('1 de 3 presentes');
    const table = screen.getByRole('table');
    const cards = screen.getByRole('list', { name: 'Reservas de la salida' });
    // Each layout shows at its own widths only (Tailwind's sm: is 640 px), the table on paper too.
    expect(table.parentElement).toHaveClass('hidden', 'sm:block', 'print:block');
    expect(cards).toHaveClass('sm:hidden', 'print:hidden');

    const switches = (root: HTMLElement) =>
      within(root)
        .getAllByRole('switch')
        .map((s) => [(s as HTMLButtonElement).labels[0]?.textContent, s.getAttribute('aria-checked')]);
    expect(switches(table)).toEqual([
      ['Rosa Díaz', 'true'],
      ['Luis Díaz', 'false'],
      ['Ana Díaz', 'false'],
    ]);
    expect(switches(cards)).toEqual(switches(table));
    // A card says what the table's columns say, under the same words.
    const card = cards.children[0] as HTMLElement;
    expect(cards.children).toHaveLength(1);
    for (const term of ['Referencia', 'Comprador', 'Teléfono', 'Pasajeros', 'Hora', 'Presentación'])
      expect(within(card).getByText(term, { selector: 'dt' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '0A1B2C3D' })).toBeInTheDocument();
    expect(within(card).getByText('Presentado · 1 de 3')).toBeInTheDocument();
  });
});
