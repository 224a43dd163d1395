import { z } from 'zod';
import type { Locale } from './locale.ts';

// Traveller types per item (issue 32, docs/decisions/0228-traveller-types.md): each experience and
// trip sells its own types (`Adulto`, `Niño (3 a 11 años)`, `Infante (0 a 2)`…), each with its
// price (pesos, the unit of experiences.price), ages and whether it takes a place.

export const TRAVELLER_TYPE_LIMITS = { types: 12, name: 80, id: 40, count: 1000, age: 120 } as const;

/** The one type an item has until staff define others: its price is the item's price. */
export const DEFAULT_TRAVELLER_TYPE = { id: 'persona', name: 'Persona', nameEn: 'Person' } as const;

const age = z
  .number({ message: 'travellerTypes.age' })
  .int('travellerTypes.age')
  .min(0, 'travellerTypes.age')
  .max(TRAVELLER_TYPE_LIMITS.age, 'travellerTypes.age')
  .nullable();

export const travellerTypeSchema = z
  .object({
    /** A key stable across edits: bookings and passengers point at it. */
    id: z
      .string()
      .regex(/^[a-z0-9-]+$/, 'travellerTypes.id')
      .max(TRAVELLER_TYPE_LIMITS.id, 'travellerTypes.id'),
    name: z.string().trim().min(1, 'travellerTypes.name').max(TRAVELLER_TYPE_LIMITS.name, 'travellerTypes.name'),
    nameEn: z.string().trim().max(TRAVELLER_TYPE_LIMITS.name, 'travellerTypes.name').nullable(),
    price: z.number({ message: 'travellerTypes.price' }).min(0, 'travellerTypes.price').max(10_000_000, 'travellerTypes.price'),
    minAge: age,
    maxAge: age,
    takesPlace: z.boolean(),
    sortOrder: z.number().int(),
  })
  .refine((t) => t.minAge === null || t.maxAge === null || t.minAge <= t.maxAge, {
    message: 'travellerTypes.ages',
    path: ['maxAge'],
  });
export type TravellerType = z.infer<typeof travellerTypeSchema>;

/** An item's types: at least one, at least one taking a place, keys unique. */
export const travellerTypesSchema = z
  .array(travellerTypeSchema)
  .min(1, 'travellerTypes.placeRequired')
  .max(TRAVELLER_TYPE_LIMITS.types, 'travellerTypes.tooMany')
  .refine((types) => types.some((t) => t.takesPlace), 'travellerTypes.placeRequired')
  .refine((types) => new Set(types.map((t) => t.id)).size === types.length, 'travellerTypes.id');

/** A number as a dialog's input holds it: blank is null, a comma is a decimal point. */
const typedNumber = (v: unknown): unknown =>
  typeof v !== 'string' ? v : v.trim() === '' ? null : Number(v.trim().replace(',', '.'));

/**
 * The admin dialog's rule (docs/decisions/0232-traveller-types-on-screens.md): the rows as typed
 * (numbers as text, a blank English name), read into `travellerTypesSchema`; in staff's order
 * (each row's place in the list). An empty list or none keeps what the item has (left out, as an
 * edit without the field).
 */
export const travellerTypesFormRule = z
  .preprocess((rows) => {
    if (!Array.isArray(rows)) return rows;
    if (rows.length === 0) return undefined;
    return rows.map((row: unknown, i) => {
      if (typeof row !== 'object' || row === null) return row;
      const r = row as Record<string, unknown>;
      const nameEn = typeof r.nameEn === 'string' ? r.nameEn.trim() || null : (r.nameEn ?? null);
      return {
        ...r,
        nameEn,
        price: typedNumber(r.price),
        minAge: typedNumber(r.minAge),
        maxAge: typedNumber(r.maxAge),
        sortOrder: i,
      };
    });
  }, travellerTypesSchema.optional())
  .optional();

/** What a checkout asks: how many of each type (absent: the old `passengers` number). */
export const travellerCountsSchema = z
  .array(
    z.object({
      typeId: z.string().max(TRAVELLER_TYPE_LIMITS.id),
      count: z.number().int().min(0).max(TRAVELLER_TYPE_LIMITS.count),
    }),
  )
  .max(TRAVELLER_TYPE_LIMITS.types);
export type TravellerCounts = z.infer<typeof travellerCountsSchema>;

/** A booking's line per type, frozen at booking time: later price or name edits do not alter it. */
export const bookedTravellerSchema = z.object({
  typeId: z.string(),
  name: z.string(),
  nameEn: z.string().nullable(),
  unitPrice: z.number(),
  count: z.number().int(),
  takesPlace: z.boolean(),
});
export type BookedTraveller = z.infer<typeof bookedTravellerSchema>;

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

/** One type per passenger, in the order of the lines: what each passenger name field is labelled. */
export const passengerTypeIds = (lines: readonly Pick<BookedTraveller, 'typeId' | 'count'>[]): string[] =>
  lines.flatMap((l) => Array.from({ length: l.count }, () => l.typeId));

/**
 * Whether a booking's lines are worth saying by type: an item that sells only `Persona` says
 * `3 pasajeros` as it always did (decision 0237).
 */
export const showsTravellerTypes = (lines: readonly Pick<BookedTraveller, 'typeId'>[]): boolean =>
  lines.some((l) => l.typeId !== DEFAULT_TRAVELLER_TYPE.id);
