import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, MESSAGES, UPLOAD_MESSAGES } from '@hv/shared';
import { transportRequests, trips, user } from '../src/db/schema.ts';
import { localDriver } from '../src/modules/storage/local-driver.ts';
import {
  createCatalogItem,
  expectCleanRefusal,
  expectNoInternals,
  filesUnder,
  multipart,
  nextIp,
  png,
  snapshot,
  SQL_METACHARACTERS,
} from './hostile-helpers.ts';
import { createTestApp, signIn, TEST_ORIGIN, validTransportRequest, type TestApp } from './helpers.ts';

/*
 * Hostile input (issue 8, Security): malformed and mistyped bodies on every write route,
 * SQL and LIKE metacharacters and very long strings in every search and form, values the
 * database cannot hold, oversized and disguised uploads, path traversal in storage keys.
 * None may answer 5xx, show a stack trace or change a row.
 */

let t: TestApp;
let admin: string;
let traveller: string;
beforeAll(async () => {
  t = await createTestApp({ demoData: true });
  admin = await signIn(t.app, 'admin@example.com', 'demo1234');
  traveller = await signIn(t.app, 'viajero@example.com', 'demo1234');
});
afterAll(() => t?.close());

const db = () => t.app.database.db;
const jsonHeaders = (cookie = admin) => ({ origin: TEST_ORIGIN, 'content-type': 'application/json', cookie });
const send = (method: 'POST' | 'PUT' | 'PATCH', url: string, payload: unknown, cookie = admin) =>
  t.app.inject({ method, url, payload: JSON.stringify(payload), headers: jsonHeaders(cookie), remoteAddress: nextIp() });
const get = (url: string, cookie = admin) => t.app.inject({ url, headers: { cookie }, remoteAddress: nextIp() });
const withQuery = (url: string, q: string) => `${url}${url.includes('?') ? '&' : '?'}q=${encodeURIComponent(q)}`;
const storageDir = () => join(t.config.dataDir, 'storage');

// ---------------------------------------------------------------- every body

interface OpenApiOperation {
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, { type?: string | string[] }> } }> };
}

/** An object whose every declared field has the wrong type (or a generic one when none is declared). */
function wrongTypes(op: OpenApiOperation): Record<string, unknown> {
  const properties = op.requestBody?.content?.['application/json']?.schema?.properties;
  if (!properties) return { name: 42, slug: [], price: 'mucho', is_active: 'sí', description: {}, email: false };
  const wrong: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(properties)) {
    const type = ([] as (string | undefined)[]).concat(schema.type)[0];
    wrong[key] =
      type === 'string'
        ? 42
        : type === 'number' || type === 'integer'
          ? 'mucho'
          : type === 'boolean'
            ? 'sí'
            : type === 'array'
              ? { a: 1 }
              : [1, 2];
  }
  return wrong;
}

function hostileBodies(op: OpenApiOperation): [label: string, payload: string, contentType: string][] {
  const json = 'application/json';
  return [
    ['an unterminated object', '{', json],
    ['an array', '[]', json],
    ['a key without value', '{"x":', json],
    ['a number', '42', json],
    ['a string', '"texto"', json],
    ['null', 'null', json],
    ['an object with wrong types', JSON.stringify(wrongTypes(op)), json],
    ['a prototype-pollution key', '{"__proto__":{"role":"Administrador"},"constructor":{"prototype":{"x":1}}}', json],
    ['deeply nested arrays', `${'['.repeat(50_000)}${']'.repeat(50_000)}`, json],
    ['JSON sent as text/plain', '{}', 'text/plain'],
    ['an urlencoded form', 'role=Administrador', 'application/x-www-form-urlencoded'],
  ];
}

// Routes that read no body at all: any answer but a 5xx is fine.
const BODYLESS = new Set(['POST /api/admin/gift-cards/series']);

