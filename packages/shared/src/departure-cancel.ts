import { z } from 'zod';
import { startTimeSchema } from './checkout.ts';
import { BOOKING_KINDS } from './payments-constants.ts';

// Cancelling a departure (docs/product.md §15.4): one staff action refunds every paid booking on
// it, one durable job each, and closes the date (an experience) or cancels the trip.

export const DEPARTURE_CANCEL_MESSAGES = {
  reason: 'Escribe el motivo de la cancelación (hasta 500 caracteres): se cita en el correo a cada viajero.',
  pastDate: 'Solo se cancelan salidas de hoy en adelante.',
  tripDate: 'Ese viaje no sale en esa fecha.',
  notFound: 'No encontramos esa salida.',
  batchNotFound: 'No encontramos esa cancelación.',
  nothingToRetry: 'No hay reembolsos fallidos que reintentar.',
  refunded: 'Reembolsada',
  inProgress: 'En curso',
  failed: 'Falló',
} as const;

const m = DEPARTURE_CANCEL_MESSAGES;
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Usa fechas AAAA-MM-DD.');

/** A departure: an item, a date and, for an experience with start times, one of them (none: the whole date). */
export const departureKeySchema = z.object({
  kind: z.enum(BOOKING_KINDS),
  id: z.string().uuid(),
  date: isoDate,
  startTime: startTimeSchema.optional(),
});
export type DepartureKey = z.infer<typeof departureKeySchema>;

/** POST /api/admin/departures/cancel */
export const departureCancelSchema = departureKeySchema.extend({
  reason: z.string({ error: m.reason }).trim().min(1, m.reason).max(500, m.reason),
});
export type DepartureCancelInput = z.infer<typeof departureCancelSchema>;

/** GET /api/admin/departures/cancel/preview: what the confirmation dialog says. */
export const departureCancelPreviewSchema = z.object({
  bookings: z.number().int(),
  total: z.number(),
});
export type DepartureCancelPreview = z.infer<typeof departureCancelPreviewSchema>;

export const DEPARTURE_REFUND_STATES = [m.refunded, m.inProgress, m.failed] as const;
export type DepartureRefundState = (typeof DEPARTURE_REFUND_STATES)[number];

/** GET /api/admin/departures/cancel/:batch: each booking's refund. */
export const departureCancelProgressSchema = z.object({
  batch: z.string(),
  reason: z.string(),
  total: z.number(),
  refunded: z.number().int(),
  inProgress: z.number().int(),
  failed: z.number().int(),
  /** Nothing left running: every refund went through or failed. */
  finished: z.boolean(),
  data: z.array(
    z.object({
      bookingId: z.string().uuid(),
      reference: z.string(),
      traveller: z.string().nullable(),
      amount: z.number(),
      state: z.enum(DEPARTURE_REFUND_STATES),
      /** Why the last attempt failed (PayPal's refusal), when it did. */
      error: z.string().nullable(),
    }),
  ),
});
export type DepartureCancelProgress = z.infer<typeof departureCancelProgressSchema>;
