import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { experienceListSchema, isStaff, publicExperienceSchema, searchResponseSchema, tripSchema } from '@hv/shared';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demoData: true });
});
afterAll(() => t?.close());

describe('health', () => {
  it('answers ok once the database is reachable', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });
});

describe('public experiences', () => {
  it('lists only active, public experiences, newest first, with the shared schema', async () => {
    const res = await t.app.inject('/api/experiences');
    expect(res.statusCode).toBe(200);
    const { data } = experienceListSchema.parse(res.json());
    expect(data.length).toBeGreaterThanOrEqual(6);
    for (const e of data) {
      expect(e.status).toBe('Público');
      expect(e.is_active).toBe(true);
      expect(e.image_url).toMatch(/^\/storage\/experience-images\/.+\.webp$/);
    }
    const created = data.map((e) => e.created_at);
    expect([...created].sort().reverse()).toEqual(created);
  });

  it('honours the limit (the landing page asks for 3)', async () => {
    const res = await t.app.inject('/api/experiences?limit=3');
    expect(res.json().data).toHaveLength(3);
  });

  it('rejects a bad limit with a Spanish validation error', async () => {
    const res = await t.app.inject('/api/experiences?limit=abc');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation');
  });

  it('answers 304 when the browser already has the list', async () => {
    const first = await t.app.inject('/api/experiences');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const second = await t.app.inject({ url: '/api/experiences', headers: { 'if-none-match': etag } });
    expect(second.statusCode).toBe(304);
  });

  it('finds a public experience by slug', async () => {
    const { data } = (await t.app.inject('/api/experiences')).json();
    const res = await t.app.inject(`/api/experiences/${data[0].slug}`);
    expect(res.statusCode).toBe(200);
    expect(publicExperienceSchema.parse(res.json()).slug).toBe(data[0].slug);
  });

  it('hides unknown and non-public experiences behind a Spanish 404', async () => {
    const res = await t.app.inject('/api/experiences/no-existe');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Experiencia no encontrada.' } });

    const hidden = await t.app.database.db.query.experiences.findMany({ columns: { slug: true, status: true, is_active: true } });
    const nonPublic = hidden.filter((e) => e.status !== 'Público' || !e.is_active);
    expect(nonPublic.length).toBeGreaterThanOrEqual(2);
    for (const e of nonPublic) {
      expect((await t.app.inject(`/api/experiences/${e.slug}`)).statusCode).toBe(404);
    }
  });
});

