import { and, eq } from 'drizzle-orm';
import { bookingReference, cfdiUsesFor, type TaxProfile } from '@hv/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { bookings, invoices, jobs } from '../../db/schema.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { siteLocale, translator } from '../../lib/i18n.ts';
import { INVOICE_CANCEL_JOB as CANCEL_JOB, recordBookingEvent } from '../bookings/index.ts';
import { enqueue, PermanentJobError, type JobRunner } from '../jobs/index.ts';
import { greeting, type Mailer } from '../mail/index.ts';
import {
  FacturapiApiError,
  type CancellationMotive,
  type FacturapiClient,
  type FacturapiCreditNoteInput,
  type FacturapiCustomer,
  type FacturapiInvoice,
  type FacturapiInvoiceInput,
} from './facturapi-client.ts';
import { readFiscalSettings, type FiscalSettings } from './fiscal-settings.ts';
import {
  GLOBAL_JOB,
  GLOBAL_PRODUCT_KEY,
  GLOBAL_UNIT_KEY,
  globalOfPeriod,
  scheduleGlobalInvoice,
  writeGlobalInvoice,
  type GlobalCustomer,
} from './global-invoice.ts';
import { MAIL_JOB, STAMP_JOB, type InvoiceRow } from './request-invoice.ts';

// The jobs that issue a booking's factura (docs/decisions/0221-facturas-through-facturapi.md):
// `invoice.stamp` asks Facturapi for the CFDI with the invoice row's id as idempotency key (a
// retry after a crash between Facturapi's answer and our write gets the same CFDI back, never a
// second one) and records the UUID and folio with the event `invoiced`, then `invoice.mail`
// e-mails the PDF and XML to the customer. Each is keyed by the invoice, so it runs once. The same
// stamping job issues a refund's credit note and the period's global invoice, and `invoice.cancel`
// cancels an invoice whose money all came back (docs/decisions/0226-refunds-of-invoices-and-the-global-invoice.md).

export interface InvoicingDeps {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  brand: string;
  operatorEmail: string;
  facturapi: FacturapiClient;
  testMode: boolean;
}

const JOB_ACTOR = (kind: string) => ({ kind: 'job' as const, name: kind });

/** The customer as Facturapi takes it: a Mexican RFC, or a foreigner's country and tax id. */
export function facturapiCustomer(profile: TaxProfile): FacturapiCustomer {
  if (profile.foreign) {
    return {
      legal_name: profile.legalName,
      tax_id: profile.foreignTaxId!,
      tax_system: '616',
      email: profile.email,
      address: { zip: profile.zip ?? '00000', country: profile.country! },
    };
  }
  return {
    legal_name: profile.legalName,
    tax_id: profile.rfc!,
    tax_system: profile.taxSystem!,
    email: profile.email,
    address: { zip: profile.zip! },
  };
}

/** A concept of a booking's sale, IVA included (16 % broken out by Facturapi). */
function saleConcept(
  fiscal: FiscalSettings,
  booking: typeof bookings.$inferSelect,
  price: number,
): FacturapiInvoiceInput['items'][number] {
  const reference = bookingReference(booking.id);
  return {
    quantity: 1,
    product: {
      // The CFDI stays Spanish on every site (decision 0221).
      description: `Reserva ${reference}: ${booking.item_name}, ${booking.passengers} ${booking.passengers === 1 ? 'persona' : 'personas'}, ${booking.booking_date}`,
      product_key: fiscal.productKey,
      price,
      tax_included: true,
      taxes: [{ type: 'IVA', rate: 0.16 }],
      unit_key: fiscal.unitKey,
      unit_name: 'Unidad de servicio',
      sku: reference,
    },
  };
}

/**
 * Asks Facturapi for the row's CFDI and records the outcome while the row is still pending: a
 * definitive refusal with its reason, or the UUID, series and folio; `then` runs in the
 * transaction that marked it issued (so once).
 */
