import { sql } from 'drizzle-orm';
import {
  bigserial,
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  time,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { BookedPickup, BookedTraveller, GuideLanguage, Pickup, Season, TravellerType, Weekday } from '@hv/shared';

// Auth tables follow better-auth's core schema (user, session, account, verification) plus the
// admin plugin's fields. Property names are better-auth's field names; columns are snake_case.
// The profile (docs/product.md §3.5) lives on the user row (docs/architecture.md §6): one row per person, id = auth user id.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const user = pgTable(
  'user',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // admin plugin
    role: text('role').notNull().default('Viajero'),
    banned: boolean('banned').default(false),
    banReason: text('ban_reason'),
    banExpires: timestamp('ban_expires', { withTimezone: true }),
    // profile (docs/product.md §3.5)
    fullName: text('full_name'),
    phone: text('phone'),
    country: text('country'),
    city: text('city'),
    avatarUrl: text('avatar_url'),
    locale: text('locale'),
    seeds: integer('seeds').notNull().default(0),
    // two-factor plugin
    twoFactorEnabled: boolean('two_factor_enabled').default(false),
  },
  (t) => [
    // Admin people lists: one role, newest first, first page without sorting every match (bench).
    index('user_role_created_idx').on(t.role, t.createdAt),
    index('user_seeds_idx').on(t.seeds),
  ],
);

export const session = pgTable(
  'session',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    impersonatedBy: text('impersonated_by'),
    // When this session passed the second factor (a sign-in's code, or the enrolment's own
    // check); null: opened with the password alone. Staff routes under REQUIRE_STAFF_MFA need it.
    twoFactorVerifiedAt: timestamp('two_factor_verified_at', { withTimezone: true }),
  },
  (t) => [index('session_user_idx').on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('account_user_idx').on(t.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);

// better-auth's two-factor plugin (TOTP). `verified` false until the first code is checked.
export const twoFactor = pgTable(
  'two_factor',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    verified: boolean('verified').default(true),
    failedVerificationCount: integer('failed_verification_count').default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [index('two_factor_user_idx').on(t.userId), index('two_factor_secret_idx').on(t.secret)],
);

// Accepted password-reset requests, for the server-side limit of 3 per e-mail per 5 minutes.
export const passwordResetRequests = pgTable(
  'password_reset_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    created_at: createdAt(),
  },
  (t) => [index('password_reset_requests_email_idx').on(t.email, t.created_at)],
);

