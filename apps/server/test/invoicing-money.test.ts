import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingReference } from '@hv/shared';
import { bookingEvents, bookings, invoices, jobs } from '../src/db/schema.ts';
import { insertRows } from '../src/db/factories.ts';
import { lockBooking } from '../src/modules/bookings/index.ts';
import { applyRefund } from '../src/modules/bookings/refunds/refund.ts';
import { confirmationToken } from '../src/modules/bookings/vouchers/confirmation-link.ts';
import {
  createFacturapiClient,
  GLOBAL_JOB,
  registerInvoicing,
  scheduleGlobalInvoice,
  STAMP_JOB,
  type GlobalCustomer,
} from '../src/modules/invoicing/index.ts';
import { createJobRunner } from '../src/modules/jobs/index.ts';
import type { Mailer } from '../src/modules/mail/index.ts';
import { FACTURAPI_STANDIN_PREFIX } from '../src/standins/facturapi/standin.ts';
import { cfdiSchemaErrors } from './cfdi-xsd.ts';
import { outbox, waitForMail } from './hostile-helpers.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from './helpers.ts';
import { company } from './tax-customer.ts';

// Issue 33, decisions 0221 and 0226: the money side of facturas. A refund of an invoiced booking
// writes a credit note of that refund (related 01 to the invoice) in the refund's transaction, once;
// all the money back in the invoice's month cancels it (reason 03) instead. Each closed period's
// paid bookings nobody invoiced go into one global invoice to PÚBLICO EN GENERAL, once, across a
// crash after Facturapi stamped and across two job runners.

let t: TestApp;
let rows: ReturnType<typeof insertRows>;
let experience: { id: string; name: string; price: number };
let counter = 0;

beforeAll(async () => {
  t = await createTestApp();
  rows = insertRows(t.app.database.db);
  const exp = await rows.experience({ name: 'Tour Teotihuacan', price: 1450 });
  experience = { id: exp.id, name: exp.name, price: Number(exp.price) };
});
afterAll(() => t?.close());

const db = () => t.app.database.db;
/** A booking paid by card through Mercado Pago: 3 people at $1,450 less a $333.33 coupon = $4,016.67. */
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
      provider_capture_id: `CAPTURE${++counter}`,
      contact_email: 'ana@example.com',
      contact_name: 'Ana López',
      ...values,
    },
  );
}

async function askInvoice(bookingId: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/bookings/${bookingReference(bookingId)}/invoice?t=${confirmationToken(t.app.config.authSecret!, bookingId)}`,
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
    payload: company,
  });
  expect(res.statusCode).toBe(202);
  return res.json().id as string;
}

/** A paid booking with its invoice stamped. */
async function invoicedBooking() {
  const b = await paidBooking();
  const id = await askInvoice(b.id);
  await t.app.jobs.runDue();
  const [invoice] = await db().select().from(invoices).where(eq(invoices.id, id));
  expect(invoice!.status).toBe('issued');
  return { booking: b, invoice: invoice! };
}

/** The provider's report of one completed refund of the booking's capture (a webhook's, or its answer to staff). */
const refund = (bookingId: string, refundId: string, cents: number) =>
  applyRefund({ db: db(), log: t.app.log }, (tx) => lockBooking(tx, eq(bookings.id, bookingId)), {
    id: refundId,
    status: 'completed',
    amount: { cents, currency: 'MXN' },
    source: 'payment.refunded',
  }).then((r) => r.outcome);

const creditNotes = (bookingId: string) =>
  db()
    .select()
    .from(invoices)
    .where(and(eq(invoices.booking_id, bookingId), eq(invoices.kind, 'credit_note')));

/** An XML attribute of the first element named `element`. */
const attr = (xml: string, element: string, name: string) => new RegExp(`<${element}\\b[^>]*\\s${name}="([^"]*)"`).exec(xml)?.[1];

