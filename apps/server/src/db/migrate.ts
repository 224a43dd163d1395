import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import type { Database } from './client.ts';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

// Any fixed number: every process of this app asks PostgreSQL for the same advisory lock.
export const MIGRATION_LOCK_ID = '7264109531';

/**
 * Applies the drizzle-kit migrations from code; safe to run at every start-up.
 *
 * On PostgreSQL several app processes may start at once. Drizzle's migrator reads the last
 * applied migration and then applies the rest without a lock, so two of them could both apply
 * the same migration (one fails, or worse, half-applies). A session-level advisory lock on one
 * connection makes them take turns: the second finds nothing left to do. If a process dies
 * holding it, PostgreSQL drops the lock with the connection.
 */
export async function migrate(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    // One process per PGlite folder (DATA_DIR lock file), so no one to race with.
    await migratePglite(database.db as never, { migrationsFolder });
    // PGlite runs no autovacuum, so nothing else would ever refresh the planner's statistics:
    // without them a search term matching 10 % of the travellers is planned as if it matched
    // ten rows (a full sort instead of an index walk). Once per start-up, about a second at
    // 100 000 users.
    await database.db.execute(sql`ANALYZE`);
    return;
  }
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    try {
      await migratePg(drizzlePg({ client }), { migrationsFolder });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
    }
  } catch (error) {
    broken = error as Error;
    throw error;
  } finally {
    // After an error the connection may still hold the lock or a failed transaction: close it.
    client.release(broken);
  }
}
