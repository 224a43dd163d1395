import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * PGlite only: calls `onNotice` for each NOTIFY on `channel` made by this process's statements
   * (there is no other process). On PostgreSQL the cache bus listens on a connection of its own.
   */
  listen?(channel: string, onNotice: () => void): Promise<void>;
  /** PGlite only: the whole database as one tarball, which `loadDataDir` opens again. */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

/**
 * PGlite's buffer cache lives in the process's WebAssembly memory, which never shrinks: its
 * default 128 MB kept a bench server (1.1 GB database) at ~450 MB resident. 32 MB holds the hot
 * pages (indexes, the newest rows); the rest is read from the operating system's file cache.
 */
const PGLITE_SHARED_BUFFERS = '32MB';

/** PGlite needs its extensions at every open (docs/architecture.md §9). */
export async function openPglite(dir: string | null, loadDataDir?: Blob): Promise<PGlite> {
  if (dir) mkdirSync(dir, { recursive: true });
  return PGlite.create(dir ?? undefined, {
    loadDataDir,
    extensions: { pg_trgm, unaccent },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
}

export async function openDatabase(opts: {
  databaseUrl: string | null;
  dataDir: string;
  inMemory?: boolean;
  /** Connections per process (DATABASE_POOL_SIZE); several processes share the server's max_connections. */
  poolSize?: number;
  /**
   * PGlite only: start from this copy of a database instead of an empty one. The tests open
   * every app from a template made once per run (initdb, migrations and demo data take ~10 s).
   */
  loadDataDir?: Blob;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10 });
    // An idle connection the server ends (restart, failover, a dropped test database) must not
    // crash the process: the pool discards it and opens a new one on the next query.
    pool.on('error', () => {});
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const client = await openPglite(opts.inMemory ? null : join(opts.dataDir, 'db'), opts.loadDataDir);
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    listen: async (channel, onNotice) => void (await client.listen(channel, onNotice)),
    dumpDataDir: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}
