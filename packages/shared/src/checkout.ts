import { isSupportedCountry, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { z } from 'zod';
import { pendingPaymentSchema } from './pay-later.ts';
import { refundPartsSchema, travellerCancellationSchema } from './cancellation-schemas.ts';
import { experienceDateRuleSchema } from './experience-date-schema.ts';
import { BOOKING_KINDS } from './payments-constants.ts';
import { normaliseReference } from './reference.ts';
import { BOOKING_STATUSES } from './statuses.ts';
import { bookedTravellerSchema } from './traveller-types.ts';
import { VOUCHER_READ_ONLY } from './voucher-links.ts';
import type { SaidKey } from './said.ts';
import { bookedPickupSchema } from './pickups.ts';

// The traveller's side of a booking after issue 15 (docs/product.md §6.9–§6.13): who books and
// travels, when and where to be, the confirmation page and finding a booking again.

export const CHECKOUT_LIMITS = { name: 120, email: 254, phone: 30, meetingPoint: 300, mapUrl: 500, startTimes: 8 } as const;

export const CHECKOUT_MESSAGES = {
  contactTitle: 'Tus datos de contacto',
  passengersTitle: 'Pasajeros',
  contactName: 'Escribe tu nombre completo.',
  contactEmail: 'Escribe un correo electrónico válido, por ejemplo nombre@correo.com.',
  contactPhoneCountry: 'Elige el país de tu celular.',
  contactPhone: 'Escribe un número de celular válido para el país elegido.',
  passengerName: 'Escribe el nombre completo de este pasajero.',
  passengerNames: 'Escribe el nombre completo de cada pasajero.',
  startTimeLabel: 'Hora de inicio',
  meetingPointLabel: 'Punto de encuentro',
  startTime: 'Elige una de las horas de inicio de esta experiencia.',
  noStartTime: 'Esta experiencia no tiene horas de inicio: no elijas una.',
  apply: 'Aplicar',
  confirmedTitle: '¡Reserva confirmada!',
  print: 'Imprimir',
  notCharged: 'No se hizo ningún cargo',
  findTitle: 'Encuentra tu reserva',
  findSent: 'Si los datos coinciden con una reserva, te enviamos el enlace a ese correo. Revisa también la carpeta de spam.',
  referenceInvalid: 'Escribe la referencia de 8 caracteres que viene en tu correo de confirmación.',
} as const;

// The schemas' messages are keys of the shared catalogue (src/locales), said in the page's language
// by the browser and in Spanish by the server (docs/decisions/0197-messages-travel-as-keys.md);
// CHECKOUT_MESSAGES keeps the Spanish words the spec fixes.
const m = {
  contactName: 'checkout.contactName',
  contactEmail: 'checkout.contactEmail',
  contactPhoneCountry: 'checkout.contactPhoneCountry',
  contactPhone: 'checkout.contactPhone',
  passengerName: 'checkout.passengerName',
  passengerNames: 'checkout.passengerNames',
  startTime: 'checkout.startTime',
  referenceInvalid: 'checkout.referenceInvalid',
} as const satisfies Partial<Record<keyof typeof CHECKOUT_MESSAGES, SaidKey>>;

/** 'HH:MM', 24 hours. */
export const startTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, m.startTime);

/** A full name: at least two characters after trimming. */
const personName = (message: string) => z.string({ error: message }).trim().min(2, message).max(CHECKOUT_LIMITS.name, message);

/**
 * A mobile phone as typed with its country (ISO 3166-1 alpha-2, Mexico first in the list),
 * checked with libphonenumber; null when it is not a valid number for that country.
 */
export function phoneE164(country: string, phone: string): string | null {
  if (!isSupportedCountry(country)) return null;
  const parsed = parsePhoneNumberFromString(phone, country as CountryCode);
  if (parsed?.isValid()) return parsed.number;
  // Mexico dropped the mobile '1' after +52 in 2019, but many still type it (`+52 1 33 1876 2041`):
  // read without it and store the number as it is dialled today (docs/decisions/0199-checkout-feedback-and-operator-identity.md).
  const oldMobile = parsed?.countryCallingCode === '52' ? /^1(\d{10})$/.exec(parsed.nationalNumber) : null;
  const today = oldMobile ? parsePhoneNumberFromString(`+52${oldMobile[1]}`) : undefined;
  return today?.isValid() ? today.number : null;
}

