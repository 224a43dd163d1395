import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { CheckoutQuote, Pickup } from '@hv/shared';
import { resetToastsForTests } from '@/lib/use-toast.ts';
import { makeAvailability, makeExperience } from '@/test/factories.ts';
import { apiErrorResponse, jsonResponse, stubFetch } from '@/test/fetch-stub.ts';
import { renderEnglishPage, renderPage } from '@/test/render-routes.tsx';
import { experienceBookable } from '../lib/bookable-item.ts';
import { BookingForm } from './booking-form.tsx';

// Pickups in the booking form (docs/decisions/0233-pickups.md): the meeting point or a pickup,
// each with its time on the item's clock and its charge; the choice goes to the server.

const NOW = new Date('2026-11-18T18:00:00Z');
const QUOTE: CheckoutQuote = {
  subtotal: 2900,
  discount: 0,
  total: 2900,
  giftCardAmount: 0,
  amount: 2900,
  currency: 'MXN',
  giftCard: null,
};
const pickups: Pickup[] = [
  { id: 'playa', name: 'Playa del Carmen', nameEn: null, minutesBefore: 30, charge: 0, sortOrder: 1 },
  { id: 'zh-cancun', name: 'Zona Hotelera Cancún', nameEn: 'Cancún Hotel Zone', minutesBefore: 45, charge: 150, sortOrder: 0 },
];
const item = () => experienceBookable({ ...makeExperience({ price: 1450, start_times: ['08:00'] }), pickups });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  resetToastsForTests();
});

describe('PickupChoice in the booking form', () => {
  it('offers the meeting point and each pickup with its time and charge; the chosen one goes in the quote', async () => {
    const bodies: unknown[] = [];
    stubFetch(async (url, init) => {
      if (url.pathname === '/api/availability') return jsonResponse(makeAvailability());
      if (url.pathname === '/api/payments/codes') return jsonResponse(QUOTE);
      if (url.pathname === '/api/payments/quote') {
        bodies.push(JSON.parse(String(init?.body)));
        return jsonResponse(QUOTE);
      }
      if (url.pathname === '/api/auth/get-session') return jsonResponse(null);
      return apiErrorResponse(404, 'not_found', `sin stub: ${url.pathname}`);
    });
    const { user } = renderPage('/', <BookingForm item={item()} />, '/');

    const group = screen.getByRole('group', { name: '¿Dónde te recogemos?' });
    const meeting = within(group).getByRole('radio', { name: 'Punto de encuentro' });
    expect(meeting).toBeChecked();
    const cancun = within(group).getByRole('radio', { name: /^Zona Hotelera Cancún · 07:15/ });
    expect(within(group).getByRole('radio', { name: /^Playa del Carmen · 07:30/ })).toBeInTheDocument();
    expect(within(group).getByText('+ $150.00 por persona')).toBeInTheDocument();
    expect(within(group).getByText('Sin costo')).toBeInTheDocument();

    await user.click(cancun);
    expect(cancun).toBeChecked();
    expect(meeting).not.toBeChecked();
    // The summary says what the pickup adds, beside the tours.
    expect(screen.getByText(/Recogida en Zona Hotelera Cancún: 1 × \$150\.00 MXN/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Fecha/ }));
    const calendar = await screen.findByRole('dialog', { name: 'Calendario: Fecha' });
    await user.click(within(calendar).getByRole('button', { name: /^sábado, 21 de noviembre/ }));
    await user.type(screen.getByRole('textbox', { name: 'Nombre completo' }), 'Ana López');
    await user.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), 'ana@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Celular' }), '55 1234 5678');
    await user.type(screen.getByLabelText(/Código de cupón/), 'verano10');
    await user.click(screen.getByRole('button', { name: 'Reservar' }));

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ pickupId: 'zh-cancun', startTime: '08:00' });
  });

  it('speaks English on an English page', () => {
    stubFetch(async (url) =>
      url.pathname === '/api/availability' ? jsonResponse(makeAvailability()) : apiErrorResponse(404, 'not_found', 'x'),
    );
    renderEnglishPage('/', <BookingForm item={item()} />, '/');
    const group = screen.getByRole('group', { name: 'Where do we pick you up?' });
    expect(within(group).getByRole('radio', { name: 'Meeting point' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: /^Cancún Hotel Zone · 7:15\sAM/ })).toBeInTheDocument();
    expect(within(group).getByText(/^\+ MX?\$150\.00 per person$/)).toBeInTheDocument();
  });
});
