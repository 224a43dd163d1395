import { and, eq, inArray, isNull, ne, notExists, sql } from 'drizzle-orm';
import { bookingReference, type GlobalPeriodicity } from '@hv/shared';
import type { Db } from '../../db/client.ts';
import { bookings, invoices } from '../../db/schema.ts';
import { fromCents, toCents } from '../../lib/money.ts';
import { INVOICE_STAMP_JOB, operatorMonth } from '../bookings/index.ts';
import { enqueue } from '../jobs/index.ts';
import { readFiscalSettings } from './fiscal-settings.ts';
import { invoiceableAmount, operatorDate, paymentFormOf, OPERATOR_ZONE } from './request-invoice.ts';

// The global invoice to PÚBLICO EN GENERAL (docs/decisions/0221-facturas-through-facturapi.md,
// docs/decisions/0226-refunds-of-invoices-and-the-global-invoice.md): once a period (monthly by
// default, the fiscal settings' periodicity) and its grace days are over, the scheduler enqueues
// `invoice.global` keyed by the period, so one job per period ever, whatever the processes. The
// job writes the global row and marks its bookings covered (bookings.invoiced_in) in one
// transaction, at most one row per period (a unique index), then the ordinary stamping job issues
// it with the row's id as idempotency key: a crash after Facturapi stamped brings back the same CFDI.

export const GLOBAL_JOB = 'invoice.global';
/** What the SAT asks of a global invoice's concepts: product 01010101 (`No existe en el catálogo`), unit ACT. */
export const GLOBAL_PRODUCT_KEY = '01010101';
export const GLOBAL_UNIT_KEY = 'ACT';
/** The SAT's generic RFC of the general public, régimen 616 and use S01. */
export const PUBLIC_RFC = 'XAXX010101000';
export const PUBLIC_NAME = 'PÚBLICO EN GENERAL';

/** One booking in a global invoice: what it kept when the invoice was written (refunds later are credit notes). */
export interface GlobalConcept {
  bookingId: string;
  reference: string;
  amount: number;
  paymentForm: string;
}

/** A global invoice's customer column: the general public, and its concepts (decision 0226). */
export interface GlobalCustomer {
  rfc: string;
  legalName: string;
  taxSystem: string;
  cfdiUse: 'S01';
  zip: string;
  concepts: GlobalConcept[];
}

