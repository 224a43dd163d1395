import { z } from 'zod';
import { readTypedRows } from './typed-rows.ts';

// Pickup points per experience (issue 32, docs/decisions/0233-pickups.md): hotels or zones where
// the van collects travellers a number of minutes before the start, each with an optional charge
// per place-taking traveller. No pickup chosen (null) means the meeting point.

export const PICKUP_LIMITS = { pickups: 20, name: 120, id: 40, minutesBefore: 720, charge: 1_000_000 } as const;

export const pickupSchema = z.object({
  /** A key stable across edits: a checkout names the pickup by it. */
  id: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'pickups.id')
    .max(PICKUP_LIMITS.id, 'pickups.id'),
  name: z.string().trim().min(1, 'pickups.name').max(PICKUP_LIMITS.name, 'pickups.name'),
  nameEn: z.string().trim().max(PICKUP_LIMITS.name, 'pickups.name').nullable(),
  /** How long before the start the van passes: the pickup time is the start time minus this. */
  minutesBefore: z
    .number({ message: 'pickups.minutesBefore' })
    .int('pickups.minutesBefore')
    .min(0, 'pickups.minutesBefore')
    .max(PICKUP_LIMITS.minutesBefore, 'pickups.minutesBefore'),
  /** Pesos per place-taking traveller (0: free); the coupon does not discount it (decision 0233). */
  charge: z.number({ message: 'pickups.charge' }).min(0, 'pickups.charge').max(PICKUP_LIMITS.charge, 'pickups.charge'),
  sortOrder: z.number().int(),
});
export type Pickup = z.infer<typeof pickupSchema>;

/** An item's pickups: keys unique. Empty: only the meeting point. */
export const pickupsSchema = z
  .array(pickupSchema)
  .max(PICKUP_LIMITS.pickups, 'pickups.tooMany')
  .refine((list) => new Set(list.map((p) => p.id)).size === list.length, 'pickups.id');

/**
 * The admin dialog's rule (docs/decisions/0240-pickups-admin-mail-and-types-in-reports.md): the
 * rows as typed (minutes and charge as text, a blank English name), read into `pickupsSchema` in
 * staff's order (each row's place in the list is the van's route). A blank charge is a free
 * pickup; a blank minutes field is refused. An empty list removes every pickup (only the meeting
 * point); none (left out) keeps what the experience has.
 */
export const pickupsFormRule = z
  .preprocess((rows) => readTypedRows(rows, { minutesBefore: undefined, charge: 0 }), pickupsSchema.optional())
  .optional();

/** What a checkout asks: a pickup's id, or nothing (null) for the meeting point. */
export const pickupChoiceSchema = z.string().max(PICKUP_LIMITS.id).nullish();

/** The pickup a booking keeps, frozen at booking time: later edits of the item do not alter it. */
export const bookedPickupSchema = z.object({
  id: z.string(),
  name: z.string(),
  nameEn: z.string().nullable(),
  minutesBefore: z.number().int(),
  /** 'HH:MM' on the item's clock; null when the departure has no start time. */
  time: z.string().nullable(),
  /** Pesos per place-taking traveller, as charged. */
  charge: z.number(),
  /** charge × places, the booking's pickup line. */
  total: z.number(),
});
export type BookedPickup = z.infer<typeof bookedPickupSchema>;

/** A manifest's group for the driver: one pickup (null: the meeting point) and its bookings. */
export const manifestPickupGroupSchema = z.object({
  pickup: bookedPickupSchema.pick({ id: true, name: true, nameEn: true, time: true }).nullable(),
  /** The bookings picked up there, in the manifest's order. */
  bookingIds: z.array(z.string()),
  /** Places taken in the group. */
  passengers: z.number().int(),
});
export type ManifestPickupGroup = z.infer<typeof manifestPickupGroupSchema>;

/**
 * Bookings grouped by pickup in route order for the driver (decision 0233): the item's pickups in
 * its order, then pickups it no longer offers (earliest first), the meeting point last. Empty
 * groups are left out.
 */
export function groupByPickup(
  entries: readonly { id: string; passengers: number; pickup: BookedPickup | null }[],
  routeOrder: readonly string[],
): ManifestPickupGroup[] {
  const groups = new Map<string, ManifestPickupGroup & { minutesBefore: number }>();
  for (const e of entries) {
    const key = e.pickup ? `p:${e.pickup.id}` : 'meeting';
    let group = groups.get(key);
    if (!group) {
      const pickup = e.pickup ? { id: e.pickup.id, name: e.pickup.name, nameEn: e.pickup.nameEn, time: e.pickup.time } : null;
      group = { pickup, bookingIds: [], passengers: 0, minutesBefore: e.pickup?.minutesBefore ?? -1 };
      groups.set(key, group);
    }
    group.bookingIds.push(e.id);
    group.passengers += e.passengers;
  }
  const rank = (g: { pickup: { id: string } | null }) => {
    if (!g.pickup) return Number.MAX_SAFE_INTEGER;
    const i = routeOrder.indexOf(g.pickup.id);
    return i === -1 ? routeOrder.length : i;
  };
  return [...groups.values()]
    .sort((a, b) => rank(a) - rank(b) || b.minutesBefore - a.minutesBefore)
    .map(({ minutesBefore: _, ...g }) => g);
}
