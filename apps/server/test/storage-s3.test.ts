import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import type { StorageDriver } from '../src/modules/storage/driver.ts';
import { s3Driver, type S3Settings } from '../src/modules/storage/s3-driver.ts';
import { createTestApp, signIn, TEST_ORIGIN, type TestApp } from './helpers.ts';

// A real S3-compatible server (s3rver: Koa + files on disk, checks SigV4 signatures) on a
// random loopback port, one bucket, torn down after the file.
interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
const S3rver = createRequire(import.meta.url)('@20minutes/s3rver') as new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
}) => S3rverInstance;

const BUCKET = 'hv-archivos';
const KEY_ID = 'S3RVER'; // s3rver's one account
let s3Dir: string;
let server: S3rverInstance;
let endpoint: string;
let raw: S3Client; // looks straight into the bucket, past the app

beforeAll(async () => {
  s3Dir = mkdtempSync(join(tmpdir(), 'hv-s3-'));
  server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Dir, configureBuckets: [{ name: BUCKET }] });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  raw = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: KEY_ID, secretAccessKey: KEY_ID },
  });
});
afterAll(async () => {
  raw?.destroy();
  await server?.close();
  rmSync(s3Dir, { recursive: true, force: true });
});

const s3Env = (extra: Record<string, string> = {}) => ({
  S3_ENDPOINT: endpoint,
  S3_BUCKET: BUCKET,
  S3_ACCESS_KEY_ID: KEY_ID,
  S3_SECRET_ACCESS_KEY: KEY_ID,
  ...extra,
});

async function headStatus(key: string): Promise<number> {
  try {
    await raw.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));
    return 200;
  } catch (error) {
    return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode ?? 0;
  }
}
async function rawBytes(key: string): Promise<Buffer> {
  const object = await raw.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
  return Buffer.from(await object.Body!.transformToByteArray());
}
// The objects the server holds, read from its folder (`{bucket}/{key}._S3rver_object`): s3rver
// miscomputes the signature of the SDK's list requests, so ListObjects cannot be used here.
function listKeys(prefix: string): string[] {
  const suffix = '._S3rver_object';
  return (readdirSync(join(s3Dir, BUCKET), { recursive: true }) as string[])
    .filter((p) => p.endsWith(suffix))
    .map((p) => p.slice(0, -suffix.length).split(sep).join('/'))
    .filter((k) => k.startsWith(prefix))
    .sort();
}

describe('S3 configuration', () => {
  const base = { NODE_ENV: 'test', LOG_LEVEL: 'silent' };

  it('is off without S3_BUCKET and on with it, path style by default only with a custom endpoint', () => {
    expect(loadConfig(base).s3).toBeNull();
    expect(loadConfig({ ...base, S3_BUCKET: 'b', S3_REGION: 'mx-central-1' }).s3).toEqual({
      endpoint: undefined,
      region: 'mx-central-1',
      bucket: 'b',
      prefix: '',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: false,
    });
    const custom = loadConfig({ ...base, S3_BUCKET: 'b', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_PREFIX: 'hormiga/prod' }).s3!;
    expect(custom).toMatchObject({ region: 'us-east-1', prefix: 'hormiga/prod/', forcePathStyle: true });
    expect(
      loadConfig({ ...base, S3_BUCKET: 'b', S3_ENDPOINT: 'https://s3.example.com', S3_FORCE_PATH_STYLE: 'false' }).s3!
        .forcePathStyle,
    ).toBe(false);
  });

  it.each([
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, /S3_BUCKET: obligatorio cuando se define S3_ENDPOINT/],
    [{ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' }, /S3_ACCESS_KEY_ID y S3_SECRET_ACCESS_KEY/],
    [{ S3_BUCKET: 'b', S3_ENDPOINT: 'no es url' }, /S3_ENDPOINT/],
    [{ S3_BUCKET: 'b', S3_PREFIX: '../otro' }, /S3_PREFIX/],
    [{ S3_BUCKET: 'b', S3_PREFIX: '/raiz' }, /S3_PREFIX/],
    [{ S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'quizá' }, /S3_FORCE_PATH_STYLE/],
  ])('refuses %o at start-up', (env, message) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(message);
  });
});

