import type { FastifyBaseLogger } from 'fastify';
import { InvalidWebhookSignatureError, WebhookSignatureValidator } from 'mercadopago';
import { PAYMENT_MESSAGES, said, type PaymentsConfig } from '@hv/shared';
import { fromCents, toCents } from '../../../lib/money.ts';
import {
  ProviderError,
  ProviderWebhookRefused,
  type PaymentProvider,
  type ProviderCapture,
  type ProviderEvent,
  type ProviderMethod,
  type ProviderMoney,
  type ProviderPayment,
  type ProviderRefund,
} from '../provider.ts';
import { MercadoPagoApiError, type MercadoPagoClient, type MpPayment, type MpRefund } from './mercadopago-client.ts';

// Mercado Pago, the second payment provider (docs/decisions/0211): Checkout Pro preferences,
// payments read by external_reference (our booking id), refunds, and notifications checked by
// the official SDK's WebhookSignatureValidator, all mapped to the neutral words of provider.ts.

/** A notification older (or newer) than this is a replay (decision 0211). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export interface MercadoPagoConnection {
  client: MercadoPagoClient;
  publicConfig: PaymentsConfig;
  /** The secret of "Tus integraciones › Webhooks"; null refuses every notification. */
  webhookSecret: string | null;
}

export interface MercadoPagoSettings {
  /** The site's public origin: back_urls and notification_url are built on it. */
  publicUrl: string;
  /** At most this many card installments (meses) offered on Mercado Pago's page. */
  maxInstallments: number;
  /** Hours a cash (OXXO) or transfer (SPEI) payment may take, set as the preference's date_of_expiration. */
  cashHours: number;
  brand: string;
}

export const MERCADOPAGO_WEBHOOK_PATH = '/api/payments/mercadopago/webhook';

const moneyOf = (amount: number | undefined, currency: string | undefined): ProviderMoney | null =>
  typeof amount === 'number' && Number.isFinite(amount) && currency ? { cents: toCents(String(amount)), currency } : null;

/** A payment's status in neutral words (decision 0211). */
export function captureStatusOf(status: string | undefined): ProviderCapture['status'] {
  if (status === 'approved' || status === 'authorized') return 'captured';
  if (status === 'pending' || status === 'in_process' || status === 'in_mediation') return 'pending';
  return 'refused';
}

/** How it was paid, from payment_type_id and payment_method_id. */
export function methodOf(payment: Pick<MpPayment, 'payment_type_id' | 'payment_method_id'>): ProviderMethod | undefined {
  const type = payment.payment_type_id;
  if (type === 'credit_card' || type === 'debit_card' || type === 'prepaid_card') return 'card';
  if (type === 'ticket' || payment.payment_method_id === 'oxxo') return 'oxxo';
  if (type === 'bank_transfer' || payment.payment_method_id === 'clabe' || payment.payment_method_id === 'spei') return 'spei';
  if (type === 'account_money' || type === 'digital_wallet') return 'account';
  return undefined;
}

function neutralCapture(payment: MpPayment): ProviderCapture {
  return {
    id: String(payment.id),
    status: captureStatusOf(payment.status),
    amount: moneyOf(payment.transaction_amount, payment.currency_id),
  };
}

/** A payment in neutral words; `orderId` is the preference it paid. */
export function neutralPayment(orderId: string, payment: MpPayment | undefined): ProviderPayment {
  if (!payment)
    return {
      providerOrderId: orderId,
      status: 'created',
      capture: null,
      payer: { email: null, givenName: null, fullName: null },
    };
  const capture = neutralCapture(payment);
  const first = payment.payer?.first_name?.trim() || null;
  const last = payment.payer?.last_name?.trim() || null;
  const details = payment.transaction_details;
  return {
    providerOrderId: orderId,
    status: capture.status,
    capture,
    payer: {
      email: payment.payer?.email ?? null,
      givenName: first,
      fullName: first || last ? [first, last].filter(Boolean).join(' ') : null,
    },
    method: methodOf(payment),
    ...(capture.status === 'pending' && (details?.external_resource_url || details?.payment_method_reference_id)
      ? {
          pending: {
            reference: details?.payment_method_reference_id ?? details?.barcode?.content ?? null,
            deadline: payment.date_of_expiration ?? null,
            url: details?.external_resource_url ?? null,
          },
        }
      : {}),
    ...(capture.status === 'refused' && payment.status === 'rejected' ? { refusal: 'payment.cardRejected' as const } : {}),
  };
}

