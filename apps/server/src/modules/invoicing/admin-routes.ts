import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  apiErrorSchema,
  fiscalSettingsAnswerSchema,
  fiscalSettingsSchema,
  globalInvoiceListSchema,
  ivaBreakdown,
  said,
  taxProfileSchema,
  type GlobalInvoice,
} from '@hv/shared';
import type { Db } from '../../db/client.ts';
import { bookings, invoices } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { fromCents, toCents } from '../../lib/money.ts';
import type { RequireRoles } from '../auth/index.ts';
import { auditWho, recordAudit, saveAuditedSetting } from '../audit/index.ts';
import { actorOfSession, lockBooking } from '../bookings/index.ts';
import { enqueue } from '../jobs/index.ts';
import { requestInvoice, STAMP_JOB } from './request-invoice.ts';
import { FISCAL_KEY, readFiscalSettings } from './fiscal-settings.ts';
import type { GlobalCustomer } from './global-invoice.ts';

// The back office's side of facturas (docs/decisions/0221-facturas-through-facturapi.md,
// docs/decisions/0226-refunds-of-invoices-and-the-global-invoice.md), registered inside the admin
// plugin, behind its staff guard: the operator's fiscal data in `Ajustes` (read by every staff role,
// changed by the Administrador only and audited, as the pay-later section, decision 0224), and the
// global invoices in `Reportes`.

const staffInvoiceAnswerSchema = z.object({
  id: z.string().uuid(),
  status: z.enum(['pending', 'issued', 'refused', 'cancelled']),
});

