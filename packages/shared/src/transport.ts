import { z } from 'zod';

import { LOCALES } from './locale.ts';
import type { SaidKey } from './said.ts';
import { TRANSPORT_MESSAGES, VEHICLE_TYPES, type VehicleType } from './transport-constants.ts';

export { joinPhone, TRANSPORT_MESSAGES, VEHICLE_TYPES, type VehicleType } from './transport-constants.ts';

const vehicleValues = VEHICLE_TYPES.map((v) => v.value) as [VehicleType, ...VehicleType[]];

// The schema's messages are keys of the shared catalogue, said in the page's language by the browser
// and in Spanish by the server (docs/decisions/0197-messages-travel-as-keys.md); TRANSPORT_MESSAGES
// keeps the Spanish words the spec fixes (error-keys.test.ts pins the catalogue to them).
const m = {
  name: 'transportRequest.name',
  emailRequired: 'transportRequest.emailRequired',
  emailInvalid: 'transportRequest.emailInvalid',
  phoneRequired: 'transportRequest.phoneRequired',
  phoneInvalid: 'transportRequest.phoneInvalid',
  countryCode: 'transportRequest.countryCode',
  destination: 'transportRequest.destination',
  departureDate: 'transportRequest.departureDate',
  departureTime: 'transportRequest.departureTime',
  returnBeforeDeparture: 'transportRequest.returnBeforeDeparture',
  vehicleType: 'transportRequest.vehicleType',
  passengers: 'transportRequest.passengers',
  tooLong: 'transportRequest.tooLong',
} as const satisfies Partial<Record<keyof typeof TRANSPORT_MESSAGES, SaidKey>>;
const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const hhmm = /^([01]\d|2[0-3]):[0-5]\d$/;
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, m.tooLong)
    .optional()
    .transform((v) => v || undefined);

/**
 * The transport request form (docs/product.md §10), as the browser sends it. The server also checks
 * that the departure is not in the past (it knows today's date in Mexico City).
 */
export const transportRequestSchema = z
  .object({
    name: z.string().trim().min(1, m.name).max(120, m.tooLong),
    email: z.string().trim().min(1, m.emailRequired).max(254, m.tooLong).email(m.emailInvalid),
    phoneCountryCode: z
      .string()
      .trim()
      .regex(/^\+?\d{1,4}$/, m.countryCode)
      .optional()
      .or(z.literal('').transform(() => undefined)),
    phoneNumber: z
      .string()
      .trim()
      .min(1, m.phoneRequired)
      .regex(/^[\d\s-]{7,20}$/, m.phoneInvalid),
    destination: z.string().trim().min(1, m.destination).max(200, m.tooLong),
    departureDate: z.string().regex(isoDate, m.departureDate),
    departureTime: z.string().regex(hhmm, m.departureTime),
    returnDate: z
      .string()
      .regex(isoDate)
      .optional()
      .or(z.literal('').transform(() => undefined)),
    returnTime: z
      .string()
      .regex(hhmm)
      .optional()
      .or(z.literal('').transform(() => undefined)),
    vehicleType: z.enum(vehicleValues, { message: m.vehicleType }),
    // How many travel (issue 15): a number or its text from the form.
    passengers: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
      z.number({ error: m.passengers }).int(m.passengers).min(1, m.passengers).max(60, m.passengers),
    ),
    itinerary: optionalText(2000),
    specialRequests: optionalText(2000),
    /** The form page's language: the requester's copy is written in it (Spanish when absent). */
    locale: z.enum(LOCALES).optional(),
  })
  .refine((r) => !r.returnDate || r.returnDate >= r.departureDate, { path: ['returnDate'], message: m.returnBeforeDeparture });
export type TransportRequest = z.output<typeof transportRequestSchema>;

export const transportCreatedSchema = z.object({ id: z.string().uuid(), status: z.literal('pending') });

export const publicConfigSchema = z.object({
  brand_name: z.string(),
  whatsapp_number: z.string(),
  /** Social sign-in providers configured on the server. */
  auth_providers: z.array(z.enum(['google', 'facebook'])),
  /** The operator's legal identity (brand.ts OperatorIdentity; issue 30 item 6). */
  operator: z.object({ legal_name: z.string(), rfc: z.string(), rnt: z.string(), address: z.string(), phone: z.string() }),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export const transportRequestRowSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  destination: z.string(),
  departure_date: z.string(),
  departure_time: z.string(),
  return_date: z.string().nullable(),
  return_time: z.string().nullable(),
  vehicle_type: z.string(),
  /** Null on requests made before the form asked. */
  passengers: z.number().int().nullable(),
  itinerary: z.string().nullable(),
  special_requests: z.string().nullable(),
  status: z.string(),
  staff_note: z.string().nullable(),
  created_at: z.string(),
});
export type TransportRequestRow = z.infer<typeof transportRequestRowSchema>;
