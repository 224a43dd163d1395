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
 * A message's values. Values whose name ends in `Date` are calendar dates ('2026-12-05'): each
 * language writes them in its own long form before the message is said.
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
