import { describe, expect, it } from 'vitest';
import {
  AFTER_SALE_MESSAGES,
  cancellationPolicy,
  cancellationPolicyText,
  canCancelFree,
  freeCancellationUntil,
  insideCancellationWindow,
} from './cancellation.ts';
import { freeCancellationHoursField } from './cancellation-schemas.ts';
import { todayIn, zonedStart } from './time-zones.ts';

describe('cancellation policy (docs/product.md §15.1, issue 17)', () => {
  it('says the hours, or that the booking is not refundable', () => {
    expect(cancellationPolicyText(48)).toBe(
      'Cancelación gratuita hasta 48 horas antes de la fecha y hora de inicio; después, o si no te presentas, el pago no es reembolsable.',
    );
    expect(cancellationPolicyText(24)).toContain('Cancelación gratuita hasta 24 horas antes');
    expect(cancellationPolicyText(0)).toBe('Esta reserva no es reembolsable.');
  });

  it('travels as a key of the shared catalogue with its hours (English is said from the catalogue: error-keys.test.ts)', () => {
    expect(cancellationPolicy(48)).toEqual({ key: 'policy.freeCancellation', params: { hours: 48 } });
    expect(cancellationPolicy(0)).toEqual({ key: 'policy.notRefundable' });
  });

  it('counts from the start time on the Mexico City clock (UTC−6 all year, no DST)', () => {
    // 10:00 in Mexico City is 16:00 UTC, in winter and in summer alike.
    expect(freeCancellationUntil('2026-12-15', '10:00', 48)).toBe('2026-12-13T16:00:00.000Z');
    expect(freeCancellationUntil('2026-07-15', '10:00', 48)).toBe('2026-07-13T16:00:00.000Z');
    // Across the first Sunday of April, when the old summer time used to start.
    expect(freeCancellationUntil('2027-04-05', '09:30', 72)).toBe('2027-04-02T15:30:00.000Z');
  });

  it("counts from the start time on the clock of the item's zone (issue 30)", () => {
    // 08:30 in Tulum (America/Cancun, UTC−5 all year) is 13:30 UTC, not Mexico City's 14:30.
    expect(zonedStart('2026-12-05', '08:30', 'America/Cancun').toISOString()).toBe('2026-12-05T13:30:00.000Z');
    expect(freeCancellationUntil('2026-12-05', '08:30', 48, 'America/Cancun')).toBe('2026-12-03T13:30:00.000Z');
    expect(canCancelFree(new Date('2026-12-03T13:59:00Z'), '2026-12-05', '08:30', 48, 'America/Cancun')).toBe(false);
    // Baja California Sur (America/Mazatlan, UTC−7); Tijuana keeps the US summer time (UTC−7 in July, −8 in December).
    expect(zonedStart('2026-12-05', '08:30', 'America/Mazatlan').toISOString()).toBe('2026-12-05T15:30:00.000Z');
    expect(zonedStart('2026-07-04', '08:30', 'America/Tijuana').toISOString()).toBe('2026-07-04T15:30:00.000Z');
    expect(zonedStart('2026-12-05', '08:30', 'America/Tijuana').toISOString()).toBe('2026-12-05T16:30:00.000Z');
    // At 23:30 in Mexico City it is already the next day in Cancún.
    expect(todayIn('America/Cancun', new Date('2026-12-06T05:30:00Z'))).toBe('2026-12-06');
    expect(todayIn('America/Mexico_City', new Date('2026-12-06T05:30:00Z'))).toBe('2026-12-05');
  });

  it('counts from 00:00 of the date when there is no start time', () => {
    expect(freeCancellationUntil('2026-12-15', null, 24)).toBe('2026-12-14T06:00:00.000Z');
  });

  it('with 0 hours the limit is the start and nothing is free', () => {
    expect(freeCancellationUntil('2026-12-15', '10:00', 0)).toBe('2026-12-15T16:00:00.000Z');
    expect(canCancelFree(new Date('2026-12-01T00:00:00Z'), '2026-12-15', '10:00', 0)).toBe(false);
  });

  it('allows a free cancellation only before the limit', () => {
    expect(canCancelFree(new Date('2026-12-13T15:59:59Z'), '2026-12-15', '10:00', 48)).toBe(true);
    expect(canCancelFree(new Date('2026-12-13T16:00:00Z'), '2026-12-15', '10:00', 48)).toBe(false);
    expect(canCancelFree(new Date('2026-12-14T05:59:00Z'), '2026-12-15', null, 24)).toBe(true);
    expect(canCancelFree(new Date('2026-12-14T06:00:00Z'), '2026-12-15', null, 24)).toBe(false);
  });

  it('the form field takes whole hours 0–720 and leaves an empty value out', () => {
    expect(freeCancellationHoursField.parse('24')).toBe(24);
    expect(freeCancellationHoursField.parse(0)).toBe(0);
    expect(freeCancellationHoursField.parse('')).toBeUndefined();
    expect(freeCancellationHoursField.parse(undefined)).toBeUndefined();
    for (const bad of [-1, 721, 1000, 1.5, 'abc']) expect(freeCancellationHoursField.safeParse(bad).success).toBe(false);
  });
});

describe('a date already inside the window (issue 30 item 3)', () => {
  it('is inside when the deadline passed before paying, never for a not-refundable item', () => {
    // Booking on Friday 13:00 for Saturday 10:00 on a 48-hour policy: the deadline was Thursday.
    expect(insideCancellationWindow(new Date('2026-12-11T19:00:00Z'), '2026-12-12', '10:00', 48)).toBe(true);
    expect(insideCancellationWindow(new Date('2026-12-08T19:00:00Z'), '2026-12-12', '10:00', 48)).toBe(false);
    expect(insideCancellationWindow(new Date('2026-12-11T19:00:00Z'), '2026-12-12', '10:00', 0)).toBe(false);
  });

  it('says it as a fact on the voucher, with the hours', () => {
    expect(AFTER_SALE_MESSAGES.insideWindow).toBe('Esta fecha ya no admite cancelación gratuita ni cambios de fecha.');
    expect(AFTER_SALE_MESSAGES.bookedInsideWindow(48)).toBe(
      'Reservaste con menos de 48 horas de anticipación: esta reserva no admite cancelación gratuita ni cambios de fecha.',
    );
    expect(AFTER_SALE_MESSAGES.bookedInsideWindow(1)).toContain('menos de 1 hora de');
  });
});
