import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { CheckoutQuote, TravellerType } from '@hv/shared';
import { resetToastsForTests } from '@/lib/use-toast.ts';
import { makeAvailability, makeExperience } from '@/test/factories.ts';
import { apiErrorResponse, jsonResponse, stubFetch } from '@/test/fetch-stub.ts';
import { renderEnglishPage, renderPage } from '@/test/render-routes.tsx';
import { experienceBookable } from '../lib/bookable-item.ts';
import { BookingForm } from './booking-form.tsx';

// Issue 32 (decision 0232): an item selling several traveller types asks how many of each.

const NOW = new Date('2026-11-18T18:00:00Z');
const TYPES: TravellerType[] = [
  {
    id: 'nino',
    name: 'Niño (3 a 11 años)',
    nameEn: 'Child (3 to 11)',
    price: 650,
    minAge: 3,
    maxAge: 11,
    takesPlace: true,
    sortOrder: 1,
  },
  { id: 'adulto', name: 'Adulto', nameEn: 'Adult', price: 900, minAge: 12, maxAge: null, takesPlace: true, sortOrder: 0 },
  { id: 'infante', name: 'Infante (0 a 2)', nameEn: null, price: 0, minAge: 0, maxAge: 2, takesPlace: false, sortOrder: 2 },
];
const QUOTE: CheckoutQuote = {
  subtotal: 2450,
  discount: 245,
  total: 2205,
  giftCardAmount: 0,
  amount: 2205,
  currency: 'MXN',
  giftCard: null,
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  resetToastsForTests();
});

const item = () => experienceBookable(makeExperience({ price: 900, max_capacity: 3, traveller_types: TYPES }));
const totalShown = () => screen.getByText('Total a Pagar').nextElementSibling;

describe('traveller types in the booking form', () => {
  it('asks how many of each type, in staff order, keeps places within 1 and the maximum, and totals Σ count × price', async () => {
    stubFetch(() => jsonResponse(null));
    const { user } = renderPage('/', <BookingForm item={item()} />, '/');
    expect(screen.queryByRole('group', { name: 'Cantidad de Pasajeros' })).toBeNull();
    const adult = screen.getByRole('group', { name: 'Adulto · $900.00' });
    const child = screen.getByRole('group', { name: 'Niño (3 a 11 años) · $650.00' });
    const infant = screen.getByRole('group', { name: 'Infante (0 a 2) · $0.00' });
    expect(within(adult).getByRole('status')).toHaveTextContent('1');
    // The one place cannot go.
    expect(within(adult).getByRole('button', { name: 'Quitar: Adulto' })).toBeDisabled();
    expect(totalShown()).toHaveTextContent('$900.00');

    await user.click(within(child).getByRole('button', { name: 'Agregar: Niño (3 a 11 años)' }));
    await user.click(within(infant).getByRole('button', { name: 'Agregar: Infante (0 a 2)' }));
    expect(totalShown()).toHaveTextContent('$1,550.00');
    expect(within(adult).getByRole('button', { name: 'Quitar: Adulto' })).toBeEnabled();
    expect(
      screen.getByText(/1 × Adulto a \$900\.00 · 1 × Niño \(3 a 11 años\) a \$650\.00 · 1 × Infante \(0 a 2\) a \$0\.00/),
    ).toBeInTheDocument();

    // Each passenger's name is asked under their type.
    expect(
      screen
        .getAllByRole('textbox', { name: /^Nombre completo del pasajero \d/ })
        .map((f) => f.getAttribute('aria-label') ?? f.id),
    ).toHaveLength(3);
    expect(screen.getByRole('textbox', { name: 'Nombre completo del pasajero 1 (Adulto)' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nombre completo del pasajero 2 (Niño (3 a 11 años))' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nombre completo del pasajero 3 (Infante (0 a 2))' })).toBeInTheDocument();

    // Three places at most (max_capacity 3): an infant takes none, so one more still fits.
    await user.click(within(child).getByRole('button', { name: 'Agregar: Niño (3 a 11 años)' }));
    expect(within(child).getByRole('button', { name: 'Agregar: Niño (3 a 11 años)' })).toBeDisabled();
    expect(within(adult).getByRole('button', { name: 'Agregar: Adulto' })).toBeDisabled();
    expect(within(infant).getByRole('button', { name: 'Agregar: Infante (0 a 2)' })).toBeEnabled();
    expect(totalShown()).toHaveTextContent('$2,200.00');
  });

  it('sends how many of each type with everyone as passengers', async () => {
    const bodies: unknown[] = [];
    stubFetch((url, init) => {
      if (url.pathname === '/api/payments/quote') {
        bodies.push(JSON.parse(String(init?.body)));
        return jsonResponse(QUOTE);
      }
      if (url.pathname === '/api/availability') return jsonResponse(makeAvailability());
      if (url.pathname === '/api/payments/config')
        return jsonResponse({ clientId: 'x', sdkUrl: '/sdk', currency: 'MXN', testMode: true });
      if (url.pathname === '/api/auth/get-session') return jsonResponse(null);
      return apiErrorResponse(404, 'not_found', url.pathname);
    });
    const { user } = renderPage('/', <BookingForm item={item()} />, '/');
    await user.click(screen.getByRole('button', { name: 'Agregar: Niño (3 a 11 años)' }));
    await user.click(screen.getByRole('button', { name: 'Agregar: Infante (0 a 2)' }));
    await user.click(screen.getByRole('button', { name: /^Fecha/ }));
    const calendar = await screen.findByRole('dialog', { name: 'Calendario: Fecha' });
    await user.click(within(calendar).getByRole('button', { name: /^sábado, 21 de noviembre/ }));
    await user.type(screen.getByLabelText(/Código de cupón/), 'verano10');
    await user.type(screen.getByRole('textbox', { name: 'Nombre completo' }), 'Ana López');
    await user.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), 'ana@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Celular' }), '55 1234 5678');
    await user.type(screen.getByRole('textbox', { name: /pasajero 2/ }), 'Leo López');
    await user.type(screen.getByRole('textbox', { name: /pasajero 3/ }), 'Mía López');
    await user.click(screen.getByRole('button', { name: 'Reservar' }));
    expect(await screen.findByText('$2,205.00')).toBeInTheDocument();
    expect(bodies).toEqual([
      expect.objectContaining({
        passengers: 3,
        travellers: [
          { typeId: 'adulto', count: 1 },
          { typeId: 'nino', count: 1 },
          { typeId: 'infante', count: 1 },
        ],
        passengerNames: ['Ana López', 'Leo López', 'Mía López'],
      }),
    ]);
  });

  it('names the types in English on an English page', async () => {
    stubFetch(() => jsonResponse(null));
    renderEnglishPage('/en', <BookingForm item={item()} />, '/en');
    expect(screen.getByRole('group', { name: 'Adult · MX$900.00' })).toBeInTheDocument();
    // No English name: the Spanish one.
    expect(screen.getByRole('button', { name: 'Add: Infante (0 a 2)' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Full name of traveller 1 (Adult)' })).toBeInTheDocument();
  });
});