/**
 * A stored phone (E.164, '+525587654321') as people write it, in two parts: the country code and
 * the number (`{ countryCode: '52', number: '55 8765 4321' }`); null when it is not a valid number.
 */
export function phoneParts(e164: string): { countryCode: string; number: string } | null {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed?.isValid()) return null;
  const prefix = `+${parsed.countryCallingCode} `;
  const international = parsed.formatInternational();
  return international.startsWith(prefix)
    ? { countryCode: parsed.countryCallingCode, number: international.slice(prefix.length) }
    : null;
}

/**
 * The buyer and the passengers, typed before paying. Flat fields, so each error lands on its
 * own field: contactName, contactEmail, contactPhoneCountry, contactPhone, passengerNames.N.
 */
export const checkoutPeopleSchema = z.object({
  contactName: personName(m.contactName),
  contactEmail: z
    .string({ error: m.contactEmail })
    .trim()
    .max(CHECKOUT_LIMITS.email, m.contactEmail)
    .pipe(z.email(m.contactEmail))
    .transform((v) => v.toLowerCase()),
  contactPhoneCountry: z.string({ error: m.contactPhoneCountry }).refine(isSupportedCountry, m.contactPhoneCountry),
  contactPhone: z.string({ error: m.contactPhone }).trim().min(1, m.contactPhone).max(CHECKOUT_LIMITS.phone, m.contactPhone),
  passengerNames: z.array(personName(m.passengerName), { error: m.passengerNames }).max(1000),
});

/** Checks the phone against its country and that there is one name per passenger. */
export function refineCheckoutPeople(
  value: { contactPhoneCountry: string; contactPhone: string; passengerNames: string[]; passengers: number },
  ctx: z.RefinementCtx,
): void {
  if (isSupportedCountry(value.contactPhoneCountry) && !phoneE164(value.contactPhoneCountry, value.contactPhone)) {
    ctx.addIssue({ code: 'custom', path: ['contactPhone'], message: m.contactPhone });
  }
  if (value.passengerNames.length !== value.passengers) {
    ctx.addIssue({ code: 'custom', path: ['passengerNames'], message: m.passengerNames });
  }
}

/** GET /api/bookings/:reference (owner or signed link) → the confirmation page. */
/** The kinds of event the traveller's own timeline shows (decision 0196). */
export const BOOKING_TIMELINE_TYPES = ['paid', 'date_changed', 'refunded', 'cancelled'] as const;

/** One line of the traveller's timeline on the voucher, read from the booking's event log (decision 0196). */
export const bookingTimelineEntrySchema = z.object({
  at: z.string(),
  type: z.enum(BOOKING_TIMELINE_TYPES),
  /** refunded: what came back, in pesos (every part of one refund together). */
  amount: z.number().nullable(),
  /** date_changed: the new date (YYYY-MM-DD). */
  date: z.string().nullable(),
});
export type BookingTimelineEntry = z.infer<typeof bookingTimelineEntrySchema>;

