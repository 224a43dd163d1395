import { z } from 'zod';
import { experienceDateRuleSchema } from './experience-date-schema.ts';
import { CHECKOUT_LIMITS, CHECKOUT_MESSAGES, checkoutPeopleSchema, refineCheckoutPeople, startTimeSchema } from './checkout.ts';
import { checkoutSchema } from './payments.ts';
import { BOOKING_KINDS, PAYMENT_PROVIDER_NAMES } from './payments-constants.ts';
import { normaliseReference } from './reference.ts';
import { BOOKING_STATUSES } from './statuses.ts';

// The operations desk (docs/product.md §14): bookings, departures and manifests, check-in,
// closed dates and manual sales. Staff only; the server enforces every rule.

export const DESK_MESSAGES = {
  bookingNotFound: 'No encontramos esa reserva.',
  referenceNotFound: 'No encontramos una reserva pagada con esa referencia. Revisa los 8 caracteres.',
  referenceInvalid: 'Escribe la referencia de 8 caracteres del voucher o escanea su código QR.',
  checkedIn: 'Presentado',
  alreadyCheckedIn: 'Ya registrada',
  noShow: 'No se presentó',
  notYet: 'Sin registrar',
  otherDate: (date: string) => `Esta reserva es para el ${date}, no para hoy: no se puede registrar.`,
  refunded: 'Esta reserva fue reembolsada: no se puede registrar.',
  notPaid: 'Esta reserva no está pagada: no se puede registrar.',
  closedDate: 'Esta fecha está cerrada y no admite reservas. Elige otra fecha.',
  closedDateInvalid: 'Solo se pueden cerrar fechas de hoy en adelante.',
  dateClosedAlready: 'Esa fecha ya está cerrada.',
  rangeInvalid: 'La fecha inicial debe ser anterior o igual a la final.',
  manualAmount: (total: string) => `El importe recibido debe ser el total de la reserva: ${total}.`,
  manualNote: 'Escribe una nota de hasta 500 caracteres.',
  customerNotFound: 'No encontramos esa cuenta de viajero.',
  paymentLinkInvalid: 'Este enlace de pago no es válido. Pide uno nuevo a Hormiga Viajera.',
  alreadyPaid: 'Esta reserva ya está pagada. No se hizo ningún cargo nuevo.',
  linkClosed: 'Esta reserva ya no espera pago. Escríbenos si necesitas ayuda.',
  linkExpired: 'Este enlace de pago venció y sus lugares se liberaron. Pide uno nuevo a Hormiga Viajera.',
  linkHours: 'Elige por cuánto tiempo guarda los lugares el enlace de pago.',
  linkDepartureStarted: 'Esta salida ya empezó: un enlace de pago no alcanzaría a guardar los lugares. Cobra en el mostrador.',
  refundAmount: 'Escribe un monto mayor que $0.00, con hasta dos decimales.',
  refundReason: 'Escribe el motivo del reembolso (hasta 500 caracteres).',
  refundTooMuch: (left: string) => `El monto no puede ser mayor que lo que queda por reembolsar: ${left}.`,
  refundNotPaid: 'Solo se reembolsa una reserva pagada.',
  refundInProgress: (amount: string) =>
    `Hay un reembolso de ${amount} en curso para esta reserva. Repite ese mismo monto para confirmarlo.`,
  refundRefused: 'PayPal rechazó el reembolso. Revisa el pago en PayPal antes de intentarlo de nuevo.',
  refundUnknown: 'PayPal no confirmó el reembolso. Vuelve a intentarlo con el mismo monto: no se reembolsará dos veces.',
  // A partial refund that removes named passengers (issue 29 item 3, docs/decisions/0210).
  refundRemovesEveryone:
    'Un reembolso parcial no puede quitar a todos los pasajeros. Para que nadie viaje, reembolsa la reserva completa.',
  refundUnknownPassenger: (name: string) => `${name} no es pasajero de esta reserva.`,
  refundPassengerCheckedIn: (name: string) =>
    `${name} ya se registró en la salida: no se puede quitar de la reserva. Deshaz su registro primero si no viajó.`,
} as const;

const m = DESK_MESSAGES;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Usa fechas AAAA-MM-DD.');
const money = z.number();
const kind = z.enum(BOOKING_KINDS);

