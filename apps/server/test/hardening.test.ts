import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import { createEmailVerificationToken } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastBookableDate, todayInMexico } from '@hv/shared';
import { loadConfig } from '../src/config.ts';
import { user } from '../src/db/schema.ts';
import { embeddedAuthSecret } from '../src/lib/auth-secret.ts';
import { createStandIn } from '../src/standins/paypal/standin.ts';
import { createTestApp, signIn, TEST_ORIGIN, validTransportRequest, type TestApp } from './helpers.ts';
import { addDays } from './dates.ts';
import { waitForMail } from './hostile-helpers.ts';
import { withPeople } from './payment-helpers.ts';

// Issue 13 (outside attack): secrets, the staff MFA side door, reset links, loopback origins,
// authentication before validation, proxy hops and the booking horizon.

const json = { origin: TEST_ORIGIN, 'content-type': 'application/json' };
const cookieOf = (res: { headers: Record<string, unknown> }) =>
  ([] as string[])
    .concat((res.headers['set-cookie'] as string[] | string | undefined) ?? [])
    .map((c) => c.split(';')[0])
    .join('; ');
const authPost = (app: FastifyInstance, url: string, payload: object, cookie?: string, headers: object = {}) =>
  app.inject({
    method: 'POST',
    url: `/api/auth${url}`,
    headers: { ...json, ...headers, ...(cookie ? { cookie } : {}) },
    payload,
  });

/** Every string literal of 16 characters or more in the server's source: any of them could be a "secret". */
function sourceConstants(): string[] {
  const root = join(import.meta.dirname, '../src');
  const files = (readdirSync(root, { recursive: true }) as string[]).filter((f) => /\.(ts|js)$/.test(f));
  const found = new Set<string>(['hormiga-viajera-development-secret-change-me-0001']); // the old fallback
  for (const file of files) {
    const text = readFileSync(join(root, file), 'utf8');
    for (const match of text.matchAll(/'([^'\\\n]{16,})'|"([^"\\\n]{16,})"|`([^`$\\\n]{16,})`/g)) {
      found.add(match[1] ?? match[2] ?? match[3]!);
    }
  }
  return [...found];
}

// One site with the demo data for the items that only read it or touch their own accounts.
const routes: RouteOptions[] = [];
let demo: TestApp;
beforeAll(async () => {
  demo = await createTestApp({ demoData: true, onRoute: (route) => routes.push(route) });
});
afterAll(() => demo?.close());

