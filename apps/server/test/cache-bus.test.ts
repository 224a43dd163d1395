import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createCacheBus, type CacheBus } from '../src/lib/cache-bus.ts';
import { createPostgresDatabase, postgresServerUrl } from './process-helpers.ts';

// The catalogue caches of several processes on one PostgreSQL (LISTEN/NOTIFY). Only in CI's
// PostgreSQL leg; PGlite has one process per folder and no bus.

describe.skipIf(!postgresServerUrl)('the cache bus', () => {
  let databaseUrl: string;
  let pool: pg.Pool;
  const buses: CacheBus[] = [];

  beforeAll(async () => {
    databaseUrl = await createPostgresDatabase(postgresServerUrl!);
    pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  });
  afterAll(async () => {
    await Promise.all(buses.map((bus) => bus.close()));
    await pool?.end();
  });

  /** A bus like a process's, counting the changes it hears. */
  async function startProcess() {
    let heard = 0;
    let wake: () => void = () => {};
    const bus = createCacheBus({
      databaseUrl,
      onRemoteChange: () => {
        heard++;
        wake();
      },
      send: (channel, payload) => pool.query('select pg_notify($1, $2)', [channel, payload]),
    });
    buses.push(bus);
    const next = () => new Promise<void>((resolve) => (wake = resolve));
    await expect.poll(() => bus.listening).toBe(true);
    return { bus, heard: () => heard, next };
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
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = 'LISTEN hv_catalog_changed'`,
    );
    await forgets;
    expect(one.bus.listening).toBe(false);
    await expect.poll(() => one.bus.listening, { timeout: 10_000 }).toBe(true);
  });
});
