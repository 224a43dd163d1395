import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { defaultReportPeriod, REPORTS_MESSAGES, reportQuerySchema, reportSchema } from '@hv/shared';
import type { Db } from '../../db/client.ts';
import { toCsv } from '../../lib/csv.ts';
import { AppError } from '../../lib/errors.ts';
import { BOOKINGS_CSV_HEADER, bookingsCsvRows, buildReport, type Period } from './queries.ts';

const MAX_DAYS = 5 * 366;

/** The query's period, or the default (the last 12 calendar months through today in Mexico City). */
function periodOf(query: { from?: string; to?: string }): Period {
  const fallback = defaultReportPeriod();
  const to = query.to ?? (query.from && query.from > fallback.to ? query.from : fallback.to);
  const from = query.from ?? (to < fallback.from ? `${to.slice(0, 7)}-01` : fallback.from);
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
  if (from > to) throw new AppError('validation', REPORTS_MESSAGES.fromAfterTo, { from: REPORTS_MESSAGES.fromAfterTo });
  if (days > MAX_DAYS) throw new AppError('validation', REPORTS_MESSAGES.rangeTooLong, { from: REPORTS_MESSAGES.rangeTooLong });
  return { from, to };
}

/** 'Reportes y Estadísticas': figures from paid bookings, coupons, seeds and transport requests; CSV of bookings. */
export async function reportsAdminRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: reportes'];

  r.get(
    '/api/admin/reports',
    {
      schema: {
        tags,
        summary: 'Cifras del periodo (?from=YYYY-MM-DD&to=YYYY-MM-DD; por defecto los últimos 12 meses)',
        querystring: reportQuerySchema,
        response: { 200: reportSchema },
      },
    },
    async (request) => buildReport(db, periodOf(request.query)),
  );

  r.get(
    '/api/admin/reports/bookings.csv',
    {
      schema: {
        tags,
        summary: 'Reservas pagadas en el periodo, en CSV (UTF-8 con BOM, a prueba de fórmulas)',
        querystring: reportQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const period = periodOf(request.query);
      const csv = toCsv(BOOKINGS_CSV_HEADER, await bookingsCsvRows(db, period));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="reservas-${period.from}-a-${period.to}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
}