describe('item 1: no known signing secret', () => {
  const dirs: string[] = [];
  const freshDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'hv-secret-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  it('makes a random secret per data folder, kept with mode 0600 and reused', () => {
    const a = freshDir();
    const b = freshDir();
    const first = embeddedAuthSecret(a);
    expect(first.secret.length).toBeGreaterThanOrEqual(32);
    expect(embeddedAuthSecret(b).secret).not.toBe(first.secret);
    expect(embeddedAuthSecret(a).secret).toBe(first.secret);
    expect(statSync(first.file).mode & 0o777).toBe(0o600);
  });

  it('refuses to start on a server database or an https site without AUTH_SECRET, whatever NODE_ENV', () => {
    for (const NODE_ENV of ['production', 'development', 'test']) {
      expect(() => loadConfig({ NODE_ENV, DATABASE_URL: 'postgres://x@localhost/db' })).toThrow(
        /AUTH_SECRET: obligatorio cuando se usa DATABASE_URL/,
      );
      expect(() => loadConfig({ NODE_ENV, PUBLIC_URL: 'https://hormigaviajera.mx' })).toThrow(
        /AUTH_SECRET: obligatorio cuando PUBLIC_URL usa https/,
      );
    }
    expect(loadConfig({ DATA_DIR: freshDir() }).authSecret).toBeNull();
  });

  describe('on a running embedded site', () => {
    let t: TestApp;
    let userId: string;
    const email = 'nuevo.coordinador@example.com';
    beforeAll(async () => {
      t = await createTestApp();
      const res = await authPost(t.app, '/sign-up/email', { email, password: 'secreto1', name: 'Nuevo' });
      expect(res.statusCode).toBe(200);
      userId = res.json().user.id;
    });
    afterAll(() => t?.close());

    const verify = (token: string) => t.app.inject({ url: `/api/auth/verify-email?token=${encodeURIComponent(token)}` });
    const verified = async () =>
      (await t.app.database.db.select({ v: user.emailVerified }).from(user).where(eq(user.id, userId)))[0]!.v;

    it('signs with the secret kept in its data folder', () => {
      expect(t.config.authSecret).toBeNull();
      expect(t.app.config.authSecret).toBe(readFileSync(join(t.config.dataDir, 'auth-secret'), 'utf8'));
    });

    it('refuses e-mail verification tokens signed with any constant of the source', async () => {
      const constants = sourceConstants();
      expect(constants.length).toBeGreaterThan(50);
      for (const constant of constants) {
        const res = await verify(await createEmailVerificationToken(constant, email, undefined, 3600, { userId }));
        expect(res.statusCode, constant).toBe(401);
        expect(cookieOf(res), constant).toBe('');
      }
      expect(await verified()).toBe(false);
    });

    it('refuses webhooks signed with a key derived from any constant of the source', async () => {
      const event = {
        id: 'WH-FORGED',
        event_type: 'PAYMENT.CAPTURE.REFUNDED',
        resource: { id: 'REFUND1', custom_id: randomUUID() },
      };
      for (const constant of sourceConstants()) {
        const forged = createStandIn({ secret: constant, publicUrl: TEST_ORIGIN, payerFor: async () => null });
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/payments/webhook',
          headers: { 'content-type': 'application/json', ...forged.signWebhook(event) },
          payload: event,
        });
        expect(res.statusCode, constant).toBe(400);
      }
    });

    it('never honours a token that would move the account to another e-mail', async () => {
      const secret = t.app.config.authSecret!;
      for (const requestType of [undefined, 'change-email-verification', 'change-email-confirmation']) {
        const token = await createEmailVerificationToken(secret, email, 'ladron@example.com', 3600, { userId, requestType });
        const res = await verify(token);
        expect(res.statusCode).toBe(400);
        expect(cookieOf(res)).toBe('');
      }
      const [row] = await t.app.database.db.select({ email: user.email }).from(user).where(eq(user.id, userId));
      expect(row!.email).toBe(email);
    });

    it('still verifies a token it signed itself (the refusals above are about the key)', async () => {
      const res = await verify(await createEmailVerificationToken(t.app.config.authSecret!, email, undefined, 3600, { userId }));
      expect(res.statusCode).toBe(200);
      expect(await verified()).toBe(true);
    });
  });
});

