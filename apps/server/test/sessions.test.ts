import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session, user } from '../src/db/schema.ts';
import type { Auth } from '../src/modules/auth/auth.ts';
import { createSessionReader } from '../src/modules/auth/sessions.ts';
import { createTestApp, signIn, TEST_ORIGIN, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demoData: true });
});
afterAll(() => t?.close());

/** The app's real better-auth, counting how often the reader asks it. */
function countingAuth() {
  let lookUps = 0;
  const gate = { wait: Promise.resolve() };
  const auth = {
    api: {
      getSession: async (context: Parameters<Auth['api']['getSession']>[0]) => {
        lookUps++;
        const found = await t.app.auth.api.getSession(context);
        await gate.wait;
        return found;
      },
    },
  } as unknown as Auth;
  return { auth, lookUps: () => lookUps, gate };
}

const requestWith = (cookie?: string) => ({ headers: cookie ? { cookie } : {} }) as FastifyRequest;

describe('the session reader', () => {
  it('remembers whose a cookie is, and asks better-auth again after clear()', async () => {
    const cookie = await signIn(t.app, 'coordinador@example.com', 'demo1234');
    const { auth, lookUps } = countingAuth();
    const sessions = createSessionReader(auth, { ttlMs: () => 60_000 });

    expect((await sessions.user(requestWith(cookie)))?.email).toBe('coordinador@example.com');
    expect((await sessions.user(requestWith(cookie)))?.role).toBe('Coordinador');
    expect(lookUps()).toBe(1);

    sessions.clear();
    expect((await sessions.user(requestWith(cookie)))?.email).toBe('coordinador@example.com');
    expect(lookUps()).toBe(2);
  });

  it('does not keep a look-up that was under way while it was cleared', async () => {
    const cookie = await signIn(t.app, 'coordinador@example.com', 'demo1234');
    const { auth, lookUps, gate } = countingAuth();
    const sessions = createSessionReader(auth, { ttlMs: () => 60_000 });
    let release = () => {};
    gate.wait = new Promise<void>((resolve) => (release = resolve));

    const pending = sessions.user(requestWith(cookie));
    await expect.poll(lookUps).toBe(1);
    sessions.clear(); // e.g. the role changed after the look-up read the rows
    release();
    expect((await pending)?.email).toBe('coordinador@example.com');

    await sessions.user(requestWith(cookie));
    expect(lookUps()).toBe(2);
  });

  it('remembers nothing with no lifetime, no cookie or an unknown cookie', async () => {
    const cookie = await signIn(t.app, 'coordinador@example.com', 'demo1234');
    const deaf = countingAuth();
    const notNow = createSessionReader(deaf.auth, { ttlMs: () => 0 });
    await notNow.user(requestWith(cookie));
    await notNow.user(requestWith(cookie));
    expect(deaf.lookUps()).toBe(2);

    const { auth, lookUps } = countingAuth();
    const sessions = createSessionReader(auth, { ttlMs: () => 60_000 });
    const forged = 'better-auth.session_token=inventado.firma';
    for (const request of [requestWith(), requestWith(), requestWith(forged), requestWith(forged)]) {
      expect(await sessions.user(request)).toBeNull();
    }
    expect(lookUps()).toBe(4);
  });

  it('keeps at most maxEntries cookies, forgetting the oldest', async () => {
    const cookies = [
      await signIn(t.app, 'coordinador@example.com', 'demo1234'),
      await signIn(t.app, 'organizador@example.com', 'demo1234'),
      await signIn(t.app, 'viajero@example.com', 'demo1234'),
    ];
    const { auth, lookUps } = countingAuth();
    const sessions = createSessionReader(auth, { ttlMs: () => 60_000, maxEntries: 2 });
    for (const cookie of cookies) await sessions.user(requestWith(cookie));
    await sessions.user(requestWith(cookies[2]));
    await sessions.user(requestWith(cookies[1]));
    expect(lookUps()).toBe(3);
    await sessions.user(requestWith(cookies[0]));
    expect(lookUps()).toBe(4);
  });
});

describe('remembered sessions in the app', () => {
  const me = (cookie: string) => t.app.inject({ url: '/api/admin/me', headers: { cookie } });

  it('ends a session at once on sign-out, though it was used a moment before', async () => {
    const cookie = await signIn(t.app, 'coordinador@example.com', 'demo1234');
    expect((await me(cookie)).statusCode).toBe(200);
    expect((await me(cookie)).statusCode).toBe(200);

    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    const after = await me(cookie);
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe('unauthorized');
  });

  it('refuses the staff screens soon after a script takes the role away, long before the minute it may remember', async () => {
    const cookie = await signIn(t.app, 'organizador@example.com', 'demo1234');
    expect((await me(cookie)).statusCode).toBe(200);
    const db = t.app.database.db;
    try {
      // No request of this app makes the change: only the database's notice can reach the reader.
      await db.update(user).set({ role: 'Viajero' }).where(eq(user.email, 'organizador@example.com'));
      await expect.poll(async () => (await me(cookie)).statusCode, { timeout: 4_000, interval: 50 }).toBe(403);
    } finally {
      await db.update(user).set({ role: 'Organizador' }).where(eq(user.email, 'organizador@example.com'));
    }
    await expect.poll(async () => (await me(cookie)).statusCode, { timeout: 4_000, interval: 50 }).toBe(200);
  });

  it('ends a session soon after a script deletes it', async () => {
    const cookie = await signIn(t.app, 'coordinador@example.com', 'demo1234');
    expect((await me(cookie)).statusCode).toBe(200);
    const token = decodeURIComponent(cookie.split('=')[1]!).split('.')[0]!;
    const removed = await t.app.database.db.delete(session).where(eq(session.token, token)).returning();
    expect(removed).toHaveLength(1);
    await expect.poll(async () => (await me(cookie)).statusCode, { timeout: 4_000, interval: 50 }).toBe(401);
  });
});
