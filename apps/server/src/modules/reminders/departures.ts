import { freeCancellationUntil } from '@hv/shared';

// When a booking leaves and when its e-mails are due (docs/product.md §15.5, decision 0131). A
// departure is its date and 'HH:MM' start on Mexico City's clock (the cancellation policy's
// reading, cancellation.ts); without a start time, 00:00 of its date.

export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The instant the booking departs. */
export const departureAt = (date: string, startTime: string | null) => new Date(freeCancellationUntil(date, startTime, 0));

/** The instant its reminder is due: `hours` before the departure. */
export const reminderAt = (date: string, startTime: string | null, hours: number) =>
  new Date(freeCancellationUntil(date, startTime, hours));

/** The review request goes at 10:00 (Mexico City) the day after the outing ends. */
export const reviewRequestAt = (lastDay: string) => new Date(freeCancellationUntil(addDays(lastDay, 1), '10:00', 0));

/**
 * Whether a reminder is sent for a booking: from its due moment until the departure, and only
 * when it was paid before that moment — one paid later got its confirmation e-mail (with the
 * same voucher, time and meeting point) moments ago.
 */
export function reminderDue(now: Date, b: { date: string; startTime: string | null; paidAt: Date | null }, hours: number) {
  const due = reminderAt(b.date, b.startTime, hours);
  return now >= due && now < departureAt(b.date, b.startTime) && (!b.paidAt || b.paidAt <= due);
}
