import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { auditLog, experiences, jobs, waitlistEntries } from '../src/db/schema.ts';
import { WAITLIST_INVITE_MAIL } from '../src/modules/waitlist/index.ts';
import { saturday } from './dates.ts';
import { TEST_ORIGIN } from './helpers.ts';
import { outbox } from './hostile-helpers.ts';
import { demoSuite, paymentHelpers } from './payment-helpers.ts';

// The waitlist of a full departure (docs/decisions/0235-waitlist.md): freed places are offered
// strictly in order, an invitation holds its places like a checkout hold and never more than are
// free, and each invitation is made and e-mailed once even with two processes ticking together.

const suite = demoSuite(['admin', 'coordinador']);
const { db, post, makeExperience, makeGiftCard, payWithGiftCard } = paymentHelpers(() => suite.t, { ipBlock: '10.38' });

const others: FastifyInstance[] = [];
async function anotherProcess() {
  const app = await buildApp(suite.t.config, { database: suite.t.app.database });
  others.push(app);
  return app;
}
afterAll(async () => {
  for (const app of others) await app.close();
});

/** Ticks both processes together, then again until no job is left to run. */
async function runBoth(a: FastifyInstance, b: FastifyInstance) {
  for (let i = 0; i < 10; i++) {
    const at = new Date();
    const ran = await Promise.all([a.jobs.runDue(at), b.jobs.runDue(at)]);
    if (ran[0] + ran[1] === 0) return;
  }
}

let n = 0;
async function fill(expId: string, date: string, passengers: number) {
  const card = await makeGiftCard({ credit: 5000 });
  const res = await payWithGiftCard({
    kind: 'experience',
    id: expId,
    date,
    passengers,
    giftCardSeries: card.series,
    contactEmail: `lleno.${++n}@example.com`,
  });
  expect(res.statusCode, res.body).toBe(201);
}

const join = (expId: string, date: string, email: string, places: number) =>
  post('/api/waitlist', { kind: 'experience', id: expId, date, email, places });

const entryOf = async (email: string) => (await db().select().from(waitlistEntries).where(eq(waitlistEntries.email, email)))[0]!;
const invitesTo = (email: string) =>
  outbox(suite.t.config.dataDir).filter((m) => m.to[0]?.address === email && m.subject.startsWith('Se liberó un lugar'));

