import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { makeConfirmation } from '@/test/factories.ts';
import { jsonResponse, stubFetch } from '@/test/fetch-stub.ts';
import { renderEnglishPage, renderPage } from '@/test/render-routes.tsx';
import { ConfirmationPage } from './confirmation-page.tsx';

// Issue 31 (decision 0220): the booking's page while its Mercado Pago payment is refused or awaited.

const PENDING = makeConfirmation({
  id: 'a1b2c3d4-0000-4000-8000-000000000031',
  reference: 'MP31CASH',
  status: 'Pendiente',
  slug: 'cenotes-yucatan',
  itemName: 'Nado en cenotes de Yucatán',
  date: '2026-12-05',
  startTime: '08:00',
  passengers: 2,
  passengerNames: ['Lucía Fernández', 'Pablo Núñez'],
  contact: { name: 'Lucía Fernández', email: 'lucia@example.com', phone: '+525587654321' },
  subtotal: 2900,
  paypalAmount: 2900,
  paidVia: 'mercadopago',
  total: 2900,
  timeZone: 'America/Merida',
  paidAt: null,
  cancellationTerms: 'Cancelación sin costo hasta 48 horas antes de la fecha y hora de inicio.',
  cancellationTermsEn: 'Free cancellation up to 48 hours before the start date and time.',
  cancellation: { allowed: false, until: null, reason: null, refund: { total: 0, paypal: 0, giftCard: 0, outside: 0 } },
  itemId: 'a1b2c3d4-0000-4000-8000-0000000000e9',
  startTimes: ['08:00'],
  readOnly: null,
});
const OXXO = {
  method: 'oxxo' as const,
  reference: '93000012345678',
  // 14:00 in Mérida (UTC−6).
  deadline: '2026-12-01T20:00:00.000Z',
  url: 'http://127.0.0.1/mercadopago-standin/ticket/1001',
  amount: 2900,
};

const open = (path: string) => renderPage('/reserva/:reference', <ConfirmationPage />, path);

afterEach(() => vi.useRealTimers());

