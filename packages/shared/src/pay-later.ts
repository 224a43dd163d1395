import { z } from 'zod';

// Rules of paying through Mercado Pago that the server and the checkout page both apply, so what
// the page says (`6 meses sin intereses de $483.33`, "only card for this date") is what the server
// will do (docs/decisions/0211-mercado-pago-checkout-pro.md, 0216-cash-payments-hold-until-their-deadline.md).
// The two rules themselves live in pay-later-rules.ts, which imports no zod: the booking form
// applies them, and a module kept for one export keeps its top-level schemas, and all of zod with
// them (docs/decisions/0218-the-booking-form-within-four-seconds.md).
export { cashPaymentDeadline, installmentsFor } from './pay-later-rules.ts';

/**
 * What the staff screen `Ajustes` says when a value does not fit (the back office is Spanish, like
 * the coupons' messages); the server answers the same words under the same fields.
 */
export const PAY_LATER_MESSAGES = {
  monthsRequired: 'Escribe el número de meses.',
  monthsRange: 'Los meses deben ser un número entero entre 2 y 24.',
  monthsRepeated: 'Ya hay un plan con estos meses.',
  minAmountRequired: 'Escribe el monto mínimo.',
  minAmountRange: 'El monto mínimo debe ser un número de 0 en adelante.',
  tooManyPlans: 'Puedes ofrecer como máximo 8 planes de meses sin intereses.',
  cashHoursRequired: 'Escribe cuántas horas se puede pagar.',
  cashHoursRange: 'Las horas deben ser un número entero entre 1 y 720.',
  cashCutoffRequired: 'Escribe cuántas horas antes de la salida se cierra el pago.',
  cashCutoffRange: 'Las horas deben ser un número entero entre 0 y 720.',
} as const;
const m = PAY_LATER_MESSAGES;

/** A whole or decimal number: missing → `required`, any other type → `range`. */
const number = (required: string, range: string) =>
  z.number({ error: (issue) => (issue.input === undefined ? required : range) });

/** Card installments without interest from an amount up: 6 months from $2,500. */
export const installmentPlanSchema = z.object({
  months: number(m.monthsRequired, m.monthsRange).int(m.monthsRange).min(2, m.monthsRange).max(24, m.monthsRange),
  /** The total (pesos, IVA included) from which these months are offered. */
  minAmount: number(m.minAmountRequired, m.minAmountRange).min(0, m.minAmountRange),
});
export type InstallmentPlan = z.infer<typeof installmentPlanSchema>;

/** What staff set for paying through Mercado Pago, and what the checkout page is told. */
export const payLaterSettingsSchema = z.object({
  /**
   * Installment plans, each from its amount; the most months whose amount the total reaches is
   * offered. Each number of months once: two amounts for the same months would leave one unused
   * (docs/decisions/0224-ajustes-screen-for-staff-settings.md).
   */
  installments: z
    .array(installmentPlanSchema)
    .max(8, m.tooManyPlans)
    .superRefine((plans, ctx) => {
      plans.forEach((plan, index) => {
        if (plans.findIndex((other) => other.months === plan.months) < index)
          ctx.addIssue({ code: 'custom', message: m.monthsRepeated, path: [index, 'months'] });
      });
    }),
  /** How long an OXXO ticket or a SPEI reference stays payable, from the order. */
  cashHours: number(m.cashHoursRequired, m.cashHoursRange)
    .int(m.cashHoursRange)
    .min(1, m.cashHoursRange)
    .max(720, m.cashHoursRange),
  /** No cash payment may still be open this many hours before the departure starts. */
  cashCutoffHours: number(m.cashCutoffRequired, m.cashCutoffRange)
    .int(m.cashCutoffRange)
    .min(0, m.cashCutoffRange)
    .max(720, m.cashCutoffRange),
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
