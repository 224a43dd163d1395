import { z } from 'zod';
import { manifestPickupGroupSchema } from './pickups.ts';
import { checkInResultSchema, checkInSchema, manifestEntrySchema, manifestSchema } from './desk.ts';

// Check-in per passenger (docs/product.md §14.4, decision 0190): each passenger of a booking is
// `Presentado` or `Sin registrar` on its own; the voucher's scan checks in all of them, or asks
// which when some already are.

export const PASSENGER_CHECK_IN_MESSAGES = {
  passengerUnknown: 'Esa reserva no tiene ese pasajero.',
  timeInvalid: 'La hora del registro no es válida.',
  choose: 'Algunos pasajeros de esta reserva ya se presentaron: elige quiénes llegan ahora.',
} as const;
const m = PASSENGER_CHECK_IN_MESSAGES;

/** The label of a passenger without a name on the booking: `Pasajero 2`. */
export const passengerLabel = (names: readonly string[], index: number) => names[index]?.trim() || `Pasajero ${index + 1}`;

export const passengerPresenceSchema = z.object({
  index: z.number().int().min(0),
  name: z.string(),
  /** When the passenger was seen (the device's time for an offline check-in); null: `Sin registrar`. */
  checkedInAt: z.string().nullable(),
  checkedInBy: z.string().nullable(),
  /** Another device's check-in of the same passenger, kept beside the first. */
  alsoCheckedInAt: z.string().nullable(),
});
export type PassengerPresence = z.infer<typeof passengerPresenceSchema>;

/** A device's clock for a check-in it queued offline; never in the future by more than 5 minutes. */
const deviceTime = z
  .string()
  .datetime({ offset: true, message: m.timeInvalid })
  .refine((v) => Date.parse(v) <= Date.now() + 5 * 60_000, m.timeInvalid);

/** PUT /api/admin/bookings/:id/passengers/:index/check-in */
export const passengerCheckInSchema = z.object({
  present: z.boolean(),
  at: deviceTime.optional(),
});
export type PassengerCheckIn = z.infer<typeof passengerCheckInSchema>;
export const passengerCheckInParamsSchema = z.object({
  id: z.string().uuid(),
  index: z.coerce.number().int().min(0).max(99),
});

/** POST /api/admin/check-in, with the passengers chosen when some already showed up. */
export const voucherCheckInSchema = checkInSchema.extend({
  passengers: z.array(z.number().int().min(0).max(99)).min(1).max(100).optional(),
  at: deviceTime.optional(),
});
export type VoucherCheckIn = z.infer<typeof voucherCheckInSchema>;
export const voucherCheckInResultSchema = checkInResultSchema.extend({
  /** `choose`: some passengers are in already; nothing was written, staff pick who arrives. */
  result: z.enum(['checked_in', 'already', 'choose']),
  checkedInAt: z.string().nullable(),
  passengers: z.array(passengerPresenceSchema),
});
export type VoucherCheckInResult = z.infer<typeof voucherCheckInResultSchema>;

export const passengerManifestEntrySchema = manifestEntrySchema.extend({ people: z.array(passengerPresenceSchema) });
export const passengerManifestSchema = manifestSchema.extend({
  data: z.array(passengerManifestEntrySchema),
  /** Passengers present of the departure's passengers: `38 de 62 presentes`. */
  present: z.number().int(),
  /** The bookings by pickup in route order, the meeting point last (docs/decisions/0233-pickups.md). */
  pickupGroups: z.array(manifestPickupGroupSchema).optional(),
});
export type PassengerManifest = z.infer<typeof passengerManifestSchema>;
export type PassengerManifestEntry = z.infer<typeof passengerManifestEntrySchema>;

/** The manifest's header count. */
export const presentCount = (present: number, passengers: number) => `${present} de ${passengers} presentes`;
