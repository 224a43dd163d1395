import { eq } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@hv/shared';
import { user } from '../src/db/schema.ts';
import { createTestApp, signIn, type TestApp } from './helpers.ts';
import { saturday } from './dates.ts';
import { paymentHelpers } from './payment-helpers.ts';

// Issue 27 (third outside attack), items 2 and 8: one CSRF check on the path the router sees,
// no-store on every answer that depends on the session.

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
      if (route.pattern === '/api/payments/webhook') continue; // PayPal's servers: below
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
      (r) => r.method === 'GET' && !r.pattern.startsWith('/api/docs') && r.pattern !== '/metrics',
    );
    expect(reads.length).toBeGreaterThan(40);
    const privateRoute = /^\/api\/(admin|profile|auth)(\/|$)/;
    const failures: string[] = [];
    let compared = 0;
    for (const route of reads) {
      const anonymous = await t.app.inject({ url: route.path });
      // An answer that differs between two anonymous requests (an id made per answer) says nothing here.
      if ((await t.app.inject({ url: route.path })).body !== anonymous.body) continue;
      for (const cookie of [cookies.viajero!, cookies.admin!]) {
        const signedIn = await t.app.inject({ url: route.path, headers: { cookie } });
        const differs = anonymous.statusCode !== signedIn.statusCode || anonymous.body !== signedIn.body;
        if ((differs || privateRoute.test(route.pattern)) && !noStore(signedIn)) {
          failures.push(`${route.pattern} (${signedIn.statusCode}, ${String(signedIn.headers['cache-control'])})`);
        }
        if (differs) compared += 1;
      }
    }
    expect(failures).toEqual([]);
    expect(compared).toBeGreaterThan(40);
  });

  it('leaves public answers cacheable, also for a signed-in visitor', async () => {
    for (const url of ['/api/experiences', '/api/config']) {
      const res = await t.app.inject({ url, headers: { cookie: cookies.viajero! } });
      expect(res.statusCode).toBe(200);
      expect(noStore(res), url).toBe(false);
    }
  });
});