/** Of a booking's payments, the one that speaks for it: an approved one, else a pending one, else the newest. */
export function paymentThatCounts<T extends { status?: string }>(payments: T[]): T | undefined {
  return (
    payments.find((p) => captureStatusOf(p.status) === 'captured') ??
    payments.find((p) => captureStatusOf(p.status) === 'pending') ??
    payments[0]
  );
}

function neutralRefund(refund: MpRefund, currency: string): ProviderRefund {
  return {
    id: String(refund.id),
    status:
      refund.status === 'approved'
        ? 'completed'
        : refund.status === 'in_process' || refund.status === 'pending'
          ? 'pending'
          : 'refused',
    amount: moneyOf(refund.amount, currency),
    totalRefunded: null,
  };
}

function neutralError(error: unknown): unknown {
  if (!(error instanceof MercadoPagoApiError)) return error;
  return new ProviderError('mercadopago', error.code, error.message, {
    status: error.status,
    definitive: error.definitive,
    inProgress: error.inProgress,
    notFound: error.status === 404,
  });
}

const neutral = <T>(call: Promise<T>): Promise<T> =>
  call.catch((error: unknown) => {
    throw neutralError(error);
  });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The events a payment read from the API means: its status as a capture event (approved,
 * pending, rejected or cancelled), and each of its refunds, or a chargeback as a reversal. Each
 * names the booking by the payment id (our capture id) and its external_reference.
 */
export function eventsOfPayment(payment: MpPayment, eventId: string | undefined, action: string): ProviderEvent[] {
  const ref = payment.external_reference;
  const keys = {
    captureId: String(payment.id),
    ...(ref && UUID.test(ref) ? { bookingId: ref } : {}),
    eventId,
  };
  const currency = payment.currency_id ?? 'MXN';
  const events: ProviderEvent[] = [];
  if (payment.status === 'charged_back') {
    events.push({
      ...keys,
      source: `mercadopago.${action}`,
      type: 'refund.reversed',
      refund: {
        id: `chargeback-${payment.id}`,
        status: 'completed',
        amount: moneyOf(payment.transaction_amount, currency),
        totalRefunded: null,
      },
    });
    return events;
  }
  if (payment.status !== 'refunded') {
    const capture = neutralCapture(payment);
    const type =
      capture.status === 'captured' ? 'payment.captured' : capture.status === 'pending' ? 'payment.pending' : 'payment.denied';
    const { method, pending } = neutralPayment(String(payment.id), payment);
    events.push({
      ...keys,
      source: `mercadopago.${action}`,
      type,
      capture,
      ...(method ? { method } : {}),
      ...(pending ? { pending } : {}),
    });
  }
  for (const refund of payment.refunds ?? []) {
    events.push({
      ...keys,
      source: 'mercadopago.refund',
      type: 'refund.completed',
      refund: neutralRefund(refund, currency),
    });
  }
  return events;
}

const header = (headers: Record<string, string | string[] | undefined>, name: string) => {
  const value = headers[name];
  return typeof value === 'string' ? value : undefined;
};

