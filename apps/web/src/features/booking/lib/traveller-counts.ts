import { firstPlaceType, sortedTravellerTypes, type TravellerType } from '@hv/shared';

// How many of each traveller type the form books (issue 32, decisions 0228 and 0237). An item with
// one type keeps the single passenger count; with several, a count per type.

/** Type id → how many. */
export type TravellerCounts = Record<string, number>;

/** The item's types in staff's order, or none when it sells only one (the single count then). */
export function typesToChoose(types: readonly TravellerType[] | undefined): TravellerType[] {
  return types && types.length > 1 ? sortedTravellerTypes(types) : [];
}

/** One of the first place-taking type, none of the others: the form's start, like `1 pasajero`. */
export function initialCounts(types: readonly TravellerType[]): TravellerCounts {
  const first = firstPlaceType(types);
  return Object.fromEntries(types.map((t) => [t.id, t.id === first?.id ? 1 : 0]));
}

const count = (counts: TravellerCounts, id: string) => counts[id] ?? 0;

/** Everyone travelling (one name each). */
export const everyone = (types: readonly TravellerType[], counts: TravellerCounts) =>
  types.reduce((sum, t) => sum + count(counts, t.id), 0);

/** The places they take: an infant on a lap takes none. */
export const placesTaken = (types: readonly TravellerType[], counts: TravellerCounts) =>
  types.reduce((sum, t) => sum + (t.takesPlace ? count(counts, t.id) : 0), 0);

/** Σ count × price, two decimals: what the form shows; the server prices the order itself. */
export const typesTotal = (types: readonly TravellerType[], counts: TravellerCounts) =>
  Math.round(types.reduce((sum, t) => sum + count(counts, t.id) * t.price * 100, 0)) / 100;

/** The body's `travellers`: the types with someone, in staff's order. */
export const travellersInput = (types: readonly TravellerType[], counts: TravellerCounts) =>
  types.filter((t) => count(counts, t.id) > 0).map((t) => ({ typeId: t.id, count: count(counts, t.id) }));

/** Each passenger's type, in the order of the name fields. */
export const passengerTypes = (types: readonly TravellerType[], counts: TravellerCounts): TravellerType[] =>
  types.flatMap((t) => Array.from({ length: count(counts, t.id) }, () => t));