describe('a refund of an invoiced booking', () => {
  it('gives one credit note of the refund’s amount, related 01 to the invoice, however often the refund is reported', async () => {
    const { booking, invoice } = await invoicedBooking();
    const refundId = `REFUND${++counter}`;
    expect(await refund(booking.id, refundId, 100_000)).toBe('partly refunded');
    // The same refund reported again (the provider's webhook after its answer to staff).
    expect(await refund(booking.id, refundId, 100_000)).toBe('refund already recorded');
    const [pending, ...more] = await creditNotes(booking.id);
    expect(more).toEqual([]);
    expect(pending).toMatchObject({ status: 'pending', amount: 1000, related_invoice_id: invoice.id, payment_form: '04' });

    await t.app.jobs.runDue();
    await t.app.jobs.runDue();
    const [note] = await creditNotes(booking.id);
    expect(note).toMatchObject({ status: 'issued', series: 'NC' });
    expect(t.app.facturapiStandIn!.createRequests().filter((r) => r.key === note!.id)).toHaveLength(1);
    const xml = t.app.facturapiStandIn!.xmlOf(note!.facturapi_id!)!;
    expect(await cfdiSchemaErrors(xml)).toEqual([]);
    expect(attr(xml, 'cfdi:Comprobante', 'TipoDeComprobante')).toBe('E');
    expect(attr(xml, 'cfdi:Comprobante', 'Total')).toBe('1000.00');
    expect(attr(xml, 'cfdi:CfdiRelacionados', 'TipoRelacion')).toBe('01');
    expect(attr(xml, 'cfdi:CfdiRelacionado', 'UUID')).toBe(invoice.uuid);
    expect(attr(xml, 'cfdi:Receptor', 'Rfc')).toBe('EKU9003173C9');
    expect(attr(xml, 'cfdi:Receptor', 'UsoCFDI')).toBe('G02');
    // The customer who got the invoice gets its correction, PDF and XML, once; the desk's history says so.
    const reference = bookingReference(booking.id);
    const mail = await waitForMail(t.config.dataDir, 'facturas@example.com', `de tu reserva ${reference}`);
    expect(mail.subject).toMatch(/^Nota de crédito NC-\d+ de tu reserva /);
    expect(mail.attachments?.map((a) => a.filename).sort()).toEqual([
      `nota-de-credito-${reference}-NC${note!.folio}.pdf`,
      `nota-de-credito-${reference}-NC${note!.folio}.xml`,
    ]);
    await t.app.jobs.runDue();
    expect(
      outbox(t.config.dataDir).filter((m) => m.subject.startsWith('Nota de crédito') && m.subject.includes(reference)),
    ).toHaveLength(1);
    const noteEvents = await db()
      .select()
      .from(bookingEvents)
      .where(and(eq(bookingEvents.booking_id, booking.id), eq(bookingEvents.type, 'credit_note_issued')));
    expect(noteEvents.map((e) => e.data)).toEqual([
      { invoiceId: note!.id, uuid: note!.uuid, folio: `NC-${note!.folio}`, amount: 1000 },
    ]);
    // The invoice itself stands.
    const [still] = await db().select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(still!.status).toBe('issued');
  });

  it('a full refund in the invoice’s month cancels the invoice with reason 03 instead, once', async () => {
    const { booking, invoice } = await invoicedBooking();
    const refundId = `REFUND${++counter}`;
    expect(await refund(booking.id, refundId, 401_667)).toBe('refunded');
    expect(await refund(booking.id, refundId, 401_667)).toBe('refund already recorded');
    await t.app.jobs.runDue();
    await t.app.jobs.runDue();
    const [cancelled] = await db().select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(cancelled).toMatchObject({ status: 'cancelled' });
    expect(cancelled!.cancelled_at).not.toBeNull();
    expect(await creditNotes(booking.id)).toEqual([]);
    expect(t.app.facturapiStandIn!.cancelRequests().filter((c) => c.id === invoice.facturapi_id)).toEqual([
      { id: invoice.facturapi_id, motive: '03' },
    ]);
    const told = await db()
      .select()
      .from(bookingEvents)
      .where(and(eq(bookingEvents.booking_id, booking.id), eq(bookingEvents.type, 'invoice_cancelled')));
    expect(told.map((e) => e.data)).toEqual([{ invoiceId: invoice.id, motive: '03' }]);
  });

  it('a full refund after the invoice’s month gives a credit note of it all; the invoice stands', async () => {
    const { booking, invoice } = await invoicedBooking();
    await db()
      .update(invoices)
      .set({ issued_at: new Date('2025-10-15T18:00:00Z'), created_at: new Date('2025-10-15T18:00:00Z') })
      .where(eq(invoices.id, invoice.id));
    expect(await refund(booking.id, `REFUND${++counter}`, 401_667)).toBe('refunded');
    await t.app.jobs.runDue();
    const notes = await creditNotes(booking.id);
    expect(notes.map((n) => [n.status, n.amount])).toEqual([['issued', 4016.67]]);
    const [still] = await db().select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(still!.status).toBe('issued');
  });

  it('a refund while the invoice is still pending: its credit note waits for the invoice’s UUID', async () => {
    const b = await paidBooking();
    const id = await askInvoice(b.id);
    expect(await refund(b.id, `REFUND${++counter}`, 50_000)).toBe('partly refunded');
    const [waiting] = await creditNotes(b.id);
    expect(waiting).toMatchObject({ status: 'pending', amount: 500, related_invoice_id: id });
    await t.app.jobs.runDue();
    await t.app.jobs.runDue();
    const [invoice] = await db().select().from(invoices).where(eq(invoices.id, id));
    const [note] = await creditNotes(b.id);
    expect(invoice!.status).toBe('issued');
    expect(note!.status).toBe('issued');
    expect(attr(t.app.facturapiStandIn!.xmlOf(note!.facturapi_id!)!, 'cfdi:CfdiRelacionado', 'UUID')).toBe(invoice!.uuid);
  });

  it('a booking nobody invoiced gets no credit note', async () => {
    const b = await paidBooking();
    expect(await refund(b.id, `REFUND${++counter}`, 50_000)).toBe('partly refunded');
    expect(await db().select().from(invoices).where(eq(invoices.booking_id, b.id))).toEqual([]);
  });
});

