import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@hv/shared';
import { user } from '../src/db/schema.ts';
import { createTestApp, signIn, type TestApp } from './helpers.ts';
import { saturday } from './dates.ts';
import { paymentHelpers, standInTokenRequest } from './payment-helpers.ts';

// Issue 27 (third outside attack), items 2, 8 and 9: one CSRF check on the path the router sees,
// no-store on every answer that depends on the session, old PayPal notifications, formulas inside
// CSV cells (lib/csv.test.ts), the cost of unknown slugs and /metrics behind a forged hop.

const EVIL = 'https://evil.example';
const routes: RouteOptions[] = [];
let t: TestApp;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp({ demoData: true, onRoute: (route) => routes.push(route) });
  for (const role of ['admin', 'viajero']) cookies[role] = await signIn(t.app, `${role}@example.com`, 'demo1234');
});
afterAll(() => t?.close());

const { payBooking, makeExperience, bookingRow } = paymentHelpers(() => t, { ipBlock: '10.27' });

/** Every method and path the router registered (HEAD is GET's twin), parameters filled with `fill`. */
const routeList = (fill: (name: string) => string) =>
  routes
    .flatMap((r) => ([] as string[]).concat(r.method).map((method) => ({ method, pattern: r.url })))
    .filter((r) => r.method !== 'HEAD')
    .map((r) => ({ ...r, path: r.pattern.replace(/:(\w+)/g, (_, name: string) => fill(name)).replace(/\*$/, fill('*')) }));

/** The ways of writing a path that a router may read as the same route, or a guard may read as another. */
const spellings = (path: string): string[] => {
  const segments = path.split('/').slice(1);
  const encodeFirst = (s: string) => (s && /^[a-z]/.test(s) ? `%${s.charCodeAt(0).toString(16)}${s.slice(1)}` : s);
  return [
    path,
    path.replace(/^\/api\//, '/%61pi/'),
    path.replace(/^\/api\//, '/ap%69/'),
    `/${segments.map(encodeFirst).join('/')}`,
    path.replace(/^\/api\//, '/%2561pi/'),
    path.replace(/^\/api\//, '/API/'),
    `/${path}`,
    path.replace(/^\/api\//, '/api/./'),
    path.replace(/^\//, '/./'),
  ];
};

describe('item 2: one CSRF check on the path the router sees', () => {
  it('refuses a cross-site cancel sent to /%61pi/..., and the booking stays paid', async () => {
    const exp = await makeExperience({ price: 800, free_cancellation_hours: 48 });
    const { bookingId, reference } = await payBooking({
      item: { kind: 'experience', id: exp.id },
      date: saturday(6),
      contactEmail: 'victima.csrf@example.com',
      cookie: cookies.viajero,
    });
    for (const url of [`/%61pi/bookings/${reference}/cancel`, `/api/bookings/${reference}/%63ancel`]) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { origin: EVIL, cookie: cookies.viajero!, 'content-type': 'application/json' },
        payload: {},
      });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error.message).toBe(MESSAGES.crossSite);
    }
    expect((await bookingRow(bookingId)).status).toBe('Pagada');
  });

  it('refuses a cross-site profile change through an encoded path, with or without Origin', async () => {
    const name = async () =>
      (await t.app.database.db.select({ n: user.fullName }).from(user).where(eq(user.email, 'viajero@example.com')))[0]!.n;
    const before = await name();
    for (const headers of [{ origin: EVIL }, { 'sec-fetch-site': 'cross-site' }]) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/ap%69/profile',
        headers: { ...headers, cookie: cookies.viajero!, 'content-type': 'application/json' },
        payload: { full_name: 'Cambiado Desde Otro Sitio' },
      });
      expect(res.statusCode).toBe(403);
    }
    expect(await name()).toBe(before);
  });

  it('refuses every state-changing route the router holds, in every spelling, from another site', async () => {
    const writes = routeList((name) => (name === '*' ? 'sign-out' : 'X')).filter((r) => !['GET', 'OPTIONS'].includes(r.method));
    expect(writes.length).toBeGreaterThan(40);
    let tried = 0;
    for (const route of writes) {
      // The providers' servers (PayPal's, Mercado Pago's): exempt, and checked by signature below.
      if (['/api/payments/webhook', '/api/payments/mercadopago/webhook'].includes(route.pattern)) continue;
      for (const url of spellings(route.path)) {
        const res = await t.app.inject({
          method: route.method as 'POST',
          url,
          headers: { origin: EVIL, cookie: cookies.admin!, 'content-type': 'application/json' },
          payload: { name: 'x' },
        });
        expect(res.statusCode, `${route.method} ${url}`).toBe(403);
        expect(res.json().error.message, `${route.method} ${url}`).toBe(MESSAGES.crossSite);
        tried += 1;
      }
    }
    expect(tried).toBeGreaterThan(400);
  });

  it("keeps Mercado Pago's webhook exempt from the origin check but refuses an unsigned notice, however its path is written", async () => {
    for (const url of ['/api/payments/mercadopago/webhook', '/%61pi/payments/mercadopago/webhook']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `${url}?data.id=1&type=payment`,
        headers: { origin: EVIL, 'content-type': 'application/json', 'x-signature': 'ts=1,v1=abc', 'x-request-id': 'x' },
        payload: { type: 'payment', data: { id: '1' } },
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.message, url).not.toBe(MESSAGES.crossSite);
    }
  });

  it("keeps PayPal's webhook exempt (verified by signature) however its path is written, ", async () => {
    for (const url of ['/api/payments/webhook', '/%61pi/payments/webhook', '/api/payments/%77ebhook']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { origin: EVIL, 'content-type': 'application/json' },
        payload: { event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: {} },
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.message).toBe('La firma del aviso de PayPal no es válida.');
    }
  });
});

