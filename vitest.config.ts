import { defineConfig, type TestProjectConfiguration } from 'vitest/config';

const serverTests = {
  environment: 'node',
  testTimeout: 60_000,
  hookTimeout: 120_000,
  pool: 'forks',
  // A worker keeps the modules it imported for the next file (each file builds its own apps and
  // closes them): importing the server afresh cost ~2.5 s per file.
  isolate: false,
  // Builds this run's template databases (migrated; with demo data) that each test app copies.
  globalSetup: ['apps/server/test/db-templates.ts'],
} as const;

// With TEST_DATABASE_URL (CI), the server's integration suite runs a second time on a real
// PostgreSQL server, beside the embedded PGlite run.
const postgresLeg: TestProjectConfiguration[] = process.env.TEST_DATABASE_URL
  ? [
      {
        test: {
          ...serverTests,
          name: 'server-postgres',
          include: ['apps/server/test/**/*.test.ts'],
          // Suites that never reach the database engine run once, on PGlite: the lint rules, the
          // message catalogues, the PayPal stand-in's contract, S3 storage and the SPA's files. persistence.test.ts is
          // about the embedded database's own folder.
          exclude: [
            'apps/server/test/persistence.test.ts',
            'apps/server/test/lint-boundaries.test.ts',
            'apps/server/test/lint-literals.test.ts',
            'apps/server/test/i18n-catalogues.test.ts',
            'apps/server/test/paypal-contract.test.ts',
            'apps/server/test/mercadopago-contract.test.ts',
            'apps/server/test/storage-s3.test.ts',
            'apps/server/test/spa.test.ts',
          ],
          env: { HV_TEST_DB: 'postgres' },
        },
      },
    ]
  : [];

// One runner for units and integration: the server (node, real PGlite/PostgreSQL),
// the shared package, and the web app (jsdom).
export default defineConfig({
  test: {
    // vitest's default is one fewer than the cores: on a 2-core CI machine that is one worker.
    // The server tests wait on a database (PostgreSQL is another process) as much as they compute.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          ...serverTests,
        },
      },
      ...postgresLeg,
      'apps/web/vite.config.ts',
    ],
  },
});
