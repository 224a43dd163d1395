import { LOCALES } from './locale.ts';
import { z } from 'zod';
import { travellerCancellationSchema } from './cancellation-schemas.ts';
import { experienceDateRuleSchema } from './experience-date-schema.ts';
import { BOOKING_KINDS, normalizeGiftCardSeries, PAYMENT_MESSAGES, PAYMENT_PROVIDER_NAMES } from './payments-constants.ts';
import type { SaidKey } from './said.ts';
import { checkoutPeopleSchema, refineCheckoutPeople, startTimeSchema } from './checkout.ts';
import { BOOKING_STATUSES } from './statuses.ts';
import { travellerCountsSchema } from './traveller-types.ts';
import { bookedPickupSchema, pickupChoiceSchema } from './pickups.ts';
import { payLaterSettingsSchema } from './pay-later.ts';

export {
  bookingReference,
  lastBookableDate,
  normalizeGiftCardSeries,
  PAYMENT_CURRENCY,
  PAYMENT_MESSAGES,
  type BookingKind,
  type PaymentProviderName,
} from './payments-constants.ts';

// The schemas' messages are keys of the shared catalogue (docs/decisions/0197-messages-travel-as-keys.md).
const m = {
  noDate: 'payment.noDate',
  passengersMin: 'payment.passengersMin',
  couponInvalid: 'payment.couponInvalid',
  giftCardNotFound: 'payment.giftCardNotFound',
} as const satisfies Partial<Record<keyof typeof PAYMENT_MESSAGES, SaidKey>>;
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
  /**
   * Mercado Pago, when the site offers it (decision 0211): whether it is the stand-in, and the
   * installments and cash deadlines staff set, so the checkout shows what the server will do.
   */
  mercadoPago: payLaterSettingsSchema.extend({ testMode: z.boolean() }).nullable().optional(),
});
export type PaymentsConfig = z.infer<typeof paymentsConfigSchema>;

/** GET /api/availability?kind=&id=&date= */
export const availabilityQuerySchema = z.object({
  kind,
  id: z.string().uuid(),
  date: isoDate,
  startTime: startTimeSchema.optional(),
});

export const availabilitySchema = z.object({
  /** max_capacity of the item, or 20 (docs/product.md §6.3): per date, or per date and start time. */
  capacity: z.number().int(),
  /** Passengers of paid bookings for that item, date and (when sent) start time. */
  booked: z.number().int(),
  /**
   * Places left for the start time asked for; without one, for the item's only start time, or
   * the most any of its start times has left (docs/product.md §6.10).
   */
  placesLeft: z.number().int(),
  /** Experiences with start times: places left at each, in order. Empty otherwise. */
  startTimes: z.array(z.object({ startTime: z.string(), placesLeft: z.number().int() })),
  /**
   * `Se confirma con N personas` (decision 0229): the item's minimum while this departure (the start
   * time asked for or answered) is below it and not confirmed by hand; null otherwise.
   */
  minimumToRun: z.number().int().nullable().optional(),
});
export type Availability = z.infer<typeof availabilitySchema>;

/** GET /api/closed-dates?kind=&id=: dates staff closed (docs/product.md §14.5), shown unavailable in the date picker. */
export const closedDatesQuerySchema = z.object({ kind, id: z.string().uuid() });
export const closedDatesSchema = z.object({ dates: z.array(z.string()) });

/**
 * What is priced: POST /api/payments/quote and, with the people, the two ways of paying. No
 * amount: the server prices the booking from the database (an amount sent by a client is
 * ignored), applies the coupon, then the gift card.
 */
