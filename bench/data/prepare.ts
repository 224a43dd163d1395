// Gives the bench a database holding the demo data plus the large data set: PGlite under
// bench/.data (made once, reused while DATASET is unchanged), or the PostgreSQL server of
// DATABASE_URL (filled when empty, reused when it already holds the data set).
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { BENCH_AUTH_SECRET, DATASET, datasetStatements } from './generate.ts';

export interface BenchDatabase {
  kind: 'pglite' | 'postgres';
  /** DATA_DIR for the server: the PGlite folder and the stored cover images. */
  dataDir: string;
  databaseUrl: string | null;
  cleanup(): Promise<void>;
}

const BENCH_DIR = new URL('../.data/', import.meta.url).pathname;
const marker = (dir: string) => join(dir, 'bench-dataset.json');

export async function prepareDatabase(databaseUrl?: string): Promise<BenchDatabase> {
  const kind = databaseUrl ? 'postgres' : 'pglite';
  const dataDir = join(BENCH_DIR, kind);
  const wanted = JSON.stringify(DATASET);
  const ready = existsSync(marker(dataDir)) && readFileSync(marker(dataDir), 'utf8') === wanted;
  const target: BenchDatabase = { kind, dataDir, databaseUrl: databaseUrl ?? null, cleanup: async () => {} };
  if (ready && kind === 'pglite') {
    console.log(`Base de datos del bench: ${dataDir} (ya preparada)`);
    return target;
  }
  if (kind === 'pglite') rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });

  // The real app migrates and loads the demo data (accounts that sign in, cover images).
  const app = await buildApp(
    loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: BENCH_AUTH_SECRET,
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
    }),
  );
  try {
    const { db } = app.database;
    const count = async (table: string) =>
      Number(((await db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as { rows: { n: number }[] }).rows[0]!.n);
    const generated = await count(`"user" where email like 'bench.%'`);
    if (generated >= DATASET.users) {
      console.log(`Base de datos del bench: ${databaseUrl ? 'DATABASE_URL' : dataDir} (ya tiene el conjunto de datos)`);
    } else if (generated > 0) {
      throw new Error('la base de datos tiene un conjunto de datos del bench incompleto: vacíala y vuelve a empezar');
    } else {
      console.log(`Generando el conjunto de datos (${Object.entries(DATASET).map(([k, v]) => `${v} ${k}`).join(', ')}) …`);
      const started = Date.now();
      for (const statement of datasetStatements()) await db.execute(sql.raw(statement));
      console.log(`  listo en ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
  } finally {
    await app.close();
  }
  writeFileSync(marker(dataDir), wanted);
  return target;
}
