import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PassengerManifest } from '@hv/shared';
import { jsonResponse, stubFetch } from '@/test/fetch-stub.ts';
import { renderRoutes } from '@/test/render-routes.tsx';
import ManifestPage from './manifest-page.tsx';

// Issue 32 (decision 0232): the manifest says each booking's traveller types, and an infant (a
// name without a place) is counted among the people present, not among the places.

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
    itemName: 'Isla Contoy',
    date: '2026-11-27',
    startTime: '08:00',
    passengers: 2,
    bookings: 1,
    capacity: 20,
    minimum: null,
    checkedIn: 1,
    cancelled: null,
  },
  meetingPoint: null,
  facts: [],
  data: [
    {
      id: '0a1b2c3d-0000-4000-8000-000000000001',
      reference: '0A1B2C3D',
      buyer: 'Ana López',
      phone: null,
      email: null,
      passengers: 2,
      passengerNames: ['Ana López', 'Beto Ruiz', 'Mía Ruiz'],
      travellers: '2 Adulto · 1 Infante (0 a 2)',
      startTime: '08:00',
      checkIn: 'Presentado',
      checkedInAt: '2026-11-27T14:05:00.000Z',
      people: [person(0, 'Ana López', '2026-11-27T14:05:00.000Z'), person(1, 'Beto Ruiz'), person(2, 'Mía Ruiz')],
    },
  ],
  present: 1,
};

describe('Manifest: traveller types', () => {
  it('says the types of each booking and counts everyone travelling as present or not', async () => {
    stubFetch((url) =>
      url.pathname === '/api/admin/departures/manifest'
        ? jsonResponse(manifest)
        : jsonResponse({ id: 'me', email: 'yo@example.com', role: 'Organizador', fullName: 'Yo' }),
    );
    renderRoutes([{ path: '/m', element: <ManifestPage /> }], { path: '/m?kind=trip&id=x&date=2026-11-27' });
    expect(await screen.findByText('1 de 3 presentes')).toBeInTheDocument();
    const row = screen.getByRole('cell', { name: 'Ana López' }).closest('tr')!;
    expect(within(row).getByText('2 Adulto · 1 Infante (0 a 2)')).toBeInTheDocument();
    expect(within(row).getByRole('switch', { name: 'Mía Ruiz' })).not.toBeChecked();
  });
});
