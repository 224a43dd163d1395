import { z } from 'zod';

// Rules of paying through Mercado Pago that the server and the checkout page both apply, so what
// the page says (`6 meses sin intereses de $483.33`, "only card for this date") is what the server
// will do (docs/decisions/0211-mercado-pago-checkout-pro.md, 0216-cash-payments-hold-until-their-deadline.md).
// The two rules themselves live in pay-later-rules.ts, which imports no zod: the booking form
// applies them, and a module kept for one export keeps its top-level schemas, and all of zod with
// them (docs/decisions/0218-the-booking-form-within-four-seconds.md).
export { cashPaymentDeadline, installmentsFor } from './pay-later-rules.ts';

/** Card installments without interest from an amount up: 6 months from $2,500. */
export const installmentPlanSchema = z.object({
  months: z.number().int().min(2).max(24),
  /** The total (pesos, IVA included) from which these months are offered. */
  minAmount: z.number().min(0),
});
export type InstallmentPlan = z.infer<typeof installmentPlanSchema>;

/** What staff set for paying through Mercado Pago, and what the checkout page is told. */
export const payLaterSettingsSchema = z.object({
  /** Installment plans, each from its amount; the most months whose amount the total reaches is offered. */
  installments: z.array(installmentPlanSchema).max(8),
  /** How long an OXXO ticket or a SPEI reference stays payable, from the order. */
  cashHours: z.number().int().min(1).max(720),
  /** No cash payment may still be open this many hours before the departure starts. */
  cashCutoffHours: z.number().int().min(0).max(720),
});
export type PayLaterSettings = z.infer<typeof payLaterSettingsSchema>;

/** Until staff change them: 3, 6 and 12 months from $1,500, $3,000 and $6,000; cash payable 48 h, closed 24 h before. */
export const DEFAULT_PAY_LATER_SETTINGS: PayLaterSettings = {
  installments: [
    { months: 3, minAmount: 1500 },
    { months: 6, minAmount: 3000 },
    { months: 12, minAmount: 6000 },
  ],
  cashHours: 48,
  cashCutoffHours: 24,
};

/**
 * A booking waiting for its cash or transfer payment (status `Pendiente`): what the traveller
 * needs to pay it, shown on the booking's page and in its e-mail, and by the desk.
 */
export const pendingPaymentSchema = z.object({
  method: z.enum(['oxxo', 'spei']),
  /** The OXXO barcode number or the SPEI CLABE; null when the provider gave none. */
  reference: z.string().nullable(),
  /** ISO instant after which it can no longer be paid and the places are released. */
  deadline: z.string(),
  /** The provider's own ticket page (barcode, bank instructions); null when none. */
  url: z.string().nullable(),
  /** What is to be paid, pesos. */
  amount: z.number(),
});
export type PendingPayment = z.infer<typeof pendingPaymentSchema>;

/** One booking the desk sees awaiting its cash or transfer payment (GET /api/admin/pending-payments). */
export const deskPendingPaymentSchema = pendingPaymentSchema.extend({
  bookingId: z.string().uuid(),
  /** The booking's reference (its id's first 8 hex digits, upper case). */
  bookingReference: z.string(),
  itemName: z.string(),
  date: z.string(),
  startTime: z.string().nullable(),
  /** The item's IANA zone: the deadline is shown on its clock. */
  timeZone: z.string(),
  passengers: z.number().int(),
  contactName: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
});
export type DeskPendingPayment = z.infer<typeof deskPendingPaymentSchema>;
