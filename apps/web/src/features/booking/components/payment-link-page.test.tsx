import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { DESK_MESSAGES, type CaptureResult, type CreatedOrder, type PaymentLink } from '@hv/shared';
import { resetToastsForTests } from '@/lib/use-toast.ts';
import { apiErrorResponse, jsonResponse, stubFetch } from '@/test/fetch-stub.ts';
import { renderPage } from '@/test/render-routes.tsx';
import { resetPayPalSdkForTests, type PayPalNamespace } from '../lib/paypal-sdk.ts';
import { PaymentLinkPage } from './payment-link-page.tsx';
import { leavePage } from './mercado-pago-checkout.tsx';

const CONFIG = { clientId: 'test-client', sdkUrl: '/paypal-standin/sdk/js', currency: 'MXN', testMode: true };
const LINK: PaymentLink = {
  bookingId: '00000000-0000-4000-8000-0000000000a1',
  reference: 'ABCD1234',
  itemName: 'Globo al amanecer en Teotihuacán',
  date: '2026-11-21',
  startTime: '06:30',
  passengers: 2,
  contactName: 'Rosa Martínez',
  total: 4200,
  status: 'Pendiente',
  departureCancelled: false,
};
const ORDER: CreatedOrder = {
  subtotal: 4200,
  discount: 0,
  total: 4200,
  giftCardAmount: 0,
  amount: 4200,
  currency: 'MXN',
  giftCard: null,
  orderId: 'ORDER-LINK-1',
  bookingId: LINK.bookingId,
  holdExpiresAt: null,
};
const CAPTURE: CaptureResult = {
  booking: {
    id: LINK.bookingId,
    reference: LINK.reference,
    itemName: LINK.itemName,
    date: LINK.date,
    passengers: 2,
    amount: 4200,
    giftCardAmount: 0,
    paypalAmount: 4200,
    currency: 'MXN',
    status: 'Pagada',
  },
  seedsAwarded: 0,
  seeds: null,
  payerGivenName: 'Rosa',
  confirmationPath: '/reserva/ABCD1234?t=firma-del-voucher',
};

/** PayPal's SDK as the page uses it: one button that creates the order and approves it, as PayPal would. */
function fakePayPal() {
  const sdk: PayPalNamespace = {
    Buttons: (options) => ({
      render: async (container) => {
        const pay = document.createElement('button');
        pay.type = 'button';
        pay.textContent = 'Pagar con PayPal';
        pay.addEventListener('click', async () => {
          try {
            await options.onApprove({ orderID: await options.createOrder() });
          } catch (error) {
            options.onError?.(error);
          }
        });
        container.append(pay);
      },
      close: async () => {},
    }),
  };
  window.paypal = sdk as unknown as Window['paypal'];
  // jsdom does not fetch scripts: announce the load as the browser would.
  const observer = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (node instanceof HTMLScriptElement) queueMicrotask(() => node.dispatchEvent(new Event('load')));
  });
  observer.observe(document.head, { childList: true });
  return () => observer.disconnect();
}

let stopPayPal: () => void;
beforeEach(() => {
  stopPayPal = fakePayPal();
});
afterEach(() => {
  stopPayPal();
  window.localStorage.clear();
  resetPayPalSdkForTests();
  resetToastsForTests();
  delete window.paypal;
});

const PAGE_PATH = '/pagar/ABCD1234?t=firma-del-enlace';
const renderLinkPage = (path = PAGE_PATH) => renderPage('/pagar/:reference', <PaymentLinkPage />, path);

