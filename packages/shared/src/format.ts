import { BUSINESS_TIME_ZONE, DESCRIPTION_PREVIEW_CHARS } from './limits.ts';
import { INTL_LOCALE, type Locale } from './locale.ts';

const mxn: Record<Locale, Intl.NumberFormat> = {
  es: new Intl.NumberFormat(INTL_LOCALE.es, { style: 'currency', currency: 'MXN' }),
  // A visitor from abroad reads "MX$1,250.00": pesos, not dollars.
  en: new Intl.NumberFormat(INTL_LOCALE.en, { style: 'currency', currency: 'MXN' }),
};

/** Price in MXN for the language, e.g. "$1,250.00" (es-MX) or "MX$1,250.00" (en). */
export function formatMXN(amount: number, locale: Locale = 'es'): string {
  return mxn[locale].format(amount);
}

export function formatMoney(amount: number, currency: 'MXN' | 'USD', locale: Locale = 'es'): string {
  return new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'currency', currency }).format(amount);
}

/** A stored `yyyy-MM-dd` date in long form, e.g. "15 de marzo de 2026" or "March 15, 2026". */
export function formatLongDate(isoDate: string, locale: Locale = 'es'): string {
  // Noon UTC keeps the calendar day the same in every American time zone.
  const date = new Date(`${isoDate}T12:00:00Z`);
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'long', timeZone: BUSINESS_TIME_ZONE }).format(date);
}

const wallDateTimes: Record<Locale, Intl.DateTimeFormat> = {
  // The Spanish form formatLongDateTime (cancellation.ts) writes: "jueves, 3 de diciembre de 2026, 09:00".
  es: new Intl.DateTimeFormat(INTL_LOCALE.es, { dateStyle: 'full', timeStyle: 'short', hourCycle: 'h23', timeZone: 'UTC' }),
  // "Thursday, December 3, 2026 at 9:00 AM", as the web's formatDateTime writes it.
  en: new Intl.DateTimeFormat(INTL_LOCALE.en, { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' }),
};

/**
 * A wall-clock date and time already read on the clock of the item's place ('2026-12-03T09:00',
 * see wallDateTime in time-zones.ts) in the language's long form; read as UTC so nothing shifts.
 */
export function formatWallDateTime(wall: string, locale: Locale = 'es'): string {
  return wallDateTimes[locale].format(new Date(`${wall}:00Z`));
}

/**
 * A stored time of day ('05:45:00', as PostgreSQL returns it, or '05:45') as 24-hour HH:mm, the
 * way times are written in Mexico; also the value of a `<time datetime>`. Anything unexpected is
 * shown as stored.
 */
export function formatTime(time: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time.trim());
  if (!match) return time;
  return `${match[1]!.padStart(2, '0')}:${match[2]}`;
}

/**
 * A time of day as the language writes it: '08:30' on Spanish pages (as in Mexico), '8:30 AM' on
 * English ones, whose readers mostly use a 12-hour clock (docs/decisions/0159-english-pages.md).
 */
export function formatClock(time: string, locale: Locale = 'es'): string {
  const value = formatTime(time);
  const match = /^(\d{2}):(\d{2})$/.exec(value);
  if (locale === 'es' || !match) return value;
  // Written out rather than by Intl: the space before AM/PM differs between ICU versions, and a page
  // rendered on the server must read the same in the browser that hydrates it. A no-break space
  // keeps '8:30 AM' on one line.
  const hours = Number(match[1]);
  return `${hours % 12 || 12}:${match[2]}\u00a0${hours < 12 ? 'AM' : 'PM'}`;
}

/** docs/product.md §2.5: the first 100 characters of a description followed by an ellipsis. */
export function previewText(text: string | null | undefined, length = DESCRIPTION_PREVIEW_CHARS): string {
  const value = (text ?? '').trim();
  return `${value.slice(0, length)}...`;
}

/** Today's date as `yyyy-MM-dd` in the business time zone. */
export function todayInMexico(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE }).format(now);
}

/** A duration as values: hours (an experience) or days and nights (a trip). */
export type DurationValue = { hours: number } | { days: number; nights: number };

/**
 * The values of a duration staff wrote in Spanish ('5 horas', '1.5 horas', '5 días / 4 noches'),
 * or null for any other wording (then the text is shown as written, marked Spanish).
 */
export function parseDuration(text: string | null | undefined): DurationValue | null {
  const value = (text ?? '').trim().toLowerCase();
  const hours = /^(\d+(?:[.,]\d+)?)\s*(?:horas?|hrs?\.?|h)$/.exec(value);
  if (hours) return { hours: Number(hours[1]!.replace(',', '.')) };
  const days = /^(\d+)\s*d[ií]as?\s*(?:\/|,|y)\s*(\d+)\s*noches?$/.exec(value);
  if (days) return { days: Number(days[1]), nights: Number(days[2]) };
  return null;
}

/**
 * An item's duration as values: the ones staff entered, else those read from the text of rows
 * written before the values existed (docs/decisions/0215-durations-stored-as-values.md); null
 * when neither says (then the text is shown as written).
 */
export function durationOf(item: {
  duration?: string | null;
  duration_hours?: number | null;
  duration_days?: number | null;
  duration_nights?: number | null;
}): DurationValue | null {
  if (item.duration_hours != null) return { hours: item.duration_hours };
  if (item.duration_days != null) return { days: item.duration_days, nights: item.duration_nights ?? 0 };
  return parseDuration(item.duration);
}

const durationWords: Record<Locale, { hour: [string, string]; day: [string, string]; night: [string, string] }> = {
  es: { hour: ['hora', 'horas'], day: ['día', 'días'], night: ['noche', 'noches'] },
  en: { hour: ['hour', 'hours'], day: ['day', 'days'], night: ['night', 'nights'] },
};

/** A duration written in the language: '8 horas' / '8 hours', '5 días / 4 noches' / '5 days / 4 nights'. */
export function formatDuration(duration: DurationValue, locale: Locale = 'es'): string {
  const words = durationWords[locale];
  const count = (n: number, [one, many]: [string, string]) =>
    `${new Intl.NumberFormat(INTL_LOCALE[locale]).format(n)} ${n === 1 ? one : many}`;
  if ('hours' in duration) return count(duration.hours, words.hour);
  return `${count(duration.days, words.day)} / ${count(duration.nights, words.night)}`;
}
