import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GIFT_CARD_MESSAGES, PAYMENT_MESSAGES, todayInMexico } from '@hv/shared';
import { openDatabase, type Database } from '../src/db/client.ts';
import { spendGiftCard } from '../src/modules/gift-cards/index.ts';
import {
  cleanUpProcesses,
  Client,
  fromTemplate,
  openSql,
  postgresServerUrl,
  startServer,
  tempDir,
  type ServerProcess,
  unique,
  type Sql,
} from './process-helpers.ts';
import { addDays, saturday } from './dates.ts';
import { withPeople } from './payment-helpers.ts';

// Two app processes on one PostgreSQL database, as behind a load balancer. Only in CI's
// PostgreSQL leg (server-postgres: HV_TEST_DB=postgres with TEST_DATABASE_URL): PGlite allows
// one process per folder.

describe.skipIf(!postgresServerUrl)('two server processes on one PostgreSQL', () => {
  let a: ServerProcess;
  let b: ServerProcess;
  let databaseUrl: string;
  let sql: Sql;
  /** Alternates between the two processes, as a round-robin proxy would. */
  const either = (i: number) => (i % 2 ? b : a);

  beforeAll(async () => {
    // An installed site with the demo data (copied from the template; its images in a's DATA_DIR).
    const target = await fromTemplate({ demoData: true });
    databaseUrl = target.databaseUrl!;
    // Both at once, as a deploy starts them: each finds the migrations (under their lock) and the demo data done.
    [a, b] = await Promise.all([
      startServer({ ...target, demoData: true }),
      startServer({ dataDir: tempDir(), databaseUrl, demoData: true }),
    ]);
    sql = await openSql({ dataDir: '', databaseUrl });
  }, 240_000);
  afterAll(async () => {
    await sql?.close();
    await cleanUpProcesses();
  }, 60_000);

  /** A public experience of its own, with `capacity` places per date. */
  async function makeExperience(capacity: number) {
    const [row] = await sql.query<{ id: string }>(
      `insert into experiences (name, slug, price, max_capacity, status) values ($1, $2, 900, $3, 'Público') returning id`,
      [`Experiencia de dos procesos ${unique()}`, `dos-procesos-${unique().toLowerCase()}`, capacity],
    );
    return row!.id;
  }

  /** Creates a PayPal order and approves it in the stand-in of the same process (its orders live there). */
  async function approvedOrder(client: Client, body: object) {
    const order = await client.call('POST', '/api/payments/orders', withPeople(body));
    if (order.status !== 201) return { created: order, orderId: null };
    const approved = await client.call('POST', `/paypal-standin/checkout/orders/${order.body.orderId}/approve`);
    expect(approved.status).toBe(200);
    return { created: order, orderId: order.body.orderId as string };
  }

  it('accepts a session made on one process on the other, and a sign-out on either ends it on both', async () => {
    const onA = await new Client(a.url).signIn('viajero@example.com');
    const onB = onA.on(b.url);
    const profile = await onB.call('GET', '/api/profile');
    expect(profile.status).toBe(200);
    expect(profile.body.email).toBe('viajero@example.com');
    expect((await onA.call('GET', '/api/profile')).status).toBe(200); // both remember it now

    expect((await onB.call('POST', '/api/auth/sign-out', {})).status).toBe(200);
    expect((await onB.call('GET', '/api/profile')).status).toBe(401);
    // A hears the database's notice (migration 0007) and forgets at once; without it A would
    // take the cookie for up to a minute.
    await expect.poll(async () => (await onA.call('GET', '/api/profile')).status, { timeout: 4_000, interval: 100 }).toBe(401);
  });

  it('ends a session on the other process within seconds of a sign-out even when its listening connection goes silent', async () => {
    const onA = await new Client(a.url).signIn('viajero@example.com');
    const onB = onA.on(b.url);
    expect((await onB.call('GET', '/api/profile')).status).toBe(200); // B remembers it now
    // B's listening connection goes half-open: its server process is frozen, the socket stays
    // open, no notice and no error reach B.
    const [listener] = await sql.query<{ pid: number }>('select pid from pg_stat_activity where application_name = $1', [
      `hv-cache-bus pid ${b.pid}`,
    ]);
    expect(listener).toBeDefined();
    process.kill(listener!.pid, 'SIGSTOP');
    try {
      expect((await onA.call('POST', '/api/auth/sign-out', {})).status).toBe(200);
      // B misses the notice, but its heartbeat goes unheard: within 6–8 s it stops trusting its
      // memory (which otherwise would take the cookie for a minute).
      await expect.poll(async () => (await onB.call('GET', '/api/profile')).status, { timeout: 15_000, interval: 200 }).toBe(401);
    } finally {
      process.kill(listener!.pid, 'SIGCONT');
    }
  }, 30_000);

  it('refuses the staff screens on the other process soon after a role is taken away on one', async () => {
    const staff = await new Client(b.url).signIn('coordinador@example.com');
    expect((await staff.call('GET', '/api/admin/me')).status).toBe(200); // remembered on B
    try {
      await sql.query(`update "user" set role = 'Viajero' where email = 'coordinador@example.com'`);
      await expect
        .poll(async () => (await staff.call('GET', '/api/admin/me')).status, { timeout: 4_000, interval: 100 })
        .toBe(403);
    } finally {
      await sql.query(`update "user" set role = 'Coordinador' where email = 'coordinador@example.com'`);
    }
  });

  it("empties the other process's catalogue cache when one changes the catalogue", async () => {
    const id = await makeExperience(10);
    const [{ slug }] = (await sql.query<{ slug: string }>('select slug from experiences where id = $1', [id])) as [
      { slug: string },
    ];
    const visitor = new Client(b.url);
    expect((await visitor.call('GET', `/api/experiences/${slug}`)).status).toBe(200); // cached on B now

    const admin = await new Client(a.url).signIn('admin@example.com');
    expect((await admin.call('PATCH', `/api/admin/experiences/${id}/active`, { is_active: false })).status).toBe(200);

    // B hears A's NOTIFY and forgets at once; without it B would answer from its cache for up to
    // its lifetime (a minute while it listens, 5 s when it cannot).
    await expect
      .poll(async () => (await visitor.call('GET', `/api/experiences/${slug}`)).status, { timeout: 4_000, interval: 100 })
      .toBe(404);
  });

  it('holds the password-reset limit (3 per e-mail per 5 minutes) across both under parallel requests', async () => {
    const email = 'organizador@example.com';
    // Each request from its own address, so only the per-e-mail limit can refuse them.
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        new Client(either(i).url).call('POST', '/api/auth/request-password-reset', { email, redirectTo: '/password-reset' }),
      ),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array(3).fill(200), ...Array(9).fill(429)]);
    for (const refused of answers.filter((r) => r.status === 429)) {
      expect(refused.body.message).toMatch(/^Has intentado demasiadas veces\. Por favor, espera \d+ minuto\(s\)\.$/);
    }
    const [stored] = await sql.query<{ n: number }>('select count(*)::int as n from password_reset_requests where email = $1', [
      email,
    ]);
    expect(stored!.n).toBe(3);
  });

  it('never redeems a coupon beyond its quantity when captures on both processes race for it', async () => {
    const admin = await new Client(a.url).signIn('admin@example.com');
    const code = `DOS${unique()}`;
    const coupon = await admin.call('POST', '/api/admin/coupons', {
      code,
      discount_percentage: 10,
      quantity: 3,
      valid_until: addDays(todayInMexico(), 30),
    });
    expect(coupon.status).toBe(201);
    expect(
      (await admin.on(b.url).call('PATCH', `/api/admin/coupons/${coupon.body.id}/status`, { action: 'activate' })).status,
    ).toBe(200);
    const experienceId = await makeExperience(20);

    // Ten travellers get an approved order with the coupon. An order's hold takes a use from its
    // creation (decision 0213), so each order's hold is ended here: what races below is the
    // capture's own guard, the last line against a coupon redeemed beyond its quantity.
    const orders: { client: Client; orderId: string }[] = [];
    for (let i = 0; i < 10; i++) {
      const client = new Client(either(i).url);
      const { created, orderId } = await approvedOrder(client, {
        kind: 'experience',
        id: experienceId,
        date: saturday(1 + (i % 4)),
        passengers: 1,
        couponCode: code,
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      await sql.query(`update bookings set hold_expires_at = now() - interval '1 minute' where provider_order_id = $1`, [
        orderId,
      ]);
      orders.push({ client, orderId: orderId! });
    }
    // ...and all pay at once, half on each process.
    const captures = await Promise.all(
      orders.map(({ client, orderId }) => client.call('POST', `/api/payments/orders/${orderId}/capture`)),
    );
    expect(captures.filter((c) => c.status === 200)).toHaveLength(3);
    for (const refused of captures.filter((c) => c.status !== 200)) {
      expect(refused.status).toBe(422);
      expect(refused.body.error.message).toBe(PAYMENT_MESSAGES.couponInvalid);
    }

    const [uses] = await sql.query<{ redemptions: number; paid: number }>(
      `select (select count(*)::int from coupon_redemptions where coupon_id = $1) as redemptions,
              (select count(*)::int from bookings where coupon_id = $1 and status = 'Pagada') as paid`,
      [coupon.body.id],
    );
    expect(uses).toEqual({ redemptions: 3, paid: 3 });
  });

  it('never takes a gift card below zero when two processes spend it at once', async () => {
    const admin = await new Client(b.url).signIn('admin@example.com');
    const newCard = async (credit: number) => {
      const series = `DOS${unique()}${unique()}`.slice(0, 12);
      const card = await admin.call('POST', '/api/admin/gift-cards', {
        series,
        credit,
        currency: 'MXN',
        expiry_date: addDays(todayInMexico(), 30),
      });
      expect(card.status, JSON.stringify(card.body)).toBe(201);
      return card.body as { id: string; series: string };
    };
    const balanceOn = async (p: ServerProcess, card: { id: string; series: string }) =>
      (
        (await admin.on(p.url).call('GET', `/api/admin/gift-cards?q=${card.series}`)).body.data as {
          id: string;
          balance: number;
        }[]
      ).find((c) => c.id === card.id)!.balance;

    // The spend itself (spendGiftCard), from two separate connection pools as two processes
    // have them: twenty spends of 100 MXN race for 1 000 MXN.
    const card = await newCard(1000);
    const pools: Database[] = [
      await openDatabase({ databaseUrl, dataDir: '' }),
      await openDatabase({ databaseUrl, dataDir: '' }),
    ];
    try {
      const spends = await Promise.allSettled(
        Array.from({ length: 20 }, (_, i) =>
          pools[i % 2]!.db.transaction((tx) => spendGiftCard(tx, card.id, 100, { currency: 'MXN' })),
        ),
      );
      const done = spends.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
      expect(done).toHaveLength(10);
      expect(done.map((s) => s.balance).sort((x, y) => x - y)).toEqual([0, 100, 200, 300, 400, 500, 600, 700, 800, 900]);
      for (const s of spends) {
        if (s.status === 'rejected') expect((s.reason as Error).message).toBe(GIFT_CARD_MESSAGES.insufficient);
      }
    } finally {
      await Promise.all(pools.map((p) => p.close()));
    }
    for (const p of [a, b]) expect(await balanceOn(p, card)).toBe(0);

    // And through the checkout: six travellers pay 900 MXN bookings (each of its own experience,
    // so only the card is shared) with one 2 000 MXN card at once, half on each process.
    const shared = await newCard(2000);
    const travellers = ['viajero', 'ana.lopez', 'diego.ramirez', 'mariana.torres', 'luis.hernandez', 'valeria.mendoza'];
    const payments = await Promise.all(
      travellers.map(async (name, i) => {
        const client = await new Client(either(i).url).signIn(`${name}@example.com`);
        return client.call(
          'POST',
          '/api/payments/gift-card',
          withPeople({
            kind: 'experience',
            id: await makeExperience(10),
            date: saturday(2),
            passengers: 1,
            giftCardSeries: shared.series,
          }),
        );
      }),
    );
    expect(payments.filter((p) => p.status === 201)).toHaveLength(2);
    for (const refused of payments.filter((p) => p.status !== 201)) {
      expect(refused.status).toBe(422);
      expect([PAYMENT_MESSAGES.giftCardNotEnough, PAYMENT_MESSAGES.giftCardShort]).toContain(refused.body.error.message);
    }
    const [paid] = await sql.query<{ n: number; total: string }>(
      `select count(*)::int as n, coalesce(sum(gift_card_amount), 0)::text as total from bookings where gift_card_id = $1 and status = 'Pagada'`,
      [shared.id],
    );
    expect(paid).toEqual({ n: 2, total: '1800.00' });
    for (const p of [a, b]) expect(await balanceOn(p, shared)).toBe(200);
  });

  it('never sells more places than a date has when orders and captures on both processes race', async () => {
    const capacity = 4;
    const experienceId = await makeExperience(capacity);
    const date = saturday(3);
    // Ten travellers, each creating an order, approving and paying at once, half on each process.
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        const client = new Client(either(i).url);
        const { created, orderId } = await approvedOrder(client, { kind: 'experience', id: experienceId, date, passengers: 1 });
        if (!orderId) return created.status;
        return (await client.call('POST', `/api/payments/orders/${orderId}/capture`)).status;
      }),
    );
    expect(outcomes.filter((s) => s === 200)).toHaveLength(capacity);
    // The rest are refused for want of places, at the order or at the capture.
    expect(outcomes.filter((s) => s !== 200).every((s) => s === 409)).toBe(true);

    const [taken] = await sql.query<{ n: number }>(
      `select coalesce(sum(passengers), 0)::int as n from bookings where experience_id = $1 and booking_date = $2 and status = 'Pagada'`,
      [experienceId, date],
    );
    expect(taken!.n).toBe(capacity);
    for (const p of [a, b]) {
      const left = await new Client(p.url).call('GET', `/api/availability?kind=experience&id=${experienceId}&date=${date}`);
      expect(left.body).toMatchObject({ capacity, booked: capacity, placesLeft: 0 });
    }
  });
});
