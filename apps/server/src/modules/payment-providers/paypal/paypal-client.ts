// A small PayPal REST client (Orders v2, Payments v2 captures and refunds, webhook verification)
// on fetch. The same code talks to PayPal (live or sandbox) and to the built-in stand-in; only
// the base URL and fetch differ. Its requests are checked against PayPal's OpenAPI documents in
// test/paypal-contract.test.ts.

import { fetchWithTimeout, reach, readBody, type Fetch } from '../../../lib/remote-api.ts';

export interface PayPalMoney {
  currency_code: string;
  value: string;
}

export interface PayPalName {
  given_name?: string;
  surname?: string;
}

export interface PayPalLink {
  href: string;
  rel: string;
  method?: string;
}

export interface PayPalCapture {
  id: string;
  /** COMPLETED, DECLINED, PARTIALLY_REFUNDED, PENDING, REFUNDED or FAILED. */
  status: string;
  amount: PayPalMoney;
  custom_id?: string;
  invoice_id?: string;
  final_capture?: boolean;
  status_details?: { reason?: string };
  seller_receivable_breakdown?: { gross_amount: PayPalMoney; paypal_fee?: PayPalMoney; net_amount?: PayPalMoney };
  /** Payments v2 only (GET /v2/payments/captures/{id} and webhook events): the capture's order. */
  supplementary_data?: { related_ids?: { order_id?: string } };
  links?: PayPalLink[];
  create_time?: string;
  update_time?: string;
}

/** A Payments v2 refund (POST /v2/payments/captures/{id}/refund, PAYMENT.CAPTURE.REFUNDED and REVERSED). */
export interface PayPalRefund {
  id: string;
  /** COMPLETED, PENDING, FAILED or CANCELLED. */
  status: string;
  amount?: PayPalMoney;
  note_to_payer?: string;
  invoice_id?: string;
  custom_id?: string;
  seller_payable_breakdown?: {
    gross_amount?: PayPalMoney;
    paypal_fee?: PayPalMoney;
    net_amount?: PayPalMoney;
    /** What the capture has had refunded so far, this refund included. */
    total_refunded_amount?: PayPalMoney;
  };
  /** `up` is the refunded capture. */
  links?: PayPalLink[];
  create_time?: string;
  update_time?: string;
}

export interface PayPalOrder {
  id: string;
  status: string;
  intent?: string;
  payer?: { name?: PayPalName; email_address?: string; payer_id?: string };
  payment_source?: { paypal?: { name?: PayPalName; email_address?: string; account_id?: string } };
  purchase_units?: {
    reference_id?: string;
    custom_id?: string;
    description?: string;
    amount?: PayPalMoney;
    payments?: { captures?: PayPalCapture[]; refunds?: PayPalRefund[] };
  }[];
  /** `approve` or `payer-action` (where the buyer approves), `capture`, `self`… */
  links?: PayPalLink[];
}

/** verify-webhook-signature's fields, from the PAYPAL-* headers of the notification. */
export interface WebhookVerification {
  auth_algo: string;
  cert_url: string;
  transmission_id: string;
  transmission_sig: string;
  transmission_time: string;
  webhook_id: string;
}

/** A JSON text sent as it is (the webhook event exactly as PayPal sent it, not re-serialised). */
class RawJson {
  constructor(readonly text: string) {}
}

export interface CreateOrderRequest {
  /** Sent as PayPal-Request-Id: a retried request creates no second order. */
  requestId: string;
  description: string;
  /** Two decimals, e.g. "1450.00". */
  amount: string;
  currency: string;
  /** Our booking id, echoed back on captures and webhook events. */
  customId: string;
  brandName: string;
  /**
   * The buyer as typed at checkout, sent as payment_source.paypal name and email_address: PayPal
   * prefills its guest form with them; the payer PayPal reports is whoever approves.
   */
  buyer?: { givenName: string; surname: string; email: string };
}

