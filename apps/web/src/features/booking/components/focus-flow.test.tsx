import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { CheckoutQuote } from '@hv/shared';
import { makeConfirmation, makeExperience } from '@/test/factories.ts';
import { apiErrorResponse, jsonResponse, stubFetch } from '@/test/fetch-stub.ts';
import { renderPage } from '@/test/render-routes.tsx';
import { experienceBookable } from '../lib/bookable-item.ts';
import { BookingForm } from './booking-form.tsx';
import { ConfirmationPage } from './confirmation-page.tsx';

// Issue 30 item 14: focus stays where the eye is — on the code's field after `Aplicar`, on the
// opener after a dialog closes, on the voucher's heading when it opens.

const QUOTE: CheckoutQuote = {
  subtotal: 1250,
  discount: 125,
  total: 1125,
  giftCardAmount: 0,
  amount: 1125,
  currency: 'MXN',
  giftCard: null,
};

const BOOKING = makeConfirmation({
  slug: 'globo-teotihuacan',
  itemName: 'Vuelo en globo sobre Teotihuacán',
  startTime: '06:00',
  passengerNames: ['Lucía Fernández'],
  contact: { name: 'Lucía Fernández', email: 'lucia@example.com', phone: '+525587654321' },
  seedsAwarded: 200,
  whatsapp: '525512345678',
  cancellation: {
    allowed: true,
    until: '2099-12-03T12:00:00.000Z',
    reason: null,
    refund: { total: 4200, paypal: 4200, giftCard: 0, outside: 0 },
  },
  itemId: 'a1b2c3d4-0000-4000-8000-0000000000e1',
  startTimes: ['06:00'],
  readOnly: null,
});

function stubApi() {
  return stubFetch((url, init) => {
    if (url.pathname === '/api/payments/codes') {
      const body = JSON.parse(String(init?.body)) as { couponCode?: string };
      return body.couponCode === 'VERANO10'
        ? jsonResponse(QUOTE)
        : apiErrorResponse(422, 'unprocessable', 'El cupón no es válido o ya no tiene usos disponibles.', {
            couponCode: 'El cupón no es válido o ya no tiene usos disponibles.',
          });
    }
    if (url.pathname === '/api/bookings/A1B2C3D4') return jsonResponse(BOOKING);
    if (url.pathname.endsWith('/review')) return jsonResponse({ review: null, refusal: null });
    if (url.pathname === '/api/availability') return jsonResponse({ capacity: 12, booked: 0, placesLeft: 12 });
    if (url.pathname.startsWith('/api/closed-dates')) return jsonResponse({ dates: [] });
    return jsonResponse({});
  });
}

describe('focus after `Aplicar`', () => {
  it('stays on the code’s field and the result is said politely, accepted or refused', async () => {
    stubApi();
    const { user } = renderPage('/', <BookingForm item={experienceBookable(makeExperience({ price: 1250 }))} />, '/');
    const field = screen.getByRole('textbox', { name: /Código de cupón/ });
    await user.type(field, 'verano10');
    await user.click(screen.getByRole('button', { name: 'Aplicar cupón' }));

    const status = await screen.findByText('Cupón aplicado');
    expect(status.closest('[role="status"]')).not.toBeNull();
    expect(field).toHaveFocus();

    await user.clear(field);
    await user.type(field, 'noexiste');
    await user.click(screen.getByRole('button', { name: 'Aplicar cupón' }));
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveFocus();
    const announced = screen.getAllByRole('status').map((node) => node.textContent);
    expect(announced).toContain('El cupón no es válido o ya no tiene usos disponibles.');
    expect(field).toHaveAccessibleDescription('El cupón no es válido o ya no tiene usos disponibles.');
    expect(screen.getAllByText('El cupón no es válido o ya no tiene usos disponibles.')).toHaveLength(1);
  });
});

describe('the voucher', () => {
  it('puts the focus on its heading when it opens', async () => {
    stubApi();
    renderPage('/reserva/:reference', <ConfirmationPage />, '/reserva/A1B2C3D4?t=firma');
    const heading = await screen.findByRole('heading', { level: 1, name: '¡Reserva confirmada!' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('gives the focus back to `Cambiar fecha` when its dialog closes with Escape', async () => {
    stubApi();
    const { user } = renderPage('/reserva/:reference', <ConfirmationPage />, '/reserva/A1B2C3D4?t=firma');
    const opener = await screen.findByRole('button', { name: 'Cambiar fecha' });
    await user.click(opener);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });
});
