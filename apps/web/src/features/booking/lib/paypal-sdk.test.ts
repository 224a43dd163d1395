import { afterEach, describe, expect, it } from 'vitest';
import { loadPayPalSdk, paypalSdkSrc, resetPayPalSdkForTests, type PayPalNamespace } from './paypal-sdk.ts';

afterEach(() => {
  resetPayPalSdkForTests();
  delete window.paypal;
});

describe('PayPal SDK loader', () => {
  it('asks for MXN and capture, with the client id', () => {
    expect(paypalSdkSrc({ sdkUrl: 'https://www.paypal.com/sdk/js', clientId: 'abc 123', currency: 'MXN' })).toBe(
      'https://www.paypal.com/sdk/js?client-id=abc+123&currency=MXN&intent=capture',
    );
  });

  it('adds the script once and resolves with window.paypal when it loads', async () => {
    const src = '/paypal-standin/sdk/js?client-id=test&currency=MXN&intent=capture';
    const first = loadPayPalSdk(src);
    const second = loadPayPalSdk(src);
    const scripts = document.querySelectorAll('script[data-paypal-sdk]');
    expect(scripts).toHaveLength(1);

    const paypal = { Buttons: () => ({ render: async () => {} }) } satisfies PayPalNamespace;
    window.paypal = paypal;
    scripts[0]!.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(paypal);
    expect(second).toBe(first);
  });

  it('forgets a failed load so that a retry adds the script again', async () => {
    const src = '/sdk.js';
    const failed = loadPayPalSdk(src);
    document.querySelector('script[data-paypal-sdk]')!.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow(/No se pudo cargar el SDK de PayPal/);
    expect(document.querySelector('script[data-paypal-sdk]')).toBeNull();

    void loadPayPalSdk(src).catch(() => {});
    expect(document.querySelectorAll('script[data-paypal-sdk]')).toHaveLength(1);
  });
});