// better-auth's database-backed rate limiter (shared by every process).
export const rateLimit = pgTable('rate_limit', {
  id: uuid('id').primaryKey().defaultRandom(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: numeric('last_request', { mode: 'number' }).notNull(),
});

// ---------------------------------------------------------------- catalogue (docs/product.md §5.1)

const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

export const experiences = pgTable(
  'experiences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code'),
    type: text('type'),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    capacity: integer('capacity'),
    max_capacity: integer('max_capacity'),
    price: money('price').notNull(),
    duration: text('duration'),
    // The duration as a value, written per language (docs/decisions/0215-durations-stored-as-values.md).
    duration_hours: doublePrecision('duration_hours'),
    description: text('description'),
    bullets: jsonb('bullets').$type<string[]>().notNull().default([]),
    responsible_name: text('responsible_name'),
    responsible_phone: text('responsible_phone'),
    responsible_email: text('responsible_email'),
    address: text('address'),
    website: text('website'),
    status: text('status').notNull().default('Borrador'),
    is_active: boolean('is_active').notNull().default(true),
    image_url: text('image_url'),
    // When and where (docs/product.md §6.10): 'HH:MM' start times, in order; empty means the
    // experience has no fixed start and its capacity counts per date only.
    start_times: jsonb('start_times').$type<string[]>().notNull().default([]),
    meeting_point: text('meeting_point'),
    meeting_point_url: text('meeting_point_url'),
    // The English text, optional (docs/decisions/0158-english-content-beside-spanish.md).
    name_en: text('name_en'),
    description_en: text('description_en'),
    bullets_en: jsonb('bullets_en').$type<string[]>().notNull().default([]),
    meeting_point_en: text('meeting_point_en'),
    // Free cancellation up to this many hours before the start (issue 17); 0: not refundable.
    free_cancellation_hours: integer('free_cancellation_hours').notNull().default(48),
    // The IANA zone of the place (decision 0200): start times are wall-clock times there.
    time_zone: text('time_zone').notNull().default('America/Mexico_City'),
    // Minimum to run (docs/decisions/0229-minimum-to-run.md): this many hours before a departure's
    // start, one still below `capacity` (the minimum) and not confirmed by hand is cancelled by a
    // job; null: never automatically.
    decision_hours: integer('decision_hours'),
    // The languages the guide speaks (issue 28), as codes in GUIDE_LANGUAGES' order (@hv/shared).
    guide_languages: text('guide_languages')
      .array()
      .$type<GuideLanguage[]>()
      .notNull()
      .default(sql`'{es}'::text[]`),
    // More photos after the cover, in order (docs/product.md §5.5): stored URLs and alt texts.
    gallery: jsonb('gallery').$type<{ url: string; alt: string }[]>().notNull().default([]),
    // When it can be booked (docs/decisions/0208-experience-seasons-and-weekdays.md): the weekdays
    // it runs, as WEEKDAYS codes (@hv/shared), weekends unless staff say otherwise; and its seasons,
    // 'MM-DD' ranges that may wrap the year's end, none meaning all year.
    weekdays: text('weekdays')
      .array()
      .$type<Weekday[]>()
      .notNull()
      .default(sql`'{sat,sun}'::text[]`),
    seasons: jsonb('seasons').$type<Season[]>().notNull().default([]),
    // The traveller types it sells, with their prices (docs/decisions/0228-traveller-types.md);
    // never empty: items made before them have one `Persona` at their price.
    traveller_types: jsonb('traveller_types').$type<TravellerType[]>().notNull().default([]),
    // Pickup points (docs/decisions/0233-pickups.md): empty, only the meeting point.
    pickups: jsonb('pickups').$type<Pickup[]>().notNull().default([]),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('experiences_slug_key').on(t.slug),
    index('experiences_public_idx').on(t.status, t.is_active, t.created_at),
    index('experiences_responsible_email_idx').on(t.responsible_email),
  ],
);

export const trips = pgTable(
  'trips',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    destination: text('destination').notNull(),
    slug: text('slug').notNull(),
    price_mxn: money('price_mxn').notNull(),
    price_usd: money('price_usd'),
    departure_date: date('departure_date', { mode: 'string' }).notNull(),
    departure_time: time('departure_time').notNull(),
    return_date: date('return_date', { mode: 'string' }),
    return_time: time('return_time'),
    description: text('description'),
    bullets: jsonb('bullets').$type<string[]>().notNull().default([]),
    image_url: text('image_url'),
    gallery: jsonb('gallery').$type<{ url: string; alt: string }[]>().notNull().default([]),
    status: text('status').notNull().default('Borrador'),
    is_active: boolean('is_active').notNull().default(true),
    capacity: integer('capacity'),
    max_capacity: integer('max_capacity'),
    duration: text('duration'),
    // The duration as values, written per language (docs/decisions/0215-durations-stored-as-values.md).
    duration_days: integer('duration_days'),
    duration_nights: integer('duration_nights'),
    responsible_name: text('responsible_name'),
    responsible_phone: text('responsible_phone'),
    address: text('address'),
    website: text('website'),
    // The English text, optional (docs/decisions/0158-english-content-beside-spanish.md).
    destination_en: text('destination_en'),
    description_en: text('description_en'),
    bullets_en: jsonb('bullets_en').$type<string[]>().notNull().default([]),
    // Free cancellation up to this many hours before the departure (issue 17); 0: not refundable.
    free_cancellation_hours: integer('free_cancellation_hours').notNull().default(48),
    // The IANA zone of the place (decision 0200): the departure and return times are wall-clock times there.
    time_zone: text('time_zone').notNull().default('America/Mexico_City'),
    // Minimum to run (docs/decisions/0229-minimum-to-run.md), as on experiences.
    decision_hours: integer('decision_hours'),
    // The traveller types it sells, with their prices (docs/decisions/0228-traveller-types.md);
    // never empty: items made before them have one `Persona` at their price.
    traveller_types: jsonb('traveller_types').$type<TravellerType[]>().notNull().default([]),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('trips_slug_key').on(t.slug), index('trips_public_idx').on(t.status, t.is_active, t.created_at)],
);

