import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { createJsonCache, pickEncoding } from './json-cache.ts';

const big = { data: Array.from({ length: 200 }, (_, i) => ({ name: `Cenotes de Cancún ${i}` })) };

async function appWith(cache = createJsonCache(60_000)) {
  let produced = 0;
  const app = Fastify();
  app.get('/big', (request, reply) =>
    cache.send(request, reply, 'big', async () => {
      produced++;
      return big;
    }),
  );
  app.get('/item/:id', (request, reply) =>
    cache.send(request, reply, `item:${(request.params as { id: string }).id}`, async () => {
      produced++;
      return { id: (request.params as { id: string }).id };
    }),
  );
  return { app, cache, produced: () => produced };
}

describe('pickEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['deflate', null],
    [undefined, null],
  ])('%s → %s', (header, expected) => expect(pickEncoding(header)).toBe(expected));
});

describe('json cache', () => {
  it('answers every encoding with the same JSON, compressed once', async () => {
    const { app, produced } = await appWith();
    const plain = await app.inject({ url: '/big' });
    const br = await app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip, br' } });
    const gz = await app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(big);
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(big);
    expect(JSON.parse(plain.body)).toEqual(big);
    expect(br.headers.vary).toBe('accept-encoding');
    expect(produced()).toBe(1);
  });

  it('answers 304 to a validator from either encoding', async () => {
    const { app } = await appWith();
    const br = await app.inject({ url: '/big', headers: { 'accept-encoding': 'br' } });
    const weak = br.headers.etag as string;
    expect(weak).toMatch(/^W\/"/);
    const again = await app.inject({ url: '/big', headers: { 'if-none-match': weak } });
    expect(again.statusCode).toBe(304);
    const plain = await app.inject({ url: '/big' });
    const fromPlain = await app.inject({
      url: '/big',
      headers: { 'accept-encoding': 'br', 'if-none-match': plain.headers.etag as string },
    });
    expect(fromPlain.statusCode).toBe(304);
  });

  it('drops the least recently used entry when full', async () => {
    const { app, produced } = await appWith(createJsonCache(60_000, { maxEntries: 2 }));
    await app.inject({ url: '/item/a' });
    await app.inject({ url: '/item/b' });
    await app.inject({ url: '/item/a' }); // a is now the most recent
    await app.inject({ url: '/item/c' }); // evicts b
    expect(produced()).toBe(3);
    await app.inject({ url: '/item/a' });
    expect(produced()).toBe(3);
    await app.inject({ url: '/item/b' });
    expect(produced()).toBe(4);
  });

  it('lets concurrent misses share one read, and a failed read is not shared', async () => {
    const cache = createJsonCache(60_000);
    let reads = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = async () => {
      reads++;
      await gate;
      return { n: reads };
    };
    const all = Promise.all([1, 2, 3].map(() => cache.remember('k', slow)));
    release();
    expect(await all).toEqual([{ n: 1 }, { n: 1 }, { n: 1 }]);
    expect(reads).toBe(1);

    const failing = cache.remember('f', async () => {
      throw new Error('limit');
    });
    const waiter = cache.remember('f', async () => 'mine');
    await expect(failing).rejects.toThrow('limit');
    expect(await waiter).toBe('mine');
  });

  it('does not keep a read that a write overtook', async () => {
    const cache = createJsonCache(60_000);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const before = cache.remember('k', async () => {
      await gate;
      return 'before the write';
    });
    cache.invalidate();
    release();
    expect(await before).toBe('before the write');
    expect(await cache.remember('k', async () => 'after the write')).toBe('after the write');
  });
});

describe('json cache: answer()', () => {
  /** A route answering through answer(), recording whether each call answered at once. */
  async function answering(cache = createJsonCache(60_000), value: () => unknown = () => big) {
    const app = Fastify();
    const atOnce: boolean[] = [];
    let produced = 0;
    app.get('/big', (request, reply) => {
      const result = cache.answer(request, reply, 'big', async () => {
        produced++;
        return value();
      });
      atOnce.push(result === undefined);
      return result;
    });
    return { app, atOnce, produced: () => produced };
  }

  it('answers a hit at once, with the bytes and headers send() gives', async () => {
    const viaSend = await appWith();
    const { app, atOnce } = await answering();
    for (const encoding of ['br', 'gzip', '']) {
      const headers = encoding ? { 'accept-encoding': encoding } : {};
      const expected = await viaSend.app.inject({ url: '/big', headers });
      const first = await app.inject({ url: '/big', headers });
      const again = await app.inject({ url: '/big', headers });
      for (const response of [first, again]) {
        expect(response.rawPayload.equals(expected.rawPayload)).toBe(true);
        for (const name of ['etag', 'content-encoding', 'content-type', 'cache-control', 'vary'])
          expect(response.headers[name]).toBe(expected.headers[name]);
      }
      const revalidated = await app.inject({
        url: '/big',
        headers: { ...headers, 'if-none-match': again.headers.etag as string },
      });
      expect(revalidated.statusCode).toBe(304);
    }
    // The first request of each encoding waited (the read, then the compression); the rest did not.
    expect(atOnce).toEqual([false, true, true, false, true, true, true, true, true]);
  });

  it('reads again after a write, and does not keep a read that a write overtook', async () => {
    let version = 'v1';
    let release: (() => void) | null = null;
    const cache = createJsonCache(60_000);
    const { app, produced } = await answering(cache, () => ({ version }));
    expect(JSON.parse((await app.inject({ url: '/big' })).body)).toEqual({ version: 'v1' });
    version = 'v2';
    cache.invalidate();
    expect(JSON.parse((await app.inject({ url: '/big' })).body)).toEqual({ version: 'v2' });
    expect(produced()).toBe(2);

    // A read under way when the next write comes answers its own request, and is not kept.
    const gated = await answering(cache, async () => {
      const read = version;
      await new Promise<void>((resolve) => (release = resolve));
      return { version: read };
    });
    cache.invalidate();
    const under = gated.app.inject({ url: '/big' });
    await vi.waitFor(() => expect(release).not.toBeNull());
    version = 'v3';
    cache.invalidate();
    release!();
    expect(JSON.parse((await under).body)).toEqual({ version: 'v2' });
    version = 'v4';
    expect(JSON.parse((await app.inject({ url: '/big' })).body)).toEqual({ version: 'v4' });
  });
});
