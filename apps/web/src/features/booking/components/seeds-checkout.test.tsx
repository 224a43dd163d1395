import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { CaptureResult, CheckoutQuote, SeedSettings } from '@hv/shared';
import { resetToastsForTests } from '@/lib/use-toast.ts';
import { AuthContext } from '@/lib/use-auth.ts';
import { authState, makeAuthUser } from '@/test/auth.tsx';
import { makeAvailability, makeExperience } from '@/test/factories.ts';
import { apiErrorResponse, jsonResponse, stubFetch } from '@/test/fetch-stub.ts';
import { renderEnglishPage, renderPage } from '@/test/render-routes.tsx';
import { experienceBookable } from '../lib/bookable-item.ts';
import { BookingForm } from './booking-form.tsx';

// Issue 32, seeds at checkout (docs/decisions/0238-seeds-at-checkout.md): a signed-in traveller with
// seeds says `Usar mis semillas`; the server's quote says how many and what they pay, shown as a line
// like the gift card's; when nothing is left the booking is paid through the gift-card path.

// Wednesday 18 November 2026, midday in Mexico City.
const NOW = new Date('2026-11-18T18:00:00Z');
const ON: SeedSettings = { enabled: true, valueMxn: 1, maxSharePercent: 100 };
const ALL_SEEDS: CheckoutQuote = {
  subtotal: 150,
  discount: 0,
  total: 150,
  giftCardAmount: 0,
  amount: 0,
  seedsSpent: 150,
  seedsAmount: 150,
  currency: 'MXN',
  giftCard: null,
};
const CAPTURE: CaptureResult = {
  booking: {
    id: '00000000-0000-4000-8000-000000000b01',
    reference: '00000000',
    itemName: 'Cenote',
    date: '2026-11-21',
    passengers: 1,
    amount: 0,
    giftCardAmount: 0,
    paypalAmount: 0,
    currency: 'MXN',
    status: 'Pagada',
  },
  seedsAwarded: 0,
  seeds: 25,
  payerGivenName: 'Valeria',
  confirmationPath: '/reserva/00000000?t=firma-de-prueba',
};

function stubApi(settings: SeedSettings, bodies: Record<string, unknown[]> = {}) {
  const keep = (name: string, init: RequestInit | undefined) => (bodies[name] ??= []).push(JSON.parse(String(init?.body)));
  return stubFetch((url, init) => {
    if (url.pathname === '/api/payments/seeds') return jsonResponse(settings);
    if (url.pathname === '/api/availability') return jsonResponse(makeAvailability());
    if (url.pathname === '/api/payments/codes') {
      keep('codes', init);
      return jsonResponse(ALL_SEEDS);
    }
    if (url.pathname === '/api/payments/quote') {
      keep('quote', init);
      return jsonResponse(ALL_SEEDS);
    }
    if (url.pathname === '/api/payments/gift-card') {
      keep('pay', init);
      return jsonResponse(CAPTURE, 201);
    }
    if (url.pathname === '/api/auth/get-session') return jsonResponse(null);
    return apiErrorResponse(404, 'not_found', `sin stub: ${url.pathname}`);
  });
}

const item = experienceBookable(makeExperience({ price: 150 }));
const signedIn = (seeds: number) => (
  <AuthContext value={authState(makeAuthUser({ fullName: 'Valeria Viajera', seeds }))}>
    <BookingForm item={item} />
  </AuthContext>
);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  resetToastsForTests();
});