describe('malformed JSON and wrong types in every body', () => {
  it('answers every POST, PUT and PATCH of the OpenAPI document with a clean Spanish 4xx and changes nothing', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json() as { paths: Record<string, Record<string, OpenApiOperation>> };
    const writes = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([method]) => ['post', 'put', 'patch'].includes(method))
        .map(([method, op]) => ({ method: method.toUpperCase() as 'POST' | 'PUT' | 'PATCH', path, op })),
    );
    // The document lists the routes; a broken document must not make this test pass on nothing.
    expect(writes.length).toBeGreaterThanOrEqual(20);

    // Real ids, so that the body (not a 404 for the id) is what gets refused.
    const firstId = async (url: string) => (await get(url)).json().data[0].id as string;
    const ids: Record<string, string> = {
      people: await firstId('/api/admin/people?group=travellers'),
      experiences: await firstId('/api/admin/experiences'),
      trips: await firstId('/api/admin/trips'),
      coupons: await firstId('/api/admin/coupons'),
      'gift-cards': await firstId('/api/admin/gift-cards'),
      'transport-requests': await firstId('/api/admin/transport-requests'),
    };
    const concrete = (path: string) => {
      const resource = path.split('/')[3] ?? '';
      const url = path.replace('{id}', ids[resource] ?? '').replace('{orderId}', '5O190127TN364715T');
      return resource === 'people' ? `${url}?group=travellers` : url;
    };

    const before = await snapshot(t.app);
    for (const { method, path, op } of writes) {
      for (const [label, payload, contentType] of hostileBodies(op)) {
        const res = await t.app.inject({
          method,
          url: concrete(path),
          payload,
          headers: { ...jsonHeaders(), 'content-type': contentType },
          remoteAddress: nextIp(),
        });
        const context = `${method} ${path} with ${label}`;
        if (BODYLESS.has(`${method} ${path}`)) {
          expect(res.statusCode, context).toBeLessThan(500);
          expectNoInternals(res);
        } else {
          // 406/415: the avatar route takes only multipart; 404: the capture of an unknown order.
          expect(res.statusCode, `${context}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
          expectCleanRefusal(res, [400, 404, 406, 413, 415]);
        }
      }
    }
    expect(await snapshot(t.app)).toBe(before);
  });

  it("answers malformed bodies on better-auth's own routes without a 5xx, internals or a new account", async () => {
    const before = await snapshot(t.app);
    for (const path of ['/sign-in/email', '/sign-up/email', '/request-password-reset', '/reset-password', '/sign-in/social']) {
      for (const payload of ['{', '[]', '42', '{"email":{"$ne":null},"password":["x"],"name":7,"provider":1}']) {
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/auth${path}`,
          payload,
          headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
          remoteAddress: nextIp(),
        });
        expect([400, 401, 403, 422], `${path} ${payload}: ${res.statusCode} ${res.body}`).toContain(res.statusCode);
        expectNoInternals(res);
        expect(res.headers['set-cookie']).toBeUndefined();
      }
    }
    expect(await snapshot(t.app)).toBe(before);
  });

  it('answers URLs that are not valid UTF-8 and over-long path parameters in the API shape', async () => {
    const badUrl = await t.app.inject('/api/trips/%c0%ae%c0%ae');
    expectCleanRefusal(badUrl, [400]);
    const longParam = await t.app.inject(`/api/trips/${'a'.repeat(5000)}`);
    expectCleanRefusal(longParam, [400, 404, 414]);
  });
});

// ---------------------------------------------------------------- every search

// Every admin list with its `q` (docs/architecture.md §15.4), and the public search.
const ADMIN_LISTS = [
  '/api/admin/experiences',
  '/api/admin/trips',
  '/api/admin/people?group=travellers',
  '/api/admin/people?group=collaborators',
  '/api/admin/people?group=providers',
  '/api/admin/coupons',
  '/api/admin/gift-cards',
  '/api/admin/rewards',
  '/api/admin/transport-requests',
  '/api/admin/transport-requests?status=pending',
];

