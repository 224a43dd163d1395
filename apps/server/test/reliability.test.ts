import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInMexico } from '@hv/shared';
import {
  cleanUpProcesses,
  Client,
  connectionRefused,
  fromTemplate,
  heldPost,
  lockPid,
  nextClientIp,
  openSql,
  pgliteClusterState,
  postgresServerUrl,
  startServer,
  stopServer,
  type ServerProcess,
  type Target,
  unique,
} from './process-helpers.ts';
import { addDays, saturday } from './dates.ts';
import { withPeople } from './payment-helpers.ts';

// In the `server` project these run on PGlite (DATA_DIR); in `server-postgres` (CI's
// PostgreSQL leg) on a fresh database of TEST_DATABASE_URL's server.
const backend = postgresServerUrl ? 'PostgreSQL' : 'PGlite';

afterAll(cleanUpProcesses, 60_000);

const transportRequest = (email: string) => ({
  name: 'Prueba de fallos',
  email,
  phoneNumber: '55 1234 5678',
  destination: 'Tepoztlán',
  departureDate: addDays(todayInMexico(), 10),
  departureTime: '08:00',
  vehicleType: 'sedan',
  passengers: 3,
});

// ---------------------------------------------------------------- SIGKILL

describe(`SIGKILL in the middle of a burst of paid bookings and admin writes (${backend})`, () => {
  let target: Target;
  let server: ServerProcess;
  beforeAll(async () => {
    // An installed site with the demo data (accounts, catalogue, coupons), copied from the template.
    target = await fromTemplate({ demoData: true });
    server = await startServer({ ...target, demoData: true });
  }, 240_000);

  it('keeps every write that got a success answer, and nothing is half-written', async () => {
    const admin = await new Client(server.url).signIn('admin@example.com');
    const travellers = await Promise.all(
      ['viajero@example.com', 'ana.lopez@example.com', 'diego.ramirez@example.com'].map((email) =>
        new Client(server.url).signIn(email).then((client) => ({ client, email })),
      ),
    );
    const experiences = (
      (await admin.call('GET', '/api/admin/experiences?perPage=100')).body.data as {
        id: string;
        status: string;
        is_active: boolean;
        start_times: string[];
        seasons: unknown[];
      }[]
    )
      // Orders go to weekends of the coming weeks: only experiences that run all year take them all
      // (a seasonal one, the whale tour, rightly refuses them: docs/decisions/0208-experience-seasons-and-weekdays.md).
      .filter((e) => e.status === 'Público' && e.is_active && e.seasons.length === 0);
    const tripIds = ((await admin.call('GET', '/api/admin/trips?perPage=100')).body.data as { id: string }[]).map((t) => t.id);
    expect(experiences.length).toBeGreaterThan(3);
    const cover = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#2ec4b6' } })
      .png()
      .toBuffer();

    // What the server acknowledged with a 2xx answer.
    const ack = {
      orders: [] as { bookingId: string; email: string | null }[],
      paid: [] as {
        bookingId: string;
        email: string | null;
        seedsAwarded: number;
        coupon: boolean;
        gift: 'all' | 'part' | null;
      }[],
      coupons: [] as { id: string; code: string; activated: boolean }[],
      giftCards: [] as { id: string; series: string }[],
      transport: [] as { id: string; email: string }[],
      hiddenTrips: [] as string[],
      trips: [] as { id: string; slug: string; imageUrl: string }[],
    };
    const unexpected: string[] = [];
    let killed = false;
    let inFlight = 0;
    let inFlightAtKill = -1;
    const adminWrites = () =>
      ack.coupons.length + ack.giftCards.length + ack.transport.length + ack.hiddenTrips.length + ack.trips.length;

    /** One call; false once the server is gone (the burst ends there). */
    async function call(client: Client, method: string, path: string, body: unknown, expected: number) {
      inFlight++;
      try {
        const res = await client.call(method, path, body);
        if (res.status !== expected && !killed) unexpected.push(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
        return res.status === expected ? res.body : null;
      } catch (error) {
        if (!killed) unexpected.push(`${method} ${path}: ${String(error)}`);
        return null;
      } finally {
        inFlight--;
        maybeKill();
      }
    }
    function maybeKill() {
      // Enough acknowledged writes of each kind (or a refusal that will fail the test anyway).
      const enough =
        ack.paid.length >= 8 &&
        adminWrites() >= 10 &&
        ack.paid.some((p) => p.gift === 'all') &&
        ack.paid.some((p) => p.gift === 'part');
      if (killed || (!enough && unexpected.length === 0)) return;
      killed = true;
      inFlightAtKill = inFlight;
      server.child.kill('SIGKILL');
    }

    /** A gift card of its own for one checkout (created by the admin, like a sold card). */
    async function giftCard(credit: number): Promise<string | null> {
      const series = `GC${unique()}${unique()}`.slice(0, 12);
      const card = await call(
        admin,
        'POST',
        '/api/admin/gift-cards',
        { series, credit, currency: 'MXN', expiry_date: addDays(todayInMexico(), 60) },
        201,
      );
      return card ? series : null;
    }

    let bookingNo = 0;
    async function book(): Promise<void> {
      const k = bookingNo++;
      const traveller = k % 2 === 0 ? travellers[(k / 2) % travellers.length]! : null;
      const client = traveller?.client ?? new Client(server.url);
      const experience = experiences[k % experiences.length]!;
      const withCoupon = k % 3 === 0;
      // Some travellers pay with a gift card: all of it (no PayPal), or 300 MXN of it and PayPal the rest.
      const gift = k % 6 === 2 ? 'all' : k % 6 === 4 ? 'part' : null;
      const giftCardSeries = gift ? await giftCard(gift === 'all' ? 20_000 : 300) : undefined;
      if (giftCardSeries === null) return;
      const passengers = 1 + (k % 2);
      const checkout = withPeople({
        kind: 'experience',
        id: experience.id,
        date: saturday(1 + (Math.floor(k / experiences.length) % 8)),
        ...(experience.start_times.length ? { startTime: experience.start_times[k % experience.start_times.length] } : {}),
        passengers,
        ...(withCoupon ? { couponCode: 'HORMIGA5' } : {}),
        ...(giftCardSeries ? { giftCardSeries } : {}),
      });
      const acknowledge = (paid: { booking: { id: string }; seedsAwarded: number } | null) => {
        if (!paid) return;
        const p = { bookingId: paid.booking.id, email: traveller?.email ?? null, seedsAwarded: paid.seedsAwarded };
        ack.paid.push({ ...p, coupon: withCoupon, gift });
      };
      if (gift === 'all') return acknowledge(await call(client, 'POST', '/api/payments/gift-card', checkout, 201));

      const order = await call(client, 'POST', '/api/payments/orders', checkout, 201);
      if (!order) return;
      ack.orders.push({ bookingId: order.bookingId, email: traveller?.email ?? null });
      if (!(await call(client, 'POST', `/paypal-standin/checkout/orders/${order.orderId}/approve`, undefined, 200))) return;
      acknowledge(await call(client, 'POST', `/api/payments/orders/${order.orderId}/capture`, undefined, 200));
    }

    let adminNo = 0;
    async function adminWrite(): Promise<void> {
      const k = adminNo++;
      const tag = unique();
      switch (k % 5) {
        case 0: {
          const coupon = await call(
            admin,
            'POST',
            '/api/admin/coupons',
            { code: `FALLA${tag}`, discount_percentage: 10, quantity: 5, valid_until: addDays(todayInMexico(), 30) },
            201,
          );
          if (!coupon) return;
          const acked = { id: coupon.id as string, code: coupon.code as string, activated: false };
          ack.coupons.push(acked);
          acked.activated = Boolean(
            await call(admin, 'PATCH', `/api/admin/coupons/${coupon.id}/status`, { action: 'activate' }, 200),
          );
          return;
        }
        case 1: {
          const email = `falla.${tag.toLowerCase()}@example.com`;
          const created = await call(new Client(server.url), 'POST', '/api/transport-requests', transportRequest(email), 201);
          if (created) ack.transport.push({ id: created.id, email });
          return;
        }
        case 2: {
          const series = `FALLA${tag}`.slice(0, 9) + unique().slice(0, 3);
          const card = await call(
            admin,
            'POST',
            '/api/admin/gift-cards',
            { series, credit: 750, currency: 'MXN', expiry_date: addDays(todayInMexico(), 60) },
            201,
          );
          if (card) ack.giftCards.push({ id: card.id, series: card.series });
          return;
        }
        case 3: {
          const tripId = tripIds.pop();
          if (!tripId) return;
          if (await call(admin, 'PATCH', `/api/admin/trips/${tripId}/active`, { is_active: false }, 200))
            ack.hiddenTrips.push(tripId);
          return;
        }
        default: {
          const slug = `viaje-falla-${tag.toLowerCase()}`;
          const form = new FormData();
          form.append(
            'data',
            JSON.stringify({
              destination: `Viaje de prueba ${tag}`,
              slug,
              price_mxn: '4200',
              departure_date: addDays(todayInMexico(), 45),
              departure_time: '07:00',
              description: 'Creado durante la prueba de fallos.',
              bullets: 'Transporte',
              capacity: '2',
              max_capacity: '16',
              duration: '2 días',
              status: 'Público',
              is_active: true,
            }),
          );
          form.append('image', new Blob([cover], { type: 'image/png' }), 'portada.png');
          const trip = await call(admin, 'POST', '/api/admin/trips', form, 201);
          if (trip) ack.trips.push({ id: trip.id, slug, imageUrl: trip.image_url });
        }
      }
    }

    // Four travellers' checkouts and two staff members at once, until the kill.
    const worker = async (job: () => Promise<void>) => {
      while (!killed) await job();
    };
    await Promise.all([...Array.from({ length: 4 }, () => worker(book)), worker(adminWrite), worker(adminWrite)]);

    const exit = await server.exited;
    expect(exit.signal).toBe('SIGKILL');
    expect(unexpected).toEqual([]);
    expect(inFlightAtKill).toBeGreaterThan(0); // mid-burst: requests were still waiting for answers

    if (!target.databaseUrl) {
      // The crash leaves the lock of a dead pid and a cluster that must replay its WAL.
      expect(lockPid(target.dataDir)).toBe(server.pid);
      expect(pgliteClusterState(target.dataDir)).toBe('in production');
    }

    // ---- start again on the same DATA_DIR / database
    const again = await startServer({ ...target, demoData: true });
    if (!target.databaseUrl) expect(lockPid(target.dataDir)).toBe(again.pid);

    // Through the product: sessions survived, each traveller sees their paid bookings, covers are served.
    for (const { client, email } of travellers) {
      const mine = (await client.on(again.url).call('GET', '/api/profile/bookings')).body.data as {
        id: string;
        status: string;
      }[];
      const expected = ack.paid.filter((p) => p.email === email).map((p) => p.bookingId);
      expect(mine.filter((b) => expected.includes(b.id)).map((b) => b.status)).toEqual(expected.map(() => 'Pagada'));
    }
    for (const trip of ack.trips) expect((await fetch(`${again.url}${trip.imageUrl}`)).status, trip.imageUrl).toBe(200);

    expect((await stopServer(again)).code).toBe(0);
    if (!target.databaseUrl) expect(pgliteClusterState(target.dataDir)).toBe('shut down');

    // ---- and straight in the database
    const sql = await openSql(target);
    try {
      const ids = (rows: { id: string }[]) => rows.map((r) => r.id).sort();

      const orders = await sql.query<{ id: string; status: string }>('select id, status from bookings where id = any($1)', [
        ack.orders.map((o) => o.bookingId),
      ]);
      expect(ids(orders)).toEqual(ack.orders.map((o) => o.bookingId).sort());
      expect(orders.every((o) => o.status === 'Pendiente' || o.status === 'Pagada')).toBe(true);

      const paid = await sql.query<{
        id: string;
        status: string;
        provider_capture_id: string | null;
        paid_at: Date | null;
        gift: string;
        email: string | null;
        seeds: number | null;
        redemption: string | null;
      }>(
        `select b.id, b.status, b.provider_capture_id, b.paid_at, b.gift_card_amount::text as gift, u.email,
                l.delta as seeds, r.id as redemption
         from bookings b
         left join "user" u on u.id = b.user_id
         left join seeds_ledger l on l.booking_id = b.id and l.reason = 'booking'
         left join coupon_redemptions r on r.booking_id = b.id
         where b.id = any($1)`,
        [ack.paid.map((p) => p.bookingId)],
      );
      expect(paid).toHaveLength(ack.paid.length);
      for (const p of ack.paid) {
        const row = paid.find((r) => r.id === p.bookingId)!;
        expect(row).toMatchObject({ status: 'Pagada', email: p.email, seeds: p.email ? p.seedsAwarded : null });
        expect(row.paid_at).toBeTruthy();
        // PayPal's capture id, unless the gift card paid everything.
        expect(Boolean(row.provider_capture_id)).toBe(p.gift !== 'all');
        expect(Number(row.gift) > 0).toBe(p.gift !== null);
        expect(Boolean(row.redemption)).toBe(p.coupon);
      }
      expect(ack.paid.some((p) => p.email && p.seedsAwarded > 0)).toBe(true);
      expect(ack.paid.some((p) => p.gift === 'all') && ack.paid.some((p) => p.gift === 'part')).toBe(true);

      // Nothing half-written anywhere in the database, acknowledged or not.
      expect(
        await sql.query(
          `select id from bookings where status = 'Pagada' and provider_capture_id is null and gift_card_amount = 0`,
        ),
      ).toEqual([]);
      expect(
        await sql.query(
          `select l.id from seeds_ledger l join bookings b on b.id = l.booking_id where b.status not in ('Pagada', 'Reembolsada')`,
        ),
      ).toEqual([]);
      expect(
        await sql.query(
          `select u.email, u.seeds, coalesce(sum(l.delta), 0)::int as ledger from "user" u
           left join seeds_ledger l on l.user_id = u.id group by u.id having u.seeds <> coalesce(sum(l.delta), 0)`,
        ),
      ).toEqual([]);
      expect(
        await sql.query(
          `select r.id from coupon_redemptions r join bookings b on b.id = r.booking_id where b.status not in ('Pagada', 'Reembolsada')`,
        ),
      ).toEqual([]);
      expect(
        await sql.query(
          `select c.code from coupons c join coupon_redemptions r on r.coupon_id = c.id group by c.id having count(*) > c.quantity`,
        ),
      ).toEqual([]);

      // Every gift card's balance is its credit less the parts paid bookings and captures in
      // flight hold: none spent twice, none lost.
      expect(
        await sql.query(
          `select g.series, g.credit, g.balance from gift_cards g
           left join bookings b on b.gift_card_id = g.id
             and (b.status = 'Pagada' or (b.status = 'Pendiente' and b.gift_card_spent_at is not null))
           group by g.id having g.balance <> g.credit - coalesce(sum(b.gift_card_amount), 0)`,
        ),
      ).toEqual([]);

      // The staff's writes.
      const coupons = await sql.query<{ id: string; code: string; status: string }>(
        'select id, code, status from coupons where id = any($1)',
        [ack.coupons.map((c) => c.id)],
      );
      expect(ids(coupons)).toEqual(ids(ack.coupons));
      for (const c of ack.coupons) {
        const row = coupons.find((r) => r.id === c.id)!;
        expect(row.code).toBe(c.code);
        // An activation whose answer the kill swallowed may or may not have been committed.
        expect(c.activated ? ['Activo'] : ['En espera', 'Activo']).toContain(row.status);
      }
      const cards = await sql.query<{ id: string; series: string }>('select id, series from gift_cards where id = any($1)', [
        ack.giftCards.map((c) => c.id),
      ]);
      expect(ids(cards)).toEqual(ids(ack.giftCards));
      const requests = await sql.query<{ id: string; email: string }>(
        'select id, email from transport_requests where id = any($1)',
        [ack.transport.map((t) => t.id)],
      );
      expect(requests.sort((a, b) => a.id.localeCompare(b.id))).toEqual(
        [...ack.transport].sort((a, b) => a.id.localeCompare(b.id)),
      );
      const hidden = await sql.query<{ id: string; is_active: boolean }>('select id, is_active from trips where id = any($1)', [
        ack.hiddenTrips,
      ]);
      expect(hidden.map((t) => t.is_active)).toEqual(ack.hiddenTrips.map(() => false));
      const trips = await sql.query<{ id: string }>('select id from trips where id = any($1)', [ack.trips.map((t) => t.id)]);
      expect(ids(trips)).toEqual(ids(ack.trips));
    } finally {
      await sql.close();
    }
  }, 180_000);
});

// ---------------------------------------------------------------- SIGTERM

describe(`SIGTERM (${backend})`, () => {
  it('answers every request it accepted, refuses new connections and closes the database cleanly', async () => {
    const target = await fromTemplate({ demoData: false });
    const server = await startServer(target);

    // Six writes inside the server (headers read and routed), their bodies not sent yet.
    const held = Array.from({ length: 6 }, (_, i) =>
      heldPost(server.port, '/api/transport-requests', transportRequest(`retenido${i}@example.com`), {
        'x-forwarded-for': nextClientIp(),
      }),
    );
    await Promise.all(held.map((h) => h.accepted));
    // And a burst of reads and writes under way when the signal comes: eight clients, each
    // sending its next request as soon as the last one is answered.
    type Outcome = { outcome: 'answer'; status: number; id?: string } | { outcome: 'refused' | 'cut'; cause: string };
    const outcomes: Outcome[] = [];
    let requestNo = 0;
    async function one(): Promise<Outcome> {
      const n = requestNo++;
      try {
        const res = await (n % 2
          ? new Client(server.url).call('GET', '/api/experiences')
          : new Client(server.url).call('POST', '/api/transport-requests', transportRequest(`rafaga${n}@example.com`)));
        const id = (res.body as { id?: string } | null)?.id;
        return { outcome: 'answer', status: res.status, id };
      } catch (error) {
        // fetch rejects before any answer (refused, reset); a body cut short rejects as "terminated".
        const cause = String((error as { cause?: unknown }).cause ?? error);
        return { outcome: /terminated|aborted/i.test(String(error)) ? 'cut' : 'refused', cause };
      }
    }
    const clients = Array.from({ length: 8 }, async () => {
      for (;;) {
        const outcome = await one();
        outcomes.push(outcome);
        if (outcome.outcome !== 'answer' || outcome.status === 503) return;
      }
    });
    await expect.poll(() => outcomes.length, { timeout: 30_000, interval: 20 }).toBeGreaterThanOrEqual(16);

    server.child.kill('SIGTERM');
    // The listener closes while the accepted requests are still waiting for their bodies.
    await expect.poll(() => connectionRefused(server.port), { timeout: 30_000, interval: 50 }).toBe(true);
    expect(server.child.exitCode).toBeNull();

    const answers = await Promise.all(held.map((h) => h.finish()));
    expect(answers.map((a) => a.status)).toEqual(held.map(() => 201));
    // They also tell the client to drop the connection: a keep-alive connection left open would
    // hold the process for the keep-alive timeout (72 s) after its answer.
    expect(answers.map((a) => a.headers.connection)).toEqual(held.map(() => 'close'));
    const heldIds = answers.map((a) => JSON.parse(a.body).id as string);

    await Promise.all(clients);
    expect(outcomes.filter((r) => r.outcome === 'cut')).toEqual([]);
    const answered = outcomes.flatMap((r) => (r.outcome === 'answer' ? [r] : []));
    for (const r of answered) expect([200, 201, 503]).toContain(r.status);
    const written = answered.flatMap((r) => (r.status === 201 ? [r.id!] : []));
    expect(written.length).toBeGreaterThan(0);

    expect(await server.exited).toEqual({ code: 0, signal: null });
    if (!target.databaseUrl) {
      expect(lockPid(target.dataDir)).toBeNull();
      // A clean shutdown checkpoint: the next start has no WAL to replay.
      expect(pgliteClusterState(target.dataDir)).toBe('shut down');
    }

    const sql = await openSql(target);
    try {
      const stored = await sql.query<{ id: string }>('select id from transport_requests where id = any($1)', [
        [...heldIds, ...written],
      ]);
      expect(stored).toHaveLength(heldIds.length + written.length);
    } finally {
      await sql.close();
    }
  }, 120_000);
});
