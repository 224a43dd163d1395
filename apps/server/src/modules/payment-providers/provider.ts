import type { FastifyBaseLogger } from 'fastify';
import type { PaymentsConfig, SaidKey } from '@hv/shared';
import type { ServerMessageId } from '../../lib/i18n.ts';
import type { Words } from '../../lib/errors.ts';

// One interface for every payment provider (docs/decisions/0172, docs/architecture.md, pretix's
// BasePaymentProvider): the booking modules create, read, capture and refund a payment and read
// the provider's notifications only through it, in these provider-neutral words. Each provider is
// an adapter in a folder of its own (paypal/), mapping its API to them.

/** An amount in the currency's minor unit (centavos for MXN). */
export interface ProviderMoney {
  cents: number;
  currency: string;
}

/** Who paid, as the provider reports them (any part may be unknown). */
export interface ProviderPayer {
  email: string | null;
  givenName: string | null;
  fullName: string | null;
}

/**
 * A capture, the moment money moves: `captured` the provider holds it; `pending` it may still
 * arrive (a review, cash paid at a shop) and a later notification says so; `refused` it never
 * will (declined, failed, or no longer the provider's: refunded). `amount` is null when the
 * provider's figure cannot be read.
 */
export interface ProviderCapture {
  id: string;
  status: 'captured' | 'pending' | 'refused';
  amount: ProviderMoney | null;
}

/**
 * A payment (PayPal's order): `created` waits for the buyer; `approved` the buyer approved and a
 * capture takes the money; `captured`, `pending` and `refused` say how its capture went; `voided`
 * it was abandoned or cancelled before any capture.
 */
export type ProviderPaymentStatus = 'created' | 'approved' | 'captured' | 'pending' | 'refused' | 'voided';

/**
 * How the buyer paid, in neutral words (reports say `Mercado Pago · tarjeta`, `· OXXO`, `· SPEI`):
 * `card` any card; `cash` at a shop (OXXO); `transfer` a bank transfer (SPEI); `account` the
 * provider's own balance or wallet. Decision 0211.
 */
export type ProviderMethod = 'card' | 'oxxo' | 'spei' | 'account';

/** What a buyer paying later (cash, transfer) needs: the reference, until when, and the provider's ticket page. */
export interface ProviderPendingInstructions {
  reference: string | null;
  /** ISO date-time; null when the provider says none. */
  deadline: string | null;
  url: string | null;
}

export interface ProviderPayment {
  providerOrderId: string;
  status: ProviderPaymentStatus;
  /** Its capture, once one was made (whatever its status). */
  capture: ProviderCapture | null;
  payer: ProviderPayer;
  /** How it was paid, when the provider says (providers with one way of paying leave it out). */
  method?: ProviderMethod;
  /** For a payment left pending until the buyer pays elsewhere (OXXO, SPEI). */
  pending?: ProviderPendingInstructions;
  /** The provider's reason for a refused capture, as a key of the shared catalogue. */
  refusal?: SaidKey;
}

/** A refund of a capture; `totalRefunded` is all the capture has had back so far, when the provider says. */
export interface ProviderRefund {
  id: string;
  status: 'completed' | 'pending' | 'refused';
  amount: ProviderMoney | null;
  totalRefunded: ProviderMoney | null;
}

/** What the booking modules hand a provider to open a payment. */
export interface CreatePaymentInput {
  bookingId: string;
  amount: ProviderMoney;
  /** What is bought, for the provider's description. */
  itemName: string;
  passengers: number;
  /** The buyer as typed at checkout: a provider may prefill its own form with it. */
  buyer: { givenName: string; surname: string; email: string };
  /** Sent again on a retry: the provider opens one payment per key. */
  idempotencyKey: string;
  /**
   * Until when a cash or transfer payment may still be made (decision 0216); null: none may be
   * offered (the departure is inside the cut-off), only instant methods. Left out: the provider's default.
   */
  cashDeadline?: Date | null;
  /** At most this many card installments without interest (1: none); left out: the provider's default. */
  installments?: number;
}

export interface RefundInput {
  amountCents: number;
  currency: string;
  /** Sent again on a retry: the provider refunds once per key; it also comes back in the refund's notifications. */
  idempotencyKey: string;
  /** Shown to the payer. */
  note: string;
}

/** Where a notification may point: any of these names the booking. */
export interface ProviderEventKeys {
  captureId?: string;
  providerOrderId?: string;
  /** Our booking id, when the provider echoes it back. */
  bookingId?: string;
}

/**
 * A notification, read and verified by the provider's adapter. `source` is the provider's own
 * name for it (kept in booking_refunds.event_type); `eventId` its id, for the logs.
 */
interface ProviderEventBase extends ProviderEventKeys {
  eventId?: string;
  source: string;
}

