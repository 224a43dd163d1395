import { z } from 'zod';
import { readTypedRows } from './typed-rows.ts';

// Traveller types per item (issue 32, docs/decisions/0228-traveller-types.md): each experience and
// trip sells its own types (`Adulto`, `Niño (3 a 11 años)`, `Infante (0 a 2)`…), each with its
// price (pesos, the unit of experiences.price), ages and whether it takes a place.

export const TRAVELLER_TYPE_LIMITS = { types: 12, name: 80, id: 40, count: 1000, age: 120 } as const;

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

/**
 * The admin dialog's rule (docs/decisions/0232-traveller-types-on-screens.md): the rows as typed
 * (numbers as text, a blank English name), read into `travellerTypesSchema`; in staff's order
 * (each row's place in the list). An empty list or none keeps what the item has (left out, as an
 * edit without the field).
 */
export const travellerTypesFormRule = z
  .preprocess(
    (rows) =>
      Array.isArray(rows) && rows.length === 0 ? undefined : readTypedRows(rows, { price: null, minAge: null, maxAge: null }),
    travellerTypesSchema.optional(),
  )
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