export interface GlobalPeriod {
  /** invoices.period: '2026-10' for a month, '2026-B5' for September–October. */
  key: string;
  from: string;
  to: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

function periodOf(key: string): GlobalPeriod & { periodicity: GlobalPeriodicity; year: number; months: string } {
  const [yearText, part] = key.split('-') as [string, string];
  const year = Number(yearText);
  if (part.startsWith('B')) {
    const b = Number(part.slice(1));
    return {
      key,
      from: `${year}-${pad(2 * b - 1)}-01`,
      to: `${year}-${pad(2 * b)}-${pad(lastDay(year, 2 * b))}`,
      periodicity: 'two_months',
      year,
      // c_Meses: 13 January–February … 18 November–December.
      months: String(12 + b),
    };
  }
  const month = Number(part);
  return {
    key,
    from: `${year}-${part}-01`,
    to: `${year}-${part}-${pad(lastDay(year, month))}`,
    periodicity: 'month',
    year,
    months: part,
  };
}

/** The `global` field Facturapi takes for a period's key. */
export function globalOfPeriod(key: string): { periodicity: GlobalPeriodicity; months: string; year: number } {
  const p = periodOf(key);
  return { periodicity: p.periodicity, months: p.months, year: p.year };
}

/** The last period over before `now` on the operator's clock. */
export function lastClosedPeriod(now: Date, periodicity: GlobalPeriodicity): GlobalPeriod {
  const [year, month] = operatorMonth(now).split('-').map(Number) as [number, number];
  if (periodicity === 'two_months') {
    const current = Math.ceil(month / 2);
    const key = current === 1 ? `${year - 1}-B6` : `${year}-B${current - 1}`;
    return periodOf(key);
  }
  const key = month === 1 ? `${year - 1}-12` : `${year}-${pad(month - 1)}`;
  return periodOf(key);
}

/**
 * The scheduler step: once the last closed period and its grace days are over (a traveller may
 * still ask for their own invoice until then), its global invoice job, once per period.
 */
export async function scheduleGlobalInvoice(db: Db, now: Date): Promise<void> {
  const fiscal = await readFiscalSettings(db);
  const period = lastClosedPeriod(now, fiscal.globalPeriodicity);
  if (operatorDate(now) <= addDays(period.to, fiscal.graceDays)) return;
  await enqueue(db, { kind: GLOBAL_JOB, key: `${GLOBAL_JOB}:${period.key}`, payload: { period: period.key } });
}

/**
 * Writes the period's global invoice: the bookings paid in it (operator clock) that are `Pagada`,
 * covered by no document (no invoice of their own, not in a global one) and kept some money,
 * each at what it kept; the bookings point at the row in the same transaction. Then its stamping
 * job. A second run finds the row and only makes sure of the job.
 */
export async function writeGlobalInvoice(deps: { db: Db }, periodKey: string, _now?: Date): Promise<void> {
  const period = periodOf(periodKey);
  const fiscal = await readFiscalSettings(deps.db);
  await deps.db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.kind, 'global'), eq(invoices.period, period.key)));
    if (existing) {
      await enqueue(tx, {
        kind: INVOICE_STAMP_JOB,
        key: `${INVOICE_STAMP_JOB}:${existing.id}`,
        payload: { invoiceId: existing.id },
      });
      return;
    }
    const paidOn = sql`(${bookings.paid_at} at time zone ${OPERATOR_ZONE})::date`;
    const candidates = await tx
      .select()
      .from(bookings)
      .where(
        and(
          eq(bookings.status, 'Pagada'),
          isNull(bookings.invoiced_in),
          sql`${paidOn} between ${period.from}::date and ${period.to}::date`,
          notExists(
            tx
              .select({ one: sql`1` })
              .from(invoices)
              .where(and(eq(invoices.booking_id, bookings.id), eq(invoices.kind, 'invoice'), ne(invoices.status, 'cancelled'))),
          ),
        ),
      )
      .orderBy(bookings.paid_at, bookings.id)
      // A refund or a traveller's request for this booking waits for this transaction.
      .for('update');
    const concepts: GlobalConcept[] = candidates
      .map((b) => ({
        bookingId: b.id,
        reference: bookingReference(b.id),
        amount: invoiceableAmount(b),
        paymentForm: paymentFormOf(b),
      }))
      .filter((c) => c.amount > 0);
    if (!concepts.length) return;
    const totalCents = concepts.reduce((sum, c) => sum + toCents(c.amount), 0);
    const customer: GlobalCustomer = {
      rfc: PUBLIC_RFC,
      legalName: PUBLIC_NAME,
      taxSystem: '616',
      cfdiUse: 'S01',
      zip: fiscal.zip,
      concepts,
    };
    const [row] = await tx
      .insert(invoices)
      .values({
        kind: 'global',
        period: period.key,
        customer: customer as unknown as Record<string, unknown>,
        amount: fromCents(totalCents),
        payment_form: predominantForm(concepts),
      })
      .onConflictDoNothing()
      .returning({ id: invoices.id });
    if (!row) return;
    await tx
      .update(bookings)
      .set({ invoiced_in: row.id })
      .where(
        inArray(
          bookings.id,
          concepts.map((c) => c.bookingId),
        ),
      );
    await enqueue(tx, { kind: INVOICE_STAMP_JOB, key: `${INVOICE_STAMP_JOB}:${row.id}`, payload: { invoiceId: row.id } });
  });
}

/** One c_FormaPago for the document: the form that brought the most money (the SAT's rule, decision 0221). */
function predominantForm(concepts: GlobalConcept[]): string {
  const byForm = new Map<string, number>();
  for (const c of concepts) byForm.set(c.paymentForm, (byForm.get(c.paymentForm) ?? 0) + toCents(c.amount));
  return [...byForm.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0];
}
