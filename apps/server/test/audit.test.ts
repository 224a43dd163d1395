import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_MESSAGES, todayInMexico } from '@hv/shared';
import { addDays, insertRows } from '../src/db/factories.ts';
import { auditLog, user } from '../src/db/schema.ts';
import { recordAudit } from '../src/modules/audit/index.ts';
import { createTestApp, signIn, TEST_ORIGIN, type TestApp } from './helpers.ts';
import { saturday } from './dates.ts';
import { withPeople } from './payment-helpers.ts';

// Issue 17, the audit trail (docs/product.md §15.7): every staff write is one append-only line
// with who, when, what and the record before and after; only an Administrador reads it.

let t: TestApp;
const cookies: Record<string, string> = {};
/** The fields of every request log line (the onResponse hook), captured per request. */
const logLines: Record<string, unknown>[] = [];
beforeAll(async () => {
  t = await createTestApp({ demoData: true });
  // Before the app is ready: each request's logger also hands its `info` lines to the test.
  t.app.addHook('onRequest', (request, _reply, done) => {
    const original = request.log;
    request.log = Object.assign(Object.create(original) as typeof original, {
      info: (obj: unknown, ...rest: unknown[]) => {
        if (typeof obj === 'object' && obj !== null) logLines.push(obj as Record<string, unknown>);
        return (original.info as (...a: unknown[]) => void)(obj, ...rest);
      },
    });
    done();
  });
  for (const role of ['admin', 'coordinador', 'organizador'])
    cookies[role] = await signIn(t.app, `${role}@example.com`, 'demo1234');
});
afterAll(() => t?.close());

const db = () => t.app.database.db;
const rows = () => insertRows(db());
const idOf = async (email: string) => (await db().select({ id: user.id }).from(user).where(eq(user.email, email)))[0]!.id;

const send = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'GET', url: string, cookie?: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: {
      origin: TEST_ORIGIN,
      ...(payload ? { 'content-type': 'application/json' } : {}),
      ...(cookie ? { cookie } : {}),
    },
    ...(payload ? { payload } : {}),
  });

const totalLines = async () => (await db().select({ n: count() }).from(auditLog))[0]!.n;
const newestLine = async () => (await db().select().from(auditLog).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(1))[0]!;
const linesOf = (kind: string, id: string) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.record_kind, kind), eq(auditLog.record_id, id)));

const inDays = (n: number) => addDays(todayInMexico(), n);
let dateCounter = 0;
const manualSale = async (cookie: string, body: object) => {
  const res = await send('POST', '/api/admin/bookings/manual', cookie, withPeople({ contactName: 'Cliente Teléfono', ...body }));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; reference: string; total: number };
};
const paidSale = async (cookie = cookies.coordinador!) => {
  const exp = await rows().experience({ price: 500 });
  return manualSale(cookie, {
    kind: 'experience',
    id: exp.id,
    date: saturday(1 + (++dateCounter % 20)),
    passengers: 1,
    payment: { mode: 'paid', method: 'Efectivo', amount: 500 },
  });
};

const trip = {
  destination: 'Bacalar, la laguna de los siete colores',
  slug: 'bacalar-auditoria',
  price_mxn: '7800',
  price_usd: '',
  departure_date: '2027-04-10',
  departure_time: '07:00',
  return_date: '2027-04-13',
  return_time: '',
  description: 'Tres días entre cenotes y la laguna de Bacalar.',
  bullets: 'Hospedaje',
  capacity: '2',
  max_capacity: '16',
  duration: '4 días',
  status: 'Borrador',
  is_active: true,
};

