import { and, eq } from 'drizzle-orm';
import { bookingReference, type TaxProfile } from '@hv/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { bookings, invoices } from '../../db/schema.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { siteLocale, translator } from '../../lib/i18n.ts';
import { recordBookingEvent } from '../bookings/index.ts';
import { enqueue, PermanentJobError, type JobRunner } from '../jobs/index.ts';
import { greeting, type Mailer } from '../mail/index.ts';
import {
  FacturapiApiError,
  type FacturapiClient,
  type FacturapiCustomer,
  type FacturapiInvoiceInput,
} from './facturapi-client.ts';
import { readFiscalSettings } from './fiscal-settings.ts';
import { MAIL_JOB, STAMP_JOB, type InvoiceRow } from './request-invoice.ts';

// The jobs that issue a booking's factura (docs/decisions/0221-facturas-through-facturapi.md):
// `invoice.stamp` asks Facturapi for the CFDI with the invoice row's id as idempotency key (a
// retry after a crash between Facturapi's answer and our write gets the same CFDI back, never a
// second one) and records the UUID and folio with the event `invoiced`, then `invoice.mail`
// e-mails the PDF and XML to the customer. Each is keyed by the invoice, so it runs once.

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

async function stamp(deps: InvoicingDeps, invoiceId: string) {
  const [invoice] = await deps.db.select().from(invoices).where(eq(invoices.id, invoiceId));
  // Stamped already (a second run, another process): nothing to do.
  if (!invoice || invoice.status !== 'pending' || !invoice.booking_id) return;
  const [booking] = await deps.db.select().from(bookings).where(eq(bookings.id, invoice.booking_id));
  if (!booking) throw new PermanentJobError(`booking of invoice ${invoiceId} is gone`);
  const fiscal = await readFiscalSettings(deps.db);
  const profile = invoice.customer as unknown as TaxProfile;
  const reference = bookingReference(booking.id);
  const body: FacturapiInvoiceInput = {
    type: 'I',
    customer: facturapiCustomer(profile),
    items: [
      {
        quantity: 1,
        product: {
          // The CFDI stays Spanish on every site (decision 0221).
          description: `Reserva ${reference}: ${booking.item_name}, ${booking.passengers} ${booking.passengers === 1 ? 'persona' : 'personas'}, ${booking.booking_date}`,
          product_key: fiscal.productKey,
          price: invoice.amount,
          tax_included: true,
          taxes: [{ type: 'IVA', rate: 0.16 }],
          unit_key: fiscal.unitKey,
          unit_name: 'Unidad de servicio',
          sku: reference,
        },
      },
    ],
    payment_form: invoice.payment_form,
    payment_method: 'PUE',
    use: profile.foreign ? 'S01' : profile.cfdiUse!,
    series: fiscal.series,
    external_id: invoice.id,
    idempotency_key: invoice.id,
  };
  let issued;
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
        if (refused.length)
          await recordBookingEvent(tx, booking.id, JOB_ACTOR(STAMP_JOB), {
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
    if (!done.length) return;
    await recordBookingEvent(tx, booking.id, JOB_ACTOR(STAMP_JOB), {
      type: 'invoiced',
      data: { invoiceId: invoice.id, uuid: issued.uuid ?? '', folio: `${issued.series ?? ''}-${issued.folio_number ?? ''}` },
    });
    await enqueue(tx, { kind: MAIL_JOB, key: `${MAIL_JOB}:${invoice.id}`, payload: { invoiceId: invoice.id } });
  });
}

/** The files of an issued invoice, named by its reference and folio. */
export async function invoiceFiles(deps: Pick<InvoicingDeps, 'facturapi'>, invoice: InvoiceRow, reference: string) {
  const name = `factura-${reference}-${invoice.series ?? ''}${invoice.folio ?? ''}`;
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
  const lines = [
    t.t('mail.invoice.intro', { reference, uuid: invoice.uuid ?? '' }),
    t.t('mail.invoice.total', { total: invoice.amount.toFixed(2) }),
    ...(deps.testMode ? [t.t('mail.invoice.testMode')] : []),
  ];
  await deps.mailer.send({
    to: profile.email,
    replyTo: deps.operatorEmail,
    locale: t.locale,
    subject: t.t('mail.invoice.subject', { folio, reference, brand: deps.brand }),
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
  jobs.handle(MAIL_JOB, (job) => mail(deps, String(job.payload.invoiceId)));
}
