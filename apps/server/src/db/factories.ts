import { joinPhone, todayInMexico } from '@hv/shared';
import { quote } from '../lib/money.ts';
import type { Db } from './client.ts';
import { bookings, coupons, experiences, giftCards, transportRequests, trips, user } from './schema.ts';

// Rows as the app stores them, for the demo data (demo/seed.ts) and the server tests: each
// builder fills in what a fresh row needs (a unique code or slug, a public status, a date ahead,
// a price worked out as checkout works it out) and takes the caller's values over its own.

export type NewUser = typeof user.$inferInsert;
export type NewExperience = typeof experiences.$inferInsert;
export type NewTrip = typeof trips.$inferInsert;
export type NewCoupon = typeof coupons.$inferInsert;
export type NewGiftCard = typeof giftCards.$inferInsert;
export type NewBooking = typeof bookings.$inferInsert;
export type NewTransportRequest = typeof transportRequests.$inferInsert;

let serial = 0;
/** Unique within this process: slugs, codes and series of rows nobody named. */
const nextSerial = () => ++serial;

const DAY_MS = 86_400_000;
/** The day `days` after `isoDay` (yyyy-MM-dd). */
export const addDays = (isoDay: string, days: number) =>
  new Date(Date.parse(`${isoDay}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
/** `isoDay` itself if a Saturday, else the next Saturday (experiences run on weekends, docs/product.md §6.2). */
export const saturdayFrom = (isoDay: string) => addDays(isoDay, (6 - new Date(`${isoDay}T12:00:00Z`).getUTCDay() + 7) % 7);

/** A person with a verified e-mail; better-auth's `name` is the full name. A Viajero unless `role` says otherwise. */
export function userRow(values: Omit<NewUser, 'name'> & { fullName: string; name?: string }): NewUser {
  return { name: values.fullName, emailVerified: true, role: 'Viajero', ...values };
}

/** A public experience, 1 450 MXN per person, up to 12 people. */
export function experienceRow(values: Partial<NewExperience> = {}): NewExperience {
  const n = nextSerial();
  return {
    name: `Experiencia de prueba ${n}`,
    slug: `experiencia-${n}`,
    price: 1450,
    max_capacity: 12,
    status: 'Público',
    ...values,
  };
}

/** A public trip, 5 000 MXN per person, leaving in 30 days at 08:00. */
export function tripRow(values: Partial<NewTrip> = {}): NewTrip {
  const n = nextSerial();
  return {
    destination: `Viaje de prueba ${n}`,
    slug: `viaje-${n}`,
    price_mxn: 5000,
    departure_date: addDays(todayInMexico(), 30),
    departure_time: '08:00',
    status: 'Público',
    ...values,
  };
}

/** An active coupon: 10 % off, 5 uses, valid for 30 more days. */
export function couponRow(values: Partial<NewCoupon> = {}): NewCoupon {
  return {
    code: `CUPON${nextSerial()}`,
    discount_percentage: 10,
    quantity: 5,
    valid_until: addDays(todayInMexico(), 30),
    status: 'Activo',
    ...values,
  };
}

/** A card of 1 000 MXN, unspent (balance = credit), valid for 60 more days. */
export function giftCardRow(values: Partial<NewGiftCard> = {}): NewGiftCard {
  const credit = values.credit ?? 1000;
  return {
    // 12 characters of A–Z and 0–9, like the series staff generate.
    series: `PRUEBA${String(nextSerial()).padStart(6, '0')}`,
    credit,
    balance: credit,
    currency: 'MXN',
    expiry_date: addDays(todayInMexico(), 60),
    ...values,
  };
}

/**
 * What a booking is of: an experience or a trip (its id, name and price; a trip's one departure
 * date), or only a name and a price, as a booking whose item is gone (the ids are set null).
 */
export type BookedItem =
  | { experience: { id: string; name: string; price: number; start_times?: string[]; time_zone?: string } }
  | { trip: { id: string; destination: string; price_mxn: number; departure_date: string; time_zone?: string } }
  | { name: string; price: number };

export interface BookingValues extends Partial<NewBooking> {
  passengers?: number;
  /** Its percentage comes off the subtotal (unless `discount` names the amount), and the booking names it. */
  coupon?: { id: string; discount_percentage: number } | null;
}

/**
 * A booking of `item`, priced as checkout prices it (lib/money.ts): passengers × price,
 * less the coupon's percentage (or `discount`), less `gift_card_amount` for PayPal's part.
 * Unpaid ('Pendiente') unless `values` say otherwise; an experience on the next Saturday, a trip
 * on its departure date.
 */
export function bookingRow(item: BookedItem, { passengers = 1, coupon = null, ...values }: BookingValues = {}): NewBooking {
  const experience = 'experience' in item ? item.experience : null;
  const trip = 'trip' in item ? item.trip : null;
  const [name, price] =
    'experience' in item
      ? [item.experience.name, item.experience.price]
      : 'trip' in item
        ? [item.trip.destination, item.trip.price_mxn]
        : [item.name, item.price];
  const q = quote(price, passengers, coupon?.discount_percentage ?? 0);
  const discount = values.discount ?? q.discount;
  const giftCardAmount = values.gift_card_amount ?? 0;
  return {
    experience_id: experience?.id ?? null,
    trip_id: trip?.id ?? null,
    item_name: name,
    booking_date: trip ? trip.departure_date : saturdayFrom(todayInMexico()),
    // The experience's first start time, as checkout takes the only one (docs/product.md §6.10).
    start_time: experience?.start_times?.[0] ?? null,
    // The item's zone, as checkout copies it (docs/decisions/0200-a-time-zone-per-item.md).
    ...((experience ?? trip)?.time_zone ? { time_zone: (experience ?? trip)!.time_zone } : {}),
    passengers,
    unit_price: q.unitPrice,
    subtotal: q.subtotal,
    discount,
    gift_card_amount: giftCardAmount,
    amount: Math.round((q.subtotal - discount - giftCardAmount) * 100) / 100,
    coupon_id: coupon?.id ?? null,
    status: 'Pendiente',
    ...values,
  };
}

/** A pending request for a sedan, leaving in 30 days at 10:00; `phone` joined from its two parts. */
export function transportRequestRow(values: Partial<NewTransportRequest> = {}): NewTransportRequest {
  const row = {
    name: 'Lucía Pérez',
    email: 'lucia@example.com',
    phone_country_code: '+52',
    phone_number: '55 1234 5678',
    destination: 'Valle de Bravo',
    departure_date: addDays(todayInMexico(), 30),
    departure_time: '10:00',
    vehicle_type: 'sedan',
    status: 'pending',
    ...values,
  };
  return { phone: joinPhone(row.phone_country_code ?? undefined, row.phone_number), ...row };
}

/**
 * Inserts one row of each kind into `db` (or a transaction) and returns it as stored; the
 * values go through the builders above.
 */
export function insertRows(db: Db) {
  const one = async <T>(rows: PromiseLike<T[]>) => (await rows)[0]!;
  return {
    user: (values: Parameters<typeof userRow>[0]) => one(db.insert(user).values(userRow(values)).returning()),
    experience: (values?: Partial<NewExperience>) => one(db.insert(experiences).values(experienceRow(values)).returning()),
    trip: (values?: Partial<NewTrip>) => one(db.insert(trips).values(tripRow(values)).returning()),
    coupon: (values?: Partial<NewCoupon>) => one(db.insert(coupons).values(couponRow(values)).returning()),
    giftCard: (values?: Partial<NewGiftCard>) => one(db.insert(giftCards).values(giftCardRow(values)).returning()),
    booking: (item: BookedItem, values?: BookingValues) => one(db.insert(bookings).values(bookingRow(item, values)).returning()),
    transportRequest: (values?: Partial<NewTransportRequest>) =>
      one(db.insert(transportRequests).values(transportRequestRow(values)).returning()),
  };
}