async function issue(
  deps: InvoicingDeps,
  invoice: InvoiceRow,
  body: FacturapiInvoiceInput | FacturapiCreditNoteInput,
  events: { bookingId: string } | null,
  then: (tx: Db, issued: FacturapiInvoice) => Promise<void>,
) {
  let issued: FacturapiInvoice;
  try {
    issued = await deps.facturapi.createInvoice(body);
  } catch (error) {
    if (error instanceof FacturapiApiError && error.definitive) {
      await deps.db.transaction(async (tx) => {
        const refused = await tx
          .update(invoices)
          .set({ status: 'refused', refusal_reason: error.message, updated_at: new Date() })
          .where(and(eq(invoices.id, invoice.id), eq(invoices.status, 'pending')))
          .returning({ id: invoices.id });
        if (refused.length && events)
          await recordBookingEvent(tx, events.bookingId, JOB_ACTOR(STAMP_JOB), {
            type: 'invoice_refused',
            data: { invoiceId: invoice.id, reason: error.message },
          });
      });
      return;
    }
    throw error;
  }
  await deps.db.transaction(async (tx) => {
    const done = await tx
      .update(invoices)
      .set({
        status: 'issued',
        facturapi_id: issued.id,
        uuid: issued.uuid ?? null,
        series: issued.series ?? null,
        folio: issued.folio_number ?? null,
        issued_at: new Date(),
        updated_at: new Date(),
      })
      .where(and(eq(invoices.id, invoice.id), eq(invoices.status, 'pending')))
      .returning({ id: invoices.id });
    if (done.length) await then(tx, issued);
  });
}

/**
 * Once an invoice is stamped, what waited for it runs (decision 0226): the credit notes of
 * refunds recorded while it was pending, and its cancellation when the money all came back.
 */
async function wakeWaiting(tx: Db, invoiceId: string) {
  const notes = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.related_invoice_id, invoiceId), eq(invoices.kind, 'credit_note'), eq(invoices.status, 'pending')));
  for (const note of notes)
    await enqueue(tx, { kind: STAMP_JOB, key: `${STAMP_JOB}:${note.id}:after:${invoiceId}`, payload: { invoiceId: note.id } });
  const [cancel] = await tx
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(eq(jobs.key, `${CANCEL_JOB}:${invoiceId}`));
  if (cancel) await enqueue(tx, { kind: CANCEL_JOB, key: `${CANCEL_JOB}:${invoiceId}:after-stamp`, payload: cancel.payload });
}

async function stampInvoice(
  deps: InvoicingDeps,
  invoice: InvoiceRow,
  booking: typeof bookings.$inferSelect,
  fiscal: FiscalSettings,
) {
  const profile = invoice.customer as unknown as TaxProfile;
  const body: FacturapiInvoiceInput = {
    type: 'I',
    customer: facturapiCustomer(profile),
    items: [saleConcept(fiscal, booking, invoice.amount)],
    payment_form: invoice.payment_form,
    payment_method: 'PUE',
    use: profile.foreign ? 'S01' : profile.cfdiUse!,
    series: fiscal.series,
    external_id: invoice.id,
    idempotency_key: invoice.id,
  };
  await issue(deps, invoice, body, { bookingId: booking.id }, async (tx, issued) => {
    await recordBookingEvent(tx, booking.id, JOB_ACTOR(STAMP_JOB), {
      type: 'invoiced',
      data: { invoiceId: invoice.id, uuid: issued.uuid ?? '', folio: `${issued.series ?? ''}-${issued.folio_number ?? ''}` },
    });
    await enqueue(tx, { kind: MAIL_JOB, key: `${MAIL_JOB}:${invoice.id}`, payload: { invoiceId: invoice.id } });
    await wakeWaiting(tx, invoice.id);
  });
}

/** c_UsoCFDI of a credit note: G02 (devoluciones) where the customer's régimen allows it, else S01. */
function creditNoteUse(profile: TaxProfile): string {
  if (profile.foreign || !profile.taxSystem) return 'S01';
  return cfdiUsesFor(profile.taxSystem).includes('G02') ? 'G02' : 'S01';
}

/**
 * A refund's credit note (CFDI de egreso, relationship 01 to the document it corrects, decision
 * 0226). It waits while that document is pending (its stamping wakes this job again), and is
 * dropped when that document was refused or cancelled: nothing was invoiced to correct.
 */
