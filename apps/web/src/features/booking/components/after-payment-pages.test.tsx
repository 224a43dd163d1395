import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { BookingConfirmation } from '@hv/shared';
import { makeConfirmation } from '@/test/factories.ts';
import { apiErrorResponse, jsonResponse, stubFetch } from '@/test/fetch-stub.ts';
import { renderEnglishPage, renderPage, renderRoutes } from '@/test/render-routes.tsx';
import { rememberPendingOrder } from '../lib/pending-order.ts';
import { ConfirmationPage } from './confirmation-page.tsx';
import { FindBookingPage } from './find-booking-page.tsx';
import { PendingPaymentCheck } from './pending-payment-check.tsx';

// Issue 15: the confirmation page, `/mi-reserva`, and the follow-up of an order a reload lost.

const BOOKING = makeConfirmation({
  slug: 'globo-teotihuacan',
  itemName: 'Vuelo en globo sobre Teotihuacán',
  date: '2026-12-05',
  startTime: '06:00',
  meetingPoint: 'Puerta 5 de la zona arqueológica',
  meetingPointUrl: 'https://www.google.com/maps/search/?api=1&query=Teotihuacan',
  passengers: 2,
  passengerNames: ['Lucía Fernández', 'Pablo Núñez'],
  contact: { name: 'Lucía Fernández', email: 'lucia@example.com', phone: '+525587654321' },
  subtotal: 8400,
  discount: 420,
  couponCode: 'HORMIGA5',
  paypalAmount: 7980,
  total: 7980,
  seedsAwarded: 375,
  paidAt: '2026-11-24T15:00:00.000Z',
  whatsapp: '525512345678',
  cancellationTerms: 'Cancelación sin costo hasta 48 horas antes de la fecha y hora de inicio.',
  cancellation: {
    allowed: true,
    until: '2026-12-03T12:00:00.000Z',
    reason: null,
    refund: { total: 7980, paypal: 7980, giftCard: 0, outside: 0 },
  },
  itemId: 'a1b2c3d4-0000-4000-8000-0000000000e1',
  startTimes: ['06:00'],
  readOnly: null,
});

afterEach(() => window.localStorage.clear());

describe('the confirmation page', () => {
  it('shows the reference, when and where, who, the money, the seeds, the terms, WhatsApp and Imprimir', async () => {
    const fetchMock = stubFetch(() => jsonResponse(BOOKING));
    renderPage('/reserva/:reference', <ConfirmationPage />, '/reserva/A1B2C3D4?t=firma');
    expect(await screen.findByRole('heading', { level: 1, name: '¡Reserva confirmada!' })).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/bookings/A1B2C3D4?t=firma');
    expect(screen.getByText('A1B2C3D4')).toBeInTheDocument();
    expect(screen.getByText('sábado, 5 de diciembre de 2026')).toBeInTheDocument();
    expect(screen.getByText('06:00')).toBeInTheDocument();
    expect(screen.getByText(/Puerta 5 de la zona arqueológica/)).toBeInTheDocument();
    const passengers = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(passengers).toEqual(['Lucía Fernández', 'Pablo Núñez']);
    expect(screen.getByText('Cupón HORMIGA5').nextElementSibling).toHaveTextContent('−$420.00');
    expect(screen.getByText('Pagado con PayPal').nextElementSibling).toHaveTextContent('$7,980.00');
    expect(screen.getByText('Total pagado').nextElementSibling).toHaveTextContent('$7,980.00 MXN');
    expect(screen.getByText('Semillas ganadas: 375')).toBeInTheDocument();
    expect(screen.getByText(/Cancelación sin costo hasta 48 horas/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Escribir por WhatsApp/ }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/525512345678\?text=/,
    );
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeInTheDocument();
    expect(document.title).toBe('Reserva A1B2C3D4 | Hormiga Viajera');
  });

  it('offers the changes and the review to the traveller, and only the booking to a read-only link (decision 0163)', async () => {
    let readOnly: BookingConfirmation['readOnly'] = null;
    let review: object | null = null;
    stubFetch((url) =>
      url.pathname.endsWith('/review')
        ? jsonResponse({ review, refusal: null })
        : jsonResponse({ ...BOOKING, date: '2099-12-05', readOnly }),
    );
    const first = renderPage('/reserva/:reference', <ConfirmationPage />, '/reserva/A1B2C3D4?t=firma');
    expect(await screen.findByRole('button', { name: 'Cancelar reserva' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Califica tu experiencia' })).toBeInTheDocument();
    first.unmount();

    // A read-only link: the booking and the reason, no changes, no review form; a review already written stays.
    readOnly = 'view_link';
    review = { id: 'r1', rating: 5, authorName: 'Lucía F.', body: 'Inolvidable.', createdAt: '2026-12-06T15:00:00.000Z' };
    renderPage('/reserva/:reference', <ConfirmationPage />, '/reserva/A1B2C3D4?t=solo-lectura');
    expect(await screen.findByText(/Este enlace solo sirve para ver la reserva/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar reserva' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cambiar fecha' })).not.toBeInTheDocument();
    expect(await screen.findByText('Inolvidable.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Califica tu experiencia' })).not.toBeInTheDocument();
  });

  it('a cancelled booking says what was refunded and where, and asks for no review (issue 30)', async () => {
    // The review answer a not-yet-travelled booking gets: the page must not ask for it at all.
    const fetchMock = stubFetch((url) =>
      url.pathname.endsWith('/review')
        ? jsonResponse({ review: null, refusal: 'not_yet' })
        : jsonResponse({
            ...BOOKING,
            date: '2099-12-05',
            status: 'Reembolsada',
            giftCardAmount: 1000,
            paypalAmount: 6980,
            refundedAmount: 7980,
            refunded: { total: 7980, paypal: 6980, giftCard: 1000, outside: 0 },
          }),
    );
    renderPage('/reserva/:reference', <ConfirmationPage />, '/reserva/A1B2C3D4?t=firma');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reserva reembolsada' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Reembolsado: $7,980.00' })).toBeInTheDocument();
    expect(screen.getByText('$6,980.00 a tu cuenta de PayPal o a la tarjeta con que pagaste')).toBeInTheDocument();
    expect(screen.getByText('$1,000.00 a tu gift card')).toBeInTheDocument();
    // The page rendered with the booking, its effects run: the review was never asked for, so nothing of it can show.
    expect(fetchMock.mock.calls.map(([u]) => String(u)).filter((u) => u.includes('/review'))).toEqual([]);
    expect(screen.queryByText(/Podrás calificar tu experiencia/)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Califica tu experiencia' })).not.toBeInTheDocument();
  });

  it('shows nothing of the booking to anyone the server does not show it to, only how to open it (issue 30)', async () => {
    stubFetch(() => apiErrorResponse(404, 'not_found', 'No encontrado.'));
    renderPage('/reserva/:reference', <ConfirmationPage />, '/reserva/A1B2C3D4');
    expect(await screen.findByRole('heading', { level: 1, name: 'Abre tu reserva A1B2C3D4' })).toBeInTheDocument();
    expect(screen.queryByText('A1B2C3D4')).not.toBeInTheDocument();
  });
});

