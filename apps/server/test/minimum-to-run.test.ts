import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { auditLog, bookingRefunds, closedDates, departureCancellations, departureConfirmations, jobs } from '../src/db/schema.ts';
import { decisionAt, MINIMUM_DECISION } from '../src/modules/desk/minimum.ts';
import { saturday } from './dates.ts';
import { TEST_ORIGIN } from './helpers.ts';
import { outbox } from './hostile-helpers.ts';
import { demoSuite, paymentHelpers } from './payment-helpers.ts';

// Minimum to run (docs/decisions/0229-minimum-to-run.md): at an item's decision time, a departure
// below its minimum and not confirmed by hand is cancelled through the staff cancellation path,
// exactly once, whichever process takes the decision and even after a restart.

const suite = demoSuite(['coordinador', 'organizador', 'viajero']);
const { db, makeExperience, makeGiftCard, payWithGiftCard, bookingRow, balanceOf } = paymentHelpers(() => suite.t, {
  ipBlock: '10.34',
});

const LEASE_MS = 5 * 60_000;
const others: FastifyInstance[] = [];
/** Another process on the same database (its own job runner), as behind a load balancer. */
async function anotherProcess() {
  const app = await buildApp(suite.t.config, { database: suite.t.app.database });
  others.push(app);
  return app;
}
afterAll(async () => {
  for (const app of others) await app.close();
});

let n = 0;
/** A booking paid whole with its own gift card (refunded to that card). */
async function paidWithCard(expId: string, date: string, passengers: number, cookie?: string) {
  const card = await makeGiftCard({ credit: 5000 });
  const res = await payWithGiftCard(
    {
      kind: 'experience',
      id: expId,
      date,
      passengers,
      giftCardSeries: card.series,
      contactEmail: `minimo.${++n}@example.com`,
    },
    cookie,
  );
  expect(res.statusCode, res.body).toBe(201);
  return { bookingId: res.json().booking.id as string, cardId: card.id, email: `minimo.${n}@example.com` };
}

const decisionJobsOf = (expId: string) =>
  db()
    .select()
    .from(jobs)
    .where(like(jobs.key, `${MINIMUM_DECISION}:experience:${expId}:%`));
const cancelAudits = (expId: string, date: string) =>
  db()
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.record_kind, 'departure'),
        eq(auditLog.action, 'cancel'),
        eq(auditLog.record_id, `experience:${expId}:${date}`),
      ),
    );

/** Ticks both processes together at `at`, then again until no job is left to run. */
async function runBoth(a: FastifyInstance, b: FastifyInstance, at: Date) {
  for (let i = 0; i < 10; i++) {
    const ran = await Promise.all([a.jobs.runDue(at), b.jobs.runDue(at)]);
    if (ran[0] + ran[1] === 0) return;
  }
}

describe('a departure below its minimum at its decision time', () => {
  it('is cancelled and each booking refunded once, with two processes and a restart in between', async () => {
    const exp = await makeExperience({ price: 600, capacity: 4, max_capacity: 10, decision_hours: 48 });
    const date = saturday(2);
    const paid = [await paidWithCard(exp.id, date, 1), await paidWithCard(exp.id, date, 2)];
    const due = decisionAt(date, null, 48, exp.time_zone);
    const a = suite.t.app;
    const b = await anotherProcess();

    // Before the decision time nothing happens.
    await runBoth(a, b, new Date(due.getTime() - 60_000));
    expect(await decisionJobsOf(exp.id)).toHaveLength(0);
    for (const p of paid) expect((await bookingRow(p.bookingId)).status).toBe('Pagada');

    // At it, both processes tick at once: one decision, one cancellation, one refund each.
    await runBoth(a, b, due);
    const decisions = await decisionJobsOf(exp.id);
    expect(decisions).toHaveLength(1);
    expect(decisions[0]).toMatchObject({ status: 'done' });
    const [cancelled] = await db().select().from(departureCancellations).where(eq(departureCancellations.experience_id, exp.id));
    expect(cancelled).toMatchObject({ date, cancelled_by: null });
    expect(cancelled!.reason).toContain('no alcanzó el mínimo de 4 personas');
    expect(cancelled!.reason).toContain('did not reach its minimum of 4 people');
    expect(
      await db()
        .select()
        .from(closedDates)
        .where(and(eq(closedDates.experience_id, exp.id), eq(closedDates.date, date))),
    ).toHaveLength(1);
    const check = async () => {
      expect(await cancelAudits(exp.id, date)).toHaveLength(1);
      for (const p of paid) {
        const row = await bookingRow(p.bookingId);
        expect(row.status).toBe('Reembolsada');
        expect(await balanceOf(p.cardId)).toBe(5000);
        expect(await db().select().from(bookingRefunds).where(eq(bookingRefunds.booking_id, p.bookingId))).toHaveLength(1);
        const mails = outbox(suite.t.config.dataDir).filter(
          (m) => m.to[0]?.address === p.email && m.subject.startsWith('Reembolso'),
        );
        expect(mails).toHaveLength(1);
        expect(mails[0]!.text).toContain('no alcanzó el mínimo');
      }
    };
    await check();

    // A process that took the decision died before marking it done: after a restart its lease
    // runs out and a new process takes the job again; nothing is cancelled or refunded twice.
    await db().update(jobs).set({ status: 'running', locked_at: due, finished_at: null }).where(eq(jobs.id, decisions[0]!.id));
    await b.close();
    const c = await anotherProcess();
    const later = new Date(due.getTime() + LEASE_MS + 60_000);
    await runBoth(a, c, later);
    expect((await decisionJobsOf(exp.id))[0]).toMatchObject({ status: 'done', attempts: 2 });
    await check();
  });

  it('is kept when staff confirmed it by hand, or when it reached its minimum', async () => {
    const confirmed = await makeExperience({ price: 600, capacity: 4, max_capacity: 10, decision_hours: 48 });
    const reached = await makeExperience({ price: 600, capacity: 4, max_capacity: 10, decision_hours: 48 });
    const date = saturday(3);
    const few = await paidWithCard(confirmed.id, date, 1);
    const enough = [await paidWithCard(reached.id, date, 1), await paidWithCard(reached.id, date, 3)];
    await db().insert(departureConfirmations).values({ experience_id: confirmed.id, date });
    const due = decisionAt(date, null, 48, confirmed.time_zone);

    await suite.t.app.jobs.runDue(due);
    await suite.t.app.jobs.runDue(due);
    for (const exp of [confirmed, reached]) {
      expect(await decisionJobsOf(exp.id)).toMatchObject([{ status: 'done' }]);
      expect(
        await db().select().from(departureCancellations).where(eq(departureCancellations.experience_id, exp.id)),
      ).toHaveLength(0);
    }
    for (const p of [few, ...enough]) expect((await bookingRow(p.bookingId)).status).toBe('Pagada');
  });
});

