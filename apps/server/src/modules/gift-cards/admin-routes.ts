import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, count, desc, eq, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  canDeleteGiftCard,
  formatMoney,
  GIFT_CARD_MESSAGES,
  giftCardActiveSchema,
  giftCardCreateSchema,
  giftCardListSchema,
  giftCardSchema,
  giftCardSeriesSchema,
  giftCardUpdateSchema,
  listQuerySchema,
  type GiftCard,
  type GiftCardCurrency,
} from '@hv/shared';
import type { Db } from '../../db/client.ts';
import { bookings, giftCards } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { isUniqueViolation, listPage } from '../../lib/list-page.ts';
import { fromCents, toCents } from '../../lib/money.ts';
import { likePattern } from '../../lib/like-pattern.ts';
import { auditWho, recordAudit } from '../audit/index.ts';
import { generateSeries } from './spend.ts';

const idParams = z.object({ id: z.string().uuid() });
const seriesTaken = () => new AppError('conflict', GIFT_CARD_MESSAGES.seriesTaken, { series: GIFT_CARD_MESSAGES.seriesTaken });

type Row = typeof giftCards.$inferSelect;
const toGiftCard = (row: Row): GiftCard => ({
  id: row.id,
  series: row.series,
  credit: row.credit,
  balance: row.balance,
  currency: row.currency as GiftCardCurrency,
  expiry_date: row.expiry_date,
  is_active: row.is_active,
  created_at: row.created_at.toISOString(),
});

/** What the audit trail keeps of a card (docs/product.md §15.7). */
function auditedGiftCard(row: Row) {
  const { id: _id, created_at: _c, ...fields } = toGiftCard(row);
  return fields;
}

async function seriesExists(db: Db, series: string) {
  const [row] = await db.select({ id: giftCards.id }).from(giftCards).where(eq(giftCards.series, series)).limit(1);
  return Boolean(row);
}

/**
 * Whether a card has paid (or is paying) for a booking: a booking holds its part (paid, or a
 * capture in flight), was paid or refunded with it, or has a PayPal capture beside it; or the
 * balance is below the credit. Such a card is a money record: the reports show its series and a
 * refund gives its part back to it, so it can be retired but never deleted.
 */
async function giftCardUsed(tx: Db, card: Row): Promise<boolean> {
  if (toCents(card.balance) < toCents(card.credit)) return true;
  const [row] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.gift_card_id, card.id),
        or(
          sql`${bookings.gift_card_spent_at} is not null`,
          sql`${bookings.status} <> 'Pendiente'`,
          sql`${bookings.provider_capture_id} is not null`,
        ),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * Gift cards (docs/product.md §9 and §11.6): list by series, 'Generar', create, inline edit and retire
 * (all staff), delete (Administrador, only cards never used).
 */