export interface RefundRequest {
  /** Sent as PayPal-Request-Id: a retried refund refunds once. */
  requestId: string;
  /** Part of the capture; without it, whatever of the capture is not refunded yet. */
  amount?: PayPalMoney;
  /** Shown to the payer (PayPal's note_to_payer, at most 255 characters). */
  note: string;
  /** Our reference for the refund (PayPal's custom_id, at most 127 characters), echoed in its notifications. */
  customId?: string;
}

/** A PayPal answer other than 2xx (status 0: PayPal could not be reached). */
export class PayPalApiError extends Error {
  constructor(
    readonly status: number,
    /** PayPal's error name, e.g. UNPROCESSABLE_ENTITY. */
    readonly paypalName: string,
    /** The first detail's issue, e.g. ORDER_NOT_APPROVED. */
    readonly issue: string | undefined,
    message: string,
  ) {
    super(message);
  }
  /**
   * PayPal is still working on this resource (another request for it is under way): the
   * outcome is not known yet. 409 and 422 ORDER_COMPLETION_IN_PROGRESS.
   */
  get inProgress() {
    return this.status === 409 || this.issue === 'ORDER_COMPLETION_IN_PROGRESS';
  }
  /**
   * PayPal answered and refused: retrying the same call will not succeed. Not a timeout (408),
   * a request in progress (see inProgress) or a rate limit (429), whose outcome is unknown.
   */
  get definitive() {
    return this.status >= 400 && this.status < 500 && ![408, 429].includes(this.status) && !this.inProgress;
  }
}

export type { Fetch };

export interface PayPalClient {
  /** The created order as PayPal answers by default (id, status and links: all we need). */
  createOrder(request: CreateOrderRequest): Promise<PayPalOrder>;
  /** The captured order in full (captures, payer): asked for with Prefer: return=representation. */
  captureOrder(orderId: string, requestId: string): Promise<PayPalOrder>;
  getOrder(orderId: string): Promise<PayPalOrder>;
  getCapture(captureId: string): Promise<PayPalCapture>;
  /** Refunds a capture in full or in part; answers the refund in full. */
  refundCapture(captureId: string, request: RefundRequest): Promise<PayPalRefund>;
  /** `rawEvent`: the notification body as received; PayPal checks the signature against it. */
  verifyWebhookSignature(request: WebhookVerification, rawEvent: string): Promise<boolean>;
}

const TIMEOUT_MS = 20_000;