describe('S3 driver against a real S3-compatible server', () => {
  let driver: StorageDriver;
  const settings = (): S3Settings => ({
    endpoint,
    region: 'us-east-1',
    bucket: BUCKET,
    prefix: 'unidad/',
    accessKeyId: KEY_ID,
    secretAccessKey: KEY_ID,
    forcePathStyle: true,
  });
  beforeAll(() => {
    driver = s3Driver(settings());
  });
  afterAll(() => driver?.close?.());

  it('puts, reads, streams and removes an object at {prefix}{bucket}/{key}', async () => {
    const data = Buffer.from('RIFF....WEBPdatos de prueba');
    await driver.put('avatars', 'u1-1.webp', data, 'image/webp');
    expect(listKeys('unidad/')).toEqual(['unidad/avatars/u1-1.webp']);
    const stored = await raw.send(new HeadObjectCommand({ Bucket: BUCKET, Key: 'unidad/avatars/u1-1.webp' }));
    expect(stored.ContentType).toBe('image/webp');
    expect(stored.CacheControl).toBe('public, max-age=31536000, immutable');

    expect(await driver.get('avatars', 'u1-1.webp')).toEqual(data);
    const opened = await driver.open('avatars', 'u1-1.webp');
    expect(opened?.size).toBe(data.length);
    const chunks: Buffer[] = [];
    for await (const chunk of opened!.body) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks)).toEqual(data);

    // The same key in the other bucket is another object.
    expect(await driver.get('experience-images', 'u1-1.webp')).toBeNull();

    await driver.remove('avatars', 'u1-1.webp');
    expect(await headStatus('unidad/avatars/u1-1.webp')).toBe(404);
    expect(await driver.get('avatars', 'u1-1.webp')).toBeNull();
    expect(await driver.open('avatars', 'u1-1.webp')).toBeNull();
    await expect(driver.remove('avatars', 'u1-1.webp')).resolves.toBeUndefined(); // already gone: fine
  });

  it.each(['../unidad/avatars/x.webp', 'a/b.webp', '..', '.oculto', '', 'x/../../y'])(
    'refuses the unsafe key %j before any request',
    async (key) => {
      await expect(driver.put('avatars', key, Buffer.from('x'), 'image/webp')).rejects.toThrow(/unsafe storage key/);
      await expect(driver.open('avatars', key)).rejects.toThrow(/unsafe storage key/);
      await expect(driver.remove('avatars', key)).rejects.toThrow(/unsafe storage key/);
    },
  );

  it('reports a store that refuses the credentials as an error, not as a missing file', async () => {
    const wrong = s3Driver({ ...settings(), secretAccessKey: 'otra-clave' });
    try {
      await expect(wrong.open('avatars', 'cualquiera.webp')).rejects.toThrow();
      await expect(wrong.put('avatars', 'x.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow();
    } finally {
      await wrong.close?.();
    }
  });
});

