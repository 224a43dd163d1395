import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_TRAVELLER_TYPE, reviewerDisplayName, type Role, type TravellerType } from '@hv/shared';
import type { Auth } from '../../modules/auth/auth.ts';
import { SEEDS_REASON_BOOKING, seedsForAmount } from '../../modules/bookings/settle/seeds.ts';
import { recordBookingEvent } from '../../modules/bookings/events/record.ts';
import { storeImageVariants } from '../../modules/storage/images.ts';
import type { StorageDriver } from '../../modules/storage/driver.ts';
import type { Db } from '../client.ts';
import {
  bookingRow,
  couponRow,
  experienceRow,
  giftCardRow,
  saturdayFrom,
  transportRequestRow,
  tripRow,
  userRow,
} from '../factories.ts';
import {
  account,
  bookings,
  couponRedemptions,
  coupons,
  experiences,
  giftCards,
  reviews,
  seedsLedger,
  transportRequests,
  trips,
  user,
} from '../schema.ts';
import { renderSceneSvg } from './art.ts';
import {
  demoBookings,
  demoCoupons,
  demoExperiences,
  demoGiftCards,
  demoTransportRequests,
  demoTravellers,
  demoTrips,
} from './content.ts';

export const DEMO_PASSWORD = 'demo1234';

// The demo accounts, password demo1234 (docs/architecture.md §9, "Demo data").
export const DEMO_ACCOUNTS: { email: string; fullName: string; role: Role; seeds: number; city: string }[] = [
  { email: 'admin@example.com', fullName: 'Adriana Morales', role: 'Administrador', seeds: 0, city: 'Ciudad de México' },
  { email: 'coordinador@example.com', fullName: 'Carlos Hernández', role: 'Coordinador', seeds: 0, city: 'Guadalajara' },
  { email: 'organizador@example.com', fullName: 'Olivia Ramírez', role: 'Organizador', seeds: 0, city: 'Puebla' },
  { email: 'proveedor@example.com', fullName: 'Pedro Castillo', role: 'Proveedor', seeds: 0, city: 'Cancún' },
  { email: 'viajero@example.com', fullName: 'Valeria Gómez', role: 'Viajero', seeds: 175, city: 'Monterrey' },
];

export interface SeedDeps {
  db: Db;
  auth: Auth;
  storage: StorageDriver;
  log: FastifyBaseLogger;
}

async function coverImage(storage: StorageDriver, name: string, scene: Parameters<typeof renderSceneSvg>[0], seed: number) {
  const svg = Buffer.from(renderSceneSvg(scene, seed));
  return storeImageVariants(storage, 'experience-images', `${name}-demo`, svg);
}

