import {
  BUSINESS_TIME_ZONE,
  DEFAULT_WEEKDAYS,
  experienceDateProblem,
  formatLongDateTime,
  INTL_LOCALE,
  todayInMexico,
  type ExperienceDateRule,
  type Locale,
} from '@hv/shared';

/*
 * Calendar arithmetic on `yyyy-MM-dd` strings (dates are stored that way: docs/product.md §13). Each
 * day is read as noon UTC, so the weekday and the day number never shift with the browser's
 * time zone; "today" is Mexico City's (the business time zone), not the visitor's.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

const toUtc = (iso: string) => new Date(`${iso}T12:00:00Z`);
const toIso = (date: Date) => date.toISOString().slice(0, 10);

export { todayInMexico };

export function addDays(iso: string, days: number): string {
  return toIso(new Date(toUtc(iso).getTime() + days * DAY_MS));
}

/** What an experience runs on when nothing else is known: weekends, all year (docs/product.md §6.2). */
export const WEEKENDS_ALL_YEAR: ExperienceDateRule = { weekdays: DEFAULT_WEEKDAYS, seasons: [] };

/**
 * docs/product.md §6.2: the experience calendar offers only the days the experience runs (weekends
 * unless staff chose others) inside its seasons, never a day that has already passed in Mexico
 * City nor one past the booking horizon (18 months). The server's own rule, from @hv/shared
 * (docs/decisions/0208-experience-seasons-and-weekdays.md).
 */
export function isBookableExperienceDate(iso: string, today = todayInMexico(), rule = WEEKENDS_ALL_YEAR): boolean {
  return experienceDateProblem(rule, iso, today) === null;
}

/**
 * The calendar (react-day-picker) works on local dates: `yyyy-MM-dd` ↔ that day's local midnight,
 * so the day shown is the day stored whatever the browser's time zone.
 */
export function localDate(iso: string): Date {
  return new Date(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
}

export function isoOfLocalDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const monthFormats = new Map<Locale, Intl.DateTimeFormat>();
const fullDayFormats = new Map<Locale, Intl.DateTimeFormat>();
const cached = (cache: Map<Locale, Intl.DateTimeFormat>, locale: Locale, options: Intl.DateTimeFormatOptions) => {
  let format = cache.get(locale);
  if (!format) cache.set(locale, (format = new Intl.DateTimeFormat(INTL_LOCALE[locale], { ...options, timeZone: 'UTC' })));
  return format;
};

/** "Noviembre de 2026" ("November 2026" in English). */
export function formatMonth(iso: string, locale: Locale = 'es'): string {
  const text = cached(monthFormats, locale, { month: 'long', year: 'numeric' }).format(toUtc(iso));
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * "sábado, 28 de noviembre de 2026" ("Saturday, November 28, 2026"): a day's accessible name and
 * the picked date's text.
 */
export function formatFullDate(iso: string, locale: Locale = 'es'): string {
  return cached(fullDayFormats, locale, { dateStyle: 'full' }).format(toUtc(iso));
}

const dayOfMonthFormats = new Map<Locale, Intl.DateTimeFormat>();

/** "sábado, 9 de enero" ("Saturday, January 9"): a day under its month's heading. */
export function formatDayOfMonth(iso: string, locale: Locale = 'es'): string {
  return cached(dayOfMonthFormats, locale, { weekday: 'long', day: 'numeric', month: 'long' }).format(toUtc(iso));
}

/**
 * An instant on the clock of `zone` (the item's place, docs/decisions/0200-a-time-zone-per-item.md;
 * Mexico City's by default) in full: "jueves, 3 de diciembre de 2026, 09:00" (as @hv/shared writes
 * it), "Thursday, December 3, 2026 at 9:00 AM" in English.
 */
export function formatDateTime(iso: string, locale: Locale = 'es', zone: string = BUSINESS_TIME_ZONE): string {
  if (locale === 'es') return formatLongDateTime(iso, zone);
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: zone,
  }).format(new Date(iso));
}

/** The first bookable day from `from` on (at most a year ahead), or null. */
export function firstBookableDay(from: string, isBookable: (iso: string) => boolean): string | null {
  for (let day = from, n = 0; n < 366; day = addDays(day, 1), n++) if (isBookable(day)) return day;
  return null;
}
