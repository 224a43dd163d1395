import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { acquireDataDirLock } from '../src/db/lock.ts';
import { cleanUpProcesses, lockPid, tempDir } from './process-helpers.ts';

// One process per embedded database (db/lock.ts), even when many start at once on a folder
// whose lock was left by a crash. Only on the PGlite run: the PostgreSQL leg takes no lock.

const serverDir = join(import.meta.dirname, '..');
const children = new Set<ChildProcessWithoutNullStreams>();
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await cleanUpProcesses();
});

interface Contender {
  pid: number;
  /** Tries at the instant `at` (epoch ms); 'won' or 'lost <message>'. */
  attempt(at: number): Promise<string>;
  /** SIGKILL, as a crash: the lock it holds stays behind. */
  kill(): Promise<void>;
}

/** A process of its own contending for the lock of `dataDir` (lock-contender.ts). */
async function contender(dataDir: string): Promise<Contender> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/lock-contender.ts', dataDir], { cwd: serverDir });
  children.add(child);
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  void exited.then(() => children.delete(child));
  const lines: string[] = [];
  let waiting: (() => void) | null = null;
  let buffered = '';
  let errors = '';
  child.stderr.on('data', (d) => (errors += d));
  child.stdout.on('data', (d) => {
    buffered += d;
    const parts = buffered.split('\n');
    buffered = parts.pop()!;
    lines.push(...parts);
    waiting?.();
  });
  const nextLine = async () => {
    while (!lines.length) {
      await Promise.race([
        new Promise<void>((resolve) => (waiting = resolve)),
        exited.then(() => {
          throw new Error(`contender exited: ${errors}`);
        }),
      ]);
    }
    return lines.shift()!;
  };
  expect(await nextLine()).toBe('ready');
  return {
    pid: child.pid!,
    attempt(at) {
      child.stdin.write(`go ${at}\n`);
      return nextLine();
    },
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
  };
}

const refusal = (pid: number, dataDir: string) => `Otro proceso (pid ${pid}) ya usa ${dataDir}. Deténlo o usa otro DATA_DIR.`;

/** A lock written by a process on another machine or in another container. */
const foreignLock = (dataDir: string, pid = 4242) =>
  writeFileSync(join(dataDir, 'server.lock'), `${pid}\n0123456789abcdef\notra-maquina 1234 pid:[1]\n`);