describe('SQL metacharacters and very long strings in every search', () => {
  beforeAll(async () => {
    // Rows whose searched text holds a literal % and _.
    for (const [kind, data] of [
      ['experiences', { name: 'Cenote 100% Azul_Real', slug: 'hostil-cenote', capacity: 5, max_capacity: 10, price: 900 }],
      ['trips', { destination: 'Isla 50% Mar_Azul', slug: 'hostil-isla', price_mxn: 900, capacity: 5, max_capacity: 10 }],
    ] as const) {
      const res = await createCatalogItem(t.app, admin, kind, {
        description: 'Texto de prueba.',
        departure_date: '2099-03-01',
        departure_time: '08:00',
        status: 'Público',
        is_active: true,
        ...data,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const person = await send('POST', '/api/admin/people?group=travellers', {
      full_name: 'Ana 100% Pérez_López',
      email: 'ana.hostil@example.com',
      password: 'secreto-1',
      role: 'Viajero',
    });
    expect(person.statusCode, person.body).toBe(201);
    await db().update(user).set({ seeds: 10 }).where(eq(user.id, person.json().id));
    expect(
      (
        await send('POST', '/api/admin/coupons', {
          code: 'HOSTIL_50',
          discount_percentage: 5,
          quantity: 3,
          valid_until: '2099-01-01',
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (await send('POST', '/api/transport-requests', { ...validTransportRequest, name: 'Luis 100% Ruiz_Díaz' })).statusCode,
    ).toBe(201);
  });

  const rowsOf = (body: { data?: unknown[]; results?: unknown[] }) => body.data ?? body.results ?? [];
  const contains = (row: unknown, term: string) => JSON.stringify(row).toLowerCase().includes(term.toLowerCase());

  it('treats % and _ as the characters themselves in every admin list, never as wildcards', async () => {
    for (const list of ADMIN_LISTS) {
      const all = (await get(list)).json().count as number;
      for (const term of ['%', '_']) {
        const res = await get(withQuery(list, term));
        expect(res.statusCode, list).toBe(200);
        const body = res.json();
        for (const row of body.data) expect(contains(row, term), `${list} q=${term}: ${JSON.stringify(row)}`).toBe(true);
        if (all > 1) expect(body.count, `${list} q=${term} returned everything`).toBeLessThan(all);
      }
    }
    // And the literal rows are found.
    const found = async (list: string, term: string) =>
      (await get(withQuery(list, term)))
        .json()
        .data.map((r: Record<string, unknown>) => r.name ?? r.destination ?? r.full_name ?? r.code);
    expect(await found('/api/admin/experiences', '100%')).toEqual(['Cenote 100% Azul_Real']);
    expect(await found('/api/admin/trips', 'r_a')).toEqual(['Isla 50% Mar_Azul']);
    expect(await found('/api/admin/people?group=travellers', '100%')).toEqual(['Ana 100% Pérez_López']);
    expect(await found('/api/admin/rewards', 'z_l')).toEqual(['Ana 100% Pérez_López']);
    expect(await found('/api/admin/coupons', 'l_5')).toEqual(['HOSTIL_50']);
    expect(await found('/api/admin/transport-requests', 'z_d')).toEqual(['Luis 100% Ruiz_Díaz']);
  });

  it('treats % and _ literally in the public search too', async () => {
    const search = async (q: string) => {
      const res = await t.app.inject({ url: `/api/search?q=${encodeURIComponent(q)}`, remoteAddress: nextIp() });
      expect(res.statusCode).toBe(200);
      return res.json().results as { name: string }[];
    };
    // As wildcards, '%%' and '__' would match every public row.
    expect(await search('%%')).toEqual([]);
    expect(await search('__')).toEqual([]);
    expect((await search('0%')).map((r) => r.name).sort()).toEqual(['Cenote 100% Azul_Real', 'Isla 50% Mar_Azul']);
    expect((await search('l_r')).map((r) => r.name)).toEqual(['Cenote 100% Azul_Real']);
    // '_' as a wildcard would find "Cancún" (c-a-n) here.
    expect(await search('c_n')).toEqual([]);
    expect((await search('can')).length).toBeGreaterThan(0);
  });

  it('answers every metacharacter with rows holding it literally, never an error nor a change', async () => {
    const before = await snapshot(t.app);
    for (const list of [...ADMIN_LISTS, '/api/search']) {
      for (const term of SQL_METACHARACTERS) {
        const res = await get(withQuery(list, term));
        expect(res.statusCode, `${list} q=${term}: ${res.body.slice(0, 200)}`).toBe(200);
        for (const row of rowsOf(res.json())) expect(contains(row, term), `${list} q=${term}`).toBe(true);
      }
    }
    expect(await snapshot(t.app)).toBe(before);
  });

  it('refuses 10 000-character terms and hostile paging with a Spanish 400', async () => {
    const long = ["'".repeat(10_000), "' OR 1=1 --".repeat(1000), 'á'.repeat(10_000)];
    for (const list of [...ADMIN_LISTS, '/api/search']) {
      for (const term of long) {
        const res = await get(withQuery(list, term));
        expectCleanRefusal(res);
        expect(res.json().error.fields.q, list).toBeTruthy();
      }
    }
    for (const list of ADMIN_LISTS) {
      for (const paging of [
        'page=0',
        'page=-1',
        'perPage=1000000',
        'page=1%3B%20DROP%20TABLE%20trips',
        'page=1e400',
        'perPage=NaN',
      ]) {
        expectCleanRefusal(await get(`${list}${list.includes('?') ? '&' : '?'}${paging}`));
      }
    }
  });
});

// ---------------------------------------------------------------- every form

const HOSTILE_TEXT = `O'Brien "--; 100%_\\ ' OR 1=1 --`;
const LONG = 'x'.repeat(10_001);

describe('SQL metacharacters and very long strings in every form', () => {
  it('stores metacharacters as plain text: the transport form', async () => {
    const res = await send('POST', '/api/transport-requests', {
      ...validTransportRequest,
      name: HOSTILE_TEXT,
      destination: "'; DROP TABLE transport_requests; --",
      itinerary: HOSTILE_TEXT,
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await db().select().from(transportRequests).where(eq(transportRequests.id, res.json().id));
    expect(row).toMatchObject({
      name: HOSTILE_TEXT,
      destination: "'; DROP TABLE transport_requests; --",
      itinerary: HOSTILE_TEXT,
    });
  });

  it('refuses 10 000-character fields in the transport form, storing nothing', async () => {
    const before = await snapshot(t.app);
    for (const field of ['name', 'email', 'destination', 'itinerary', 'specialRequests', 'phoneNumber']) {
      const res = await send('POST', '/api/transport-requests', { ...validTransportRequest, [field]: LONG });
      expectCleanRefusal(res);
      expect(res.json().error.fields[field], field).toBeTruthy();
    }
    expect(await snapshot(t.app)).toBe(before);
  });

  it('stores metacharacters and refuses long fields: the profile', async () => {
    const ok = await send('PATCH', '/api/profile', { full_name: HOSTILE_TEXT, city: '\'; DROP TABLE "user"; --' }, traveller);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ full_name: HOSTILE_TEXT, city: '\'; DROP TABLE "user"; --' });
    const before = await snapshot(t.app);
    for (const field of ['full_name', 'phone', 'country', 'city']) {
      const res = await send('PATCH', '/api/profile', { [field]: LONG }, traveller);
      expectCleanRefusal(res);
      expect(res.json().error.fields[field], field).toBeTruthy();
    }
    // Fields a traveller may not touch are refused, not ignored silently into a change.
    expectCleanRefusal(await send('PATCH', '/api/profile', { role: 'Administrador', seeds: 9999 }, traveller));
    expect(await snapshot(t.app)).toBe(before);
  });

  it("stores metacharacters and refuses long fields: better-auth's sign-up and update-user", async () => {
    const signUp = (fields: object) =>
      send(
        'POST',
        '/api/auth/sign-up/email',
        { email: 'hostil.registro@example.com', password: 'secreto-1', name: 'H', ...fields },
        '',
      );
    // better-auth answers in its own `{ code, message, fields }` shape; the message is ours, in Spanish.
    const expectRefusal = (res: Awaited<ReturnType<typeof send>>, field: string, message: RegExp) => {
      expect(res.statusCode, res.body.slice(0, 300)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_PROFILE_FIELDS', message: expect.stringMatching(message) });
      expect(res.json().fields[field], field).toMatch(message);
      expectNoInternals(res);
    };
    const ok = await signUp({ name: HOSTILE_TEXT, fullName: HOSTILE_TEXT, city: '%_\\' });
    expect(ok.statusCode, ok.body).toBe(200);
    const stored = await db().query.user.findFirst({ where: (u, { eq }) => eq(u.email, 'hostil.registro@example.com') });
    expect(stored).toMatchObject({ name: HOSTILE_TEXT, fullName: HOSTILE_TEXT, city: '%_\\' });
    const before = await snapshot(t.app);
    for (const field of ['name', 'fullName', 'phone', 'country', 'city', 'locale']) {
      const tooLong = /demasiado larg|Elige un país|idioma no es válido/;
      expectRefusal(await signUp({ email: `hostil.${field.toLowerCase()}@example.com`, [field]: LONG }), field, tooLong);
      expectRefusal(await send('POST', '/api/auth/update-user', { [field]: LONG }, traveller), field, tooLong);
    }
    for (const country of ["México' OR 1=1 --", 'mexico', '%']) {
      expectRefusal(
        await send('POST', '/api/auth/update-user', { country }, traveller),
        'country',
        /^Elige un país de la lista\.$/,
      );
    }
    expect(await snapshot(t.app)).toBe(before);
  });

  it('stores metacharacters and refuses long fields: staff creating a person', async () => {
    const ok = await send('POST', '/api/admin/people?group=travellers', {
      full_name: HOSTILE_TEXT,
      email: "o'brien_100@example.com",
      password: 'secreto-1',
      role: 'Viajero',
      city: '%_\\',
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({ full_name: HOSTILE_TEXT, email: "o'brien_100@example.com", city: '%_\\' });
    const before = await snapshot(t.app);
    const person = { full_name: 'Otra Persona', email: 'otra.persona@example.com', password: 'secreto-1', role: 'Viajero' };
    for (const [field, value] of [
      ['full_name', LONG],
      ['email', `${LONG}@example.com`],
      ['password', LONG],
      ['city', LONG],
      ['email', "' OR 1=1 --"],
      ['role', "Administrador' --"],
    ] as const) {
      const res = await send('POST', '/api/admin/people?group=travellers', { ...person, [field]: value });
      expectCleanRefusal(res);
      expect(res.json().error.fields[field], field).toBeTruthy();
    }
    expect(await snapshot(t.app)).toBe(before);
  });

  it('stores metacharacters and refuses long fields: trips and experiences (with their cover)', async () => {
    const trip = await createCatalogItem(t.app, admin, 'trips', {
      destination: HOSTILE_TEXT,
      slug: 'hostil-sql-viaje',
      price_mxn: 1000,
      departure_date: '2099-04-01',
      departure_time: '07:00',
      capacity: 5,
      max_capacity: 10,
      description: HOSTILE_TEXT,
      bullets: [HOSTILE_TEXT],
    });
    expect(trip.statusCode, trip.body).toBe(201);
    expect(trip.json()).toMatchObject({ destination: HOSTILE_TEXT, description: HOSTILE_TEXT, bullets: [HOSTILE_TEXT] });
    const experience = await createCatalogItem(t.app, admin, 'experiences', {
      name: HOSTILE_TEXT,
      slug: 'hostil-sql-experiencia',
      price: 500,
      capacity: 2,
      max_capacity: 4,
      description: HOSTILE_TEXT,
      responsible_email: "o'brien@example.com",
    });
    expect(experience.statusCode, experience.body).toBe(201);
    expect(experience.json()).toMatchObject({ name: HOSTILE_TEXT, responsible_email: "o'brien@example.com" });

    const before = await snapshot(t.app);
    const files = filesUnder(storageDir());
    const base = { slug: 'hostil-largo', price: 500, price_mxn: 500, capacity: 2, max_capacity: 4, description: 'ok' };
    for (const [kind, field, value] of [
      ['trips', 'destination', LONG],
      ['trips', 'description', LONG],
      ['trips', 'slug', "x'; DROP TABLE trips; --"],
      ['experiences', 'name', LONG],
      ['experiences', 'description', LONG],
      ['experiences', 'slug', '../../etc/passwd'],
    ] as const) {
      const data = { ...base, destination: 'Destino', name: 'Nombre', departure_date: '2099-04-01', departure_time: '07:00' };
      const res = await createCatalogItem(t.app, admin, kind, { ...data, [field]: value });
      expectCleanRefusal(res);
      expect(res.json().error.fields[field], `${kind}.${field}`).toBeTruthy();
    }
    expect(await snapshot(t.app)).toBe(before);
    expect(filesUnder(storageDir())).toEqual(files);
  });

  it('stores metacharacters where the format allows them and refuses the rest: coupons and gift cards', async () => {
    const coupon = await send('POST', '/api/admin/coupons', {
      code: 'sql--_1',
      discount_percentage: 10,
      quantity: 1,
      valid_until: '2099-01-01',
    });
    expect(coupon.statusCode, coupon.body).toBe(201);
    expect(coupon.json().code).toBe('SQL--_1');
    const before = await snapshot(t.app);
    const validCoupon = { code: 'OTRO1', discount_percentage: 10, quantity: 1, valid_until: '2099-01-01' };
    for (const [field, value] of [
      ['code', "' OR 1=1 --"],
      ['code', LONG],
      ['code', '100%'],
      ['discount_percentage', "10'; --"],
      ['quantity', '1 OR 1=1'],
      ['valid_until', "2099-01-01'; --"],
    ] as const) {
      const res = await send('POST', '/api/admin/coupons', { ...validCoupon, [field]: value });
      expectCleanRefusal(res);
      expect(res.json().error.fields[field], `${field}=${value.slice(0, 20)}`).toBeTruthy();
    }
    const validCard = { series: 'HOSTIL123456', credit: 100, currency: 'MXN', expiry_date: '2099-01-01' };
    for (const [field, value] of [
      ['series', "' OR 1=1 --"],
      ['series', LONG],
      ['credit', "100'; --"],
      ['currency', "MXN' --"],
      ['expiry_date', LONG],
    ] as const) {
      const res = await send('POST', '/api/admin/gift-cards', { ...validCard, [field]: value });
      expectCleanRefusal(res);
      expect(res.json().error.fields[field], `${field}=${value.slice(0, 20)}`).toBeTruthy();
    }
    expect(await snapshot(t.app)).toBe(before);
  });
});

// ---------------------------------------------------------------- values the database refuses

describe('values that pass a schema but not the database', () => {
  // A NUL character, 30 February, numbers past numeric(12,2) or int4: PostgreSQL refuses them
  // (SQLSTATE class 22); the API answers 400, never 500 (lib/errors.ts).
  it('answers 400 in Spanish and changes nothing', async () => {
    const [trip] = await db().select().from(trips).limit(1);
    const tripBody = {
      destination: trip!.destination,
      slug: trip!.slug,
      price_mxn: 100,
      departure_date: '2099-01-01',
      departure_time: '08:00',
      capacity: 5,
      max_capacity: 5,
    };
    const transportId = (await get('/api/admin/transport-requests')).json().data[0].id;
    const before = await snapshot(t.app);
    const cases: [string, () => ReturnType<typeof send>][] = [
      [
        'NUL in the transport form',
        () => send('POST', '/api/transport-requests', { ...validTransportRequest, name: 'Ana\u0000' }),
      ],
      ['30 February', () => send('POST', '/api/transport-requests', { ...validTransportRequest, departureDate: '2099-02-30' })],
      ['month 13', () => send('POST', '/api/transport-requests', { ...validTransportRequest, returnDate: '2099-13-01' })],
      ['NUL in the profile', () => send('PATCH', '/api/profile', { city: 'Puebla\u0000' }, traveller)],
      ['NUL in a staff note', () => send('PATCH', `/api/admin/transport-requests/${transportId}`, { staff_note: '\u0000' })],
      ['a trip on 30 February', () => send('PUT', `/api/admin/trips/${trip!.id}`, { ...tripBody, departure_date: '2099-02-30' })],
      [
        'a trip in year 9999, month 99',
        () => send('PUT', `/api/admin/trips/${trip!.id}`, { ...tripBody, departure_date: '9999-99-99' }),
      ],
      ['a price past numeric(12,2)', () => send('PUT', `/api/admin/trips/${trip!.id}`, { ...tripBody, price_mxn: 1e20 })],
      ['a USD price past numeric(12,2)', () => send('PUT', `/api/admin/trips/${trip!.id}`, { ...tripBody, price_usd: 1e15 })],
      ['a capacity past int4', () => send('PUT', `/api/admin/trips/${trip!.id}`, { ...tripBody, capacity: 1e12 })],
      ['NUL in a description', () => send('PUT', `/api/admin/trips/${trip!.id}`, { ...tripBody, description: 'a\u0000b' })],
      ['NUL in a bullet', () => send('PUT', `/api/admin/trips/${trip!.id}`, { ...tripBody, bullets: ['\u0000'] })],
    ];
    for (const [label, run] of cases) {
      const res = await run();
      expect(res.statusCode, `${label}: ${res.body}`).toBe(400);
      expectCleanRefusal(res);
      expect(res.json().error.message).toBe(MESSAGES.validation);
    }
    for (const url of ['/api/search?q=a%00b', '/api/admin/trips?q=%00%00', '/api/trips/a%00b', '/api/experiences/%00']) {
      expectCleanRefusal(await get(url), [400, 404]);
    }
    expect(await snapshot(t.app)).toBe(before);
  });
});

// ---------------------------------------------------------------- uploads

describe('uploads', () => {
  const postCover = (parts: Parameters<typeof multipart>[0]) => {
    const body = multipart(parts);
    return t.app.inject({
      method: 'POST',
      url: '/api/admin/experiences',
      headers: { origin: TEST_ORIGIN, cookie: admin, 'content-type': body.contentType },
      payload: body.payload,
    });
  };
  const data = JSON.stringify({
    name: 'Subida hostil',
    slug: 'subida-hostil',
    price: 100,
    capacity: 1,
    max_capacity: 2,
    description: 'x',
  });
  const sixMegabytes = async () => Buffer.concat([await png(), Buffer.alloc(6 * 1024 * 1024)]);

  it('refuses files over 5 MB with a Spanish 413, storing no row and no file', async () => {
    const before = await snapshot(t.app);
    const files = filesUnder(storageDir());
    const big = await sixMegabytes();
    // The image before or after the form data: refused either way.
    for (const parts of [
      [
        { name: 'data', data },
        { name: 'image', filename: 'grande.png', type: 'image/png', data: big },
      ],
      [
        { name: 'image', filename: 'grande.png', type: 'image/png', data: big },
        { name: 'data', data },
      ],
    ]) {
      const res = await postCover(parts);
      expectCleanRefusal(res, [413]);
      expect(res.json().error.message).toBe(UPLOAD_MESSAGES.tooLarge);
    }
    const avatar = multipart([{ name: 'avatar', filename: 'grande.png', type: 'image/png', data: big }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/profile/avatar',
      headers: { origin: TEST_ORIGIN, cookie: traveller, 'content-type': avatar.contentType },
      payload: avatar.payload,
    });
    expectCleanRefusal(res, [413]);
    expect(res.json().error.message).toBe(UPLOAD_MESSAGES.tooLarge);
    expect(await snapshot(t.app)).toBe(before);
    expect(filesUnder(storageDir())).toEqual(files);
  });

  it('refuses more files or fields than a form has, a JSON body over 1 MB and an oversized form field', async () => {
    const before = await snapshot(t.app);
    const image = await png();
    const twoFiles = await postCover([
      { name: 'data', data },
      { name: 'image', filename: 'a.png', type: 'image/png', data: image },
      { name: 'image', filename: 'b.png', type: 'image/png', data: image },
    ]);
    expectCleanRefusal(twoFiles, [413]);
    const manyFields = await postCover([
      ...Array.from({ length: 20 }, (_, i) => ({ name: `campo${i}`, data: 'x' })),
      { name: 'data', data },
      { name: 'image', filename: 'a.png', type: 'image/png', data: image },
    ]);
    expectCleanRefusal(manyFields, [413]);
    const hugeField = await postCover([{ name: 'data', data: 'x'.repeat(3 * 1024 * 1024) }]);
    expectCleanRefusal(hugeField, [400, 413]);
    const json = await send('POST', '/api/transport-requests', { ...validTransportRequest, name: 'x'.repeat(2 * 1024 * 1024) });
    expectCleanRefusal(json, [413]);
    expect(json.json().error.message).toBe('El archivo o la solicitud es demasiado grande.');
    expect(await snapshot(t.app)).toBe(before);
  });

  it('checks a small file that unpacks to 36 megapixels without holding all its pixels in memory', async () => {
    // 120 KB of PNG, 108 MB of raw pixels: checking it must not cost its raw size per upload,
    // or a few parallel avatar uploads by any traveller would exhaust the server's memory.
    const bomb = await sharp({ create: { width: 6000, height: 6000, channels: 3, background: '#123456' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(AVATAR_MAX_BYTES);
    const avatar = multipart([{ name: 'avatar', filename: 'grande.png', type: 'image/png', data: bomb }]);
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 2);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/profile/avatar',
      headers: { origin: TEST_ORIGIN, cookie: traveller, 'content-type': avatar.contentType },
      payload: avatar.payload,
    });
    clearInterval(sampler);
    expect(res.statusCode, res.body).toBe(200);
    expect(Math.round((peak - baseline) / 1e6), 'MB of extra memory').toBeLessThan(80);
  });

  it('refuses an SVG, an HTML page and a truncated file sent as the cover image, storing nothing', async () => {
    // The avatar route's checks (accounts.test.ts) guard every upload: the cover goes through the same reader.
    const before = await snapshot(t.app);
    const files = filesUnder(storageDir());
    const valid = await png(200);
    for (const [file, type, message] of [
      ['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>', 'image/png', UPLOAD_MESSAGES.type],
      ['<html><script>alert(1)</script></html>', 'image/jpeg', UPLOAD_MESSAGES.type],
      [valid.subarray(0, valid.length >> 1), 'image/png', UPLOAD_MESSAGES.damaged],
    ] as const) {
      const res = await postCover([
        { name: 'data', data },
        { name: 'image', filename: 'portada.png', type, data: file },
      ]);
      expectCleanRefusal(res, [415]);
      expect(res.json().error.message).toBe(message);
    }
    expect(await snapshot(t.app)).toBe(before);
    expect(filesUnder(storageDir())).toEqual(files);
  });
});

// ---------------------------------------------------------------- storage keys

describe('path traversal in storage keys', () => {
  const CANARY = 'CANARY-no-debe-salir';
  beforeAll(() => {
    // Files next to and above the storage folder that no URL may reach.
    writeFileSync(join(t.config.dataDir, 'secreto.txt'), CANARY);
    writeFileSync(join(storageDir(), 'secreto.txt'), CANARY);
  });

  it('answers 400/404 to every traversal, encoded or not, and never serves a file outside the buckets', async () => {
    const urls = [
      '/storage/avatars/../../etc/passwd',
      '/storage/avatars/../secreto.txt',
      '/storage/avatars/..%2f..%2fsecreto.txt',
      '/storage/avatars/..%2Fsecreto.txt',
      '/storage/avatars/%2e%2e%2fsecreto.txt',
      '/storage/avatars/%2e%2e%2f%2e%2e%2fsecreto.txt',
      '/storage/avatars/%252e%252e%252fsecreto.txt',
      '/storage/avatars/..%5csecreto.txt',
      '/storage/avatars/%2fetc%2fpasswd',
      '/storage/avatars//etc/passwd',
      '/storage/avatars/C:%5Cwindows%5Cwin.ini',
      '/storage/avatars/secreto.txt%00.webp',
      '/storage/avatars/%00',
      '/storage/avatars/..',
      '/storage/avatars/%2e%2e',
      '/storage/avatars/.secreto',
      '/storage/..%2fsecreto.txt/x',
      '/storage/%2e%2e/secreto.txt',
      '/storage/secreto.txt',
      '/storage/outbox/x.json',
      '/storage/avatars/%c0%ae%c0%ae%c0%afsecreto.txt',
      `/storage/avatars/${'a'.repeat(5000)}.webp`,
    ];
    for (const url of urls) {
      const res = await t.app.inject(url);
      expect([400, 404, 414], `${url}: ${res.statusCode}`).toContain(res.statusCode);
      // A path that normalizes out of /storage is a page: the site's own 404 page is the answer.
      if (String(res.headers['content-type']).startsWith('text/html')) expectNoInternals(res);
      else expectCleanRefusal(res, [400, 404, 414]);
      expect(res.body).not.toContain(CANARY);
      expect(res.body).not.toContain('root:');
    }
  });

  it('refuses unsafe keys in the storage driver itself, before touching the disk', async () => {
    const driver = localDriver(storageDir());
    for (const key of [
      '../secreto.txt',
      '../../secreto.txt',
      '/etc/passwd',
      'a/b.webp',
      '..',
      '.secreto',
      'a\u0000b',
      'a\\..\\b',
    ]) {
      await expect(driver.get('avatars', key), key).rejects.toThrow(/unsafe storage key/);
      await expect(driver.open('avatars', key), key).rejects.toThrow(/unsafe storage key/);
      await expect(driver.put('avatars', key, Buffer.from('x'), 'image/webp'), key).rejects.toThrow(/unsafe storage key/);
      await expect(driver.remove('avatars', key), key).rejects.toThrow(/unsafe storage key/);
    }
    expect(filesUnder(t.config.dataDir).filter((f) => f.endsWith('secreto.txt'))).toHaveLength(2);
  });
});
