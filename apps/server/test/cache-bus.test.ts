import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { openDatabase } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { createCacheBus, type CacheBus } from '../src/lib/cache-bus.ts';
import { createPostgresDatabase, postgresServerUrl } from './process-helpers.ts';

// The catalogue and session caches of several processes on one PostgreSQL (LISTEN/NOTIFY). Only in CI's
// PostgreSQL leg; PGlite has one process per folder and no bus.

describe.skipIf(!postgresServerUrl)('the cache bus', () => {
  let databaseUrl: string;
  let pool: pg.Pool;
  const buses: CacheBus[] = [];

  beforeAll(async () => {
    databaseUrl = await createPostgresDatabase(postgresServerUrl!);
    // The schema with its triggers: changes to users and sessions are announced by the database.
    const database = await openDatabase({ databaseUrl, dataDir: '' });
    await migrate(database);
    await database.close();
    pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  }, 60_000);
  afterAll(async () => {
    await Promise.all(buses.map((bus) => bus.close()));
    await pool?.end();
  });

  /** A bus like a process's, counting the changes it hears, of the catalogue and of sessions. */
  async function startProcess() {
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
