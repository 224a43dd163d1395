import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
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