export async function giftCardsAdminRoutes(
  app: FastifyInstance,
  opts: {
    db: Db;
    /**
     * Gives back the card parts that abandoned checkouts still hold (payments owns holds). Passed
     * in by modules/admin rather than imported, so gift cards do not depend on payments, which
     * depend on gift cards to spend them.
     */
    releaseStaleHolds: (tx: Db, cardId: string) => Promise<unknown>;
  },
) {
  const { db, releaseStaleHolds } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: gift cards'];

  r.get(
    '/api/admin/gift-cards',
    {
      schema: {
        tags,
        summary: 'Gift cards, más nuevas primero; busca por serie',
        querystring: listQuerySchema,
        response: { 200: giftCardListSchema },
      },
    },
    async (request) => {
      const { q, page, perPage } = request.query;
      const where = q ? sql`${giftCards.series} like ${likePattern(q.toUpperCase())}` : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(giftCards)
          .where(where)
          .orderBy(desc(giftCards.created_at), giftCards.id)
          .limit(perPage)
          .offset((page - 1) * perPage),
        db.select({ n: count() }).from(giftCards).where(where),
      ]);
      return listPage(rows.map(toGiftCard), total?.n ?? 0, request.query);
    },
  );

  r.post(
    '/api/admin/gift-cards/series',
    {
      schema: {
        tags,
        summary: "'Generar': una serie nueva de 12 caracteres (A–Z, 0–9) que ninguna gift card usa",
        response: { 200: giftCardSeriesSchema },
      },
    },
    async () => {
      // 36^12 ≈ 4.7e18 series: a collision is already near impossible; the loop makes it certain.
      for (let attempt = 0; attempt < 10; attempt++) {
        const series = generateSeries();
        if (!(await seriesExists(db, series))) return { series };
      }
      throw new AppError('internal', GIFT_CARD_MESSAGES.seriesTaken);
    },
  );

  r.post(
    '/api/admin/gift-cards',
    {
      schema: {
        tags,
        summary: 'Crea una gift card (saldo = crédito)',
        body: giftCardCreateSchema,
        response: { 201: giftCardSchema },
      },
    },
    async (request, reply) => {
      const values = request.body;
      if (await seriesExists(db, values.series)) throw seriesTaken();
      try {
        const row = await db.transaction(async (tx) => {
          const [created] = await tx
            .insert(giftCards)
            .values({ ...values, balance: values.credit })
            .returning();
          await recordAudit(tx, auditWho(request), {
            action: 'create',
            kind: 'gift-card',
            id: created!.id,
            after: auditedGiftCard(created!),
          });
          return created!;
        });
        return reply.status(201).send(toGiftCard(row));
      } catch (error) {
        if (isUniqueViolation(error)) throw seriesTaken();
        throw error;
      }
    },
  );

  r.put(
    '/api/admin/gift-cards/:id',
    {
      schema: {
        tags,
        summary: 'Edita crédito, moneda y vencimiento (la serie no cambia); lo ya usado se conserva',
        params: idParams,
        body: giftCardUpdateSchema,
        response: { 200: giftCardSchema },
      },
    },
    async (request) => {
      const values = request.body;
      const row = await db.transaction(async (tx) => {
        const [card] = await tx.select().from(giftCards).where(eq(giftCards.id, request.params.id)).for('update');
        if (!card) throw notFound(GIFT_CARD_MESSAGES.notFound);
        // What bookings already took stays taken: the new balance is the new credit minus it.
        const used = toCents(card.credit) - toCents(card.balance);
        if (toCents(values.credit) < used) {
          const message = GIFT_CARD_MESSAGES.creditBelowUsed(formatMoney(fromCents(used), card.currency as GiftCardCurrency));
          throw new AppError('validation', message, { credit: message });
        }
        if (values.currency !== card.currency && used > 0)
          throw new AppError('validation', GIFT_CARD_MESSAGES.currencyLocked, { currency: GIFT_CARD_MESSAGES.currencyLocked });
        const [updated] = await tx
          .update(giftCards)
          .set({ ...values, balance: fromCents(toCents(values.credit) - used) })
          .where(eq(giftCards.id, card.id))
          .returning();
        await recordAudit(tx, auditWho(request), {
          action: 'update',
          kind: 'gift-card',
          id: card.id,
          before: auditedGiftCard(card),
          after: auditedGiftCard(updated!),
        });
        return updated!;
      });
      return toGiftCard(row);
    },
  );

  r.patch(
    '/api/admin/gift-cards/:id/active',
    {
      schema: {
        tags,
        summary: 'Desactiva una gift card (ya no se acepta al pagar) o la vuelve a activar',
        params: idParams,
        body: giftCardActiveSchema,
        response: { 200: giftCardSchema },
      },
    },
    async (request) => {
      const row = await db.transaction(async (tx) => {
        const [card] = await tx.select().from(giftCards).where(eq(giftCards.id, request.params.id)).for('update');
        if (!card) throw notFound(GIFT_CARD_MESSAGES.notFound);
        const [updated] = await tx
          .update(giftCards)
          .set({ is_active: request.body.is_active })
          .where(eq(giftCards.id, card.id))
          .returning();
        await recordAudit(tx, auditWho(request), {
          action: 'visibility',
          kind: 'gift-card',
          id: card.id,
          before: auditedGiftCard(card),
          after: auditedGiftCard(updated!),
        });
        return updated!;
      });
      return toGiftCard(row);
    },
  );

  r.delete(
    '/api/admin/gift-cards/:id',
    {
      schema: {
        tags,
        summary: 'Elimina una gift card que nunca se usó (solo Administrador); una usada solo se desactiva (409)',
        params: idParams,
      },
    },
    async (request, reply) => {
      if (!canDeleteGiftCard(request.sessionUser!.role)) throw new AppError('forbidden', GIFT_CARD_MESSAGES.onlyAdminDeletes);
      await db.transaction(async (tx) => {
        // Locked first: a capture taking its part now waits for this transaction, or is seen below.
        const [card] = await tx.select().from(giftCards).where(eq(giftCards.id, request.params.id)).for('update');
        if (!card) throw notFound(GIFT_CARD_MESSAGES.notFound);
        // Holds that abandoned captures left behind are not uses: give them back first.
        await releaseStaleHolds(tx, card.id);
        const [current] = await tx.select().from(giftCards).where(eq(giftCards.id, card.id));
        if (await giftCardUsed(tx, current!)) throw new AppError('conflict', GIFT_CARD_MESSAGES.usedCannotDelete);
        await tx.delete(giftCards).where(eq(giftCards.id, card.id));
        await recordAudit(tx, auditWho(request), {
          action: 'delete',
          kind: 'gift-card',
          id: card.id,
          before: auditedGiftCard(current!),
        });
      });
      return reply.status(204).send();
    },
  );
}
