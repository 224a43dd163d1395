import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bookings, invoices, jobs } from '../src/db/schema.ts';
import { insertRows } from '../src/db/factories.ts';
import { STAMP_JOB } from '../src/modules/invoicing/index.ts';
import { STANDIN_REFUSED_NAME } from '../src/standins/facturapi/standin.ts';
import { createTestApp, signIn, TEST_ORIGIN, type TestApp } from './helpers.ts';
import { company } from './tax-customer.ts';

// Issue 33, decision 0231: from a booking's page at the desk, staff ask for its factura on the
// traveller's behalf and send a refused one again — behind the staff guard, audited, once.

let t: TestApp;
let rows: ReturnType<typeof insertRows>;
let experience: { id: string; name: string; price: number };
const session: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ demoData: true });
  rows = insertRows(t.app.database.db);
  const exp = await rows.experience({ name: 'Tour Teotihuacan', price: 1450 });
  experience = { id: exp.id, name: exp.name, price: Number(exp.price) };
  for (const who of ['admin', 'coordinador', 'organizador']) session[who] = await signIn(t.app, `${who}@example.com`, 'demo1234');
});
afterAll(() => t?.close());

const db = () => t.app.database.db;
const paidBooking = (values: Partial<typeof bookings.$inferInsert> = {}) =>
  rows.booking(
    { experience },
    { passengers: 2, status: 'Pagada', paid_at: new Date(), contact_email: 'ana@example.com', ...values },
  );

const post = (who: string | null, url: string, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: {
      origin: TEST_ORIGIN,
      ...(who && { cookie: session[who] }),
      ...(payload && { 'content-type': 'application/json' }),
    },
    ...(payload && { payload }),
  });
const invoiceOf = async (bookingId: string) =>
  (
    await db()
      .select()
      .from(invoices)
      .where(and(eq(invoices.booking_id, bookingId), eq(invoices.kind, 'invoice')))
  )[0];
const detail = async (bookingId: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/admin/bookings/${bookingId}`, headers: { cookie: session.admin! } })).json();

describe('staff and a booking’s factura', () => {
  it('refuses anyone but an Administrador or a Coordinador, writing nothing', async () => {
    const b = await paidBooking();
    expect((await post(null, `/api/admin/bookings/${b.id}/invoice`, company)).statusCode).toBe(401);
    expect((await post('organizador', `/api/admin/bookings/${b.id}/invoice`, company)).statusCode).toBe(403);
    expect((await post('organizador', `/api/admin/bookings/${b.id}/invoice/retry`)).statusCode).toBe(403);
    expect(await invoiceOf(b.id)).toBeUndefined();
  });

  it('asks on the traveller’s behalf, audited; past the last day only an Administrador may', async () => {
    const b = await paidBooking();
    const asked = await post('coordinador', `/api/admin/bookings/${b.id}/invoice`, company);
    expect(asked.statusCode, asked.body).toBe(202);
    expect(await invoiceOf(b.id)).toMatchObject({ status: 'pending' });
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.record_id, b.id), eq(auditLog.action, 'invoice')));
    expect(audit).toHaveLength(1);
    expect((await detail(b.id)).invoice).toMatchObject({
      status: 'pending',
      legalName: 'ESCUELA KEMPER URGATE',
      taxId: 'EKU9003173C9',
    });

    const old = await paidBooking({ paid_at: new Date(Date.now() - 70 * 86_400_000) });
    const late = await post('coordinador', `/api/admin/bookings/${old.id}/invoice`, company);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toMatch(/^El plazo para pedir la factura de esta reserva terminó el /);
    expect((await post('admin', `/api/admin/bookings/${old.id}/invoice`, company)).statusCode).toBe(202);
  });

  it('never invoices on its own a sale a global invoice took', async () => {
    const b = await paidBooking();
    const [global] = await db()
      .insert(invoices)
      .values({ kind: 'global', customer: {}, amount: 100, payment_form: '99', period: '1999-01' })
      .returning();
    await db().update(bookings).set({ invoiced_in: global!.id }).where(eq(bookings.id, b.id));
    const res = await post('admin', `/api/admin/bookings/${b.id}/invoice`, company);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('Esta reserva ya está en la factura global de su periodo; no puede facturarse aparte.');
  });

  it('shows a refused invoice with its reason; Reintentar sends it again once, and issues it when the data are right', async () => {
    const b = await paidBooking();
    await post('admin', `/api/admin/bookings/${b.id}/invoice`, { ...company, legalName: STANDIN_REFUSED_NAME });
    await t.app.jobs.runDue();
    const refused = (await detail(b.id)).invoice;
    expect(refused.status).toBe('refused');
    expect(refused.refusalReason).toBeTruthy();
    expect((await detail(b.id)).invoiceable).toBe(false);

    // The data corrected (as staff would after calling the traveller), then Reintentar.
    const invoice = (await invoiceOf(b.id))!;
    await db()
      .update(invoices)
      .set({ customer: { ...invoice.customer, legalName: 'ESCUELA KEMPER URGATE' } })
      .where(eq(invoices.id, invoice.id));
    const stampJobs = async () =>
      (await db().select().from(jobs).where(eq(jobs.kind, STAMP_JOB))).filter((j) => j.key.includes(invoice.id));
    const before = (await stampJobs()).length;
    const again = await post('coordinador', `/api/admin/bookings/${b.id}/invoice/retry`);
    expect(again.statusCode, again.body).toBe(202);
    const twice = await post('coordinador', `/api/admin/bookings/${b.id}/invoice/retry`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe('Esta factura no está rechazada: no hay nada que reintentar.');
    expect((await stampJobs()).length).toBe(before + 1);

    await t.app.jobs.runDue();
    expect((await detail(b.id)).invoice).toMatchObject({ status: 'issued', series: 'F', refusalReason: null });
  });
});