// ---------------------------------------------------------------- promotions

export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    discount_percentage: numeric('discount_percentage', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull(),
    valid_until: date('valid_until', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('En espera'),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('coupons_code_key').on(t.code)],
);

export const giftCards = pgTable(
  'gift_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    series: text('series').notNull(),
    credit: money('credit').notNull(),
    // What is left to spend; starts equal to credit and never goes below zero.
    balance: money('balance').notNull(),
    currency: text('currency').notNull().default('MXN'),
    expiry_date: date('expiry_date', { mode: 'string' }).notNull(),
    // False once staff retire the card: checkout refuses it; a card that paid for bookings can
    // only be retired, never deleted (gift-cards/admin-routes.ts).
    is_active: boolean('is_active').notNull().default(true),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('gift_cards_series_key').on(t.series)],
);

// ---------------------------------------------------------------- bookings and rewards

export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id').references(() => user.id, { onDelete: 'set null' }),
    experience_id: uuid('experience_id').references(() => experiences.id, { onDelete: 'set null' }),
    trip_id: uuid('trip_id').references(() => trips.id, { onDelete: 'set null' }),
    item_name: text('item_name').notNull(),
    booking_date: date('booking_date', { mode: 'string' }).notNull(),
    passengers: integer('passengers').notNull(),
    unit_price: money('unit_price').notNull(),
    subtotal: money('subtotal').notNull(),
    discount: money('discount').notNull().default(0),
    gift_card_amount: money('gift_card_amount').notNull().default(0),
    // Seeds the traveller spends on it and what they pay, in MXN (decision 0234): planned at
    // checkout, taken from the balance when it is paid (a `spend` ledger row), given back by refunds.
    seeds_spent: integer('seeds_spent').notNull().default(0),
    seeds_amount: money('seeds_amount').notNull().default(0),
    // What is paid besides the gift card: the payment provider's part, or for a manual sale paid
    // outside the site the money received (manual_payment_method says how). The total is amount +
    // gift card.
    amount: money('amount').notNull(),
    currency: text('currency').notNull().default('MXN'),
    status: text('status').notNull().default('Pendiente'),
    coupon_id: uuid('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    gift_card_id: uuid('gift_card_id').references(() => giftCards.id, { onDelete: 'set null' }),
    // The payment provider that took it (modules/payment-providers, decision 0172), its payment
    // (PayPal's order) and its capture.
    payment_provider: text('payment_provider').notNull().default('paypal'),
    provider_order_id: text('provider_order_id'),
    provider_capture_id: text('provider_capture_id'),
    payer_email: text('payer_email'),
    payer_name: text('payer_name'),
    payer_given_name: text('payer_given_name'),
    // The buyer's contact as typed at checkout (docs/product.md §6.9): confirmations go to
    // contact_email; the phone is E.164. Null only on bookings made before checkout asked.
    contact_name: text('contact_name'),
    contact_email: text('contact_email'),
    contact_phone: text('contact_phone'),
    // The language of the page the booking was made on ('es' or 'en'): its e-mails and voucher
    // link are written in it (docs/decisions/0159-english-pages.md). Staff sales are Spanish.
    locale: text('locale').notNull().default('es'),
    // Each passenger's full name, one per passenger.
    passenger_names: jsonb('passenger_names').$type<string[]>().notNull().default([]),
    // How many of each traveller type, at the unit price used then (decision 0228); `passengers`
    // is the places they take. Empty on bookings made before traveller types.
    travellers: jsonb('travellers').$type<BookedTraveller[]>().notNull().default([]),
    // Each passenger's traveller type id, beside passenger_names (empty before traveller types).
    passenger_types: jsonb('passenger_types').$type<string[]>().notNull().default([]),
    // The pickup chosen, frozen (name, time, charge); null: the meeting point (decision 0233).
    pickup: jsonb('pickup').$type<BookedPickup>(),
    // 'HH:MM' of the experience's start time booked; null for trips and for experiences
    // without start times. Places are counted per item, date and start time.
    start_time: text('start_time'),
    // The item's IANA zone, copied when the booking is made and again when staff change the item's
    // (decision 0200): the calendar file, reminders, the free-cancellation limit and the check-in's
    // day read the booking's date and start time on this clock without another query.
    time_zone: text('time_zone').notNull().default('America/Mexico_City'),
    // The iCalendar SEQUENCE of the booking's event (decision 0201): 0 when confirmed, one more at
    // each date change and at the cancellation, so calendars replace the event they hold.
    calendar_sequence: integer('calendar_sequence').notNull().default(0),
    created_at: createdAt(),
    paid_at: timestamp('paid_at', { withTimezone: true }),
    // Set while a capture is in flight: the booking's places and coupon use count as taken
    // for a few minutes, so parallel captures cannot oversell (see checkout/capture-order.ts).
    capture_started_at: timestamp('capture_started_at', { withTimezone: true }),
    // Set while gift_card_amount is taken from the gift card (from the capture's hold on, and
    // once paid); null while it is only planned or after it was given back (bookings/settle/gift-card-part.ts).
    gift_card_spent_at: timestamp('gift_card_spent_at', { withTimezone: true }),
    // Set while this server is waiting for the provider's answer to a capture: a second capture of
    // the same booking is refused meanwhile (409). Cleared when the answer is handled, even if
    // the hold (capture_started_at) is kept because the outcome is still unknown.
    capture_in_flight_at: timestamp('capture_in_flight_at', { withTimezone: true }),
    // The capture attempt, numbered from 1: its idempotency key (PayPal-Request-Id) is
    // hv-capture-<booking>-<attempt>, so a retry of an attempt whose outcome is unknown gets the
    // provider's first answer again, and a new attempt after a refusal is a new request.
    capture_attempt: integer('capture_attempt').notNull().default(0),
    // All that went back so far (bookings/refunds/refund.ts, decision 0129): of the money part (the
    // provider's, by its own total when larger, or money given back outside the site) plus what went back
    // onto the gift card. Equal to amount + gift_card_amount once `Reembolsada`.
    refunded_amount: money('refunded_amount').notNull().default(0),
    // The operations desk (docs/product.md §14). 'web' for the public checkout; 'manual' for a
    // sale staff typed for a phone or WhatsApp customer, by `created_by`.
    source: text('source').notNull().default('web'),
    created_by: uuid('created_by').references(() => user.id, { onDelete: 'set null' }),
    // A manual sale paid outside the site: 'Efectivo' or 'Transferencia', and staff's note.
    manual_payment_method: text('manual_payment_method'),
    manual_note: text('manual_note'),
    // A manual sale's payment link holds its places until this instant (staff choose, 24 h by
    // default, never past the departure); read at the time of each check, so the hold ends by
    // itself and a restart loses nothing (docs/decisions/0205-payment-links-hold-places.md).
    link_expires_at: timestamp('link_expires_at', { withTimezone: true }),
    // A web checkout holds its places, coupon use and gift-card part from its order until this
    // instant (CHECKOUT_HOLD_MINUTES after it); read at each check's time, like link_expires_at
    // (docs/decisions/0213-places-held-while-paying.md).
    hold_expires_at: timestamp('hold_expires_at', { withTimezone: true }),
    // A cash (OXXO) or transfer (SPEI) payment the traveller still has to make (decision 0216):
    // how, its reference (barcode number, CLABE), until when and the provider's ticket page. While
    // it is awaited hold_expires_at is its deadline; the expiry job clears hold and these.
    pending_method: text('pending_method'),
    pending_reference: text('pending_reference'),
    pending_deadline: timestamp('pending_deadline', { withTimezone: true }),
    pending_url: text('pending_url'),
    // How the provider's part was paid ('card', 'oxxo', 'spei', 'account'), kept when settled, so
    // the reports say `Mercado Pago · OXXO` (decision 0216); null for providers with one way.
    paid_method: text('paid_method'),
    // Check-in at the departure: when and by whom the voucher was scanned or typed.
    checked_in_at: timestamp('checked_in_at', { withTimezone: true }),
    checked_in_by: uuid('checked_in_by').references(() => user.id, { onDelete: 'set null' }),
    // The global invoice to PÚBLICO EN GENERAL that covers this paid booking nobody invoiced
    // (docs/decisions/0221-facturas-through-facturapi.md), set in the transaction that records it,
    // so a booking is never in two documents.
    invoiced_in: uuid('invoiced_in').references((): AnyPgColumn => invoices.id, { onDelete: 'restrict' }),
  },
  (t) => [
    uniqueIndex('bookings_provider_order_key').on(t.provider_order_id),
    index('bookings_user_idx').on(t.user_id, t.created_at),
    // Places taken per item and date (availability, capacity checks at order and capture).
    index('bookings_experience_date_idx').on(t.experience_id, t.booking_date),
    index('bookings_trip_date_idx').on(t.trip_id, t.booking_date),
    index('bookings_provider_capture_idx').on(t.provider_capture_id),
    // Holds on a gift card that a capture left behind are looked up (and given back) by card.
    index('bookings_gift_card_idx').on(t.gift_card_id),
    // Bookings made without an account, claimed by whoever signs in with that verified e-mail.
    // The desk's list, newest first with a unique tie-breaker, and the departures by date.
    index('bookings_created_idx').on(t.created_at, t.id),
    index('bookings_date_idx').on(t.booking_date),
    // The desk's pending cash payments and the expiry job look up the few bookings awaiting one.
    index('bookings_pending_deadline_idx')
      .on(t.pending_deadline)
      .where(sql`${t.pending_deadline} is not null`),
    index('bookings_guest_contact_idx')
      .on(sql`lower(${t.contact_email})`)
      .where(sql`${t.user_id} is null`),
  ],
);

