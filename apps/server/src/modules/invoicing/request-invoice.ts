import { and, eq } from 'drizzle-orm';
import { said, type TaxProfile } from '@hv/shared';
import type { Db } from '../../db/client.ts';
import { bookings, invoices } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { fromCents, toCents } from '../../lib/money.ts';
import { INVOICE_STAMP_JOB, lockBooking, recordBookingEvent, type BookingActor, type BookingRow } from '../bookings/index.ts';
import { enqueue } from '../jobs/index.ts';
import { readFiscalSettings } from './fiscal-settings.ts';

// A traveller asks for the factura of a paid booking (docs/decisions/0221-facturas-through-facturapi.md):
// the checks, then the invoice row and its stamping job in one transaction. Nothing is written when
// a check fails; two requests at once make one row (the booking is locked, and a partial unique
// index keeps one 'invoice' per booking), and the second gets the first's invoice.

export type InvoiceRow = typeof invoices.$inferSelect;
export const STAMP_JOB = INVOICE_STAMP_JOB;
export const MAIL_JOB = 'invoice.mail';
export const OPERATOR_ZONE = 'America/Mexico_City';

/** A calendar date ('YYYY-MM-DD') of an instant on the operator's clock. */
export const operatorDate = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: OPERATOR_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

/**
 * The last day a booking paid at `paidAt` may be invoiced to its customer: the end of the month of
 * payment on the operator's clock (after it the sale belongs to that month's global invoice),
 * plus the grace days staff allow.
 */
export function invoiceDeadline(paidAt: Date, graceDays: number): string {
  const [year, month] = operatorDate(paidAt).split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0 + graceDays));
  return last.toISOString().slice(0, 10);
}

/**
 * c_FormaPago of how the booking's money came (decision 0221): PayPal and a Mercado Pago balance
 * 06, a card 04 (Mercado Pago does not tell us credit from debit: 04, the SAT's for cards), OXXO
 * and desk cash 01, SPEI and transfers 03.
 */
export function paymentFormOf(b: Pick<BookingRow, 'payment_provider' | 'paid_method' | 'manual_payment_method'>): string {
  if (b.manual_payment_method === 'Efectivo') return '01';
  if (b.manual_payment_method === 'Transferencia') return '03';
  switch (b.paid_method) {
    case 'card':
      return '04';
    case 'oxxo':
      return '01';
    case 'spei':
      return '03';
    default:
      return '06';
  }
}

/** The money part paid and kept, in MXN: what an invoice may cover (a gift card's part is not a sale, ADR 0221). */
export const invoiceableAmount = (b: Pick<BookingRow, 'amount' | 'refunded_amount'>) =>
  fromCents(Math.max(0, toCents(b.amount) - toCents(b.refunded_amount)));

export interface RequestedInvoice {
  invoice: InvoiceRow;
  /** False when an invoice of the booking existed already (the same one is answered). */
  created: boolean;
}

export async function requestInvoice(
  deps: { db: Db },
  bookingId: string,
  profile: TaxProfile,
  opts: {
    actor: BookingActor;
    requestedBy: string | null;
    now?: Date;
    /** An Administrador asking on the traveller's behalf may pass the last day (decision 0231). */
    waiveDeadline?: boolean;
    /** Staff's audit line, in the same transaction as the row. */
    audit?: (tx: Db, invoice: InvoiceRow) => Promise<unknown>;
  },
): Promise<RequestedInvoice> {
  const now = opts.now ?? new Date();
  const fiscal = await readFiscalSettings(deps.db);
  return deps.db.transaction(async (tx) => {
    const booking = await lockBooking(tx, eq(bookings.id, bookingId));
    if (!booking) throw notFound();
    const [existing] = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.booking_id, booking.id), eq(invoices.kind, 'invoice')));
    // A refused one may be asked for again with corrected data (decision 0231); any other is the answer.
    if (existing && existing.status !== 'refused') return { invoice: existing, created: false };
    if (booking.status !== 'Pagada' || !booking.paid_at) throw new AppError('conflict', said('invoice.notPaid'));
    const amount = invoiceableAmount(booking);
    if (amount <= 0) throw new AppError('conflict', said('invoice.nothingToInvoice'));
    const lastDate = invoiceDeadline(booking.paid_at, fiscal.graceDays);
    // A sale a global invoice already took is never invoiced twice (decision 0226).
    if (booking.invoiced_in) throw new AppError('conflict', said('invoice.inGlobal'));
    if (!opts.waiveDeadline && operatorDate(now) > lastDate)
      throw new AppError('conflict', said('invoice.deadlinePassed', { lastDate }));
    const values = {
      customer: profile as unknown as Record<string, unknown>,
      amount,
      payment_form: paymentFormOf(booking),
      requested_by: opts.requestedBy,
    };
    const [row] = existing
      ? await tx
          .update(invoices)
          .set({ ...values, status: 'pending', refusal_reason: null, updated_at: now })
          .where(eq(invoices.id, existing.id))
          .returning()
      : await tx
          .insert(invoices)
          .values({ ...values, booking_id: booking.id, kind: 'invoice' })
          .returning();
    const invoice = row!;
    await enqueue(tx, {
      kind: STAMP_JOB,
      key: existing ? `${STAMP_JOB}:${invoice.id}:again:${now.getTime()}` : `${STAMP_JOB}:${invoice.id}`,
      payload: { invoiceId: invoice.id },
    });
    await recordBookingEvent(tx, booking.id, opts.actor, {
      type: 'invoice_requested',
      data: {
        invoiceId: invoice.id,
        rfc: profile.foreign ? `${profile.country ?? ''} ${profile.foreignTaxId ?? ''}` : profile.rfc!,
      },
    });
    await opts.audit?.(tx, invoice);
    return { invoice, created: true };
  });
}
