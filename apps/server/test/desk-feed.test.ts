import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeskFeed, type DeskFeed } from '../src/modules/desk/desk-feed.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { postgresServerUrl } from './process-helpers.ts';

// The desk's "a departure changed" feed across processes (LISTEN/NOTIFY), only in CI's PostgreSQL
// leg. A screen's stream says it is live once its feed is ready: a change made right after must
// reach it (desk-live.test.ts shows the whole route).

describe.skipIf(!postgresServerUrl)('the desk feed on PostgreSQL', () => {
  let t: TestApp;
  const feeds: DeskFeed[] = [];
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(async () => {
    await Promise.all(feeds.map((feed) => feed.close()));
    await t?.close();
  });
  const open = () => {
    const feed = createDeskFeed({ database: t.app.database, databaseUrl: t.config.databaseUrl });
    feeds.push(feed);
    return feed;
  };
  const heardBy = (feed: DeskFeed) => {
    const keys: string[] = [];
    feed.subscribe((key) => keys.push(key));
    return keys;
  };

  it('once ready, hears a change another process publishes at once, for every screen subscribed', async () => {
    const listening = open();
    const first = heardBy(listening);
    const second = heardBy(listening); // subscribed while the first LISTEN is still being opened
    await listening.ready();
    open().publish('trip:t1:2026-11-28');
    await expect.poll(() => first, { timeout: 3_000 }).toEqual(['trip:t1:2026-11-28']);
    await expect.poll(() => second, { timeout: 3_000 }).toEqual(['trip:t1:2026-11-28']);
  });
});
