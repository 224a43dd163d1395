import type { PaymentsConfig } from '@hv/shared';

/*
 * The part of PayPal's JS SDK the booking form uses (window.paypal.Buttons). The server's
 * stand-in SDK (test mode without PayPal credentials) defines the same calls, so this one code
 * path serves both.
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

declare global {
  interface Window {
    paypal?: PayPalNamespace;
  }
}

/** `{sdkUrl}?client-id=…&currency=MXN&intent=capture`, as PayPal documents its SDK address. */
export function paypalSdkSrc(config: Pick<PaymentsConfig, 'sdkUrl' | 'clientId' | 'currency'>): string {
  const query = new URLSearchParams({ 'client-id': config.clientId, currency: config.currency, intent: 'capture' });
  return `${config.sdkUrl}${config.sdkUrl.includes('?') ? '&' : '?'}${query}`;
}

const loads = new Map<string, Promise<PayPalNamespace>>();

/**
 * Adds PayPal's script to the page once (later calls share the same promise) and resolves
 * with `window.paypal`. A failed load removes the script so that a retry starts afresh.
 */
export function loadPayPalSdk(src: string): Promise<PayPalNamespace> {
  const pending = loads.get(src);
  if (pending) return pending;

  const load = new Promise<PayPalNamespace>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.dataset.paypalSdk = '';
    script.addEventListener('load', () => {
      if (window.paypal) resolve(window.paypal);
      else fail(new Error('El SDK de PayPal no definió window.paypal.'));
    });
    script.addEventListener('error', () => fail(new Error(`No se pudo cargar el SDK de PayPal (${src}).`)));
    function fail(error: Error) {
      loads.delete(src);
      script.remove();
      reject(error);
    }
    document.head.appendChild(script);
  });
  loads.set(src, load);
  return load;
}

/** Tests only: forget loaded scripts. */
export function resetPayPalSdkForTests(): void {
  loads.clear();
  document.querySelectorAll('script[data-paypal-sdk]').forEach((script) => script.remove());
}
