import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '@hv/shared';
import { AppError } from '../../lib/errors.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { trustedOrigins } from '../../lib/origin-guard.ts';
import type {
  Fetch,
  PayPalCapture,
  PayPalMoney,
  PayPalOrder,
  PayPalRefund,
} from '../../modules/payment-providers/paypal/paypal-client.ts';
import { paypalError, webhooksValidationError, type PayPalErrorDetail } from './standin-errors.ts';
import { isFreshTransmission } from '../../modules/payment-providers/paypal/webhook-transmission.ts';
import { injectFetch } from '../inject-fetch.ts';
import {
  createWebhookSender,
  type StandInEvent,
  type StandInEventType,
  type WebhookDelivery,
  type WebhookSender,
} from './standin-webhooks.ts';

/**
 * The PayPal stand-in: used when no PayPal credentials are set (docs/architecture.md §7). It
 * answers the PayPal REST endpoints our server calls — oauth2 token; Orders v2 create, get and
 * capture; Payments v2 get capture, refund and get refund; Webhooks v1 verify-webhook-signature
 * and get event — as PayPal's OpenAPI documents describe them (test/paypal-contract.test.ts holds
 * it to them), sends signed webhook events to the site when a capture completes, stays pending,
 * is denied, refunded or reversed, and serves a browser SDK that the booking form loads exactly
 * like PayPal's, plus the approval page its orders link to.
 *
 * Orders live in this process's memory (docs/decisions/0030-stand-in-orders-in-memory.md): they
 * are test-mode only, and a restart merely makes the traveller press the button again; the
 * booking rows are in the database either way.
 */

export const STANDIN_PREFIX = '/paypal-standin';
export const STANDIN_CLIENT_ID = 'hv-standin-client';
export const STANDIN_WEBHOOK_ID = 'HVSTANDINWEBHOOK';
/** The site's webhook route, on PUBLIC_URL (modules/bookings/routes.ts). */
export const SITE_WEBHOOK_PATH = '/api/payments/webhook';
const STANDIN_AUTH_ALGO = 'HMACSHA256';
const TOKEN_TTL_S = 32_400;
const MAX_KEPT = 10_000;
/** PayPal Mexico's fee for a domestic sale: 3.95 % plus 4 MXN (shown in the breakdowns). */
const FEE_RATE = 0.0395;
const FEE_FIXED_CENTS = 400;
/** Currencies PayPal accepts for payments (its currency-codes reference). */
const CURRENCIES = new Set(
  'AUD BRL CAD CNY CZK DKK EUR HKD HUF ILS JPY MYR MXN TWD NZD NOK PHP PLN GBP SGD SEK CHF THB USD'.split(' '),
);

export interface StandInPayer {
  given_name: string;
  surname: string;
  email: string;
}

type CaptureStatus = 'COMPLETED' | 'DECLINED' | 'PARTIALLY_REFUNDED' | 'PENDING' | 'REFUNDED' | 'FAILED';

/** What a test can make the next capture of an order do. */
export interface StandInTamper {
  /** Capture this amount instead of the order's (a mismatch). */
  captureAmount?: string;
  captureCurrency?: string;
  /** A capture status other than COMPLETED: DECLINED (PAYMENT.CAPTURE.DENIED) or PENDING (PAYMENT.CAPTURE.PENDING). */
  captureStatus?: string;
  /** Refuse the capture with this PayPal error (the body is PayPal's for that status and issue). */
  captureError?: { status: number; name: string; issue: string };
  /** Capture the order, then answer this error instead of it (an answer lost or garbled on the way). */
  errorAfterCapture?: { status: number; name: string; issue: string };
  /**
   * Awaited once, by the next capture, while PayPal is completing the order: a test can hold a
   * capture in flight. Meanwhile other captures of the order get ORDER_COMPLETION_IN_PROGRESS.
   */
  beforeCapture?: () => Promise<void>;
  /**
   * Awaited once, by the next refund of the order's capture, after the refund's notification is
   * sent and before the refund is answered: a test can have the notification arrive first.
   */
  beforeRefundAnswer?: () => Promise<void>;
}

interface StandInUnit {
  reference_id: string;
  custom_id?: string;
  invoice_id?: string;
  description?: string;
  soft_descriptor?: string;
  amount: PayPalMoney;
  captures: StandInCapture[];
}

interface StandInCapture {
  id: string;
  orderId: string;
  unit: StandInUnit;
  status: CaptureStatus;
  reason?: string;
  amount: PayPalMoney;
  refunds: StandInRefund[];
  createTime: string;
  updateTime: string;
}

interface StandInRefund {
  id: string;
  capture: StandInCapture;
  amount: PayPalMoney;
  /** The capture's total refunded once this refund went through. */
  totalRefunded: PayPalMoney;
  note?: string;
  invoiceId?: string;
  customId?: string;
  createTime: string;
}

interface StandInOrder {
  id: string;
  intent: 'CAPTURE' | 'AUTHORIZE';
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  units: StandInUnit[];
  /** Created with payment_source.paypal: its approval link is `payer-action`, else `approve`. */
  paymentSource: boolean;
  returnUrl?: string;
  cancelUrl?: string;
  payer?: StandInPayer & { payer_id: string };
  /** payment_source.paypal name and email_address of the request: the guest form's prefill. */
  prefill?: Partial<StandInPayer>;
  createTime: string;
  updateTime: string;
  tamper?: StandInTamper;
  /** A capture of this order is being processed now. */
  completing?: boolean;
  /** The PayPal-Request-Id of every capture request received, in order (for tests). */
  captureRequestIds: string[];
}