async function stampCreditNote(
  deps: InvoicingDeps,
  note: InvoiceRow,
  booking: typeof bookings.$inferSelect,
  fiscal: FiscalSettings,
) {
  const [related] = await deps.db.select().from(invoices).where(eq(invoices.id, note.related_invoice_id!));
  if (!related || related.status === 'pending') return;
  if (related.status !== 'issued') {
    await deps.db
      .update(invoices)
      .set({ status: 'cancelled', cancelled_at: new Date(), updated_at: new Date() })
      .where(and(eq(invoices.id, note.id), eq(invoices.status, 'pending')));
    return;
  }
  const profile = note.customer as unknown as TaxProfile;
  const reference = bookingReference(booking.id);
  const body: FacturapiCreditNoteInput = {
    type: 'E',
    customer: facturapiCustomer(profile),
    items: [
      {
        quantity: 1,
        product: {
          description: `Devolución de la reserva ${reference}: ${booking.item_name}`,
          product_key: related.kind === 'global' ? GLOBAL_PRODUCT_KEY : fiscal.productKey,
          price: note.amount,
          tax_included: true,
          taxes: [{ type: 'IVA', rate: 0.16 }],
          unit_key: related.kind === 'global' ? GLOBAL_UNIT_KEY : fiscal.unitKey,
          unit_name: related.kind === 'global' ? 'Actividad' : 'Unidad de servicio',
        },
      },
    ],
    payment_form: note.payment_form,
    payment_method: 'PUE',
    use: creditNoteUse(profile),
    related_documents: [{ relationship: '01', documents: [related.uuid!] }],
    series: fiscal.creditNoteSeries,
    external_id: note.id,
    idempotency_key: note.id,
  };
  await issue(deps, note, body, null, async (tx, issued) => {
    await recordBookingEvent(tx, booking.id, JOB_ACTOR(STAMP_JOB), {
      type: 'credit_note_issued',
      data: {
        invoiceId: note.id,
        uuid: issued.uuid ?? '',
        folio: `${issued.series ?? ''}-${issued.folio_number ?? ''}`,
        amount: note.amount,
      },
    });
    // The customer who asked for the invoice gets its correction; the general public has no address.
    if (related.kind === 'invoice')
      await enqueue(tx, { kind: MAIL_JOB, key: `${MAIL_JOB}:${note.id}`, payload: { invoiceId: note.id } });
  });
}

/**
 * The period's global invoice to PÚBLICO EN GENERAL (decision 0226): one concept per booking it
 * covers, as the SAT asks of a global invoice (product 01010101, unit ACT, `Venta`, the booking's
 * reference as the operation's number), at the amounts kept when its row was written.
 */
async function stampGlobal(deps: InvoicingDeps, invoice: InvoiceRow, fiscal: FiscalSettings) {
  const customer = invoice.customer as unknown as GlobalCustomer;
  const body: FacturapiInvoiceInput = {
    type: 'I',
    customer: {
      legal_name: customer.legalName,
      tax_id: customer.rfc,
      tax_system: customer.taxSystem,
      address: { zip: customer.zip },
    },
    items: customer.concepts.map((c) => ({
      quantity: 1,
      product: {
        description: 'Venta',
        product_key: GLOBAL_PRODUCT_KEY,
        price: c.amount,
        tax_included: true,
        taxes: [{ type: 'IVA', rate: 0.16 }],
        unit_key: GLOBAL_UNIT_KEY,
        unit_name: 'Actividad',
        sku: c.reference,
      },
    })),
    payment_form: invoice.payment_form,
    payment_method: 'PUE',
    use: 'S01',
    series: fiscal.series,
    external_id: invoice.id,
    idempotency_key: invoice.id,
    global: globalOfPeriod(invoice.period!),
  };
  await issue(deps, invoice, body, null, async (tx) => {
    // Refunds recorded while it was pending wait for its UUID.
    await wakeWaiting(tx, invoice.id);
  });
}

async function stamp(deps: InvoicingDeps, invoiceId: string) {
  const [invoice] = await deps.db.select().from(invoices).where(eq(invoices.id, invoiceId));
  // Stamped already (a second run, another process): nothing to do.
  if (!invoice || invoice.status !== 'pending') return;
  const fiscal = await readFiscalSettings(deps.db);
  if (invoice.kind === 'global') return stampGlobal(deps, invoice, fiscal);
  const [booking] = await deps.db.select().from(bookings).where(eq(bookings.id, invoice.booking_id!));
  if (!booking) throw new PermanentJobError(`booking of invoice ${invoiceId} is gone`);
  if (invoice.kind === 'credit_note') return stampCreditNote(deps, invoice, booking, fiscal);
  return stampInvoice(deps, invoice, booking, fiscal);
}

/**
 * Cancels an invoice whose money all came back in its own month (reason 03, decision 0226). A
 * pending invoice is cancelled once stamped (its stamping wakes this job again); a refused one was
 * never a CFDI and is only marked, so nobody retries it.
 */
