import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite } from '../src/db/client.ts';
import { databaseUrlFor, type DbTemplate } from './db-templates.ts';

/**
 * Real server processes for fault tests: the server's own start command (see `serverCommand`)
 * on a random port of 127.0.0.1, killed and restarted by the test, on a DATA_DIR and database
 * copied from this run's templates (`fromTemplate`). Every process, temp folder and database
 * made here is cleaned up by `cleanUpProcesses()` (call it in afterAll), even when a test
 * failed halfway.
 */

/** Every spawned server answers as this public address (as behind a reverse proxy). */
export const APP_ORIGIN = 'http://localhost:3000';
/** The PostgreSQL server of CI's second leg; undefined on the embedded-database run. */
export const postgresServerUrl = process.env.HV_TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;

const serverDir = join(import.meta.dirname, '..');
// Every child until it exits, including one that never got ready.
const running = new Map<ChildProcessWithoutNullStreams, Promise<Exit>>();
const temporary: string[] = [];
const databases: (() => Promise<void>)[] = [];

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  pid: number;
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcessWithoutNullStreams;
  /** Resolves when the process has exited, however it ended. */
  exited: Promise<Exit>;
  /** Everything it printed, for failure messages. */
  output(): string;
}

export function tempDir(prefix = 'hv-faults-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  temporary.push(dir);
  return dir;
}

/** Where a server process keeps its data: DATA_DIR, and the PostgreSQL database if any. */
export interface Target {
  dataDir: string;
  databaseUrl: string | null;
}

/**
 * A new DATA_DIR (and on PostgreSQL a new database) as this run's template left it (see
 * db-templates.ts): migrated, and with the demo data and its stored images when asked. A server
 * started on it finds an installed site, as after its first start, without spending ~10 s of
 * each process on the migrations and the demo data (a start from nothing is tested in-process,
 * persistence.test.ts). On PGlite, DATA_DIR/db is a copy of the template's folder (below).
 */
export async function fromTemplate(opts: { demoData: boolean }): Promise<Target> {
  const template = inject('dbTemplates')[opts.demoData ? 'demo' : 'bare'];
  const dataDir = tempDir();
  const storage = join(template.dataDir, 'storage');
  if (existsSync(storage)) cpSync(storage, join(dataDir, 'storage'), { recursive: true });
  if (postgresServerUrl) return { dataDir, databaseUrl: await createPostgresDatabase(postgresServerUrl, template.source) };
  cpSync(await pgliteFolder(template), join(dataDir, 'db'), { recursive: true });
  return { dataDir, databaseUrl: null };
}

/**
 * The PGlite template as a database folder, the server's DATA_DIR/db: its dump opened once on
 * disk and closed (a cleanly shut-down cluster), per worker process, in the template's own
 * folder (removed with it). Copying the folder takes a fraction of a second; opening PGlite
 * takes one or two.
 */
function pgliteFolder(template: DbTemplate): Promise<string> {
  let folder = pgliteFolders.get(template.source);
  if (!folder) {
    const dir = join(template.dataDir, `db-${process.pid}`);
    folder = (async () => {
      rmSync(dir, { recursive: true, force: true });
      const db = await openPglite(dir, new Blob([readFileSync(template.source)]));
      await db.close();
      return dir;
    })();
    pgliteFolders.set(template.source, folder);
  }
  return folder;
}
const pgliteFolders = new Map<string, Promise<string>>();

const distMain = join(serverDir, 'dist', 'main.js');

