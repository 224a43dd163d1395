import { INTL_LOCALE, type Locale } from './locale.ts';
import { lastBookableDate } from './payments-constants.ts';

// When an experience can be booked (docs/decisions/0208-experience-seasons-and-weekdays.md): on
// the weekdays it runs, inside one of its seasons, from today up to the booking horizon. The
// server refuses any other date and the calendars offer none: both ask `experienceDateProblem`.
// No zod here, so the booking form's calendar can import it without the schemas.

/** The days of the week, Monday first, as stored in `experiences.weekdays`. */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
/** What an experience runs on when staff say nothing: Saturdays and Sundays (docs/product.md §6.2). */
export const DEFAULT_WEEKDAYS: readonly Weekday[] = ['sat', 'sun'];

/** Spanish names, Monday first: the dialog's checkboxes and the server's sentences. */
export const WEEKDAY_NAMES_ES: Record<Weekday, string> = {
  mon: 'lunes',
  tue: 'martes',
  wed: 'miércoles',
  thu: 'jueves',
  fri: 'viernes',
  sat: 'sábado',
  sun: 'domingo',
};

/**
 * A season, the same every year: from `from` to `to` inclusive, each 'MM-DD'. When `to` comes
 * before `from` the season wraps the year's end ('12-15' to '01-31').
 */
export interface Season {
  from: string;
  to: string;
}

/** What an experience's dates depend on; no season means all year. */
export interface ExperienceDateRule {
  weekdays: readonly string[];
  seasons: readonly Season[];
}

const weekdayOf = (isoDate: string): Weekday => WEEKDAYS[(new Date(`${isoDate}T12:00:00Z`).getUTCDay() + 6) % 7]!;

/** Whether the season holds `isoDate` (its month and day), a wrapping one included. */
export function seasonHolds(season: Season, isoDate: string): boolean {
  const day = isoDate.slice(5, 10);
  return season.from <= season.to ? day >= season.from && day <= season.to : day >= season.from || day <= season.to;
}

/** Inside one of the seasons; always, when there is none. */
export const inSeason = (seasons: readonly Season[], isoDate: string) =>
  seasons.length === 0 || seasons.some((season) => seasonHolds(season, isoDate));

/** Why an experience cannot be booked on `isoDate`, or null when it can. */
export type ExperienceDateProblem = 'past' | 'beyondHorizon' | 'weekday' | 'season';

/**
 * The one rule of an experience's date: not before `today` (Mexico City's), not past the
 * 18-month horizon, on one of its weekdays, inside one of its seasons.
 */
export function experienceDateProblem(rule: ExperienceDateRule, isoDate: string, today: string): ExperienceDateProblem | null {
  if (isoDate < today) return 'past';
  if (isoDate > lastBookableDate(today)) return 'beyondHorizon';
  if (!rule.weekdays.includes(weekdayOf(isoDate))) return 'weekday';
  if (!inSeason(rule.seasons, isoDate)) return 'season';
  return null;
}

