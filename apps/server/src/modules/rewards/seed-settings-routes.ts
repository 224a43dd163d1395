import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SEED_SETTINGS_KEY, seedSettingsSchema } from '@hv/shared';
import type { Db } from '../../db/client.ts';
import type { RequireRoles } from '../auth/index.ts';
import { saveAuditedSetting } from '../audit/index.ts';
import { readSeedSettings } from '../bookings/index.ts';

/**
 * GET/PUT /api/admin/settings/seeds: what one seed is worth, the largest share of a booking seeds
 * may pay, and whether they can be spent (`Programa de Recompensas`, decision 0234). Read by every
 * staff role, changed by the Administrador, audited like the other settings (decision 0216).
 */
export async function seedSettingsRoutes(app: FastifyInstance, opts: { db: Db; requireRoles: RequireRoles }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: recompensas'];
  r.get(
    '/api/admin/settings/seeds',
    {
      schema: { tags, summary: 'Valor de la semilla y parte del total que pueden pagar', response: { 200: seedSettingsSchema } },
    },
    async () => readSeedSettings(opts.db),
  );
  r.put(
    '/api/admin/settings/seeds',
    {
      preHandler: opts.requireRoles('Administrador'),
      schema: {
        tags,
        summary: 'Cambia el valor de la semilla y la parte del total que pueden pagar (solo Administrador)',
        body: seedSettingsSchema,
        response: { 200: seedSettingsSchema },
      },
    },
    async (request) => {
      const next = request.body;
      await saveAuditedSetting(opts.db, request, SEED_SETTINGS_KEY, next);
      return next;
    },
  );
}
