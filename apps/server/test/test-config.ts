import { loadConfig, type Config } from '../src/config.ts';

export const TEST_ORIGIN = 'http://localhost:3000';

/** The configuration of a test app: quiet logs, the test origin, its own DATA_DIR and database. */
export function testConfig(
  dataDir: string,
  opts: { databaseUrl: string | null; demoData: boolean; env?: Record<string, string> },
): Config {
  return loadConfig(
    { NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: process.env.HV_TEST_LOG ?? 'silent', PUBLIC_URL: TEST_ORIGIN, ...opts.env },
    { inMemoryDb: !opts.databaseUrl, databaseUrl: opts.databaseUrl, demoData: opts.demoData },
  );
}
