import { seasonsText, weekdayNames, type Season } from './experience-dates.ts';
import { formatLongDate, formatWallDateTime } from './format.ts';
import type { Locale } from './locale.ts';
import type spanish from './locales/es.json';

/*
 * One way to say things (docs/decisions/0197-messages-travel-as-keys.md): a business refusal or a
 * shared rule's message travels as a key of the shared catalogue (src/locales/{es,en}.json, ICU
 * messages) with its values, never as a finished sentence. The server writes the API's Spanish
 * `message` from the Spanish entry; the browser says the same key in the page's language.
 */

/** Every key of the shared catalogue (Spanish is the reference; a test keeps English in step). */
export type SaidKey = keyof typeof spanish;

/**
 * A message's values. Some are data each language writes in its own words before the message is
 * said: a name ending in `Date` holds a calendar date ('2026-12-05'), in `DateTime` a wall-clock
 * date and time at the item's place ('2026-12-03T09:00', wallDateTime), in `Weekdays` the days an
 * experience runs ('mon,wed,fri'), in `Seasons` its seasons ('01-01/03-31,12-15/12-31').
 */
export type SaidParams = Record<string, string | number>;

/** A message as it travels: its key and its values. */
export interface Said {
  key: SaidKey;
  params?: SaidParams;
}

/** A message by its key and values (`said('payment.placesLeft', { n: 2 })`). */
export const said = (key: SaidKey, params?: SaidParams): Said => (params ? { key, params } : { key });

/** Whether `value` is a travelling message rather than a finished sentence. */
export const isSaid = (value: unknown): value is Said =>
  typeof value === 'object' && value !== null && typeof (value as { key?: unknown }).key === 'string';

/** The parameter names that hold a calendar date, written per language (see SaidParams). */
export const isDateParam = (name: string) => name.endsWith('Date');

/** Seasons as a message value (see SaidParams). */
export const seasonsParam = (seasons: readonly Season[]) => seasons.map((s) => `${s.from}/${s.to}`).join(',');

/** A message value as `locale` writes it: dates, weekdays and seasons in its own words (see SaidParams). */
export function sayParam(name: string, value: string | number, locale: Locale): string | number {
  if (typeof value !== 'string') return value;
  if (name.endsWith('DateTime')) return formatWallDateTime(value, locale);
  if (isDateParam(name)) return formatLongDate(value, locale);
  if (name.endsWith('Weekdays')) return weekdayNames(value.split(','), locale);
  if (name.endsWith('Seasons'))
    return seasonsText(
      value.split(',').map((part) => {
        const [from = '', to = ''] = part.split('/');
        return { from, to };
      }),
      locale,
    );
  return value;
}
