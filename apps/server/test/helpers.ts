import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, RouteOptions } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';

export const TEST_ORIGIN = 'http://localhost:3000';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  close(): Promise<void>;
}

/**
 * A whole app on a fresh database: in-memory PGlite by default, or (in the server-postgres
 * project) a new database on the server of TEST_DATABASE_URL, dropped again on close.
 */
export async function createTestApp(
  opts: { demoData?: boolean; env?: Record<string, string>; onRoute?: (route: RouteOptions) => void } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hv-test-'));
  const serverUrl = process.env.HV_TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  let databaseUrl: string | null = null;
  let dropDatabase = async () => {};
  if (serverUrl) {
    const name = `hv_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  }
  const config = loadConfig(
    { NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: process.env.HV_TEST_LOG ?? 'silent', PUBLIC_URL: TEST_ORIGIN, ...opts.env },
    { inMemoryDb: !databaseUrl, databaseUrl, demoData: opts.demoData ?? false },
  );
  const app = await buildApp(config, { onRoute: opts.onRoute });
  return {
    app,
    config,
    async close() {
      await app.close();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
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
