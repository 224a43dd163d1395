// Paying through Mercado Pago: the rules the server and the checkout page both apply (see
// pay-later.ts for the settings' schemas). No zod here: the public booking form imports these, and
// zod is about 25 KB gzipped, half a second of a slow phone's line
// (docs/decisions/0218-the-booking-form-within-four-seconds.md).

/** Card installments without interest from an amount up (pay-later.ts's installmentPlanSchema). */
interface Plan {
  months: number;
  minAmount: number;
}

/**
 * The most months without interest a total may be paid in, and each month's amount rounded to the
 * centavo (the last month absorbs the rounding at the bank); null when no plan reaches it.
 */
export function installmentsFor(total: number, plans: readonly Plan[]): { months: number; monthly: number } | null {
  const best = plans.filter((plan) => total >= plan.minAmount).sort((a, b) => b.months - a.months)[0];
  return best ? { months: best.months, monthly: Math.round((total * 100) / best.months) / 100 } : null;
}

/**
 * Until when a cash (OXXO) or transfer (SPEI) payment started `now` may be paid: `cashHours` from
 * now, but never later than `cashCutoffHours` before the departure starts. Null when that leaves no
 * time at all: only instant methods (card, account) are offered for that departure.
 */
export function cashPaymentDeadline(input: {
  now: Date;
  departureStartsAt: Date;
  settings: { cashHours: number; cashCutoffHours: number };
}): Date | null {
  const { now, departureStartsAt, settings } = input;
  const byHours = now.getTime() + settings.cashHours * 3_600_000;
  const byDeparture = departureStartsAt.getTime() - settings.cashCutoffHours * 3_600_000;
  const deadline = Math.min(byHours, byDeparture);
  return deadline > now.getTime() ? new Date(deadline) : null;
}
