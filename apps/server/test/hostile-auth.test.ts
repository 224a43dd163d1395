import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@hv/shared';
import { buildApp } from '../src/app.ts';
import { rateLimit, user } from '../src/db/schema.ts';
import { SEARCH_QUERIES_PER_MINUTE } from '../src/modules/search/routes.ts';
import { expectNoInternals, nextIp, outbox } from './hostile-helpers.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from './helpers.ts';
import { withPeople } from './payment-helpers.ts';

/*
 * Hostile input against sign-in and its neighbours (issue 8, Security): open redirects in
 * better-auth's callback URLs, HSTS and cookie flags behind an HTTPS proxy, and the rate
 * limits — answered in Spanish and shared by every process through the database.
 */

const cookiesOf = (res: { headers: Record<string, unknown> }) =>
  ([] as string[]).concat((res.headers['set-cookie'] as string | string[] | undefined) ?? []);

// The demo site, shared by the first two groups.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demoData: true });
});
afterAll(() => t?.close());

describe('open redirects', () => {
  const post = (path: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/auth${path}`,
      payload,
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      remoteAddress: nextIp(),
    });

  // Another origin, written every way a URL parser might be fooled into leaving the site.
  const FOREIGN = [
    'https://evil.example/robar',
    '//evil.example/robar',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    'http:evil.example',
    'https://localhost:3000.evil.example/',
    'http://localhost:3000@evil.example/',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
  ];

  /** Every Location header seen in this suite: each must stay on the site. */
  const locations: string[] = [];
  const remember = (res: { headers: Record<string, unknown> }) => {
    if (res.headers.location) locations.push(String(res.headers.location));
  };

  it('refuses a foreign callbackURL on sign-in (no session), sign-up (no account) and social sign-in', async () => {
    for (const url of FOREIGN) {
      const signInRes = await post('/sign-in/email', { email: 'admin@example.com', password: 'demo1234', callbackURL: url });
      expect(signInRes.statusCode, url).toBe(403);
      expect(signInRes.headers['set-cookie'], url).toBeUndefined();
      remember(signInRes);

      const email = `redir-${locations.length}-${Math.random().toString(36).slice(2)}@example.com`;
      const signUp = await post('/sign-up/email', { email, password: 'secreto-1', name: 'Redirección', callbackURL: url });
      expect(signUp.statusCode, url).toBe(403);
      expect(await t.app.database.db.select().from(user).where(eq(user.email, email))).toEqual([]);
      remember(signUp);

      const social = await post('/sign-in/social', { provider: 'google', callbackURL: url });
      expect(social.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(social.statusCode, url).toBeLessThan(500);
      expect(social.body).not.toContain('evil.example');
      remember(social);
    }
  });

  it('refuses a foreign redirectTo on the reset request and sends no e-mail', async () => {
    const sent = () => outbox(t.config.dataDir).filter((m) => m.to[0]?.address === 'organizador@example.com').length;
    const before = sent();
    for (const url of FOREIGN) {
      const res = await post('/request-password-reset', { email: 'organizador@example.com', redirectTo: url });
      expect(res.statusCode, url).toBe(403);
      remember(res);
    }
    const verification = await post('/send-verification-email', { email: 'organizador@example.com', callbackURL: FOREIGN[0] });
    expect(verification.statusCode).toBe(403);
    // A request on the site itself is answered with exactly one e-mail: once it is there, a
    // wrongly sent one would be too. (The refused ones used none of the 3-per-5-minutes slots.)
    const own = await post('/request-password-reset', { email: 'organizador@example.com', redirectTo: '/password-reset' });
    expect(own.statusCode, own.body).toBe(200);
    await expect.poll(sent).toBe(before + 1);
    const mail = outbox(t.config.dataDir).filter((m) => m.to[0]?.address === 'organizador@example.com');
    expect(mail.at(-1)!.text).toContain(`${TEST_ORIGIN}/password-reset#access_token=`);
  });

  it('refuses a foreign callbackURL on the links the e-mails carry (verify e-mail, reset password)', async () => {
    for (const url of FOREIGN) {
      for (const path of [`/verify-email?token=x&callbackURL=`, `/reset-password/x?callbackURL=`]) {
        const res = await t.app.inject(`/api/auth${path}${encodeURIComponent(url)}`);
        expect(res.statusCode, `${path}${url}`).toBe(403);
        expect(res.headers.location).toBeUndefined();
        remember(res);
      }
    }
  });

  it('follows a callback on the site itself, and every redirect seen stays on the site', async () => {
    for (const url of ['/perfil', `${TEST_ORIGIN}/perfil`]) {
      for (const path of [`/verify-email?token=x&callbackURL=`, `/reset-password/x?callbackURL=`]) {
        const res = await t.app.inject(`/api/auth${path}${encodeURIComponent(url)}`);
        expect(res.statusCode).toBe(302);
        remember(res);
      }
    }
    // The reset and verification e-mails link to the site too, whatever the request said.
    const signUp = await post('/sign-up/email', {
      email: 'enlace.propio@example.com',
      password: 'secreto-1',
      name: 'Enlace',
      callbackURL: '/perfil',
    });
    expect(signUp.statusCode).toBe(200);
    await expect.poll(() => outbox(t.config.dataDir).find((m) => m.to[0]?.address === 'enlace.propio@example.com')).toBeTruthy();
    const mail = outbox(t.config.dataDir).find((m) => m.to[0]?.address === 'enlace.propio@example.com')!;
    for (const link of mail.text.match(/https?:\/\/\S+/g) ?? []) locations.push(link);

    expect(locations.length).toBeGreaterThanOrEqual(5);
    for (const location of locations) {
      const onSite = (location.startsWith('/') && !location.startsWith('//')) || location.startsWith(`${TEST_ORIGIN}/`);
      expect(onSite, location).toBe(true);
      // The callback survives only as the site's own path.
      if (location.includes('callbackURL=')) {
        const callback = new URL(location, TEST_ORIGIN).searchParams.get('callbackURL')!;
        expect(new URL(callback, TEST_ORIGIN).origin, location).toBe(TEST_ORIGIN);
      }
    }
  });
});

