import { count } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Role } from '@hv/shared';
import type { Auth } from '../../modules/auth/auth.ts';
import { storeImageVariants } from '../../modules/storage/images.ts';
import type { StorageDriver } from '../../modules/storage/driver.ts';
import type { Db } from '../client.ts';
import { account, coupons, experiences, giftCards, trips, user } from '../schema.ts';
import { renderSceneSvg } from './art.ts';
import { demoCoupons, demoExperiences, demoGiftCards, demoTravellers, demoTrips } from './content.ts';

export const DEMO_PASSWORD = 'demo1234';

// ARCHITECTURE: the demo accounts, password demo1234.
export const DEMO_ACCOUNTS: { email: string; fullName: string; role: Role; seeds: number; city: string }[] = [
  { email: 'admin@example.com', fullName: 'Adriana Morales', role: 'Administrador', seeds: 0, city: 'Ciudad de México' },
  { email: 'coordinador@example.com', fullName: 'Carlos Hernández', role: 'Coordinador', seeds: 0, city: 'Guadalajara' },
  { email: 'organizador@example.com', fullName: 'Olivia Ramírez', role: 'Organizador', seeds: 0, city: 'Puebla' },
  { email: 'proveedor@example.com', fullName: 'Pedro Castillo', role: 'Proveedor', seeds: 0, city: 'Cancún' },
  { email: 'viajero@example.com', fullName: 'Valeria Gómez', role: 'Viajero', seeds: 175, city: 'Monterrey' },
];

interface SeedDeps {
  db: Db;
  auth: Auth;
  storage: StorageDriver;
  log: FastifyBaseLogger;
}

/** Fills a fresh database with the demo catalogue and accounts; does nothing if users exist. */
export async function seedDemoDataIfEmpty(deps: SeedDeps): Promise<boolean> {
  const [row] = await deps.db.select({ n: count() }).from(user);
  if ((row?.n ?? 0) > 0) return false;
  await seedDemoData(deps);
  return true;
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
        .values({
          name: person.fullName,
          email: person.email,
          emailVerified: true,
          role: person.role,
          fullName: person.fullName,
          phone: person.phone,
          country: person.country,
          city: person.city,
          seeds: person.seeds,
        })
        .returning({ id: user.id });
      await tx.insert(account).values({ accountId: created!.id, providerId: 'credential', userId: created!.id, password: hash });
    }
  });

  // Oldest first, so the first item of each list is the newest (lists are newest first).
  const now = Date.now();
  let seed = 1;
  for (const [i, { scene, ...experience }] of demoExperiences.entries()) {
    const image_url = await coverImage(storage, `exp-${experience.slug}`, scene, seed++);
    await db.insert(experiences).values({
      ...experience,
      bullets: [...experience.bullets],
      image_url,
      created_at: new Date(now - (demoExperiences.length - i) * 60_000),
    });
  }
  for (const [i, { scene, ...trip }] of demoTrips.entries()) {
    const image_url = await coverImage(storage, `trip-${trip.slug}`, scene, seed++);
    await db
      .insert(trips)
      .values({ ...trip, bullets: [...trip.bullets], image_url, created_at: new Date(now - (demoTrips.length - i) * 60_000) });
  }
  await db.insert(coupons).values(demoCoupons.map((c) => ({ ...c })));
  await db.insert(giftCards).values(demoGiftCards.map((g) => ({ ...g, balance: g.credit })));
  log.info(
    { ms: Date.now() - started, experiences: demoExperiences.length, trips: demoTrips.length, people: people.length },
    'demo data loaded',
  );
}
