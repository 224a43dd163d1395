import { eq } from 'drizzle-orm';
import { user } from '../src/db/schema.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, TEST_ORIGIN, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demoData: true });
});
afterAll(() => t?.close());

describe('sign-in and staff routes', () => {
  it('signs in the demo admin and returns an httpOnly SameSite session cookie', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: { email: 'admin@example.com', password: 'demo1234' },
    });
    expect(res.statusCode).toBe(200);
    const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.includes('session_token'));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('rejects a wrong password', async () => {
    await expect(signIn(t.app, 'admin@example.com', 'incorrecta')).rejects.toThrow(/401/);
  });

  it('answers 401 on a staff route without a session', async () => {
    const res = await t.app.inject('/api/admin/me');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthorized');
  });

  it('answers 403 to a traveller and 200 to staff', async () => {
    const traveller = await signIn(t.app, 'viajero@example.com', 'demo1234');
    const forbidden = await t.app.inject({ url: '/api/admin/me', headers: { cookie: traveller } });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error.message).toMatch(/permisos/);

    for (const email of ['admin@example.com', 'coordinador@example.com', 'organizador@example.com']) {
      const cookie = await signIn(t.app, email, 'demo1234');
      const res = await t.app.inject({ url: '/api/admin/me', headers: { cookie } });
      expect(res.statusCode).toBe(200);
      expect(res.json().email).toBe(email);
    }

    const provider = await signIn(t.app, 'proveedor@example.com', 'demo1234');
    expect((await t.app.inject({ url: '/api/admin/me', headers: { cookie: provider } })).statusCode).toBe(403);
  });

  it('gives new sign-ups the Viajero role and uuid ids', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: { email: 'nueva@example.com', password: 'secreto1', name: 'Nueva Viajera', fullName: 'Nueva Viajera' },
    });
    expect(res.statusCode).toBe(200);
    const created = await t.app.database.db.query.user.findFirst({ where: (u, { eq }) => eq(u.email, 'nueva@example.com') });
    expect(created?.role).toBe('Viajero');
    expect(created?.seeds).toBe(0);
    expect(created?.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses a cross-site sign-in (foreign Origin)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: { email: 'admin@example.com', password: 'demo1234' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('REQUIRE_STAFF_MFA', () => {
  it('keeps staff without two-step verification out of staff routes', async () => {
    const strict = await createTestApp({ env: { REQUIRE_STAFF_MFA: 'true' } });
    try {
      const res = await strict.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
        payload: { email: 'jefa@example.com', password: 'secreto1', name: 'Jefa' },
      });
      expect(res.statusCode).toBe(200);
      await strict.app.database.db.update(user).set({ role: 'Administrador' }).where(eq(user.email, 'jefa@example.com'));
      const cookie = await signIn(strict.app, 'jefa@example.com', 'secreto1');
      const denied = await strict.app.inject({ url: '/api/admin/me', headers: { cookie } });
      expect(denied.statusCode).toBe(403);
      expect(denied.json().error.fields).toEqual({ mfa: 'required' });
    } finally {
      await strict.close();
    }
  });
});
