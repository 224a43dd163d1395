import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** Announced by a process after it changes the catalogue. */
const CATALOG = 'hv_catalog_changed';
/** Sent by triggers on "user" and "session" (migration 0007): a sign-out, a ban, a new role... */
export const SESSIONS_CHANNEL = 'hv_sessions_changed';

export interface CacheBus {
  /** True while this process hears the others' changes. */
  readonly listening: boolean;
  /** Tells every other process that the catalogue changed (after the write has committed). */
  announce(): void;
  close(): Promise<void>;
}

export interface CacheBusTimings {
  /** Pause before connecting again after the listening connection was lost. */
  retryMs: number;
  /** How often the process sends itself a heartbeat through the pool. */
  heartbeatMs: number;
  /** A listener that heard nothing, not even its own heartbeat, for this long is deaf. */
  deafAfterMs: number;
}

/**
 * 2 s heartbeats and 6 s of silence: a deaf listener is found within 6–8 s, while a heartbeat
 * held up for a few seconds behind a busy pool does not empty the caches for nothing.
 */
export const CACHE_BUS_TIMINGS: CacheBusTimings = { retryMs: 2_000, heartbeatMs: 2_000, deafAfterMs: 6_000 };

/**
 * Keeps the caches of several processes on one PostgreSQL in step. A process that changes the
 * catalogue says so with NOTIFY; the database itself says so when a user or a session changes.
 * Every process LISTENs on a connection of its own and empties the matching cache at once. While
 * that connection hears, the caches may live long; when it drops nobody can tell us about writes,
 * so `listening` turns false (the caches fall back to a short lifetime or none), both are
 * emptied, and the connection is retried every 2 s. On PGlite there is one process per folder
 * and no bus.
 *
 * A connection can also go silent without closing (a half-open TCP connection after a network
 * fault or a failover, a frozen server process): nothing arrives and no error either. So every
 * `heartbeatMs` the process sends a NOTIFY on a channel of its own through the app's pool, and a
 * listener that has heard nothing for `deafAfterMs` is treated as lost: `listening` turns false,
 * the caches are emptied, its socket is dropped and a new connection is made. TCP keepalive on
 * the listening connection lets the operating system notice a dead peer too.
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
  /** Shown in pg_stat_activity for the listening connection. */
  applicationName?: string;
  timings?: Partial<CacheBusTimings>;
}): CacheBus {
  const { retryMs, heartbeatMs, deafAfterMs } = { ...CACHE_BUS_TIMINGS, ...opts.timings };
  const me = randomUUID();
  // A channel only this process listens on, so n processes send n heartbeats, not n² deliveries.
  const heartbeatChannel = `hv_heartbeat_${me.replaceAll('-', '')}`;
  let listener: pg.Client | null = null;
  let lastHeard = 0;
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
    if (!closed) retry = setTimeout(() => void connect(), retryMs);
  };

  /** Ends a connection without waiting for the other side, which may never answer again. */
  const drop = (client: pg.Client) => {
    client.end().catch(() => {});
    client.connection.stream.destroy();
  };

  async function connect() {
    const client = new pg.Client({
      connectionString: opts.databaseUrl,
      application_name: opts.applicationName ?? `hv-cache-bus pid ${process.pid}`,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      connectionTimeoutMillis: 10_000,
    });
    client.on('notification', (message) => {
      lastHeard = Date.now(); // anything at all proves the connection still hears
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
      await client.query(`LISTEN ${CATALOG}; LISTEN ${SESSIONS_CHANNEL}; LISTEN ${heartbeatChannel}`);
    } catch (error) {
      opts.onError?.(error);
      drop(client);
      if (!closed) retry = setTimeout(() => void connect(), retryMs);
      return;
    }
    if (closed) return void client.end().catch(() => {});
    listener = client;
    lastHeard = Date.now();
    forgetAll(); // whatever changed while we could not hear it
  }

  const heartbeat = setInterval(() => {
    const client = listener;
    if (!client) return;
    if (Date.now() - lastHeard > deafAfterMs) {
      opts.onError?.(new Error(`cache bus: nothing heard for ${deafAfterMs} ms, reconnecting`));
      lost(client);
      drop(client);
      return;
    }
    // A failed send shows up as silence on the listener, reported above.
    opts.send(heartbeatChannel, '').catch(() => {});
  }, heartbeatMs);
  heartbeat.unref();

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
      clearInterval(heartbeat);
      clearTimeout(retry);
      await ready;
      const client = listener;
      listener = null;
      if (!client) return;
      // A graceful goodbye, unless the other side no longer answers.
      const giveUp = setTimeout(() => client.connection.stream.destroy(), 1_000);
      await client.end().catch(() => {});
      clearTimeout(giveUp);
    },
  };
}