describe('fields a traveller may not set', () => {
  it("refuses role, seeds, avatar, e-mail and two-step flags through better-auth's update-user", async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'viajero@example.com', password: 'demo1234' },
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
    });
    const cookie = cookiesOf(login)
      .map((c) => c.split(';')[0])
      .join('; ');
    const profile = async () => (await t.app.inject({ url: '/api/profile', headers: { cookie } })).json();
    const before = await profile();
    for (const body of [
      { role: 'Administrador' },
      { seeds: 99_999 },
      { avatarUrl: 'https://evil.example/a.png' },
      { email: 'otra@example.com' },
      { twoFactorEnabled: true },
      { emailVerified: true, banned: false },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/update-user',
        payload: body,
        headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', cookie },
      });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expectNoInternals(res);
    }
    expect(await profile()).toEqual(before);
    // better-auth's own staff endpoints are not served at all (the back office has its own).
    const setRole = await t.app.inject({
      method: 'POST',
      url: '/api/auth/admin/set-role',
      payload: { userId: before.id, role: 'Administrador' },
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', cookie },
    });
    expect(setRole.statusCode).toBe(404);
    expect((await profile()).role).toBe('Viajero');
  });
});

describe('HTTPS: HSTS and cookie flags', () => {
  const PUBLIC = 'https://reservas.example.mx';
  let behindProxy: TestApp;
  let direct: TestApp;
  beforeAll(async () => {
    behindProxy = await createTestApp({
      env: { PUBLIC_URL: PUBLIC, TRUST_PROXY: 'true', AUTH_SECRET: 'hsts-test-secret-0123456789abcdef0123456789' },
    });
    direct = await createTestApp();
  });
  afterAll(async () => {
    await behindProxy?.close();
    await direct?.close();
  });

  const signUp = (app: FastifyInstance, origin: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email: `cookie-${Math.random().toString(36).slice(2)}@example.com`, password: 'secreto-1', name: 'Galleta' },
      headers: { origin, 'content-type': 'application/json', ...headers },
      remoteAddress: nextIp(),
    });

  it('sends HSTS only on requests that arrived over HTTPS through the trusted proxy', async () => {
    const overTls = await behindProxy.app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(overTls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    // The proxy's own plain-HTTP health check: no HSTS (RFC 6797 §7.2).
    const plain = await behindProxy.app.inject('/api/health');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    // Without TRUST_PROXY a client cannot claim HTTPS with a header.
    const claimed = await direct.app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
  });

  it('marks the session cookie Secure behind HTTPS, and HttpOnly + SameSite=Lax always', async () => {
    const secure = await signUp(behindProxy.app, PUBLIC, { 'x-forwarded-proto': 'https' });
    expect(secure.statusCode, secure.body).toBe(200);
    const secureCookies = cookiesOf(secure);
    expect(secureCookies.some((c) => c.startsWith('__Secure-better-auth.session_token='))).toBe(true);
    for (const cookie of secureCookies) {
      expect(cookie).toMatch(/;\s*Secure/i);
      expect(cookie).toMatch(/;\s*HttpOnly/i);
      expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    }

    const plain = await signUp(direct.app, TEST_ORIGIN);
    expect(plain.statusCode, plain.body).toBe(200);
    const plainCookies = cookiesOf(plain);
    expect(plainCookies.some((c) => c.startsWith('better-auth.session_token='))).toBe(true);
    for (const cookie of plainCookies) {
      expect(cookie).not.toMatch(/;\s*Secure/i);
      expect(cookie).toMatch(/;\s*HttpOnly/i);
      expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    }
  });
});