/**
 * A pasted or scanned voucher URL (`…/reserva/ABCD1234?t=…`, or an English booking's
 * `…/en/booking/ABCD1234?t=…`) gives its reference; anything else is read as a typed reference
 * (normaliseReference: any case, spaces and hyphens, O for 0, I or L for 1).
 */
export function referenceFrom(text: string): string | null {
  const value = text.trim();
  const fromUrl = /\/(?:reserva|booking)\/([0-9a-f]{8})(?:[/?#]|$)/i.exec(value)?.[1];
  return fromUrl ? fromUrl.toUpperCase() : normaliseReference(value);
}

/** An item filter value: `experience:<uuid>` or `trip:<uuid>`. */
export const itemKeySchema = z
  .string()
  .regex(/^(experience|trip):[0-9a-f-]{36}$/i, 'Elige una experiencia o un viaje de la lista.');
export const itemKey = (k: 'experience' | 'trip', id: string) => `${k}:${id}`;

/** GET /api/admin/bookings: `Reservas`, newest first; the same filters give the CSV. */
export const deskBookingsQuerySchema = z
  .object({
    q: z.string().trim().max(200).default(''),
    from: isoDate.optional(),
    to: isoDate.optional(),
    status: z.enum(BOOKING_STATUSES).optional(),
    item: itemKeySchema.optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    perPage: z.coerce.number().int().min(1).max(100).default(20),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { message: m.rangeInvalid, path: ['from'] });
export type DeskBookingsQuery = z.infer<typeof deskBookingsQuerySchema>;

export const CHECK_IN_STATES = ['Presentado', 'No se presentó', 'Sin registrar'] as const;
export type CheckInState = (typeof CHECK_IN_STATES)[number];

export const deskBookingRowSchema = z.object({
  id: z.string().uuid(),
  reference: z.string(),
  travellerName: z.string().nullable(),
  travellerEmail: z.string().nullable(),
  travellerPhone: z.string().nullable(),
  itemName: z.string(),
  kind: kind.nullable(),
  date: z.string(),
  startTime: z.string().nullable(),
  passengers: z.number().int(),
  total: money,
  /** What went back to the traveller so far (a partial refund leaves the booking `Pagada`). */
  refundedAmount: money,
  status: z.enum(BOOKING_STATUSES),
  source: z.enum(['web', 'manual']),
  checkIn: z.enum(CHECK_IN_STATES),
  createdAt: z.string(),
  /** A payment link's expiry (ISO), while the booking waits for its payment; null otherwise (decision 0205). */
  linkExpiresAt: z.string().nullable().optional(),
});
export type DeskBookingRow = z.infer<typeof deskBookingRowSchema>;

export const deskEventSchema = z.object({ at: z.string(), label: z.string() });

/** GET /api/admin/bookings/:id: one booking, everything staff may need at the desk. */
export const deskBookingDetailSchema = deskBookingRowSchema.extend({
  passengerNames: z.array(z.string()),
  accountEmail: z.string().nullable(),
  subtotal: money,
  discount: money,
  couponCode: z.string().nullable(),
  giftCardSeries: z.string().nullable(),
  giftCardAmount: money,
  paypalAmount: money,
  paypalOrderId: z.string().nullable(),
  paypalCaptureId: z.string().nullable(),
  manualPaymentMethod: z.string().nullable(),
  manualNote: z.string().nullable(),
  seedsAwarded: z.number().int(),
  /** Seeds that paid part of the booking, and the pesos they paid (decision 0234); 0 when none. */
  seedsSpent: z.number().int(),
  seedsAmount: money,
  checkedInAt: z.string().nullable(),
  checkedInBy: z.string().nullable(),
  /** The voucher's read-only link (paid; decision 0163) or the payment link (a manual sale waiting for payment). */
  voucherPath: z.string().nullable(),
  paymentPath: z.string().nullable(),
  /** What staff may still refund (total paid less what went back); 0 unless `Pagada`. */
  refundable: money,
  /** The item (null once deleted) and, for an experience, its start times now: for `Cambiar fecha`. */
  itemId: z.string().uuid().nullable(),
  startTimes: z.array(z.string()),
  /**
   * An experience's weekdays and seasons, for the move's calendar (decision 0208); left out for a
   * trip or a deleted item.
   */
  dateRule: experienceDateRuleSchema.optional(),
  /** The booking's own factura (issue 33), once asked for; null before. */
  invoice: z
    .object({
      status: z.enum(['pending', 'issued', 'refused', 'cancelled']),
      legalName: z.string(),
      /** The RFC, or a foreign customer's country and tax id. */
      taxId: z.string(),
      series: z.string().nullable(),
      folio: z.number().int().nullable(),
      uuid: z.string().nullable(),
      refusalReason: z.string().nullable(),
    })
    .nullable()
    .optional(),
  /** Paid, money kept, no factura asked yet and not in a global invoice: staff may ask for one on the traveller's behalf. */
  invoiceable: z.boolean().optional(),
  events: z.array(deskEventSchema),
});
export type DeskBookingDetail = z.infer<typeof deskBookingDetailSchema>;

/** GET /api/admin/departures?from=YYYY-MM-DD: the coming departures, by day. */
export const departuresQuerySchema = z.object({
  from: isoDate.optional(),
  days: z.coerce.number().int().min(1).max(92).default(31),
});

/** A departure staff cancelled: when, by whom (null once their account is gone) and why. */
export const departureCancellationSchema = z.object({
  at: z.string(),
  by: z.string().nullable(),
  reason: z.string(),
});
export type DepartureCancellation = z.infer<typeof departureCancellationSchema>;

export const departureSchema = z.object({
  kind,
  itemId: z.string().uuid(),
  itemName: z.string(),
  date: z.string(),
  startTime: z.string().nullable(),
  /** Passengers of paid bookings. */
  passengers: z.number().int(),
  bookings: z.number().int(),
  capacity: z.number().int(),
  /** The item's minimum group (its `capacity`), when it has one. */
  minimum: z.number().int().nullable(),
  checkedIn: z.number().int(),
  /** Set once staff cancelled it (`Cancelar salida y reembolsar`); it stays listed, marked `Cancelada`. */
  cancelled: departureCancellationSchema.nullable(),
});
export type Departure = z.infer<typeof departureSchema>;
export const departuresSchema = z.object({ from: z.string(), to: z.string(), data: z.array(departureSchema) });

export const manifestQuerySchema = z.object({
  kind,
  id: z.string().uuid(),
  date: isoDate,
  startTime: startTimeSchema.optional(),
});
export type ManifestQuery = z.infer<typeof manifestQuerySchema>;

export const manifestEntrySchema = z.object({
  id: z.string().uuid(),
  reference: z.string(),
  buyer: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  passengers: z.number().int(),
  passengerNames: z.array(z.string()),
  /** Who travels by type (`2 Adulto · 1 Infante (0 a 2)`, decision 0232); null for a booking before types. */
  travellers: z.string().nullable().optional(),
  startTime: z.string().nullable(),
  checkIn: z.enum(CHECK_IN_STATES),
  checkedInAt: z.string().nullable(),
});
export const manifestSchema = z.object({
  departure: departureSchema,
  meetingPoint: z.string().nullable(),
  /** What else the guide needs of the item: its fields marked `manifest` (catalog-fields.ts), in words. */
  facts: z.array(z.object({ label: z.string(), value: z.string() })),
  data: z.array(manifestEntrySchema),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** POST /api/admin/check-in: a typed reference or the text of the voucher's QR code. */
export const checkInSchema = z.object({ code: z.string().trim().min(1, m.referenceInvalid).max(500, m.referenceInvalid) });
export const checkInResultSchema = z.object({
  result: z.enum(['checked_in', 'already']),
  booking: deskBookingRowSchema.extend({ passengerNames: z.array(z.string()) }),
  checkedInAt: z.string(),
  checkedInBy: z.string().nullable(),
});
export type CheckInResult = z.infer<typeof checkInResultSchema>;

/** GET /api/admin/experiences/:id/availability?month=YYYY-MM */
export const availabilityMonthQuerySchema = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Usa un mes AAAA-MM.'),
});
export const availabilityDaySchema = z.object({
  date: z.string(),
  /** A weekend date inside the booking horizon. */
  bookable: z.boolean(),
  closed: z.boolean(),
  reason: z.string().nullable(),
  /**
   * Places sold per start time (one entry with startTime null when the experience has none), and
   * places held there by unpaid payment links and running checkouts (decisions 0205, 0213), which
   * cannot be sold either.
   */
  sold: z.array(z.object({ startTime: z.string().nullable(), passengers: z.number().int(), held: z.number().int().optional() })),
});
export const availabilityMonthSchema = z.object({
  month: z.string(),
  /** The experience's name, for the screen's title. */
  name: z.string(),
  capacity: z.number().int(),
  startTimes: z.array(z.string()),
  days: z.array(availabilityDaySchema),
});
export type AvailabilityMonth = z.infer<typeof availabilityMonthSchema>;

export const closeDateSchema = z.object({
  date: isoDate,
  reason: z.string().trim().max(200, 'Escribe un motivo de hasta 200 caracteres.').optional(),
});

export const MANUAL_PAYMENT_METHODS = ['Efectivo', 'Transferencia'] as const;

/**
 * How long a payment link holds its places, in hours (decision 0205): staff choose, 24 by
 * default; the server never lets it run past the departure.
 */
export const PAYMENT_LINK_HOURS = [2, 6, 12, 24, 48, 72] as const;
export const PAYMENT_LINK_DEFAULT_HOURS = 24;

/**
 * A manual sale's e-mail: required, except for a walk-in paid in cash at the desk, which needs
 * only a name and a phone (decision 0206). An empty field is no e-mail.
 */
const optionalContactEmail = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z
    .string({ error: CHECKOUT_MESSAGES.contactEmail })
    .trim()
    .max(CHECKOUT_LIMITS.email, CHECKOUT_MESSAGES.contactEmail)
    .pipe(z.email(CHECKOUT_MESSAGES.contactEmail))
    .transform((v) => v.toLowerCase())
    .optional(),
);

/**
 * POST /api/admin/bookings/manual (Administrador, Coordinador): a booking typed by staff for a
 * phone or WhatsApp customer, through the checkout's rules. The customer is an account (its
 * id) or the contact typed; `payment` is money received outside the site, or a payment link.
 */
export const manualSaleSchema = checkoutSchema
  .omit({ giftCardSeries: true })
  .extend(checkoutPeopleSchema.shape)
  .extend({
    contactEmail: optionalContactEmail,
    userId: z.string().uuid().optional(),
    payment: z.discriminatedUnion('mode', [
      z.object({
        mode: z.literal('paid'),
        method: z.enum(MANUAL_PAYMENT_METHODS),
        amount: z.coerce.number().min(0),
        note: z.string().trim().max(500, m.manualNote).optional(),
      }),
      z.object({
        mode: z.literal('link'),
        expiresInHours: z.coerce
          .number({ error: m.linkHours })
          .refine((h) => (PAYMENT_LINK_HOURS as readonly number[]).includes(h), m.linkHours)
          .default(PAYMENT_LINK_DEFAULT_HOURS),
        note: z.string().trim().max(500, m.manualNote).optional(),
      }),
    ]),
  })
  .superRefine(refineCheckoutPeople)
  .superRefine((value, ctx) => {
    const cashAtDesk = value.payment.mode === 'paid' && value.payment.method === 'Efectivo';
    if (!value.contactEmail && !cashAtDesk) {
      ctx.addIssue({ code: 'custom', path: ['contactEmail'], message: CHECKOUT_MESSAGES.contactEmail });
    }
  });
export type ManualSaleInput = z.infer<typeof manualSaleSchema>;

export const manualSaleResultSchema = z.object({
  id: z.string().uuid(),
  reference: z.string(),
  status: z.enum(BOOKING_STATUSES),
  total: money,
  /** The page the customer pays on (mode 'link'), or none. */
  paymentPath: z.string().nullable(),
  voucherPath: z.string().nullable(),
  /** Until when the link holds the places (ISO), and the address it was e-mailed to (decision 0205). */
  linkExpiresAt: z.string().nullable().optional(),
  linkEmailedTo: z.string().nullable().optional(),
});
export type ManualSaleResult = z.infer<typeof manualSaleResultSchema>;

/**
 * POST /api/admin/bookings/:id/refund (Administrador, Coordinador): give back part or all of
 * a paid booking (docs/product.md §15). PayPal's part first, then the gift card's.
 */
/** Pesos with at most two decimals. */
const refundAmount = z.coerce
  .number({ error: m.refundAmount })
  .min(0, m.refundAmount)
  .refine((n) => Number.isFinite(n) && Math.abs(Math.round(n * 100) - n * 100) < 1e-6, m.refundAmount);
/** An amount of money going back: more than $0.00. */
export const positiveRefundAmount = refundAmount.refine((n) => n > 0, m.refundAmount);

export const staffRefundSchema = z.object({
  /**
   * More than $0.00, except for a booking paid with seeds alone: its refund of 0 gives the seeds back
   * (the server refuses 0 for any other booking; docs/decisions/0242-staff-cancel-a-seeds-only-booking.md).
   */
  amount: refundAmount,
  reason: z.string().trim().min(1, m.refundReason).max(500, m.refundReason),
  /**
   * Passengers who no longer travel, by name as the booking lists them: the refund takes them off
   * the booking, its manifest and its count, and frees their places (docs/decisions/0210).
   */
  removePassengers: z.array(z.string().trim().min(1).max(200)).max(100).optional(),
});
export type StaffRefundInput = z.infer<typeof staffRefundSchema>;

export const staffRefundResultSchema = z.object({
  status: z.enum(BOOKING_STATUSES),
  /** What this refund gave back, part by part. */
  amount: money,
  paypalAmount: money,
  giftCardAmount: money,
  /** Money given back outside the site (a manual sale paid in cash or by transfer). */
  outsideAmount: money,
  /** The booking's total refunded so far, and what is still refundable. */
  refundedAmount: money,
  refundable: money,
});
export type StaffRefundResult = z.infer<typeof staffRefundResultSchema>;

/** GET /api/pay/:reference?t=: what the payment link's page shows before paying. */
export const paymentLinkSchema = z.object({
  bookingId: z.string().uuid(),
  reference: z.string(),
  itemName: z.string(),
  date: z.string(),
  startTime: z.string().nullable(),
  passengers: z.number().int(),
  contactName: z.string().nullable(),
  total: money,
  status: z.enum(BOOKING_STATUSES),
  /** Staff cancelled its departure: the page says so and paying is refused. */
  departureCancelled: z.boolean(),
  /** When the link stops holding the places (ISO; null for a link made before links expired), and whether it has (decision 0205). */
  expiresAt: z.string().nullable().optional(),
  expired: z.boolean().optional(),
  /**
   * The provider whose payment the link already opened (null: none yet). Once Mercado Pago's is
   * open the link stays with it (docs/decisions/0223-payment-links-with-mercado-pago.md).
   */
  provider: z.enum(PAYMENT_PROVIDER_NAMES).nullable().optional(),
  /** The item's IANA zone: its start, and so the cash cut-off, is on its clock (docs/decisions/0200-a-time-zone-per-item.md). */
  timeZone: z.string().optional(),
});
export type PaymentLink = z.infer<typeof paymentLinkSchema>;

/**
 * POST /api/pay/:reference/order?t=: the traveller's choice of provider, as the public checkout's
 * (decision 0211); left out, PayPal (or the provider the link already opened). Any name travels:
 * the server refuses one it does not offer (`payment.providerUnavailable`), a made-up one the same.
 */
export const paymentLinkOrderSchema = z.object({ provider: z.string().max(40).optional() }).nullish();
export type PaymentLinkOrderInput = z.input<typeof paymentLinkOrderSchema>;

/**
 * GET /api/admin/trips/:id/bookings-affected: the paid bookings of a trip's departure, which a
 * change of its date moves and a cancellation leaves for staff to refund (docs/product.md §14.5).
 */
export const tripBookingsAffectedSchema = z.object({
  count: z.number().int(),
  data: z.array(
    z.object({
      id: z.string().uuid(),
      reference: z.string(),
      buyer: z.string().nullable(),
      phone: z.string().nullable(),
      passengers: z.number().int(),
      status: z.enum(BOOKING_STATUSES),
    }),
  ),
});
export type TripBookingsAffected = z.infer<typeof tripBookingsAffectedSchema>;
