import type { FastifyBaseLogger } from 'fastify';
import { PAYMENT_MESSAGES, said } from '@hv/shared';
import { fromCents, toCents } from '../../../lib/money.ts';
import {
  ProviderError,
  ProviderWebhookRefused,
  type PaymentProvider,
  type ProviderCapture,
  type ProviderEvent,
  type ProviderMoney,
  type ProviderPayment,
  type ProviderRefund,
} from '../provider.ts';
import type { PayPalConnection } from './connection.ts';
import {
  firstCapture,
  payerOf,
  PayPalApiError,
  type PayPalCapture,
  type PayPalMoney,
  type PayPalOrder,
  type PayPalRefund,
  type WebhookVerification,
} from './paypal-client.ts';
import { isFreshTransmission } from './webhook-transmission.ts';

// PayPal, the first payment provider (docs/decisions/0172): Orders v2 and Payments v2 through
// paypal-client.ts, mapped to the neutral words of provider.ts. What stays PayPal's own is here:
// its statuses, its error names, its request ids, its webhook headers and event types.

/** PayPal's purchase unit description, within PayPal's 127 characters. */
export function orderDescription(itemName: string, passengers: number): string {
  const suffix = ` - ${passengers} persona(s)`;
  return `${itemName.slice(0, 127 - suffix.length)}${suffix}`;
}

/** A capture's amount as PayPal wrote it (null when there is none to read). */
function captureMoney(money: Partial<PayPalMoney> | undefined): ProviderMoney | null {
  const cents = toCents(money?.value ?? '');
  return money?.currency_code && money.value && Number.isFinite(cents) ? { cents, currency: money.currency_code } : null;
}

/** A refund's amount: at most two decimals, or none (PayPal's figure is then not used). */
function refundMoney(money: Partial<PayPalMoney> | undefined): ProviderMoney | null {
  if (!money?.currency_code || !/^-?\d{1,10}(\.\d{1,2})?$/.test(money.value ?? '')) return null;
  return { cents: Math.abs(toCents(money.value!)), currency: money.currency_code };
}

const captureStatus = (status: string | undefined): ProviderCapture['status'] =>
  status === 'COMPLETED' ? 'captured' : status === 'PENDING' ? 'pending' : 'refused';

function neutralCapture(capture: Pick<PayPalCapture, 'id' | 'status' | 'amount'>): ProviderCapture {
  return { id: capture.id, status: captureStatus(capture.status), amount: captureMoney(capture.amount) };
}

/** An Orders v2 order in neutral words: a COMPLETED order is as its capture went. */
function neutralPayment(order: PayPalOrder): ProviderPayment {
  const found = firstCapture(order);
  const capture = found ? neutralCapture(found) : null;
  const status: ProviderPayment['status'] =
    order.status === 'COMPLETED'
      ? (capture?.status ?? 'refused')
      : order.status === 'APPROVED'
        ? 'approved'
        : order.status === 'VOIDED'
          ? 'voided'
          : 'created';
  return { providerOrderId: order.id, status, capture, payer: payerOf(order) };
}

function neutralRefund(refund: Pick<PayPalRefund, 'id' | 'status' | 'amount' | 'seller_payable_breakdown'>): ProviderRefund {
  return {
    id: refund.id,
    // A refund without a status counts as completed (PayPal's notifications always carry one).
    status: !refund.status || refund.status === 'COMPLETED' ? 'completed' : refund.status === 'PENDING' ? 'pending' : 'refused',
    amount: refundMoney(refund.amount ?? refund.seller_payable_breakdown?.gross_amount),
    totalRefunded: refundMoney(refund.seller_payable_breakdown?.total_refunded_amount),
  };
}

/** PayPal's refusal in neutral words; anything else (a bug, not PayPal's answer) goes on as it is. */
function neutralError(error: unknown): unknown {
  if (!(error instanceof PayPalApiError)) return error;
  return new ProviderError('paypal', error.issue ?? error.paypalName, error.message, {
    status: error.status,
    definitive: error.definitive,
    inProgress: error.inProgress,
    notApproved: error.issue === 'ORDER_NOT_APPROVED',
    notFound: error.status === 404,
  });
}

const neutral = <T>(call: Promise<T>): Promise<T> =>
  call.catch((error: unknown) => {
    throw neutralError(error);
  });

