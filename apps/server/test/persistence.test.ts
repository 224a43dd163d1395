import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { cleanUpProcesses, fromTemplate, serverCommand } from './process-helpers.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'hv-persist-'));
  dirs.push(dir);
  return dir;
};
afterAll(async () => {
  dirs.forEach((d) => rmSync(d, { recursive: true, force: true }));
  await cleanUpProcesses();
});

// Always the embedded database: this is about what DATA_DIR keeps across restarts.
const start = (dataDir: string) =>
  buildApp(
    loadConfig(
      { NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:3000' },
      { databaseUrl: null, demoData: true },
    ),
  );

describe('DATA_DIR', () => {
  it('keeps data across a stop and start, and a new DATA_DIR starts clean and seeds again', async () => {
    // A DATA_DIR as a first start with the demo data leaves it (this run's template, on disk).
    const { dataDir } = await fromTemplate({ demoData: true });
    let app = await start(dataDir);
    const before = (await app.inject('/api/experiences')).json().data as { slug: string }[];
    await app.database.db.execute(sql`update experiences set name = 'Nombre cambiado' where slug = ${before[0]!.slug}`);
    await app.close();

    app = await start(dataDir);
    const after = (await app.inject(`/api/experiences/${before[0]!.slug}`)).json();
    expect(after.name).toBe('Nombre cambiado');
    const users = await app.database.db.query.user.findMany();
    expect(users.filter((u) => u.email === 'admin@example.com')).toHaveLength(1); // seeded once only
    await app.close();

    const fresh = await start(tempDir());
    const freshList = (await fresh.inject('/api/experiences')).json().data as { name: string }[];
    expect(freshList.length).toBe(before.length);
    expect(freshList.map((e) => e.name)).not.toContain('Nombre cambiado');
    await fresh.close();
    // Three start-ups on disk, one of them drawing the demo images: give a busy machine room.
  }, 240_000);

  // The DATA_DIR lock (a second process refused, a dead holder's lock taken over): data-dir-lock.test.ts.
});

describe('configuration', () => {
  it('names the bad variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ DEMO_DATA: 'quizá' })).toThrow(/DEMO_DATA/);
  });

  it('refuses the development secret for a site published over HTTPS', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'https://hormigaviajera.mx' })).toThrow(
      /AUTH_SECRET: obligatorio cuando PUBLIC_URL usa https/,
    );
    expect(loadConfig({ PUBLIC_URL: 'https://hormigaviajera.mx', AUTH_SECRET: 'x'.repeat(32) }).publicUrl).toBe(
      'https://hormigaviajera.mx',
    );
  });

  it('defaults to the embedded database with demo data, and needs DEMO_DATA=true on a server', () => {
    expect(loadConfig({}).demoData).toBe(true);
    expect(loadConfig({ DEMO_DATA: 'false' }).demoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeNull();
    expect(loadConfig({ DATABASE_URL: 'postgres://x@localhost/db', AUTH_SECRET: 'x'.repeat(32) }).demoData).toBe(false);
  });

  it('starts, answers, and on SIGTERM shuts down cleanly, releasing the DATA_DIR lock', async () => {
    const { dataDir } = await fromTemplate({ demoData: false });
    const child = spawn(process.execPath, serverCommand(), {
      cwd: join(import.meta.dirname, '..'),
      env: { ...process.env, PORT: '0', DATA_DIR: dataDir, DEMO_DATA: 'false', LOG_LEVEL: 'warn', DATABASE_URL: '' },
    });
    let stdout = '';
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (d) => {
        stdout += d;
        const match = /listo en (http:\/\/\S+)/.exec(stdout);
        if (match) resolve(match[1]!);
      });
      child.on('exit', (code) => reject(new Error(`exited early with ${code}`)));
    });
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(true);
    const health = await fetch(`${url.replace('localhost', '127.0.0.1')}/api/health`);
    expect(health.status).toBe(200);
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
  });

  it('stops start-up with a clear message when PORT=abc', async () => {
    const child = spawn(process.execPath, serverCommand(), {
      cwd: join(import.meta.dirname, '..'),
      env: { ...process.env, PORT: 'abc', DATA_DIR: tempDir() },
    });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('PORT');
    expect(stderr).toContain('abc');
  });
});
