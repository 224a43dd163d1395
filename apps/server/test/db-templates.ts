import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/client.ts';
import { testConfig } from './test-config.ts';

/**
 * The databases every test app starts from, made once per run by this global set-up: an empty
 * PGlite runs initdb (~2 s) and the migrations, and the demo data (scrypt hashes, WebP covers)
 * takes ~10 s more — per test file, that was most of the suite's time. A template holds the
 * result: on PGlite a dump that `loadDataDir` opens (<1 s), on PostgreSQL a database that
 * `CREATE DATABASE … TEMPLATE` copies, plus the demo's stored files to copy into DATA_DIR.
 */
export interface DbTemplate {
  /** PGlite: the dump's file. PostgreSQL: the template database's name. */
  source: string;
  /** The template's DATA_DIR (its `storage` folder holds the demo's images). */
  dataDir: string;
}

export interface DbTemplates {
  bare: DbTemplate;
  demo: DbTemplate;
}

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplates: DbTemplates;
  }
}

/** The server URL with another database name. */
export function databaseUrlFor(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withServer<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function makeTemplate(demoData: boolean, serverUrl: string | undefined): Promise<DbTemplate> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hv-template-'));
  if (serverUrl) {
    const name = `hv_template_${randomBytes(6).toString('hex')}`;
    await withServer(serverUrl, (c) => c.query(`CREATE DATABASE ${name}`));
    const databaseUrl = databaseUrlFor(serverUrl, name);
    const app = await buildApp(testConfig(dataDir, { databaseUrl, demoData }));
    await app.close();
    return { source: name, dataDir };
  }
  const database = await openDatabase({ databaseUrl: null, dataDir, inMemory: true });
  const app = await buildApp(testConfig(dataDir, { databaseUrl: null, demoData }), { database });
  await app.close();
  const dump = join(dataDir, 'template.tar');
  writeFileSync(dump, Buffer.from(await (await database.dumpDataDir!()).arrayBuffer()));
  await database.close();
  return { source: dump, dataDir };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = project.name === 'server-postgres' ? process.env.TEST_DATABASE_URL : undefined;
  const bare = await makeTemplate(false, serverUrl);
  const demo = await makeTemplate(true, serverUrl);
  project.provide('dbTemplates', { bare, demo });
  return async () => {
    for (const template of [bare, demo]) {
      if (serverUrl) await withServer(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${template.source} WITH (FORCE)`));
      rmSync(template.dataDir, { recursive: true, force: true });
    }
  };
}