describe('staff contacts stay out of public answers (issue 13)', () => {
  // Server-rendered pages too: an app with a stand-in web build.
  const dist = mkdtempSync(join(tmpdir(), 'hv-dist-'));
  let site: TestApp;
  beforeAll(async () => {
    writeFileSync(join(dist, 'index.html'), '<!doctype html><head><!--app-head--><!--/app-head--></head><div id="root"></div>');
    site = await createTestApp({ demoData: true, env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await site?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('no public answer holds a staff e-mail or phone, nor an experience responsible’s contact', async () => {
    const db = site.app.database.db;
    const staff = (await db.query.user.findMany()).filter((u) => isStaff(u.role));
    const allExperiences = await db.query.experiences.findMany();
    const trips = await db.query.trips.findMany();
    const secrets = new Set(
      [
        ...staff.flatMap((u) => [u.email, u.phone]),
        ...allExperiences.flatMap((e) => [e.responsible_email, e.responsible_phone, e.responsible_name]),
      ].filter((v): v is string => Boolean(v)),
    );
    expect(staff.length).toBeGreaterThanOrEqual(3);
    expect([...secrets].filter((v) => v.includes('@')).length).toBeGreaterThanOrEqual(4);

    const answers: [string, string][] = [];
    const get = async (url: string) => {
      const res = await site.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      answers.push([url, res.body]);
      return res;
    };
    const list = (await get('/api/experiences')).json().data as { slug: string }[];
    await get('/api/experiences?limit=3');
    for (const e of list) {
      const detail = (await get(`/api/experiences/${e.slug}`)).json();
      expect(Object.keys(detail).filter((k) => k.startsWith('responsible_'))).toEqual([]);
      await get(`/experiencia/${e.slug}`);
    }
    for (const q of ['an', 'cancun', 'tour', 'mx', 'example', 'hormigaviajera']) await get(`/api/search?q=${q}`);
    for (const url of ['/', '/experiencias', '/sitemap.xml', '/api/config', '/api/payments/config']) await get(url);
    for (const trip of trips.filter((x) => x.status === 'Público' && x.is_active)) {
      // A trip's page shows its own responsible's name and phone (trip-contact-card.tsx): those
      // two are public by design; nothing else may be there.
      const body = (await get(`/api/trips/${trip.slug}`)).json();
      const { responsible_name: _n, responsible_phone: _p, ...rest } = body;
      answers.push([`/api/trips/${trip.slug} (without its own contact)`, JSON.stringify(rest)]);
      answers.splice(answers.length - 2, 1);
      await get(`/viaje/${trip.slug}`);
    }
    expect(list.length).toBeGreaterThanOrEqual(6);
    for (const [url, body] of answers) {
      for (const secret of secrets) expect(body.includes(secret), `${url} holds ${secret}`).toBe(false);
    }
  });
});

describe('trips', () => {
  it('finds a public trip by slug and 404s otherwise', async () => {
    const all = await t.app.database.db.query.trips.findMany();
    const pub = all.find((x) => x.status === 'Público' && x.is_active)!;
    const res = await t.app.inject(`/api/trips/${pub.slug}`);
    expect(res.statusCode).toBe(200);
    const trip = tripSchema.parse(res.json());
    expect(trip.departure_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await t.app.inject('/api/trips/no-existe')).statusCode).toBe(404);
    const draft = all.find((x) => x.status !== 'Público')!;
    expect((await t.app.inject(`/api/trips/${draft.slug}`)).statusCode).toBe(404);
  });
});

describe('search', () => {
  const search = async (q: string) => {
    const res = await t.app.inject({ url: '/api/search', query: { q } });
    expect(res.statusCode).toBe(200);
    return searchResponseSchema.parse(res.json()).results;
  };

  it('finds Cancún when asked for cancun (accent- and case-insensitive)', async () => {
    const results = await search('cancun');
    expect(results.some((r) => r.name.includes('Cancún'))).toBe(true);
    expect(await search('CANCÚN')).toEqual(results);
  });

  it('finds words of the description and the place too, names first (issue 15)', async () => {
    // No name holds 'montaña'; descriptions do, accents or not.
    const results = await search('montana');
    expect(results.length).toBeGreaterThan(0);
    expect(await search('MONTAÑA')).toEqual(results);
    // 'cenote' is in one experience's name and in another's description: the named one comes first.
    const cenotes = (await search('cenote')).filter((r) => r.kind === 'experience');
    expect(cenotes).toHaveLength(2);
    expect(cenotes[0]!.name).toMatch(/cenotes/);
    expect(cenotes[1]!.name).not.toMatch(/cenote/i);
  });

  it('can answer from the trigram indexes (the planner uses them when sequential scans are off)', async () => {
    const db = t.app.database.db;
    await db.execute(sql`set enable_seqscan = off`);
    try {
      const plan = (await db.execute(sql`explain select slug from experiences
        where lower(immutable_unaccent(name || ' ' || coalesce(type, '') || ' ' || coalesce(address, '') || ' ' || coalesce(description, '') || ' ' || coalesce(name_en, '') || ' ' || coalesce(description_en, ''))) like '%montana%'`)) as unknown as {
        rows: Record<string, string>[];
      };
      expect(plan.rows.map((r) => Object.values(r)[0]).join('\n')).toContain('experiences_text_search_idx');
    } finally {
      await db.execute(sql`set enable_seqscan = on`);
    }
  });

  it('ignores queries under 2 characters', async () => {
    expect(await search('a')).toEqual([]);
    expect(await search(' c ')).toEqual([]);
  });

  it('returns at most 5 per source and only public items', async () => {
    const results = await search('e');
    expect(results).toEqual([]);
    const many = await search('an');
    expect(many.filter((r) => r.kind === 'experience').length).toBeLessThanOrEqual(5);
    expect(many.filter((r) => r.kind === 'trip').length).toBeLessThanOrEqual(5);
    const publicSlugs = new Set(((await t.app.inject('/api/experiences')).json().data as { slug: string }[]).map((e) => e.slug));
    for (const r of many.filter((x) => x.kind === 'experience')) expect(publicSlugs.has(r.slug)).toBe(true);
  });

  it('treats LIKE wildcards as plain text', async () => {
    expect(await search('%%')).toEqual([]);
    expect(await search('__')).toEqual([]);
  });
});

describe('stored images', () => {
  it('serves demo covers as WebP with long-lived caching, in several widths', async () => {
    const { data } = (await t.app.inject('/api/experiences?limit=1')).json();
    const url: string = data[0].image_url;
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect((await t.app.inject(url.replace('.webp', '-480.webp'))).statusCode).toBe(200);
  });

  it('refuses path traversal', async () => {
    writeFileSync(join(t.config.dataDir, 'secreto.txt'), 'SECRETO');
    for (const url of [
      '/storage/experience-images/..%2F..%2Fsecreto.txt',
      '/storage/experience-images/..%2Fsecreto.txt',
      '/storage/other/x.webp',
    ]) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('SECRETO');
    }
    // A dot-segment path is normalised away from /storage before routing: never the file.
    const res = await t.app.inject('/storage/avatars/../../secreto.txt');
    expect(res.body).not.toContain('SECRETO');
  });
});

describe('API errors', () => {
  it('answers unknown API paths with the JSON error shape', async () => {
    const res = await t.app.inject('/api/nada');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining(['/api/experiences', '/api/experiences/{slug}', '/api/search']),
    );
  });

  it('sends the API the resource security headers: nothing runs, nothing frames, no sniffing', async () => {
    for (const url of ['/api/health', '/api/experiences', '/api/experiences/no-existe']) {
      const res = await t.app.inject(url);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      // Document-only headers stay on pages.
      expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
    }
  });
});
