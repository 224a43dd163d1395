import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

export interface RunningProcess {
  pid: number;
  url: string;
  /** Peak resident memory so far (VmHWM, MB). */
  peakRssMb(): number;
  stop(): Promise<void>;
}

export const ROOT = new URL('../../', import.meta.url).pathname;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** VmHWM of a process from /proc (Linux), in MB; 0 when unreadable. */
function readPeakRssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return Math.round(kb / 1024);
  } catch {
    return 0;
  }
}

async function waitHealthy(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`el proceso terminó al arrancar (código ${child.exitCode})`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} no respondió en ${timeoutMs / 1000} s`);
}

/**
 * The node arguments of the server's `npm start` (`node --flags dist/main.js` in
 * apps/server/package.json), so the bench runs the server exactly as production does — same
 * compiled file, same heap limit — while spawning node itself, whose pid the RSS is read from.
 */
export function serverStartArgs(): { args: string[]; cwd: string } {
  const pkg = JSON.parse(readFileSync(`${ROOT}apps/server/package.json`, 'utf8')) as { scripts: { start: string } };
  const [command, ...args] = pkg.scripts.start.split(/\s+/);
  if (command !== 'node') throw new Error(`apps/server: "start" no empieza con node: ${pkg.scripts.start}`);
  return { args, cwd: `${ROOT}apps/server` };
}

/**
 * Starts a node process (the process itself, so its pid is the server's) and waits until
 * `healthPath` answers 200: a `.ts` script through tsx, or the given arguments as they are.
 */
export async function startNode(opts: {
  script?: string;
  command?: { args: string[]; cwd: string };
  env: Record<string, string>;
  port: number;
  healthPath: string;
  label: string;
}): Promise<RunningProcess> {
  const { args, cwd } = opts.command ?? { args: ['--import', 'tsx', opts.script!], cwd: ROOT };
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...opts.env, PORT: String(opts.port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${opts.port}`;
  let lastPeak = 0;
  const peak = () => {
    if (child.exitCode === null) lastPeak = Math.max(lastPeak, readPeakRssMb(child.pid!));
    return lastPeak;
  };
  const stop = () =>
    new Promise<void>((resolve) => {
      peak();
      if (child.exitCode !== null) return resolve();
      const kill = setTimeout(() => child.kill('SIGKILL'), 15_000);
      child.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
      child.kill('SIGTERM');
    });
  try {
    await waitHealthy(url + opts.healthPath, child, 120_000);
  } catch (error) {
    await stop();
    throw new Error(`${opts.label}: ${(error as Error).message}`);
  }
  return { pid: child.pid!, url, peakRssMb: peak, stop };
}
