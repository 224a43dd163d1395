import { z } from 'zod';
import { BOOKING_KINDS, PAYMENT_MESSAGES } from './payments-constants.ts';
import { BOOKING_STATUSES } from './statuses.ts';

export { BOOKING_KINDS, bookingReference, PAYMENT_CURRENCY, PAYMENT_MESSAGES, type BookingKind } from './payments-constants.ts';

const m = PAYMENT_MESSAGES;
const isoDate = z
  .string({ error: m.noDate })
  .regex(/^\d{4}-\d{2}-\d{2}$/, m.noDate)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), m.noDate);
const kind = z.enum(BOOKING_KINDS);
const money = z.number();

/** GET /api/payments/config: how the browser loads PayPal's SDK (or the built-in stand-in). */
export const paymentsConfigSchema = z.object({
  clientId: z.string(),
  /** The SDK script URL without its query, e.g. `/paypal-standin/sdk/js` or `https://www.paypal.com/sdk/js`. */
  sdkUrl: z.string(),
  currency: z.literal('MXN'),
  /** True with the stand-in or PayPal's sandbox: no real money moves. */
  testMode: z.boolean(),
});
export type PaymentsConfig = z.infer<typeof paymentsConfigSchema>;

/** GET /api/availability?kind=&id=&date= */
export const availabilityQuerySchema = z.object({ kind, id: z.string().uuid(), date: isoDate });
export type AvailabilityQuery = z.infer<typeof availabilityQuerySchema>;

export const availabilitySchema = z.object({
  /** max_capacity of the item, or 20 (SPEC §5). */
  capacity: z.number().int(),
  /** Passengers of paid bookings for that item and date. */
  booked: z.number().int(),
  placesLeft: z.number().int(),
});
export type Availability = z.infer<typeof availabilitySchema>;

/**
 * POST /api/payments/orders. No amount: the server prices the booking from the database
 * (an amount sent by a client is ignored).
 */
export const createOrderSchema = z.object({
  kind,
  id: z.string().uuid(),
  date: isoDate,
  passengers: z.number({ error: m.passengersMin }).int(m.passengersMin).min(1, m.passengersMin).max(1000),
  couponCode: z
    .string()
    .trim()
    .max(40, m.couponInvalid)
    .optional()
    .transform((v) => v?.toUpperCase() || undefined),
});
export type CreateOrderInput = z.input<typeof createOrderSchema>;

export const createdOrderSchema = z.object({
  /** PayPal's order id: return it from the SDK's createOrder(). */
  orderId: z.string(),
  bookingId: z.string().uuid(),
  subtotal: money,
  discount: money,
  amount: money,
  currency: z.literal('MXN'),
});
export type CreatedOrder = z.infer<typeof createdOrderSchema>;

export const paypalOrderIdSchema = z.object({ orderId: z.string().regex(/^[A-Za-z0-9-]{1,64}$/) });

/** POST /api/payments/orders/:orderId/capture → the paid booking. */
export const captureResultSchema = z.object({
  booking: z.object({
    id: z.string().uuid(),
    reference: z.string(),
    itemName: z.string(),
    date: z.string(),
    passengers: z.number().int(),
    amount: money,
    currency: z.literal('MXN'),
    status: z.literal('Pagada'),
  }),
  /** Seeds this payment earned (0 for an anonymous payment). */
  seedsAwarded: z.number().int(),
  /** The traveller's new balance; null when nobody is signed in. */
  seeds: z.number().int().nullable(),
  /** PayPal's payer.name.given_name, for `Gracias por tu compra, {name}.` */
  payerGivenName: z.string(),
});
export type CaptureResult = z.infer<typeof captureResultSchema>;

/** GET /api/profile/bookings: the signed-in traveller's bookings (`Mis reservas`), newest first. */
export const myBookingSchema = z.object({
  id: z.string().uuid(),
  reference: z.string(),
  itemName: z.string(),
  kind: kind.nullable(),
  /** Null when the item no longer exists. */
  slug: z.string().nullable(),
  date: z.string(),
  passengers: z.number().int(),
  amount: money,
  currency: z.string(),
  status: z.enum(BOOKING_STATUSES),
  paidAt: z.string().nullable(),
});
export type MyBooking = z.infer<typeof myBookingSchema>;
export const myBookingsSchema = z.object({ data: z.array(myBookingSchema) });
export type MyBookings = z.infer<typeof myBookingsSchema>;
