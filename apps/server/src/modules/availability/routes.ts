import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  availabilityQuerySchema,
  availabilitySchema,
  closedDatesQuerySchema,
  closedDatesSchema,
  lastBookableDate,
  todayInMexico,
} from '@hv/shared';
import type { Db } from '../../db/client.ts';
import { placesTaken } from './capacity.ts';
import { closedDatesOf } from './closed-dates.ts';
import { findPublicItem } from './items.ts';
import { minimumStillNeeded } from './minimum-note.ts';

const tags = ['pagos'];

/** What the booking form asks before a checkout: the places left of a departure and the dates staff closed. */
export async function availabilityRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/availability',
    {
      schema: {
        tags,
        summary: 'Lugares que quedan para una experiencia o viaje en una fecha (reservas pagadas)',
        querystring: availabilityQuerySchema,
        response: { 200: availabilitySchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { kind, id, date, startTime } = request.query;
      const item = await findPublicItem(db, kind, id);
      const left = async (time: string | null) => {
        const booked = await placesTaken(db, item, { date, startTime: time });
        return { booked, placesLeft: Math.max(0, item.capacity - booked) };
      };
      reply.header('cache-control', 'no-store');
      const times = await Promise.all(item.startTimes.map(async (time) => ({ startTime: time, ...(await left(time)) })));
      const asked = startTime ?? (times.length === 1 ? times[0]!.startTime : null);
      const answer =
        asked !== null || times.length === 0
          ? await left(asked)
          : times.reduce((best, t) => (t.placesLeft > best.placesLeft ? t : best));
      const answeredTime = 'startTime' in answer ? (answer.startTime as string) : asked;
      return {
        capacity: item.capacity,
        booked: answer.booked,
        placesLeft: answer.placesLeft,
        startTimes: times.map((t) => ({ startTime: t.startTime, placesLeft: t.placesLeft })),
        minimumToRun: await minimumStillNeeded(db, kind, id, date, answeredTime),
      };
    },
  );

  r.get(
    '/api/closed-dates',
    {
      schema: {
        tags,
        summary: 'Fechas que el personal cerró para una experiencia (de hoy al horizonte de reserva)',
        querystring: closedDatesQuerySchema,
        response: { 200: closedDatesSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const item = await findPublicItem(db, request.query.kind, request.query.id);
      reply.header('cache-control', 'no-store');
      if (item.kind !== 'experience') return { dates: [] };
      const today = todayInMexico();
      const closed = await closedDatesOf(db, item.id, today, lastBookableDate(today));
      return { dates: closed.map((c) => c.date) };
    },
  );
}