async function cancel(deps: InvoicingDeps, invoiceId: string, motive: CancellationMotive) {
  const [invoice] = await deps.db.select().from(invoices).where(eq(invoices.id, invoiceId));
  if (!invoice || invoice.status === 'pending' || invoice.status === 'cancelled') return;
  if (invoice.status === 'issued') {
    try {
      await deps.facturapi.cancelInvoice(invoice.facturapi_id!, motive);
    } catch (error) {
      if (error instanceof FacturapiApiError && error.definitive) throw new PermanentJobError(error.message);
      throw error;
    }
  }
  await deps.db.transaction(async (tx) => {
    const cancelled = await tx
      .update(invoices)
      .set({ status: 'cancelled', cancelled_at: new Date(), updated_at: new Date() })
      .where(and(eq(invoices.id, invoice.id), eq(invoices.status, invoice.status)))
      .returning({ id: invoices.id });
    // Only a CFDI the SAT had is told as cancelled there; a refused one was never one.
    if (cancelled.length && invoice.status === 'issued' && invoice.booking_id)
      await recordBookingEvent(tx, invoice.booking_id, JOB_ACTOR(CANCEL_JOB), {
        type: 'invoice_cancelled',
        data: { invoiceId: invoice.id, motive },
      });
  });
}

/** The files of an issued invoice, named by its reference and folio. */
export async function invoiceFiles(deps: Pick<InvoicingDeps, 'facturapi'>, invoice: InvoiceRow, reference: string) {
  const name = `${invoice.kind === 'credit_note' ? 'nota-de-credito' : 'factura'}-${reference}-${invoice.series ?? ''}${invoice.folio ?? ''}`;
  const [pdf, xml] = await Promise.all([
    deps.facturapi.downloadPdf(invoice.facturapi_id!),
    deps.facturapi.downloadXml(invoice.facturapi_id!),
  ]);
  return { pdf: { filename: `${name}.pdf`, content: pdf }, xml: { filename: `${name}.xml`, content: xml } };
}

async function mail(deps: InvoicingDeps, invoiceId: string) {
  const [invoice] = await deps.db.select().from(invoices).where(eq(invoices.id, invoiceId));
  if (!invoice || invoice.status !== 'issued' || !invoice.booking_id) return;
  const [booking] = await deps.db.select().from(bookings).where(eq(bookings.id, invoice.booking_id));
  if (!booking) return;
  const profile = invoice.customer as unknown as TaxProfile;
  const reference = bookingReference(booking.id);
  const files = await invoiceFiles(deps, invoice, reference);
  const t = translator(siteLocale(booking.locale));
  const folio = `${invoice.series ?? ''}-${invoice.folio ?? ''}`;
  const hello = greeting(t, booking.contact_name ?? booking.payer_name);
  // A refund's credit note goes to whoever received the invoice it corrects (decision 0226).
  const words = invoice.kind === 'credit_note' ? 'mail.creditNote' : 'mail.invoice';
  const lines = [
    t.t(`${words}.intro`, { reference, uuid: invoice.uuid ?? '', total: invoice.amount.toFixed(2) }),
    t.t('mail.invoice.total', { total: invoice.amount.toFixed(2) }),
    ...(deps.testMode ? [t.t('mail.invoice.testMode')] : []),
  ];
  await deps.mailer.send({
    to: profile.email,
    replyTo: deps.operatorEmail,
    locale: t.locale,
    subject: t.t(`${words}.subject`, { folio, reference, brand: deps.brand }),
    text: [hello, '', ...lines, '', `— ${deps.brand}`].join('\n'),
    html: [
      `<p>${escapeHtml(hello)}</p>`,
      ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
      `<p>— ${escapeHtml(deps.brand)}</p>`,
    ].join(''),
    attachments: [
      { ...files.pdf, contentType: 'application/pdf' },
      { ...files.xml, contentType: 'application/xml' },
    ],
  });
  await recordBookingEvent(deps.db, booking.id, JOB_ACTOR(MAIL_JOB), {
    type: 'invoice_sent',
    data: { invoiceId: invoice.id, to: profile.email },
  });
}

export function registerInvoicing(jobs: JobRunner, deps: InvoicingDeps) {
  jobs.handle(STAMP_JOB, (job) => stamp(deps, String(job.payload.invoiceId)));
  jobs.handle(CANCEL_JOB, (job) => cancel(deps, String(job.payload.invoiceId), String(job.payload.motive) as CancellationMotive));
  jobs.handle(GLOBAL_JOB, (job, { now }) => writeGlobalInvoice(deps, String(job.payload.period), now));
  jobs.schedule((now) => scheduleGlobalInvoice(deps.db, now));
  jobs.handle(MAIL_JOB, (job) => mail(deps, String(job.payload.invoiceId)));
}
