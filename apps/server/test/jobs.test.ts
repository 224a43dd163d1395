import { setImmediate } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../src/db/schema.ts';
import { createJobRunner, enqueue, PermanentJobError, type JobRow } from '../src/modules/jobs/index.ts';
import { createTestApp, type TestApp } from './helpers.ts';

// Durable jobs (modules/jobs, decision 0130): a table claimed with FOR UPDATE SKIP LOCKED, on
// PGlite and on PostgreSQL. The runners here are driven by hand with a clock; the app's own
// loop is off in tests.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const db = () => t.app.database.db;
const MINUTE = 60_000;
let n = 0;
const kind = () => `test-${++n}`;
const row = async (key: string) => (await db().select().from(jobs).where(eq(jobs.key, key)))[0]!;
const runner = (leaseMs = 5 * MINUTE) => createJobRunner({ db: db(), log: t.app.log, pollMs: 0, leaseMs });

describe('jobs', () => {
  it('adds a key once and runs it once', async () => {
    const k = kind();
    const ran: string[] = [];
    const r = runner();
    r.handle(k, async (job) => void ran.push(job.key));
    expect(await enqueue(db(), { kind: k, key: `${k}:a`, payload: { x: 1 } })).toBe(true);
    expect(await enqueue(db(), { kind: k, key: `${k}:a`, payload: { x: 2 } })).toBe(false);
    await r.runDue();
    await r.runDue();
    expect(ran).toEqual([`${k}:a`]);
    const job = await row(`${k}:a`);
    expect(job).toMatchObject({ status: 'done', attempts: 1, payload: { x: 1 }, locked_at: null });
    expect(job.finished_at).not.toBeNull();
    // Done is done: enqueueing the key again adds nothing.
    expect(await enqueue(db(), { kind: k, key: `${k}:a` })).toBe(false);
  });

  it('waits for run_at', async () => {
    const k = kind();
    let ran = 0;
    const r = runner();
    r.handle(k, async () => void ran++);
    const now = new Date();
    await enqueue(db(), { kind: k, key: `${k}:later`, runAt: new Date(now.getTime() + 10 * MINUTE) });
    await r.runDue(now);
    expect(ran).toBe(0);
    await r.runDue(new Date(now.getTime() + 10 * MINUTE));
    expect(ran).toBe(1);
  });

  it('retries a failure after 1, 2, 4… minutes and gives up after max_attempts with the last error', async () => {
    const k = kind();
    let calls = 0;
    const r = runner();
    r.handle(k, async () => {
      calls++;
      throw new Error(`mail server down (${calls})`);
    });
    const start = new Date();
    await enqueue(db(), { kind: k, key: `${k}:x`, maxAttempts: 3, runAt: start });
    await r.runDue(start);
    let job = await row(`${k}:x`);
    expect(job).toMatchObject({ status: 'pending', attempts: 1, last_error: 'mail server down (1)' });
    expect(job.run_at.getTime()).toBe(start.getTime() + MINUTE);

    await r.runDue(new Date(start.getTime() + MINUTE - 1)); // not yet
    expect(calls).toBe(1);
    await r.runDue(new Date(start.getTime() + MINUTE));
    job = await row(`${k}:x`);
    expect(job).toMatchObject({ status: 'pending', attempts: 2 });
    expect(job.run_at.getTime()).toBe(start.getTime() + MINUTE + 2 * MINUTE);

    await r.runDue(new Date(start.getTime() + 3 * MINUTE));
    job = await row(`${k}:x`);
    expect(job).toMatchObject({ status: 'failed', attempts: 3, last_error: 'mail server down (3)' });
    await r.runDue(new Date(start.getTime() + 60 * MINUTE));
    expect(calls).toBe(3);
  });

  it('fails at once on a PermanentJobError', async () => {
    const k = kind();
    const r = runner();
    r.handle(k, async () => {
      throw new PermanentJobError('PayPal rechazó el reembolso.');
    });
    await enqueue(db(), { kind: k, key: `${k}:p` });
    await r.runDue();
    expect(await row(`${k}:p`)).toMatchObject({ status: 'failed', attempts: 1, last_error: 'PayPal rechazó el reembolso.' });
  });

  it('takes back a job whose claimer died once its lock is stale, never a fresh one', async () => {
    const k = kind();
    const ran: number[] = [];
    const r = runner(5 * MINUTE);
    r.handle(k, async (job: JobRow) => void ran.push(job.attempts));
    const now = new Date();
    await enqueue(db(), { kind: k, key: `${k}:fresh` });
    await enqueue(db(), { kind: k, key: `${k}:stale` });
    // As a process leaves them when it is killed mid-job.
    await db()
      .update(jobs)
      .set({ status: 'running', attempts: 1, locked_at: new Date(now.getTime() - MINUTE) })
      .where(eq(jobs.key, `${k}:fresh`));
    await db()
      .update(jobs)
      .set({ status: 'running', attempts: 1, locked_at: new Date(now.getTime() - 6 * MINUTE) })
      .where(eq(jobs.key, `${k}:stale`));
    await r.runDue(now);
    expect(ran).toEqual([2]);
    expect((await row(`${k}:stale`)).status).toBe('done');
    expect((await row(`${k}:fresh`)).status).toBe('running');
  });

  it('a finished claim never overwrites a newer claim of the same job', async () => {
    const k = kind();
    const r = runner(MINUTE);
    let reclaimedBy: Promise<number> | null = null;
    const other = runner(MINUTE);
    other.handle(k, async () => {});
    r.handle(k, async () => {
      // While this one is slow, its lock goes stale and another process takes and finishes the job.
      reclaimedBy = other.runDue(new Date(Date.now() + 2 * MINUTE));
      await reclaimedBy;
      throw new Error('too late');
    });
    await enqueue(db(), { kind: k, key: `${k}:slow` });
    await r.runDue();
    expect(await reclaimedBy).toBe(1);
    expect(await row(`${k}:slow`)).toMatchObject({ status: 'done', attempts: 2, last_error: null });
  });

  it('two runners racing over the same jobs run each exactly once', async () => {
    const k = kind();
    const ran = new Map<string, number>();
    const work = async (job: JobRow) => {
      ran.set(job.key, (ran.get(job.key) ?? 0) + 1);
      // Yield to the other runner mid-job (no wall-clock wait): the races interleave.
      await setImmediate();
    };
    const a = runner();
    const b = runner();
    a.handle(k, work);
    b.handle(k, work);
    for (let i = 0; i < 30; i++) await enqueue(db(), { kind: k, key: `${k}:${i}` });
    await Promise.all([a.runDue(), b.runDue(), a.runDue(), b.runDue()]);
    expect(ran.size).toBe(30);
    expect([...ran.values()].every((times) => times === 1)).toBe(true);
  });
});
