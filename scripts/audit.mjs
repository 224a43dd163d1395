#!/usr/bin/env node
// `npm run audit`: starts the built server on a throwaway DATA_DIR, then
//  1. measures the JavaScript each public page downloads on first load (gzipped), and checks
//     that nothing is requested outside the site;
//  2. runs Lighthouse (mobile) with Debian's Chromium on the home page, the list and one detail page.
// Prints figures; it never fails on a score (budgets are reported, not timed tests).
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';

const require = createRequire(join(process.cwd(), 'e2e', 'package.json'));
const { chromium } = require('playwright-core');

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1',
];
const port = 20000 + Math.floor(Math.random() * 30000);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'hv-audit-'));

const server = spawn(process.execPath, ['dist/main.js'], {
  cwd: join(process.cwd(), 'apps/server'),
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: base, LOG_LEVEL: 'warn', DATABASE_URL: '' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stop = () => {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('exit', stop);

for (let i = 0; i < 120; i++) {
  try {
    if ((await fetch(`${base}/api/health`)).ok) break;
  } catch {
    // not listening yet
  }
  await new Promise((r) => setTimeout(r, 500));
}

const { data } = await (await fetch(`${base}/api/experiences?limit=1`)).json();
const detail = `/experiencia/${data[0].slug}`;
const pages = ['/', '/experiencias', detail, '/viaje/barrancas-del-cobre'];

console.log('\nFirst-load JavaScript per page (gzipped), and requests leaving the site');
const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
for (const path of pages) {
  const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const page = await context.newPage();
  let js = 0;
  const outside = [];
  page.on('request', (r) => {
    if (!r.url().startsWith(base) && !r.url().startsWith('data:')) outside.push(r.url());
  });
  page.on('response', async (r) => {
    if (r.request().resourceType() === 'script') js += gzipSync(await r.body().catch(() => Buffer.alloc(0))).length;
  });
  await page.goto(base + path, { waitUntil: 'networkidle' });
  console.log(`  ${path.padEnd(45)} ${(js / 1024).toFixed(1).padStart(7)} KB   outside requests: ${outside.length}`);
  await context.close();
}
await browser.close();

console.log('\nLighthouse (mobile), scores 0-100');
console.log(`  ${'page'.padEnd(45)} perf  a11y  best  seo`);
const lighthouse = (path) =>
  JSON.parse(
    execFileSync(
      'npx',
      [
        '-y',
        'lighthouse@12.8.2',
        base + path,
        '--output=json',
        '--quiet',
        '--form-factor=mobile',
        '--only-categories=performance,accessibility,best-practices,seo',
        `--chrome-flags=${FLAGS.join(' ')}`,
      ],
      { env: { ...process.env, CHROME_PATH: CHROMIUM }, maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'pipe'] },
    ).toString(),
  );
for (const path of ['/', '/experiencias', detail]) {
  let report;
  // A busy machine occasionally makes headless Chromium miss its first paint (NO_FCP): try again.
  for (let attempt = 1; attempt <= 3 && !report; attempt++) {
    try {
      report = lighthouse(path);
    } catch (error) {
      const reason = /\(([A-Z_]+)\)/.exec(String(error.stdout ?? '') + String(error.stderr ?? ''))?.[1] ?? 'error';
      console.log(`  ${path.padEnd(45)} attempt ${attempt} failed: ${reason}`);
    }
  }
  if (!report) continue;
  const score = (k) => String(Math.round(report.categories[k].score * 100)).padStart(4);
  console.log(
    `  ${path.padEnd(45)} ${score('performance')}  ${score('accessibility')}  ${score('best-practices')}  ${score('seo')}`,
  );
}
stop();
process.exit(0);
