import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { and, asc, eq, isNull } from 'drizzle-orm';
import {
  apiErrorSchema,
  departureWaitlistSchema,
  joinWaitlistSchema,
  startTimeSchema,
  waitlistAnswerSchema,
  waitlistInvitationSchema,
  waitlistSettingsSchema,
  DEFAULT_WAITLIST_HOLD_HOURS,
} from '@hv/shared';
import type { Db } from '../../db/client.ts';
import { waitlistEntries } from '../../db/schema.ts';
import { say } from '../../lib/i18n.ts';
import { limitByIp, type RateLimiter } from '../../lib/rate-limiter.ts';
import type { RequireRoles, SessionReader } from '../auth/index.ts';
import { saveAuditedSetting } from '../audit/index.ts';
import { joinWaitlist, leaveWaitlist, readInvitation, readWaitlistHoldHours, WAITLIST_KEY } from './waitlist.ts';

// The waitlist's routes (docs/decisions/0235-waitlist.md): the public form and the e-mail's leave
// link, rate-limited like the other public forms; the desk's list per departure; the hold time in
// Ajustes (Administrador, audited).

const TEN_MINUTES = 10 * 60_000;
const tokenParams = z.object({ token: z.string().min(16).max(64) });

export async function waitlistRoutes(app: FastifyInstance, opts: { db: Db; limiter: RateLimiter; sessions: SessionReader }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['lista de espera'];
  r.post(
    '/api/waitlist',
    {
      preHandler: limitByIp(opts.limiter, 'waitlist', 10, TEN_MINUTES),
      schema: {
        tags,
        summary: 'Avísame si se libera un lugar: entra a la lista de espera de una salida llena',
        body: joinWaitlistSchema,
        response: {
          201: waitlistAnswerSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const user = await opts.sessions.user(request);
      // A signed-in traveller waits under their account; the e-mail stays the one they typed.
      const out = await joinWaitlist(opts.db, { ...request.body, startTime: request.body.startTime ?? null }, user?.id ?? null);
      reply.code(201);
      return { message: say('es', out.message) };
    },
  );
  r.get(
    '/api/waitlist/:token',
    {
      // The token is the secret (no session): limited per client like the leave link, so it cannot be guessed at speed.
      preHandler: limitByIp(opts.limiter, 'waitlist-read', 60, TEN_MINUTES),
      schema: {
        tags,
        summary: 'La invitación de la lista de espera del enlace del correo: salida, lugares y hasta cuándo se apartan',
        params: tokenParams,
        response: { 200: waitlistInvitationSchema, 404: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return readInvitation(opts.db, request.params.token);
    },
  );
  r.post(
    '/api/waitlist/:token/leave',
    {
      preHandler: limitByIp(opts.limiter, 'waitlist-leave', 20, TEN_MINUTES),
      schema: {
        tags,
        summary: 'Sale de la lista de espera (enlace del correo)',
        params: tokenParams,
        response: { 200: waitlistAnswerSchema, 404: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => ({ message: say('es', (await leaveWaitlist(opts.db, request.params.token)).message) }),
  );
}

const departureQuery = z.object({
  kind: z.enum(['experience', 'trip']),
  id: z.string().uuid(),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  startTime: startTimeSchema.optional(),
});

/** Under the admin plugin's staff guard. */
export async function waitlistAdminRoutes(app: FastifyInstance, opts: { db: Db; requireRoles: RequireRoles }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: lista de espera'];
  r.get(
    '/api/admin/waitlist',
    {
      schema: {
        tags,
        summary: 'La lista de espera de una salida, en orden',
        querystring: departureQuery,
        response: { 200: departureWaitlistSchema },
      },
    },
    async (request) => {
      const q = request.query;
      const startTime = q.kind === 'experience' ? (q.startTime ?? null) : null;
      const rows = await opts.db
        .select()
        .from(waitlistEntries)
        .where(
          and(
            q.kind === 'experience' ? eq(waitlistEntries.experience_id, q.id) : eq(waitlistEntries.trip_id, q.id),
            eq(waitlistEntries.date, q.date),
            startTime === null ? isNull(waitlistEntries.start_time) : eq(waitlistEntries.start_time, startTime),
          ),
        )
        .orderBy(asc(waitlistEntries.position));
      return {
        waiting: rows.filter((e) => e.status === 'waiting').length,
        data: rows.map((e) => ({
          id: e.id,
          email: e.email,
          places: e.places,
          status: e.status as z.infer<typeof departureWaitlistSchema>['data'][number]['status'],
          createdAt: e.created_at.toISOString(),
          holdExpiresAt: e.hold_expires_at?.toISOString() ?? null,
        })),
      };
    },
  );
  r.get(
    '/api/admin/settings/waitlist',
    {
      schema: {
        tags: ['admin: ajustes'],
        summary: 'Horas que una invitación de la lista de espera aparta sus lugares',
        response: { 200: waitlistSettingsSchema },
      },
    },
    async () => ({ holdHours: await readWaitlistHoldHours(opts.db) }),
  );
  r.put(
    '/api/admin/settings/waitlist',
    {
      preHandler: opts.requireRoles('Administrador'),
      schema: {
        tags: ['admin: ajustes'],
        summary: 'Cambia cuántas horas aparta sus lugares una invitación de la lista de espera (solo Administrador)',
        body: waitlistSettingsSchema,
        response: { 200: waitlistSettingsSchema },
      },
    },
    async (request) => {
      const next = request.body;
      await saveAuditedSetting(opts.db, request, WAITLIST_KEY, next, { holdHours: DEFAULT_WAITLIST_HOLD_HOURS });
      return next;
    },
  );
}
