import { formatMXN } from './format.ts';
import type { BookingStatus } from './statuses.ts';

/*
 * How the desk names a booking's money (docs/decisions/0204-money-by-method-gross-refunds-net.md):
 * one wording for the Reservas list, its CSV and the report's CSV, so a cash walk-in is never
 * "Pagado con PayPal" in one place and "Efectivo" in another. The desk is Spanish-only.
 */

const PROVIDER_WORDS: Record<string, string> = { paypal: 'PayPal', mercadopago: 'Mercado Pago' };
export const GIFT_CARD_WORDS = 'Tarjeta de regalo';

/**
 * How a provider with several ways of paying was paid (`<provider>:<method>`, decision 0216): the
 * reports say `Mercado Pago · OXXO`; one paid before the method was kept says its provider.
 */
const PROVIDER_METHOD_WORDS: Record<string, string> = {
  'mercadopago:card': 'Mercado Pago · tarjeta',
  'mercadopago:oxxo': 'Mercado Pago · OXXO',
  'mercadopago:spei': 'Mercado Pago · SPEI',
  'mercadopago:account': 'Mercado Pago · saldo',
};

/** A payment method in words: the desk's own ('Efectivo', 'Transferencia'), a provider's way of paying, or a provider's name. */
export const paymentMethodWords = (method: string): string =>
  PROVIDER_METHOD_WORDS[method] ?? PROVIDER_WORDS[method.split(':')[0]!] ?? method;

/** Every way a booking was paid, e.g. 'PayPal + Tarjeta de regalo'; '' when nothing was paid. */
export function paidWith(b: {
  providerAmount: number;
  giftCardAmount: number;
  manualMethod: string | null;
  provider: string;
}): string {
  return [
    ...(b.providerAmount > 0 ? [paymentMethodWords(b.manualMethod ?? b.provider)] : []),
    ...(b.giftCardAmount > 0 ? [GIFT_CARD_WORDS] : []),
  ].join(' + ');
}

/**
 * A booking's status as the desk lists it: a paid booking that had part of its money returned
 * says so and how much (`Pagada · reembolso parcial $8,700.00`), so nobody reads it as paid in full.
 */
export function deskStatusLabel(status: BookingStatus, refundedAmount: number): string {
  return status === 'Pagada' && refundedAmount > 0 ? `Pagada · reembolso parcial ${formatMXN(refundedAmount)}` : status;
}
