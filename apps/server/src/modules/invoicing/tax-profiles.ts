import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, count, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  apiErrorSchema,
  MAX_TAX_PROFILES,
  said,
  savedTaxProfileSchema,
  savedTaxProfilesSchema,
  taxCustomerKey,
  taxProfileSchema,
  type SavedTaxProfile,
} from '@hv/shared';
import type { Db } from '../../db/client.ts';
import { taxProfiles, user } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { RequireRoles } from '../auth/index.ts';

// A signed-in traveller keeps the tax data of the customers they invoice to, to fill the next
// factura's form with one choice (issue 33; docs/decisions/0230-tax-profiles.md). Only their own:
// every query is bounded by the session's user.

type Row = typeof taxProfiles.$inferSelect;
const toSaved = (row: Row): SavedTaxProfile => ({ ...(row.data as Omit<SavedTaxProfile, 'id'>), id: row.id });

export async function taxProfileRoutes(app: FastifyInstance, opts: { db: Db; requireRoles: RequireRoles }) {
  const { db } = opts;
  app.addHook('onRequest', opts.requireRoles());
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['perfil'];

  r.get(
    '/api/profile/tax-profiles',
    { schema: { tags, summary: 'Mis datos fiscales guardados', response: { 200: savedTaxProfilesSchema, 401: apiErrorSchema } } },
    async (request) => {
      const rows = await db
        .select()
        .from(taxProfiles)
        .where(eq(taxProfiles.user_id, request.sessionUser!.id))
        .orderBy(desc(taxProfiles.updated_at));
      return { profiles: rows.map(toSaved) };
    },
  );

  r.put(
    '/api/profile/tax-profiles',
    {
      schema: {
        tags,
        summary: 'Guarda unos datos fiscales (los de ese RFC se reemplazan)',
        body: taxProfileSchema,
        response: { 200: savedTaxProfileSchema, 400: apiErrorSchema, 401: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const userId = request.sessionUser!.id;
      const key = taxCustomerKey(request.body);
      const row = await db.transaction(async (tx) => {
        // The user's row serialises their saves: two at once cannot both pass the limit.
        await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('update');
        const [kept] = await tx
          .select({ id: taxProfiles.id })
          .from(taxProfiles)
          .where(and(eq(taxProfiles.user_id, userId), eq(taxProfiles.customer_key, key)));
        if (!kept) {
          const [{ n }] = (await tx.select({ n: count() }).from(taxProfiles).where(eq(taxProfiles.user_id, userId))) as [
            { n: number },
          ];
          if (n >= MAX_TAX_PROFILES) throw new AppError('conflict', said('invoice.tooManyProfiles', { max: MAX_TAX_PROFILES }));
        }
        const [saved] = await tx
          .insert(taxProfiles)
          .values({ user_id: userId, customer_key: key, data: request.body })
          .onConflictDoUpdate({
            target: [taxProfiles.user_id, taxProfiles.customer_key],
            set: { data: request.body, updated_at: new Date() },
          })
          .returning();
        return saved!;
      });
      return toSaved(row);
    },
  );

  r.delete(
    '/api/profile/tax-profiles/:id',
    {
      schema: {
        tags,
        summary: 'Borra unos datos fiscales guardados',
        params: z.object({ id: z.string().uuid() }),
        response: { 204: z.null(), 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const gone = await db
        .delete(taxProfiles)
        .where(and(eq(taxProfiles.id, request.params.id), eq(taxProfiles.user_id, request.sessionUser!.id)))
        .returning({ id: taxProfiles.id });
      if (!gone.length) throw notFound();
      return reply.code(204).send(null);
    },
  );
}
