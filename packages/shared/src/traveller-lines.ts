import type { Locale } from './locale.ts';
import type { BookedTraveller, TravellerType } from './traveller-types.ts';

// What is read off a booking's traveller types (decision 0228): counts, places, names. Apart from the
// schemas in traveller-types.ts, so that the booking form's first code carries no zod (decision 0218).

/** The one type an item has until staff define others: its price is the item's price. */
export const DEFAULT_TRAVELLER_TYPE = { id: 'persona', name: 'Persona', nameEn: 'Person' } as const;

/** The item's types in the order staff set. */
export const sortedTravellerTypes = <T extends Pick<TravellerType, 'sortOrder'>>(types: readonly T[]): T[] =>
  [...types].sort((a, b) => a.sortOrder - b.sortOrder);

/** The type an old client's `passengers` number means: the first that takes a place. */
export const firstPlaceType = <T extends Pick<TravellerType, 'sortOrder' | 'takesPlace'>>(types: readonly T[]): T | undefined =>
  sortedTravellerTypes(types).find((t) => t.takesPlace);

/** Places taken: the sum of the counts of the types that take a place. */
export const placesOf = (lines: readonly Pick<BookedTraveller, 'count' | 'takesPlace'>[]): number =>
  lines.reduce((sum, l) => sum + (l.takesPlace ? l.count : 0), 0);

/** Everyone travelling, place or not (one passenger name each). */
export const travellersOf = (lines: readonly Pick<BookedTraveller, 'count'>[]): number =>
  lines.reduce((sum, l) => sum + l.count, 0);

/** A type's name in a language: the English one when staff gave it. */
export const travellerTypeName = (locale: Locale, t: { name: string; nameEn: string | null }): string =>
  locale === 'en' && t.nameEn ? t.nameEn : t.name;

/** `2 Adulto · 1 Niño (3 a 11 años)`: what vouchers, e-mails, manifests and reports show. */
export const travellerSummary = (locale: Locale, lines: readonly Pick<BookedTraveller, 'count' | 'name' | 'nameEn'>[]): string =>
  lines
    .filter((l) => l.count > 0)
    .map((l) => `${l.count} ${travellerTypeName(locale, l)}`)
    .join(' · ');

/**
 * A booking's `Viajeros` in a staff list or CSV (decisions 0240, 0241): its types and counts; a
 * booking from before traveller types as `N Persona`.
 */
export const travellersText = (
  lines: readonly Pick<BookedTraveller, 'count' | 'name' | 'nameEn'>[],
  passengers: number,
): string => travellerSummary('es', lines) || `${passengers} ${DEFAULT_TRAVELLER_TYPE.name}`;

/** One type per passenger, in the order of the lines: what each passenger name field is labelled. */
export const passengerTypeIds = (lines: readonly Pick<BookedTraveller, 'typeId' | 'count'>[]): string[] =>
  lines.flatMap((l) => Array.from({ length: l.count }, () => l.typeId));

/**
 * Whether a booking's lines are worth saying by type: an item that sells only `Persona` says
 * `3 pasajeros` as it always did (decision 0237).
 */
export const showsTravellerTypes = (lines: readonly Pick<BookedTraveller, 'typeId'>[]): boolean =>
  lines.some((l) => l.typeId !== DEFAULT_TRAVELLER_TYPE.id);