describe("payment link page '/pagar/:reference'", () => {
  it('shows the booking and its total, and pays exactly it through PayPal, landing on the confirmation page', async () => {
    const calls: string[] = [];
    stubFetch((url, init) => {
      calls.push(`${init?.method ?? 'GET'} ${url.pathname}${url.search}`);
      if (url.pathname === '/api/pay/ABCD1234') return jsonResponse(LINK);
      if (url.pathname === '/api/payments/config') return jsonResponse(CONFIG);
      if (url.pathname === '/api/pay/ABCD1234/order') return jsonResponse(ORDER, 201);
      if (url.pathname === `/api/payments/orders/${ORDER.orderId}/capture`) return jsonResponse(CAPTURE);
      return apiErrorResponse(404, 'not_found', `sin stub: ${url.pathname}`);
    });
    const { user, router } = renderLinkPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Paga tu reserva' })).toBeInTheDocument();
    expect(screen.getByText('ABCD1234')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: LINK.itemName })).toBeInTheDocument();
    expect(screen.getByText('21 de noviembre de 2026')).toBeInTheDocument();
    expect(screen.getByText('06:30')).toBeInTheDocument();
    expect(screen.getByText('2 pasajeros')).toBeInTheDocument();
    expect(screen.getByText('Rosa Martínez')).toBeInTheDocument();
    expect(screen.getByText('Total a pagar').nextElementSibling).toHaveTextContent('$4,200.00 MXN');
    expect(document.title).toContain('Paga tu reserva');

    const checkout = screen.getByRole('region', { name: 'Paga con PayPal' });
    await user.click(await within(checkout).findByRole('button', { name: 'Pagar con PayPal' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/reserva/ABCD1234'));
    expect(router.state.location.search).toBe('?t=firma-del-voucher');
    // The order is the link's own (token passed on), captured through the public capture; no amount is sent.
    expect(calls).toEqual(
      expect.arrayContaining([
        'GET /api/pay/ABCD1234?t=firma-del-enlace',
        'POST /api/pay/ABCD1234/order?t=firma-del-enlace',
        `POST /api/payments/orders/${ORDER.orderId}/capture`,
      ]),
    );
    expect(calls).not.toContain('POST /api/payments/orders');
  });

  it('says the link is not valid when the server does not know it (wrong or altered token)', async () => {
    stubFetch((url) =>
      url.pathname === '/api/pay/ABCD1234'
        ? apiErrorResponse(404, 'not_found', DESK_MESSAGES.paymentLinkInvalid)
        : apiErrorResponse(404, 'not_found', `sin stub: ${url.pathname}`),
    );
    renderLinkPage('/pagar/abcd1234?t=otra');

    expect(await screen.findByText(DESK_MESSAGES.paymentLinkInvalid)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Enlace de pago no válido' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Paga con PayPal' })).not.toBeInTheDocument();
  });

  it('says a paid booking is paid, and offers no PayPal', async () => {
    const fetchMock = stubFetch((url) =>
      url.pathname === '/api/pay/ABCD1234'
        ? jsonResponse({ ...LINK, status: 'Pagada' })
        : apiErrorResponse(404, 'not_found', `sin stub: ${url.pathname}`),
    );
    renderLinkPage();

    expect(await screen.findByText('Esta reserva ya está pagada.')).toBeInTheDocument();
    expect(screen.getByText('Total pagado').nextElementSibling).toHaveTextContent('$4,200.00 MXN');
    expect(screen.queryByRole('region', { name: 'Paga con PayPal' })).not.toBeInTheDocument();
    expect(document.querySelector('script[data-paypal-sdk]')).toBeNull();
    expect(fetchMock.mock.calls.map(([u]) => String(u))).toEqual(['/api/pay/ABCD1234?t=firma-del-enlace']);
  });

  it('says the departure was cancelled and offers no PayPal when staff cancelled it (issue 29 item 1)', async () => {
    const fetchMock = stubFetch((url) =>
      url.pathname === '/api/pay/ABCD1234'
        ? jsonResponse({ ...LINK, status: 'Cancelada', departureCancelled: true })
        : apiErrorResponse(404, 'not_found', `sin stub: ${url.pathname}`),
    );
    renderLinkPage();

    expect(await screen.findByText(/^Esta salida fue cancelada; no se hizo ningún cargo./)).toHaveAttribute('role', 'status');
    expect(screen.queryByText('Esta reserva ya no espera pago. Escríbenos si necesitas ayuda.')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Paga con PayPal' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([u]) => String(u))).toEqual(['/api/pay/ABCD1234?t=firma-del-enlace']);
  });

  it('says until when the link holds the places, and that an expired one released them, with no PayPal (decision 0205)', async () => {
    stubFetch((url) =>
      url.pathname === '/api/pay/ABCD1234'
        ? jsonResponse({ ...LINK, expiresAt: '2026-11-20T20:30:00.000Z', expired: false })
        : apiErrorResponse(404, 'not_found', `sin stub: ${url.pathname}`),
    );
    const first = renderLinkPage();
    expect(
      await screen.findByText(/^Tus lugares quedan guardados hasta el viernes, 20 de noviembre de 2026/),
    ).toBeInTheDocument();
    first.unmount();

    const fetchMock = stubFetch((url) =>
      url.pathname === '/api/pay/ABCD1234'
        ? jsonResponse({ ...LINK, expiresAt: '2026-11-20T20:30:00.000Z', expired: true })
        : apiErrorResponse(404, 'not_found', `sin stub: ${url.pathname}`),
    );
    renderLinkPage();
    expect(await screen.findByText(/^Este enlace de pago venció y sus lugares se liberaron\./)).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('region', { name: 'Paga con PayPal' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([u]) => String(u))).toEqual(['/api/pay/ABCD1234?t=firma-del-enlace']);
  });

  it('shows a paid booking once PayPal is asked again for a link paid meanwhile', async () => {
    let status: PaymentLink['status'] = 'Pendiente';
    stubFetch((url) => {
      if (url.pathname === '/api/pay/ABCD1234') return jsonResponse({ ...LINK, status });
      if (url.pathname === '/api/payments/config') return jsonResponse(CONFIG);
      if (url.pathname === '/api/pay/ABCD1234/order') {
        status = 'Pagada';
        return apiErrorResponse(409, 'conflict', DESK_MESSAGES.alreadyPaid);
      }
      return apiErrorResponse(404, 'not_found', `sin stub: ${url.pathname}`);
    });
    const { user } = renderLinkPage();
    await user.click(await screen.findByRole('button', { name: 'Pagar con PayPal' }));

    expect(await screen.findByText(DESK_MESSAGES.alreadyPaid)).toBeInTheDocument();
    expect(await screen.findByText('Esta reserva ya está pagada.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Paga con PayPal' })).not.toBeInTheDocument();
  });

  describe('with Mercado Pago offered (decision 0223)', () => {
    const MP_CONFIG = {
      ...CONFIG,
      mercadoPago: { testMode: true, installments: [{ months: 3, minAmount: 1500 }], cashHours: 48, cashCutoffHours: 24 },
    };
    const REDIRECT = 'http://localhost/mercadopago-standin/checkout/v1/redirect?pref_id=PREF-1';

    it('offers `Forma de pago` with PayPal first; Mercado Pago opens the link’s preference and leaves for its page', async () => {
      const assign = vi.spyOn(leavePage, 'assign').mockImplementation(() => {});
      const bodies: unknown[] = [];
      stubFetch((url, init) => {
        if (url.pathname === '/api/pay/ABCD1234') return jsonResponse(LINK);
        if (url.pathname === '/api/payments/config') return jsonResponse(MP_CONFIG);
        if (url.pathname === '/api/pay/ABCD1234/order') {
          bodies.push(init?.body ? JSON.parse(String(init.body)) : null);
          return jsonResponse({ ...ORDER, orderId: 'PREF-1', redirectUrl: REDIRECT }, 201);
        }
        return apiErrorResponse(404, 'not_found', `sin stub: ${url.pathname}`);
      });
      const { user } = renderLinkPage();

      const choice = await screen.findByRole('group', { name: 'Forma de pago' });
      expect(within(choice).getByRole('radio', { name: 'PayPal' })).toBeChecked();
      expect(screen.getByRole('region', { name: 'Paga con PayPal' })).toBeInTheDocument();
      await user.click(within(choice).getByRole('radio', { name: 'Tarjeta, OXXO o transferencia (Mercado Pago)' }));
      const checkout = screen.getByRole('region', { name: 'Paga con Mercado Pago' });
      expect(within(checkout).getByText('Hasta 3 meses sin intereses de $1,400.00')).toBeInTheDocument();
      await user.click(within(checkout).getByRole('button', { name: 'Pagar con Mercado Pago' }));

      await waitFor(() => expect(assign).toHaveBeenCalledWith(REDIRECT));
      expect(bodies).toEqual([{ provider: 'mercadopago' }]);
      assign.mockRestore();
    });

    it('a link already on Mercado Pago offers only Mercado Pago', async () => {
      stubFetch((url) => {
        if (url.pathname === '/api/pay/ABCD1234') return jsonResponse({ ...LINK, provider: 'mercadopago' });
        if (url.pathname === '/api/payments/config') return jsonResponse(MP_CONFIG);
        return apiErrorResponse(404, 'not_found', `sin stub: ${url.pathname}`);
      });
      renderLinkPage();
      expect(await screen.findByRole('region', { name: 'Paga con Mercado Pago' })).toBeInTheDocument();
      expect(screen.queryByRole('group', { name: 'Forma de pago' })).not.toBeInTheDocument();
      expect(screen.queryByRole('radio', { name: 'PayPal' })).not.toBeInTheDocument();
    });
  });
});
