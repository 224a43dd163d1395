import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { BookingConfirmation } from '@hv/shared';
import { makeConfirmation } from '@/test/factories.ts';
import { jsonResponse, stubFetch } from '@/test/fetch-stub.ts';
import { renderPage } from '@/test/render-routes.tsx';
import { ConfirmationPage } from './confirmation-page.tsx';

const booking = makeConfirmation({ seedsAwarded: 200 });

const stubVoucher = (b: BookingConfirmation) =>
  stubFetch((url) =>
    url.pathname === '/api/bookings/A1B2C3D4' ? jsonResponse(b) : jsonResponse({ review: null, refusal: null }),
  );

// Issue 30 item 15: the voucher's `Semillas ganadas` leads to the page that says what seeds are.
describe('the voucher', () => {
  it("the voucher's 'Semillas ganadas' is a link to it", async () => {
    stubVoucher(booking);
    renderPage('/reserva/:reference', <ConfirmationPage />, '/reserva/A1B2C3D4?t=x');
    expect(await screen.findByRole('link', { name: 'Semillas ganadas: 200' })).toHaveAttribute('href', '/semillas');
  });

  // Issue 32 (decision 0238): seeds spent show as a line like the gift card's.
  it("shows the seeds a booking spent as 'Semillas (N) −$X', beside the gift card's line", async () => {
    stubVoucher({ ...booking, total: 3000, paypalAmount: 2500, giftCardAmount: 500, seedsSpent: 1200, seedsAmount: 1200 });
    renderPage('/reserva/:reference', <ConfirmationPage />, '/reserva/A1B2C3D4?t=x');
    const line = await screen.findByText('Semillas (1200)');
    expect(line.nextElementSibling).toHaveTextContent('−$1,200.00');
    expect(screen.getByText('Gift card').nextElementSibling).toHaveTextContent('−$500.00');
    expect(screen.getByText('Total pagado').nextElementSibling).toHaveTextContent('$3,000.00 MXN');
  });

  it('shows no seeds line for a booking that spent none', async () => {
    stubVoucher(booking);
    renderPage('/reserva/:reference', <ConfirmationPage />, '/reserva/A1B2C3D4?t=x');
    await screen.findByText('Total pagado');
    expect(screen.queryByText(/^Semillas \(/)).not.toBeInTheDocument();
  });

  it('cancelling a booking paid with seeds alone says its seeds come back', async () => {
    stubVoucher({
      ...booking,
      total: 0,
      paypalAmount: 0,
      seedsSpent: 400,
      seedsAmount: 400,
      seedsAwarded: 0,
      cancellation: {
        allowed: true,
        until: '2099-12-03T15:00:00.000Z',
        reason: null,
        refund: { total: 0, paypal: 0, giftCard: 0, outside: 0 },
      },
      readOnly: null,
    });
    const { user } = renderPage('/reserva/:reference', <ConfirmationPage />, '/reserva/A1B2C3D4?t=x');
    await user.click(await screen.findByRole('button', { name: 'Cancelar reserva' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      'Te devolveremos tus 400 semillas, todo lo que pagaste. La reserva se cancela y sus lugares quedan libres.',
    );
    expect(dialog).toHaveTextContent('400 semillas vuelven a tu saldo.');
  });
});
