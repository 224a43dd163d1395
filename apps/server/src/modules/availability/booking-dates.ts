import { lastBookableDate, said, todayInMexico } from '@hv/shared';
import { AppError, type Words } from '../../lib/errors.ts';
import type { BookableItem } from './items.ts';

const weekday = (isoDate: string) => new Date(`${isoDate}T12:00:00Z`).getUTCDay();

/**
 * docs/product.md §6.2: experiences on Saturdays and Sundays only, never in the past (Mexico
 * City's today) nor past the 18-month horizon (lastBookableDate); a trip only on its departure
 * date, and not once it has left.
 */
export function checkBookingDate(
  item: Pick<BookableItem, 'kind' | 'departureDate'>,
  date: string,
  today = todayInMexico(),
): void {
  const refuse = (message: Words) => {
    throw new AppError('validation', message, { date: message });
  };
  if (item.kind === 'trip') {
    if (item.departureDate! < today) refuse(said('payment.tripDeparted'));
    if (date !== item.departureDate) refuse(said('payment.tripDate', { departureDate: item.departureDate! }));
    return;
  }
  if (date < today) refuse(said('payment.pastDate'));
  const horizon = lastBookableDate(today);
  if (date > horizon) refuse(said('payment.beyondHorizon', { lastDate: horizon }));
  const day = weekday(date);
  if (day !== 0 && day !== 6) refuse(said('payment.weekendOnlyDate'));
}

/**
 * The start time booked: one of the experience's (the only one when it has one and none was
 * sent); none for trips and experiences without start times. Refused (422, on `startTime`) otherwise.
 */
export function chosenStartTime(item: BookableItem, sent: string | undefined): string | null {
  const refuse = (message: Words) => new AppError('unprocessable', message, { startTime: message });
  if (item.startTimes.length === 0) {
    if (sent) throw refuse(said('checkout.noStartTime'));
    return null;
  }
  if (!sent && item.startTimes.length === 1) return item.startTimes[0]!;
  if (!sent || !item.startTimes.includes(sent)) throw refuse(said('checkout.startTime'));
  return sent;
}
