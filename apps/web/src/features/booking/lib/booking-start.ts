import { BOOKING_START_PARAMS, experienceDateProblem, lastBookableDate, travellerTypeParam } from '@hv/shared';
import type { BookableItem } from './bookable-item.ts';
import { addDays, WEEKENDS_ALL_YEAR } from './booking-dates.ts';
import { maxPassengers, MIN_PASSENGERS } from './booking-total.ts';
import { initialCounts, typesToChoose, type TravellerCounts } from './traveller-counts.ts';

// The booking's first step in the page's own HTML (docs/decisions/0243-the-booking-start-in-the-html.md):
// what it offers, and what it hands the booking form. Light on purpose: the page's first load
// carries it, the form's code does not.

/** What the traveller chose in the first step: the booking form starts from it. */
export interface BookingStart {
  date: string | null;
  startTime: string | null;
  /** Everyone, for an item with a single price. */
  passengers: number;
  /** Per traveller type, for an item with several (decision 0237). */
  counts: TravellerCounts | null;
  /** The traveller pressed `Continuar`: the form takes them on to the next field. */
  continued: boolean;
}

/** How many dates the first step lists: two months of a daily tour, half a year of weekends. */
export const START_DATES = 60;

/** The next bookable dates of an experience (its weekdays and seasons, from `today`); none for a trip. */
export function startDates(item: BookableItem, today: string): string[] {
  if (item.fixedDate) return [];
  const rule = item.dateRule ?? WEEKENDS_ALL_YEAR;
  const last = lastBookableDate(today);
  const dates: string[] = [];
  for (let day = today; day <= last && dates.length < START_DATES; day = addDays(day, 1)) {
    if (experienceDateProblem(rule, day, today) === null) dates.push(day);
  }
  return dates;
}

/** The dates by month ('2027-01' → its dates), in order: the date list's groups. */
export function byMonth(dates: readonly string[]): [string, string[]][] {
  const months = new Map<string, string[]>();
  for (const day of dates) {
    const month = day.slice(0, 7);
    months.set(month, [...(months.get(month) ?? []), day]);
  }
  return [...months];
}

/** The counts offered: 1 to the item's maximum, or 0 to it for each of several types. */
export const countOptions = (item: BookableItem, from: number) =>
  Array.from({ length: maxPassengers(item.maxCapacity) - from + 1 }, (_, i) => from + i);

type Read = (name: string) => string | null;

const whole = (value: string | null) => (value && /^\d{1,3}$/.test(value) ? Number(value) : null);

/**
 * The first step's values as the form reads them (its fields, or the query they were sent as),
 * each kept only if the item offers it; what is left out starts as the form's own default.
 */
export function readBookingStart(item: BookableItem, read: Read, today: string, continued: boolean): BookingStart {
  const max = maxPassengers(item.maxCapacity);
  const types = typesToChoose(item.travellerTypes);
  const date = read(BOOKING_START_PARAMS.date);
  const time = read(BOOKING_START_PARAMS.time);
  const passengers = whole(read(BOOKING_START_PARAMS.travellers));
  let counts: TravellerCounts | null = null;
  if (types.length) {
    const asked = types.map((type, i) => whole(read(travellerTypeParam(i + 1))));
    counts = asked.some((n) => n !== null)
      ? Object.fromEntries(types.map((type, i) => [type.id, Math.min(max, asked[i] ?? 0)]))
      : initialCounts(types);
  }
  return {
    date:
      date && !item.fixedDate && experienceDateProblem(item.dateRule ?? WEEKENDS_ALL_YEAR, date, today) === null ? date : null,
    startTime: time && item.startTimes.includes(time) ? time : null,
    passengers: passengers !== null && passengers >= MIN_PASSENGERS ? Math.min(max, passengers) : MIN_PASSENGERS,
    counts,
    continued,
  };
}

/** Reads a form's fields by name (the first step's, just before the booking form replaces it). */
export const fieldsOf =
  (form: HTMLFormElement | null): Read =>
  (name) => {
    if (!form) return null;
    const value = new FormData(form).get(name);
    return typeof value === 'string' ? value : null;
  };