/** Mercado Pago as a PaymentProvider: real Mercado Pago or its stand-in, whichever `connection` talks to. */
export function createMercadoPagoProvider(opts: {
  connection: MercadoPagoConnection;
  settings: MercadoPagoSettings;
  log: FastifyBaseLogger;
  now?: () => number;
}): PaymentProvider {
  const { client, webhookSecret } = opts.connection;
  const { settings } = opts;
  const now = opts.now ?? Date.now;

  /** The preference's payments, by its external_reference. */
  async function paymentOf(orderId: string): Promise<ProviderPayment> {
    const preference = await neutral(client.getPreference(orderId));
    if (!preference.external_reference) return neutralPayment(orderId, undefined);
    const found = await neutral(client.searchPayments(preference.external_reference));
    return neutralPayment(orderId, paymentThatCounts(found.results ?? []) as MpPayment | undefined);
  }

  return {
    name: 'mercadopago',
    webhookPath: MERCADOPAGO_WEBHOOK_PATH,
    browserConfig: opts.connection.publicConfig,
    words: {
      unavailable: said('payment.mercadopagoUnavailable'),
      paidWith: 'mail.confirmation.label.paidMercadoPago',
      refundedTo: 'mail.refund.toMercadoPago',
    },

    async createPayment(input) {
      const back = `${settings.publicUrl}/api/payments/return?booking=${encodeURIComponent(input.bookingId)}`;
      const created = await neutral(
        client.createPreference(
          {
            items: [
              {
                id: input.bookingId,
                title: `${input.itemName.slice(0, 200)} - ${input.passengers} persona(s)`,
                quantity: 1,
                currency_id: input.amount.currency,
                unit_price: fromCents(input.amount.cents),
              },
            ],
            external_reference: input.bookingId,
            payer: { name: input.buyer.givenName, surname: input.buyer.surname, email: input.buyer.email },
            back_urls: { success: back, pending: back, failure: back },
            auto_return: 'all',
            notification_url: `${settings.publicUrl}${MERCADOPAGO_WEBHOOK_PATH}`,
            payment_methods: {
              installments: Math.max(1, Math.min(settings.maxInstallments, input.installments ?? settings.maxInstallments)),
              // Inside the cut-off before the departure no cash or transfer may be left open
              // (decision 0216): only instant methods are offered.
              ...(input.cashDeadline === null ? { excluded_payment_types: [{ id: 'ticket' }, { id: 'bank_transfer' }] } : {}),
            },
            ...(input.cashDeadline !== null
              ? { date_of_expiration: (input.cashDeadline ?? new Date(now() + settings.cashHours * 3_600_000)).toISOString() }
              : {}),
            statement_descriptor: settings.brand.slice(0, 22),
          },
          input.idempotencyKey,
        ),
      );
      if (!created.id)
        throw new ProviderError('mercadopago', undefined, 'preference without an id', {
          status: 502,
          definitive: false,
          inProgress: false,
        });
      return { providerOrderId: created.id, ...(created.init_point ? { redirectUrl: created.init_point } : {}) };
    },

    getPayment: paymentOf,

    /** A Checkout Pro payment completes on its own: the capture reads it; none yet is "not approved". */
    async capture(orderId) {
      const payment = await paymentOf(orderId);
      if (payment.status === 'created')
        throw new ProviderError('mercadopago', 'NO_PAYMENT', 'no payment for this preference yet', {
          status: 404,
          definitive: true,
          inProgress: false,
          notApproved: true,
        });
      return payment;
    },

    async cancelPending(payment) {
      try {
        return neutralPayment(payment.providerOrderId, await neutral(client.cancelPayment(payment.captureId)));
      } catch (error) {
        // Refused because it is no longer pending (paid a moment ago): answer it as it is now.
        if (error instanceof ProviderError && error.outcome.definitive)
          return neutralPayment(payment.providerOrderId, await neutral(client.getPayment(payment.captureId)));
        throw error;
      }
    },

    async refund(payment, input) {
      const refund = await neutral(
        client.refundPayment(payment.captureId, { amount: fromCents(input.amountCents) }, input.idempotencyKey),
      );
      return neutralRefund(refund, input.currency);
    },

    /**
     * The x-signature header (ts, v1) is checked by the SDK's validator over
     * `id:<data.id>;request-id:<x-request-id>;ts:<ts>;`, within 5 minutes; then the payment is read
     * from the API and only what it says is acted on (the body names the payment, nothing more).
     */
    async verifyAndParseWebhook({ headers, rawBody, log = opts.log }) {
      const refused = () => new ProviderWebhookRefused(PAYMENT_MESSAGES.webhookInvalid);
      let body: { id?: string | number; type?: string; action?: string; data?: { id?: string | number } };
      try {
        body = JSON.parse(rawBody) as typeof body;
      } catch {
        throw refused();
      }
      const dataId = body?.data?.id !== undefined ? String(body.data.id) : undefined;
      if (!webhookSecret || !dataId) throw refused();
      try {
        WebhookSignatureValidator.validate({
          xSignature: header(headers, 'x-signature'),
          xRequestId: header(headers, 'x-request-id'),
          dataId,
          secret: webhookSecret,
          toleranceSeconds: WEBHOOK_TOLERANCE_SECONDS,
          now,
        });
      } catch (error) {
        if (error instanceof InvalidWebhookSignatureError) {
          log.warn({ reason: error.reason, requestId: error.requestId }, 'Mercado Pago webhook refused');
          throw refused();
        }
        throw error;
      }
      // Only payment notifications move money; merchant orders and others are acknowledged.
      if (body.type !== 'payment') return [];
      const payment = await neutral(client.getPayment(dataId));
      return eventsOfPayment(
        payment,
        body.id !== undefined ? String(body.id) : header(headers, 'x-request-id'),
        body.action ?? 'payment',
      );
    },
  };
}
