// The payment providers (docs/decisions/0172): the outside services that take a booking's money
// and give it back, each an adapter behind one interface (provider.ts). The booking modules use
// only that interface; app.ts builds the registry and says which provider takes new checkouts.
export {
  paymentProviders,
  ProviderError,
  ProviderWebhookRefused,
  type CreatePaymentInput,
  type PaymentProvider,
  type PaymentProviders,
  type ProviderCapture,
  type ProviderCaptureEvent,
  type ProviderEvent,
  type ProviderMethod,
  type ProviderMoney,
  type ProviderPayer,
  type ProviderPayment,
  type ProviderPendingInstructions,
  type ProviderPaymentStatus,
  type ProviderRefund,
  type ProviderRefundEvent,
  type ProviderWords,
  type RefundInput,
} from './provider.ts';
// PayPal, the first: which PayPal the site talks to (real, or the stand-in app.ts mounts) and its adapter.
export { paypalCspSources, realPayPal, usesRealPayPal, type PayPalConnection } from './paypal/connection.ts';
export { createPayPalProvider } from './paypal/provider.ts';
export { createPayPalClient, type Fetch } from './paypal/paypal-client.ts';
// Mercado Pago, the second (decision 0211): Checkout Pro, real or its stand-in.
export {
  createMercadoPagoProvider,
  MERCADOPAGO_WEBHOOK_PATH,
  type MercadoPagoConnection,
  type MercadoPagoSettings,
} from './mercadopago/provider.ts';
export { realMercadoPago, usesRealMercadoPago } from './mercadopago/connection.ts';
export { createMercadoPagoClient, type MercadoPagoClient } from './mercadopago/mercadopago-client.ts';
