import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingReference, DEFAULT_FISCAL_SETTINGS, type GlobalInvoice } from '@hv/shared';
import { auditLog, invoices, settings } from '../src/db/schema.ts';
import { insertRows } from '../src/db/factories.ts';
import { writeGlobalInvoice } from '../src/modules/invoicing/index.ts';
import { createTestApp, signIn, TEST_ORIGIN, type TestApp } from './helpers.ts';

// Issue 33, decisions 0221, 0224 and 0226: the back office's side of facturas. The operator's fiscal
// data in Ajustes, changed by the Administrador only (audited, checked by the shared schema with
// Spanish messages); the global invoices with their bookings and totals in Reportes, staff only.

let t: TestApp;
let admin: string;
const db = () => t.app.database.db;
const url = '/api/admin/settings/fiscal';

beforeAll(async () => {
  t = await createTestApp({ demoData: true });
  admin = await signIn(t.app, 'admin@example.com', 'demo1234');
});
afterAll(() => t?.close());

const put = (cookie: string, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url,
    headers: { cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });
const audits = async () =>
  (
    await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.record_kind, 'settings'), eq(auditLog.record_id, 'fiscal')))
  ).length;

describe('the operator’s fiscal data in Ajustes', () => {
  it('the Administrador changes it: saved under `fiscal` and audited', async () => {
    const next = { ...DEFAULT_FISCAL_SETTINGS, series: 'hv', zip: '06700', graceDays: 5, globalPeriodicity: 'two_months' };
    const saved = await put(admin, next);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ series: 'HV', zip: '06700', graceDays: 5, globalPeriodicity: 'two_months' });
    const read = await t.app.inject({ url, headers: { cookie: admin } });
    expect(read.json()).toEqual(saved.json());
    const [row] = await db().select().from(settings).where(eq(settings.key, 'fiscal'));
    expect(row!.value).toMatchObject({ series: 'HV' });
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.record_kind, 'settings'), eq(auditLog.record_id, 'fiscal')));
    expect(audit).toMatchObject({ action: 'create', after: { series: 'HV', graceDays: 5 } });
    // Back to the defaults for the other tests.
    expect((await put(admin, DEFAULT_FISCAL_SETTINGS)).statusCode).toBe(200);
  });

  it('a Coordinador or Organizador reads it but is refused a change with 403, and nothing changes', async () => {
    const before = (await t.app.inject({ url, headers: { cookie: admin } })).json() as unknown;
    const auditsBefore = await audits();
    for (const email of ['coordinador@example.com', 'organizador@example.com']) {
      const cookie = await signIn(t.app, email, 'demo1234');
      expect((await t.app.inject({ url, headers: { cookie } })).statusCode).toBe(200);
      const res = await put(cookie, { ...DEFAULT_FISCAL_SETTINGS, series: 'X' });
      expect(res.statusCode, `${email}: ${res.body}`).toBe(403);
    }
    expect((await t.app.inject({ url, headers: { cookie: admin } })).json()).toEqual(before);
    expect(await audits()).toBe(auditsBefore);
    // Nobody signed in: not even read.
    expect((await t.app.inject({ url })).statusCode).toBe(401);
  });

  it('a wrong value is said in Spanish under its field, and nothing is saved', async () => {
    const auditsBefore = await audits();
    const res = await put(admin, {
      ...DEFAULT_FISCAL_SETTINGS,
      rfc: 'EKU9003173C8',
      zip: '4250',
      productKey: '9012',
      graceDays: -1,
      globalPeriodicity: 'week',
    });
    expect(res.statusCode).toBe(400);
    expect((res.json() as { error: { fields: Record<string, string> } }).error.fields).toMatchObject({
      rfc: 'Escribe el RFC del operador como aparece en su Constancia de Situación Fiscal (12 caracteres una empresa, 13 una persona).',
      zip: 'El código postal de expedición debe tener 5 dígitos.',
      productKey: 'La clave de producto del SAT debe tener 8 dígitos.',
      graceDays: 'Los días de gracia deben ser un número entero entre 0 y 366.',
      globalPeriodicity: 'Elige cada cuánto se emite la factura global.',
    });
    // A person's régimen for a company's RFC.
    const mismatch = await put(admin, { ...DEFAULT_FISCAL_SETTINGS, taxSystem: '605' });
    expect(mismatch.statusCode).toBe(400);
    expect((mismatch.json() as { error: { fields: Record<string, string> } }).error.fields).toMatchObject({
      taxSystem: 'Ese régimen fiscal no corresponde al tipo de RFC.',
    });
    expect(await audits()).toBe(auditsBefore);
  });
});

describe('the global invoices in Reportes', () => {
  it('staff see each global invoice with its period, folio and UUID, its bookings and its totals', async () => {
    const rows = insertRows(db());
    const exp = await rows.experience({ name: 'Tour Teotihuacan', price: 1450 });
    const experience = { id: exp.id, name: exp.name, price: Number(exp.price) };
    const paid = (paid_at: Date, values = {}) =>
      rows.booking({ experience }, { passengers: 2, status: 'Pagada', paid_at, payment_provider: 'paypal', ...values });
    const a = await paid(new Date('2024-03-05T18:00:00Z'));
    const b = await paid(new Date('2024-03-20T18:00:00Z'), { refunded_amount: 900 });
    await writeGlobalInvoice({ db: db() }, '2024-03');
    await t.app.jobs.runDue();

    const cookie = await signIn(t.app, 'coordinador@example.com', 'demo1234');
    const res = await t.app.inject({ url: '/api/admin/reports/global-invoices', headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    const global = (res.json() as { data: GlobalInvoice[] }).data.find((g) => g.period === '2024-03')!;
    const [row] = await db()
      .select()
      .from(invoices)
      .where(and(eq(invoices.kind, 'global'), eq(invoices.period, '2024-03')));
    expect(global).toMatchObject({ id: row!.id, status: 'issued', series: 'F', uuid: row!.uuid, folio: row!.folio, credited: 0 });
    expect(global.concepts.map((c) => [c.reference, c.amount])).toEqual([
      [bookingReference(a.id), 2900],
      [bookingReference(b.id), 2000],
    ]);
    // 2,900 = 2,500.00 + 400.00 IVA; 2,000 = 1,724.14 + 275.86.
    expect([global.total, global.subtotal, global.iva]).toEqual([4900, 4224.14, 675.86]);
    expect((await t.app.inject({ url: '/api/admin/reports/global-invoices' })).statusCode).toBe(401);
  });
});