describe('seeds at checkout', () => {
  it('a signed-in traveller turns on `Usar mis semillas`: the seeds line, nothing left, paid through the gift-card path', async () => {
    const bodies: Record<string, unknown[]> = {};
    const fetchMock = stubApi(ON, bodies);
    const { user, router } = renderPage('/', signedIn(175), '/');

    const seedsSwitch = await screen.findByRole('switch', { name: 'Usar mis semillas' });
    expect(seedsSwitch).toHaveAccessibleDescription('Tienes 175 semillas');
    expect(seedsSwitch).not.toBeChecked();
    expect(screen.queryByText(/^Semillas \(/)).not.toBeInTheDocument();

    // From the keyboard: the switch takes focus and Space turns it on.
    seedsSwitch.focus();
    await user.keyboard(' ');
    expect(seedsSwitch).toBeChecked();
    // The server prices at once, before a date is chosen: only whether to spend is sent.
    await waitFor(() => expect(bodies.codes).toHaveLength(1));
    expect(bodies.codes![0]).toMatchObject({ kind: 'experience', id: item.id, passengers: 1, useSeeds: true });
    const line = await screen.findByText('Semillas (150)', { selector: 'dt' });
    expect(line.nextElementSibling).toHaveTextContent('−$150.00');
    expect(screen.getByText('A pagar con PayPal').nextElementSibling).toHaveTextContent('$0.00');

    await user.click(screen.getByRole('button', { name: /^Fecha/ }));
    const calendar = await screen.findByRole('dialog', { name: 'Calendario: Fecha' });
    await user.click(within(calendar).getByRole('button', { name: /^sábado, 21 de noviembre/ }));
    await user.type(screen.getByRole('textbox', { name: 'Celular' }), '55 1234 5678');
    await user.click(screen.getByRole('button', { name: 'Reservar' }));

    const checkout = await screen.findByRole('region', { name: 'Paga con tus semillas' });
    expect(within(checkout).getByText(/Tus semillas pagan \$150\.00\./)).toBeInTheDocument();
    expect(within(checkout).queryByRole('button', { name: /PayPal/ })).not.toBeInTheDocument();
    await user.click(within(checkout).getByRole('button', { name: 'Pagar con mis semillas' }));
    expect(await screen.findByText('¡Reserva completada!')).toBeInTheDocument();
    expect(bodies.quote).toEqual([expect.objectContaining({ useSeeds: true, date: '2026-11-21' })]);
    expect(bodies.pay).toEqual([expect.objectContaining({ useSeeds: true, date: '2026-11-21' })]);
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/payments/orders'))).toBe(false);
    await waitFor(() => expect(router.state.location.pathname).toBe('/reserva/00000000'));
  });

  it('turned off again, the seeds line goes and nothing asks to spend them', async () => {
    const bodies: Record<string, unknown[]> = {};
    stubApi(ON, bodies);
    const { user } = renderPage('/', signedIn(175), '/');
    const seedsSwitch = await screen.findByRole('switch', { name: 'Usar mis semillas' });
    await user.click(seedsSwitch);
    expect(await screen.findByText('Semillas (150)', { selector: 'dt' })).toBeInTheDocument();
    await user.click(seedsSwitch);
    await waitFor(() => expect(screen.queryByText('Semillas (150)', { selector: 'dt' })).not.toBeInTheDocument());
    expect(screen.getByText('Total a Pagar').nextElementSibling).toHaveTextContent('$150.00');
  });

  it('guests, travellers without seeds and a site where seeds do not pay see nothing of it', async () => {
    const fetchMock = stubApi(ON);
    const guest = renderPage('/', <BookingForm item={item} />, '/');
    await screen.findByRole('button', { name: 'Reservar' });
    expect(screen.queryByRole('switch', { name: 'Usar mis semillas' })).not.toBeInTheDocument();
    guest.unmount();
    const none = renderPage('/', signedIn(0), '/');
    await screen.findByRole('button', { name: 'Reservar' });
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    none.unmount();
    // Neither asked for the settings.
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/payments/seeds'))).toBe(false);

    const off = stubApi({ ...ON, enabled: false });
    renderPage('/', signedIn(175), '/');
    await waitFor(() => expect(off.mock.calls.some(([url]) => String(url).includes('/api/payments/seeds'))).toBe(true));
    expect(screen.queryByRole('switch', { name: 'Usar mis semillas' })).not.toBeInTheDocument();
  });

  it('is in English on English pages', async () => {
    stubApi(ON);
    const { user } = renderEnglishPage(
      '/',
      <AuthContext value={authState(makeAuthUser({ seeds: 1 }))}>
        <BookingForm item={item} />
      </AuthContext>,
      '/',
    );
    const seedsSwitch = await screen.findByRole('switch', { name: 'Use my seeds' });
    expect(seedsSwitch).toHaveAccessibleDescription('You have 1 seed');
    await user.click(seedsSwitch);
    expect(await screen.findByText('Seeds (150)', { selector: 'dt' })).toBeInTheDocument();
  });
});
