import { afterEach, describe, expect, it } from 'vitest';
import { loadPayPalSdk, paypalScriptOptions, resetPayPalSdkForTests, type PayPalNamespace } from './paypal-sdk.ts';

afterEach(() => {
  resetPayPalSdkForTests();
  delete window.paypal;
});

const standIn = paypalScriptOptions({ sdkUrl: '/paypal-standin/sdk/js', clientId: 'test', currency: 'MXN' });
const scripts = () => document.querySelectorAll<HTMLScriptElement>('script[data-paypal-sdk]');
/** What the SDK defines on load (the form uses only Buttons). */
const sdk = { Buttons: () => ({ render: async () => {} }) } satisfies PayPalNamespace;

describe('PayPal SDK loader', () => {
  it('asks for MXN and capture, with the client id, from the SDK address the server gives', () => {
    void loadPayPalSdk(paypalScriptOptions({ sdkUrl: 'https://www.paypal.com/sdk/js', clientId: 'abc123', currency: 'MXN' }));
    expect(scripts()[0]?.getAttribute('src')).toBe('https://www.paypal.com/sdk/js?client-id=abc123&currency=MXN&intent=capture');
  });

  it('adds the script once and resolves with window.paypal when it loads', async () => {
    const first = loadPayPalSdk(standIn);
    const second = loadPayPalSdk(paypalScriptOptions({ sdkUrl: '/paypal-standin/sdk/js', clientId: 'test', currency: 'MXN' }));
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]!.getAttribute('src')).toBe('/paypal-standin/sdk/js?client-id=test&currency=MXN&intent=capture');

    window.paypal = sdk as unknown as Window['paypal'];
    scripts()[0]!.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(sdk);
    expect(second).toBe(first);
  });

  it('refuses a script that loads without defining the SDK', async () => {
    const loading = loadPayPalSdk(standIn);
    scripts()[0]!.dispatchEvent(new Event('load'));
    await expect(loading).rejects.toThrow(/No se pudo cargar el SDK de PayPal/);
  });

  it('forgets a failed load so that a retry adds the script again', async () => {
    const failed = loadPayPalSdk(standIn);
    scripts()[0]!.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow(/No se pudo cargar el SDK de PayPal/);
    expect(scripts()).toHaveLength(0);

    const retry = loadPayPalSdk(standIn);
    expect(retry).not.toBe(failed);
    expect(scripts()).toHaveLength(1);
    window.paypal = sdk as unknown as Window['paypal'];
    scripts()[0]!.dispatchEvent(new Event('load'));
    await expect(retry).resolves.toBe(sdk);
  });
});