/** Whether the rule's weekdays are Saturday and Sunday alone ('Solo fines de semana'). */
export const weekendsOnly = (weekdays: readonly string[]) =>
  weekdays.length === 2 && weekdays.includes('sat') && weekdays.includes('sun');

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Whether 'MM-DD' is a day of some year (29 February included). */
export function isMonthDay(value: string): boolean {
  const m = /^(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const month = Number(m[1]);
  const day = Number(m[2]);
  return month >= 1 && month <= 12 && day >= 1 && day <= DAYS_IN_MONTH[month - 1]!;
}

const monthNames = new Map<Locale, Intl.DateTimeFormat>();
const dayNames = new Map<Locale, Intl.DateTimeFormat>();
const cached = (cache: Map<Locale, Intl.DateTimeFormat>, locale: Locale, options: Intl.DateTimeFormatOptions) => {
  let format = cache.get(locale);
  if (!format) cache.set(locale, (format = new Intl.DateTimeFormat(INTL_LOCALE[locale], { ...options, timeZone: 'UTC' })));
  return format;
};
// 2024 is a leap year, so '02-29' has a date to be written from.
const asDate = (monthDay: string) => new Date(`2024-${monthDay}T12:00:00Z`);
const startsMonth = (monthDay: string) => monthDay.endsWith('-01');
const endsMonth = (monthDay: string) => {
  const [month, day] = monthDay.split('-').map(Number) as [number, number];
  // February ends on the 28th as well: a season 'to the end of February' is typed either way.
  return day === DAYS_IN_MONTH[month - 1] || (month === 2 && day === 28);
};

/**
 * A season in words: whole months by their names ('enero a marzo', 'January to March'), other
 * days as a day and a month ('15 de diciembre a 31 de enero', 'December 15 to January 31').
 */
export function seasonText(season: Season, locale: Locale = 'es'): string {
  const to = locale === 'es' ? ' a ' : ' to ';
  const whole = startsMonth(season.from) && endsMonth(season.to);
  const word = (monthDay: string) =>
    whole
      ? cached(monthNames, locale, { month: 'long' }).format(asDate(monthDay))
      : cached(dayNames, locale, { month: 'long', day: 'numeric' }).format(asDate(monthDay));
  const from = word(season.from);
  const until = word(season.to);
  // One whole month: 'marzo', not 'marzo a marzo'.
  const text = from === until ? from : `${from}${to}${until}`;
  return locale === 'es' ? text : text.charAt(0).toUpperCase() + text.slice(1);
}

/** All the seasons in words, joined ('enero a marzo y julio'); empty when there is none (all year). */
export function seasonsText(seasons: readonly Season[], locale: Locale = 'es'): string {
  const parts = seasons.map((season) => seasonText(season, locale));
  const and = locale === 'es' ? ' y ' : ' and ';
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')}${and}${parts.at(-1)}`;
}

/** The weekdays in Spanish words, Monday first: 'lunes, miércoles y viernes'. */
export function weekdaysText(weekdays: readonly string[]): string {
  const names = WEEKDAYS.filter((day) => weekdays.includes(day)).map((day) => WEEKDAY_NAMES_ES[day]);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} y ${names.at(-1)}`;
}

/** A season as staff type it in the dialog, day first as in Mexico: '01/01 - 31/03'. */
export const seasonLine = (season: Season) =>
  `${season.from.slice(3)}/${season.from.slice(0, 2)} - ${season.to.slice(3)}/${season.to.slice(0, 2)}`;

const SEASON_LINE = /^(\d{1,2})\/(\d{1,2})\s*(?:-|–|a)\s*(\d{1,2})\/(\d{1,2})$/;

/** A line typed in the dialog ('1/12 - 31/3', '01/01 a 31/03') as a season, or null when it is not one. */
export function parseSeasonLine(line: string): Season | null {
  const m = SEASON_LINE.exec(line.trim());
  if (!m) return null;
  const monthDay = (day: string, month: string) => `${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  const season = { from: monthDay(m[1]!, m[2]!), to: monthDay(m[3]!, m[4]!) };
  return isMonthDay(season.from) && isMonthDay(season.to) ? season : null;
}

const weekdayFormats = new Map<Locale, Intl.DateTimeFormat>();
// 2024-01-01 was a Monday: WEEKDAYS[i] is that week's day i.
const weekdayDate = (day: Weekday) => new Date(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(day), 12));

/** The weekdays in the page's words, Monday first: 'lunes y miércoles', 'Monday and Wednesday'. */
export function weekdayNames(weekdays: readonly string[], locale: Locale = 'es'): string {
  const names = WEEKDAYS.filter((day) => weekdays.includes(day)).map((day) =>
    cached(weekdayFormats, locale, { weekday: 'long' }).format(weekdayDate(day)),
  );
  const and = locale === 'es' ? ' y ' : ' and ';
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')}${and}${names.at(-1)}`;
}
