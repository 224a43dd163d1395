import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import pg from 'pg';
import { createCacheBus, type CacheBus, type CacheBusTimings } from '../src/lib/cache-bus.ts';
import { cleanUpProcesses, fromTemplate, postgresServerUrl } from './process-helpers.ts';

// The catalogue and session caches of several processes on one PostgreSQL (LISTEN/NOTIFY). Only in CI's
// PostgreSQL leg; PGlite has one process per folder and no bus.

describe.skipIf(!postgresServerUrl)('the cache bus', () => {
  let databaseUrl: string;
  let pool: pg.Pool;
  const buses: CacheBus[] = [];

  beforeAll(async () => {
    // The schema with its triggers (the migrated template): changes to users and sessions are announced by the database.
    databaseUrl = (await fromTemplate({ demoData: false })).databaseUrl!;
    pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  }, 60_000);
  afterAll(async () => {
    await Promise.all(buses.map((bus) => bus.close()));
    await pool?.end();
    await cleanUpProcesses(); // drops the database
  });

  // Short heartbeats, so a deaf listener is found in about a second; the other tests also show
  // that a listener that hears is never taken for deaf (each counts exactly what it heard).
  const timings: CacheBusTimings = { heartbeatMs: 100, deafAfterMs: 1_000, retryMs: 200 };

  /** A bus like a process's, counting the changes it hears, of the catalogue and of sessions. */
  async function startProcess(applicationName?: string) {
    let heard = 0;
    let sessionChanges = 0;
    let wake: () => void = () => {};
    let wakeSessions: () => void = () => {};
    const bus = createCacheBus({
      databaseUrl,
      onCatalogChange: () => {
        heard++;
        wake();
      },
      onSessionsChange: () => {
        sessionChanges++;
        wakeSessions();
      },
      send: (channel, payload) => pool.query('select pg_notify($1, $2)', [channel, payload]),
      applicationName,
      timings,
    });
    buses.push(bus);
    const next = () => new Promise<void>((resolve) => (wake = resolve));
    const nextSessionChange = () => new Promise<void>((resolve) => (wakeSessions = resolve));
    await expect.poll(() => bus.listening).toBe(true);
    return { bus, heard: () => heard, sessionChanges: () => sessionChanges, next, nextSessionChange };
  }

  it('tells every other process of a change, and not the one that made it', async () => {
    const one = await startProcess();
    const two = await startProcess();
    const three = await startProcess();
    const [oneBefore, twoBefore, threeBefore] = [one.heard(), two.heard(), three.heard()];

    const twoHears = two.next();
    const threeHears = three.next();
    one.bus.announce();
    await Promise.all([twoHears, threeHears]);
    expect(two.heard()).toBe(twoBefore + 1);
    expect(three.heard()).toBe(threeBefore + 1);

    // The announcer's own NOTIFY reaches its listener too; it must not empty its cache twice.
    const oneHears = one.next();
    two.bus.announce();
    await oneHears;
    expect(one.heard()).toBe(oneBefore + 1);
  });

  it('stops listening when its connection is cut, forgets what it holds, and listens again', async () => {
    const one = await startProcess();
    const forgets = one.next();
    await pool.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query like 'LISTEN hv_catalog_changed%'`,
    );
    await forgets;
    expect(one.bus.listening).toBe(false);
    await expect.poll(() => one.bus.listening, { timeout: 10_000 }).toBe(true);
  });

  it('notices within its deadline when its connection goes silent without closing, forgets what it holds, and listens again', async () => {
    // A half-open connection, as after a network fault: the listener's server process is frozen,
    // its socket stays open, nothing arrives and no error either.
    const name = `hv-cache-bus-test ${randomUUID()}`;
    const one = await startProcess(name);
    const two = await startProcess();
    const backendOf = async () =>
      (await pool.query<{ pid: number }>('select pid from pg_stat_activity where application_name = $1', [name])).rows;
    const [{ pid: frozen }] = (await backendOf()) as [{ pid: number }];
    const catalogForgotten = one.next();
    const sessionsForgotten = one.nextSessionChange();
    process.kill(frozen, 'SIGSTOP');
    try {
      const stoppedAt = Date.now();
      await vi.waitFor(() => expect(one.bus.listening).toBe(false), { timeout: 5_000, interval: 20 });
      // Within the deadline (1 s of silence, checked every 100 ms), with room for a busy machine.
      expect(Date.now() - stoppedAt).toBeLessThan(timings.deafAfterMs + 1_500);
      await Promise.all([catalogForgotten, sessionsForgotten]); // both caches emptied
    } finally {
      process.kill(frozen, 'SIGCONT');
    }

    // It drops the silent connection and listens on a new one, which hears the others again.
    await expect.poll(() => one.bus.listening, { timeout: 10_000 }).toBe(true);
    await expect.poll(async () => (await backendOf()).map((row) => row.pid), { timeout: 10_000 }).not.toContain(frozen);
    const before = one.heard();
    const hears = one.next();
    two.bus.announce();
    await hears;
    expect(one.heard()).toBe(before + 1);
  });

  it('hears the database itself when a user or a session changes, whoever changes it', async () => {
    const one = await startProcess();
    const two = await startProcess();

    // A script, not an app process: only the triggers (migration 0007) can tell the processes.
    for (const change of [
      `update "user" set role = role where email = 'nadie@example.com'`,
      `delete from "session" where token = 'ninguno'`,
    ]) {
      const before = [one.sessionChanges(), two.sessionChanges()];
      const heard = Promise.all([one.nextSessionChange(), two.nextSessionChange()]);
      await pool.query(change);
      await heard;
      expect([one.sessionChanges(), two.sessionChanges()]).toEqual([before[0]! + 1, before[1]! + 1]);
    }

    // A new session has no one to sign out: no notice. Notices reach a listener in commit order,
    // so once the catalogue notice sent after both statements has arrived, theirs have too.
    const before = one.sessionChanges();
    await pool.query(`insert into "session" (expires_at, token, user_id)
      select now(), 'nueva-' || gen_random_uuid(), id from "user" limit 0`);
    await pool.query(`update "user" set role = role where false`);
    const catalogHeard = one.next();
    two.bus.announce();
    await catalogHeard;
    expect(one.sessionChanges()).toBe(before + 1);
  });
});