export interface StandIn {
  clientId: string;
  clientSecret: string;
  webhookId: string;
  /** Where our PayPal client sends its requests: into this same app, without a network hop. */
  fetchVia(app: FastifyInstance): Fetch;
  routes(app: FastifyInstance): Promise<void>;
  /** The buyer's approval, as the SDK's button does it (for tests). */
  approve(orderId: string, payer?: Partial<StandInPayer>): void;
  /** Test hook: makes the next capture of this order misbehave. */
  tamper(orderId: string, tamper: StandInTamper): void;
  /** An order as GET /v2/checkout/orders/:id shows it (for tests). */
  inspect(orderId: string): PayPalOrder | undefined;
  /** A capture as GET /v2/payments/captures/:id shows it (for tests). */
  inspectCapture(captureId: string): PayPalCapture | undefined;
  /** The PayPal-Request-Id of each capture request received for this order, oldest first (for tests). */
  captureRequestIds(orderId: string): string[];
  /** PayPal finishes reviewing a PENDING capture: COMPLETED (PAYMENT.CAPTURE.COMPLETED) or DECLINED (…DENIED). */
  settleCapture(captureId: string, outcome: 'COMPLETED' | 'DECLINED'): PayPalCapture;
  /** What the capture still holds goes back to the buyer (a chargeback won): PAYMENT.CAPTURE.REVERSED. */
  reverseCapture(captureId: string): PayPalRefund;
  /** The webhook events sent so far, oldest first, with the site's answer. */
  webhookDeliveries(): WebhookDelivery[];
  /** Resolves once every webhook event due now has been delivered (for tests). */
  webhooksSettled(): Promise<void>;
  /** The PAYPAL-* headers PayPal would send with this webhook event, transmitted now or `at` (a replay, for tests). */
  signWebhook(event: unknown, at?: Date): Record<string, string>;
}

/** PayPal's ids: its own base-32 alphabet, without 0, 1, I and O (payer ids must match ^[2-9A-HJ-NP-Z]{13}$). */
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const paypalId = (length: number) => Array.from(randomBytes(length), (b) => ALPHABET[b % ALPHABET.length]).join('');
/** PayPal's timestamps: seconds, no fraction. */
const now = (at = new Date()) => at.toISOString().replace(/\.\d{3}Z$/, 'Z');

const toCents = (value: string) => {
  const [units = '0', fraction = ''] = value.split('.');
  return Number(units) * 100 + Number(fraction.padEnd(2, '0'));
};
const money = (currency: string, cents: number): PayPalMoney => ({
  currency_code: currency,
  value: `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`,
});
const feeOf = (grossCents: number) => Math.min(grossCents, Math.round(grossCents * FEE_RATE) + FEE_FIXED_CENTS);

const sdkSource = readFileSync(new URL('./standin-sdk.browser.js', import.meta.url), 'utf8');

export const DEFAULT_STANDIN_PAYER: StandInPayer = {
  given_name: 'Viajero',
  surname: 'de Prueba',
  email: 'comprador.prueba@example.com',
};

/** A request body that was not JSON (PayPal answers MALFORMED_REQUEST_JSON) or not a type PayPal takes. */
const MALFORMED = Symbol('malformed JSON');
const UNSUPPORTED = Symbol('unsupported media type');

/** A PayPal answer: status and body. */
interface Answer {
  status: number;
  body: unknown;
}
const fail = (status: number, detail?: PayPalErrorDetail, opts?: Parameters<typeof paypalError>[2]): Answer => ({
  status,
  body: paypalError(status, detail, opts),
});
const notFound = (location: 'path' = 'path') => fail(404, { issue: 'INVALID_RESOURCE_ID', location });

/** Whether the caller asked for the whole resource (PayPal's default is return=minimal). */
const wantsRepresentation = (request: FastifyRequest) => /return=representation/i.test(String(request.headers.prefer ?? ''));