describe('item 2: staff MFA has no side door', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demoData: true, env: { REQUIRE_STAFF_MFA: 'true' } });
  });
  afterAll(() => t?.close());

  const pluginRoutes = async (cookie: string) => {
    const viajero = await t.app.database.db.query.user.findFirst({ where: eq(user.email, 'viajero@example.com') });
    const calls = [
      t.app.inject({ url: '/api/auth/admin/list-users', headers: { cookie } }),
      authPost(
        t.app,
        '/admin/create-user',
        { email: 'otro.admin@example.com', password: 'secreto1', name: 'X', role: 'Administrador' },
        cookie,
      ),
      authPost(t.app, '/admin/set-user-password', { userId: viajero!.id, newPassword: 'robada123' }, cookie),
      authPost(t.app, '/admin/impersonate-user', { userId: viajero!.id }, cookie),
    ];
    return (await Promise.all(calls)).map((r) => r.statusCode);
  };

  it('closes better-auth admin routes to an Administrador without and with two-step verification', async () => {
    const cookie = await signIn(t.app, 'admin@example.com', 'demo1234');
    expect((await t.app.inject({ url: '/api/admin/me', headers: { cookie } })).statusCode).toBe(403);
    expect(await pluginRoutes(cookie)).toEqual([404, 404, 404, 404]);

    // Enrol: the password alone is not enough while MFA is required.
    const bare = await authPost(t.app, '/two-factor/enable', { password: 'demo1234' }, cookie);
    expect(bare.statusCode).toBe(403);
    expect(bare.json().code).toBe('ENROL_CODE_REQUIRED');
    const guessed = await authPost(t.app, '/two-factor/enable', { password: 'demo1234' }, cookie, { 'x-enrol-code': '000000' });
    expect(guessed.statusCode).toBe(403);
    expect(guessed.json().code).toBe('ENROL_CODE_INVALID');

    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/two-factor/email-code',
      headers: { origin: TEST_ORIGIN, cookie },
    });
    expect(sent.statusCode).toBe(204);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/two-factor/email-code',
      headers: { origin: TEST_ORIGIN, cookie },
    });
    expect(again.statusCode).toBe(429);
    const mail = await waitForMail(t.config.dataDir, 'admin@example.com', 'código de seguridad');
    const code = /\b(\d{6})\b/.exec(mail.text)![1]!;

    // A wrong password does not use the code up; the right one with the code enrols.
    const wrongPassword = await authPost(t.app, '/two-factor/enable', { password: 'otra-cosa' }, cookie, {
      'x-enrol-code': code,
    });
    expect(wrongPassword.statusCode).toBe(400);
    const enable = await authPost(t.app, '/two-factor/enable', { password: 'demo1234' }, cookie, { 'x-enrol-code': code });
    expect(enable.statusCode).toBe(200);
    const secret = base32.decode(new URL(enable.json().totpURI).searchParams.get('secret')!);
    const verified = await authPost(t.app, '/two-factor/verify-totp', { code: await createOTP(secret).totp() }, cookie);
    expect(verified.statusCode).toBe(200);
    // The code served once (verify-totp gave the session a new cookie).
    const reused = await authPost(t.app, '/two-factor/enable', { password: 'demo1234' }, cookieOf(verified), {
      'x-enrol-code': code,
    });
    expect(reused.json().code).toBe('ENROL_CODE_INVALID');

    const signInRes = await authPost(t.app, '/sign-in/email', { email: 'admin@example.com', password: 'demo1234' });
    const second = await authPost(
      t.app,
      '/two-factor/verify-totp',
      { code: await createOTP(secret).totp() },
      cookieOf(signInRes),
    );
    const withMfa = cookieOf(second);
    expect((await t.app.inject({ url: '/api/admin/me', headers: { cookie: withMfa } })).statusCode).toBe(200);
    expect(await pluginRoutes(withMfa)).toEqual([404, 404, 404, 404]);
    const admins = await t.app.database.db.select().from(user).where(eq(user.email, 'otro.admin@example.com'));
    expect(admins).toHaveLength(0);
  });

  it('asks no e-mailed code of a traveller, who gains no staff power by enrolling', async () => {
    const cookie = await signIn(t.app, 'viajero@example.com', 'demo1234');
    expect((await authPost(t.app, '/two-factor/enable', { password: 'demo1234' }, cookie)).statusCode).toBe(200);
  });
});

describe('item 7: only the newest reset link works', () => {
  it('kills every other outstanding link once one reset succeeds', async () => {
    const email = 'proveedor@example.com';
    const tokens: string[] = [];
    for (let i = 0; i < 2; i++) {
      const before = tokens.length;
      expect((await authPost(demo.app, '/request-password-reset', { email, redirectTo: '/password-reset' })).statusCode).toBe(
        200,
      );
      await expect
        .poll(async () => {
          const mail = await waitForMail(demo.config.dataDir, email, 'Restablece');
          const token = decodeURIComponent(/access_token=([^&\s"]+)/.exec(mail.text)![1]!);
          if (!tokens.includes(token)) tokens.push(token);
          return tokens.length;
        })
        .toBe(before + 1);
    }
    const [older, newer] = tokens as [string, string];
    expect((await authPost(demo.app, '/reset-password', { token: newer, newPassword: 'nueva-clave-1' })).statusCode).toBe(200);
    const late = await authPost(demo.app, '/reset-password', { token: older, newPassword: 'del-atacante-1' });
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe('INVALID_TOKEN');
    await signIn(demo.app, email, 'nueva-clave-1');
  });
});

describe('item 9: sign-in on every loopback name of the port', () => {
  const account = { email: 'local@example.com', password: 'secreto1', name: 'Local' };
  const signInFrom = (app: FastifyInstance, origin: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin, 'content-type': 'application/json' },
      payload: { email: account.email, password: account.password },
    });
  const appWith = async (env: Record<string, string>) => {
    const t = await createTestApp({ env });
    expect((await authPost(t.app, '/sign-up/email', account)).statusCode).toBe(200);
    return t;
  };

  it('without PUBLIC_URL, accepts localhost, 127.0.0.1 and [::1] and refuses others in Spanish', async () => {
    const t = await appWith({ PUBLIC_URL: '' });
    try {
      for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']) {
        expect((await signInFrom(t.app, origin)).statusCode, origin).toBe(200);
      }
      const other = await signInFrom(t.app, 'http://127.0.0.1:4000');
      expect(other.statusCode).toBe(403);
      expect(other.json().error.message).toBe('Solicitud rechazada: solo se aceptan cambios hechos desde este sitio.');
    } finally {
      await t.close();
    }
  });

  it('with PUBLIC_URL, trusts that origin only', async () => {
    const t = await appWith({});
    try {
      expect((await signInFrom(t.app, TEST_ORIGIN)).statusCode).toBe(200);
      expect((await signInFrom(t.app, 'http://127.0.0.1:3000')).statusCode).toBe(403);
    } finally {
      await t.close();
    }
  });
});

