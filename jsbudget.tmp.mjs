import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
const require = createRequire('/work/main/e2e/package.json');
const { chromium } = require('playwright-core');
const [root, port, ...pages] = process.argv.slice(2);
const base = `http://127.0.0.1:${port}`;
const server = spawn('node', ['dist/main.js'], { cwd: join(root, 'apps/server'), env: { ...process.env, PORT: port, DATA_DIR: mkdtempSync(join(tmpdir(), 'jsb-')), PUBLIC_URL: base, NODE_ENV: 'production' }, stdio: 'ignore' });
for (let i = 0; i < 600; i++) { try { if ((await fetch(base + '/api/health')).ok) break; } catch {} await new Promise((r) => setTimeout(r, 500)); }
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
for (const path of pages) {
  const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const page = await context.newPage();
  const scripts = [];
  page.on('response', (r) => { if (r.request().resourceType() === 'script') scripts.push(r.body().then((b) => gzipSync(b).length, () => 0)); });
  await page.goto(base + path, { waitUntil: 'networkidle' });
  const sizes = await Promise.all(scripts);
  console.log(`${path}\t${(sizes.reduce((a, b) => a + b, 0) / 1024).toFixed(1)} KB gz\t${sizes.length} files`);
  await context.close();
}
await browser.close();
server.kill();
