import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  availabilityMonthQuerySchema,
  availabilityMonthSchema,
  closeDateSchema,
  DEFAULT_TRAVELLER_TYPE,
  departuresQuerySchema,
  departuresSchema,
  deskBookingDetailSchema,
  deskBookingRowSchema,
  deskBookingsQuerySchema,
  deskPendingPaymentSchema,
  deskStatusLabel,
  listResponseSchema,
  manifestQuerySchema,
  paidWith,
  passengerCheckInParamsSchema,
  passengerCheckInSchema,
  passengerManifestSchema,
  passengerPresenceSchema,
  pickupLabel,
  travellersText,
  tripBookingsAffectedSchema,
  voucherCheckInResultSchema,
  voucherCheckInSchema,
} from '@hv/shared';
import type { Db } from '../../db/client.ts';
import { csvInstant, csvPhone, toCsv, type CsvCell } from '../../lib/csv.ts';
import type { RequireRoles } from '../auth/index.ts';
import { availabilityMonth, closeDate, reopenDate } from './availability.ts';
import { bookingDetail } from './booking-detail.ts';
import { allBookings, bookingsLister, deskRow } from './bookings-list.ts';
import { checkIn } from './check-in.ts';
import { departureCancelRoutes } from './departure-cancel-routes.ts';
import { listDepartures, manifestOf } from './departures.ts';
import { setPassengerCheckIn } from './passenger-check-in.ts';
import { createDeskFeed, departureKey } from './desk-feed.ts';
import { bookings } from '../../db/schema.ts';
import { eq } from 'drizzle-orm';
import { tripBookingsAffected } from './trip-bookings.ts';
import { pendingCashPayments } from './pending-payments.ts';
import { auditWho } from '../audit/index.ts';

const tags = ['admin: reservas'];
const idParams = z.object({ id: z.string().uuid() });

function sendCsv(reply: import('fastify').FastifyReply, filename: string, header: string[], rows: CsvCell[][]) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(toCsv(header, rows));
}

/**
 * The operations desk (docs/product.md §14): every staff role reads bookings, departures and
 * manifests and checks travellers in (the admin plugin's guard runs first); closing dates needs
 * Administrador or Coordinador. Manual sales live with the payments (payments/manual-sale-routes.ts).
 */