const send = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
  suite.t.app.inject({
    method,
    url,
    headers: {
      origin: TEST_ORIGIN,
      ...(cookie ? { cookie } : {}),
      ...(payload ? { 'content-type': 'application/json' } : {}),
    },
    ...(payload ? { payload } : {}),
  });

describe('Salidas en riesgo', () => {
  it('lists a departure below its minimum before its decision time, for managers only, until confirmed by hand', async () => {
    const exp = await makeExperience({ name: 'Cenote en riesgo', price: 600, capacity: 5, max_capacity: 10, decision_hours: 48 });
    const safe = await makeExperience({ price: 600, capacity: 1, max_capacity: 10, decision_hours: 48 });
    const date = saturday(4);
    await paidWithCard(exp.id, date, 2);
    await paidWithCard(safe.id, date, 2);

    // Behind the staff guard: Administrador and Coordinador only.
    expect((await send('GET', '/api/admin/departures/at-risk')).statusCode).toBe(401);
    for (const role of ['viajero', 'organizador'])
      expect((await send('GET', '/api/admin/departures/at-risk', suite.cookies[role])).statusCode).toBe(403);
    const key = { kind: 'experience', id: exp.id, date };
    expect((await send('POST', '/api/admin/departures/confirm', undefined, key)).statusCode).toBe(401);
    expect((await send('POST', '/api/admin/departures/confirm', suite.cookies.organizador, key)).statusCode).toBe(403);

    const list = await send('GET', '/api/admin/departures/at-risk', suite.cookies.coordinador);
    expect(list.statusCode, list.body).toBe(200);
    const mine = list.json().data.filter((d: { itemId: string }) => d.itemId === exp.id || d.itemId === safe.id);
    expect(mine).toEqual([
      {
        kind: 'experience',
        itemId: exp.id,
        itemName: 'Cenote en riesgo',
        date,
        startTime: null,
        passengers: 2,
        minimum: 5,
        decisionAt: decisionAt(date, null, 48, exp.time_zone).toISOString(),
        timeZone: exp.time_zone,
      },
    ]);

    const confirm = await send('POST', '/api/admin/departures/confirm', suite.cookies.coordinador, key);
    expect(confirm.statusCode, confirm.body).toBe(200);
    // Twice is once.
    expect((await send('POST', '/api/admin/departures/confirm', suite.cookies.coordinador, key)).statusCode).toBe(200);
    const after = await send('GET', '/api/admin/departures/at-risk', suite.cookies.coordinador);
    expect(after.json().data.some((d: { itemId: string }) => d.itemId === exp.id)).toBe(false);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.record_kind, 'departure'),
          eq(auditLog.action, 'confirm'),
          eq(auditLog.record_id, `experience:${exp.id}:${date}`),
        ),
      );
    expect(audits).toHaveLength(1);

    // Confirmed by hand, the decision keeps it.
    await suite.t.app.jobs.runDue(decisionAt(date, null, 48, exp.time_zone));
    expect(await db().select().from(departureCancellations).where(eq(departureCancellations.experience_id, exp.id))).toHaveLength(
      0,
    );
  });
});

describe('Se confirma con N personas', () => {
  it('the availability and the voucher give the minimum while the departure is below it, and nothing once it is reached', async () => {
    const exp = await makeExperience({ price: 600, capacity: 3, max_capacity: 10, decision_hours: 48 });
    const off = await makeExperience({ price: 600, capacity: 3, max_capacity: 10 });
    const date = saturday(5);
    const minimumOf = async (id: string) => {
      const res = await send('GET', `/api/availability?kind=experience&id=${id}&date=${date}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().minimumToRun;
    };
    expect(await minimumOf(exp.id)).toBe(3);
    // Without decision hours the rule is off: nothing said.
    expect(await minimumOf(off.id)).toBe(null);

    const first = await paidWithCard(exp.id, date, 1, suite.cookies.viajero);
    const voucher = async () => {
      const res = await send(
        'GET',
        `/api/bookings/${(await bookingRow(first.bookingId)).id.slice(0, 8).toUpperCase()}`,
        suite.cookies.viajero,
      );
      expect(res.statusCode, res.body).toBe(200);
      return res.json().minimumToRun;
    };
    expect(await minimumOf(exp.id)).toBe(3);
    expect(await voucher()).toBe(3);

    await paidWithCard(exp.id, date, 2);
    expect(await minimumOf(exp.id)).toBe(null);
    expect(await voucher()).toBe(null);
  });
});