export async function invoicingAdminRoutes(
  app: FastifyInstance,
  opts: { db: Db; requireRoles: RequireRoles; wake?: () => void },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;

  r.get(
    '/api/admin/settings/fiscal',
    {
      schema: {
        tags: ['admin: ajustes'],
        summary: 'Datos fiscales del operador para sus facturas',
        response: { 200: fiscalSettingsAnswerSchema },
      },
    },
    async () => readFiscalSettings(db),
  );

  r.put(
    '/api/admin/settings/fiscal',
    {
      preHandler: opts.requireRoles('Administrador'),
      schema: {
        tags: ['admin: ajustes'],
        summary: 'Cambia los datos fiscales del operador (solo Administrador)',
        body: fiscalSettingsSchema,
        response: { 200: fiscalSettingsAnswerSchema },
      },
    },
    async (request) => {
      const next = request.body;
      await saveAuditedSetting(db, request, FISCAL_KEY, next);
      return next;
    },
  );

  r.get(
    '/api/admin/reports/global-invoices',
    {
      schema: {
        tags: ['admin: reportes'],
        summary: 'Facturas globales al público en general, la más reciente primero, con sus reservas y totales',
        response: { 200: globalInvoiceListSchema },
      },
    },
    async () => ({ data: await listGlobalInvoices(db) }),
  );

  // Staff act on a booking's own factura from its page at the desk (decision 0231): ask for it on
  // the traveller's behalf, or send a refused one to Facturapi again. Administrador and Coordinador.
  const bookingParams = z.object({ id: z.string().uuid() });
  const deskRoles = opts.requireRoles('Administrador', 'Coordinador');

  r.post(
    '/api/admin/bookings/:id/invoice',
    {
      preHandler: deskRoles,
      schema: {
        tags: ['admin: reservas'],
        summary: 'Pide la factura de una reserva pagada a nombre del viajero (un Administrador, también pasado el plazo)',
        params: bookingParams,
        body: taxProfileSchema,
        response: {
          202: staffInvoiceAnswerSchema,
          200: staffInvoiceAnswerSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const staff = request.sessionUser!;
      const { invoice, created } = await requestInvoice({ db }, request.params.id, request.body, {
        actor: actorOfSession(staff),
        requestedBy: staff.id,
        waiveDeadline: staff.role === 'Administrador',
        audit: (tx, row) =>
          recordAudit(tx, auditWho(request), {
            action: 'invoice',
            kind: 'booking',
            id: request.params.id,
            before: null,
            after: { invoiceId: row.id, customer: request.body },
          }),
      });
      if (created) opts.wake?.();
      return reply.code(invoice.status === 'pending' ? 202 : 200).send({ id: invoice.id, status: invoice.status as 'pending' });
    },
  );

  r.post(
    '/api/admin/bookings/:id/invoice/retry',
    {
      preHandler: deskRoles,
      schema: {
        tags: ['admin: reservas'],
        summary: 'Vuelve a pedir a Facturapi una factura rechazada (una vez por rechazo)',
        params: bookingParams,
        response: { 202: staffInvoiceAnswerSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const id = await db.transaction(async (tx) => {
        const booking = await lockBooking(tx, eq(bookings.id, request.params.id));
        if (!booking) throw notFound();
        // Only a refused invoice goes again, and only once per refusal: the row leaves 'refused' here.
        const [again] = await tx
          .update(invoices)
          .set({ status: 'pending', refusal_reason: null, updated_at: new Date() })
          .where(and(eq(invoices.booking_id, booking.id), eq(invoices.kind, 'invoice'), eq(invoices.status, 'refused')))
          .returning();
        if (!again) throw new AppError('conflict', said('invoice.notRefused'));
        // Never an invoice for money that went back, nor for a sale a global invoice took (decision 0226).
        if (booking.status !== 'Pagada') throw new AppError('conflict', said('invoice.notPaid'));
        if (booking.invoiced_in) throw new AppError('conflict', said('invoice.inGlobal'));
        await enqueue(tx, {
          kind: STAMP_JOB,
          key: `${STAMP_JOB}:${again.id}:retry:${again.updated_at.getTime()}`,
          payload: { invoiceId: again.id },
        });
        await recordAudit(tx, auditWho(request), {
          action: 'invoice-retry',
          kind: 'booking',
          id: booking.id,
          before: { invoiceStatus: 'refused' },
          after: { invoiceStatus: 'pending' },
        });
        return again.id;
      });
      opts.wake?.();
      return reply.code(202).send({ id, status: 'pending' as const });
    },
  );
}

const MAX_LISTED = 60;

export async function listGlobalInvoices(db: Db): Promise<GlobalInvoice[]> {
  const rows = await db
    .select()
    .from(invoices)
    .where(eq(invoices.kind, 'global'))
    .orderBy(desc(invoices.period))
    .limit(MAX_LISTED);
  if (!rows.length) return [];
  const credits = await db
    .select({ related: invoices.related_invoice_id, cents: sql<string>`coalesce(sum(${invoices.amount}), 0)` })
    .from(invoices)
    .where(
      and(
        eq(invoices.kind, 'credit_note'),
        ne(invoices.status, 'cancelled'),
        inArray(
          invoices.related_invoice_id,
          rows.map((g) => g.id),
        ),
      ),
    )
    .groupBy(invoices.related_invoice_id);
  const creditedOf = new Map(credits.map((c) => [c.related, toCents(c.cents)]));
  return rows.map((g) => {
    const concepts = (g.customer as unknown as GlobalCustomer).concepts ?? [];
    const parts = concepts.map((c) => ivaBreakdown(toCents(c.amount)));
    return {
      id: g.id,
      period: g.period ?? '',
      status: g.status as GlobalInvoice['status'],
      uuid: g.uuid,
      series: g.series,
      folio: g.folio,
      refusalReason: g.refusal_reason,
      total: g.amount,
      subtotal: fromCents(parts.reduce((s, p) => s + p.base, 0)),
      iva: fromCents(parts.reduce((s, p) => s + p.iva, 0)),
      credited: fromCents(creditedOf.get(g.id) ?? 0),
      issuedAt: g.issued_at?.toISOString() ?? null,
      concepts,
    };
  });
}
