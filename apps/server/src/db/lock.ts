import { randomBytes } from 'node:crypto';
import {
  closeSync,
  fstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

// Two processes on one PGlite folder silently lose writes (docs/architecture.md §9), so the first
// process takes an exclusive lock file, DATA_DIR/server.lock, and a second one refuses to start.
//
// Not proper-lockfile: its stale takeover is stat → rmdir → mkdir, so two processes that find
// the same stale lock can both hold it (moxystudio/node-proper-lockfile#121; 4.1.2 let two of 20
// processes in, in 4 of 10 rounds of this project's race test) — the very race to close here.
//
// The file holds three lines: the holder's pid, a random id of this lock, and the identity of
// the holder's machine and pid namespace (host name, boot id, /proc/self/ns/pid). A lock of this
// machine and namespace is abandoned once its pid is dead, so a start after a crash takes it at
// once. A pid from another machine or container means nothing here: that lock is abandoned once
// its holder has not refreshed it (every `refreshMs`) for `staleMs`, and a process that finds one
// still fresh waits up to `staleMs` for that before it refuses. A file with only a pid (older
// versions, the backup script of docs/deploy.md) is held while that pid lives.
//
// Taking over an abandoned lock is a compare-and-swap: only the process that creates
// `server.lock.takeover-<id of that lock>` (O_EXCL, so exactly one) may replace it, and only
// after checking it is still the same lock; the replacement is an atomic rename. A process that
// loses waits for the winner's lock and is refused like any second process. If the winner dies
// between the two steps, its marker is itself an abandoned lock, taken over the same way.

/**
 * Only for a lock of another machine or container: after a crash there, a start here waits up
 * to 20 s (and says so); a live holder refreshes every 5 s, so it would have to stall for 20 s
 * (a frozen machine) to be taken for gone — and then it stops as soon as it runs again.
 */
const STALE_MS = 20_000;
const POLL_MS = 20;

export interface DataDirLockOptions {
  /** A lock of another machine or container is abandoned once not refreshed for this long. */
  staleMs?: number;
  /** How often the holder refreshes its lock (a quarter of `staleMs` by default). */
  refreshMs?: number;
  /** The lock no longer names this process. By default: a message, and exit at once. */
  onLost?: (holderPid: number | null) => void;
  /** Where the wait for another machine's lock is told (stderr by default). */
  log?: (message: string) => void;
}

interface LockFile {
  /** Null while the file is being written. */
  pid: number | null;
  /** Names this very lock (its id, or for a file without one, its inode and mtime). */
  key: string;
  /** Our machine and namespace: its pid can be checked here. */
  local: boolean;
  mtimeMs: number;
}

export function acquireDataDirLock(dataDir: string, options: DataDirLockOptions = {}): () => void {
  const staleMs = options.staleMs ?? STALE_MS;
  const refreshMs = options.refreshMs ?? staleMs / 4;
  const log = options.log ?? ((message: string) => console.error(message));
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'server.lock');
  const host = hostIdentity();
  const id = randomBytes(8).toString('hex');
  const content = `${process.pid}\n${id}\n${host}\n`;

  const read = (path: string): LockFile | null => {
    let fd;
    try {
      fd = openSync(path, 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    let text, stat;
    try {
      [text, stat] = [readFileSync(fd, 'utf8'), fstatSync(fd)]; // one file, even if replaced meanwhile
    } finally {
      closeSync(fd);
    }
    const byInode = `${stat.ino}-${Math.trunc(stat.mtimeMs)}`;
    const lines = text.split('\n');
    if (/^\s*\d+\s*$/.test(text)) return { pid: Number(text), key: byInode, local: true, mtimeMs: stat.mtimeMs };
    if (lines.length === 4 && lines[3] === '' && /^\d+$/.test(lines[0]!) && /^[0-9a-f]+$/.test(lines[1]!)) {
      return { pid: Number(lines[0]), key: lines[1]!, local: lines[2] === host, mtimeMs: stat.mtimeMs };
    }
    return { pid: null, key: byInode, local: false, mtimeMs: stat.mtimeMs }; // being written
  };

  const abandoned = (lock: LockFile) =>
    lock.local && lock.pid !== null
      ? lock.pid <= 0 || lock.pid === process.pid || !isAlive(lock.pid) // ours: an earlier life of this pid
      : Date.now() - lock.mtimeMs > staleMs;

  /** Creates `path` holding our content; false if it exists. */
  const create = (path: string) => {
    let fd;
    try {
      fd = openSync(path, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw error;
    }
    try {
      writeSync(fd, content);
    } finally {
      closeSync(fd);
    }
    return true;
  };

  /** Holds `path`: null once ours, or the live lock that keeps us out. */
  const claim = (path: string, depth: number): LockFile | null => {
    const giveUpAt = Date.now() + staleMs + 1_000;
    let told = false;
    for (;;) {
      if (create(path)) return null;
      const current = read(path);
      if (!current) continue; // released meanwhile
      if (!abandoned(current)) {
        if ((current.local && current.pid !== null) || Date.now() > giveUpAt) return current;
        // Another machine's lock, or one being written: wait for it to be refreshed or abandoned.
        if (!told && current.pid !== null) {
          told = true;
          log(
            `${file}: el pid ${current.pid} de otro equipo o contenedor lo tiene; ` +
              `esperando hasta ${Math.round(staleMs / 1000)} s a que lo suelte…`,
          );
        }
        pause(POLL_MS);
        continue;
      }
      if (depth >= 3) throw new Error(`No se pudo bloquear ${dataDir}.`);
      const marker = `${file}.takeover-${current.key}`;
      const replacing = claim(marker, depth + 1);
      if (replacing) {
        if (Date.now() > giveUpAt) return replacing;
        pause(POLL_MS); // someone else is replacing this lock right now
        continue;
      }
      try {
        if (read(path)?.key !== current.key) continue; // replaced meanwhile
        const temporary = `${file}.${id}.tmp`;
        writeFileSync(temporary, content);
        renameSync(temporary, path);
        return null;
      } finally {
        if (read(marker)?.key === id) rmSync(marker, { force: true });
      }
    }
  };

  const holder = claim(file, 0);
  if (holder) {
    throw new Error(`Otro proceso (pid ${holder.pid ?? '?'}) ya usa ${dataDir}. Deténlo o usa otro DATA_DIR.`);
  }
  sweepLitter(dataDir, id);

  const onLost =
    options.onLost ??
    ((pid: number | null) => {
      console.error(`Otro proceso${pid ? ` (pid ${pid})` : ''} tomó ${dataDir}: este se detiene para no dañar la base de datos.`);
      process.exit(1);
    });
  const refresh = setInterval(() => {
    try {
      const current = read(file);
      if (current?.key === id) {
        const now = new Date();
        utimesSync(file, now, now);
      } else if (current || !create(file)) {
        clearInterval(refresh);
        onLost(current?.pid ?? read(file)?.pid ?? null);
      }
    } catch {
      // A passing file-system error: try again at the next refresh.
    }
  }, refreshMs);
  refresh.unref();

  return () => {
    clearInterval(refresh);
    if (read(file)?.key === id) rmSync(file, { force: true });
  };
}

/** The machine and pid namespace this process runs in: pids can be compared only within one. */
function hostIdentity(): string {
  const parts = [hostname()];
  try {
    parts.push(readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim());
  } catch {
    /* not Linux */
  }
  try {
    parts.push(readlinkSync('/proc/self/ns/pid'));
  } catch {
    /* not Linux */
  }
  return parts.join(' ').replaceAll('\n', ' ');
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const sleeper = new Int32Array(new SharedArrayBuffer(4));
/** Start-up has nothing else to do meanwhile, and callers expect the lock synchronously. */
function pause(ms: number) {
  Atomics.wait(sleeper, 0, 0, ms);
}

/** Markers and temporary files left by processes that died mid-takeover, a minute or more ago. */
function sweepLitter(dataDir: string, id: string) {
  try {
    for (const name of readdirSync(dataDir)) {
      if (!name.startsWith('server.lock.') || name.includes(id)) continue;
      const path = join(dataDir, name);
      if (Date.now() - statSync(path).mtimeMs > 60_000) rmSync(path, { force: true });
    }
  } catch {
    // Litter only: never a reason not to start.
  }
}
