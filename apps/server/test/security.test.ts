import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@hv/shared';
import { SEARCH_QUERIES_PER_MINUTE } from '../src/modules/search/routes.ts';
import { createTestApp, signIn, TEST_ORIGIN, validTransportRequest, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demoData: true });
});
afterAll(async () => {
  await t?.close();
});

describe('cross-site requests cannot change state', () => {
  const countRequests = async () => (await t.app.database.db.query.transportRequests.findMany()).length;
  const post = (headers: Record<string, string>, ip: string) =>
    t.app.inject({ method: 'POST', url: '/api/transport-requests', payload: validTransportRequest, headers, remoteAddress: ip });

  it('refuses a POST that names another origin, and stores nothing', async () => {
    const before = await countRequests();
    const res = await post({ origin: 'https://evil.example' }, '10.1.0.1');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: { code: 'forbidden', message: MESSAGES.crossSite, key: 'common.crossSite' } });
    expect(await countRequests()).toBe(before);
  });

  it('refuses a browser request marked cross-site even without Origin', async () => {
    const res = await post({ 'sec-fetch-site': 'cross-site' }, '10.1.0.2');
    expect(res.statusCode).toBe(403);
  });

  it('accepts the same request from the site itself', async () => {
    const res = await post({ origin: TEST_ORIGIN, 'sec-fetch-site': 'same-origin' }, '10.1.0.3');
    expect(res.statusCode).toBe(201);
  });

  it('guards staff writes too, even with a valid session cookie', async () => {
    const admin = await signIn(t.app, 'admin@example.com', 'demo1234');
    const [trip] = (await t.app.inject({ url: '/api/admin/trips', headers: { cookie: admin } })).json().data;
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/trips/${trip.id}/active`,
      headers: { cookie: admin, origin: 'https://evil.example' },
      payload: { is_active: !trip.is_active },
    });
    expect(res.statusCode).toBe(403);
    const after = (await t.app.inject({ url: '/api/admin/trips', headers: { cookie: admin } })).json().data;
    expect(after.find((row: { id: string }) => row.id === trip.id).is_active).toBe(trip.is_active);
  });

  it("lets better-auth's own sign-in refuse a foreign origin", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: { email: 'admin@example.com', password: 'demo1234' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});

describe('security headers', () => {
  it('sends a strict CSP, no framing, nosniff and a referrer policy', async () => {
    const res = await t.app.inject('/');
    expect(res.headers['content-type']).toContain('text/html');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('paypal.com');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    // Served over plain HTTP here: HSTS would be meaningless.
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('search rate limit', () => {
  it('limits the searches that reach the database per client, with a Spanish 429; cached terms still answer', async () => {
    const search = (q: string) => t.app.inject({ url: `/api/search?q=${encodeURIComponent(q)}`, remoteAddress: '10.2.0.1' });
    expect((await search('cenotes')).statusCode).toBe(200);
    for (let i = 0; i < SEARCH_QUERIES_PER_MINUTE - 1; i++) expect((await search(`termino ${i}`)).statusCode).toBe(200);

    const refused = await search('otro termino');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(MESSAGES.rateLimited);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Already answered once: served from memory, costs nothing, not refused.
    expect((await search('cenotes')).statusCode).toBe(200);
    // Another client is not affected.
    expect((await t.app.inject({ url: '/api/search?q=otro%20termino', remoteAddress: '10.2.0.2' })).statusCode).toBe(200);
  });
});