export async function deskAdminRoutes(app: FastifyInstance, opts: { db: Db; secret: string; requireRoles: RequireRoles }) {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const managers = opts.requireRoles('Administrador', 'Coordinador');
  const listBookings = bookingsLister(db);
  await app.register(departureCancelRoutes, { db, requireRoles: opts.requireRoles });
  const feed = createDeskFeed({
    database: app.database,
    databaseUrl: app.config.databaseUrl,
    onError: (error) => app.log.warn({ err: error }, 'desk feed'),
  });
  const streams = new Set<import('node:http').ServerResponse>();
  app.addHook('preClose', async () => {
    for (const raw of streams) raw.end();
    await feed.close();
  });
  const changed = async (bookingId: string) => {
    const [b] = await db
      .select({ experience_id: bookings.experience_id, trip_id: bookings.trip_id, booking_date: bookings.booking_date })
      .from(bookings)
      .where(eq(bookings.id, bookingId));
    if (b) feed.publish(departureKey(b));
  };

  // Server-sent events (decision 0191): `departure` with a departure's key whenever its manifest
  // changes, in any process. Staff only (the admin guard ran); no personal data in it.
  r.get(
    '/api/admin/desk/events',
    { schema: { tags, summary: 'Avisos en vivo: una salida cambió (server-sent events)' } },
    async (request, reply) => {
      reply.hijack();
      const raw = reply.raw;
      streams.add(raw);
      // Changes heard before the headers go out are not lost: the screen reads everything again
      // when the stream opens.
      const off = feed.subscribe((key) => {
        if (raw.headersSent) raw.write(`event: departure\ndata: ${JSON.stringify({ key })}\n\n`);
      });
      const stop = () => {
        off();
        streams.delete(raw);
      };
      // The stream opens only once this process hears changes, so a change made between the
      // screen's reading again on open and our listening cannot go unannounced.
      await feed.ready();
      if (raw.destroyed) return stop();
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      raw.write('retry: 3000\n\n');
      // A comment every 25 s keeps proxies from closing a quiet stream.
      const ping = setInterval(() => raw.write(': ping\n\n'), 25_000);
      request.raw.on('close', () => {
        clearInterval(ping);
        stop();
      });
    },
  );

  r.get(
    '/api/admin/pending-payments',
    {
      schema: {
        tags,
        summary: 'Pagos pendientes: reservas que esperan su pago en OXXO o SPEI, el plazo más próximo primero (decisión 0216)',
        response: { 200: z.object({ data: z.array(deskPendingPaymentSchema), count: z.number().int() }) },
      },
    },
    async () => {
      const data = await pendingCashPayments(db);
      return { data, count: data.length };
    },
  );

  r.get(
    '/api/admin/bookings',
    {
      schema: {
        tags,
        summary:
          'Reservas, las más nuevas primero: busca por referencia, viajero (sin acentos), correo o teléfono; filtra por fechas, estado y experiencia o viaje',
        querystring: deskBookingsQuerySchema,
        response: { 200: listResponseSchema(deskBookingRowSchema) },
      },
    },
    async (request) => listBookings(request.query),
  );

  r.get(
    '/api/admin/bookings.csv',
    {
      schema: {
        tags,
        summary: 'Las reservas que seleccionan los filtros, en CSV',
        querystring: deskBookingsQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const rows: CsvCell[][] = [];
      for await (const { booking, tripTime } of allBookings(db, request.query)) {
        const row = deskRow(booking, undefined, tripTime);
        rows.push([
          row.reference,
          row.travellerName,
          row.travellerEmail,
          csvPhone(row.travellerPhone),
          row.itemName,
          row.date,
          row.startTime,
          row.passengers,
          travellersText(booking.travellers, booking.passengers),
          row.total,
          paidWith({
            providerAmount: booking.amount,
            giftCardAmount: booking.gift_card_amount,
            manualMethod: booking.manual_payment_method,
            provider: booking.payment_provider,
          }),
          row.refundedAmount,
          deskStatusLabel(row.status, row.refundedAmount),
          row.checkIn,
          row.source === 'manual' ? 'Venta manual' : 'Sitio web',
          // Mexico City's clock, like every time the desk shows (docs/product.md §13).
          csvInstant(booking.created_at),
        ]);
      }
      return sendCsv(
        reply,
        'reservas.csv',
        [
          'Referencia',
          'Viajero',
          'Correo',
          'Teléfono',
          'Experiencia o viaje',
          'Fecha',
          'Hora',
          'Pasajeros',
          'Viajeros',
          'Total',
          'Método de pago',
          'Reembolsado',
          'Estado',
          'Presentación',
          'Origen',
          'Creada',
        ],
        rows,
      );
    },
  );

  r.get(
    '/api/admin/bookings/:id',
    {
      schema: {
        tags,
        summary: 'Una reserva: contacto, pasajeros, dinero, semillas, presentación e historial',
        params: idParams,
        response: { 200: deskBookingDetailSchema },
      },
    },
    async (request) => bookingDetail(db, opts.secret, request.params.id),
  );

  r.get(
    '/api/admin/departures',
    {
      schema: {
        tags,
        summary: 'Las próximas salidas con pasajeros pagados contra capacidad',
        querystring: departuresQuerySchema,
        response: { 200: departuresSchema },
      },
    },
    async (request) => listDepartures(db, request.query),
  );

  r.get(
    '/api/admin/departures/manifest',
    {
      schema: {
        tags,
        summary: 'El manifiesto de una salida',
        querystring: manifestQuerySchema,
        response: { 200: passengerManifestSchema },
      },
    },
    async (request) => manifestOf(db, request.query),
  );

  r.get(
    '/api/admin/departures/manifest.csv',
    {
      schema: { tags, summary: 'El manifiesto de una salida, en CSV', querystring: manifestQuerySchema, produces: ['text/csv'] },
    },
    async (request, reply) => {
      const manifest = await manifestOf(db, request.query);
      // Each booking's pickup as the driver's list says it (decision 0233), or the meeting point.
      const pickupOf = new Map(
        (manifest.pickupGroups ?? []).flatMap((g) =>
          g.bookingIds.map((id) => [id, g.pickup ? pickupLabel(g.pickup) : 'Punto de encuentro']),
        ),
      );
      const rows = manifest.data.map((b) => [
        b.reference,
        b.buyer,
        csvPhone(b.phone),
        b.email,
        b.passengers,
        b.travellers ?? `${b.passengers} ${DEFAULT_TRAVELLER_TYPE.name}`,
        pickupOf.get(b.id) ?? 'Punto de encuentro',
        b.passengerNames.join('; '),
        b.startTime,
        b.checkIn,
      ]);
      const name = `manifiesto-${manifest.departure.date}${manifest.departure.startTime ? `-${manifest.departure.startTime.replace(':', '')}` : ''}.csv`;
      return sendCsv(
        reply,
        name,
        ['Referencia', 'Comprador', 'Teléfono', 'Correo', 'Pasajeros', 'Viajeros', 'Recogida', 'Nombres', 'Hora', 'Presentación'],
        rows,
      );
    },
  );

  r.post(
    '/api/admin/check-in',
    {
      schema: {
        tags,
        summary:
          'Registra la presentación de una reserva de hoy (referencia o texto del QR del voucher): todos sus pasajeros, o los elegidos cuando algunos ya llegaron',
        body: voucherCheckInSchema,
        response: { 200: voucherCheckInResultSchema },
      },
    },
    async (request) => {
      const result = await checkIn(db, request.body, request.sessionUser!, auditWho(request));
      if (result.result !== 'choose') await changed(result.booking.id);
      return result;
    },
  );

  r.put(
    '/api/admin/bookings/:id/passengers/:index/check-in',
    {
      schema: {
        tags,
        summary: 'Marca a un pasajero Presentado o Sin registrar (idempotente; `at`: la hora del dispositivo sin conexión)',
        params: passengerCheckInParamsSchema,
        body: passengerCheckInSchema,
        response: { 200: z.object({ passengers: z.array(passengerPresenceSchema) }) },
      },
    },
    async (request) => {
      const { passengers } = await setPassengerCheckIn(
        db,
        request.params.id,
        request.params.index,
        request.body,
        request.sessionUser!,
        auditWho(request),
      );
      await changed(request.params.id);
      return { passengers };
    },
  );

  r.get(
    '/api/admin/trips/:id/bookings-affected',
    {
      schema: {
        tags,
        summary: 'Las reservas pagadas de la salida de un viaje: las que mueve un cambio de fecha o deja una cancelación',
        params: idParams,
        response: { 200: tripBookingsAffectedSchema },
      },
    },
    async (request) => tripBookingsAffected(db, request.params.id),
  );

  r.get(
    '/api/admin/experiences/:id/availability',
    {
      schema: {
        tags,
        summary: 'Calendario de un mes: fechas reservables, cerradas y lugares vendidos',
        params: idParams,
        querystring: availabilityMonthQuerySchema,
        response: { 200: availabilityMonthSchema },
      },
    },
    async (request) => availabilityMonth(db, request.params.id, request.query.month),
  );

  r.post(
    '/api/admin/experiences/:id/closed-dates',
    {
      onRequest: managers,
      schema: {
        tags,
        summary: 'Cierra una fecha (feriado, clima): nadie puede reservarla',
        params: idParams,
        body: closeDateSchema,
      },
    },
    async (request, reply) =>
      reply.status(201).send(await closeDate(db, request.params.id, request.body, request.sessionUser!, auditWho(request))),
  );

  r.delete(
    '/api/admin/experiences/:id/closed-dates/:date',
    {
      onRequest: managers,
      schema: {
        tags,
        summary: 'Vuelve a abrir una fecha cerrada',
        params: idParams.extend({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }),
      },
    },
    async (request, reply) => {
      await reopenDate(db, request.params.id, request.params.date, auditWho(request));
      return reply.status(204).send();
    },
  );
}