describe('item 10: unauthenticated callers learn nothing', () => {
  it('answers 401 anonymous and 403 to a traveller on every /api/admin route, whatever the body', async () => {
    const admin = routes
      .filter((r) => r.url.startsWith('/api/admin'))
      .flatMap((r) => ([] as string[]).concat(r.method).map((method) => ({ method, url: r.url })))
      .filter((r) => r.method !== 'HEAD');
    expect(admin.length).toBeGreaterThan(30);
    const traveller = await signIn(demo.app, 'viajero@example.com', 'demo1234');
    for (const route of admin) {
      const url = `${route.url.replace(/:[A-Za-z]+/g, 'no-es-un-id')}?page=-1&group=zzz&limit=abc`;
      const hasBody = !['GET', 'DELETE'].includes(route.method);
      const send = (cookie?: string) =>
        demo.app.inject({
          method: route.method as 'GET',
          url,
          headers: { ...json, ...(cookie ? { cookie } : {}) },
          ...(hasBody ? { payload: { nombre: 42, role: 'Dios', price: 'gratis' } } : {}),
        });
      const anonymous = await send();
      expect(anonymous.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(anonymous.json().error.fields, `${route.method} ${route.url}`).toBeUndefined();
      expect((await send(traveller)).statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });
});

describe('issue 28 item 7: every staff route under the admin plugin', () => {
  it('registers every /api/admin route inside the admin plugin, behind its one staff guard', () => {
    const admin = routes.filter((r) => r.url.startsWith('/api/admin'));
    // The desk's booking actions were once mounted beside the plugin with guards of their own.
    for (const url of [
      '/api/admin/bookings/manual',
      '/api/admin/bookings/:id/refund',
      '/api/admin/bookings/:id/reschedule',
      '/api/admin/bookings/:id/voucher-email',
    ])
      expect(admin.map((r) => r.url)).toContain(url);
    const outside = admin.filter((r) => r.config?.staffGuard !== true).map((r) => `${String(r.method)} ${r.url}`);
    expect(outside).toEqual([]);
  });
});

describe('item 13: proxy hops and the booking horizon', () => {
  it('reads TRUST_PROXY as Fastify does: off, one hop for true, a hop count or proxy addresses', () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.0/8' }).TRUST_PROXY).toEqual(['10.0.0.1', '10.0.0.0/8']);
    expect(() => loadConfig({ TRUST_PROXY: 'todos' })).toThrow(/TRUST_PROXY/);
  });

  it('with TRUST_PROXY=true, a client cannot pick its own address by writing X-Forwarded-For', async () => {
    const t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/transport-requests',
          // The proxy appends the address it saw; whatever the client wrote comes before it.
          headers: { ...json, 'x-forwarded-for': `198.51.100.${i}, 203.0.113.9` },
          payload: validTransportRequest,
        });
        statuses.push(res.statusCode);
      }
      // 5 requests per address in 10 minutes: the sixth from 203.0.113.9 is refused.
      expect(statuses.slice(0, 5).every((s) => s < 300)).toBe(true);
      expect(statuses[5]).toBe(429);
    } finally {
      await t.close();
    }
  });

  it('refuses experience dates past 18 months ahead', async () => {
    const list = (await demo.app.inject({ url: '/api/experiences' })).json();
    const id = (list.data ?? list)[0].id;
    const horizon = lastBookableDate(todayInMexico());
    for (const date of ['9999-12-25', addDays(horizon, 7)]) {
      const res = await demo.app.inject({
        method: 'POST',
        url: '/api/payments/orders',
        headers: json,
        payload: withPeople({ kind: 'experience', id, date, passengers: 1 }),
      });
      expect(res.statusCode, date).toBe(400);
      expect(res.json().error.message, date).toMatch(
        /^Por ahora recibimos reservas hasta el \d+ de \w+ de \d{4}\. Elige una fecha anterior\.$/,
      );
    }
  });
});
