import type { BookingInvoice } from '@hv/shared';
import type { BookingRow } from '../bookings/index.ts';
import { invoiceableAmount, invoiceDeadline, operatorDate, type InvoiceRow } from './request-invoice.ts';

// What a traveller is told of a booking's factura, wherever they look: the voucher's `Factura`
// section and `Mis reservas` (docs/decisions/0221-facturas-through-facturapi.md, 0236).

type Invoiced = Pick<BookingRow, 'status' | 'paid_at' | 'amount' | 'refunded_amount' | 'invoiced_in'>;

/** The booking's invoice (or none), its last day, and whether it may be asked for now. */
export function invoiceState(
  booking: Invoiced,
  invoice: InvoiceRow | undefined,
  graceDays: number,
  now = new Date(),
): BookingInvoice {
  const invoiceable = booking.status === 'Pagada' && booking.paid_at !== null && invoiceableAmount(booking) > 0;
  const lastDate = invoiceable && booking.paid_at ? invoiceDeadline(booking.paid_at, graceDays) : null;
  const customer = (invoice?.customer ?? {}) as { legalName?: string; email?: string };
  return {
    invoice: invoice
      ? {
          status: invoice.status as NonNullable<BookingInvoice['invoice']>['status'],
          legalName: customer.legalName ?? '',
          email: customer.email ?? '',
          uuid: invoice.uuid,
          series: invoice.series,
          folio: invoice.folio,
          refusalReason: invoice.refusal_reason,
        }
      : null,
    lastDate,
    // A sale a global invoice already took is not invoiced again (decision 0226).
    canRequest:
      (!invoice || invoice.status === 'refused') && !booking.invoiced_in && lastDate !== null && operatorDate(now) <= lastDate,
  };
}
