import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { coupons, experiences, giftCards, transportRequests, trips, user } from '../src/db/schema.ts';
import { couponRow, experienceRow, giftCardRow, transportRequestRow, tripRow, userRow } from '../src/db/factories.ts';
import { createTestApp, signIn, TEST_ORIGIN, type TestApp } from './helpers.ts';

/**
 * Issue 16: every staff list orders by a unique key after its own order, so rows that share a
 * timestamp (demo data is written in one go) keep their place between pages and after an edit.
 * Each list gets 25 rows with one timestamp, newer than anything else, read in pages of 10.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ demoData: true });
  admin = await signIn(t.app, 'admin@example.com', 'demo1234');
});
afterAll(() => t?.close());

const SAME = new Date('2099-01-01T12:00:00Z');
const N = 25;
const db = () => t.app.database.db;
const get = (url: string) => t.app.inject({ url, headers: { cookie: admin } });
const send = (method: 'PUT' | 'PATCH', url: string, payload: object) =>
  t.app.inject({ method, url, payload, headers: { cookie: admin, origin: TEST_ORIGIN, 'content-type': 'application/json' } });

/** The first three pages of 10 (the 25 rows and 5 older ones), as ids. */
async function firstPages(list: string): Promise<string[]> {
  const ids: string[] = [];
  for (const page of [1, 2, 3]) {
    const res = await get(`${list}${list.includes('?') ? '&' : '?'}page=${page}&perPage=10`);
    expect(res.statusCode, res.body).toBe(200);
    ids.push(...(res.json().data as { id: string }[]).map((row) => row.id));
  }
  return ids.slice(0, N);
}

const byId = (ids: string[], direction: 'asc' | 'desc') =>
  [...ids].sort((a, b) => (direction === 'asc' ? a.localeCompare(b) : b.localeCompare(a)));

/** Reads the list, edits one of the tied rows in the middle, reads it again: the same order, by id. */
async function expectStable(list: string, ids: string[], direction: 'asc' | 'desc', edit: (id: string) => Promise<unknown>) {
  const expected = byId(ids, direction);
  expect(await firstPages(list)).toEqual(expected);
  await edit(expected[12]!);
  await edit(expected[3]!);
  expect(await firstPages(list)).toEqual(expected);
}

describe('staff lists keep rows with one timestamp in one order', () => {
  it('people', async () => {
    const rows = await db()
      .insert(user)
      .values(
        Array.from({ length: N }, (_, i) =>
          userRow({ fullName: `Empate ${i}`, email: `empate${i}@example.com`, createdAt: SAME, updatedAt: SAME }),
        ),
      )
      .returning();
    await expectStable(
      '/api/admin/people?group=travellers',
      rows.map((r) => r.id),
      'desc',
      async (id) => {
        const res = await send('PUT', `/api/admin/people/${id}?group=travellers`, {
          full_name: `Editada ${id.slice(0, 4)}`,
          role: 'Viajero',
        });
        expect(res.statusCode, res.body).toBe(200);
      },
    );
  });

  it('trips and experiences', async () => {
    const tripRows = await db()
      .insert(trips)
      .values(Array.from({ length: N }, () => tripRow({ created_at: SAME })))
      .returning();
    await expectStable(
      '/api/admin/trips',
      tripRows.map((r) => r.id),
      'desc',
      async (id) => expect((await send('PATCH', `/api/admin/trips/${id}/status`, { status: 'Borrador' })).statusCode).toBe(200),
    );
    const experienceRows = await db()
      .insert(experiences)
      .values(Array.from({ length: N }, () => experienceRow({ created_at: SAME })))
      .returning();
    await expectStable(
      '/api/admin/experiences',
      experienceRows.map((r) => r.id),
      'desc',
      async (id) =>
        expect((await send('PATCH', `/api/admin/experiences/${id}/active`, { is_active: false })).statusCode).toBe(200),
    );
  });

  it('coupons, gift cards and transport requests', async () => {
    const couponRows = await db()
      .insert(coupons)
      .values(Array.from({ length: N }, () => couponRow({ created_at: SAME, status: 'En espera' })))
      .returning();
    await expectStable(
      '/api/admin/coupons',
      couponRows.map((r) => r.id),
      'asc',
      async (id) => expect((await send('PATCH', `/api/admin/coupons/${id}`, { quantity: 7 })).statusCode).toBe(200),
    );
    const cardRows = await db()
      .insert(giftCards)
      .values(Array.from({ length: N }, () => giftCardRow({ created_at: SAME })))
      .returning();
    await expectStable(
      '/api/admin/gift-cards',
      cardRows.map((r) => r.id),
      'asc',
      async (id) =>
        expect((await send('PATCH', `/api/admin/gift-cards/${id}/active`, { is_active: false })).statusCode).toBe(200),
    );
    const requestRows = await db()
      .insert(transportRequests)
      .values(Array.from({ length: N }, () => transportRequestRow({ created_at: SAME })))
      .returning();
    await expectStable(
      '/api/admin/transport-requests',
      requestRows.map((r) => r.id),
      'desc',
      async (id) =>
        expect((await send('PATCH', `/api/admin/transport-requests/${id}`, { status: 'contacted' })).statusCode).toBe(200),
    );
  });

  it('a person’s experiences panel', async () => {
    const owner = await db()
      .insert(user)
      .values(userRow({ fullName: 'Dueña Empates', email: 'duena.empates@example.com', role: 'Proveedor' }))
      .returning();
    const rows = await db()
      .insert(experiences)
      .values(
        Array.from({ length: 6 }, () => experienceRow({ created_at: SAME, responsible_email: 'duena.empates@example.com' })),
      )
      .returning();
    const panel = async () =>
      ((await get(`/api/admin/people/${owner[0]!.id}/experiences`)).json() as { id: string }[]).map((row) => row.id);
    expect(await panel()).toEqual(
      byId(
        rows.map((r) => r.id),
        'desc',
      ),
    );
  });

  it('the people page can still read user_role_created_idx in creation order', async () => {
    // The same ORDER BY as the page query: the index gives the creation order, and the ties are
    // put in id order on top of it (an incremental sort, or on a tiny table a sort of the few
    // rows the index returns) — never a scan of the whole table.
    // One transaction: on PostgreSQL the settings must hold on the connection that explains.
    const text = await db().transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      const plan = (await tx.execute(
        sql`explain select id from "user" where role in ('Viajero') order by "created_at" desc, id desc limit 20`,
      )) as unknown as { rows: Record<string, string>[] };
      return plan.rows.map((r) => Object.values(r)[0]).join('\n');
    });
    expect(text).toContain('user_role_created_idx');
    expect(text).not.toContain('Seq Scan');
  });
});