export function createStandIn(opts: {
  /** Derives the stand-in's client secret and webhook signing key (never sent to browsers). */
  secret: string;
  publicUrl: string;
  /** The signed-in user approving in the browser, if any (their name and e-mail become the payer's). */
  payerFor(request: FastifyRequest): Promise<Partial<StandInPayer> | null>;
}): StandIn {
  const clientSecret = createHmac('sha256', opts.secret).update('paypal-standin-client-secret').digest('hex');
  const signingKey = createHmac('sha256', opts.secret).update('paypal-standin-webhook-key').digest();
  const orders = new Map<string, StandInOrder>();
  const captures = new Map<string, StandInCapture>();
  const refunds = new Map<string, StandInRefund>();
  const events = new Map<string, StandInEvent>();
  const tokens = new Map<string, number>();
  // PayPal-Request-Id → the first successful answer, replayed for a retried request (PayPal's
  // idempotency keeps only successes: a refused request may be sent again and succeed).
  const replies = new Map<string, Answer>();
  const base = `${opts.publicUrl}${STANDIN_PREFIX}`;
  const href = {
    order: (id: string) => `${base}/v2/checkout/orders/${id}`,
    approve: (id: string) => `${base}/checkoutnow?token=${id}`,
    capture: (id: string) => `${base}/v2/payments/captures/${id}`,
    refund: (id: string) => `${base}/v2/payments/refunds/${id}`,
    event: (id: string) => `${base}/v1/notifications/webhooks-events/${id}`,
  };

  const remember = <K, V>(map: Map<K, V>, key: K, value: V) => {
    map.set(key, value);
    if (map.size > MAX_KEPT) map.delete(map.keys().next().value as K);
  };

  // Hex, so that it matches verify-webhook-signature's transmission_sig pattern (^(?!\d+$)\w+\S+)
  // as PayPal's own signatures do.
  const signature = (transmissionId: string, time: string, webhookId: string, event: unknown) =>
    createHmac('sha256', signingKey)
      .update(`${transmissionId}|${time}|${webhookId}|${createHash('sha256').update(JSON.stringify(event)).digest('hex')}`)
      .digest('hex');

  function signWebhook(event: unknown, at?: Date): Record<string, string> {
    // Like PayPal's (a UUID), never all digits: verify-webhook-signature's pattern refuses those.
    const transmissionId = randomUUID();
    const time = now(at);
    return {
      'paypal-auth-algo': STANDIN_AUTH_ALGO,
      'paypal-cert-url': `${base}/v1/notifications/certs/standin`,
      'paypal-transmission-id': transmissionId,
      'paypal-transmission-time': time,
      'paypal-transmission-sig': signature(transmissionId, time, STANDIN_WEBHOOK_ID, event),
    };
  }

  let webhooks: WebhookSender | null = null;

  // ---- Representations (Orders v2 `order`, Payments v2 `capture-2` and `refund`) ----

  function breakdown(c: StandInCapture) {
    const gross = toCents(c.amount.value);
    const fee = feeOf(gross);
    return {
      gross_amount: c.amount,
      paypal_fee: money(c.amount.currency_code, fee),
      net_amount: money(c.amount.currency_code, gross - fee),
    };
  }

  function captureBody(c: StandInCapture, where: 'order' | 'payments') {
    const refundable = c.status === 'COMPLETED' || c.status === 'PARTIALLY_REFUNDED';
    const settled = c.status !== 'PENDING' && c.status !== 'DECLINED' && c.status !== 'FAILED';
    return {
      id: c.id,
      status: c.status,
      ...(c.reason ? { status_details: { reason: c.reason } } : {}),
      amount: c.amount,
      final_capture: true,
      seller_protection: { status: 'ELIGIBLE', dispute_categories: ['ITEM_NOT_RECEIVED', 'UNAUTHORIZED_TRANSACTION'] },
      ...(settled ? { seller_receivable_breakdown: breakdown(c) } : {}),
      ...(c.unit.custom_id ? { custom_id: c.unit.custom_id } : {}),
      ...(c.unit.invoice_id ? { invoice_id: c.unit.invoice_id } : {}),
      ...(where === 'payments' ? { supplementary_data: { related_ids: { order_id: c.orderId } } } : {}),
      links: [
        { href: href.capture(c.id), rel: 'self', method: 'GET' },
        ...(refundable ? [{ href: `${href.capture(c.id)}/refund`, rel: 'refund', method: 'POST' }] : []),
        { href: href.order(c.orderId), rel: 'up', method: 'GET' },
      ],
      create_time: c.createTime,
      update_time: c.updateTime,
    };
  }

  function refundBody(r: StandInRefund) {
    const gross = toCents(r.amount.value);
    const captureGross = toCents(r.capture.amount.value);
    // PayPal gives back the fee in proportion to what is refunded.
    const fee = captureGross ? Math.round((feeOf(captureGross) * gross) / captureGross) : 0;
    return {
      id: r.id,
      status: 'COMPLETED',
      amount: r.amount,
      ...(r.note ? { note_to_payer: r.note } : {}),
      ...(r.invoiceId ? { invoice_id: r.invoiceId } : {}),
      ...(r.customId ? { custom_id: r.customId } : {}),
      seller_payable_breakdown: {
        gross_amount: r.amount,
        paypal_fee: money(r.amount.currency_code, fee),
        net_amount: money(r.amount.currency_code, gross - fee),
        total_refunded_amount: r.totalRefunded,
      },
      links: [
        { href: href.refund(r.id), rel: 'self', method: 'GET' },
        { href: href.capture(r.capture.id), rel: 'up', method: 'GET' },
      ],
      create_time: r.createTime,
      update_time: r.createTime,
    };
  }

  function orderLinks(order: StandInOrder) {
    return [
      { href: href.order(order.id), rel: 'self', method: 'GET' },
      ...(order.status === 'CREATED'
        ? [{ href: href.approve(order.id), rel: order.paymentSource ? 'payer-action' : 'approve', method: 'GET' }]
        : []),
      { href: href.order(order.id), rel: 'update', method: 'PATCH' },
      ...(order.status === 'APPROVED'
        ? [
            {
              href: `${href.order(order.id)}/${order.intent === 'CAPTURE' ? 'capture' : 'authorize'}`,
              rel: order.intent.toLowerCase(),
              method: 'POST',
            },
          ]
        : []),
    ].filter((link) => order.status !== 'COMPLETED' || link.rel === 'self');
  }

  function payerParts(order: StandInOrder) {
    const payer = order.payer;
    if (!payer) return order.paymentSource ? { payment_source: { paypal: {} } } : {};
    const name = { given_name: payer.given_name, surname: payer.surname };
    return {
      payment_source: {
        paypal: { email_address: payer.email, account_id: payer.payer_id, account_status: 'VERIFIED', name },
      },
      payer: { name, email_address: payer.email, payer_id: payer.payer_id },
    };
  }

  function payments(unit: StandInUnit, full: boolean) {
    if (!unit.captures.length) return {};
    const unitRefunds = unit.captures.flatMap((c) => c.refunds);
    return {
      payments: {
        captures: unit.captures.map((c) => captureBody(c, 'order')),
        ...(full && unitRefunds.length ? { refunds: unitRefunds.map(refundBody) } : {}),
      },
    };
  }

  function representation(order: StandInOrder) {
    return {
      id: order.id,
      intent: order.intent,
      status: order.status,
      ...payerParts(order),
      purchase_units: order.units.map((u) => ({
        reference_id: u.reference_id,
        amount: u.amount,
        ...(u.description ? { description: u.description } : {}),
        ...(u.custom_id ? { custom_id: u.custom_id } : {}),
        ...(u.invoice_id ? { invoice_id: u.invoice_id } : {}),
        ...(u.soft_descriptor ? { soft_descriptor: u.soft_descriptor } : {}),
        ...payments(u, true),
      })),
      create_time: order.createTime,
      update_time: order.updateTime,
      links: orderLinks(order),
    };
  }

  /** What PayPal answers a create without Prefer: return=representation. */
  const minimalOrder = (order: StandInOrder) => ({ id: order.id, status: order.status, links: orderLinks(order) });

  /** What PayPal answers a capture without Prefer: return=representation (its captures, not the order's details). */
  const minimalCaptured = (order: StandInOrder) => ({
    id: order.id,
    status: order.status,
    ...payerParts(order),
    purchase_units: order.units.map((u) => ({ reference_id: u.reference_id, ...payments(u, false) })),
    links: orderLinks(order),
  });

  // ---- Webhook events (Webhooks v1 `event`) ----

  const SUMMARY: Record<StandInEventType, string> = {
    'PAYMENT.CAPTURE.COMPLETED': 'Payment completed for',
    'PAYMENT.CAPTURE.PENDING': 'Payment pending for',
    'PAYMENT.CAPTURE.DENIED': 'Payment denied for',
    'PAYMENT.CAPTURE.REFUNDED': 'A capture payment was refunded for',
    'PAYMENT.CAPTURE.REVERSED': 'A capture payment was reversed for',
  };

  function emit(type: StandInEventType, subject: { capture: StandInCapture } | { refund: StandInRefund }) {
    const resource = 'refund' in subject ? refundBody(subject.refund) : captureBody(subject.capture, 'payments');
    const amount = resource.amount;
    const id = `WH-${paypalId(17)}-${paypalId(17)}`;
    const event: StandInEvent = {
      id,
      event_version: '1.0',
      create_time: now(),
      resource_type: 'refund' in subject ? 'refund' : 'capture',
      resource_version: '2.0',
      event_type: type,
      summary: `${SUMMARY[type]} ${amount.currency_code} ${amount.value}`,
      resource,
      links: [
        { href: href.event(id), rel: 'self', method: 'GET' },
        { href: `${href.event(id)}/resend`, rel: 'resend', method: 'POST' },
      ],
    };
    remember(events, id, event);
    webhooks?.emit(event);
  }

  const CAPTURE_EVENT: Partial<Record<CaptureStatus, StandInEventType>> = {
    COMPLETED: 'PAYMENT.CAPTURE.COMPLETED',
    PENDING: 'PAYMENT.CAPTURE.PENDING',
    DECLINED: 'PAYMENT.CAPTURE.DENIED',
  };

  // ---- The buyer's side ----

  /** What a payment_source.paypal prefills of the payer (name, e-mail), when given. */
  function prefillOf(paypal: { name?: { given_name?: unknown; surname?: unknown }; email_address?: unknown } | undefined) {
    const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
    const prefill = {
      given_name: text(paypal?.name?.given_name),
      surname: text(paypal?.name?.surname),
      email: text(paypal?.email_address),
    };
    return Object.fromEntries(Object.entries(prefill).filter(([, v]) => v !== undefined)) as Partial<StandInPayer>;
  }

  function approve(orderId: string, payer: Partial<StandInPayer> = {}) {
    const order = orders.get(orderId);
    if (!order) throw new Error(`stand-in: no order ${orderId}`);
    if (order.status === 'COMPLETED') return;
    order.status = 'APPROVED';
    order.updateTime = now();
    // A signed-in approver is the payer; otherwise the guest keeps what the order prefilled.
    order.payer = { ...DEFAULT_STANDIN_PAYER, ...order.prefill, ...payer, payer_id: order.payer?.payer_id ?? paypalId(13) };
  }

  // ---- Operations, as plain functions from a request to PayPal's answer ----

  /** Orders v2 create: the documented checks of an order request (400 for its form, 422 for its meaning). */
  function createOrder(body: unknown, representationWanted: boolean): Answer {
    if (body === MALFORMED) return fail(400, { issue: 'MALFORMED_REQUEST_JSON' });
    const b = (body ?? {}) as {
      intent?: unknown;
      purchase_units?: unknown;
      payment_source?: {
        paypal?: {
          name?: { given_name?: unknown; surname?: unknown };
          email_address?: unknown;
          experience_context?: { return_url?: string; cancel_url?: string };
        };
      };
      application_context?: { return_url?: string; cancel_url?: string };
    };
    if (b.intent === undefined) return fail(400, { issue: 'MISSING_REQUIRED_PARAMETER', field: '/intent', location: 'body' });
    if (b.intent !== 'CAPTURE' && b.intent !== 'AUTHORIZE') {
      return fail(400, { issue: 'INVALID_PARAMETER_VALUE', field: '/intent', value: String(b.intent), location: 'body' });
    }
    if (!Array.isArray(b.purchase_units)) {
      return fail(400, { issue: 'MISSING_REQUIRED_PARAMETER', field: '/purchase_units', location: 'body' });
    }
    const units = b.purchase_units as { reference_id?: unknown; amount?: { currency_code?: unknown; value?: unknown } }[];
    if (units.length < 1) return fail(400, { issue: 'INVALID_ARRAY_MIN_ITEMS', field: '/purchase_units', location: 'body' });
    if (units.length > 10) return fail(400, { issue: 'INVALID_ARRAY_MAX_ITEMS', field: '/purchase_units', location: 'body' });
    for (const [i, unit] of units.entries()) {
      const at = `/purchase_units/${i}/amount`;
      const amount = unit?.amount;
      if (!amount) return fail(400, { issue: 'MISSING_REQUIRED_PARAMETER', field: at, location: 'body' });
      if (amount.currency_code === undefined) {
        return fail(400, { issue: 'MISSING_REQUIRED_PARAMETER', field: `${at}/currency_code`, location: 'body' });
      }
      if (amount.value === undefined)
        return fail(400, { issue: 'MISSING_REQUIRED_PARAMETER', field: `${at}/value`, location: 'body' });
      if (typeof amount.currency_code !== 'string' || amount.currency_code.length !== 3) {
        return fail(400, { issue: 'INVALID_STRING_LENGTH', field: `${at}/currency_code`, location: 'body' });
      }
      if (typeof amount.value !== 'string' || amount.value.length > 32 || !/^-?(\d+|\d*\.\d+)$/.test(amount.value)) {
        return fail(400, { issue: 'INVALID_PARAMETER_SYNTAX', field: `${at}/value`, location: 'body' });
      }
      if (units.length > 1 && typeof unit.reference_id !== 'string') {
        return fail(400, { issue: 'MISSING_REQUIRED_PARAMETER', field: `/purchase_units/${i}/reference_id`, location: 'body' });
      }
    }
    // The request is well formed; now what it means.
    for (const [i, unit] of units.entries()) {
      const at = `/purchase_units/${i}/amount`;
      const { currency_code: currency, value } = unit.amount as { currency_code: string; value: string };
      if (!CURRENCIES.has(currency)) {
        return fail(422, { issue: 'INVALID_CURRENCY_CODE', field: `${at}/currency_code`, value: currency, location: 'body' });
      }
      if (/\.\d{3,}$/.test(value))
        return fail(422, { issue: 'DECIMAL_PRECISION', field: `${at}/value`, value, location: 'body' });
      if (Number(value) <= 0) {
        return fail(422, { issue: 'CANNOT_BE_ZERO_OR_NEGATIVE', field: `${at}/value`, value, location: 'body' });
      }
    }
    if (new Set(units.map((u) => (u.amount as { currency_code: string }).currency_code)).size > 1) {
      return fail(422, { issue: 'MULTI_CURRENCY_ORDER', field: '/purchase_units/1/amount/currency_code', location: 'body' });
    }
    if (units.length > 1 && new Set(units.map((u) => u.reference_id)).size < units.length) {
      return fail(422, { issue: 'DUPLICATE_REFERENCE_ID', field: '/purchase_units/1/reference_id', location: 'body' });
    }
    if (units.length > 1 && b.intent === 'AUTHORIZE')
      return fail(422, { issue: 'UNSUPPORTED_INTENT', field: '/intent', location: 'body' });

    const context = b.payment_source?.paypal?.experience_context ?? b.application_context;
    const text = (v: unknown, max: number) => (typeof v === 'string' && v ? v.slice(0, max) : undefined);
    const createTime = now();
    const order: StandInOrder = {
      id: paypalId(17),
      intent: b.intent,
      status: 'CREATED',
      units: units.map((u) => {
        const raw = u as Record<string, unknown>;
        const amount = u.amount as { currency_code: string; value: string };
        // PayPal answers the amount it understood, with two decimals.
        const value = money(amount.currency_code, toCents(amount.value.startsWith('.') ? `0${amount.value}` : amount.value));
        return {
          reference_id: text(raw.reference_id, 256) ?? 'default',
          custom_id: text(raw.custom_id, 127),
          invoice_id: text(raw.invoice_id, 127),
          description: text(raw.description, 127),
          soft_descriptor: text(raw.soft_descriptor, 22),
          amount: value,
          captures: [],
        };
      }),
      paymentSource: Boolean(b.payment_source?.paypal),
      prefill: prefillOf(b.payment_source?.paypal),
      returnUrl: text(context?.return_url, 4000),
      cancelUrl: text(context?.cancel_url, 4000),
      createTime,
      updateTime: createTime,
      captureRequestIds: [],
    };
    remember(orders, order.id, order);
    return { status: 201, body: representationWanted ? representation(order) : minimalOrder(order) };
  }

  async function captureOrder(order: StandInOrder, body: unknown, representationWanted: boolean): Promise<Answer> {
    const refuse = (status: number, issue: string) => fail(status, { issue }, { operation: 'capture' });
    if (body === MALFORMED) return refuse(400, 'MALFORMED_REQUEST_JSON');
    // PayPal completes an order once at a time; a concurrent capture is told so.
    if (order.completing) return refuse(422, 'ORDER_COMPLETION_IN_PROGRESS');
    if (order.status === 'COMPLETED') return refuse(422, 'ORDER_ALREADY_CAPTURED');
    if (order.status !== 'APPROVED') return refuse(422, 'ORDER_NOT_APPROVED');
    // An AUTHORIZE order is authorized, not captured (the stand-in implements no authorizations).
    if (order.intent !== 'CAPTURE') return refuse(422, 'ACTION_DOES_NOT_MATCH_INTENT');
    const tamper = order.tamper ?? {};
    if (tamper.captureError) {
      const { status, name, issue } = tamper.captureError;
      return fail(status, { issue }, { operation: 'capture', fallbackName: name });
    }
    if (tamper.beforeCapture) {
      const wait = tamper.beforeCapture;
      delete tamper.beforeCapture;
      order.completing = true;
      try {
        await wait();
      } finally {
        order.completing = false;
      }
    }
    const time = now();
    order.status = 'COMPLETED';
    order.updateTime = time;
    const status = (tamper.captureStatus ?? 'COMPLETED') as CaptureStatus;
    for (const unit of order.units) {
      const capture: StandInCapture = {
        id: paypalId(17),
        orderId: order.id,
        unit,
        status,
        ...(status === 'PENDING' ? { reason: 'PENDING_REVIEW' } : {}),
        amount: {
          currency_code: tamper.captureCurrency ?? unit.amount.currency_code,
          value: tamper.captureAmount ?? unit.amount.value,
        },
        refunds: [],
        createTime: time,
        updateTime: time,
      };
      unit.captures.push(capture);
      remember(captures, capture.id, capture);
      const type = CAPTURE_EVENT[status];
      if (type) emit(type, { capture });
    }
    const lost = tamper.errorAfterCapture;
    if (lost) return fail(lost.status, { issue: lost.issue }, { operation: 'capture', fallbackName: lost.name });
    return { status: 201, body: representationWanted ? representation(order) : minimalCaptured(order) };
  }

  /** Payments v2 refund: in full without an amount, else in part; the capture's status follows. */
  async function refundCapture(capture: StandInCapture, body: unknown, representationWanted: boolean): Promise<Answer> {
    if (body === MALFORMED) return fail(400, { issue: 'INVALID_PARAMETER_SYNTAX', location: 'body' });
    const b = (body ?? {}) as {
      amount?: { currency_code?: unknown; value?: unknown };
      note_to_payer?: unknown;
      invoice_id?: unknown;
      custom_id?: unknown;
    };
    if (capture.status === 'PENDING') return fail(422, { issue: 'PENDING_CAPTURE' });
    if (capture.status === 'REFUNDED') return fail(422, { issue: 'CAPTURE_FULLY_REFUNDED' });
    if (capture.status !== 'COMPLETED' && capture.status !== 'PARTIALLY_REFUNDED')
      return fail(422, { issue: 'REFUND_NOT_ALLOWED' });
    const currency = capture.amount.currency_code;
    const captured = toCents(capture.amount.value);
    const refundedSoFar = capture.refunds.reduce((sum, r) => sum + toCents(r.amount.value), 0);
    const left = captured - refundedSoFar;
    let cents = left;
    if (b.amount !== undefined) {
      const { currency_code: code, value } = b.amount ?? {};
      if (code === undefined || value === undefined) {
        return fail(400, {
          issue: 'MISSING_REQUIRED_PARAMETER',
          field: `/amount/${code === undefined ? 'currency_code' : 'value'}`,
          location: 'body',
        });
      }
      if (typeof value !== 'string' || !/^-?(\d+|\d*\.\d+)$/.test(value)) {
        return fail(400, { issue: 'INVALID_PARAMETER_SYNTAX', field: '/amount/value', location: 'body' });
      }
      if (code !== currency)
        return fail(422, { issue: 'REFUND_CAPTURE_CURRENCY_MISMATCH', field: '/amount/currency_code', location: 'body' });
      if (/\.\d{3,}$/.test(value))
        return fail(422, { issue: 'DECIMAL_PRECISION', field: '/amount/value', value, location: 'body' });
      if (Number(value) <= 0)
        return fail(422, { issue: 'CANNOT_BE_ZERO_OR_NEGATIVE', field: '/amount/value', value, location: 'body' });
      cents = toCents(value.startsWith('.') ? `0${value}` : value);
      if (cents > left) return fail(422, { issue: 'REFUND_AMOUNT_EXCEEDED', field: '/amount/value', value, location: 'body' });
    }
    const text = (v: unknown, max: number) => (typeof v === 'string' && v ? v.slice(0, max) : undefined);
    const refund = addRefund(capture, cents, {
      note: text(b.note_to_payer, 255),
      invoiceId: text(b.invoice_id, 127),
      customId: text(b.custom_id, 127),
    });
    emit('PAYMENT.CAPTURE.REFUNDED', { refund });
    const tamper = orders.get(capture.orderId)?.tamper;
    if (tamper?.beforeRefundAnswer) {
      const wait = tamper.beforeRefundAnswer;
      delete tamper.beforeRefundAnswer;
      await wait();
    }
    const full = refundBody(refund);
    return { status: 201, body: representationWanted ? full : { id: full.id, status: full.status, links: full.links } };
  }

  function addRefund(capture: StandInCapture, cents: number, extra: Pick<StandInRefund, 'note' | 'invoiceId' | 'customId'>) {
    const currency = capture.amount.currency_code;
    const total = capture.refunds.reduce((sum, r) => sum + toCents(r.amount.value), 0) + cents;
    const time = now();
    const refund: StandInRefund = {
      id: paypalId(17),
      capture,
      amount: money(currency, cents),
      totalRefunded: money(currency, total),
      ...extra,
      createTime: time,
    };
    capture.refunds.push(refund);
    capture.status = total >= toCents(capture.amount.value) ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
    capture.updateTime = time;
    remember(refunds, refund.id, refund);
    return refund;
  }

  function settleCapture(captureId: string, outcome: 'COMPLETED' | 'DECLINED'): PayPalCapture {
    const capture = captures.get(captureId);
    if (!capture) throw new Error(`stand-in: no capture ${captureId}`);
    if (capture.status !== 'PENDING') throw new Error(`stand-in: capture ${captureId} is ${capture.status}, not PENDING`);
    capture.status = outcome;
    delete capture.reason;
    capture.updateTime = now();
    emit(CAPTURE_EVENT[outcome]!, { capture });
    return captureBody(capture, 'payments') as PayPalCapture;
  }

  function reverseCapture(captureId: string): PayPalRefund {
    const capture = captures.get(captureId);
    if (!capture) throw new Error(`stand-in: no capture ${captureId}`);
    if (capture.status !== 'COMPLETED' && capture.status !== 'PARTIALLY_REFUNDED') {
      throw new Error(`stand-in: capture ${captureId} is ${capture.status}: nothing to reverse`);
    }
    const left = toCents(capture.amount.value) - capture.refunds.reduce((sum, r) => sum + toCents(r.amount.value), 0);
    const refund = addRefund(capture, left, { note: 'Payment reversed' });
    emit('PAYMENT.CAPTURE.REVERSED', { refund });
    return refundBody(refund) as PayPalRefund;
  }

  // ---- HTTP ----

  /** Bearer check for the REST endpoints (the token comes from /v1/oauth2/token). */
  function authorized(request: FastifyRequest, reply: FastifyReply): boolean {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const expires = token ? tokens.get(token) : undefined;
    if (expires && expires > Date.now()) return true;
    void reply.status(401).send(paypalError(401));
    return false;
  }

  /** The stand-in's own client credentials (HTTP Basic), for the token and the test controls. */
  function clientCredentials(request: FastifyRequest): boolean {
    const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const [id, secret] = basic ? Buffer.from(basic, 'base64').toString().split(':') : [];
    return id === STANDIN_CLIENT_ID && secret === clientSecret;
  }

  /**
   * Runs a POST and replays its answer for a retry with the same PayPal-Request-Id, once it
   * succeeded; refusals and failures are not kept. Orders v2 answers a replay 200; Payments v2
   * documents only 201 for a refund.
   */
  async function idempotent(
    request: FastifyRequest,
    reply: FastifyReply,
    scope: string,
    replayStatus: number,
    run: () => Promise<Answer> | Answer,
  ) {
    const requestId = request.headers['paypal-request-id'];
    const key = typeof requestId === 'string' && requestId ? `${scope}:${requestId}` : null;
    const previous = key ? replies.get(key) : undefined;
    if (previous) return reply.status(replayStatus).send(previous.body);
    const result = await run();
    if (key && result.status >= 200 && result.status < 300) remember(replies, key, result);
    return reply.status(result.status).send(result.body);
  }

  const send = (reply: FastifyReply, answer: Answer) => reply.status(answer.status).send(answer.body);

  async function routes(app: FastifyInstance) {
    webhooks = createWebhookSender({ url: `${opts.publicUrl}${SITE_WEBHOOK_PATH}`, sign: signWebhook, log: app.log });
    webhooks.start(fetchVia(app));
    app.addHook('onClose', async () => webhooks?.close());

    // PayPal takes bodyless JSON POSTs (capture, full refund) and a form-encoded token request;
    // a body that is not JSON gets PayPal's error, not the site's.
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      try {
        done(null, body ? JSON.parse(body as string) : undefined);
      } catch {
        done(null, MALFORMED);
      }
    });
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    app.addContentTypeParser('*', { parseAs: 'string' }, (_request, _body, done) => done(null, UNSUPPORTED));
    const hide = { schema: { hide: true } };
    const unsupported = (reply: FastifyReply) => send(reply, fail(415));

    app.post(`${STANDIN_PREFIX}/v1/oauth2/token`, hide, async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, string>;
      // PayPal's token endpoint answers in OAuth 2.0's own error shape (RFC 6749 §5.2).
      if (!clientCredentials(request)) {
        return reply.status(401).send({ error: 'invalid_client', error_description: 'Client Authentication failed' });
      }
      if (body.grant_type !== 'client_credentials') {
        return reply.status(400).send({ error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' });
      }
      const token = `A21AA${randomBytes(24).toString('base64url')}`;
      remember(tokens, token, Date.now() + TOKEN_TTL_S * 1000);
      return {
        scope: 'https://uri.paypal.com/services/payments/payment',
        access_token: token,
        token_type: 'Bearer',
        app_id: 'APP-STANDIN',
        expires_in: TOKEN_TTL_S,
        nonce: `${new Date().toISOString()}${randomBytes(8).toString('hex')}`,
      };
    });

    // Orders v2

    app.post(`${STANDIN_PREFIX}/v2/checkout/orders`, hide, async (request, reply) => {
      if (!authorized(request, reply)) return reply;
      if (request.body === UNSUPPORTED) return unsupported(reply);
      return idempotent(request, reply, 'create', 200, () => createOrder(request.body, wantsRepresentation(request)));
    });

    app.get<{ Params: { id: string } }>(`${STANDIN_PREFIX}/v2/checkout/orders/:id`, hide, async (request, reply) => {
      if (!authorized(request, reply)) return reply;
      const order = orders.get(request.params.id);
      return order ? representation(order) : send(reply, notFound());
    });

    app.post<{ Params: { id: string } }>(`${STANDIN_PREFIX}/v2/checkout/orders/:id/capture`, hide, async (request, reply) => {
      if (!authorized(request, reply)) return reply;
      if (request.body === UNSUPPORTED) return unsupported(reply);
      const order = orders.get(request.params.id);
      if (!order) return send(reply, notFound());
      const requestId = request.headers['paypal-request-id'];
      order.captureRequestIds.push(typeof requestId === 'string' ? requestId : '');
      return idempotent(request, reply, `capture:${order.id}`, 200, () =>
        captureOrder(order, request.body, wantsRepresentation(request)),
      );
    });

    // Payments v2

    app.get<{ Params: { id: string } }>(`${STANDIN_PREFIX}/v2/payments/captures/:id`, hide, async (request, reply) => {
      if (!authorized(request, reply)) return reply;
      const capture = captures.get(request.params.id);
      return capture ? captureBody(capture, 'payments') : send(reply, notFound());
    });

    app.post<{ Params: { id: string } }>(`${STANDIN_PREFIX}/v2/payments/captures/:id/refund`, hide, async (request, reply) => {
      if (!authorized(request, reply)) return reply;
      if (request.body === UNSUPPORTED) return unsupported(reply);
      const capture = captures.get(request.params.id);
      if (!capture) return send(reply, notFound());
      return idempotent(request, reply, `refund:${capture.id}`, 201, () =>
        refundCapture(capture, request.body, wantsRepresentation(request)),
      );
    });

    app.get<{ Params: { id: string } }>(`${STANDIN_PREFIX}/v2/payments/refunds/:id`, hide, async (request, reply) => {
      if (!authorized(request, reply)) return reply;
      const refund = refunds.get(request.params.id);
      return refund ? refundBody(refund) : send(reply, notFound());
    });

    // Webhooks v1

    app.post(`${STANDIN_PREFIX}/v1/notifications/verify-webhook-signature`, hide, async (request, reply) => {
      if (!authorized(request, reply)) return reply;
      if (request.body === UNSUPPORTED) return unsupported(reply);
      const b = (request.body && request.body !== MALFORMED ? request.body : {}) as Record<string, unknown>;
      const fields = ['auth_algo', 'cert_url', 'transmission_id', 'transmission_sig', 'transmission_time', 'webhook_id'];
      const missing = fields.find((f) => typeof b[f] !== 'string' || !b[f]);
      if (missing || typeof b.webhook_event !== 'object' || !b.webhook_event) {
        return reply.status(400).send(webhooksValidationError(`/${missing ?? 'webhook_event'}`));
      }
      const expected = Buffer.from(
        signature(b.transmission_id as string, b.transmission_time as string, STANDIN_WEBHOOK_ID, b.webhook_event),
      );
      const given = Buffer.from(b.transmission_sig as string);
      // A signature never expires: an old transmission is a replay, refused (issue 27).
      const ok =
        isFreshTransmission(b.transmission_time as string) &&
        b.auth_algo === STANDIN_AUTH_ALGO &&
        b.webhook_id === STANDIN_WEBHOOK_ID &&
        given.length === expected.length &&
        timingSafeEqual(given, expected);
      return { verification_status: ok ? 'SUCCESS' : 'FAILURE' };
    });

    app.get<{ Params: { id: string } }>(
      `${STANDIN_PREFIX}/v1/notifications/webhooks-events/:id`,
      hide,
      async (request, reply) => {
        if (!authorized(request, reply)) return reply;
        const event = events.get(request.params.id);
        return event ?? send(reply, notFound());
      },
    );

    // The buyer's side: what PayPal's pop-up does when the buyer approves (called by the SDK
    // and by the approval page, from our own pages). It acts for the visitor's session (their
    // name and e-mail become the payer's), so it refuses cross-site requests like every
    // state-changing route of the site (lib/origin-guard.ts, whose global hook covers this route too;
    // the stand-in keeps its own check so that it holds wherever it is mounted).
    const trusted = new Set(trustedOrigins(app.config));
    const crossSite = (request: FastifyRequest) => {
      const origin = request.headers.origin;
      return origin ? !trusted.has(origin) : request.headers['sec-fetch-site'] === 'cross-site';
    };
    app.post<{ Params: { id: string } }>(`${STANDIN_PREFIX}/checkout/orders/:id/approve`, hide, async (request, reply) => {
      if (crossSite(request)) throw new AppError('forbidden', MESSAGES.crossSite);
      const order = orders.get(request.params.id);
      if (!order) return send(reply, notFound());
      if (order.status === 'CREATED') approve(order.id, (await opts.payerFor(request)) ?? {});
      // The approval page's form: back to the merchant's return_url, as PayPal does, or to the page.
      if (String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
        return reply.redirect(
          order.returnUrl
            ? `${order.returnUrl}${order.returnUrl.includes('?') ? '&' : '?'}token=${order.id}`
            : href.approve(order.id),
          303,
        );
      }
      return { id: order.id, status: order.status, payer: { payer_id: order.payer?.payer_id ?? null } };
    });

    // Where an order's `approve` / `payer-action` link leads: the buyer's approval page (PayPal's
    // checkoutnow). A plain form, so it works under the site's script-src 'self'.
    app.get<{ Querystring: { token?: string } }>(`${STANDIN_PREFIX}/checkoutnow`, hide, async (request, reply) => {
      const order = orders.get(request.query.token ?? '');
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      if (!order)
        return reply
          .status(404)
          .send(approvalPage('Orden no encontrada', '<p>Esta orden de PayPal (modo de prueba) no existe o ya caducó.</p>'));
      const unit = order.units[0]!;
      const what = `<p>${escapeHtml(unit.description ?? 'Pago')}: <strong>${escapeHtml(`${unit.amount.value} ${unit.amount.currency_code}`)}</strong></p>`;
      if (order.status !== 'CREATED') {
        return approvalPage('Pago aprobado', `${what}<p>Aprobaste este pago. Vuelve al sitio para terminar tu reserva.</p>`);
      }
      const action = `${STANDIN_PREFIX}/checkout/orders/${encodeURIComponent(order.id)}/approve`;
      const cancel = order.cancelUrl ? `<p><a href="${escapeHtml(order.cancelUrl)}">Cancelar y volver al sitio</a></p>` : '';
      return approvalPage(
        'Aprueba tu pago',
        `${what}<form method="post" action="${action}"><button type="submit">Aprobar pago (modo de prueba)</button></form>${cancel}`,
      );
    });

    // Test controls (the stand-in's own client credentials): what PayPal's side does by itself.
    // The e2e specs use them; server tests call the same functions directly.
    app.post<{ Params: { id: string }; Body: { status?: string } }>(
      `${STANDIN_PREFIX}/test-controls/orders/:id/next-capture`,
      hide,
      async (request, reply) => {
        if (!clientCredentials(request)) return send(reply, fail(401));
        const order = orders.get(request.params.id);
        if (!order) return send(reply, notFound());
        const status = (request.body as { status?: unknown } | undefined)?.status;
        if (status !== 'COMPLETED' && status !== 'PENDING' && status !== 'DECLINED') {
          return send(reply, fail(400, { issue: 'INVALID_PARAMETER_VALUE', field: '/status', location: 'body' }));
        }
        order.tamper = { ...order.tamper, captureStatus: status };
        return { id: order.id, next_capture_status: status };
      },
    );
    app.post<{ Params: { id: string; action: string } }>(
      `${STANDIN_PREFIX}/test-controls/captures/:id/:action`,
      hide,
      async (request, reply) => {
        if (!clientCredentials(request)) return send(reply, fail(401));
        const capture = captures.get(request.params.id);
        if (!capture) return send(reply, notFound());
        const action = request.params.action;
        const allowed =
          action === 'reverse'
            ? capture.status === 'COMPLETED' || capture.status === 'PARTIALLY_REFUNDED'
            : (action === 'complete' || action === 'deny') && capture.status === 'PENDING';
        if (!allowed) return send(reply, fail(422, { issue: 'INVALID_PARAMETER_VALUE', field: '/action', value: action }));
        if (action === 'reverse') return reverseCapture(capture.id);
        return settleCapture(capture.id, action === 'complete' ? 'COMPLETED' : 'DECLINED');
      },
    );

    app.get<{ Querystring: Record<string, string | undefined> }>(`${STANDIN_PREFIX}/sdk/js`, hide, async (request, reply) => {
      reply.header('cache-control', 'no-cache').type('application/javascript; charset=utf-8');
      if (request.query['client-id'] !== STANDIN_CLIENT_ID) {
        // PayPal answers an unknown client id with 400, which makes the SDK loader reject.
        return reply.status(400).send(`throw new Error("PayPal (modo de prueba): client-id inválido");\n`);
      }
      return reply.send(sdkSource);
    });
  }

  function fetchVia(app: FastifyInstance): Fetch {
    return injectFetch(app);
  }

  return {
    clientId: STANDIN_CLIENT_ID,
    clientSecret,
    webhookId: STANDIN_WEBHOOK_ID,
    routes,
    approve,
    inspect(orderId) {
      const order = orders.get(orderId);
      return order ? (representation(order) as PayPalOrder) : undefined;
    },
    inspectCapture(captureId) {
      const capture = captures.get(captureId);
      return capture ? (captureBody(capture, 'payments') as PayPalCapture) : undefined;
    },
    captureRequestIds(orderId) {
      return [...(orders.get(orderId)?.captureRequestIds ?? [])];
    },
    tamper(orderId, tamper) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`stand-in: no order ${orderId}`);
      order.tamper = { ...order.tamper, ...tamper };
    },
    settleCapture,
    reverseCapture,
    webhookDeliveries: () => webhooks?.deliveries() ?? [],
    webhooksSettled: async () => webhooks?.settled(),
    signWebhook,
    fetchVia,
  };
}

function approvalPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="es">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} · PayPal (modo de prueba)</title></head>
<body>
<main>
<h1>${title}</h1>
<p>PayPal (modo de prueba): no se mueve dinero real.</p>
${body}
</main>
</body>
</html>
`;
}
