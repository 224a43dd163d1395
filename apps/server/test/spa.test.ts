import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';

const dist = mkdtempSync(join(tmpdir(), 'hv-dist-'));
const PAGE_JS = `export const page = ${JSON.stringify('página '.repeat(600))};`;
// Quality 11, as the build writes it: per request @fastify/compress uses quality 4, other bytes.
const PAGE_JS_BR = brotliCompressSync(PAGE_JS);
let t: TestApp;
beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><head><!--app-head--><title>x</title><!--/app-head--></head><div id="root"></div>',
  );
  writeFileSync(join(dist, 'admin-sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify('x'.repeat(4000))})`);
  // The web build writes each script brotli-compressed beside it (apps/web/vite.config.ts, decision 0218).
  writeFileSync(join(dist, 'assets', 'page-def456.js'), PAGE_JS);
  writeFileSync(join(dist, 'assets', 'page-def456.js.br'), PAGE_JS_BR);
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite', 'manifest.json'), '{"src/features/admin/secret.tsx":{"file":"assets/x.js"}}');
  t = await createTestApp({ env: { WEB_DIST: dist } });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the built SPA on the same port', () => {
  it('answers client routes with index.html (history fallback), revalidated', async () => {
    for (const url of ['/', '/experiencias', '/terminos-y-condiciones', '/admin/hormigas', '/perfil']) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  // The build's manifest names every source module, the back office's included. @fastify/static with
  // `wildcard: false` serves only the files it listed at start, and its listing leaves dot folders out.
  it("does not send the build's manifest, which only the server reads (decision 0218)", async () => {
    const res = await t.app.inject('/.vite/manifest.json');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('src/features/admin');
  });

  it('answers unknown routes and unknown slugs with the SPA and a 404 status', async () => {
    for (const url of ['/no-existe', '/experiencia/no-existe', '/viaje/no-existe', '/experiencias/otra/cosa']) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('<div id="root">');
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it("serves a payment link's page (/pagar/:reference) like the confirmation page: 200, noindex, nothing of the booking", async () => {
    for (const url of ['/pagar/ABCD1234?t=firma', '/pagar/abcd1234', '/reserva/ABCD1234?t=firma']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    expect((await t.app.inject('/pagar/ABCD1234?t=firma')).body).toContain('<title>Paga tu reserva | Hormiga Viajera</title>');
    // Not a reference, or a path below one: unknown pages.
    for (const url of ['/pagar/no-existe', '/pagar/ABCD1234/otra', '/pagar']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it("serves a waitlist invitation's page (/lista-de-espera/:token, /en/waitlist/:token): 200, noindex, private", async () => {
    const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';
    for (const url of [`/lista-de-espera/${token}`, `/en/waitlist/${token}`]) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
    }
    expect((await t.app.inject(`/en/waitlist/${token}`)).body).toContain('<title>Waitlist | Hormiga Viajera</title>');
    expect((await t.app.inject('/lista-de-espera/corto')).statusCode).toBe(404);
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const res = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('sends the brotli file the build wrote for a script, as it is, to a browser that takes br (decision 0218)', async () => {
    const res = await t.app.inject({ url: '/assets/page-def456.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The very bytes on disk: not compressed again per request.
    expect(res.rawPayload.equals(PAGE_JS_BR)).toBe(true);
    expect(brotliDecompressSync(res.rawPayload).toString('utf8')).toBe(PAGE_JS);
    // A browser without br gets the script itself or compressed as before.
    const plain = await t.app.inject({ url: '/assets/page-def456.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(PAGE_JS);
    // A script without a file beside it is still compressed per request.
    expect(
      (await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br' } })).headers['content-encoding'],
    ).toBe('br');
  });

  it("serves the staff app's service worker revalidated, under a CSP that lets it fetch its own origin", async () => {
    // Decision 0207: a worker runs under the CSP of its own response; the resource set's
    // `default-src 'none'` would refuse every fetch it makes, so /admin would not open offline.
    const res = await t.app.inject('/admin-sw.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("script-src 'self'");
    // Any other script keeps the resource set.
    expect((await t.app.inject('/assets/index-abc123.js')).headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });

  it('keeps API and missing assets as JSON 404s, never the SPA', async () => {
    for (const url of ['/api/no-existe', '/assets/no-existe.js']) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
  });
});
