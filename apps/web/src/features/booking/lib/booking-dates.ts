import { lastBookableDate, todayInMexico } from '@hv/shared';

/*
 * Calendar arithmetic on `yyyy-MM-dd` strings (ARCHITECTURE: dates are stored that way). Each
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

/** The same day `months` later, clamped to the month's last day (31 March + 1 → 30 April). */
export function addMonths(iso: string, months: number): string {
  const date = toUtc(iso);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1, 12));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0, 12)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return toIso(target);
}

/** 0 = Monday … 6 = Sunday (the calendar's columns). */
export function weekdayIndex(iso: string): number {
  return (toUtc(iso).getUTCDay() + 6) % 7;
}

export const isWeekend = (iso: string) => weekdayIndex(iso) >= 5;

export const monthStart = (iso: string) => `${iso.slice(0, 8)}01`;

export const sameMonth = (a: string, b: string) => a.slice(0, 7) === b.slice(0, 7);

/**
 * SPEC §5: the experience calendar offers only Saturdays and Sundays, and (our additions) never a
 * day that has already passed in Mexico City nor one past the booking horizon (18 months).
 */
export function isBookableExperienceDate(iso: string, today = todayInMexico()): boolean {
  return iso >= today && iso <= lastBookableDate(today) && isWeekend(iso);
}

/** The weeks (Monday first) that show the month of `iso`; days outside the month are null. */
export function monthWeeks(iso: string): (string | null)[][] {
  const first = monthStart(iso);
  const days: (string | null)[] = Array.from({ length: weekdayIndex(first) }, () => null);
  for (let day = first; sameMonth(day, first); day = addDays(day, 1)) days.push(day);
  while (days.length % 7 !== 0) days.push(null);
  return Array.from({ length: days.length / 7 }, (_, week) => days.slice(week * 7, week * 7 + 7));
}

const monthFormat = new Intl.DateTimeFormat('es-MX', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const fullDayFormat = new Intl.DateTimeFormat('es-MX', { dateStyle: 'full', timeZone: 'UTC' });

/** "Noviembre de 2026". */
export function formatMonth(iso: string): string {
  const text = monthFormat.format(toUtc(iso));
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "sábado, 28 de noviembre de 2026": a day's accessible name and the picked date's text. */
export function formatFullDate(iso: string): string {
  return fullDayFormat.format(toUtc(iso));
}

/** The first bookable day from `from` on (at most a year ahead), or null. */
export function firstBookableDay(from: string, isBookable: (iso: string) => boolean): string | null {
  for (let day = from, n = 0; n < 366; day = addDays(day, 1), n++) if (isBookable(day)) return day;
  return null;
}
