import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** Announced by a process after it changes the catalogue. */
const CATALOG = 'hv_catalog_changed';
/** Sent by triggers on "user" and "session" (migration 0007): a sign-out, a ban, a new role... */
export const SESSIONS_CHANNEL = 'hv_sessions_changed';
const RETRY_MS = 2_000;

export interface CacheBus {
  /** True while this process hears the others' changes. */
  readonly listening: boolean;
  /** Tells every other process that the catalogue changed (after the write has committed). */
  announce(): void;
  close(): Promise<void>;
}

/**
 * Keeps the caches of several processes on one PostgreSQL in step. A process that changes the
 * catalogue says so with NOTIFY; the database itself says so when a user or a session changes.
 * Every process LISTENs on a connection of its own and empties the matching cache at once. While
 * that connection is up the caches may live long; when it drops nobody can tell us about writes,
 * so `listening` turns false (the caches fall back to a short lifetime or none), both are
 * emptied, and the connection is retried every 2 s. On PGlite there is one process per folder
 * and no bus.
 */
export function createCacheBus(opts: {
  databaseUrl: string;
  /** Another process changed the catalogue, or we may have missed that it did. */
  onCatalogChange: () => void;
  /** A user or a session changed (in any process, this one too), or we may have missed it. */
  onSessionsChange: () => void;
  /** Sends through the app's pool, so announcing never depends on the listening connection. */
  send: (channel: string, payload: string) => Promise<unknown>;
  onError?: (error: unknown) => void;
}): CacheBus {
  const me = randomUUID();
  let listener: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const forgetAll = () => {
    opts.onCatalogChange();
    opts.onSessionsChange();
  };

  const lost = (client: pg.Client) => {
    if (listener !== client) return;
    listener = null;
    forgetAll();
    if (!closed) retry = setTimeout(() => void connect(), RETRY_MS);
  };

  async function connect() {
    const client = new pg.Client({ connectionString: opts.databaseUrl });
    client.on('notification', (message) => {
      if (message.channel === CATALOG && message.payload !== me) opts.onCatalogChange();
      if (message.channel === SESSIONS_CHANNEL) opts.onSessionsChange();
    });
    client.on('error', (error) => {
      opts.onError?.(error);
      lost(client);
    });
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CATALOG}; LISTEN ${SESSIONS_CHANNEL}`);
    } catch (error) {
      opts.onError?.(error);
      client.end().catch(() => {});
      if (!closed) retry = setTimeout(() => void connect(), RETRY_MS);
      return;
    }
    if (closed) return void client.end().catch(() => {});
    listener = client;
    forgetAll(); // whatever changed while we could not hear it
  }

  const ready = connect();

  return {
    get listening() {
      return listener !== null;
    },
    announce() {
      opts.send(CATALOG, me).catch((error: unknown) => opts.onError?.(error));
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      await ready;
      const client = listener;
      listener = null;
      await client?.end().catch(() => {});
    },
  };
}