describe('the waitlist of a full departure', () => {
  it('takes the form only when the departure cannot take the places wanted, in Spanish', async () => {
    const exp = await makeExperience({ price: 500, max_capacity: 3 });
    const date = saturday(2);
    await fill(exp.id, date, 2);
    const free = await join(exp.id, date, 'cabe@example.com', 1);
    expect(free.statusCode, free.body).toBe(409);
    expect(free.json().error.message).toBe('Queda 1 lugar en esta fecha: puedes reservarlo ahora.');
    const joined = await join(exp.id, date, 'Espera@Example.com', 2);
    expect(joined.statusCode, joined.body).toBe(201);
    expect(joined.json().message).toContain('te escribiremos si se libera un lugar');
    expect(await entryOf('espera@example.com')).toMatchObject({ status: 'waiting', places: 2 });
    const bad = await join(exp.id, date, 'no-es-correo', 0);
    expect(bad.statusCode).toBe(400);
  });

  it('keeps the order when two places free at once, exactly once with two processes', async () => {
    const exp = await makeExperience({ price: 500, max_capacity: 2 });
    const date = saturday(3);
    await fill(exp.id, date, 2);
    for (const who of ['primero', 'segundo', 'tercero'])
      expect((await join(exp.id, date, `${who}@example.com`, 1)).statusCode).toBe(201);
    const a = suite.t.app;
    const b = await anotherProcess();
    await runBoth(a, b);
    expect((await entryOf('primero@example.com')).status).toBe('waiting');

    // Staff make room for two more: the first two in line are invited, in order; the third is not.
    await db().update(experiences).set({ max_capacity: 4 }).where(eq(experiences.id, exp.id));
    await runBoth(a, b);
    const [first, second, third] = [
      await entryOf('primero@example.com'),
      await entryOf('segundo@example.com'),
      await entryOf('tercero@example.com'),
    ];
    expect(first.status).toBe('invited');
    expect(second.status).toBe('invited');
    expect(third.status).toBe('waiting');
    expect(first.hold_expires_at!.getTime() - Date.now()).toBeGreaterThan(110 * 60_000);
    const mailJobs = await db()
      .select()
      .from(jobs)
      .where(like(jobs.key, `${WAITLIST_INVITE_MAIL}:%`));
    expect(mailJobs.filter((j) => [first.id, second.id, third.id].includes(String(j.payload.entryId)))).toHaveLength(2);
    expect(invitesTo('primero@example.com')).toHaveLength(1);
    expect(invitesTo('segundo@example.com')).toHaveLength(1);
    expect(invitesTo('tercero@example.com')).toHaveLength(0);
    expect(invitesTo('primero@example.com')[0]!.text).toContain(`/lista-de-espera/${first.token}`);

    // The held places count like a checkout hold: nobody else can book them meanwhile.
    const card = await makeGiftCard({ credit: 5000 });
    const taken = await payWithGiftCard({ kind: 'experience', id: exp.id, date, passengers: 1, giftCardSeries: card.series });
    expect(taken.statusCode, taken.body).toBe(409);

    // The second books through the link: the held place is theirs, and no longer held for the list.
    const card2 = await makeGiftCard({ credit: 5000 });
    const booked = await payWithGiftCard({
      kind: 'experience',
      id: exp.id,
      date,
      passengers: 1,
      giftCardSeries: card2.series,
      contactEmail: 'segundo@example.com',
      waitlistToken: second.token,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    expect((await entryOf('segundo@example.com')).status).toBe('booked');
    await runBoth(a, b);
    expect((await entryOf('tercero@example.com')).status).toBe('waiting');

    // The first leaves from the e-mail: their place goes to the third, once.
    const left = await post(`/api/waitlist/${first.token}/leave`);
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json().message).toContain('Saliste de la lista de espera');
    await runBoth(a, b);
    expect((await entryOf('primero@example.com')).status).toBe('left');
    expect((await entryOf('tercero@example.com')).status).toBe('invited');
    expect(invitesTo('tercero@example.com')).toHaveLength(1);
    expect(invitesTo('primero@example.com')).toHaveLength(1);
  });

  it('never invites to places that are not there, and the head of the line is not passed', async () => {
    const exp = await makeExperience({ price: 500, max_capacity: 2 });
    const date = saturday(4);
    await fill(exp.id, date, 2);
    expect((await join(exp.id, date, 'grupo@example.com', 3)).statusCode).toBe(201);
    expect((await join(exp.id, date, 'solo@example.com', 1)).statusCode).toBe(201);
    const a = suite.t.app;
    const b = await anotherProcess();

    // Two places free: the group of three does not fit, and the one behind them waits too.
    await db().update(experiences).set({ max_capacity: 4 }).where(eq(experiences.id, exp.id));
    await runBoth(a, b);
    expect((await entryOf('grupo@example.com')).status).toBe('waiting');
    expect((await entryOf('solo@example.com')).status).toBe('waiting');

    // A third place: the group is invited to exactly its three; nothing left for the next.
    await db().update(experiences).set({ max_capacity: 5 }).where(eq(experiences.id, exp.id));
    await runBoth(a, b);
    expect((await entryOf('grupo@example.com')).status).toBe('invited');
    expect((await entryOf('solo@example.com')).status).toBe('waiting');
    expect(invitesTo('solo@example.com')).toHaveLength(0);

    // The group's hold runs out: its places go to the next in line.
    await db()
      .update(waitlistEntries)
      .set({ hold_expires_at: new Date(Date.now() - 60_000) })
      .where(eq(waitlistEntries.email, 'grupo@example.com'));
    await runBoth(a, b);
    expect((await entryOf('grupo@example.com')).status).toBe('expired');
    expect((await entryOf('solo@example.com')).status).toBe('invited');
    expect(invitesTo('solo@example.com')).toHaveLength(1);
  });

  it('holds for the hours the Administrador set (audited), and the desk sees the line of each departure in order', async () => {
    const put = (cookie: string, payload: object) =>
      suite.t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings/waitlist',
        headers: { cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
    expect((await put(suite.cookies.coordinador!, { holdHours: 5 })).statusCode).toBe(403);
    expect((await put(suite.cookies.admin!, { holdHours: 0 })).statusCode).toBe(400);
    expect((await put(suite.cookies.admin!, { holdHours: 5 })).statusCode).toBe(200);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.record_kind, 'settings'), eq(auditLog.record_id, 'waitlist')));
    expect(audit).toMatchObject({ action: 'create' });

    const exp = await makeExperience({ price: 500, max_capacity: 1 });
    const date = saturday(5);
    await fill(exp.id, date, 1);
    for (const who of ['desk.uno', 'desk.dos']) expect((await join(exp.id, date, `${who}@example.com`, 1)).statusCode).toBe(201);
    await db().update(experiences).set({ max_capacity: 2 }).where(eq(experiences.id, exp.id));
    await runBoth(suite.t.app, suite.t.app);
    const invited = await entryOf('desk.uno@example.com');
    expect(invited.status).toBe('invited');
    expect(invited.hold_expires_at!.getTime() - Date.now()).toBeGreaterThan(4.9 * 3_600_000);

    const list = await suite.t.app.inject({
      url: `/api/admin/waitlist?kind=experience&id=${exp.id}&date=${date}`,
      headers: { cookie: suite.cookies.coordinador! },
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toMatchObject({
      waiting: 1,
      data: [
        { email: 'desk.uno@example.com', status: 'invited' },
        { email: 'desk.dos@example.com', status: 'waiting' },
      ],
    });
  });

  it('reads the invitation by its token alone (no session), says a run-out hold expired, and links English in English', async () => {
    const exp = await makeExperience({ price: 500, max_capacity: 1 });
    const date = saturday(6);
    await fill(exp.id, date, 1);
    const joined = await post('/api/waitlist', {
      kind: 'experience',
      id: exp.id,
      date,
      email: 'lee@example.com',
      places: 1,
      locale: 'en',
    });
    expect(joined.statusCode, joined.body).toBe(201);
    const entry = await entryOf('lee@example.com');
    const read = (token: string) => suite.t.app.inject({ url: `/api/waitlist/${token}` });

    const waiting = await read(entry.token);
    expect(waiting.statusCode, waiting.body).toBe(200);
    expect(waiting.json()).toMatchObject({
      status: 'waiting',
      kind: 'experience',
      id: exp.id,
      date,
      places: 1,
      holdExpiresAt: null,
    });

    await db().update(experiences).set({ max_capacity: 2 }).where(eq(experiences.id, exp.id));
    await runBoth(suite.t.app, suite.t.app);
    const invited = (await read(entry.token)).json();
    expect(invited).toMatchObject({ status: 'invited', places: 1, slug: exp.slug });
    expect(new Date(invited.holdExpiresAt).getTime()).toBeGreaterThan(Date.now());
    const [mail] = outbox(suite.t.config.dataDir).filter((m) => m.to[0]?.address === 'lee@example.com');
    expect(mail?.text).toContain(`/en/waitlist/${entry.token}`);

    // The hold ran out before the next tick: the page already says it expired, and shows no hold.
    await db()
      .update(waitlistEntries)
      .set({ hold_expires_at: new Date(Date.now() - 1000) })
      .where(eq(waitlistEntries.id, entry.id));
    expect((await read(entry.token)).json()).toMatchObject({ status: 'expired', holdExpiresAt: null });

    const unknown = await read('x'.repeat(32));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.key).toBe('waitlist.notFound');
  });
});
