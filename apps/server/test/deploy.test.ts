import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';

// Only in the PostgreSQL leg (HV_TEST_DB=postgres, TEST_DATABASE_URL): PGlite has one process per folder.
const serverUrl = process.env.HV_TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;

const journal = JSON.parse(readFileSync(new URL('../src/db/migrations/meta/_journal.json', import.meta.url), 'utf8')) as {
  entries: unknown[];
};

describe.skipIf(!serverUrl)('migrations when several app processes start at once (PostgreSQL)', () => {
  const name = `hv_test_migrate_${randomBytes(6).toString('hex')}`;
  const databases: Database[] = [];
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  afterAll(async () => {
    await Promise.all(databases.map((d) => d.close()));
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('apply every migration exactly once on a fresh database, each process ending ready', async () => {
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    // Separate pools, as separate processes would have: nothing is shared but the server.
    for (let i = 0; i < 4; i++) databases.push(await openDatabase({ databaseUrl: url.toString(), dataDir: '' }));

    const results = await Promise.allSettled(databases.map((d) => migrate(d)));
    expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual(['ok', 'ok', 'ok', 'ok']);

    const check = new pg.Client({ connectionString: url.toString() });
    await check.connect();
    try {
      const applied = await check.query('SELECT hash, count(*)::int AS n FROM drizzle.__drizzle_migrations GROUP BY hash');
      expect(applied.rows).toHaveLength(journal.entries.length);
      expect(applied.rows.every((r: { n: number }) => r.n === 1)).toBe(true);
      // The schema itself is there, not just the bookkeeping.
      const tables = await check.query(
        "SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public' AND table_name IN ('user', 'session')",
      );
      expect(tables.rows[0].n).toBe(2);
    } finally {
      await check.end();
    }

    // A later start (all migrations there) is a no-op that still succeeds.
    await expect(migrate(databases[0]!)).resolves.toBeUndefined();
  });
});

describe('DATA_DIR (issue 15: the README and the default agree)', () => {
  const base = { NODE_ENV: 'test', LOG_LEVEL: 'silent' };

  it('is ./data of the folder `npm start` ran in, although npm runs the server inside apps/server', () => {
    // npm sets INIT_CWD to the folder the command was typed in; the process itself runs in apps/server.
    expect(loadConfig({ ...base, INIT_CWD: '/srv/hormiga' }).dataDir).toBe('/srv/hormiga/data');
    expect(loadConfig({ ...base, INIT_CWD: '/srv/hormiga', DATA_DIR: 'datos/prod' }).dataDir).toBe('/srv/hormiga/datos/prod');
    expect(loadConfig({ ...base, INIT_CWD: '/srv/hormiga', DATA_DIR: '/var/lib/hv' }).dataDir).toBe('/var/lib/hv');
    // Run directly with node (no npm), it is read from the working directory.
    expect(loadConfig(base).dataDir).toBe(`${process.cwd()}/data`);
  });
});

describe('DATABASE_POOL_SIZE', () => {
  const base = { NODE_ENV: 'test', LOG_LEVEL: 'silent' };

  it('is 10 connections by default, can be set, and refuses nonsense at start-up', () => {
    expect(loadConfig(base).DATABASE_POOL_SIZE).toBe(10);
    expect(loadConfig({ ...base, DATABASE_POOL_SIZE: '4' }).DATABASE_POOL_SIZE).toBe(4);
    for (const bad of ['0', '-1', 'muchas', '2.5']) {
      expect(() => loadConfig({ ...base, DATABASE_POOL_SIZE: bad }), bad).toThrow(/DATABASE_POOL_SIZE/);
    }
  });

  it('bounds the connections of the process pool', async () => {
    // A pool connects lazily: no server is needed to see its limit.
    const database = await openDatabase({ databaseUrl: 'postgres://nadie@127.0.0.1:1/hv', dataDir: '', poolSize: 3 });
    try {
      expect((database.db as unknown as { $client: pg.Pool }).$client.options.max).toBe(3);
    } finally {
      await database.close();
    }
  });
});