describe('the app with S3 storage', () => {
  let t: TestApp;
  let admin: string;
  const prefix = 'sitio/';
  const png = (w: number, h: number, background: string) =>
    sharp({ create: { width: w, height: h, channels: 3, background } })
      .png()
      .toBuffer();
  const multipart = (field: string, bytes: Buffer, data?: unknown) => {
    const boundary = '----hvs3';
    const parts: Buffer[] = [];
    if (data !== undefined)
      parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${JSON.stringify(data)}\r\n`));
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="foto.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    );
    return { payload: Buffer.concat(parts), 'content-type': `multipart/form-data; boundary=${boundary}` };
  };
  const trip = {
    destination: 'Real de Catorce en S3',
    slug: 'real-de-catorce-s3',
    price_mxn: '5400',
    price_usd: '',
    departure_date: '2027-05-07',
    departure_time: '06:30',
    return_date: '2027-05-09',
    return_time: '',
    description: 'Tres días en el pueblo mágico del desierto potosino.',
    bullets: 'Hospedaje\nTransporte',
    capacity: '2',
    max_capacity: '14',
    duration: '3 días',
    status: 'Borrador',
    is_active: true,
  };

  beforeAll(async () => {
    // Demo data too: the seed's cover images must land in S3 like any upload.
    t = await createTestApp({ demoData: true, env: s3Env({ S3_PREFIX: 'sitio' }) });
    admin = await signIn(t.app, 'admin@example.com', 'demo1234');
  });
  afterAll(() => t?.close());

  it('serves the demo covers from the bucket under the same /storage URLs, with the same headers', async () => {
    const { data } = (await t.app.inject('/api/experiences')).json() as { data: { image_url: string }[] };
    const url = data[0]!.image_url;
    expect(url).toMatch(/^\/storage\/experience-images\/[^/]+\.webp$/);
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const key = `${prefix}${url.slice('/storage/'.length)}`;
    expect(res.rawPayload).toEqual(await rawBytes(key));
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    // HEAD (link checkers, proxies) answers the headers and lets go of the object stream.
    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(res.headers['content-length']);
    expect(head.rawPayload.length).toBe(0);
    // Nothing was written to the local folder.
    const localDir = join(t.config.dataDir, 'storage');
    expect(existsSync(localDir) ? readdirSync(localDir) : []).toEqual([]);
  });

  it('uploads a cover through the admin, serves it, and deletes every width of the old one when replaced', async () => {
    const headers = (ct: string) => ({ 'content-type': ct, origin: TEST_ORIGIN, cookie: admin });
    const first = multipart('image', await png(1800, 1000, '#2ec4b6'), trip);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/trips',
      headers: headers(first['content-type']),
      payload: first.payload,
    });
    expect(created.statusCode).toBe(201);
    const oldUrl: string = created.json().image_url;
    const oldBase = oldUrl.slice('/storage/experience-images/'.length, -'.webp'.length);
    const oldKeys = [`${oldBase}.webp`, `${oldBase}-480.webp`, `${oldBase}-960.webp`].map(
      (k) => `${prefix}experience-images/${k}`,
    );
    expect(listKeys(`${prefix}experience-images/${oldBase}`)).toEqual([...oldKeys].sort());
    const served = await t.app.inject(oldUrl);
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(1600);

    const second = multipart('image', await png(900, 600, '#c8553d'), trip);
    const replaced = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/trips/${created.json().id}`,
      headers: headers(second['content-type']),
      payload: second.payload,
    });
    expect(replaced.statusCode).toBe(200);
    const newUrl: string = replaced.json().image_url;
    expect(newUrl).not.toBe(oldUrl);
    for (const key of oldKeys) expect(await headStatus(key), key).toBe(404);
    expect((await t.app.inject(oldUrl)).statusCode).toBe(404);
    const again = await t.app.inject(newUrl);
    expect(again.statusCode).toBe(200);
    expect((await sharp(again.rawPayload).metadata()).width).toBe(900); // never enlarged
  });

  it('stores an avatar in the bucket and removes the old one when it is replaced', async () => {
    const cookie = await signIn(t.app, 'viajero@example.com', 'demo1234');
    const upload = async (bytes: Buffer) => {
      const form = multipart('avatar', bytes);
      return t.app.inject({
        method: 'POST',
        url: '/api/profile/avatar',
        headers: { 'content-type': form['content-type'], origin: TEST_ORIGIN, cookie },
        payload: form.payload,
      });
    };
    const first = await upload(await png(600, 400, '#ffbf69'));
    expect(first.statusCode).toBe(200);
    const url1: string = first.json().avatar_url;
    expect(url1).toMatch(new RegExp(`^/storage/avatars/${first.json().id}-\\d+\\.webp$`));
    const key1 = `${prefix}${url1.slice('/storage/'.length)}`;
    expect(await headStatus(key1)).toBe(200);
    const served = await t.app.inject(url1);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 512, height: 512 });

    const second = await upload(await png(300, 300, '#3a86ff'));
    const url2: string = second.json().avatar_url;
    expect(url2).not.toBe(url1);
    expect(await headStatus(key1)).toBe(404);
    expect((await t.app.inject(url1)).statusCode).toBe(404);
    expect((await t.app.inject(url2)).statusCode).toBe(200);
  });

  it('answers 404 for keys outside what the app writes, without reaching other objects', async () => {
    // An object in the bucket but outside the app's prefix must not be reachable through /storage.
    const outside = s3Driver({ ...t.config.s3!, prefix: '' });
    await outside.put('avatars', 'ajeno.webp', Buffer.from('ajeno'), 'image/webp');
    await outside.close?.();
    for (const url of [
      '/storage/avatars/ajeno.webp',
      '/storage/avatars/..%2F..%2Favatars%2Fajeno.webp',
      '/storage/avatars/..%2Fajeno.webp',
      '/storage/sitio/avatars',
      '/storage/otro/x.webp',
    ]) {
      expect((await t.app.inject(url)).statusCode, url).toBe(404);
    }
  });
});