describe('the global invoice of a closed month', () => {
  // October 2025 on the operator's clock; the job comes due on 1 November (no grace days).
  const inOctober = (day: number) => new Date(`2025-10-${String(day).padStart(2, '0')}T18:00:00Z`);
  const due = new Date('2025-11-01T12:00:00Z');

  const globalRow = async () => {
    const found = await db()
      .select()
      .from(invoices)
      .where(and(eq(invoices.kind, 'global'), eq(invoices.period, '2025-10')));
    return found;
  };

  it('holds exactly the month’s uninvoiced paid bookings, once, after a crash between Facturapi and our write', async () => {
    const plain = await paidBooking({ paid_at: inOctober(3) });
    // Paid 31 October 23:30 in Mexico City (1 November UTC): October's.
    const lastNight = await paidBooking({
      paid_at: new Date('2025-11-01T05:30:00Z'),
      payment_provider: 'paypal',
      paid_method: null,
    });
    const partly = await paidBooking({ paid_at: inOctober(10), refunded_amount: 1000 });
    const refunded = await paidBooking({ paid_at: inOctober(11), status: 'Reembolsada', refunded_amount: 4016.67 });
    const own = await paidBooking({ paid_at: inOctober(12) });
    await db().insert(invoices).values({
      booking_id: own.id,
      kind: 'invoice',
      status: 'issued',
      customer: company,
      amount: 4016.67,
      payment_form: '04',
    });
    const november = await paidBooking({ paid_at: new Date('2025-11-01T06:30:00Z') });
    const september = await paidBooking({ paid_at: new Date('2025-10-01T05:30:00Z') });

    // Not yet due on 31 October (Mexico City): September's is, and takes the booking paid on its last evening.
    await scheduleGlobalInvoice(db(), new Date('2025-11-01T05:00:00Z'));
    expect(
      await db()
        .select()
        .from(jobs)
        .where(eq(jobs.key, `${GLOBAL_JOB}:2025-10`)),
    ).toEqual([]);
    expect(
      await db()
        .select()
        .from(jobs)
        .where(eq(jobs.key, `${GLOBAL_JOB}:2025-09`)),
    ).toHaveLength(1);
    await scheduleGlobalInvoice(db(), due);
    await scheduleGlobalInvoice(db(), due);
    await t.app.jobs.runDue();
    await t.app.jobs.runDue();

    const [global, ...others] = await globalRow();
    expect(others).toEqual([]);
    expect(global).toMatchObject({ status: 'issued', booking_id: null, payment_form: '04' });
    const customer = global!.customer as unknown as GlobalCustomer;
    expect(customer).toMatchObject({ rfc: 'XAXX010101000', legalName: 'PÚBLICO EN GENERAL', taxSystem: '616', cfdiUse: 'S01' });
    expect(customer.concepts.map((c) => [c.reference, c.amount])).toEqual([
      [bookingReference(plain.id), 4016.67],
      [bookingReference(partly.id), 3016.67],
      [bookingReference(lastNight.id), 4016.67],
    ]);
    expect(global!.amount).toBe(11050.01);
    const covered = await db()
      .select({ id: bookings.id, invoicedIn: bookings.invoiced_in })
      .from(bookings)
      .where(inArray(bookings.id, [plain.id, lastNight.id, partly.id, refunded.id, own.id, november.id, september.id]));
    const coveredBy = Object.fromEntries(covered.map((c) => [c.id, c.invoicedIn]));
    expect(coveredBy).toEqual({
      [plain.id]: global!.id,
      [lastNight.id]: global!.id,
      [partly.id]: global!.id,
      [refunded.id]: null,
      [own.id]: null,
      [november.id]: null,
      [september.id]: (await db().select().from(invoices).where(eq(invoices.period, '2025-09')))[0]!.id,
    });

    const xml = t.app.facturapiStandIn!.xmlOf(global!.facturapi_id!)!;
    expect(await cfdiSchemaErrors(xml)).toEqual([]);
    expect(attr(xml, 'cfdi:Receptor', 'Rfc')).toBe('XAXX010101000');
    expect(attr(xml, 'cfdi:Receptor', 'Nombre')).toBe('PÚBLICO EN GENERAL');
    expect(attr(xml, 'cfdi:Receptor', 'UsoCFDI')).toBe('S01');
    expect(attr(xml, 'cfdi:InformacionGlobal', 'Periodicidad')).toBe('04');
    expect(attr(xml, 'cfdi:InformacionGlobal', 'Meses')).toBe('10');
    expect(attr(xml, 'cfdi:InformacionGlobal', 'Año')).toBe('2025');
    expect(attr(xml, 'cfdi:Comprobante', 'Total')).toBe('11050.01');
    expect(xml.match(/<cfdi:Concepto\b/g)).toHaveLength(3);
    expect(attr(xml, 'cfdi:Concepto', 'NoIdentificacion')).toBe(bookingReference(plain.id));
    expect(attr(xml, 'cfdi:Concepto', 'ClaveProdServ')).toBe('01010101');

    // The crash: Facturapi stamped, our write was lost; after a restart the jobs run again.
    await db().update(invoices).set({ status: 'pending', uuid: null, facturapi_id: null }).where(eq(invoices.id, global!.id));
    await db()
      .update(jobs)
      .set({ status: 'pending', run_at: new Date(0) })
      .where(inArray(jobs.key, [`${STAMP_JOB}:${global!.id}`, `${GLOBAL_JOB}:2025-10`]));
    await t.app.jobs.runDue();
    const [again, ...none] = await globalRow();
    expect(none).toEqual([]);
    expect(again).toMatchObject({ id: global!.id, status: 'issued', uuid: global!.uuid, facturapi_id: global!.facturapi_id });
    // Facturapi was asked twice with the same idempotency key and answered the one CFDI.
    expect(t.app.facturapiStandIn!.createRequests().filter((r) => r.key === global!.id)).toHaveLength(2);
    expect(await db().select().from(bookings).where(eq(bookings.invoiced_in, global!.id))).toHaveLength(3);
  });

  it('two job runners at once issue one global invoice of the period', async () => {
    const one = await paidBooking({ paid_at: new Date('2025-08-05T18:00:00Z') });
    const two = await paidBooking({ paid_at: new Date('2025-08-20T18:00:00Z') });
    const standIn = t.app.facturapiStandIn!;
    const facturapi = createFacturapiClient({
      baseUrl: `${t.app.config.publicUrl}${FACTURAPI_STANDIN_PREFIX}`,
      apiKey: standIn.apiKey,
      fetch: standIn.fetchVia(t.app),
    });
    const runner = () => {
      const r = createJobRunner({ db: db(), log: t.app.log, pollMs: 0, leaseMs: 5 * 60_000 });
      registerInvoicing(r, {
        db: db(),
        mailer: { send: async () => {} } as unknown as Mailer,
        log: t.app.log,
        brand: 'Hormiga Viajera',
        operatorEmail: 'operador@example.com',
        facturapi,
        testMode: true,
      });
      return r;
    };
    const [a, b] = [runner(), runner()];
    await Promise.all([
      scheduleGlobalInvoice(db(), new Date('2025-09-01T12:00:00Z')),
      scheduleGlobalInvoice(db(), new Date('2025-09-02T12:00:00Z')),
    ]);
    // Each runner ticks twice at once with the other (the second round claims the stamping job the first wrote).
    await Promise.all([a.runDue(new Date()), b.runDue(new Date())]);
    await Promise.all([a.runDue(new Date()), b.runDue(new Date())]);
    const globals = await db()
      .select()
      .from(invoices)
      .where(and(eq(invoices.kind, 'global'), eq(invoices.period, '2025-08')));
    expect(globals).toHaveLength(1);
    expect(globals[0]).toMatchObject({ status: 'issued', amount: 8033.34 });
    expect(standIn.createRequests().filter((r) => r.key === globals[0]!.id)).toHaveLength(1);
    const covered = await db().select({ id: bookings.id }).from(bookings).where(eq(bookings.invoiced_in, globals[0]!.id));
    expect(covered.map((c) => c.id).sort()).toEqual([one.id, two.id].sort());
  });

  it('a refund of a booking in an issued global invoice gives a credit note related to it, to the general public', async () => {
    const b = await paidBooking({ paid_at: new Date('2025-06-10T18:00:00Z') });
    await scheduleGlobalInvoice(db(), new Date('2025-07-01T12:00:00Z'));
    await t.app.jobs.runDue();
    const [global] = await db()
      .select()
      .from(invoices)
      .where(and(eq(invoices.kind, 'global'), eq(invoices.period, '2025-06')));
    expect(global!.status).toBe('issued');
    expect(await refund(b.id, `REFUND${++counter}`, 401_667)).toBe('refunded');
    await t.app.jobs.runDue();
    const [note, ...more] = await creditNotes(b.id);
    expect(more).toEqual([]);
    expect(note).toMatchObject({ status: 'issued', amount: 4016.67, related_invoice_id: global!.id });
    const xml = t.app.facturapiStandIn!.xmlOf(note!.facturapi_id!)!;
    expect(await cfdiSchemaErrors(xml)).toEqual([]);
    expect(attr(xml, 'cfdi:Receptor', 'Rfc')).toBe('XAXX010101000');
    expect(attr(xml, 'cfdi:Receptor', 'UsoCFDI')).toBe('S01');
    expect(attr(xml, 'cfdi:CfdiRelacionado', 'UUID')).toBe(global!.uuid);
    // The global invoice stands: it covers other sales too.
    const [still] = await db().select().from(invoices).where(eq(invoices.id, global!.id));
    expect(still!.status).toBe('issued');
  });
});