// Who of a booking showed up at the departure, one row per passenger present (decision 0190):
// `passenger` is the index in the booking's passengers (its name in `passenger_names`). The first
// check-in wins; another device that checked the same passenger in (two desks offline at once)
// is kept beside it as `also_checked_in_at`/`also_checked_in_by`, never as an error.
export const bookingPassengerCheckins = pgTable(
  'booking_passenger_checkins',
  {
    booking_id: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    passenger: integer('passenger').notNull(),
    // When the passenger was seen: the device's own clock for a check-in queued offline.
    checked_in_at: timestamp('checked_in_at', { withTimezone: true }).notNull(),
    checked_in_by: uuid('checked_in_by').references(() => user.id, { onDelete: 'set null' }),
    also_checked_in_at: timestamp('also_checked_in_at', { withTimezone: true }),
    also_checked_in_by: uuid('also_checked_in_by').references(() => user.id, { onDelete: 'set null' }),
    // When the server heard of it (later than `checked_in_at` for an offline check-in).
    recorded_at: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.booking_id, t.passenger] })],
);

// What happened to a booking, one row per fact, written by the door that made it in the same
// transaction (modules/bookings/events, decision 0196): the desk's history and the traveller's
// timeline read it. Append-only in spirit: only a refund's reason arriving after the provider's
// notification fills in its row's data.
export const bookingEvents = pgTable(
  'booking_events',
  {
    // In the order written: two events of one transaction keep their order (created, then paid).
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    booking_id: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    // The moment of the write, not of its transaction's start (now()).
    at: timestamp('at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
    type: text('type').notNull(),
    // 'staff' | 'traveller' | 'provider' | 'job' | 'system'
    actor_kind: text('actor_kind').notNull(),
    actor_id: uuid('actor_id').references(() => user.id, { onDelete: 'set null' }),
    // The staff member's name then, the provider's name ('paypal'), or the job's kind.
    actor_name: text('actor_name'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('booking_events_booking_at_idx').on(t.booking_id, t.at)],
);

// Dates staff closed for an experience (holiday, weather): nothing can be booked on them.
export const closedDates = pgTable(
  'closed_dates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    experience_id: uuid('experience_id')
      .notNull()
      .references(() => experiences.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    reason: text('reason'),
    created_by: uuid('created_by').references(() => user.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('closed_dates_experience_date_key').on(t.experience_id, t.date)],
);

/**
 * A departure staff cancelled (docs/decisions/0202): who, when and why, kept as a record so
 * Salidas, the manifest and a voided payment link say so after any reload. One row per item and
 * date (an experience's cancellation closes its whole date; `start_time` is the one it was
 * cancelled from, if any).
 */
export const departureCancellations = pgTable(
  'departure_cancellations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    experience_id: uuid('experience_id').references(() => experiences.id, { onDelete: 'cascade' }),
    trip_id: uuid('trip_id').references(() => trips.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    start_time: text('start_time'),
    reason: text('reason').notNull(),
    cancelled_by: uuid('cancelled_by').references(() => user.id, { onDelete: 'set null' }),
    /** The refund jobs' batch (GET /api/admin/departures/cancel/:batch). */
    batch: uuid('batch').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    unique('departure_cancellations_item_date_key').on(t.experience_id, t.trip_id, t.date).nullsNotDistinct(),
    check('departure_cancellations_one_item', sql`num_nonnulls(${t.experience_id}, ${t.trip_id}) = 1`),
  ],
);

/**
 * A departure staff confirmed by hand although below its minimum (decision 0229): the minimum
 * job keeps it. One row per departure (item, date, start time or none); removing it is not offered.
 */
export const departureConfirmations = pgTable(
  'departure_confirmations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    experience_id: uuid('experience_id').references(() => experiences.id, { onDelete: 'cascade' }),
    trip_id: uuid('trip_id').references(() => trips.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    start_time: text('start_time'),
    confirmed_by: uuid('confirmed_by').references(() => user.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [
    unique('departure_confirmations_departure_key').on(t.experience_id, t.trip_id, t.date, t.start_time).nullsNotDistinct(),
    check('departure_confirmations_one_item', sql`num_nonnulls(${t.experience_id}, ${t.trip_id}) = 1`),
  ],
);

/**
 * A place in the waitlist of a full departure (decision 0235): who (e-mail, a signed-in
 * traveller's id) wants how many places. `position` orders the line (FIFO, never re-used);
 * `status` goes waiting → invited (its places held until hold_expires_at, counted against
 * availability like a checkout hold) → booked, expired or left. `token` is the e-mail's
 * link, to book with the held places or leave the list.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    position: bigserial('position', { mode: 'number' }).notNull(),
    experience_id: uuid('experience_id').references(() => experiences.id, { onDelete: 'cascade' }),
    trip_id: uuid('trip_id').references(() => trips.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    start_time: text('start_time'),
    email: text('email').notNull(),
    places: integer('places').notNull(),
    user_id: uuid('user_id').references(() => user.id, { onDelete: 'set null' }),
    locale: text('locale').notNull().default('es'),
    status: text('status').notNull().default('waiting'),
    token: text('token').notNull().unique(),
    invited_at: timestamp('invited_at', { withTimezone: true }),
    hold_expires_at: timestamp('hold_expires_at', { withTimezone: true }),
    booking_id: uuid('booking_id'),
    created_at: createdAt(),
  },
  (t) => [
    index('waitlist_entries_departure_idx').on(t.experience_id, t.trip_id, t.date, t.status, t.position),
    check('waitlist_entries_one_item', sql`num_nonnulls(${t.experience_id}, ${t.trip_id}) = 1`),
    check('waitlist_entries_places', sql`${t.places} > 0`),
    check('waitlist_entries_status', sql`${t.status} in ('waiting', 'invited', 'booked', 'expired', 'left')`),
  ],
);

export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    coupon_id: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    booking_id: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    discount_amount: money('discount_amount').notNull(),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('coupon_redemptions_booking_key').on(t.booking_id), index('coupon_redemptions_coupon_idx').on(t.coupon_id)],
);

// Refunds of a booking, one row per refund key (a repeated notification records nothing more):
// the payment provider's refunds and reversals (its refund id), the gift card's part
// (`<id>/gift-card`, event 'gift card'), money given back outside the site ('outside'), and a staff
// refund waiting for the provider ('pending', its key the refund's idempotency key) or refused by
// it ('refused'), which count for nothing. See bookings/refunds/refund.ts.
export const bookingRefunds = pgTable(
  'booking_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    booking_id: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    refund_key: text('refund_key').notNull(),
    event_type: text('event_type').notNull(),
    // Why staff refunded (the traveller's e-mail quotes it); null for the provider's own notifications.
    reason: text('reason'),
    // Who started it: a staff member, or the traveller cancelling; null for a provider's notification.
    requested_by: uuid('requested_by').references(() => user.id, { onDelete: 'set null' }),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('booking_refunds_refund_key').on(t.refund_key), index('booking_refunds_booking_idx').on(t.booking_id)],
);

// Facturas (CFDI 4.0) through Facturapi (docs/decisions/0221-facturas-through-facturapi.md): one row
// per document we ask Facturapi for, written in the request's transaction before a job stamps it
// with the row's id as idempotency key. `kind` is 'invoice' (a booking's, to its customer: at most
// one per booking), 'credit_note' (a refund's, related to the invoice) or 'global' (the period's
// sales nobody invoiced, to PÚBLICO EN GENERAL; no booking, its bookings point at it). `status`:
// 'pending' (written, not yet stamped), 'issued' (stamped: Facturapi's id, the SAT's UUID, series
// and folio), 'refused' (Facturapi said no, its reason kept for staff), 'cancelled'.
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    booking_id: uuid('booking_id').references(() => bookings.id, { onDelete: 'restrict' }),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('pending'),
    // The customer's tax data as checked by the shared taxProfileSchema (TaxProfile); the public's for a global one.
    customer: jsonb('customer').$type<Record<string, unknown>>().notNull(),
    // The document's total, IVA included (16 % broken out on the CFDI), in MXN.
    amount: money('amount').notNull(),
    // c_FormaPago: how the money came (decision 0221).
    payment_form: text('payment_form').notNull(),
    // A global invoice's period ('2026-11'); null for the others.
    period: text('period'),
    facturapi_id: text('facturapi_id'),
    uuid: text('uuid'),
    series: text('series'),
    folio: integer('folio'),
    refusal_reason: text('refusal_reason'),
    // A credit note's (or a replacement's) invoice.
    related_invoice_id: uuid('related_invoice_id').references((): AnyPgColumn => invoices.id, { onDelete: 'restrict' }),
    requested_by: uuid('requested_by').references(() => user.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
    issued_at: timestamp('issued_at', { withTimezone: true }),
    cancelled_at: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    // One invoice per booking: two requests at once make one row (the second reads the first's).
    uniqueIndex('invoices_booking_invoice_key')
      .on(t.booking_id, t.kind)
      .where(sql`${t.kind} = 'invoice'`),
    // One global invoice per period.
    uniqueIndex('invoices_global_period_key')
      .on(t.period)
      .where(sql`${t.kind} = 'global'`),
    index('invoices_booking_idx').on(t.booking_id),
    check('invoices_kind_check', sql`${t.kind} in ('invoice', 'credit_note', 'global')`),
    check('invoices_status_check', sql`${t.status} in ('pending', 'issued', 'refused', 'cancelled')`),
    check('invoices_booking_check', sql`(${t.kind} = 'global') = (${t.booking_id} is null)`),
  ],
);

// A signed-in traveller's tax data kept to reuse for the next factura (issue 33, decision 0230):
// the shared taxProfileSchema's output, keyed by whom it invoices (the RFC, or a foreign customer's
// country and tax id) so saving the same customer again replaces it instead of adding a copy.
export const taxProfiles = pgTable(
  'tax_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    customer_key: text('customer_key').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex('tax_profiles_user_customer_key').on(t.user_id, t.customer_key)],
);

// Every change to a user's seeds is a ledger row; a booking can award (or take back) only once.
export const seedsLedger = pgTable(
  'seeds_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    booking_id: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    delta: integer('delta').notNull(),
    reason: text('reason').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('seeds_ledger_booking_reason_key').on(t.booking_id, t.reason),
    index('seeds_ledger_user_idx').on(t.user_id),
  ],
);

export const transportRequests = pgTable(
  'transport_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone_country_code: text('phone_country_code'),
    phone_number: text('phone_number').notNull(),
    phone: text('phone').notNull(),
    destination: text('destination').notNull(),
    departure_date: date('departure_date', { mode: 'string' }).notNull(),
    departure_time: time('departure_time').notNull(),
    return_date: date('return_date', { mode: 'string' }),
    return_time: time('return_time'),
    vehicle_type: text('vehicle_type').notNull(),
    // How many travel (issue 15); null on requests made before the form asked.
    passengers: integer('passengers'),
    itinerary: text('itinerary'),
    special_requests: text('special_requests'),
    status: text('status').notNull().default('pending'),
    staff_note: text('staff_note'),
    created_at: createdAt(),
  },
  (t) => [index('transport_requests_created_idx').on(t.created_at)],
);

// Durable background work (modules/jobs, docs/architecture.md "Jobs"): a booking's reminder and
// review request, each refund of a cancelled departure. Any process claims due rows with
// FOR UPDATE SKIP LOCKED, so two processes never run the same job; a failure is retried later.
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    // At most one job per key (e.g. `reminder:<booking>:<date>`): enqueueing it again adds nothing.
    key: text('key').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    // The jobs one action started together (a departure's cancellation), for its progress.
    batch: text('batch'),
    // 'pending' (waiting for run_at), 'running' (claimed at locked_at), 'done', 'failed' (gave up).
    status: text('status').notNull().default('pending'),
    run_at: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    max_attempts: integer('max_attempts').notNull().default(6),
    locked_at: timestamp('locked_at', { withTimezone: true }),
    last_error: text('last_error'),
    created_at: createdAt(),
    finished_at: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('jobs_key').on(t.key), index('jobs_due_idx').on(t.status, t.run_at), index('jobs_batch_idx').on(t.batch)],
);

// A traveller's rating of a booking that took place (docs/product.md "Verified reviews"): one per
// booking; staff may hide an abusive one, with a reason, which keeps it out of every public list.
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    booking_id: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id').references(() => user.id, { onDelete: 'set null' }),
    experience_id: uuid('experience_id').references(() => experiences.id, { onDelete: 'cascade' }),
    trip_id: uuid('trip_id').references(() => trips.id, { onDelete: 'cascade' }),
    // The name shown with the review, as the traveller had it when writing.
    author_name: text('author_name').notNull(),
    rating: integer('rating').notNull(),
    body: text('body').notNull(),
    created_at: createdAt(),
    hidden_at: timestamp('hidden_at', { withTimezone: true }),
    hidden_by: uuid('hidden_by').references(() => user.id, { onDelete: 'set null' }),
    hidden_reason: text('hidden_reason'),
  },
  (t) => [
    uniqueIndex('reviews_booking_key').on(t.booking_id),
    index('reviews_experience_idx').on(t.experience_id, t.created_at),
    index('reviews_trip_idx').on(t.trip_id, t.created_at),
    index('reviews_created_idx').on(t.created_at),
  ],
);

// Every staff write, append-only (modules/audit): who, when, what, and the record before and
// after. No foreign key on the actor: deleting a person must not rewrite history (a trigger in
// migration 0015 refuses UPDATE and DELETE on this table).
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actor_id: uuid('actor_id'),
    actor_name: text('actor_name'),
    actor_role: text('actor_role'),
    // What was done: 'create', 'update', 'delete', or a verb of the desk ('refund', 'check-in', …).
    action: text('action').notNull(),
    // What kind of record: 'experience', 'trip', 'person', 'coupon', 'gift-card', 'transport-request',
    // 'booking', 'closed-date', 'review', 'settings'.
    record_kind: text('record_kind').notNull(),
    record_id: text('record_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    request_id: text('request_id'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at, t.id),
    index('audit_log_record_idx').on(t.record_kind, t.record_id, t.at),
    index('audit_log_actor_idx').on(t.actor_id, t.at),
  ],
);

// Settings staff change in Ajustes, one row per key (decision 0216): `pay-later` holds the
// installment plans and cash hours (PayLaterSettings); later settings get keys of their own. The
// value is validated by its key's schema when written and read; every change is audited.
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updated_by: uuid('updated_by'),
});