export const checkoutSchema = z.object({
  kind,
  id: z.string().uuid(),
  date: isoDate,
  /** One of the experience's start times ('HH:MM'); absent for trips and experiences without any. */
  startTime: startTimeSchema.optional(),
  passengers: z.number({ error: m.passengersMin }).int(m.passengersMin).min(1, m.passengersMin).max(1000),
  /**
   * How many of each of the item's traveller types (docs/decisions/0228-traveller-types.md); then
   * `passengers` is everyone travelling (one name each). Absent (older clients): `passengers` of
   * the item's first type that takes a place.
   */
  travellers: travellerCountsSchema.optional(),
  /** The item's pickup point chosen (docs/decisions/0233-pickups.md); absent or null: the meeting point. */
  pickupId: pickupChoiceSchema,
  /** The waitlist invitation's link token (docs/decisions/0235-waitlist.md): its held places are this booking's. */
  waitlistToken: z.string().min(16).max(64).optional(),
  couponCode: z
    .string()
    .trim()
    .max(40, m.couponInvalid)
    .optional()
    .transform((v) => v?.toUpperCase() || undefined),
  /** A gift card's series, in any case; spaces and hyphens are ignored. */
  giftCardSeries: z
    .string()
    .max(40, m.giftCardNotFound)
    .optional()
    .transform((v) => (v ? normalizeGiftCardSeries(v) : '') || undefined),
  /**
   * A signed-in traveller pays what seeds may of the total (docs/decisions/0234-spending-seeds.md):
   * the server decides how many, from the balance and the staff's settings.
   */
  useSeeds: z.boolean().optional(),
});
export type CheckoutInput = z.input<typeof checkoutSchema>;

/**
 * POST /api/payments/orders and /api/payments/gift-card: the checkout plus who books (name,
 * e-mail, mobile) and who travels (one full name per passenger), all checked by the server.
 */
export const createOrderSchema = checkoutSchema
  .extend({
    ...checkoutPeopleSchema.shape,
    /** The checkout page's language: the confirmation e-mail and the voucher link are written in it. */
    locale: z.enum(LOCALES).optional(),
    /** Who takes the payment (decision 0211): PayPal unless the traveller chose Mercado Pago. */
    provider: z.enum(PAYMENT_PROVIDER_NAMES).optional(),
  })
  .superRefine(refineCheckoutPeople);
export type CreateOrderInput = z.input<typeof createOrderSchema>;

/** POST /api/payments/codes: `Aplicar` checks a coupon and a gift card before a date is chosen. */
export const checkCodesSchema = checkoutSchema.pick({
  kind: true,
  id: true,
  passengers: true,
  travellers: true,
  couponCode: true,
  pickupId: true,
  giftCardSeries: true,
  useSeeds: true,
});
export type CheckCodesInput = z.input<typeof checkCodesSchema>;

/**
 * How a booking is paid: total = subtotal − coupon discount; the gift card pays
 * min(its balance, total) and PayPal `amount`, the rest.
 */
export const checkoutQuoteSchema = z.object({
  subtotal: money,
  discount: money,
  /** What the traveller pays in all, after the coupon. */
  total: money,
  /** The part the gift card pays (0 without one). */
  giftCardAmount: money,
  /** The part PayPal charges; 0 when the gift card pays everything. */
  amount: money,
  /** Seeds spent and what they pay, in MXN (0 without; decision 0234). */
  seedsSpent: z.number().int().optional(),
  seedsAmount: money.optional(),
  currency: z.literal('MXN'),
  giftCard: z
    .object({
      series: z.string(),
      /** What the card keeps after this payment. */
      remaining: money,
    })
    .nullable(),
  /** The pickup chosen and its line (charge × places, not discounted); absent: the meeting point (decision 0233). */
  pickup: bookedPickupSchema.optional(),
});
export type CheckoutQuote = z.infer<typeof checkoutQuoteSchema>;

