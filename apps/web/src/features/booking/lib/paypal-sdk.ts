import { loadScript, type PayPalScriptOptions } from '@paypal/paypal-js';
import type { PaymentsConfig } from '@hv/shared';

/*
 * The part of PayPal's JS SDK the booking form uses (window.paypal.Buttons). The server's
 * stand-in SDK (test mode without PayPal credentials) defines the same calls, so this one code
 * path serves both. (@paypal/paypal-js's own types describe the whole SDK, which the stand-in is not.)
 */
export interface PayPalApproveData {
  orderID: string;
  payerID?: string | null;
}

export interface PayPalButtonsOptions {
  style?: { layout?: 'vertical' | 'horizontal'; shape?: 'rect' | 'pill'; label?: string };
  createOrder: () => Promise<string>;
  onApprove: (data: PayPalApproveData) => Promise<void>;
  onCancel?: (data: { orderID?: string }) => void;
  onError?: (error: unknown) => void;
}

export interface PayPalButtons {
  render: (container: HTMLElement) => Promise<void>;
  close?: () => Promise<void>;
}

export interface PayPalNamespace {
  Buttons: (options: PayPalButtonsOptions) => PayPalButtons;
}

/** `data-paypal-sdk` on the script (paypal-js passes options starting with `data` as attributes). */
type ScriptOptions = PayPalScriptOptions & { dataPaypalSdk: string };

/**
 * What @paypal/paypal-js asks for: `{sdkUrl}?client-id=…&currency=MXN&intent=capture`, as PayPal
 * documents its SDK address; `sdkUrl` is PayPal's or, in test mode, the server's stand-in
 * (`/paypal-standin/sdk/js`).
 */
export function paypalScriptOptions(config: Pick<PaymentsConfig, 'sdkUrl' | 'clientId' | 'currency'>): ScriptOptions {
  return {
    clientId: config.clientId,
    currency: config.currency,
    intent: 'capture',
    sdkBaseUrl: config.sdkUrl,
    dataPaypalSdk: 'booking',
  };
}

const loads = new Map<string, Promise<PayPalNamespace>>();

/**
 * Adds PayPal's script to the page with @paypal/paypal-js's loadScript and resolves with the SDK.
 * Calls while it loads share one promise (loadScript alone would add a second script until the
 * first defines window.paypal), and a failed load removes its script so that a retry starts
 * afresh (loadScript leaves it in the page).
 */
export function loadPayPalSdk(options: ScriptOptions): Promise<PayPalNamespace> {
  const key = JSON.stringify(options);
  const pending = loads.get(key);
  if (pending) return pending;

  const load = loadScript(options).then(
    (paypal) => {
      if (!paypal?.Buttons) throw new Error('El SDK de PayPal no definió window.paypal.');
      // Our own narrow type: the server's stand-in implements only what the form calls.
      return paypal as unknown as PayPalNamespace;
    },
    (cause: unknown) => {
      throw new Error(`No se pudo cargar el SDK de PayPal (${options.sdkBaseUrl}).`, { cause });
    },
  );
  load.catch(() => {
    loads.delete(key);
    document.querySelectorAll('script[data-paypal-sdk]').forEach((script) => script.remove());
  });
  loads.set(key, load);
  return load;
}

/** Tests only: forget loaded scripts. */
export function resetPayPalSdkForTests(): void {
  loads.clear();
  document.querySelectorAll('script[data-paypal-sdk]').forEach((script) => script.remove());
}
