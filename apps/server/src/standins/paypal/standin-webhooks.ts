import type { Fetch } from '../../modules/payment-providers/paypal/paypal-client.ts';

// The stand-in's webhook notifications: built like PayPal's events (Webhooks v1 `event`, the
// resource being a Payments v2 capture or refund) and delivered to the site's webhook URL after
// the answer that caused them, one at a time, retried a few times when the site does not
// answer 2xx (PayPal retries for days; a test-mode stand-in gives up sooner).

export type StandInEventType =
  | 'PAYMENT.CAPTURE.COMPLETED'
  | 'PAYMENT.CAPTURE.PENDING'
  | 'PAYMENT.CAPTURE.DENIED'
  | 'PAYMENT.CAPTURE.REFUNDED'
  | 'PAYMENT.CAPTURE.REVERSED';

export interface StandInEvent {
  id: string;
  event_version: '1.0';
  create_time: string;
  resource_type: 'capture' | 'refund';
  resource_version: '2.0';
  event_type: StandInEventType;
  summary: string;
  resource: Record<string, unknown>;
  links: { href: string; rel: string; method: 'GET' | 'POST' }[];
}

export interface WebhookDelivery {
  event: StandInEvent;
  /** The site's status for the last attempt (0: no answer); null while none was made. */
  status: number | null;
  attempts: number;
}

/** Delays before the 2nd, 3rd and 4th attempt. */
const RETRY_DELAYS_MS = [1_000, 10_000, 60_000];
const KEPT_DELIVERIES = 1_000;

export function createWebhookSender(opts: {
  /** The site's webhook URL (PUBLIC_URL + /api/payments/webhook). */
  url: string;
  /** The PAYPAL-* headers of an event. */
  sign(event: StandInEvent): Record<string, string>;
  log: { warn(obj: object, msg: string): void };
}) {
  let send: Fetch | null = null;
  let queue = Promise.resolve();
  let closed = false;
  const timers = new Set<NodeJS.Timeout>();
  const deliveries: WebhookDelivery[] = [];

  async function attempt(delivery: WebhookDelivery) {
    if (closed || !send) return;
    delivery.attempts += 1;
    try {
      const response = await send(opts.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'PayPal/AUHD-214.0-HV-standin',
          ...opts.sign(delivery.event),
        },
        body: JSON.stringify(delivery.event),
      });
      await response.arrayBuffer();
      delivery.status = response.status;
    } catch {
      delivery.status = 0;
    }
    const ok = delivery.status >= 200 && delivery.status < 300;
    const delay = RETRY_DELAYS_MS[delivery.attempts - 1];
    if (!ok) opts.log.warn({ event: delivery.event.id, status: delivery.status }, 'PayPal stand-in: webhook not accepted');
    if (!ok && delay !== undefined && !closed) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        enqueue(delivery);
      }, delay);
      timer.unref();
      timers.add(timer);
    }
  }

  function enqueue(delivery: WebhookDelivery) {
    // After the current macrotask: the answer that caused the event leaves first, as with PayPal.
    queue = queue
      .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
      .then(() => attempt(delivery))
      .catch((error: unknown) => opts.log.warn({ err: error, event: delivery.event.id }, 'PayPal stand-in: webhook not sent'));
  }

  return {
    /** Where to send from now on (the app's in-process fetch, once the routes exist). */
    start(fetch: Fetch) {
      send = fetch;
    },
    emit(event: StandInEvent) {
      const delivery: WebhookDelivery = { event, status: null, attempts: 0 };
      deliveries.push(delivery);
      if (deliveries.length > KEPT_DELIVERIES) deliveries.shift();
      enqueue(delivery);
    },
    deliveries: () => deliveries.map((d) => ({ ...d })),
    /** Resolves once every delivery due now has been attempted (not the retries scheduled later). */
    async settled() {
      let current: Promise<void>;
      do {
        current = queue;
        await current;
      } while (current !== queue);
    },
    /** No more deliveries; waits for the one under way. */
    async close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await queue;
    },
  };
}

export type WebhookSender = ReturnType<typeof createWebhookSender>;
