import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from './helpers.ts';

// docs/product.md §3.1: the browser offers a social sign-in only for providers with keys, so the list it
// is given must be exactly what better-auth accepts. Google has both keys here; Facebook only its id.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { GOOGLE_CLIENT_ID: 'google-client-id', GOOGLE_CLIENT_SECRET: 'google-secret', FACEBOOK_CLIENT_ID: 'facebook-id' },
  });
});
afterAll(() => t?.close());

const startSocial = (provider: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/social',
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
    payload: { provider, callbackURL: '/?locale=es-MX' },
  });

describe('configured social providers', () => {
  it('tells the browser, in the cacheable public config, only the providers with both keys', async () => {
    const res = await t.app.inject('/api/config');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ auth_providers: ['google'] });
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });

  it('starts a sign-in with a listed provider and refuses one that is not listed', async () => {
    const google = await startSocial('google');
    expect(google.statusCode).toBe(200);
    expect(google.json<{ url: string }>().url).toMatch(/^https:\/\/accounts\.google\.com\//);

    const facebook = await startSocial('facebook');
    expect(facebook.statusCode).toBe(404);
    expect(facebook.json()).toMatchObject({ code: 'PROVIDER_NOT_FOUND' });
  });
});
