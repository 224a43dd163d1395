import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  loadPayPalSdk,
  PAYPAL_SDK_TIMEOUT_MS,
  paypalScriptOptions,
  resetPayPalSdkForTests,
  type PayPalNamespace,
} from './paypal-sdk.ts';

afterEach(() => {
  vi.useRealTimers();
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

  it("asks for PayPal's buttons in the page's language", () => {
    const config = { sdkUrl: 'https://www.paypal.com/sdk/js', clientId: 'abc123', currency: 'MXN' } as const;
    void loadPayPalSdk(paypalScriptOptions(config, 'en'));
    expect(scripts()[0]?.getAttribute('src')).toBe(
      'https://www.paypal.com/sdk/js?client-id=abc123&currency=MXN&intent=capture&locale=en_US',
    );
    expect(paypalScriptOptions(config, 'es')).toMatchObject({ locale: 'es_MX' });
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

  it('fails at once when the script fails, without waiting for the time limit', async () => {
    vi.useFakeTimers();
    const failed = loadPayPalSdk(standIn);
    scripts()[0]!.dispatchEvent(new Event('error'));
    // No fake time has passed: the rejection comes from the error event alone.
    await expect(failed).rejects.toThrow(/No se pudo cargar el SDK de PayPal/);
  });

  it('gives up after 15 s when the script neither loads nor fails (offline), and a retry starts afresh', async () => {
    vi.useFakeTimers();
    const hanging = loadPayPalSdk(standIn);
    const outcome = hanging.then(
      () => 'loaded',
      (error: Error) => error.message,
    );

    await vi.advanceTimersByTimeAsync(PAYPAL_SDK_TIMEOUT_MS - 1);
    expect(await Promise.race([outcome, Promise.resolve('pending')])).toBe('pending');
    expect(PAYPAL_SDK_TIMEOUT_MS).toBe(15_000);

    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toMatch(/No se pudo cargar el SDK de PayPal/);
    expect(scripts()).toHaveLength(0);

    const retry = loadPayPalSdk(standIn);
    expect(retry).not.toBe(hanging);
    expect(scripts()).toHaveLength(1);
    window.paypal = sdk as unknown as Window['paypal'];
    scripts()[0]!.dispatchEvent(new Event('load'));
    await expect(retry).resolves.toBe(sdk);
    // A load that succeeded is not undone by its time limit later.
    await vi.advanceTimersByTimeAsync(PAYPAL_SDK_TIMEOUT_MS);
    expect(scripts()).toHaveLength(1);
    await expect(loadPayPalSdk(standIn)).resolves.toBe(sdk);
  });
});
