import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  apiErrorSchema,
  bookingConfirmationParamsSchema,
  bookingConfirmationQuerySchema,
  bookingReference,
  bookingInvoiceSchema,
  MESSAGES,
  said,
  taxProfileSchema,
  type BookingInvoice,
} from '@hv/shared';
import { invoices } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { SessionReader } from '../auth/index.ts';
import { actingBooking, actorOf, voucherAccess, type PaymentDeps } from '../bookings/index.ts';
import type { JobRunner } from '../jobs/index.ts';
import { readFiscalSettings } from './fiscal-settings.ts';
import { invoiceState } from './invoice-state.ts';
import { requestInvoice } from './request-invoice.ts';
import { invoiceFiles, type InvoicingDeps } from './stamp-job.ts';

// A traveller's factura from the voucher (docs/decisions/0221-facturas-through-facturapi.md): asked
// for with the voucher's acting link (?t=) or as the booking's owner, as `Cambiar fecha` and the
// cancellation are; its PDF and XML read with the same link once stamped.

const invoiceAnswerSchema = z.object({
  id: z.string().uuid(),
  status: z.enum(['pending', 'issued', 'refused', 'cancelled']),
  uuid: z.string().nullable(),
  series: z.string().nullable(),
  folio: z.number().int().nullable(),
  amount: z.number(),
});

const errors = { 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

export async function invoicingRoutes(
  app: FastifyInstance,
  opts: { deps: PaymentDeps; invoicing: InvoicingDeps; sessions: SessionReader; jobs: JobRunner },
) {
  const { deps } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['reservas'];
  const answer = (i: typeof invoices.$inferSelect) => ({
    id: i.id,
    status: i.status as z.infer<typeof invoiceAnswerSchema>['status'],
    uuid: i.uuid,
    series: i.series,
    folio: i.folio,
    amount: i.amount,
  });

  r.get(
    '/api/bookings/:reference/invoice',
    {
      schema: {
        tags,
        summary: 'La factura de la reserva y si aún se puede pedir, con el mismo enlace que el voucher',
        params: bookingConfirmationParamsSchema,
        querystring: bookingConfirmationQuerySchema,
        response: { 200: bookingInvoiceSchema, 404: apiErrorSchema },
      },
    },
    async (request): Promise<BookingInvoice> => {
      const found = await voucherAccess(deps, request.params.reference, {
        user: await opts.sessions.user(request),
        token: request.query.t,
      });
      if (!found) throw notFound(MESSAGES.notFound);
      const { booking } = found;
      const [invoice] = await deps.db
        .select()
        .from(invoices)
        .where(and(eq(invoices.booking_id, booking.id), eq(invoices.kind, 'invoice')));
      return invoiceState(booking, invoice, (await readFiscalSettings(deps.db)).graceDays);
    },
  );

  r.post(
    '/api/bookings/:reference/invoice',
    {
      schema: {
        tags,
        summary: 'El viajero pide la factura (CFDI 4.0) de su reserva pagada, hasta el fin del mes del pago',
        params: bookingConfirmationParamsSchema,
        querystring: bookingConfirmationQuerySchema,
        body: taxProfileSchema,
        response: { 200: invoiceAnswerSchema, 202: invoiceAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await opts.sessions.user(request);
      const booking = await actingBooking(deps, request.params.reference, { user, token: request.query.t });
      const actor = actorOf(user ? { id: user.id, fullName: user.fullName ?? user.email, role: user.role } : null);
      const { invoice, created } = await requestInvoice(deps, booking.id, request.body, {
        actor,
        requestedBy: user?.id ?? null,
      });
      if (created) opts.jobs.wake();
      // Accepted: a job stamps it; the answer says so until it is issued.
      return reply.code(invoice.status === 'pending' ? 202 : 200).send(answer(invoice));
    },
  );

  for (const format of ['pdf', 'xml'] as const) {
    r.get(
      `/api/bookings/:reference/invoice.${format}`,
      {
        schema: {
          tags,
          summary: `El ${format.toUpperCase()} de la factura de la reserva, con el mismo enlace que el voucher`,
          params: bookingConfirmationParamsSchema,
          querystring: bookingConfirmationQuerySchema,
          produces: [format === 'pdf' ? 'application/pdf' : 'application/xml'],
        },
      },
      async (request, reply) => {
        const found = await voucherAccess(deps, request.params.reference, {
          user: await opts.sessions.user(request),
          token: request.query.t,
        });
        if (!found) throw notFound(MESSAGES.notFound);
        const [invoice] = await deps.db
          .select()
          .from(invoices)
          .where(and(eq(invoices.booking_id, found.booking.id), eq(invoices.kind, 'invoice')));
        if (!invoice || invoice.status !== 'issued' || !invoice.facturapi_id)
          throw new AppError('conflict', said('invoice.notIssued'));
        const files = await invoiceFiles(opts.invoicing, invoice, bookingReference(found.booking.id));
        const file = files[format];
        return reply
          .header('content-type', format === 'pdf' ? 'application/pdf' : 'application/xml; charset=utf-8')
          .header('content-disposition', `attachment; filename="${file.filename}"`)
          .header('cache-control', 'private, no-store')
          .send(file.content);
      },
    );
  }
}
