import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditChangeLines, type AuditEntryView } from '@hv/shared';
import { insertRows } from '../src/db/factories.ts';
import { experiences } from '../src/db/schema.ts';
import { createTestApp, signIn, TEST_ORIGIN, type TestApp } from './helpers.ts';

// Issue 32: the experience dialog's `Puntos de recogida` through the admin API — stored as typed in
// the route order, audited in words, refused in Spanish (docs/decisions/0240-pickups-admin-mail-and-types-in-reports.md).

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ demoData: true });
  admin = await signIn(t.app, 'admin@example.com', 'demo1234');
});
afterAll(() => t?.close());

const form = {
  name: 'Ballenas desde Cancún',
  slug: 'ballenas-cancun',
  price: '1450',
  capacity: '1',
  max_capacity: '10',
  description: 'Tiburón ballena en Holbox.',
  start_times: '08:00',
  guide_languages: ['es'],
  weekdays: ['sat', 'sun'],
  status: 'Público',
  is_active: true,
};
const put = (id: string, data: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/experiences/${id}`,
    headers: { origin: TEST_ORIGIN, cookie: admin, 'content-type': 'application/json' },
    payload: { ...form, ...data },
  });
const stored = async (id: string) => (await t.app.database.db.select().from(experiences).where(eq(experiences.id, id)))[0]!;

// As the dialog sends them: numbers as typed text, a blank English name, the list's order.
const rows = [
  {
    id: 'zh-cancun',
    name: 'Zona Hotelera Cancún',
    nameEn: 'Cancún Hotel Zone',
    minutesBefore: '45',
    charge: '150,50',
    sortOrder: 3,
  },
  { id: 'recogida-2', name: 'Playa del Carmen', nameEn: '', minutesBefore: '30', charge: '', sortOrder: 0 },
];

describe('Puntos de recogida in the experience dialog', () => {
  it('stores the rows as typed in the list order, keeps them when left out, removes them with an empty list, and audits them in words', async () => {
    const item = await insertRows(t.app.database.db).experience({ name: form.name, slug: form.slug, start_times: ['08:00'] });
    const res = await put(item.id, { pickups: rows });
    expect(res.statusCode, res.body).toBe(200);
    const pickups = [
      {
        id: 'zh-cancun',
        name: 'Zona Hotelera Cancún',
        nameEn: 'Cancún Hotel Zone',
        minutesBefore: 45,
        charge: 150.5,
        sortOrder: 0,
      },
      { id: 'recogida-2', name: 'Playa del Carmen', nameEn: null, minutesBefore: 30, charge: 0, sortOrder: 1 },
    ];
    expect(res.json().pickups).toEqual(pickups);
    expect((await stored(item.id)).pickups).toEqual(pickups);

    expect((await put(item.id, {})).statusCode).toBe(200);
    expect((await stored(item.id)).pickups).toEqual(pickups);

    const audit = await t.app.inject({ url: `/api/admin/audit?kind=experience&record=${item.id}`, headers: { cookie: admin } });
    const lines = (audit.json().data as AuditEntryView[]).flatMap((entry) => auditChangeLines(entry));
    expect(lines).toContainEqual({
      field: 'pickups',
      label: 'Puntos de recogida',
      before: '—',
      after: 'Zona Hotelera Cancún (45 min antes, $150.50), Playa del Carmen (30 min antes)',
    });

    expect((await put(item.id, { pickups: [] })).statusCode).toBe(200);
    expect((await stored(item.id)).pickups).toEqual([]);
  });

  it('refuses in Spanish a row without its minutes, a bad charge, too many minutes or two rows with one key, and changes nothing', async () => {
    const item = await insertRows(t.app.database.db).experience({ name: 'Cenotes con recogida', slug: 'cenotes-recogida' });
    const before = await stored(item.id);
    for (const [pickups, field, message] of [
      [
        [{ ...rows[0]!, minutesBefore: '' }],
        'pickups.0.minutesBefore',
        'Escribe los minutos antes del inicio como un número entero entre 0 y 720.',
      ],
      [
        [{ ...rows[0]!, minutesBefore: '800' }],
        'pickups.0.minutesBefore',
        'Escribe los minutos antes del inicio como un número entero entre 0 y 720.',
      ],
      [[{ ...rows[0]!, charge: 'gratis' }], 'pickups.0.charge', 'Escribe un cargo válido para el punto de recogida.'],
      [[{ ...rows[0]!, name: '  ' }], 'pickups.0.name', 'Escribe el nombre del punto de recogida.'],
      [
        [rows[0]!, { ...rows[1]!, id: 'zh-cancun' }],
        'pickups',
        'Cada punto de recogida necesita una clave distinta (minúsculas, números y guiones).',
      ],
    ] as const) {
      const res = await put(item.id, { slug: 'cenotes-recogida', pickups });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.fields).toEqual({ [field]: message });
    }
    expect(await stored(item.id)).toEqual(before);
  });
});