export function createPayPalClient(opts: {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  fetch?: Fetch;
}): PayPalClient {
  const doFetch: Fetch = opts.fetch ?? fetchWithTimeout(TIMEOUT_MS);
  let token: { value: string; expires: number } | null = null;

  async function send(url: string, init: Parameters<Fetch>[1]): Promise<{ status: number; body: unknown }> {
    const response = await reach(
      doFetch,
      url,
      init,
      (reason) => new PayPalApiError(0, 'NETWORK', undefined, `PayPal unreachable: ${reason}`),
    );
    const body = await readBody(response);
    return { status: response.status, body };
  }

  function failure(status: number, body: unknown): PayPalApiError {
    const b = (body ?? {}) as {
      name?: string;
      error?: string;
      message?: string;
      details?: { issue?: string; description?: string }[];
    };
    const issue = b.details?.[0]?.issue;
    return new PayPalApiError(status, b.name ?? b.error ?? 'UNKNOWN', issue, b.message ?? `PayPal answered ${status}`);
  }

  async function accessToken(): Promise<string> {
    if (token && token.expires > Date.now()) return token.value;
    const basic = Buffer.from(`${opts.clientId}:${opts.clientSecret}`).toString('base64');
    const { status, body } = await send(`${opts.baseUrl}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
    });
    if (status !== 200) throw failure(status, body);
    const b = body as { access_token: string; expires_in: number };
    // Renewed a minute early so a token never expires between here and PayPal.
    token = { value: b.access_token, expires: Date.now() + Math.max(0, b.expires_in - 60) * 1000 };
    return token.value;
  }

  /**
   * One REST call. PayPal answers a POST minimally (id, status, links) unless asked for the whole
   * resource: `representation` asks for it where the caller reads more than the id.
   */
  async function call<T>(
    method: string,
    path: string,
    payload?: unknown,
    options: { requestId?: string; representation?: boolean } = {},
  ): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      const headers: Record<string, string> = {
        authorization: `Bearer ${await accessToken()}`,
        'content-type': 'application/json',
        accept: 'application/json',
      };
      if (options.representation) headers.prefer = 'return=representation';
      if (options.requestId) headers['paypal-request-id'] = options.requestId;
      const { status, body } = await send(`${opts.baseUrl}${path}`, {
        method,
        headers,
        body: payload === undefined ? undefined : payload instanceof RawJson ? payload.text : JSON.stringify(payload),
      });
      if (status === 401 && attempt === 0) {
        token = null; // revoked or expired early: one fresh token, then give up
        continue;
      }
      if (status < 200 || status >= 300) throw failure(status, body);
      return body as T;
    }
  }

  return {
    createOrder: (r) =>
      call<PayPalOrder>(
        'POST',
        '/v2/checkout/orders',
        {
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: r.customId,
              custom_id: r.customId,
              description: r.description,
              amount: { currency_code: r.currency, value: r.amount },
            },
          ],
          payment_source: {
            paypal: {
              ...(r.buyer
                ? {
                    name: {
                      given_name: r.buyer.givenName.slice(0, 140),
                      ...(r.buyer.surname ? { surname: r.buyer.surname.slice(0, 140) } : {}),
                    },
                    email_address: r.buyer.email,
                  }
                : {}),
              experience_context: {
                brand_name: r.brandName.slice(0, 127),
                locale: 'es-MX',
                shipping_preference: 'NO_SHIPPING',
                user_action: 'PAY_NOW',
              },
            },
          },
        },
        { requestId: r.requestId },
      ),
    captureOrder: (orderId, requestId) =>
      call<PayPalOrder>('POST', `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`, undefined, {
        requestId,
        representation: true,
      }),
    getOrder: (orderId) => call<PayPalOrder>('GET', `/v2/checkout/orders/${encodeURIComponent(orderId)}`),
    getCapture: (captureId) => call<PayPalCapture>('GET', `/v2/payments/captures/${encodeURIComponent(captureId)}`),
    refundCapture: (captureId, r) =>
      call<PayPalRefund>(
        'POST',
        `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`,
        {
          ...(r.amount ? { amount: r.amount } : {}),
          ...(r.customId ? { custom_id: r.customId.slice(0, 127) } : {}),
          ...(r.note ? { note_to_payer: r.note.slice(0, 255) } : {}),
        },
        { requestId: r.requestId, representation: true },
      ),
    async verifyWebhookSignature(request, rawEvent) {
      const fields = JSON.stringify(request);
      const payload = new RawJson(`${fields.slice(0, -1)},"webhook_event":${rawEvent}}`);
      const body = await call<{ verification_status?: string }>('POST', '/v1/notifications/verify-webhook-signature', payload);
      return body.verification_status === 'SUCCESS';
    },
  };
}

/** The first capture of an order's only purchase unit. */
export const firstCapture = (order: PayPalOrder): PayPalCapture | undefined => order.purchase_units?.[0]?.payments?.captures?.[0];

/** The payer as Orders v2 reports it (payment_source.paypal is the current field, payer the older one). */
export function payerOf(order: PayPalOrder): { email: string | null; givenName: string | null; fullName: string | null } {
  const source = order.payment_source?.paypal;
  const name = source?.name ?? order.payer?.name;
  const email = source?.email_address ?? order.payer?.email_address ?? null;
  const fullName = [name?.given_name, name?.surname].filter(Boolean).join(' ') || null;
  return { email, givenName: name?.given_name ?? null, fullName };
}
