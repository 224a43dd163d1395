import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import type { Config } from '../src/config.ts';
import { databaseUrlFor, withServer, type DbTemplate } from './db-templates.ts';
import { TEST_ORIGIN, testConfig } from './test-config.ts';

export { TEST_ORIGIN };

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  close(): Promise<void>;
}

/**
 * A whole app on a fresh database: in-memory PGlite by default, or (in the server-postgres
 * project) a new database on the server of TEST_DATABASE_URL, dropped again on close. Both
 * start as a copy of this run's template (db-templates.ts): migrated, with the demo data when
 * asked. Demo data stored in S3 is loaded afresh, since the template's files are local.
 */
export async function createTestApp(
  opts: {
    demoData?: boolean;
    env?: Record<string, string>;
    onRoute?: (route: RouteOptions) => void;
    /** Payment providers besides PayPal, and the one checkouts use (buildApp's option). */
    paymentProviders?: NonNullable<Parameters<typeof buildApp>[1]>['paymentProviders'];
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hv-test-'));
  const serverUrl = process.env.HV_TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  const demoData = opts.demoData ?? false;
  const fromTemplate = !Object.keys(opts.env ?? {}).some((key) => key.startsWith('S3_'));
  const template: DbTemplate | null = fromTemplate ? inject('dbTemplates')[demoData ? 'demo' : 'bare'] : null;
  if (template && existsSync(join(template.dataDir, 'storage'))) {
    cpSync(join(template.dataDir, 'storage'), join(dataDir, 'storage'), { recursive: true });
  }
  let databaseUrl: string | null = null;
  let database: Database | undefined;
  let dropDatabase = async () => {};
  if (serverUrl) {
    const name = `hv_test_${randomBytes(6).toString('hex')}`;
    const copy = template ? ` TEMPLATE ${template.source}` : '';
    await withServer(serverUrl, (c) => c.query(`CREATE DATABASE ${name}${copy}`));
    databaseUrl = databaseUrlFor(serverUrl, name);
    dropDatabase = () => withServer(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => {});
  } else if (template) {
    const loadDataDir = new Blob([readFileSync(template.source)]);
    database = await openDatabase({ databaseUrl: null, dataDir, inMemory: true, loadDataDir });
  }
  const config = testConfig(dataDir, { databaseUrl, demoData, env: opts.env });
  const app = await buildApp(config, { database, onRoute: opts.onRoute, paymentProviders: opts.paymentProviders });
  return {
    app,
    config,
    async close() {
      await app.close();
      await database?.close();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A demo app whose web build is only a head slot and an empty root: for tests of what the server writes
 * into a page's head (its meta tags, JSON-LD, preloads), without the real build's rendering.
 */
export async function createHeadOnlyApp(): Promise<TestApp> {
  const dist = mkdtempSync(join(tmpdir(), 'hv-dist-'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><head><!--app-head--><title>x</title><!--/app-head--></head><div id="root"></div>',
  );
  const t = await createTestApp({ demoData: true, env: { WEB_DIST: dist } });
  return {
    ...t,
    async close() {
      await t.close();
      rmSync(dist, { recursive: true, force: true });
    },
  };
}

/** Signs in through the real better-auth endpoint and returns the session cookie header. */
export async function signIn(app: FastifyInstance, email: string, password: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  return cookies.map((c) => c.split(';')[0]).join('; ');
}

/** A valid public transport request (the required fields only): tests override what they probe. */
export const validTransportRequest = {
  name: 'Lucía Pérez',
  email: 'lucia@example.com',
  phoneCountryCode: '52',
  phoneNumber: '5512345678',
  destination: 'Valle de Bravo',
  departureDate: '2099-05-10',
  departureTime: '08:30',
  vehicleType: 'sprinter',
  passengers: 12,
};
