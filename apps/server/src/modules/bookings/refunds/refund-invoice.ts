import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { invoices } from '../../../db/schema.ts';
import { fromCents, toCents } from '../../../lib/money.ts';
import { enqueue } from '../../jobs/index.ts';
import type { BookingRow } from '../booking-lock.ts';

// What a refund does to the booking's CFDI (docs/decisions/0221-facturas-through-facturapi.md,
// docs/decisions/0226-refunds-of-invoices-and-the-global-invoice.md). Written here, in the refund's
// own transaction (refund.ts recordRefund, the one place a refund is recorded), so the document
// follows the money exactly once: a repeated report of the same refund records no row and reaches
// no further. The invoicing module's jobs stamp or cancel through Facturapi; this file only writes
// rows and keyed jobs (the invoicing module reads bookings, so bookings cannot import it).

/** The jobs the invoicing module handles (it re-exports these names). */
export const INVOICE_STAMP_JOB = 'invoice.stamp';
export const INVOICE_CANCEL_JOB = 'invoice.cancel';
/** The SAT's cancellation reason for an invoice whose sale did not take place (money all returned). */
export const CANCEL_NOT_TAKEN_PLACE = '03';

const OPERATOR_ZONE = 'America/Mexico_City';
/** 'YYYY-MM' of an instant on the operator's clock. */
export const operatorMonth = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: OPERATOR_ZONE, year: 'numeric', month: '2-digit' }).format(at).slice(0, 7);

export interface InvoicedRefund {
  /** The refund's key in booking_refunds (one per refund). */
  refundKey: string;
  /** Centavos of the money part this refund gave back (a gift card's part was never a sale). */
  money: number;
  /** The booking is now refunded in full. */
  whole: boolean;
  now: Date;
}

/**
 * The document that covers the booking's sale: its own invoice (pending or issued), or the global
 * invoice that took it in. Null when nothing covers it yet: the global invoice, when it comes,
 * takes only what was kept (decision 0226).
 */
async function coveringDocument(tx: Db, booking: BookingRow) {
  const [own] = await tx
    .select()
    .from(invoices)
    .where(
      and(eq(invoices.booking_id, booking.id), eq(invoices.kind, 'invoice'), inArray(invoices.status, ['pending', 'issued'])),
    );
  if (own) return own;
  if (!booking.invoiced_in) return null;
  const [global] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, booking.invoiced_in), inArray(invoices.status, ['pending', 'issued'])));
  return global ?? null;
}

/**
 * Called by recordRefund in its transaction, after this refund's rows were recorded (so once per
 * refund). A full refund in the invoice's own month (operator clock), with no credit note yet,
 * cancels the invoice (reason 03); any other refund of a covered booking writes a credit note of
 * this refund's money part, related to the document (relationship 01), and its stamping job.
 */
export async function documentRefund(tx: Db, booking: BookingRow, refund: InvoicedRefund): Promise<void> {
  if (refund.money <= 0) return;
  const doc = await coveringDocument(tx, booking);
  if (!doc) return;
  const [credited] = await tx
    .select({ cents: sql<string>`coalesce(sum(${invoices.amount}), 0)`, n: sql<number>`count(*)::int` })
    .from(invoices)
    .where(
      and(
        eq(invoices.kind, 'credit_note'),
        eq(invoices.related_invoice_id, doc.id),
        eq(invoices.booking_id, booking.id),
        ne(invoices.status, 'cancelled'),
      ),
    );
  const creditedCents = toCents(credited?.cents ?? 0);
  const month = operatorMonth(doc.issued_at ?? doc.created_at);
  if (doc.kind === 'invoice' && refund.whole && !Number(credited?.n) && month === operatorMonth(refund.now)) {
    await enqueue(tx, {
      kind: INVOICE_CANCEL_JOB,
      key: `${INVOICE_CANCEL_JOB}:${doc.id}`,
      payload: { invoiceId: doc.id, motive: CANCEL_NOT_TAKEN_PLACE },
    });
    return;
  }
  // What this booking's part of the document still holds: its own invoice's amount, or in a global
  // invoice the booking's concept (what it kept when the global invoice was written).
  const coveredCents = doc.kind === 'invoice' ? toCents(doc.amount) : conceptCents(doc.customer, booking.id);
  const cents = Math.min(refund.money, coveredCents - creditedCents);
  if (cents <= 0) return;
  const [note] = await tx
    .insert(invoices)
    .values({
      booking_id: booking.id,
      kind: 'credit_note',
      customer: doc.customer,
      amount: fromCents(cents),
      payment_form: doc.payment_form,
      related_invoice_id: doc.id,
    })
    .returning({ id: invoices.id });
  await enqueue(tx, { kind: INVOICE_STAMP_JOB, key: `${INVOICE_STAMP_JOB}:${note!.id}`, payload: { invoiceId: note!.id } });
}

/** A global invoice keeps its concepts (booking, amount) in its customer column (decision 0226). */
function conceptCents(customer: Record<string, unknown>, bookingId: string): number {
  const concepts = (customer.concepts ?? []) as { bookingId: string; amount: number }[];
  const concept = concepts.find((c) => c.bookingId === bookingId);
  return concept ? toCents(concept.amount) : 0;
}