export const createdOrderSchema = checkoutQuoteSchema.extend({
  /** PayPal's order id: return it from the SDK's createOrder(). */
  orderId: z.string(),
  bookingId: z.string().uuid(),
  /**
   * Until when the booking holds its places (ISO instant, the server's clock): a web checkout's
   * hold (CHECKOUT_HOLD_MINUTES), or a payment link's expiry; null when nothing holds them.
   */
  holdExpiresAt: z.string().datetime({ offset: true }).nullable(),
  /** Where the browser goes to pay, for a provider whose page is its own (Mercado Pago's Checkout Pro, decision 0211). */
  redirectUrl: z.string().url().optional(),
});
export type CreatedOrder = z.infer<typeof createdOrderSchema>;

export const paypalOrderIdSchema = z.object({ orderId: z.string().regex(/^[A-Za-z0-9-]{1,64}$/) });

/** POST /api/payments/orders/:orderId/capture and POST /api/payments/gift-card → the paid booking. */
export const captureResultSchema = z.object({
  booking: z.object({
    id: z.string().uuid(),
    reference: z.string(),
    itemName: z.string(),
    date: z.string(),
    passengers: z.number().int(),
    /** What the traveller paid in all: the gift-card part plus the PayPal part. */
    amount: money,
    giftCardAmount: money,
    paypalAmount: money,
    currency: z.literal('MXN'),
    status: z.literal('Pagada'),
  }),
  /** Seeds this payment earned (0 for an anonymous payment). */
  seedsAwarded: z.number().int(),
  /** The traveller's new balance; null when nobody is signed in. */
  seeds: z.number().int().nullable(),
  /**
   * For `Gracias por tu compra, {name}.`: PayPal's payer.name.given_name, or the signed-in
   * traveller's first name when the gift card paid everything; 'Viajero' when unknown.
   */
  payerGivenName: z.string(),
  /** Where the traveller lands: `/reserva/{reference}?t=…` (`/en/booking/…` for an English booking), the signed link the e-mail also carries. */
  confirmationPath: z.string(),
});
export type CaptureResult = z.infer<typeof captureResultSchema>;

/** GET /api/profile/bookings: the signed-in traveller's bookings (`Mis reservas`), newest first. */
export const myBookingSchema = z.object({
  id: z.string().uuid(),
  reference: z.string(),
  itemName: z.string(),
  /** The item's English name when staff gave one (English pages). */
  itemNameEn: z.string().nullable(),
  kind: kind.nullable(),
  /** Null when the item no longer exists. */
  slug: z.string().nullable(),
  date: z.string(),
  passengers: z.number().int(),
  /** What the traveller paid in all (PayPal plus gift card). */
  amount: money,
  /** Seeds spent on it besides the money (decision 0238); left out when none. */
  seedsSpent: z.number().int().positive().optional(),
  /**
   * What went back of it so far (PayPal, the gift card, money outside the site). A partial
   * refund leaves the status `Pagada` with 0 < refundedAmount < amount; a full one makes it
   * `Reembolsada` with refundedAmount = amount. Always sent.
   */
  refundedAmount: money.optional(),
  currency: z.string(),
  status: z.enum(BOOKING_STATUSES),
  paidAt: z.string().nullable(),
  /** 'HH:MM' booked, or null. */
  startTime: z.string().nullable(),
  /** The IANA zone of the item's place (decision 0200): the cancellation limit is shown on its clock. */
  timeZone: z.string().optional(),
  /** Whether it may be cancelled or moved now, and what cancelling gives back (docs/product.md §15.3). */
  cancellation: travellerCancellationSchema,
  /** The item, for moving the booking: its id (null once deleted) and its start times now. */
  itemId: z.string().uuid().nullable(),
  startTimes: z.array(z.string()),
  /**
   * An experience's weekdays and seasons, for the move's calendar (decision 0208); left out for a
   * trip or a deleted item.
   */
  dateRule: experienceDateRuleSchema.optional(),
});
export type MyBooking = z.infer<typeof myBookingSchema>;
export const myBookingsSchema = z.object({ data: z.array(myBookingSchema) });
export type MyBookings = z.infer<typeof myBookingsSchema>;
