import { experienceDateProblem, lastBookableDate, said, seasonsParam, todayInMexico, weekendsOnly } from '@hv/shared';
import { AppError, type Words } from '../../lib/errors.ts';
import type { BookableItem } from './items.ts';

/**
 * docs/product.md §6.2: experiences on the weekdays they run (weekends unless staff say
 * otherwise) inside their seasons, never in the past (Mexico City's today) nor past the 18-month
 * horizon (lastBookableDate): the one shared rule the calendars also follow
 * (experienceDateProblem, docs/decisions/0208-experience-seasons-and-weekdays.md). A trip only on
 * its departure date, and not once it has left.
 */
export function checkBookingDate(
  item: Pick<BookableItem, 'kind' | 'departureDate' | 'weekdays' | 'seasons'>,
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
  switch (experienceDateProblem(item, date, today)) {
    case 'past':
      return refuse(said('payment.pastDate'));
    case 'beyondHorizon':
      return refuse(said('payment.beyondHorizon', { lastDate: lastBookableDate(today) }));
    case 'weekday':
      return refuse(
        weekendsOnly(item.weekdays)
          ? said('payment.weekendOnlyDate')
          : said('payment.weekdayDate', { runWeekdays: item.weekdays.join(',') }),
      );
    case 'season':
      return refuse(said('payment.outOfSeason', { runSeasons: seasonsParam(item.seasons) }));
    case null:
      return;
  }
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
