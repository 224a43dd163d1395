import { loadScript, type PayPalScriptOptions } from '@paypal/paypal-js';
import type { Locale, PaymentsConfig } from '@hv/shared';

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

/** The language PayPal's buttons and window speak on each of our languages' pages. */
export const PAYPAL_LOCALE: Record<Locale, string> = { es: 'es_MX', en: 'en_US' };

/**
 * What @paypal/paypal-js asks for: `{sdkUrl}?client-id=…&currency=MXN&intent=capture`, plus
 * `&locale=es_MX` or `en_US` for the page's language, as PayPal documents its SDK address; `sdkUrl`
 * is PayPal's or, in test mode, the server's stand-in (`/paypal-standin/sdk/js`, which ignores the locale).
 */
export function paypalScriptOptions(
  config: Pick<PaymentsConfig, 'sdkUrl' | 'clientId' | 'currency'>,
  locale?: Locale,
): ScriptOptions {
  return {
    clientId: config.clientId,
    currency: config.currency,
    intent: 'capture',
    ...(locale ? { locale: PAYPAL_LOCALE[locale] } : {}),
    sdkBaseUrl: config.sdkUrl,
    dataPaypalSdk: 'booking',
  };
}

/**
 * How long PayPal's script may take before the checkout gives up and offers 'Reintentar'. Offline,
 * or on a connection that never answers, the script neither loads nor fails (issue 15: 'Cargando
 * PayPal...' spun forever); a script error fails at once, without waiting for this.
 */
export const PAYPAL_SDK_TIMEOUT_MS = 15_000;

interface Load {
  promise: Promise<PayPalNamespace>;
  timer: ReturnType<typeof setTimeout>;
}

const loads = new Map<string, Load>();
const removeScripts = () => document.querySelectorAll('script[data-paypal-sdk]').forEach((script) => script.remove());

/**
 * Adds PayPal's script to the page with @paypal/paypal-js's loadScript and resolves with the SDK,
 * or rejects when the script fails or has not loaded within `PAYPAL_SDK_TIMEOUT_MS`.
 * Calls while it loads share one promise (loadScript alone would add a second script until the
 * first defines window.paypal), and a failed load removes its script so that a retry starts
 * afresh (loadScript leaves it in the page).
 */
export function loadPayPalSdk(options: ScriptOptions): Promise<PayPalNamespace> {
  const key = JSON.stringify(options);
  const pending = loads.get(key);
  if (pending) return pending.promise;

  const failure = (cause: unknown) => new Error(`No se pudo cargar el SDK de PayPal (${options.sdkBaseUrl}).`, { cause });
  let timer!: ReturnType<typeof setTimeout>;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(failure(new Error(`no terminó de cargar en ${PAYPAL_SDK_TIMEOUT_MS / 1000} s`))),
      PAYPAL_SDK_TIMEOUT_MS,
    );
  });
  const script = loadScript(options).then(
    (paypal) => {
      if (!paypal?.Buttons) throw new Error('El SDK de PayPal no definió window.paypal.');
      // Our own narrow type: the server's stand-in implements only what the form calls.
      return paypal as unknown as PayPalNamespace;
    },
    (cause: unknown) => {
      throw failure(cause);
    },
  );
  const promise = Promise.race([script, timeout]);
  promise.then(
    () => clearTimeout(timer),
    () => {
      clearTimeout(timer);
      loads.delete(key);
      removeScripts();
    },
  );
  loads.set(key, { promise, timer });
  return promise;
}

/** Tests only: forget loaded scripts and pending time limits. */
export function resetPayPalSdkForTests(): void {
  for (const { timer } of loads.values()) clearTimeout(timer);
  loads.clear();
  removeScripts();
}