/** A capture completed, stayed pending or was denied: settled as a capture's own answer is. */
export interface ProviderCaptureEvent extends ProviderEventBase {
  type: 'payment.captured' | 'payment.pending' | 'payment.denied';
  /** null when the notification names no capture (nothing can be recorded). */
  capture: ProviderCapture | null;
  /** How it is being paid, when the provider says. */
  method?: ProviderMethod;
  /** A pending cash or transfer payment's instructions (decision 0216). */
  pending?: ProviderPendingInstructions;
}

/** A refund of the capture (asked here or at the provider), or a reversal (a chargeback). */
export interface ProviderRefundEvent extends ProviderEventBase {
  type: 'refund.completed' | 'refund.reversed';
  /** Its id is undefined when the notification names none (nothing can be recorded). */
  refund: Omit<ProviderRefund, 'id'> & { id: string | undefined };
  /** The idempotency key of a refund asked here, echoed back (RefundInput). */
  requestKey?: string;
}

export type ProviderEvent = ProviderCaptureEvent | ProviderRefundEvent;

/**
 * A provider refused or could not be reached. `definitive`: it answered and refused, a retry will
 * not succeed; `inProgress`: it is still working on the same request, the outcome is not known;
 * neither: unknown (unreachable, timed out). `notApproved`: the buyer never approved the payment;
 * `notFound`: no such payment. `issue` is the provider's own code, for logs and staff; `status`
 * its HTTP status (0: not reached).
 */
export class ProviderError extends Error {
  constructor(
    readonly provider: string,
    readonly issue: string | undefined,
    message: string,
    readonly outcome: { status: number; definitive: boolean; inProgress: boolean; notApproved?: boolean; notFound?: boolean },
  ) {
    super(message);
  }
  get definitive() {
    return this.outcome.definitive;
  }
  get inProgress() {
    return this.outcome.inProgress;
  }
}

/** The words that name a provider to travellers and staff. */
export interface ProviderWords {
  /** The API's refusal when it cannot be reached (best a key of the shared catalogue, decision 0197). */
  unavailable: Words;
  /** The confirmation e-mail's line for what was paid through it. */
  paidWith: ServerMessageId;
  /** The refund e-mail's line for what went back through it ({amount}). */
  refundedTo: ServerMessageId;
}

/** A notification that is not the provider's (bad or old signature, no body): answered 400, never retried. */
export class ProviderWebhookRefused extends Error {}

export interface PaymentProvider {
  /** Kept on each booking it takes (bookings.payment_provider). */
  readonly name: string;
  /** Where its notifications arrive (POST). */
  readonly webhookPath: string;
  /** What the browser loads to pay through it. */
  readonly browserConfig: PaymentsConfig;
  readonly words: ProviderWords;
  /** `redirectUrl`: where the browser goes to pay, for a provider whose page is its own (decision 0211). */
  createPayment(input: CreatePaymentInput): Promise<{ providerOrderId: string; redirectUrl?: string }>;
  getPayment(providerOrderId: string): Promise<ProviderPayment>;
  /** Takes the approved payment's money; a provider whose payments complete on their own answers the payment as it is. */
  capture(providerOrderId: string, idempotencyKey: string): Promise<ProviderPayment>;
  refund(payment: { providerOrderId: string | null; captureId: string }, input: RefundInput): Promise<ProviderRefund>;
  /**
   * Cancels a payment left pending until the buyer pays elsewhere (an OXXO ticket, a SPEI transfer),
   * so it can no longer be paid; answers the payment as it is then (already paid: `captured`).
   * Providers without such payments leave it out (decision 0227).
   */
  cancelPending?(payment: { providerOrderId: string; captureId: string }): Promise<ProviderPayment>;
  /**
   * Checks that a notification is the provider's and reads it (ProviderWebhookRefused if not; a
   * ProviderError when the provider cannot be asked). `rawBody` is the body as received.
   */
  verifyAndParseWebhook(request: {
    headers: Record<string, string | string[] | undefined>;
    rawBody: string;
    /** The request's logger, so a refusal's line carries the request id. */
    log?: FastifyBaseLogger;
  }): Promise<ProviderEvent[]>;
}

/** The providers by name, and the one new checkouts pay through (app wiring builds it). */
export interface PaymentProviders {
  readonly checkout: PaymentProvider;
  readonly all: readonly PaymentProvider[];
  /** The provider that took a booking (bookings.payment_provider). */
  of(name: string): PaymentProvider;
  /**
   * The providers a traveller may choose at checkout: the checkout's own, and each other one unless
   * it is a stand-in beside a live checkout provider (its test payments would book for free;
   * decision 0211).
   */
  readonly offered: readonly PaymentProvider[];
}

export function paymentProviders(list: PaymentProvider[], checkout: string): PaymentProviders {
  const byName = new Map(list.map((p) => [p.name, p]));
  const of = (name: string) => {
    const provider = byName.get(name);
    if (!provider) throw new Error(`no payment provider named ${name}`);
    return provider;
  };
  const checkoutProvider = of(checkout);
  const offered = list.filter(
    (p) => p === checkoutProvider || !p.browserConfig.testMode || checkoutProvider.browserConfig.testMode,
  );
  return { checkout: checkoutProvider, all: list, of, offered };
}