describe('item 8: private answers are not cached', () => {
  const noStore = (res: { headers: Record<string, unknown> }) =>
    /\b(no-store|private)\b/.test(String(res.headers['cache-control'] ?? ''));

  it('says no-store on the six answers the attack found', async () => {
    const bookings = await t.app.inject({ url: '/api/admin/bookings', headers: { cookie: cookies.admin! } });
    expect(bookings.statusCode).toBe(200);
    const id = bookings.json().data[0].id as string;
    for (const url of [
      '/api/profile',
      '/api/profile/bookings',
      '/api/admin/bookings',
      `/api/admin/bookings/${id}`,
      '/api/admin/audit',
      '/api/admin/people?group=travellers',
    ]) {
      const cookie = url.startsWith('/api/profile') ? cookies.viajero! : cookies.admin!;
      const res = await t.app.inject({ url, headers: { cookie } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('on every GET route: an answer that differs with a session, or lives under /api/admin, /api/profile or /api/auth, is never stored', async () => {
    const [experience] = (await t.app.inject('/api/experiences?limit=1')).json().data;
    const reads = routeList((name) => (name === '*' ? 'get-session' : name === 'slug' ? experience.slug : 'no-es-un-id')).filter(
      // The desk's event stream never ends, so inject() would wait for ever: desk-live.test.ts checks its no-store.
      (r) =>
        r.method === 'GET' &&
        !r.pattern.startsWith('/api/docs') &&
        r.pattern !== '/metrics' &&
        r.pattern !== '/api/admin/desk/events',
    );
    expect(reads.length).toBeGreaterThan(40);
    const privateRoute = /^\/api\/(admin|profile|auth)(\/|$)/;
    const failures: string[] = [];
    let compared = 0;
    const check = async (route: (typeof reads)[number]) => {
      const anonymous = await t.app.inject({ url: route.path });
      // An answer that differs between two anonymous requests (an id made per answer) says nothing here.
      if ((await t.app.inject({ url: route.path })).body !== anonymous.body) return;
      for (const cookie of [cookies.viajero!, cookies.admin!]) {
        const signedIn = await t.app.inject({ url: route.path, headers: { cookie } });
        const differs = anonymous.statusCode !== signedIn.statusCode || anonymous.body !== signedIn.body;
        if ((differs || privateRoute.test(route.pattern)) && !noStore(signedIn)) {
          failures.push(`${route.pattern} (${signedIn.statusCode}, ${String(signedIn.headers['cache-control'])})`);
        }
        if (differs) compared += 1;
      }
    };
    // A few routes at a time: over 250 requests one after the other ran past the test timeout on a busy 2-core machine.
    for (let i = 0; i < reads.length; i += 6) await Promise.all(reads.slice(i, i + 6).map(check));
    expect(failures).toEqual([]);
    expect(compared).toBeGreaterThan(40);
  }, 120_000);

  it('leaves public answers cacheable, also for a signed-in visitor', async () => {
    for (const url of ['/api/experiences', '/api/config']) {
      const res = await t.app.inject({ url, headers: { cookie: cookies.viajero! } });
      expect(res.statusCode).toBe(200);
      expect(noStore(res), url).toBe(false);
    }
  });
});

describe('item 9: the smaller ones', () => {
  describe('(a) an old PayPal notification is refused, however well signed', () => {
    const event = () => ({
      id: `WH-${randomUUID()}`,
      event_type: 'PAYMENT.CAPTURE.REFUNDED',
      resource: { id: `REFUND-${randomUUID()}`, status: 'COMPLETED', amount: { currency_code: 'MXN', value: '10.00' } },
    });
    const post = (body: object, headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: { 'content-type': 'application/json', ...headers },
        payload: body,
      });

    it('by the site: a 2020 or a far-future transmission time is 400, a fresh one 200', async () => {
      const standIn = t.app.paypalStandIn!;
      for (const at of [new Date('2020-03-01T10:00:00Z'), new Date(Date.now() - 3_600_000), new Date('2099-01-01T00:00:00Z')]) {
        const e = event();
        const res = await post(e, standIn.signWebhook(e, at));
        expect(res.statusCode, at.toISOString()).toBe(400);
        expect(res.json().error.message).toBe('La firma del aviso de PayPal no es válida.');
      }
      const e = event();
      expect((await post(e, standIn.signWebhook(e))).statusCode).toBe(200);
    });

    it("by the stand-in's verify-webhook-signature: FAILURE for an old transmission, SUCCESS for a fresh one", async () => {
      const standIn = t.app.paypalStandIn!;
      const token = (await standInTokenRequest(t.app, standIn.clientId, standIn.clientSecret)).json().access_token;
      const verify = async (at?: Date) => {
        const e = event();
        const h = standIn.signWebhook(e, at);
        const res = await t.app.inject({
          method: 'POST',
          url: '/paypal-standin/v1/notifications/verify-webhook-signature',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          payload: {
            auth_algo: h['paypal-auth-algo'],
            cert_url: h['paypal-cert-url'],
            transmission_id: h['paypal-transmission-id'],
            transmission_sig: h['paypal-transmission-sig'],
            transmission_time: h['paypal-transmission-time'],
            webhook_id: standIn.webhookId,
            webhook_event: e,
          },
        });
        expect(res.statusCode).toBe(200);
        return res.json().verification_status as string;
      };
      expect(await verify(new Date('2020-03-01T10:00:00Z'))).toBe('FAILURE');
      expect(await verify(new Date('2099-01-01T00:00:00Z'))).toBe('FAILURE');
      expect(await verify()).toBe('SUCCESS');
    });
  });

  describe('(c) unknown slugs cost a render each, so each client gets a few', () => {
    // A web build whose server entry counts its renders and asks the API whether the slug exists, as
    // the real one does (apps/web/src/entry-server.tsx): what the server limits, without React.
    const root = mkdtempSync(join(tmpdir(), 'hv-renders-'));
    let s: TestApp;
    const renders = () => (globalThis as { hvTestRenders?: number }).hvTestRenders ?? 0;
    beforeAll(async () => {
      mkdirSync(join(root, 'dist'));
      mkdirSync(join(root, 'dist-server'));
      writeFileSync(
        join(root, 'dist', 'index.html'),
        '<!doctype html><html lang="es-MX"><head><!--app-head--><title>x</title><!--/app-head--></head><body><div id="root"></div></body></html>',
      );
      writeFileSync(
        join(root, 'dist-server', 'entry-server.js'),
        `export async function render(url, transport) {
          globalThis.hvTestRenders = (globalThis.hvTestRenders ?? 0) + 1;
          const slug = /^\\/experiencia\\/([^/]+)$/.exec(new URL(url).pathname)?.[1];
          const status = slug ? (await transport('/api/experiences/' + slug, {})).status : 200;
          return { kind: 'page', status, html: '<main>' + status + '</main>', state: '', complete: true };
        }`,
      );
      s = await createTestApp({ demoData: true, env: { WEB_DIST: join(root, 'dist') } });
    });
    afterAll(async () => {
      await s?.close();
      rmSync(root, { recursive: true, force: true });
    });

    it('answers 429 without rendering once a client had its share of not-found pages; known pages and other clients stay fine', async () => {
      const [experience] = (await s.app.inject('/api/experiences?limit=1')).json().data;
      const known = `/experiencia/${experience.slug}`;
      const attacker = '198.51.100.77';
      expect((await s.app.inject({ url: known, remoteAddress: attacker })).statusCode).toBe(200);

      const statuses: number[] = [];
      const rendersBefore = renders();
      for (let i = 0; i < 40; i++) {
        const res = await s.app.inject({ url: `/experiencia/no-existe-${randomUUID()}`, remoteAddress: attacker });
        statuses.push(res.statusCode);
      }
      const allowed = statuses.filter((code) => code === 404).length;
      expect(allowed).toBeGreaterThanOrEqual(10);
      expect(statuses.slice(allowed).every((code) => code === 429)).toBe(true);
      expect(statuses.length - allowed).toBeGreaterThan(0);
      // The refused ones were not rendered.
      expect(renders() - rendersBefore).toBe(allowed);
      const refused = await s.app.inject({ url: `/experiencia/otra-${randomUUID()}`, remoteAddress: attacker });
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

      // The known page (kept) still opens for that client, and another client still gets its 404.
      expect((await s.app.inject({ url: known, remoteAddress: attacker })).statusCode).toBe(200);
      expect((await s.app.inject({ url: `/experiencia/no-${randomUUID()}`, remoteAddress: '198.51.100.78' })).statusCode).toBe(
        404,
      );
    });
  });

  describe('(d) /metrics behind TRUST_PROXY', () => {
    let p: TestApp;
    beforeAll(async () => {
      p = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    });
    afterAll(() => p?.close());

    it('stays closed to a client reached directly that writes a loopback hop in X-Forwarded-For', async () => {
      for (const forwarded of ['1.2.3.4, 127.0.0.1', '127.0.0.1', '::1']) {
        const res = await p.app.inject({
          url: '/metrics',
          remoteAddress: '203.0.113.7',
          headers: { 'x-forwarded-for': forwarded },
        });
        expect(res.statusCode, forwarded).toBe(404);
      }
    });

    it('stays closed to an outside client forwarded by a proxy on this machine, and opens to this machine', async () => {
      const forwarded = await p.app.inject({
        url: '/metrics',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '203.0.113.7' },
      });
      expect(forwarded.statusCode).toBe(404);
      expect((await p.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
      expect(
        (await p.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '127.0.0.1' } }))
          .statusCode,
      ).toBe(200);
    });
  });
});
