import type { PreferenceRequest, PreferenceResponse } from 'mercadopago/dist/clients/preference/commonTypes';
import type { PaymentResponse } from 'mercadopago/dist/clients/payment/commonTypes';
import type { PaymentSearch } from 'mercadopago/dist/clients/payment/search/types';
import type { RefundResponse } from 'mercadopago/dist/clients/paymentRefund/commonTypes';
import type { CreateRefundBody } from 'mercadopago/dist/clients/paymentRefund/create/types';
import { fetchWithTimeout, reach, readBody, RemoteApiError, type Fetch } from '../../../lib/remote-api.ts';

// A small Mercado Pago REST client on fetch (docs/decisions/0211): the requests the official SDK
// (`mercadopago` on npm) sends for Preference.create/get, Payment.get/search/cancel and
// PaymentRefund.create, with the SDK's own types for their bodies and answers. The SDK's clients
// read one process-wide base URL and the global fetch; this one takes both, so the same code
// talks to Mercado Pago and to the stand-in. test/mercadopago-contract.test.ts checks both sides.

/** An answer as the API sends it (the SDK adds `api_response` itself). */
type Answer<T> = Omit<T, 'api_response'>;
export type MpPreferenceRequest = PreferenceRequest;
export type MpPreference = Answer<PreferenceResponse>;
export type MpPayment = Answer<PaymentResponse>;
export type MpPaymentSearch = PaymentSearch;
export type MpRefund = Answer<RefundResponse>;
export type MpRefundRequest = CreateRefundBody;

export const MERCADOPAGO_API = 'https://api.mercadopago.com';
const TIMEOUT_MS = 15_000;

/** Mercado Pago refused or could not be reached (status 0). `code` is its `error`/`cause[0].code`. */
export class MercadoPagoApiError extends RemoteApiError {
  constructor(status: number, code: string | undefined, message: string) {
    super(status, code, message, [408, 409, 423, 429]);
  }
  /** The same idempotency key is still being worked on (409/423 in the SDK's MPIdempotencyError/MPResourceLockedError). */
  get inProgress() {
    return this.status === 409 || this.status === 423;
  }
}

export interface MercadoPagoClient {
  createPreference(body: MpPreferenceRequest, idempotencyKey: string): Promise<MpPreference>;
  getPreference(id: string): Promise<MpPreference>;
  getPayment(id: string): Promise<MpPayment>;
  /** Payments of one external_reference, newest first. */
  searchPayments(externalReference: string): Promise<MpPaymentSearch>;
  refundPayment(paymentId: string, body: MpRefundRequest, idempotencyKey: string): Promise<MpRefund>;
  /** Payment.cancel: a payment not yet approved (an OXXO ticket, a SPEI transfer awaited) can no longer be paid. */
  cancelPayment(paymentId: string): Promise<MpPayment>;
}

export function createMercadoPagoClient(opts: { baseUrl?: string; accessToken: string; fetch?: Fetch }): MercadoPagoClient {
  const baseUrl = (opts.baseUrl ?? MERCADOPAGO_API).replace(/\/$/, '');
  const doFetch: Fetch = opts.fetch ?? fetchWithTimeout(TIMEOUT_MS);

  async function call<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown, idempotencyKey?: string): Promise<T> {
    const headers: Record<string, string> = {
      Authorization: `Bearer ${opts.accessToken}`,
      'Content-Type': 'application/json',
    };
    if (idempotencyKey) headers['X-Idempotency-Key'] = idempotencyKey;
    const res = await reach(
      doFetch,
      `${baseUrl}${path}`,
      { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) },
      (reason) => new MercadoPagoApiError(0, undefined, `Mercado Pago unreachable: ${reason}`),
    );
    const json = await readBody(res);
    if (!res.ok) {
      const err = (json ?? {}) as { error?: string; message?: string; cause?: { code?: string | number }[] };
      const code = err.cause?.[0]?.code !== undefined ? String(err.cause[0].code) : err.error;
      throw new MercadoPagoApiError(res.status, code, err.message ?? `Mercado Pago answered ${res.status}`);
    }
    return json as T;
  }

  return {
    createPreference: (body, key) => call('POST', '/checkout/preferences', body, key),
    getPreference: (id) => call('GET', `/checkout/preferences/${encodeURIComponent(id)}`),
    getPayment: (id) => call('GET', `/v1/payments/${encodeURIComponent(id)}`),
    searchPayments: (ref) =>
      call(
        'GET',
        `/v1/payments/search?${new URLSearchParams({ external_reference: ref, sort: 'date_created', criteria: 'desc' })}`,
      ),
    refundPayment: (id, body, key) => call('POST', `/v1/payments/${encodeURIComponent(id)}/refunds`, body, key),
    cancelPayment: (id) => call('PUT', `/v1/payments/${encodeURIComponent(id)}`, { status: 'cancelled' }),
  };
}