/** A PayPal notification (Webhooks v1 event; its resource a Payments v2 capture or refund). */
interface WebhookEvent {
  id?: string;
  event_type: string;
  resource?: {
    id?: string;
    status?: string;
    amount?: Partial<PayPalMoney>;
    custom_id?: string;
    supplementary_data?: { related_ids?: { order_id?: string } };
    links?: { href?: string; rel?: string }[];
    seller_payable_breakdown?: { gross_amount?: Partial<PayPalMoney>; total_refunded_amount?: Partial<PayPalMoney> };
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const CAPTURE_EVENTS = {
  'PAYMENT.CAPTURE.COMPLETED': 'payment.captured',
  'PAYMENT.CAPTURE.PENDING': 'payment.pending',
  'PAYMENT.CAPTURE.DENIED': 'payment.denied',
} as const;
const REFUND_EVENTS = { 'PAYMENT.CAPTURE.REFUNDED': 'refund.completed', 'PAYMENT.CAPTURE.REVERSED': 'refund.reversed' } as const;

/**
 * The event in neutral words, with what names its booking: a capture event names the capture
 * (resource.id), its order (supplementary_data) and our booking id (custom_id); a refund or
 * reversal points at the refunded capture through its `up` link, and carries the staff request's
 * id as its custom_id. Events we do not handle read as none.
 */
export function readWebhookEvent(event: WebhookEvent): ProviderEvent[] {
  const r = event.resource ?? {};
  const keys = {
    providerOrderId: r.supplementary_data?.related_ids?.order_id,
    bookingId: r.custom_id && UUID.test(r.custom_id) ? r.custom_id : undefined,
  };
  const common = { eventId: event.id, source: event.event_type };
  const captureType = CAPTURE_EVENTS[event.event_type as keyof typeof CAPTURE_EVENTS];
  if (captureType) {
    const capture = r.id ? neutralCapture({ id: r.id, status: r.status ?? '', amount: r.amount as PayPalMoney }) : null;
    return [{ ...common, ...keys, type: captureType, captureId: r.id, capture }];
  }
  const refundType = REFUND_EVENTS[event.event_type as keyof typeof REFUND_EVENTS];
  if (!refundType) return [];
  const upCapture = r.links?.find((l) => l.rel === 'up')?.href?.match(/\/captures\/([^/?#]+)/)?.[1];
  return [
    {
      ...common,
      ...keys,
      type: refundType,
      captureId: upCapture ?? r.id,
      refund: {
        ...neutralRefund({
          id: '',
          status: r.status ?? '',
          amount: r.amount as PayPalMoney | undefined,
          seller_payable_breakdown: r.seller_payable_breakdown as PayPalRefund['seller_payable_breakdown'],
        }),
        id: r.id,
      },
      requestKey: r.custom_id,
    },
  ];
}

/** PayPal as a PaymentProvider: real PayPal or its stand-in, whichever `connection` talks to. */
export function createPayPalProvider(opts: {
  connection: PayPalConnection;
  brand: string;
  log: FastifyBaseLogger;
}): PaymentProvider {
  const { client, webhookId } = opts.connection;
  return {
    name: 'paypal',
    webhookPath: '/api/payments/webhook',
    browserConfig: opts.connection.publicConfig,
    words: {
      unavailable: said('payment.paypalUnavailable'),
      paidWith: 'mail.confirmation.label.paidPayPal',
      refundedTo: 'mail.refund.toPayPal',
    },

    async createPayment(input) {
      const created = await neutral(
        client.createOrder({
          requestId: input.idempotencyKey,
          description: orderDescription(input.itemName, input.passengers),
          amount: fromCents(input.amount.cents).toFixed(2),
          currency: input.amount.currency,
          customId: input.bookingId,
          brandName: opts.brand,
          buyer: input.buyer,
        }),
      );
      return { providerOrderId: created.id };
    },

    getPayment: (orderId) => neutral(client.getOrder(orderId)).then(neutralPayment),

    capture: (orderId, idempotencyKey) => neutral(client.captureOrder(orderId, idempotencyKey)).then(neutralPayment),

    async refund(payment, input) {
      const refund = await neutral(
        client.refundCapture(payment.captureId, {
          requestId: input.idempotencyKey,
          amount: { currency_code: input.currency, value: fromCents(input.amountCents).toFixed(2) },
          note: input.note,
          // Echoed in PayPal's notification of this refund, so it is recorded once whichever comes first.
          customId: input.idempotencyKey,
        }),
      );
      return neutralRefund(refund);
    },

    /**
     * PayPal verifies the signature itself (verify-webhook-signature) against the body exactly as
     * received and the PAYPAL-* headers, with the webhook id of PayPal's dashboard; a transmission
     * time far from now is a replay (webhook-transmission.ts).
     */
    async verifyAndParseWebhook({ headers, rawBody, log = opts.log }) {
      const refused = () => new ProviderWebhookRefused(PAYMENT_MESSAGES.webhookInvalid);
      const header = (name: string) => {
        const value = headers[name];
        return typeof value === 'string' ? value : '';
      };
      const fields: WebhookVerification = {
        auth_algo: header('paypal-auth-algo'),
        cert_url: header('paypal-cert-url'),
        transmission_id: header('paypal-transmission-id'),
        transmission_sig: header('paypal-transmission-sig'),
        transmission_time: header('paypal-transmission-time'),
        webhook_id: webhookId ?? '',
      };
      let event: WebhookEvent | undefined;
      try {
        event = JSON.parse(rawBody) as WebhookEvent;
      } catch {
        throw refused();
      }
      if (!webhookId || Object.values(fields).some((v) => !v) || !rawBody || typeof event?.event_type !== 'string') {
        throw refused();
      }
      if (!isFreshTransmission(fields.transmission_time)) {
        log.warn({ transmission: fields.transmission_id }, 'PayPal webhook with an old transmission time refused');
        throw refused();
      }
      let verified: boolean;
      try {
        verified = await client.verifyWebhookSignature(fields, rawBody);
      } catch (error) {
        log.error({ err: error }, 'PayPal verify-webhook-signature failed');
        // Whatever went wrong, PayPal retries the notification later.
        throw error instanceof PayPalApiError
          ? neutralError(error)
          : new ProviderError('paypal', undefined, String(error), { status: 0, definitive: false, inProgress: false });
      }
      if (!verified) {
        log.warn({ transmission: fields.transmission_id }, 'PayPal webhook with an invalid signature refused');
        throw refused();
      }
      return readWebhookEvent(event);
    },
  };
}
