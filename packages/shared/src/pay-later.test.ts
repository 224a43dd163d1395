import { describe, expect, it } from 'vitest';
import { cashPaymentDeadline, DEFAULT_PAY_LATER_SETTINGS, installmentsFor } from './pay-later.ts';

describe('installmentsFor', () => {
  const plans = DEFAULT_PAY_LATER_SETTINGS.installments;

  it('offers the most months whose amount the total reaches, each month to the centavo', () => {
    expect(installmentsFor(2900, plans)).toEqual({ months: 3, monthly: 966.67 });
    expect(installmentsFor(3000, plans)).toEqual({ months: 6, monthly: 500 });
    expect(installmentsFor(7000, plans)).toEqual({ months: 12, monthly: 583.33 });
  });

  it('offers none below the smallest plan, or without plans', () => {
    expect(installmentsFor(1499.99, plans)).toBeNull();
    expect(installmentsFor(9000, [])).toBeNull();
  });
});

describe('cashPaymentDeadline', () => {
  const now = new Date('2026-12-01T15:00:00Z');
  const settings = { cashHours: 48, cashCutoffHours: 24 };

  it('gives the cash hours when the departure is far', () => {
    const departureStartsAt = new Date('2026-12-10T14:00:00Z');
    expect(cashPaymentDeadline({ now, departureStartsAt, settings })?.toISOString()).toBe('2026-12-03T15:00:00.000Z');
  });

  it('ends at the cut-off before a departure that comes sooner', () => {
    const departureStartsAt = new Date('2026-12-03T14:00:00Z');
    expect(cashPaymentDeadline({ now, departureStartsAt, settings })?.toISOString()).toBe('2026-12-02T14:00:00.000Z');
  });

  it('offers no cash when the departure is inside the cut-off', () => {
    const departureStartsAt = new Date('2026-12-02T14:00:00Z');
    expect(cashPaymentDeadline({ now, departureStartsAt, settings })).toBeNull();
  });
});
