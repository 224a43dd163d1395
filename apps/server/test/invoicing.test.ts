import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingReference } from '@hv/shared';
import { bookingEvents, bookings, invoices, jobs } from '../src/db/schema.ts';
import { insertRows } from '../src/db/factories.ts';
import { confirmationToken } from '../src/modules/bookings/vouchers/confirmation-link.ts';
import { invoiceDeadline, STAMP_JOB } from '../src/modules/invoicing/index.ts';
import { STANDIN_REFUSED_NAME } from '../src/standins/facturapi/standin.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from './helpers.ts';
import { company } from './tax-customer.ts';
import { cfdiSchemaErrors } from './cfdi-xsd.ts';
import { outbox, waitForMail } from './hostile-helpers.ts';

// Issue 33, decision 0221: a traveller asks for the factura of a paid booking from the voucher
// (its acting link). Refusals are said in Spanish and write nothing; a valid request writes one
// invoice row and a job stamps it through Facturapi (here its stand-in) once, e-mailing PDF+XML.

let t: TestApp;
let rows: ReturnType<typeof insertRows>;
let experience: { id: string; name: string; price: number };

beforeAll(async () => {
  t = await createTestApp();
  rows = insertRows(t.app.database.db);
  const exp = await rows.experience({ name: 'Tour Teotihuacan', price: 1450 });
  experience = { id: exp.id, name: exp.name, price: Number(exp.price) };
});
afterAll(() => t?.close());

const db = () => t.app.database.db;
/** A booking paid by card through Mercado Pago `paidAt` (now by default): 3 people at $1,450 less a $333.33 coupon. */
async function paidBooking(values: Partial<typeof bookings.$inferInsert> = {}) {
  return rows.booking(
    { experience },
    {
      passengers: 3,
      discount: 333.33,
      status: 'Pagada',
      paid_at: new Date(),
      payment_provider: 'mercadopago',
      paid_method: 'card',
      contact_email: 'ana@example.com',
      contact_name: 'Ana López',
      ...values,
    },
  );
}

const ask = (bookingId: string, payload: object, token = confirmationToken(t.app.config.authSecret!, bookingId)) =>
  t.app.inject({
    method: 'POST',
    url: `/api/bookings/${bookingReference(bookingId)}/invoice?t=${token}`,
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
    payload,
  });

const invoiceRows = async (bookingId: string) => db().select().from(invoices).where(eq(invoices.booking_id, bookingId));
const stampJobs = async () => (await db().select({ n: count() }).from(jobs).where(eq(jobs.kind, STAMP_JOB)))[0]!.n;

/** An XML attribute of the first element named `element`. */
const attr = (xml: string, element: string, name: string) => new RegExp(`<${element}\\b[^>]*\\s${name}="([^"]*)"`).exec(xml)?.[1];

