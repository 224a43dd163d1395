import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  BRAND_NAME,
  joinPhone,
  said,
  todayInMexico,
  transportCreatedSchema,
  transportRequestSchema,
} from '@hv/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { limitByIp, type RateLimiter } from '../../lib/rate-limiter.ts';
import type { Mailer } from '../mail/index.ts';
import { transportCopyEmail, transportRequestEmail } from './notify-operator.ts';
import { insertTransportRequest } from './queries.ts';

interface Options {
  db: Db;
  mailer: Mailer;
  limiter: RateLimiter;
  operatorEmail: string;
  publicUrl: string;
}

export async function transportRoutes(app: FastifyInstance, opts: Options) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/transport-requests',
    {
      preHandler: limitByIp(opts.limiter, 'transport', 5, 10 * 60_000),
      schema: {
        tags: ['transporte'],
        summary: 'Solicitud de renta de transporte (formulario de la página principal)',
        body: transportRequestSchema,
        response: { 201: transportCreatedSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const input = request.body;
      if (input.departureDate < todayInMexico()) {
        throw new AppError('validation', said('transportRequest.departurePast'), {
          departureDate: said('transportRequest.departurePast'),
        });
      }
      const row = await insertTransportRequest(opts.db, input);
      // The request is stored first; a mail failure is logged, never lost nor shown as an error.
      const details = { ...input, phone: joinPhone(input.phoneCountryCode, input.phoneNumber) };
      for (const mail of [
        transportRequestEmail(opts.operatorEmail, details, `${opts.publicUrl}/admin/transporte`),
        transportCopyEmail(details, opts.operatorEmail, BRAND_NAME),
      ]) {
        opts.mailer.send(mail).catch((error) => request.log.error({ err: error }, 'transport request e-mail failed'));
      }
      return reply.status(201).send({ id: row.id, status: 'pending' as const });
    },
  );
}
