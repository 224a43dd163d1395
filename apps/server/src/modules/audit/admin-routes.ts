import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, between, count, desc, eq, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { AUDIT_MESSAGES, auditActorsSchema, auditListSchema, auditQuerySchema, type AuditQuery } from '@hv/shared';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { listPage } from '../../lib/list-page.ts';
import { departureNames } from './record-names.ts';

const TZ = 'America/Mexico_City';

/** The filters of a list request, as one WHERE; days are Mexico City days (docs/product.md §15.7). */
function auditWhere(q: AuditQuery): SQL | undefined {
  const parts: SQL[] = [];
  if (q.actor) parts.push(eq(auditLog.actor_id, q.actor));
  if (q.kind) parts.push(eq(auditLog.record_kind, q.kind));
  if (q.record) parts.push(eq(auditLog.record_id, q.record));
  if (q.reference) {
    // The booking's own lines (its id starts with the reference), and a departure's cancellation
    // or retry that names it among its refunds.
    const prefix = q.reference.toLowerCase();
    parts.push(
      or(
        and(
          eq(auditLog.record_kind, 'booking'),
          between(auditLog.record_id, `${prefix}-0000-0000-0000-000000000000`, `${prefix}-ffff-ffff-ffff-ffffffffffff`),
        ),
        sql`${auditLog.after} -> 'bookings' @> ${JSON.stringify([{ reference: q.reference }])}::jsonb`,
        sql`${auditLog.after} -> 'bookings' @> ${JSON.stringify([q.reference])}::jsonb`,
      )!,
    );
  }
  if (q.from) parts.push(sql`${auditLog.at} >= (${q.from}::date::timestamp at time zone ${TZ})`);
  if (q.to) parts.push(sql`${auditLog.at} < ((${q.to}::date + 1)::timestamp at time zone ${TZ})`);
  return parts.length ? and(...parts) : undefined;
}

// Only an Administrador reads the trail; the admin plugin's staff guard has already run.
const administradorOnly: onRequestHookHandler = (request, _reply, done) => {
  if (request.sessionUser?.role !== 'Administrador') return done(new AppError('forbidden', AUDIT_MESSAGES.onlyAdmin));
  done();
};

/** `/admin/historial` and each record's own history read the append-only audit_log. */
export async function auditAdminRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: historial'];

  r.get(
    '/api/admin/audit',
    {
      onRequest: administradorOnly,
      schema: {
        tags,
        summary:
          'Historial de cambios del personal, lo más nuevo primero; por persona, tipo de registro, fechas, un registro o la referencia de una reserva',
        querystring: auditQuerySchema,
        response: { 200: auditListSchema },
      },
    },
    async (request) => {
      const q = request.query;
      const where = auditWhere(q);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(where)
          // The id breaks ties of one instant (several lines of one transaction share now()).
          .orderBy(desc(auditLog.at), desc(auditLog.id))
          .limit(q.perPage)
          .offset((q.page - 1) * q.perPage),
        db.select({ n: count() }).from(auditLog).where(where),
      ]);
      const names = await departureNames(db, rows);
      return listPage(
        rows.map((row) => ({
          id: row.id,
          at: row.at.toISOString(),
          actor: row.actor_id ? { id: row.actor_id, name: row.actor_name, role: row.actor_role } : null,
          action: row.action,
          kind: row.record_kind,
          recordId: row.record_id,
          recordName: names.get(row.record_id) ?? null,
          before: row.before,
          after: row.after,
        })),
        total?.n ?? 0,
        q,
      );
    },
  );

  r.get(
    '/api/admin/audit/actors',
    {
      onRequest: administradorOnly,
      schema: {
        tags,
        summary: 'Las personas que aparecen en el historial (el filtro Persona)',
        response: { 200: auditActorsSchema },
      },
    },
    async () => {
      // The newest name and role of each actor (a person renamed later shows as now).
      const rows = await db
        .selectDistinctOn([auditLog.actor_id], { id: auditLog.actor_id, name: auditLog.actor_name, role: auditLog.actor_role })
        .from(auditLog)
        .where(isNotNull(auditLog.actor_id))
        .orderBy(auditLog.actor_id, desc(auditLog.at));
      return rows
        .map((row) => ({ id: row.id!, name: row.name, role: row.role }))
        .sort((a, b) => (a.name ?? '').localeCompare(b.name ?? '', 'es'));
    },
  );
}
