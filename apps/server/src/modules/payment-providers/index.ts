// The payment providers: the outside services that take a booking's money and give it back
// (docs/architecture.md §7). PayPal is the first: its REST client (Orders v2, Payments v2,
// webhook verification) and which PayPal the site talks to.
export { paypalCspSources, realPayPal, usesRealPayPal, type PayPalConnection } from './paypal/connection.ts';
export {
  createPayPalClient,
  firstCapture,
  payerOf,
  PayPalApiError,
  type Fetch,
  type PayPalCapture,
  type PayPalClient,
  type PayPalOrder,
  type WebhookVerification,
} from './paypal/paypal-client.ts';
export { isFreshTransmission } from './paypal/webhook-transmission.ts';