describe('rate limits, in Spanish and shared by every process', () => {
  // NODE_ENV=production: better-auth's own limits are off in test mode.
  let one: TestApp;
  let two: FastifyInstance;
  beforeAll(async () => {
    one = await createTestApp({ env: { NODE_ENV: 'production' } });
    // A second process on the same database: only the database is shared, no memory.
    two = await buildApp(one.config, { database: one.app.database });
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
  });

  const postTo = (app: FastifyInstance, url: string, payload: object, ip: string) =>
    app.inject({
      method: 'POST',
      url,
      payload,
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      remoteAddress: ip,
    });
  const expectSpanish429 = (res: Awaited<ReturnType<typeof postTo>>) => {
    expect(res.statusCode, res.body).toBe(429);
    expectNoInternals(res);
    const body = res.json();
    expect(body.error?.message ?? body.message).toBe(MESSAGES.rateLimited);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  };

  it('limits sign-in per client; the 11th attempt in a minute, on the other process, gets 429', async () => {
    const ip = nextIp();
    for (let i = 0; i < 10; i++) {
      const res = await postTo(one.app, '/api/auth/sign-in/email', { email: 'nadie@example.com', password: `mala-${i}` }, ip);
      expect(res.statusCode).toBe(401);
    }
    expectSpanish429(await postTo(two, '/api/auth/sign-in/email', { email: 'nadie@example.com', password: 'otra' }, ip));
    // Another client is not affected.
    expect(
      (await postTo(two, '/api/auth/sign-in/email', { email: 'nadie@example.com', password: 'otra' }, nextIp())).statusCode,
    ).toBe(401);
  });

  it('limits sign-up per client, creating no account once refused', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i++) {
      const res = await postTo(
        one.app,
        '/api/auth/sign-up/email',
        { email: `alta${i}@example.com`, password: 'secreto-1', name: 'Alta' },
        ip,
      );
      expect(res.statusCode, res.body).toBe(200);
    }
    expectSpanish429(
      await postTo(two, '/api/auth/sign-up/email', { email: 'alta-extra@example.com', password: 'secreto-1', name: 'Alta' }, ip),
    );
    expect(await one.app.database.db.select().from(user).where(eq(user.email, 'alta-extra@example.com'))).toEqual([]);
  });

  it('limits reset requests per client and per address (docs/product.md §3.3: 3 per e-mail in 5 minutes)', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i++) {
      expect((await postTo(one.app, '/api/auth/request-password-reset', { email: `reset${i}@example.com` }, ip)).statusCode).toBe(
        200,
      );
    }
    expectSpanish429(await postTo(two, '/api/auth/request-password-reset', { email: 'reset-extra@example.com' }, ip));

    // Per address, from different clients and processes.
    for (const app of [one.app, two, one.app]) {
      expect((await postTo(app, '/api/auth/request-password-reset', { email: 'misma@example.com' }, nextIp())).statusCode).toBe(
        200,
      );
    }
    const fourth = await postTo(two, '/api/auth/request-password-reset', { email: 'misma@example.com' }, nextIp());
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({
      code: 'RESET_LIMIT',
      message: expect.stringMatching(/^Has intentado demasiadas veces/),
    });
  });

  it('limits the transport form, searches and order creation across both processes', async () => {
    const transport = {
      name: 'Límite',
      email: 'limite@example.com',
      phoneNumber: '5512345678',
      destination: 'Taxco',
      departureDate: '2099-05-10',
      departureTime: '08:30',
      vehicleType: 'sprinter',
      passengers: 3,
    };
    const ip = nextIp();
    for (let i = 0; i < 5; i++) expect((await postTo(one.app, '/api/transport-requests', transport, ip)).statusCode).toBe(201);
    expectSpanish429(await postTo(two, '/api/transport-requests', transport, ip));

    const searchIp = nextIp();
    for (let i = 0; i < SEARCH_QUERIES_PER_MINUTE; i++) {
      const res = await one.app.inject({ url: `/api/search?q=termino${i}`, remoteAddress: searchIp });
      expect(res.statusCode).toBe(200);
    }
    expectSpanish429(await two.inject({ url: '/api/search?q=otro-termino', remoteAddress: searchIp }));

    // Passes the schema, refused by the handler (no such experience): still counts.
    const order = withPeople({
      kind: 'experience',
      id: '00000000-0000-4000-8000-000000000000',
      date: '2099-05-09',
      passengers: 1,
    });
    const orderIp = nextIp();
    for (let i = 0; i < 30; i++) expect((await postTo(one.app, '/api/payments/orders', order, orderIp)).statusCode).toBe(404);
    expectSpanish429(await postTo(two, '/api/payments/orders', order, orderIp));
  });

  it('counts an IPv6 client by its /64, so rotating addresses inside it does not escape the limit', async () => {
    const transport = {
      name: 'Seis',
      email: 'seis@example.com',
      phoneNumber: '5512345678',
      destination: 'Cuernavaca',
      departureDate: '2099-05-10',
      departureTime: '08:30',
      vehicleType: 'sprinter',
      passengers: 3,
    };
    for (let i = 1; i <= 5; i++) {
      expect((await postTo(one.app, '/api/transport-requests', transport, `2001:db8:ab:cd::${i}`)).statusCode).toBe(201);
    }
    expectSpanish429(await postTo(two, '/api/transport-requests', transport, '2001:db8:ab:cd:ffff:1:2:3'));
    // The next /64 is another client.
    expect((await postTo(two, '/api/transport-requests', transport, '2001:db8:ab:ce::1')).statusCode).toBe(201);
  });

  it("keeps the counters in the database: better-auth's in rate_limit, ours in rate-limiter-flexible's hv_rate_limit", async () => {
    const keys = (await one.app.database.db.select({ key: rateLimit.key }).from(rateLimit)).map((r) => r.key);
    expect(keys.some((k) => k.endsWith('|/sign-in/email'))).toBe(true);
    expect(keys.some((k) => k.endsWith('|/sign-up/email'))).toBe(true);
    expect(keys.some((k) => k.endsWith('|/request-password-reset'))).toBe(true);
    const ours = await one.app.database.db.execute<{ key: string }>(sql`SELECT key FROM hv_rate_limit WHERE key LIKE 'hv:%'`);
    const names = (ours as unknown as { rows: { key: string }[] }).rows.map((r) => r.key.split(':')[1]);
    expect(names.sort()).toEqual(expect.arrayContaining(['payment-order', 'search', 'transport']));
  });

  it('lets a traveller sign in from another address meanwhile', async () => {
    const res = await postTo(two, '/api/auth/sign-in/email', { email: 'alta0@example.com', password: 'secreto-1' }, nextIp());
    expect(res.statusCode).toBe(200);
  });
});