describe.skipIf(process.env.HV_TEST_DB === 'postgres')('the DATA_DIR lock', () => {
  it('lets exactly one of 20 processes started at once take a lock left by a killed process, every time', async () => {
    const dataDir = tempDir('hv-lock-');
    let crashed = await contender(dataDir);
    expect(await crashed.attempt(Date.now())).toBe('won');
    await crashed.kill();

    const field = await Promise.all(Array.from({ length: 20 }, () => contender(dataDir)));
    for (let round = 1; round <= 8; round++) {
      expect(lockPid(dataDir)).toBe(crashed.pid); // the lock of a dead process

      const at = Date.now() + 150;
      const results = await Promise.all(field.map((c) => c.attempt(at)));
      const winners = field.filter((_, i) => results[i] === 'won');
      expect(
        winners.map((w) => w.pid),
        `round ${round}: ${results.join(' | ')}`,
      ).toHaveLength(1);
      const winner = winners[0]!;
      expect(results.filter((r) => r !== 'won')).toEqual(Array(19).fill(`lost ${refusal(winner.pid, dataDir)}`));
      expect(lockPid(dataDir)).toBe(winner.pid);

      // The winner crashes in turn; a new process takes its place for the next round.
      await winner.kill();
      field.splice(field.indexOf(winner), 1, await contender(dataDir));
      crashed = winner;
    }
  }, 180_000);

  it('refuses a second process at once while the first lives, naming its pid', async () => {
    const dataDir = tempDir('hv-lock-');
    const first = await contender(dataDir);
    expect(await first.attempt(Date.now())).toBe('won');
    const startedAt = Date.now();
    expect(() => acquireDataDirLock(dataDir)).toThrow(refusal(first.pid, dataDir));
    expect(Date.now() - startedAt).toBeLessThan(1_000); // no waiting for a process of this machine

    // After a crash the next start takes it at once, and gives it back when it stops.
    await first.kill();
    const release = acquireDataDirLock(dataDir);
    expect(lockPid(dataDir)).toBe(process.pid);
    release();
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
  });

  it('holds a lock with only a pid (older versions, the backup script) while that pid lives', async () => {
    const dataDir = tempDir('hv-lock-');
    writeFileSync(join(dataDir, 'server.lock'), `${process.ppid}\n`); // as `echo $$ > server.lock`
    expect(() => acquireDataDirLock(dataDir)).toThrow(refusal(process.ppid, dataDir));

    const gone = await contender(dataDir);
    await gone.kill();
    writeFileSync(join(dataDir, 'server.lock'), `${gone.pid}\n`);
    acquireDataDirLock(dataDir)();
  });

  it('waits for the lock of another machine or container while it is refreshed, then refuses', async () => {
    const dataDir = tempDir('hv-lock-');
    foreignLock(dataDir);
    // Its holder keeps it fresh, from a process of its own (acquiring blocks this one).
    const file = join(dataDir, 'server.lock');
    const refresher = spawn(
      process.execPath,
      ['-e', `setInterval(() => { const now = new Date(); require('fs').utimesSync(${JSON.stringify(file)}, now, now); }, 50)`],
      { stdio: 'ignore' },
    );
    children.add(refresher as unknown as ChildProcessWithoutNullStreams);
    try {
      // The holder is alive once it has refreshed the lock (a busy machine may start it late).
      const past = new Date(Date.now() - 60_000);
      utimesSync(file, past, past);
      await vi.waitFor(() => expect(Date.now() - statSync(file).mtimeMs).toBeLessThan(1_000), { timeout: 10_000 });
      const log = vi.fn();
      const startedAt = Date.now();
      // A pid of another machine means nothing here (4242 may not even exist): not a takeover.
      expect(() => acquireDataDirLock(dataDir, { staleMs: 2_000, log })).toThrow(refusal(4242, dataDir));
      expect(Date.now() - startedAt).toBeGreaterThanOrEqual(2_000); // it waited for it to go stale
      expect(log).toHaveBeenCalledWith(expect.stringContaining('el pid 4242 de otro equipo o contenedor lo tiene'));
    } finally {
      refresher.kill('SIGKILL');
    }
  });

  it('takes over the lock of another machine or container once it has not been refreshed for staleMs', () => {
    const dataDir = tempDir('hv-lock-');
    foreignLock(dataDir);
    const past = new Date(Date.now() - 600);
    utimesSync(join(dataDir, 'server.lock'), past, past);
    const release = acquireDataDirLock(dataDir, { staleMs: 500 });
    expect(lockPid(dataDir)).toBe(process.pid);
    release();
  });

  it('keeps its lock fresh while it holds it, and says so when another process has taken it', async () => {
    const dataDir = tempDir('hv-lock-');
    const onLost = vi.fn();
    const release = acquireDataDirLock(dataDir, { staleMs: 400, refreshMs: 20, onLost });
    const file = join(dataDir, 'server.lock');
    const past = new Date(Date.now() - 10_000);
    utimesSync(file, past, past);
    await vi.waitFor(() => expect(Date.now() - statSync(file).mtimeMs).toBeLessThan(1_000), { timeout: 5_000 });
    expect(onLost).not.toHaveBeenCalled();

    foreignLock(dataDir, 4343); // taken over, e.g. while this process was frozen
    await vi.waitFor(() => expect(onLost).toHaveBeenCalledWith(4343), { timeout: 5_000 });
    release();
    expect(lockPid(dataDir)).toBe(4343); // not ours to remove
  });
});
