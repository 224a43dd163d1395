import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

// One random port and one throwaway DATA_DIR per run; set in the environment so the
// workers (which re-read this file) agree with the main process.
process.env.E2E_PORT ??= String(20000 + Math.floor(Math.random() * 30000));
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'hv-e2e-'));
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1',
];

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  // Whole round trips (create, publish, edit, delete, pay) take 5–10 s on a quiet 2-core machine;
  // the budget leaves room for a busy one. Each step still waits at most `expect.timeout`.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    browserName: 'chromium',
    locale: 'es-MX',
    timezoneId: 'America/Mexico_City',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    trace: 'off',
  },
  webServer: {
    // The real built server (npm test builds the web app first).
    command: 'npm run serve --prefix ..',
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      // Turns off better-auth's per-IP limits: every test signs in from 127.0.0.1. Server tests cover the limits.
      NODE_ENV: 'test',
      // Background jobs run as in production (tests leave them off by default): a factura is stamped
      // and e-mailed by one (issue 33).
      JOBS_POLL_MS: '1000',
      DATABASE_URL: '',
    },
  },
});
