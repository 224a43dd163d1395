import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  adminReviewRowSchema,
  apiErrorSchema,
  hideReviewSchema,
  listQuerySchema,
  listResponseSchema,
  REVIEW_MESSAGES,
} from '@hv/shared';
import type { Db } from '../../db/client.ts';
import { reviews } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import type { JsonCache } from '../../lib/json-cache.ts';
import { auditWho, recordAudit } from '../audit/index.ts';
import type { RequireRoles } from '../auth/index.ts';
import { adminReviewById, listAdminReviews, type ReviewRow } from './queries.ts';

const idParams = z.object({ id: z.string().uuid() });
const tags = ['admin: reseñas'];

/** What the audit trail keeps of a review's visibility. */
const visibility = (r: ReviewRow) => ({
  hidden: r.hidden_at !== null,
  hiddenReason: r.hidden_reason,
  hiddenBy: r.hidden_by,
});

/**
 * Staff screen `Reseñas` (docs/product.md §15.6): Administrador and Coordinador list every review
 * and hide an abusive one with a reason, or show it again. Each move is audited in its
 * transaction and empties the catalogue cache (the detail pages, the landing, the page heads).
 */
export async function reviewsAdminRoutes(app: FastifyInstance, opts: { db: Db; cache: JsonCache; requireRoles: RequireRoles }) {
  const { db, cache } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const managers = opts.requireRoles('Administrador', 'Coordinador');

  r.get(
    '/api/admin/reviews',
    {
      onRequest: managers,
      schema: {
        tags,
        summary: 'Reseñas, las más nuevas primero (también las ocultas); busca por texto, nombre o experiencia',
        querystring: listQuerySchema,
        response: { 200: listResponseSchema(adminReviewRowSchema) },
      },
    },
    async (request) => listAdminReviews(db, request.query),
  );

  async function setHidden(id: string, request: Parameters<typeof auditWho>[0], reason: string | null) {
    const who = auditWho(request);
    await db.transaction(async (tx) => {
      const [before] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update');
      if (!before) throw notFound(REVIEW_MESSAGES.reviewNotFound);
      const [after] = await tx
        .update(reviews)
        .set(
          reason === null
            ? { hidden_at: null, hidden_by: null, hidden_reason: null }
            : { hidden_at: new Date(), hidden_by: who.actor?.id ?? null, hidden_reason: reason },
        )
        .where(eq(reviews.id, id))
        .returning();
      await recordAudit(tx, who, {
        action: reason === null ? 'show' : 'hide',
        kind: 'review',
        id,
        before: visibility(before),
        after: visibility(after!),
      });
    });
    cache.invalidate();
    return (await adminReviewById(db, id))!;
  }

  r.post(
    '/api/admin/reviews/:id/hide',
    {
      onRequest: managers,
      schema: {
        tags,
        summary: 'Oculta una reseña de todas las listas públicas y del promedio, con el motivo',
        params: idParams,
        body: hideReviewSchema,
        response: { 200: adminReviewRowSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => setHidden(request.params.id, request, request.body.reason),
  );

  r.post(
    '/api/admin/reviews/:id/show',
    {
      onRequest: managers,
      schema: {
        tags,
        summary: 'Vuelve a mostrar una reseña oculta',
        params: idParams,
        response: { 200: adminReviewRowSchema, 404: apiErrorSchema },
      },
    },
    async (request) => setHidden(request.params.id, request, null),
  );
}