describe('the booking page after Mercado Pago (issue 31)', () => {
  it("a rejected card: the bank's reason from the catalogue, nothing charged, and a way to try again", async () => {
    stubFetch(() => jsonResponse(PENDING));
    open('/reserva/MP31CASH?t=firma&pago=rechazado&motivo=payment.cardRejected');
    expect(await screen.findByRole('heading', { level: 1, name: 'No se completó el pago' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Tu banco rechazó el pago. No se realizó ningún cargo; intenta con otra tarjeta u otra forma de pago.',
    );
    expect(screen.getByRole('link', { name: 'Intentar de nuevo' })).toHaveAttribute('href', '/experiencia/cenotes-yucatan');
    expect(screen.queryByRole('img', { name: /código QR/i })).not.toBeInTheDocument();
    expect(screen.queryByText('¡Reserva confirmada!')).not.toBeInTheDocument();
  });

  it('a reason that is not a payment refusal of the catalogue is not read out: nothing was charged, said plainly', async () => {
    stubFetch(() => jsonResponse(PENDING));
    open('/reserva/MP31CASH?t=firma&pago=rechazado&motivo=booking.confirmation.confirmedTitle');
    expect(await screen.findByRole('alert')).toHaveTextContent('El pago no se completó y no se hizo ningún cargo.');
  });

  it('an OXXO payment awaited: Pendiente de pago, the reference large and copyable, the amount, the deadline on the item’s clock, the ticket', async () => {
    stubFetch(() => jsonResponse({ ...PENDING, pendingPayment: OXXO }));
    const { user } = open('/reserva/MP31CASH?t=firma&pago=pendiente');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pendiente de pago' })).toBeInTheDocument();
    expect(screen.getByText('Forma de pago').nextElementSibling).toHaveTextContent('Efectivo en OXXO');
    const reference = screen.getByText('Número de referencia para pagar en OXXO').nextElementSibling as HTMLElement;
    expect(within(reference).getByText('93000012345678')).toHaveClass('text-2xl');
    await user.click(within(reference).getByRole('button', { name: 'Copiar' }));
    expect(await navigator.clipboard.readText()).toBe('93000012345678');
    expect(within(reference).getByRole('status')).toHaveTextContent('Copiado.');
    expect(screen.getByText('Monto a pagar').nextElementSibling).toHaveTextContent('$2,900.00 MXN');
    expect(screen.getByText('Paga antes del').nextElementSibling).toHaveTextContent('martes, 1 de diciembre de 2026, 14:00');
    expect(screen.getByRole('link', { name: /Ver ficha de pago OXXO/ })).toHaveAttribute('href', OXXO.url);
    // Not paid: no check-in QR, no "paid with", the total is still to pay.
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByText('Pagado con PayPal')).not.toBeInTheDocument();
    expect(screen.getByText('Total a pagar').nextElementSibling).toHaveTextContent('$2,900.00 MXN');
  });

  it('decision 0227: the traveller cancels while the payment is awaited: nothing to give back, then the page says it is cancelled', async () => {
    let cancelled = false;
    const fetchMock = stubFetch((url, init) => {
      if (url.pathname === '/api/bookings/MP31CASH/cancel' && init?.method === 'POST') {
        cancelled = true;
        return jsonResponse({
          status: 'Cancelada',
          amount: 0,
          paypalAmount: 0,
          giftCardAmount: 0,
          outsideAmount: 0,
          refundedAmount: 0,
          refundable: 0,
        });
      }
      return jsonResponse(cancelled ? { ...PENDING, status: 'Cancelada' } : { ...PENDING, pendingPayment: OXXO });
    });
    const { user } = open('/reserva/MP31CASH?t=firma');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pendiente de pago' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancelar reserva' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Cancelar la reserva MP31CASH?' });
    expect(dialog).toHaveTextContent('No has pagado nada, así que no hay nada que devolver.');
    await user.click(within(dialog).getByRole('button', { name: 'Sí, cancelar reserva' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Reserva cancelada' })).toBeInTheDocument();
    expect(screen.getByText(/Cancelaste esta reserva antes de pagarla/)).toBeInTheDocument();
    // Nothing was charged: no line says who took money, and the total paid is nothing.
    expect(screen.queryByText(/^Pagado con/)).not.toBeInTheDocument();
    expect(screen.getByText('Total pagado').nextElementSibling).toHaveTextContent('$0.00 MXN');
    expect(screen.queryByRole('button', { name: 'Cancelar reserva' })).not.toBeInTheDocument();
    const cancelCall = fetchMock.mock.calls.find(([u]) => String(u).includes('/cancel'));
    expect(String(cancelCall?.[0])).toContain('t=firma');
  });

  it('a read-only link shows the payment awaited but no way to cancel it', async () => {
    stubFetch(() => jsonResponse({ ...PENDING, pendingPayment: OXXO, readOnly: 'view_link' }));
    open('/reserva/MP31CASH?t=firma');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pendiente de pago' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar reserva' })).not.toBeInTheDocument();
  });

  it('a SPEI transfer awaited shows its CLABE', async () => {
    stubFetch(() => jsonResponse({ ...PENDING, pendingPayment: { ...OXXO, method: 'spei', reference: '646180000000000001' } }));
    open('/reserva/MP31CASH?t=firma');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pendiente de pago' })).toBeInTheDocument();
    expect(screen.getByText('Forma de pago').nextElementSibling).toHaveTextContent('Transferencia SPEI');
    expect(screen.getByText('CLABE para tu transferencia').nextElementSibling).toHaveTextContent('646180000000000001');
    expect(screen.getByRole('link', { name: /Ver instrucciones de transferencia/ })).toBeInTheDocument();
  });

  it('before the server sends the payment’s details: Pendiente de pago, and where the reference is', async () => {
    stubFetch(() => jsonResponse(PENDING));
    open('/reserva/MP31CASH?t=firma&pago=pendiente');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pendiente de pago' })).toBeInTheDocument();
    expect(
      screen.getByText('Estamos esperando tu pago. Te enviamos por correo la referencia para pagar y la fecha límite.'),
    ).toBeInTheDocument();
  });

  it('asks again while the payment is awaited, and turns paid when it arrives', async () => {
    // The page's clock, not the wall's: the poll interval is advanced by hand (no waiting in tests).
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let calls = 0;
    stubFetch((url) => {
      if (url.pathname === '/api/bookings/MP31CASH') calls += 1;
      return jsonResponse(
        calls < 2 ? { ...PENDING, pendingPayment: OXXO } : { ...PENDING, status: 'Pagada', paidAt: '2026-11-30T18:00:00Z' },
      );
    });
    open('/reserva/MP31CASH?t=firma&pago=pendiente');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pendiente de pago' })).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await screen.findByRole('heading', { level: 1, name: '¡Reserva confirmada!' })).toBeInTheDocument();
    expect(calls).toBe(2);
    // Paid through Mercado Pago, and named so: never `Pagado con PayPal`.
    expect(screen.getByText('Pagado con Mercado Pago').nextElementSibling).toHaveTextContent('$2,900.00');
  });

  it('a refused payment is not asked for again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let calls = 0;
    stubFetch((url) => {
      if (url.pathname === '/api/bookings/MP31CASH') calls += 1;
      return jsonResponse(PENDING);
    });
    open('/reserva/MP31CASH?t=firma&pago=rechazado&motivo=payment.cardRejected');
    expect(await screen.findByRole('heading', { level: 1, name: 'No se completó el pago' })).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(calls).toBe(1);
  });

  it('a cash payment whose deadline passed: said so, nothing charged, book again; not asked for again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let calls = 0;
    stubFetch((url) => {
      if (url.pathname === '/api/bookings/MP31CASH') calls += 1;
      return jsonResponse({ ...PENDING, pendingPayment: null, paymentExpired: true });
    });
    open('/reserva/MP31CASH?t=firma');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tu pago no llegó a tiempo' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'La fecha límite pasó sin que recibiéramos tu pago, así que liberamos los lugares. No se hizo ningún cargo; puedes volver a reservar.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Intentar de nuevo' })).toHaveAttribute('href', '/experiencia/cenotes-yucatan');
    expect(screen.queryByText(/Estamos esperando tu pago/)).not.toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(calls).toBe(1);
  });

  it('says it all in English on an English page', async () => {
    stubFetch(() => jsonResponse({ ...PENDING, pendingPayment: OXXO }));
    renderEnglishPage('/en/booking/:reference', <ConfirmationPage />, '/en/booking/MP31CASH?t=firma&pago=pendiente');
    expect(await screen.findByRole('heading', { level: 1, name: 'Awaiting payment' })).toBeInTheDocument();
    expect(screen.getByText('Payment method').nextElementSibling).toHaveTextContent('Cash at OXXO');
    expect(screen.getByText('Reference number to pay at OXXO')).toBeInTheDocument();
    expect(screen.getByText('Amount to pay')).toBeInTheDocument();
    expect(screen.getByText('Pay before')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View OXXO payment slip/ })).toBeInTheDocument();
  });

  it('says a rejected card in English on an English page', async () => {
    stubFetch(() => jsonResponse(PENDING));
    renderEnglishPage(
      '/en/booking/:reference',
      <ConfirmationPage />,
      '/en/booking/MP31CASH?t=firma&pago=rechazado&motivo=payment.cardRejected',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'The payment didn’t go through' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/^Your bank declined the payment\./);
    expect(screen.getByRole('link', { name: 'Try again' })).toBeInTheDocument();
  });
});