/** The newest modification time of the files under `dir`. */
function newestChange(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

let command: string[] | undefined;
/**
 * How a server process is started (node's arguments, in apps/server): production's compiled
 * `dist/main.js`, as `npm start` runs it, when `npm run build` made it after the last change to
 * the server's and the shared package's sources (`npm test` builds first); else the sources
 * through tsx, which transpiles every module at each start (~3 s more per process on CI's
 * machine). Never a build older than the code under test.
 */
export function serverCommand(): string[] {
  if (command) return command;
  const built = existsSync(distMain) ? statSync(distMain).mtimeMs : 0;
  const sources = Math.max(
    newestChange(join(serverDir, 'src')),
    newestChange(join(serverDir, '..', '..', 'packages', 'shared', 'src')),
  );
  command = built >= sources ? ['--enable-source-maps', 'dist/main.js'] : ['--import', 'tsx', 'src/main.ts'];
  return command;
}

/**
 * Starts the server and waits for its "listo en" line. Production mode (better-auth's rate
 * limits on) behind a trusted proxy, so each simulated client brings its own X-Forwarded-For.
 */
export async function startServer(opts: {
  dataDir: string;
  databaseUrl?: string | null;
  demoData?: boolean;
  env?: Record<string, string>;
}): Promise<ServerProcess> {
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? tmpdir(),
    NODE_ENV: 'production',
    PORT: '0',
    HOST: '127.0.0.1',
    PUBLIC_URL: APP_ORIGIN,
    DATA_DIR: opts.dataDir,
    DATABASE_URL: opts.databaseUrl ?? '',
    AUTH_SECRET: 'fault-tests-secret-0123456789abcdef0123456789',
    DEMO_DATA: String(opts.demoData ?? false),
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'warn',
    ...opts.env,
  };
  const child = spawn(process.execPath, serverCommand(), { cwd: serverDir, env });
  let printed = '';
  child.stdout.on('data', (d) => (printed += d));
  child.stderr.on('data', (d) => (printed += d));
  const exited = new Promise<Exit>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  running.set(child, exited);
  void exited.then(() => running.delete(child));
  const port = await new Promise<number>((resolve, reject) => {
    const onData = () => {
      const match = /listo en http:\/\/localhost:(\d+)/.exec(printed);
      if (match) {
        child.stdout.off('data', onData);
        resolve(Number(match[1]));
      }
    };
    child.stdout.on('data', onData);
    void exited.then((exit) => reject(new Error(`server exited before it was ready (${JSON.stringify(exit)}):\n${printed}`)));
  });
  const server: ServerProcess = {
    pid: child.pid!,
    url: `http://127.0.0.1:${port}`,
    port,
    dataDir: opts.dataDir,
    child,
    exited,
    output: () => printed,
  };
  return server;
}