describe('a role change', () => {
  it('records the actor, and the role before and after, and never the password', async () => {
    const person = await rows().user({ email: 'rol.cambio@example.com', fullName: 'Rosa Cambio', role: 'Organizador' });
    const res = await send('PUT', `/api/admin/people/${person.id}?group=collaborators`, cookies.admin, {
      full_name: 'Rosa Cambio',
      role: 'Coordinador',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [line, ...more] = await linesOf('person', person.id);
    expect(more).toEqual([]);
    expect(line).toMatchObject({
      action: 'update',
      actor_id: await idOf('admin@example.com'),
      actor_role: 'Administrador',
      actor_name: expect.any(String),
      before: expect.objectContaining({ role: 'Organizador', full_name: 'Rosa Cambio' }),
      after: expect.objectContaining({ role: 'Coordinador', full_name: 'Rosa Cambio' }),
    });
    expect(line!.at.getTime()).toBeGreaterThan(Date.now() - 60_000);

    // A person created by staff: the line has the profile, never the password given.
    const created = await send('POST', '/api/admin/people?group=travellers', cookies.coordinador, {
      full_name: 'Nuevo Viajero',
      email: 'nuevo.auditado@example.com',
      password: 'secreta123',
      role: 'Viajero',
    });
    expect(created.statusCode, created.body).toBe(201);
    const [createdLine] = await linesOf('person', created.json().id);
    expect(createdLine).toMatchObject({ action: 'create', before: null, after: expect.objectContaining({ role: 'Viajero' }) });
    expect(JSON.stringify(createdLine)).not.toContain('secreta123');
  });
});

type Case = {
  name: string;
  kind: string;
  action: string;
  /** Makes the write and returns the id of the record it changed. */
  write: () => Promise<string>;
};

describe('every kind of staff write adds exactly one line of its kind', () => {
  const ok = async (res: Awaited<ReturnType<typeof send>>) => {
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res;
  };
  const cases: Case[] = [
    {
      name: 'experience status',
      kind: 'experience',
      action: 'status',
      write: async () => {
        const e = await rows().experience({ status: 'Borrador' });
        await ok(await send('PATCH', `/api/admin/experiences/${e.id}/status`, cookies.coordinador, { status: 'Público' }));
        return e.id;
      },
    },
    {
      name: 'trip edit',
      kind: 'trip',
      action: 'update',
      write: async () => {
        const tr = await rows().trip({ destination: 'Antes' });
        await ok(await send('PUT', `/api/admin/trips/${tr.id}`, cookies.admin, trip));
        return tr.id;
      },
    },
    {
      name: 'trip visibility',
      kind: 'trip',
      action: 'visibility',
      write: async () => {
        const tr = await rows().trip();
        await ok(await send('PATCH', `/api/admin/trips/${tr.id}/active`, cookies.organizador, { is_active: false }));
        return tr.id;
      },
    },
    {
      name: 'experience delete',
      kind: 'experience',
      action: 'delete',
      write: async () => {
        const e = await rows().experience();
        await ok(await send('DELETE', `/api/admin/experiences/${e.id}`, cookies.admin));
        return e.id;
      },
    },
    {
      name: 'person edit',
      kind: 'person',
      action: 'update',
      write: async () => {
        const p = await rows().user({ email: `edit.${randomUUID()}@example.com`, fullName: 'Antes Nombre' });
        await ok(
          await send('PUT', `/api/admin/people/${p.id}?group=travellers`, cookies.organizador, {
            full_name: 'Después Nombre',
            role: 'Viajero',
          }),
        );
        return p.id;
      },
    },
    {
      name: 'coupon create',
      kind: 'coupon',
      action: 'create',
      write: async () =>
        (
          await ok(
            await send('POST', '/api/admin/coupons', cookies.coordinador, {
              code: `AUD${Date.now()}`,
              discount_percentage: 10,
              quantity: 5,
              valid_until: inDays(30),
            }),
          )
        ).json().id,
    },
    {
      name: 'coupon status',
      kind: 'coupon',
      action: 'status',
      write: async () => {
        const c = await rows().coupon({ status: 'En espera' });
        await ok(await send('PATCH', `/api/admin/coupons/${c.id}/status`, cookies.coordinador, { action: 'activate' }));
        return c.id;
      },
    },
    {
      name: 'coupon edit',
      kind: 'coupon',
      action: 'update',
      write: async () => {
        const c = await rows().coupon({ status: 'En espera', quantity: 5 });
        await ok(await send('PATCH', `/api/admin/coupons/${c.id}`, cookies.coordinador, { quantity: 9 }));
        return c.id;
      },
    },
    {
      name: 'coupon delete',
      kind: 'coupon',
      action: 'delete',
      write: async () => {
        const c = await rows().coupon({ status: 'Pausado' });
        await ok(await send('DELETE', `/api/admin/coupons/${c.id}`, cookies.admin));
        return c.id;
      },
    },
    {
      name: 'gift card create',
      kind: 'gift-card',
      action: 'create',
      write: async () =>
        (
          await ok(
            await send('POST', '/api/admin/gift-cards', cookies.coordinador, {
              series: `AUDIT${String(Date.now()).slice(-7)}`,
              credit: 300,
              currency: 'MXN',
              expiry_date: inDays(60),
            }),
          )
        ).json().id,
    },
    {
      name: 'gift card edit',
      kind: 'gift-card',
      action: 'update',
      write: async () => {
        const g = await rows().giftCard({ credit: 100, balance: 100, expiry_date: inDays(10) });
        await ok(
          await send('PUT', `/api/admin/gift-cards/${g.id}`, cookies.coordinador, {
            credit: 200,
            currency: 'MXN',
            expiry_date: inDays(10),
          }),
        );
        return g.id;
      },
    },
    {
      name: 'gift card retire',
      kind: 'gift-card',
      action: 'visibility',
      write: async () => {
        const g = await rows().giftCard({ expiry_date: inDays(10) });
        await ok(await send('PATCH', `/api/admin/gift-cards/${g.id}/active`, cookies.organizador, { is_active: false }));
        return g.id;
      },
    },
    {
      name: 'gift card delete',
      kind: 'gift-card',
      action: 'delete',
      write: async () => {
        const g = await rows().giftCard({ expiry_date: inDays(10) });
        await ok(await send('DELETE', `/api/admin/gift-cards/${g.id}`, cookies.admin));
        return g.id;
      },
    },
    {
      name: 'transport request status and note',
      kind: 'transport-request',
      action: 'status',
      write: async () => {
        const r = await rows().transportRequest();
        await ok(
          await send('PATCH', `/api/admin/transport-requests/${r.id}`, cookies.organizador, {
            status: 'contacted',
            staff_note: 'Llamé',
          }),
        );
        return r.id;
      },
    },
    {
      name: 'closing a date',
      kind: 'closed-date',
      action: 'close',
      write: async () => {
        const e = await rows().experience();
        const date = saturday(3);
        await ok(
          await send('POST', `/api/admin/experiences/${e.id}/closed-dates`, cookies.coordinador, { date, reason: 'Lluvia' }),
        );
        return `${e.id}/${date}`;
      },
    },
    {
      name: 'reopening a date',
      kind: 'closed-date',
      action: 'reopen',
      write: async () => {
        const e = await rows().experience();
        const date = saturday(4);
        await ok(await send('POST', `/api/admin/experiences/${e.id}/closed-dates`, cookies.coordinador, { date }));
        await ok(await send('DELETE', `/api/admin/experiences/${e.id}/closed-dates/${date}`, cookies.coordinador));
        return `${e.id}/${date}`;
      },
    },
    {
      name: 'manual sale paid outside the site',
      kind: 'booking',
      action: 'manual-sale',
      write: async () => (await paidSale()).id,
    },
    {
      name: 'manual sale with a payment link',
      kind: 'booking',
      action: 'payment-link',
      write: async () => {
        const e = await rows().experience({ price: 400 });
        return (
          await manualSale(cookies.admin!, {
            kind: 'experience',
            id: e.id,
            date: saturday(5),
            passengers: 1,
            payment: { mode: 'link' },
          })
        ).id;
      },
    },
    {
      name: 'staff refund',
      kind: 'booking',
      action: 'refund',
      write: async () => {
        const sale = await paidSale();
        await ok(
          await send('POST', `/api/admin/bookings/${sale.id}/refund`, cookies.coordinador, {
            amount: 200,
            reason: 'Cliente enfermo',
          }),
        );
        return sale.id;
      },
    },
    {
      name: 'check-in',
      kind: 'booking',
      action: 'check-in',
      write: async () => {
        const today = todayInMexico();
        const tr = await rows().trip({ departure_date: today, price_mxn: 900 });
        const sale = await manualSale(cookies.coordinador!, {
          kind: 'trip',
          id: tr.id,
          date: today,
          passengers: 1,
          payment: { mode: 'paid', method: 'Efectivo', amount: 900 },
        });
        await ok(await send('POST', '/api/admin/check-in', cookies.organizador, { code: sale.reference }));
        return sale.id;
      },
    },
  ];

  it.each(cases)('$name', async ({ kind, action, write }) => {
    // Lines the setup itself writes (a sale before its refund or check-in) are counted out.
    const id = await write();
    const lines = await linesOf(kind, id);
    const mine = lines.filter((l) => l.action === action);
    expect(mine, JSON.stringify(lines)).toHaveLength(1);
    expect(mine[0]!.actor_id).toEqual(expect.any(String));
    expect(mine[0]!.actor_role).toMatch(/Administrador|Coordinador|Organizador/);
    expect(mine[0]!.before ?? mine[0]!.after).not.toBeNull();
    // Nothing else was written by the last request than this line.
    expect((await newestLine()).id).toBe(mine[0]!.id);
  });

  it('the staff refund line says the amount, the reason, and the refunded amount before and after', async () => {
    const sale = await paidSale();
    await send('POST', `/api/admin/bookings/${sale.id}/refund`, cookies.coordinador, { amount: 500, reason: 'Se canceló' });
    const [line] = (await linesOf('booking', sale.id)).filter((l) => l.action === 'refund');
    expect(line).toMatchObject({
      before: { status: 'Pagada', refunded_amount: 0 },
      after: { status: 'Reembolsada', refunded_amount: 500, refund: 500, reason: 'Se canceló' },
    });
  });

  it('a refused or invalid write adds no line', async () => {
    const e = await rows().experience();
    const coupon = await rows().coupon({ status: 'Pausado' });
    const sale = await paidSale();
    const locked = await rows().user({ email: `arriba.${randomUUID()}@example.com`, fullName: 'Jefa', role: 'Administrador' });
    const before = await totalLines();
    const refused = [
      await send('PATCH', `/api/admin/experiences/${e.id}/status`, cookies.admin, { status: 'Inventado' }),
      await send('PATCH', `/api/admin/experiences/${randomUUID()}/status`, cookies.admin, { status: 'Público' }),
      await send('DELETE', `/api/admin/coupons/${coupon.id}`, cookies.coordinador),
      await send('PUT', `/api/admin/people/${locked.id}?group=collaborators`, cookies.coordinador, {
        full_name: 'X',
        role: 'Coordinador',
      }),
      await send('POST', `/api/admin/experiences/${e.id}/closed-dates`, cookies.coordinador, {
        date: addDays(todayInMexico(), -1),
      }),
      await send('DELETE', `/api/admin/experiences/${e.id}/closed-dates/${saturday(6)}`, cookies.coordinador),
      await send('POST', `/api/admin/bookings/${sale.id}/refund`, cookies.coordinador, { amount: 9999, reason: 'Demasiado' }),
      await send('POST', '/api/admin/check-in', cookies.organizador, { code: 'ABCDEF12' }),
      await send('PATCH', `/api/admin/coupons/${coupon.id}/status`, cookies.organizador, { action: 'activate' }),
    ];
    // Reopening a date that was open is a 204 that changes nothing; the rest are refused.
    expect(refused.map((r) => r.statusCode)).toEqual([400, 404, 403, 403, 400, 204, 400, 404, 422]);
    expect(await totalLines()).toBe(before);
  });
});

/** The database's own message of a refused statement (drizzle wraps it as the error's cause). */
async function refusal(query: PromiseLike<unknown>): Promise<string> {
  try {
    await query;
  } catch (error) {
    return `${String(error)} ${String((error as { cause?: unknown }).cause)}`;
  }
  return 'not refused';
}

describe('the table is append-only', () => {
  it('the database refuses UPDATE and DELETE on audit_log', async () => {
    // recordAudit keeps the fields, never a password or a token.
    await recordAudit(
      db(),
      { actor: null },
      {
        action: 'update',
        kind: 'settings',
        id: 'append-only',
        before: { n: 1, password: 'secreta' },
        after: { n: 2, sessionToken: 'tok' },
      },
    );
    const [line] = await linesOf('settings', 'append-only');
    expect(line).toMatchObject({ before: { n: 1 }, after: { n: 2 }, actor_id: null });
    expect(JSON.stringify(line)).not.toMatch(/secreta|tok/);
    expect(await refusal(db().execute(sql`update audit_log set action = 'borrado'`))).toMatch(/append-only/);
    expect(await refusal(db().execute(sql`delete from audit_log`))).toMatch(/append-only/);
    expect((await db().select({ n: count() }).from(auditLog).where(eq(auditLog.action, 'borrado')))[0]!.n).toBe(0);
  });
});

describe('GET /api/admin/audit', () => {
  it('only an Administrador: Coordinador and Organizador get 403 in Spanish, anonymous 401', async () => {
    for (const url of ['/api/admin/audit', '/api/admin/audit/actors']) {
      expect((await send('GET', url)).statusCode).toBe(401);
      for (const role of ['coordinador', 'organizador']) {
        const res = await send('GET', url, cookies[role]);
        expect(res.statusCode).toBe(403);
        expect(res.json().error.message).toBe(AUDIT_MESSAGES.onlyAdmin);
      }
      expect((await send('GET', url, cookies.admin)).statusCode).toBe(200);
    }
  });

  it('filters by person, kind, record and Mexico City days, newest first, in pages', async () => {
    const record = `filtros-${randomUUID()}`;
    const ana = { id: randomUUID(), name: 'Ana Filtro', role: 'Coordinador' };
    const beto = { id: randomUUID(), name: 'Beto Filtro', role: 'Organizador' };
    // 23:30 on 14 January in Mexico City (05:30 UTC on the 15th), then each hour after it.
    const at = (hours: number) => new Date(Date.UTC(2026, 0, 15, 5, 30) + hours * 3_600_000);
    const lines = [0, 1, 2, 3, 4].map((h) => ({
      at: at(h),
      actor_id: h % 2 ? beto.id : ana.id,
      actor_name: h % 2 ? beto.name : ana.name,
      actor_role: h % 2 ? beto.role : ana.role,
      action: 'update',
      record_kind: 'settings',
      record_id: record,
      before: { n: h },
      after: { n: h + 1 },
    }));
    await db().insert(auditLog).values(lines);
    const list = async (query: string) => {
      const res = await send('GET', `/api/admin/audit?${query}`, cookies.admin);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as {
        data: { at: string; actor: { id: string } | null; before: { n: number } }[];
        count: number;
        totalPages: number;
      };
    };

    const all = await list(`kind=settings&record=${record}&perPage=2`);
    expect(all).toMatchObject({ count: 5, totalPages: 3, currentPage: 1, perPage: 2 });
    expect(all.data.map((d) => d.before.n)).toEqual([4, 3]);
    expect((await list(`kind=settings&record=${record}&perPage=2&page=3`)).data.map((d) => d.before.n)).toEqual([0]);

    const byBeto = await list(`actor=${beto.id}`);
    expect(byBeto.data.map((d) => d.before.n)).toEqual([3, 1]);
    expect(byBeto.data.every((d) => d.actor?.id === beto.id)).toBe(true);

    // The 14th in Mexico City holds only the first line; the 15th the other four.
    expect((await list(`kind=settings&record=${record}&from=2026-01-14&to=2026-01-14`)).data.map((d) => d.before.n)).toEqual([0]);
    expect((await list(`kind=settings&record=${record}&from=2026-01-15`)).count).toBe(4);
    expect((await list(`kind=settings&record=${record}&to=2026-01-14`)).count).toBe(1);
    expect((await list(`kind=trip&record=${record}`)).count).toBe(0);

    const actors = (await send('GET', '/api/admin/audit/actors', cookies.admin)).json() as { id: string; name: string }[];
    expect(actors).toEqual(expect.arrayContaining([expect.objectContaining(ana), expect.objectContaining(beto)]));

    expect((await send('GET', '/api/admin/audit?from=2026-02-01&to=2026-01-01', cookies.admin)).statusCode).toBe(400);
    expect((await send('GET', `/api/admin/audit?record=${record}`, cookies.admin)).statusCode).toBe(400);
  });
});

describe('the request log line', () => {
  it('carries the staff member’s id, and none for an anonymous request', async () => {
    logLines.length = 0;
    await send('GET', '/api/admin/audit', cookies.admin);
    await send('GET', '/api/health');
    const staffLine = logLines.find((l) => l.url === '/api/admin/audit');
    expect(staffLine).toMatchObject({ method: 'GET', status: 200, userId: await idOf('admin@example.com') });
    const anonymous = logLines.find((l) => l.url === '/api/health');
    expect(anonymous).toBeDefined();
    expect(anonymous).not.toHaveProperty('userId');
  });
});
