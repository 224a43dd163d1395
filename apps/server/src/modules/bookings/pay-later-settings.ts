import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { DEFAULT_PAY_LATER_SETTINGS, payLaterSettingsSchema, type PayLaterSettings } from '@hv/shared';
import type { Db } from '../../db/client.ts';
import { settings } from '../../db/schema.ts';
import type { RequireRoles } from '../auth/index.ts';
import { saveAuditedSetting } from '../audit/index.ts';

// What staff set for paying later (installment plans, cash hours, cut-off; docs/decisions/0216),
// kept under the `pay-later` key of the settings table. Read through a short cache (each process
// forgets it on its own save, and after a minute another process's); validated when read, so a
// row that no longer fits the schema falls back to the defaults rather than breaking checkouts.

export const PAY_LATER_KEY = 'pay-later';
const TTL_MS = 60_000;
const cache = new WeakMap<Db, { value: PayLaterSettings; at: number }>();

export async function readPayLaterSettings(
  db: Db,
  fallback: PayLaterSettings = DEFAULT_PAY_LATER_SETTINGS,
): Promise<PayLaterSettings> {
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value;
  const [row] = await db.select().from(settings).where(eq(settings.key, PAY_LATER_KEY));
  const parsed = row ? payLaterSettingsSchema.safeParse(row.value) : null;
  const value = parsed?.success ? parsed.data : fallback;
  cache.set(db, { value, at: Date.now() });
  return value;
}

/** GET/PUT /api/admin/settings/pay-later: read by every staff role, changed by the Administrador, audited. */
export async function payLaterSettingsRoutes(
  app: FastifyInstance,
  opts: { db: Db; requireRoles: RequireRoles; read: () => Promise<PayLaterSettings> },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: ajustes'];
  r.get(
    '/api/admin/settings/pay-later',
    {
      schema: {
        tags,
        summary: 'Meses sin intereses y plazos del pago en OXXO o SPEI',
        response: { 200: payLaterSettingsSchema },
      },
    },
    async () => opts.read(),
  );
  r.put(
    '/api/admin/settings/pay-later',
    {
      preHandler: opts.requireRoles('Administrador'),
      schema: {
        tags,
        summary: 'Cambia los meses sin intereses y los plazos del pago en efectivo (solo Administrador)',
        body: payLaterSettingsSchema,
        response: { 200: payLaterSettingsSchema },
      },
    },
    async (request) => {
      const next = request.body;
      await saveAuditedSetting(opts.db, request, PAY_LATER_KEY, next);
      cache.delete(opts.db);
      return next;
    },
  );
}