describe('the confirmation page (the voucher) on an English page (issue 19)', () => {
  const renderInEnglish = (booking: BookingConfirmation) => {
    stubFetch(() => jsonResponse(booking));
    return renderEnglishPage('/en/booking/:reference', <ConfirmationPage />, '/en/booking/A1B2C3D4?t=firma');
  };

  it('is in English throughout, with the Spanish-only texts marked as Spanish', async () => {
    renderInEnglish(BOOKING);
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking confirmed!' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Booking A1B2C3D4\b/);
    expect(screen.getByText('Your booking reference')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR code of booking A1B2C3D4 to check in at departure' })).toBeInTheDocument();
    expect(
      screen.getByText(/^Keep it: you’ll need it for any change\. We sent this confirmation to lucia@example\.com\.$/),
    ).toBeInTheDocument();
    // The item's name comes only in Spanish: it links to the English page and is marked Spanish.
    const item = screen.getByRole('link', { name: 'Vuelo en globo sobre Teotihuacán' });
    expect(item).toHaveAttribute('href', '/en/experience/globo-teotihuacan');
    expect(item).toHaveAttribute('lang', 'es');
    expect(screen.getByText('Date').nextElementSibling).toHaveTextContent('Saturday, December 5, 2026');
    expect(screen.getByText('Start time').nextElementSibling).toHaveTextContent('6:00 AM');
    expect(screen.getByText('Puerta 5 de la zona arqueológica')).toHaveAttribute('lang', 'es');
    expect(screen.getByRole('link', { name: /View on map/ })).toBeInTheDocument();
    expect(screen.getByText('Travellers')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your payment' })).toBeInTheDocument();
    expect(screen.getByText('Coupon HORMIGA5').nextElementSibling).toHaveTextContent('−MX$420.00');
    expect(screen.getByText('Paid with PayPal').nextElementSibling).toHaveTextContent('MX$7,980.00');
    expect(screen.getByText('Total paid').nextElementSibling).toHaveTextContent('MX$7,980.00 MXN');
    expect(screen.getByText('Seeds earned: 375')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Changes and cancellations' })).toBeInTheDocument();
    expect(screen.getByText(/^Free cancellation up to 48 hours before the start date and time/)).not.toHaveAttribute('lang');
    expect(screen.getByText(/^You can cancel free of charge or change the date until/)).toHaveTextContent(
      /until Thursday, December 3, 2026.*6:00\sAM\.$/,
    );
    expect(screen.getByRole('button', { name: 'Change date' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Cancel booking' })).toBeEnabled();
    expect(screen.getByRole('link', { name: /Message us on WhatsApp/ })).toHaveAttribute(
      'href',
      expect.stringContaining('text=Hi%2C%20I%20have%20booking%20A1B2C3D4.'),
    );
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });

  it('names the item and its meeting point in English when staff gave them', async () => {
    renderInEnglish({
      ...BOOKING,
      itemNameEn: 'Hot-air balloon over Teotihuacán',
      meetingPointEn: 'Gate 5 of the archaeological site',
    });
    const item = await screen.findByRole('link', { name: 'Hot-air balloon over Teotihuacán' });
    expect(item).not.toHaveAttribute('lang');
    expect(screen.getByText('Gate 5 of the archaeological site')).not.toHaveAttribute('lang');
  });

  it('says a refund in English', async () => {
    renderInEnglish({ ...BOOKING, status: 'Reembolsada', refundedAmount: 7980 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking refunded' })).toBeInTheDocument();
    expect(
      screen.getByText('We refunded MX$7,980.00 to your original payment method (PayPal or gift card).'),
    ).toBeInTheDocument();
  });
});

describe('find my booking', () => {
  it('checks the reference, then says the same sentence the server says', async () => {
    const bodies: unknown[] = [];
    stubFetch((url, init) => {
      bodies.push(JSON.parse(String(init?.body)));
      return jsonResponse({ message: 'Si los datos coinciden con una reserva, te enviamos el enlace a ese correo.' }, 202);
    });
    const { user } = renderPage('/mi-reserva', <FindBookingPage />, '/mi-reserva');
    await user.type(screen.getByRole('textbox', { name: 'Referencia' }), 'abc');
    await user.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), 'lucia@example.com');
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    const reference = screen.getByRole('textbox', { name: 'Referencia' });
    await waitFor(() => expect(reference).toHaveAttribute('aria-invalid', 'true'));
    expect(reference).toHaveAccessibleDescription(expect.stringContaining('Escribe la referencia de 8 caracteres'));
    expect(bodies).toEqual([]);

    await user.type(reference, '12345');
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByText(/Si los datos coinciden con una reserva/)).toBeInTheDocument();
    expect(bodies).toEqual([{ reference: 'ABC12345', email: 'lucia@example.com' }]);
  });

  it('says when the form is being used too often', async () => {
    stubFetch(() => apiErrorResponse(429, 'rate_limited', 'Demasiadas solicitudes. Inténtalo de nuevo en unos minutos.'));
    const { user } = renderPage('/mi-reserva', <FindBookingPage />, '/mi-reserva');
    await user.type(screen.getByRole('textbox', { name: 'Referencia' }), 'ABC12345');
    await user.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), 'lucia@example.com');
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByText('Demasiadas solicitudes. Inténtalo de nuevo en unos minutos.')).toBeInTheDocument();
  });
});

describe('coming back after a lost page', () => {
  const renderWithCheck = () =>
    renderRoutes([
      { path: '/', element: <PendingPaymentCheck /> },
      { path: '/reserva/:reference', element: <p>página de confirmación</p> },
    ]);

  it('does nothing when this browser started no order', () => {
    const fetchMock = stubFetch(() => jsonResponse({}));
    renderWithCheck();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('goes to the confirmation page once the capture under way ends', async () => {
    rememberPendingOrder({ orderId: 'ORDER-9', bookingId: BOOKING.id, returnPath: '/experiencia/globo' });
    let calls = 0;
    stubFetch((url) => {
      expect(url.pathname).toBe('/api/payments/orders/ORDER-9/resume');
      return jsonResponse(
        ++calls === 1
          ? { state: 'processing' }
          : { state: 'paid', reference: 'A1B2C3D4', confirmationPath: '/reserva/A1B2C3D4?t=x' },
      );
    });
    const { router } = renderWithCheck();
    expect(await screen.findByText(/Estamos confirmando tu pago/)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/reserva/A1B2C3D4'), { timeout: 5000 });
    expect(router.state.location.search).toBe('?t=x');
    expect(window.localStorage.getItem('hv:pending-order')).toBeNull();
  });

  it('says nothing was charged for an order that was never approved, and forgets it', async () => {
    rememberPendingOrder({ orderId: 'ORDER-7', bookingId: BOOKING.id, returnPath: '/' });
    stubFetch(() => jsonResponse({ state: 'abandoned' }));
    const { user } = renderWithCheck();
    const notice = await screen.findByRole('status');
    expect(within(notice).getByText('No se hizo ningún cargo')).toBeInTheDocument();
    expect(window.localStorage.getItem('hv:pending-order')).toBeNull();
    await user.click(within(notice).getByRole('button', { name: 'Entendido' }));
    expect(screen.queryByText('No se hizo ningún cargo')).not.toBeInTheDocument();
  });

  it('keeps the order and offers to try again when the look-up fails', async () => {
    rememberPendingOrder({ orderId: 'ORDER-5', bookingId: BOOKING.id, returnPath: '/' });
    stubFetch(() => apiErrorResponse(502, 'bad_gateway', 'No pudimos comunicarnos con PayPal.'));
    renderWithCheck();
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(window.localStorage.getItem('hv:pending-order')).toContain('ORDER-5');
  });
});
