import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  canMoveTransportRequest,
  listQuerySchema,
  listResponseSchema,
  TRANSPORT_ADMIN_MESSAGES,
  TRANSPORT_STATUS_LABELS,
  transportAdminQuerySchema,
  transportRequestRowSchema,
  transportRequestUpdateSchema,
  type TransportStatus,
} from '@hv/shared';
import type { Db } from '../../db/client.ts';
import { transportRequests } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { auditWho, recordAudit } from '../audit/index.ts';
import { listTransportRequests, toRow } from './queries.ts';

const idParams = z.object({ id: z.string().uuid() });
const label = (status: string) => TRANSPORT_STATUS_LABELS[status as TransportStatus] ?? status;

/**
 * Staff screen 'Transporte': the requests of the landing form, a status staff move forward (an
 * Administrador may also reopen a cancelled one) and a note.
 */
export async function transportAdminRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: transporte'];

  r.get(
    '/api/admin/transport-requests',
    {
      schema: {
        tags,
        summary: 'Solicitudes de transporte, las más nuevas primero; busca por nombre, correo, destino o estado',
        querystring: listQuerySchema.extend(transportAdminQuerySchema.shape),
        response: { 200: listResponseSchema(transportRequestRowSchema) },
      },
    },
    async (request) => listTransportRequests(db, request.query),
  );

  r.patch(
    '/api/admin/transport-requests/:id',
    {
      schema: {
        tags,
        summary:
          'Cambia el estado (pending → contacted | confirmed | cancelled …; solo un Administrador reabre una cancelada) y/o la nota del personal',
        params: idParams,
        body: transportRequestUpdateSchema,
        response: { 200: transportRequestRowSchema },
      },
    },
    async (request) => {
      const { status, staff_note } = request.body;
      const row = await db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(transportRequests)
          .where(eq(transportRequests.id, request.params.id))
          .for('update');
        if (!current) throw notFound(TRANSPORT_ADMIN_MESSAGES.notFound);
        const role = request.sessionUser!.role;
        // Issue 16: a cancellation is undone only by an Administrador (docs/product.md §10).
        if (status && current.status === 'cancelled' && status !== 'cancelled' && role !== 'Administrador') {
          const message = TRANSPORT_ADMIN_MESSAGES.onlyAdminReopens;
          throw new AppError('forbidden', message, { status: message });
        }
        if (status && !canMoveTransportRequest(current.status, status, role)) {
          const message = TRANSPORT_ADMIN_MESSAGES.statusRefused(label(current.status), label(status));
          throw new AppError('unprocessable', message, { status: message });
        }
        const [updated] = await tx
          .update(transportRequests)
          .set({ ...(status ? { status } : {}), ...(staff_note !== undefined ? { staff_note } : {}) })
          .where(eq(transportRequests.id, current.id))
          .returning();
        // The request's own fields are the traveller's; staff change only these two.
        await recordAudit(tx, auditWho(request), {
          action: status && status !== current.status ? 'status' : 'update',
          kind: 'transport-request',
          id: current.id,
          before: { status: current.status, staff_note: current.staff_note },
          after: { status: updated!.status, staff_note: updated!.staff_note },
        });
        return updated!;
      });
      return toRow(row);
    },
  );
}
