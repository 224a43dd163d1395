import { BUSINESS_TIME_ZONE, freeCancellationUntil } from '@hv/shared';

// When a booking leaves and when its e-mails are due (docs/product.md §15.5, decision 0131). A
// departure is its date and 'HH:MM' start on the clock of the item's place, the booking's
// time_zone (docs/decisions/0200-a-time-zone-per-item.md; the cancellation policy's reading,
// cancellation.ts); without a start time, 00:00 of its date.

export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The instant the booking departs. */
export const departureAt = (date: string, startTime: string | null, zone: string = BUSINESS_TIME_ZONE) =>
  new Date(freeCancellationUntil(date, startTime, 0, zone));

/** The instant its reminder is due: `hours` before the departure. */
export const reminderAt = (date: string, startTime: string | null, hours: number, zone: string = BUSINESS_TIME_ZONE) =>
  new Date(freeCancellationUntil(date, startTime, hours, zone));

/** The review request goes at 10:00 on the place's clock the day after the outing ends. */
export const reviewRequestAt = (lastDay: string, zone: string = BUSINESS_TIME_ZONE) =>
  new Date(freeCancellationUntil(addDays(lastDay, 1), '10:00', 0, zone));

/**
 * Whether a reminder is sent for a booking: from its due moment until the departure, and only
 * when it was paid before that moment — one paid later got its confirmation e-mail (with the
 * same voucher, time and meeting point) moments ago.
 */
export function reminderDue(
  now: Date,
  b: { date: string; startTime: string | null; paidAt: Date | null; timeZone?: string },
  hours: number,
) {
  const due = reminderAt(b.date, b.startTime, hours, b.timeZone);
  return now >= due && now < departureAt(b.date, b.startTime, b.timeZone) && (!b.paidAt || b.paidAt <= due);
}
