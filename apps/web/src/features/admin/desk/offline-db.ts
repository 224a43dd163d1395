import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { PassengerManifest } from '@hv/shared';
import type { CheckInStore, QueuedCheckIn } from './offline-check-ins.ts';

// The desk's offline memory (issue 29 item 5, docs/decisions/0207-offline-check-in.md): the queue of
// check-ins not sent yet and today's manifests as last seen, in IndexedDB so that a page reloaded
// without a connection still shows them.

interface DeskDb extends DBSchema {
  /** One record, `queue`: the check-ins waiting, in the order they were made. */
  queue: { key: string; value: QueuedCheckIn[] };
  /** A manifest per departure query (`kind=…&id=…&date=…`), kept while its date is today or later. */
  manifests: { key: string; value: { query: string; date: string; savedAt: string; manifest: PassengerManifest } };
}

const DB_NAME = 'hv-desk';
const QUEUE_KEY = 'queue';
// Decision 0192's first queue lived in localStorage; its items move here once.
const LEGACY_KEY = 'hv-desk-offline-check-ins';

let opening: Promise<IDBPDatabase<DeskDb> | null> | undefined;
/** The database, or null where the browser has none (then the queue lives in memory only). */
function db(): Promise<IDBPDatabase<DeskDb> | null> {
  opening ??=
    typeof indexedDB === 'undefined'
      ? Promise.resolve(null)
      : openDB<DeskDb>(DB_NAME, 1, {
          upgrade(database) {
            database.createObjectStore('queue');
            database.createObjectStore('manifests');
          },
        }).catch(() => null);
  return opening;
}

/** Merges two queues, the earlier ones first, each check-in (passenger and time) once. */
export function mergeQueues(first: readonly QueuedCheckIn[], then: readonly QueuedCheckIn[]): QueuedCheckIn[] {
  const key = (q: QueuedCheckIn) => `${q.bookingId}:${q.index}:${q.at}:${q.present}`;
  const seen = new Set(first.map(key));
  return [...first, ...then.filter((q) => !seen.has(key(q)))];
}

function legacyQueue(): QueuedCheckIn[] {
  try {
    return JSON.parse(localStorage.getItem(LEGACY_KEY) ?? '[]') as QueuedCheckIn[];
  } catch {
    return [];
  }
}

let memory: QueuedCheckIn[] = [];
let loaded: Promise<void> | undefined;

/**
 * Reads the stored queue into memory (once). Anything queued before it arrived is kept after it:
 * the stored items were made earlier, on a previous page load.
 */
export function loadQueue(): Promise<void> {
  loaded ??= (async () => {
    const database = await db();
    const stored = (await database?.get('queue', QUEUE_KEY).catch(() => undefined)) ?? [];
    memory = mergeQueues(mergeQueues(legacyQueue(), stored), memory);
    await persist();
    try {
      localStorage.removeItem(LEGACY_KEY);
    } catch {
      // Storage refused (private mode): nothing was there to move.
    }
  })();
  return loaded;
}

async function persist() {
  const database = await db();
  await database?.put('queue', memory, QUEUE_KEY).catch(() => undefined);
}

/** The queue: read at once from memory, written through to IndexedDB. */
export const browserStore: CheckInStore = {
  read: () => [...memory],
  write(items) {
    memory = [...items];
    void persist();
  },
};

const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

/** Keeps a manifest as it came from the server; manifests of past days are dropped. */
export async function saveManifest(query: string, manifest: PassengerManifest): Promise<void> {
  const database = await db();
  if (!database) return;
  try {
    const tx = database.transaction('manifests', 'readwrite');
    const day = today();
    for (const kept of await tx.store.getAll()) if (kept.date < day) await tx.store.delete(kept.query);
    if (manifest.departure.date >= day) {
      await tx.store.put({ query, date: manifest.departure.date, savedAt: new Date().toISOString(), manifest }, query);
    }
    await tx.done;
  } catch {
    // A full or refused store costs only the offline copy.
  }
}

/** The manifest last kept for a departure, or null. */
export async function savedManifest(query: string): Promise<PassengerManifest | null> {
  const database = await db();
  const kept = await database?.get('manifests', query).catch(() => undefined);
  return kept?.manifest ?? null;
}

/** Every manifest kept for today or later: what a voucher scanned offline is looked up in (decision 0207). */
export async function savedManifests(): Promise<PassengerManifest[]> {
  const database = await db();
  const kept = (await database?.getAll('manifests').catch(() => undefined)) ?? [];
  const day = today();
  return kept.filter((k) => k.date >= day).map((k) => k.manifest);
}
