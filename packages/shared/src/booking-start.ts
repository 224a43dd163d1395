// The booking's first step in the detail page's own HTML (docs/decisions/0243-the-booking-start-in-the-html.md):
// a plain form whose fields, sent before the page's code has run, come back as these query
// parameters. The server renders the page with them chosen (so they are part of the page's cache
// key) and the booking form starts from them. No imports: the page's first load carries this.

/** The query parameters of the first step: the date, the start time, and how many travel. */
export const BOOKING_START_PARAMS = {
  date: 'fecha',
  time: 'hora',
  /** The one count of an item with a single price. */
  travellers: 'viajeros',
} as const;

/** The count of the item's n-th traveller type (1-based, in staff's order): `viajeros-2`. */
export const travellerTypeParam = (n: number) => `${BOOKING_START_PARAMS.travellers}-${n}`;

const NAME = /^(?:fecha|hora|viajeros(?:-\d{1,2})?)$/;
const VALUE = /^(?:\d{4}-\d{2}-\d{2}|\d{2}:\d{2}|\d{1,3})$/;

/**
 * The first step's parameters of a query string, in a fixed order and only when each is well
 * formed: what a detail page is rendered and kept under beside its path. Anything else (campaign
 * tags, a malformed value) is left out, so it cannot multiply the kept pages.
 */
export function bookingStartQuery(query: string): string {
  const kept = [...new URLSearchParams(query)]
    .filter(([name, value]) => NAME.test(name) && VALUE.test(value))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  // One of each name: a repeated parameter keeps its first value, as the form reads it.
  const unique = kept.filter(([name], i) => kept.findIndex(([other]) => other === name) === i);
  return new URLSearchParams(unique).toString();
}