/** Sends a signal and waits for the exit. */
export async function stopServer(server: ServerProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<Exit> {
  server.child.kill(signal);
  return server.exited;
}

/** A new database on the PostgreSQL server (empty, or a copy of `template`), dropped by cleanUpProcesses(). */
export async function createPostgresDatabase(serverUrl: string, template?: string): Promise<string> {
  const name = `hv_test_faults_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  databases.push(() => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  return databaseUrlFor(serverUrl, name);
}

async function adminQuery(serverUrl: string, text: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Kills what is still running (a failed test), drops the databases and removes the temp folders. */
export async function cleanUpProcesses(): Promise<void> {
  await Promise.all(
    [...running].map(([child, exited]) => {
      child.kill('SIGKILL');
      return exited;
    }),
  );
  for (const drop of databases.splice(0)) await drop().catch(() => {});
  for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true });
}

// ---------------------------------------------------------------- talking to a server

// Answers are read as loosely as inject()'s res.json() in the other suites; the tests assert the shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

export interface Answer<T = Json> {
  status: number;
  body: T;
  headers: Headers;
}

/** A short random tag for names and codes that must not collide between runs on one database. */
export const unique = () => randomBytes(4).toString('hex').toUpperCase();

let ipCounter = 0;
/** A client address of its own (X-Forwarded-For), so per-IP limits count each simulated client apart. */
export const nextClientIp = () => `10.77.${Math.floor(++ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;

/** One simulated browser: its own address and session cookie, the site's Origin on every call. */
export class Client {
  cookie = '';
  constructor(
    public base: string,
    public ip = nextClientIp(),
  ) {}

  async call<T = Json>(method: string, path: string, body?: unknown): Promise<Answer<T>> {
    const headers: Record<string, string> = { origin: APP_ORIGIN, 'x-forwarded-for': this.ip };
    if (this.cookie) headers.cookie = this.cookie;
    let payload: RequestInit['body'];
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const response = await fetch(`${this.base}${path}`, { method, headers, body: payload });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON */
    }
    const cookies = response.headers.getSetCookie();
    if (cookies.length) this.cookie = cookies.map((c) => c.split(';')[0]).join('; ');
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  /** Signs in through better-auth (demo password by default); the cookie is kept. */
  async signIn(email: string, password = 'demo1234'): Promise<this> {
    const res = await this.call('POST', '/api/auth/sign-in/email', { email, password });
    if (res.status !== 200) throw new Error(`sign-in of ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
    return this;
  }

  /** The same browser talking to another process (the same cookie and address). */
  on(base: string): Client {
    const other = new Client(base, this.ip);
    other.cookie = this.cookie;
    return other;
  }
}

/** Whether a new TCP connection to the server is refused. */
export function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: '/api/health', agent: false });
    req.on('response', (res) => {
      res.resume();
      resolve(false);
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
    req.end();
  });
}

export interface HeldRequest {
  /** Resolves once the server has read the headers and routed the request (HTTP 100 Continue). */
  accepted: Promise<void>;
  /** Sends the body; resolves with the complete answer or rejects on a socket error. */
  finish(): Promise<{ status: number; body: string; headers: IncomingHttpHeaders }>;
}

/**
 * A JSON POST whose body is held back: with `Expect: 100-continue` Node's HTTP server answers
 * "100 Continue" right before it hands the request to Fastify, so once `accepted` resolves the
 * request is in flight inside the server, deterministically, until `finish()` sends the body.
 * On a keep-alive connection, as browsers and proxies use.
 */
export function heldPost(port: number, path: string, body: unknown, headers: Record<string, string> = {}): HeldRequest {
  const payload = Buffer.from(JSON.stringify(body));
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const req = httpRequest({
    host: '127.0.0.1',
    port,
    path,
    method: 'POST',
    agent,
    headers: {
      origin: APP_ORIGIN,
      'content-type': 'application/json',
      'content-length': String(payload.length),
      expect: '100-continue',
      ...headers,
    },
  });
  const accepted = new Promise<void>((resolve, reject) => {
    req.on('continue', () => resolve());
    req.on('error', reject);
  });
  const answer = new Promise<{ status: number; body: string; headers: IncomingHttpHeaders }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => {
        agent.destroy();
        if (res.complete) resolve({ status: res.statusCode!, body: text, headers: res.headers });
        else reject(new Error('truncated answer'));
      });
      res.on('aborted', () => reject(new Error('answer aborted')));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
  answer.catch(() => {});
  accepted.catch(() => {});
  req.flushHeaders();
  return {
    accepted,
    finish() {
      req.end(payload);
      return answer;
    },
  };
}

// ---------------------------------------------------------------- looking inside the database

export interface Sql {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

/**
 * Direct SQL on a server's database, to check what it really stored. PGlite can only be opened
 * once its server process is gone (one process per folder); PostgreSQL any time.
 */
export async function openSql(target: { dataDir: string; databaseUrl?: string | null }): Promise<Sql> {
  if (target.databaseUrl) {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    return {
      query: async (text, params) => (await client.query(text, params as unknown[])).rows,
      close: () => client.end(),
    };
  }
  const db = await openPglite(join(target.dataDir, 'db'));
  return {
    query: async <T>(text: string, params?: unknown[]) => (await db.query<T>(text, params)).rows,
    close: () => db.close(),
  };
}

/**
 * The cluster state PostgreSQL (here PGlite's) keeps in global/pg_control: the fourth 32-bit
 * field of ControlFileData, after system_identifier, pg_control_version and
 * catalog_version_no. 'shut down' after a clean close; 'in production' while open or after a
 * crash, when the next start must replay the WAL.
 */
export function pgliteClusterState(dataDir: string): string {
  const control = readFileSync(join(dataDir, 'db', 'global', 'pg_control'));
  const states = [
    'starting up',
    'shut down',
    'shut down in recovery',
    'shutting down',
    'in crash recovery',
    'in archive recovery',
    'in production',
  ];
  return states[control.readUInt32LE(16)] ?? `unknown (${control.readUInt32LE(16)})`;
}

/** The pid written in DATA_DIR/server.lock (its first line), or null without a lock file. */
export function lockPid(dataDir: string): number | null {
  try {
    return Number(readFileSync(join(dataDir, 'server.lock'), 'utf8').split('\n')[0]);
  } catch {
    return null;
  }
}