export const bookingConfirmationSchema = z.object({
  id: z.string().uuid(),
  reference: z.string(),
  status: z.enum(BOOKING_STATUSES),
  kind: z.enum(BOOKING_KINDS).nullable(),
  slug: z.string().nullable(),
  itemName: z.string(),
  /** The item's English name and meeting point when staff gave them (English pages, decision 0159). */
  itemNameEn: z.string().nullable(),
  date: z.string(),
  /** 'HH:MM': the experience's start time booked, or the trip's departure time; null if none. */
  startTime: z.string().nullable(),
  meetingPoint: z.string().nullable(),
  meetingPointUrl: z.string().nullable(),
  meetingPointEn: z.string().nullable(),
  passengers: z.number().int(),
  passengerNames: z.array(z.string()),
  /** How many of each traveller type at the price paid (decision 0228); empty before types. */
  travellers: z.array(bookedTravellerSchema).optional(),
  contact: z.object({ name: z.string().nullable(), email: z.string().nullable(), phone: z.string().nullable() }),
  subtotal: z.number(),
  discount: z.number(),
  couponCode: z.string().nullable(),
  giftCardAmount: z.number(),
  /** Seeds spent on it and what they paid, in MXN (decision 0234); absent when none. */
  seedsSpent: z.number().int().optional(),
  seedsAmount: z.number().optional(),
  paypalAmount: z.number(),
  /** Who took that part: a payment provider, or staff at the desk (a manual sale paid outside the site). */
  paidVia: z.enum(['paypal', 'mercadopago', 'desk']),
  /** What the traveller paid in all. */
  total: z.number(),
  refundedAmount: z.number(),
  /** What went back so far and where: a cancelled booking's voucher says it (issue 30). */
  refunded: refundPartsSchema,
  /** The IANA zone of the item's place: the date and start time are on its clock, and so is the cancellation limit shown (decision 0200). */
  timeZone: z.string(),
  currency: z.string(),
  seedsAwarded: z.number().int(),
  paidAt: z.string().nullable(),
  /** The responsible's WhatsApp number (digits with country code, for wa.me), or null. */
  whatsapp: z.string().nullable(),
  /** The cancellation terms as one sentence, in Spanish and in English. */
  cancellationTerms: z.string(),
  cancellationTermsEn: z.string(),
  /** Whether the traveller may cancel or move it now, and what cancelling gives back. */
  cancellation: travellerCancellationSchema,
  /** Why this viewer may only read it (a read-only link, an acting link past its time, a staff session); null: they may act (decision 0163). */
  readOnly: z.enum(VOUCHER_READ_ONLY).nullable(),
  /** The item, for moving the booking: its id (null once deleted) and its start times now. */
  itemId: z.string().uuid().nullable(),
  startTimes: z.array(z.string()),
  /**
   * An experience's weekdays and seasons, for the move's calendar (decision 0208); left out for a
   * trip or a deleted item.
   */
  dateRule: experienceDateRuleSchema.optional(),
  /** What happened to it since it was booked, oldest first (decision 0196). */
  timeline: z.array(bookingTimelineEntrySchema).optional(),
  /** While it waits for an OXXO or SPEI payment (status `Pendiente`): what to pay, where and until when (decision 0216). */
  pendingPayment: pendingPaymentSchema.nullable().optional(),
  /** A cash or transfer payment was awaited and its deadline passed unpaid: its places were released (decision 0216). */
  paymentExpired: z.boolean().optional(),
  /** `Se confirma con N personas` (decision 0229): the minimum while its departure is below it; null otherwise. */
  minimumToRun: z.number().int().nullable().optional(),
  /** Where and when the traveller is picked up, frozen at booking (decision 0233); absent: the meeting point. */
  pickup: bookedPickupSchema.optional(),
});
export type BookingConfirmation = z.infer<typeof bookingConfirmationSchema>;

/** GET /api/bookings/:reference?t=<signed token> */
export const bookingConfirmationParamsSchema = z.object({ reference: z.string().regex(/^[0-9A-Fa-f]{8}$/) });
export const bookingConfirmationQuerySchema = z.object({ t: z.string().max(200).optional() });

/**
 * POST /api/payments/orders/:orderId/resume: what became of an order this browser started.
 * paid → the confirmation page; processing → ask again shortly; abandoned → nothing charged.
 */
export const resumeOrderSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('paid'), reference: z.string(), confirmationPath: z.string() }),
  z.object({ state: z.literal('processing') }),
  z.object({ state: z.literal('abandoned') }),
]);
export type ResumedOrder = z.infer<typeof resumeOrderSchema>;

/** POST /api/bookings/find (`/mi-reserva`): always the same answer. */
export const findBookingSchema = z.object({
  reference: z
    .string({ error: m.referenceInvalid })
    .trim()
    // As typed or read aloud: '#380f 65a4', 'OFE4-DAFF' (docs/decisions/0185).
    .transform((v) => normaliseReference(v) ?? v)
    .pipe(z.string().regex(/^[0-9A-F]{8}$/, m.referenceInvalid)),
  email: z
    .string({ error: m.contactEmail })
    .trim()
    .max(CHECKOUT_LIMITS.email, m.contactEmail)
    .pipe(z.email(m.contactEmail))
    .transform((v) => v.toLowerCase()),
  /** `invoice` from `/facturar`: the link opens the voucher's `Factura` section (decision 0236). */
  purpose: z.enum(['booking', 'invoice']).optional(),
});
export const findBookingAnswerSchema = z.object({ message: z.string() });
