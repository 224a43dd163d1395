import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../../db/client.ts';

// "A departure changed", heard by every process on the database (issue 29 item 4, decision
// 0191): the manifest and check-in screens of other devices read it again within a second or two.
// It carries a departure's key only, never who or what changed.

const CHANNEL = 'hv_desk_changed';

export interface DeskFeed {
  /** Tells every process (this one too) that a departure's manifest changed, after the write committed. */
  publish(key: string): void;
  subscribe(listener: (key: string) => void): () => void;
  /**
   * Settles once this process hears changes (or has given up for now and is retrying): a stream
   * opened before that could miss a change made in the meantime, so the route waits for it.
   */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** `kind:itemId:date`: a departure, as the feed names it. */
export const departureKey = (b: { experience_id: string | null; trip_id: string | null; booking_date: string }) =>
  b.experience_id ? `experience:${b.experience_id}:${b.booking_date}` : `trip:${b.trip_id}:${b.booking_date}`;

// On PGlite one process holds the folder: an emitter per database is every listener there is (two
// apps on one database in a test share it).
const local = new WeakMap<Database, EventEmitter>();

export function createDeskFeed(opts: {
  database: Database;
  databaseUrl: string | null;
  onError?: (error: unknown) => void;
  retryMs?: number;
}): DeskFeed {
  const emitter = local.get(opts.database) ?? new EventEmitter().setMaxListeners(0);
  local.set(opts.database, emitter);
  const subscribers = new Set<(key: string) => void>();
  const deliver = (key: string) => subscribers.forEach((fn) => fn(key));
  if (!opts.databaseUrl) {
    emitter.on('change', deliver);
    return {
      publish: (key) => void emitter.emit('change', key),
      subscribe(fn) {
        subscribers.add(fn);
        return () => subscribers.delete(fn);
      },
      ready: () => Promise.resolve(),
      async close() {
        emitter.off('change', deliver);
      },
    };
  }

  // PostgreSQL: NOTIFY through the app's pool, LISTEN on a connection of our own, opened when the
  // first screen subscribes and retried while any does (the cache bus keeps the same shape,
  // lib/cache-bus.ts). A screen that misses a change while it is down polls (the web's fallback).
  const databaseUrl = opts.databaseUrl;
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  /** The connection being opened, so a second subscriber waits for the same LISTEN. */
  let connecting: Promise<void> = Promise.resolve();
  const connect = () => {
    if (closed || client || subscribers.size === 0) return connecting;
    connecting = open();
    return connecting;
  };
  const open = async () => {
    const c = new pg.Client({ connectionString: databaseUrl, application_name: `hv-desk-feed pid ${process.pid}` });
    client = c;
    const lost = (error?: unknown) => {
      if (error) opts.onError?.(error);
      if (client !== c) return;
      client = null;
      c.end().catch(() => {});
      if (!closed) retry = setTimeout(() => void connect(), opts.retryMs ?? 2_000);
    };
    c.on('notification', (message) => {
      if (message.channel === CHANNEL && message.payload) deliver(message.payload);
    });
    c.on('error', lost);
    c.on('end', () => lost());
    try {
      await c.connect();
      await c.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      lost(error);
    }
  };
  return {
    publish(key) {
      opts.database.db.execute(sql`select pg_notify(${CHANNEL}, ${key})`).catch((error: unknown) => opts.onError?.(error));
    },
    subscribe(fn) {
      subscribers.add(fn);
      void connect();
      return () => subscribers.delete(fn);
    },
    ready: () => connecting,
    async close() {
      closed = true;
      clearTimeout(retry);
      const c = client;
      client = null;
      await c?.end().catch(() => {});
    },
  };
}
