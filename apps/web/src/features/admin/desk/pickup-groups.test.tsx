import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PassengerManifest } from '@hv/shared';
import { PickupGroups } from './pickup-groups.tsx';

// The driver's list (docs/decisions/0233-pickups.md): bookings by pickup in route order, a heading
// per pickup with its time, the meeting point last; printable alone.

const entry = (id: string, reference: string, buyer: string, passengers: number) =>
  ({ id, reference, buyer, phone: null, passengers, passengerNames: [buyer] }) as unknown as PassengerManifest['data'][number];

const manifest = {
  departure: { itemName: 'Snorkel en cenotes de Tulum' },
  data: [entry('a', 'AAAA0001', 'Ana', 1), entry('b', 'BBBB0002', 'Beto', 2), entry('c', 'CCCC0003', 'Carla', 3)],
  pickupGroups: [
    { pickup: { id: 'zh', name: 'Zona Hotelera Cancún', nameEn: null, time: '06:15' }, bookingIds: ['c'], passengers: 3 },
    { pickup: { id: 'playa', name: 'Playa del Carmen', nameEn: null, time: '07:15' }, bookingIds: ['b'], passengers: 2 },
    { pickup: null, bookingIds: ['a'], passengers: 1 },
  ],
} as unknown as PassengerManifest;

describe('PickupGroups', () => {
  it('lists a heading per pickup with its time in route order, the meeting point last, and prints alone', async () => {
    render(<PickupGroups manifest={manifest} />);
    const list = screen.getByRole('region', { name: 'Recogidas: Snorkel en cenotes de Tulum' });
    const headings = within(list)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(headings).toEqual([
      'Zona Hotelera Cancún · 06:15 · 3 pasajero(s)',
      'Playa del Carmen · 07:15 · 2 pasajero(s)',
      'Punto de encuentro · 1 pasajero(s)',
    ]);
    expect(
      within(list)
        .getByText(/CCCC0003/)
        .closest('section'),
    ).toHaveTextContent('Zona Hotelera Cancún');

    let printedOnly: string | undefined;
    const print = vi.spyOn(window, 'print').mockImplementation(() => {
      printedOnly = document.documentElement.dataset.printOnly;
    });
    await userEvent.click(within(list).getByRole('button', { name: 'Imprimir recogidas' }));
    expect(printedOnly).toBe('pickups');
    expect(document.documentElement.dataset.printOnly).toBeUndefined();
    print.mockRestore();
  });

  it('says nothing when no booking has a pickup', () => {
    const { container } = render(
      <PickupGroups manifest={{ ...manifest, pickupGroups: [{ pickup: null, bookingIds: ['a'], passengers: 1 }] }} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