export async function seedDemoData({ db, auth, storage, log }: SeedDeps): Promise<void> {
  const started = Date.now();
  const { password } = await auth.$context;

  const people = [
    ...DEMO_ACCOUNTS.map((a) => ({ ...a, country: 'México', phone: '+52 55 5555 0000' })),
    ...demoTravellers.map((t) => ({
      email: t.email,
      fullName: t.full_name,
      role: 'Viajero' as Role,
      seeds: t.seeds,
      city: t.city,
      country: t.country,
      phone: t.phone,
    })),
  ];
  const hash = await password.hash(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    for (const person of people) {
      const [created] = await tx
        .insert(user)
        .values(
          userRow({
            email: person.email,
            fullName: person.fullName,
            role: person.role,
            phone: person.phone,
            country: person.country,
            city: person.city,
            seeds: person.seeds,
          }),
        )
        .returning({ id: user.id });
      await tx.insert(account).values({ accountId: created!.id, providerId: 'credential', userId: created!.id, password: hash });
    }
  });

  // Items without their own types sell one `Persona` at their price, as the migration's backfill (decision 0228).
  const defaultTravellerType = (price: number): TravellerType => ({
    ...DEFAULT_TRAVELLER_TYPE,
    price,
    minAge: null,
    maxAge: null,
    takesPlace: true,
    sortOrder: 0,
  });
  // Oldest first, so the first item of each list is the newest (lists are newest first).
  const now = Date.now();
  let seed = 1;
  for (const [i, { scene, ...experience }] of demoExperiences.entries()) {
    const image_url = await coverImage(storage, `exp-${experience.slug}`, scene, seed++);
    await db.insert(experiences).values(
      experienceRow({
        ...experience,
        traveller_types: experience.traveller_types ?? [defaultTravellerType(experience.price)],
        bullets: [...experience.bullets],
        image_url,
        created_at: new Date(now - (demoExperiences.length - i) * 60_000),
      }),
    );
  }
  for (const [i, { scene, ...trip }] of demoTrips.entries()) {
    const image_url = await coverImage(storage, `trip-${trip.slug}`, scene, seed++);
    await db.insert(trips).values(
      tripRow({
        ...trip,
        traveller_types: [defaultTravellerType(trip.price_mxn)],
        bullets: [...trip.bullets],
        image_url,
        created_at: new Date(now - (demoTrips.length - i) * 60_000),
      }),
    );
  }
  await db.insert(coupons).values(demoCoupons.map((c) => couponRow(c)));
  await db.insert(giftCards).values(demoGiftCards.map((g) => giftCardRow(g)));
  await seedDemoBookings(db, now);
  await db.insert(transportRequests).values(
    demoTransportRequests.map(({ departsInDays, receivedDaysAgo, ...r }) =>
      transportRequestRow({
        ...r,
        departure_date: isoDay(now + departsInDays * DAY),
        created_at: new Date(now - receivedDaysAgo * DAY),
      }),
    ),
  );
  log.info(
    { ms: Date.now() - started, experiences: demoExperiences.length, trips: demoTrips.length, people: people.length },
    'demo data loaded',
  );
}

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Paid demo bookings, priced like the checkout (modules/checkout) does, with their coupon redemptions and
 * seeds-ledger rows (the travellers' seeds in content.ts are exactly these awards), so the
 * reports, coupon results and traveller histories show figures on a fresh install.
 */
async function seedDemoBookings(db: Db, now: number): Promise<void> {
  const [people, experienceRows, tripRows, couponRows] = await Promise.all([
    db.select({ id: user.id, email: user.email, fullName: user.fullName }).from(user),
    db.select().from(experiences),
    db.select().from(trips),
    db.select().from(coupons),
  ]);
  const byEmail = new Map(people.map((p) => [p.email, p]));
  const experienceBySlug = new Map(experienceRows.map((e) => [e.slug, e]));
  const tripBySlug = new Map(tripRows.map((t) => [t.slug, t]));
  const couponByCode = new Map(couponRows.map((c) => [c.code, c]));

  // The desk's history: travellers of past departures were checked in by the demo Organizador,
  // all but every fourth, who shows as `No se presentó` (docs/product.md §14.4).
  const organizer = byEmail.get('organizador@example.com');
  const today = isoDay(now);
  await db.transaction(async (tx) => {
    for (const [i, b] of demoBookings.entries()) {
      const paidAt = new Date(now - b.paidDaysAgo * DAY);
      const experience = b.kind === 'experience' ? experienceBySlug.get(b.slug) : undefined;
      const trip = b.kind === 'trip' ? tripBySlug.get(b.slug) : undefined;
      if (!experience && !trip) throw new Error(`demo booking: unknown ${b.kind} ${b.slug}`);
      const coupon = b.coupon ? couponByCode.get(b.coupon) : undefined;
      const person = b.email ? byEmail.get(b.email) : undefined;
      const payerName = person?.fullName ?? b.payer?.name ?? null;
      const paid = (b.status ?? 'Pagada') === 'Pagada';
      const date = experience ? saturdayFrom(isoDay(paidAt.getTime() + 3 * DAY)) : trip!.departure_date;
      const checkedIn = paid && date < today && i % 4 !== 3;
      const [booking] = await tx
        .insert(bookings)
        .values(
          bookingRow(experience ? { experience } : { trip: trip! }, {
            passengers: b.passengers,
            coupon,
            user_id: person?.id ?? null,
            // Experiences: the first Saturday from three days after the payment.
            booking_date: date,
            ...(checkedIn ? { checked_in_at: new Date(`${date}T14:50:00Z`), checked_in_by: organizer?.id ?? null } : {}),
            status: paid ? 'Pagada' : 'Pendiente',
            provider_order_id: `DEMO-ORDER-${i + 1}`,
            provider_capture_id: paid ? `DEMO-CAPTURE-${i + 1}` : null,
            payer_email: person?.email ?? b.payer?.email ?? null,
            payer_name: payerName,
            payer_given_name: payerName?.split(' ')[0] ?? null,
            // Who booked and travels, as checkout asks since issue 15.
            contact_name: payerName,
            contact_email: person?.email ?? b.payer?.email ?? null,
            contact_phone: `+52551234${String(5600 + i * 37).padStart(4, '0')}`,
            passenger_names: Array.from({ length: b.passengers }, (_, n) =>
              n === 0 && payerName ? payerName : `Acompañante ${n} de ${payerName ?? 'la reserva'}`,
            ),
            created_at: new Date(paidAt.getTime() - 10 * 60_000),
            paid_at: paid ? paidAt : null,
          }),
        )
        .returning({ id: bookings.id, discount: bookings.discount, amount: bookings.amount });
      // Their history at the desk, as the checkout would have written it (decision 0196).
      const traveller = { kind: 'traveller', id: person?.id ?? null } as const;
      const createdAt = new Date(paidAt.getTime() - 10 * 60_000);
      await recordBookingEvent(tx, booking!.id, traveller, { type: 'created', data: { source: 'web' } }, createdAt);
      if (!paid) continue;
      await recordBookingEvent(
        tx,
        booking!.id,
        traveller,
        {
          type: 'paid',
          data: { method: 'provider', provider: 'paypal', amount: Math.round(booking!.amount * 100), giftCard: 0 },
        },
        paidAt,
      );
      if (checkedIn)
        await recordBookingEvent(
          tx,
          booking!.id,
          { kind: 'staff', id: organizer?.id ?? null, name: organizer?.fullName ?? null, role: 'Organizador' },
          { type: 'checked_in', data: { passenger: 0, name: payerName ?? 'Pasajero 1' } },
          new Date(`${date}T14:50:00Z`),
        );
      // A verified review of a departure that took place, a few days after it (never in the future).
      if (b.review && date < today) {
        await tx.insert(reviews).values({
          booking_id: booking!.id,
          user_id: person?.id ?? null,
          experience_id: experience?.id ?? null,
          trip_id: trip?.id ?? null,
          author_name: reviewerDisplayName(payerName),
          rating: b.review.rating,
          body: b.review.body,
          created_at: new Date(Math.min(now, Date.parse(`${date}T20:00:00Z`) + b.review.daysAfter * DAY)),
        });
      }
      if (coupon) {
        await tx
          .insert(couponRedemptions)
          .values({ coupon_id: coupon.id, booking_id: booking!.id, discount_amount: booking!.discount, created_at: paidAt });
      }
      const seeds = person ? seedsForAmount(booking!.amount) : 0;
      if (seeds > 0) {
        await tx.insert(seedsLedger).values({
          user_id: person!.id,
          booking_id: booking!.id,
          delta: seeds,
          reason: SEEDS_REASON_BOOKING,
          created_at: paidAt,
        });
      }
    }
  });
}