describe('asking for a factura from the voucher', () => {
  it('refuses a bad RFC and a use not valid for the régimen in Spanish, field by field, writing nothing', async () => {
    const b = await paidBooking();
    const jobsBefore = await stampJobs();
    const badRfc = await ask(b.id, { ...company, rfc: 'EKU9003173C8' });
    expect(badRfc.statusCode).toBe(400);
    expect(badRfc.json().error.fields.rfc).toBe(
      'Escribe un RFC válido, como aparece en tu Constancia de Situación Fiscal (12 caracteres una empresa, 13 una persona).',
    );
    const badUse = await ask(b.id, { ...company, cfdiUse: 'D01' });
    expect(badUse.statusCode).toBe(400);
    expect(badUse.json().error.fields.cfdiUse).toBe('Ese uso del CFDI no es válido para el régimen fiscal elegido.');
    expect(await invoiceRows(b.id)).toEqual([]);
    expect(await stampJobs()).toBe(jobsBefore);
  });

  it('refuses a booking not paid (refunded, or never paid), and one asked for after the end of the month of payment (Mexico City clock)', async () => {
    // Refunded in full: its voucher still opens, but there is no sale left to invoice.
    const unpaid = await paidBooking({ status: 'Reembolsada' });
    const notPaid = await ask(unpaid.id, company);
    expect(notPaid.statusCode).toBe(409);
    expect(notPaid.json().error.message).toBe('Solo se puede facturar una reserva pagada.');
    // Never paid: its voucher does not open at all.
    const pending = await paidBooking({ status: 'Pendiente', paid_at: null });
    expect((await ask(pending.id, company)).statusCode).toBe(404);

    // Paid on 31 October at 23:30 in Mexico City (05:30 UTC on 1 November): October's sale.
    const late = await paidBooking({ paid_at: new Date('2025-11-01T05:30:00Z') });
    expect(invoiceDeadline(new Date('2025-11-01T05:30:00Z'), 0)).toBe('2025-10-31');
    const tooLate = await ask(late.id, company);
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().error.message).toMatch(/^El plazo para pedir la factura de esta reserva terminó el /);
    expect(await invoiceRows(unpaid.id)).toEqual([]);
    expect(await invoiceRows(pending.id)).toEqual([]);
    expect(await invoiceRows(late.id)).toEqual([]);
  });

  it('refuses without the voucher’s link', async () => {
    const b = await paidBooking();
    const res = await ask(b.id, company, 'not-a-token');
    expect(res.statusCode).toBe(404);
    expect(await invoiceRows(b.id)).toEqual([]);
  });

  it('issues one invoice whose CFDI totals match the booking to the centavo, IVA broken out, and e-mails PDF and XML', async () => {
    const b = await paidBooking();
    // 3 × 1,450 − 333.33 = 4,016.67 paid.
    expect(Number(b.amount)).toBe(4016.67);
    const res = await ask(b.id, company);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ status: 'pending', amount: 4016.67 });
    const [pending] = await invoiceRows(b.id);
    expect(pending).toMatchObject({ kind: 'invoice', status: 'pending', payment_form: '04' });

    await t.app.jobs.runDue();
    const [issued] = await invoiceRows(b.id);
    expect(issued).toMatchObject({ status: 'issued', series: 'F' });
    expect(issued!.uuid).toMatch(/^[0-9a-f-]{36}$/);
    const xml = t.app.facturapiStandIn!.xmlOf(issued!.facturapi_id!)!;
    expect(await cfdiSchemaErrors(xml)).toEqual([]);
    expect(attr(xml, 'cfdi:Comprobante', 'Version')).toBe('4.0');
    expect(attr(xml, 'cfdi:Comprobante', 'Total')).toBe('4016.67');
    // Base = round(4016.67 / 1.16, 2) = 3462.65; IVA = 4016.67 − 3462.65 = 554.02.
    expect(attr(xml, 'cfdi:Comprobante', 'SubTotal')).toBe('3462.65');
    expect(attr(xml, 'cfdi:Impuestos', 'TotalImpuestosTrasladados')).toBe('554.02');
    expect(attr(xml, 'cfdi:Comprobante', 'FormaPago')).toBe('04');
    expect(attr(xml, 'cfdi:Comprobante', 'MetodoPago')).toBe('PUE');
    expect(attr(xml, 'cfdi:Receptor', 'Rfc')).toBe('EKU9003173C9');
    expect(attr(xml, 'cfdi:Receptor', 'Nombre')).toBe('ESCUELA KEMPER URGATE');
    expect(attr(xml, 'cfdi:Receptor', 'UsoCFDI')).toBe('G03');
    expect(attr(xml, 'cfdi:Concepto', 'ClaveUnidad')).toBe('E48');
    expect(attr(xml, 'tfd:TimbreFiscalDigital', 'UUID')).toBe(issued!.uuid!.toUpperCase());

    const mail = await waitForMail(t.config.dataDir, 'facturas@example.com', 'Tu factura F-');
    expect(mail.attachments?.map((a) => a.contentType).sort()).toEqual(['application/pdf', 'application/xml']);
    const attached = mail.attachments!.find((a) => a.contentType === 'application/xml')!;
    expect(Buffer.from(attached.content, 'base64').toString('utf8')).toBe(xml);
    const pdf = mail.attachments!.find((a) => a.contentType === 'application/pdf')!;
    expect(Buffer.from(pdf.content, 'base64').subarray(0, 5).toString()).toBe('%PDF-');

    const token = confirmationToken(t.app.config.authSecret!, b.id);
    const download = await t.app.inject({ method: 'GET', url: `/api/bookings/${bookingReference(b.id)}/invoice.xml?t=${token}` });
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe(xml);
    const events = await db().select({ type: bookingEvents.type }).from(bookingEvents).where(eq(bookingEvents.booking_id, b.id));
    expect(events.map((e) => e.type)).toEqual(['invoice_requested', 'invoiced', 'invoice_sent']);
  });

  it('two requests at once make one invoice, and the second gets the same one', async () => {
    const b = await paidBooking();
    const [one, two] = await Promise.all([ask(b.id, company), ask(b.id, { ...company, cfdiUse: 'G01' })]);
    expect([one.statusCode, two.statusCode]).toEqual([202, 202]);
    expect(one.json().id).toBe(two.json().id);
    expect(await invoiceRows(b.id)).toHaveLength(1);
    expect(
      (
        await db()
          .select({ n: count() })
          .from(jobs)
          .where(and(eq(jobs.kind, STAMP_JOB), eq(jobs.key, `${STAMP_JOB}:${one.json().id}`)))
      )[0]!.n,
    ).toBe(1);
  });

  it('stamps once when the job runs twice, or again after a crash between Facturapi’s answer and our write', async () => {
    const b = await paidBooking();
    const id = (await ask(b.id, company)).json().id as string;
    await t.app.jobs.runDue();
    await t.app.jobs.runDue();
    const [first] = await invoiceRows(b.id);
    // The crash: Facturapi stamped, our write was lost, the job runs again after a restart.
    await db().update(invoices).set({ status: 'pending', uuid: null, facturapi_id: null }).where(eq(invoices.id, id));
    await db()
      .update(jobs)
      .set({ status: 'pending', run_at: new Date(0) })
      .where(eq(jobs.key, `${STAMP_JOB}:${id}`));
    await t.app.jobs.runDue();
    const [again] = await invoiceRows(b.id);
    expect(again!.status).toBe('issued');
    expect(again!.uuid).toBe(first!.uuid);
    expect(again!.facturapi_id).toBe(first!.facturapi_id);
    const stamped = t.app.facturapiStandIn!.createRequests().filter((r) => r.key === id);
    // Two calls reached Facturapi with the same idempotency key; it answered the one CFDI both times.
    expect(stamped).toHaveLength(2);
    expect(outbox(t.config.dataDir).filter((m) => m.subject.includes(bookingReference(b.id)))).toHaveLength(1);
  });

  it('keeps Facturapi’s refusal on the invoice with its reason, once, and e-mails nothing', async () => {
    const b = await paidBooking();
    const id = (await ask(b.id, { ...company, legalName: STANDIN_REFUSED_NAME })).json().id as string;
    await t.app.jobs.runDue();
    await t.app.jobs.runDue();
    const [refused] = await invoiceRows(b.id);
    expect(refused).toMatchObject({ id, status: 'refused', uuid: null });
    expect(refused!.refusal_reason).toBe('El nombre del receptor no coincide con el registrado en el SAT para el RFC');
    const events = await db().select({ type: bookingEvents.type }).from(bookingEvents).where(eq(bookingEvents.booking_id, b.id));
    expect(events.map((e) => e.type)).toEqual(['invoice_requested', 'invoice_refused']);
    const [job] = await db()
      .select()
      .from(jobs)
      .where(eq(jobs.key, `${STAMP_JOB}:${id}`));
    expect(job!.status).toBe('done');
    // Asking again with corrected data sends the same invoice again (decision 0231), no second row.
    const again = await ask(b.id, company);
    expect(again.statusCode).toBe(202);
    expect(again.json()).toMatchObject({ id, status: 'pending' });
    expect(await invoiceRows(b.id)).toHaveLength(1);
  });

  it('invoices a foreign traveller with the SAT’s foreign RFC, and e-mails an English booking’s invoice in English', async () => {
    const b = await paidBooking({ locale: 'en', payment_provider: 'paypal', paid_method: null });
    const res = await ask(b.id, {
      foreign: true,
      legalName: 'John Smith',
      country: 'usa',
      foreignTaxId: '123-45-6789',
      email: 'john@example.com',
    });
    expect(res.statusCode).toBe(202);
    await t.app.jobs.runDue();
    const [issued] = await invoiceRows(b.id);
    expect(issued).toMatchObject({ status: 'issued', payment_form: '06' });
    const xml = t.app.facturapiStandIn!.xmlOf(issued!.facturapi_id!)!;
    expect(await cfdiSchemaErrors(xml)).toEqual([]);
    expect(attr(xml, 'cfdi:Receptor', 'Rfc')).toBe('XEXX010101000');
    expect(attr(xml, 'cfdi:Receptor', 'ResidenciaFiscal')).toBe('USA');
    expect(attr(xml, 'cfdi:Receptor', 'NumRegIdTrib')).toBe('123-45-6789');
    expect(attr(xml, 'cfdi:Receptor', 'RegimenFiscalReceptor')).toBe('616');
    expect(attr(xml, 'cfdi:Receptor', 'UsoCFDI')).toBe('S01');
    expect(attr(xml, 'cfdi:Comprobante', 'FormaPago')).toBe('06');
    const mail = await waitForMail(t.config.dataDir, 'john@example.com', 'Your invoice F-');
    expect(mail.text).toContain('Test document: not valid for tax purposes.');
    const token = confirmationToken(t.app.config.authSecret!, b.id);
    const pdf = await t.app.inject({ method: 'GET', url: `/api/bookings/${bookingReference(b.id)}/invoice.pdf?t=${token}` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('what the voucher reads of its factura', () => {
  const status = (bookingId: string, token: string | null = confirmationToken(t.app.config.authSecret!, bookingId)) =>
    t.app.inject({
      method: 'GET',
      url: `/api/bookings/${bookingReference(bookingId)}/invoice${token ? `?t=${token}` : ''}`,
    });

  it('offers the request until the last day, then follows the invoice from pending to issued', async () => {
    const b = await paidBooking();
    const before = await status(b.id);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ invoice: null, lastDate: invoiceDeadline(b.paid_at!, 0), canRequest: true });

    await ask(b.id, company);
    expect((await status(b.id)).json()).toMatchObject({
      canRequest: false,
      invoice: { status: 'pending', legalName: 'ESCUELA KEMPER URGATE', email: 'facturas@example.com', uuid: null },
    });
    await t.app.jobs.runDue();
    const issued = (await status(b.id)).json();
    expect(issued.invoice).toMatchObject({ status: 'issued', series: 'F', refusalReason: null });
    expect(issued.invoice.uuid).toMatch(/^[0-9A-F-]{36}$/i);
  });

  it('offers nothing for a booking past its last day or refunded, and answers 404 without the voucher’s link', async () => {
    const old = await paidBooking({ paid_at: new Date(Date.now() - 70 * 86_400_000) });
    expect((await status(old.id)).json()).toMatchObject({ invoice: null, canRequest: false });
    const refunded = await paidBooking({ status: 'Reembolsada' });
    expect((await status(refunded.id)).json()).toEqual({ invoice: null, lastDate: null, canRequest: false });
    expect((await status(old.id, null)).statusCode).toBe(404);
  });
});

describe('a refused factura asked for again', () => {
  it('takes the corrected data on the same invoice and stamps it, once per request', async () => {
    const b = await paidBooking();
    await ask(b.id, { ...company, legalName: STANDIN_REFUSED_NAME });
    await t.app.jobs.runDue();
    const [refused] = await invoiceRows(b.id);
    expect(refused!.status).toBe('refused');
    const voucher = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${bookingReference(b.id)}/invoice?t=${confirmationToken(t.app.config.authSecret!, b.id)}`,
    });
    expect(voucher.json()).toMatchObject({ canRequest: true, invoice: { status: 'refused' } });

    const again = await ask(b.id, company);
    expect(again.statusCode).toBe(202);
    await t.app.jobs.runDue();
    const rowsNow = await invoiceRows(b.id);
    expect(rowsNow).toHaveLength(1);
    expect(rowsNow[0]).toMatchObject({ id: refused!.id, status: 'issued', refusal_reason: null });
    // Issued: a third request gets the same invoice and stamps nothing more.
    const third = await ask(b.id, { ...company, zip: '06600' });
    expect(third.statusCode).toBe(200);
    expect((await invoiceRows(b.id))[0]!.customer).toMatchObject({ zip: '42501' });
  });
});
