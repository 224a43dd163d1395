import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, desc, eq } from 'drizzle-orm';
import { apiErrorSchema, bookingReference, myInvoicesSchema, type MyInvoices } from '@hv/shared';
import type { Db } from '../../db/client.ts';
import { bookings, invoices } from '../../db/schema.ts';
import type { RequireRoles } from '../auth/index.ts';
import { readFiscalSettings } from './fiscal-settings.ts';
import { invoiceState } from './invoice-state.ts';

/**
 * GET /api/profile/invoices: beside `Mis reservas`, each paid booking's factura — asked for, issued,
 * or still to ask for (`Solicitar factura`, docs/decisions/0236). Only the session's own bookings.
 */
export async function profileInvoiceRoutes(app: FastifyInstance, opts: { db: Db; requireRoles: RequireRoles }) {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/profile/invoices',
    {
      onRequest: opts.requireRoles(),
      schema: {
        tags: ['perfil'],
        summary: 'La factura de cada una de mis reservas pagadas, y si aún se puede pedir',
        response: { 200: myInvoicesSchema, 401: apiErrorSchema },
      },
    },
    async (request): Promise<MyInvoices> => {
      const rows = await db
        .select({ b: bookings, invoice: invoices })
        .from(bookings)
        .leftJoin(invoices, and(eq(invoices.booking_id, bookings.id), eq(invoices.kind, 'invoice')))
        .where(and(eq(bookings.user_id, request.sessionUser!.id), eq(bookings.status, 'Pagada')))
        .orderBy(desc(bookings.created_at));
      const { graceDays } = await readFiscalSettings(db);
      return {
        data: rows.map(({ b, invoice }) => {
          const state = invoiceState(b, invoice ?? undefined, graceDays);
          return { reference: bookingReference(b.id), status: state.invoice?.status ?? null, canRequest: state.canRequest };
        }),
      };
    },
  );
}
