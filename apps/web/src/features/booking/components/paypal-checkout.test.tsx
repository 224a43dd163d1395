import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { jsonResponse, stubFetch } from '@/test/fetch-stub.ts';
import { renderPage } from '@/test/render-routes.tsx';
import { PAYPAL_SDK_TIMEOUT_MS, resetPayPalSdkForTests, type PayPalNamespace } from '../lib/paypal-sdk.ts';
import { PayPalCheckout } from './paypal-checkout.tsx';

const CONFIG = { clientId: 'test-client', sdkUrl: '/paypal-standin/sdk/js', currency: 'MXN', testMode: true };

afterEach(() => {
  vi.useRealTimers();
  resetPayPalSdkForTests();
  delete window.paypal;
});

const scripts = () => document.querySelectorAll<HTMLScriptElement>('script[data-paypal-sdk]');

/** PayPal's SDK as the checkout uses it: Buttons draws one button into the container. */
function definePayPal() {
  const sdk: PayPalNamespace = {
    Buttons: () => ({
      render: async (container) => {
        const pay = document.createElement('button');
        pay.textContent = 'Pagar con PayPal';
        container.append(pay);
      },
    }),
  };
  window.paypal = sdk as unknown as Window['paypal'];
}

function renderCheckout() {
  stubFetch((url) => (url.pathname === '/api/payments/config' ? jsonResponse(CONFIG) : jsonResponse(null, 404)));
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const handlers = { createOrder: vi.fn(async () => 'ORDER-1'), onApprove: vi.fn(async () => {}) };
  return renderPage('/', <PayPalCheckout handlers={handlers} />, '/');
}

describe('PayPal checkout: loading the SDK', () => {
  it("stops 'Cargando PayPal...' after 15 s without the script (offline) and offers 'Reintentar'", async () => {
    // Only the time limit's clock is fake; everything else runs as usual.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    renderCheckout();
    expect(await screen.findByText('Cargando PayPal...')).toBeInTheDocument();
    await vi.waitFor(() => expect(scripts()).toHaveLength(1));

    await act(() => vi.advanceTimersByTimeAsync(PAYPAL_SDK_TIMEOUT_MS - 1000));
    expect(screen.getByText('Cargando PayPal...')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(1000));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos cargar PayPal. Revisa tu conexión e inténtalo de nuevo.');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(screen.queryByText('Cargando PayPal...')).not.toBeInTheDocument();
  });

  it("fails at once when the script fails, and 'Reintentar' loads it again and shows PayPal's buttons", async () => {
    const { user } = renderCheckout();
    await vi.waitFor(() => expect(scripts()).toHaveLength(1));
    act(() => void scripts()[0]!.dispatchEvent(new Event('error')));

    const retry = await screen.findByRole('button', { name: 'Reintentar' });
    await user.click(retry);

    // Trying again: the loading line (with the keyboard focus, as the button is gone) and a new script.
    const status = await screen.findByText('Cargando PayPal...');
    expect(status.closest('[role="status"]')).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await vi.waitFor(() => expect(scripts()).toHaveLength(1));

    definePayPal();
    act(() => void scripts()[0]!.dispatchEvent(new Event('load')));
    expect(await screen.findByRole('button', { name: 'Pagar con PayPal' })).toBeInTheDocument();
    expect(screen.queryByText('Cargando PayPal...')).not.toBeInTheDocument();
  });

  it("puts the focus back on 'Reintentar' when trying again fails too", async () => {
    const { user } = renderCheckout();
    await vi.waitFor(() => expect(scripts()).toHaveLength(1));
    act(() => void scripts()[0]!.dispatchEvent(new Event('error')));
    await user.click(await screen.findByRole('button', { name: 'Reintentar' }));
    await screen.findByText('Cargando PayPal...');
    await vi.waitFor(() => expect(scripts()).toHaveLength(1));

    act(() => void scripts()[0]!.dispatchEvent(new Event('error')));
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toHaveFocus();
  });
});
