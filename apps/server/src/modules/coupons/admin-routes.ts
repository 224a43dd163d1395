import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  canDeleteCoupon,
  COUPON_ACTIONS,
  COUPON_EDIT_FIELDS,
  COUPON_MESSAGES,
  couponCreateSchema,
  couponListSchema,
  couponRedemptionsSchema,
  couponSchema,
  couponStatusActionSchema,
  couponUpdateSchema,
  editableCouponFields,
  listQuerySchema,
  nextCouponStatus,
  todayInMexico,
  type CouponEditField,
} from '@hv/shared';
import type { Db } from '../../db/client.ts';
import { bookings, couponRedemptions, coupons } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { isUniqueViolation } from '../../lib/list-page.ts';
import { auditWho, recordAudit } from '../audit/index.ts';
import { couponCodeTaken, couponHeldByCapture, findCoupon, listCoupons, listRedemptions, toCoupon } from './queries.ts';

const idParams = z.object({ id: z.string().uuid() });
const codeTaken = () => new AppError('conflict', COUPON_MESSAGES.codeTaken, { code: COUPON_MESSAGES.codeTaken });
const fieldError = (field: string, message: string) => new AppError('validation', message, { [field]: message });

/**
 * Whether a coupon discounted a booking that was paid (a redemption, kept after a refund too),
 * or one PayPal charged. Such a coupon is a money record (reports, refunds): it can be paused,
 * which already stops its use at checkout, but never deleted.
 */
async function couponUsed(tx: Db, couponId: string): Promise<boolean> {
  const [redeemed] = await tx
    .select({ id: couponRedemptions.id })
    .from(couponRedemptions)
    .where(eq(couponRedemptions.coupon_id, couponId))
    .limit(1);
  if (redeemed) return true;
  const [booked] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.coupon_id, couponId),
        or(sql`${bookings.status} <> 'Pendiente'`, sql`${bookings.provider_capture_id} is not null`),
      ),
    )
    .limit(1);
  return Boolean(booked);
}

/** What the audit trail keeps of a coupon (docs/product.md §15.7): its fields as the screen shows them. */
function auditedCoupon(row: Parameters<typeof toCoupon>[0]) {
  const { id: _id, created_at: _c, ...fields } = toCoupon(row);
  return fields;
}

/** docs/product.md §8.1: a validity before today is refused (such a coupon would be born 'Terminado'). */
function checkValidUntil(validUntil: string) {
  if (validUntil < todayInMexico()) throw fieldError('valid_until', COUPON_MESSAGES.validUntilPast);
}

/**
 * Coupons (docs/product.md §8 and §11.5): list with search, create, status actions, edit, delete, and
 * the redemptions behind used_count. Every rule is checked here; the screen only mirrors it.
 */
export async function couponsAdminRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: cupones'];

  r.get(
    '/api/admin/coupons',
    {
      schema: {
        tags,
        summary: 'Cupones, más nuevos primero; busca por código o estado',
        querystring: listQuerySchema,
        response: { 200: couponListSchema },
      },
    },
    async (request) => listCoupons(db, request.query),
  );

  r.post(
    '/api/admin/coupons',
    {
      schema: {
        tags,
        summary: "Crea un cupón 'En espera' (código en mayúsculas y único)",
        body: couponCreateSchema,
        response: { 201: couponSchema },
      },
    },
    async (request, reply) => {
      const values = request.body;
      checkValidUntil(values.valid_until);
      if (await couponCodeTaken(db, values.code)) throw codeTaken();
      try {
        const coupon = await db.transaction(async (tx) => {
          const [created] = await tx
            .insert(coupons)
            .values({ ...values, status: 'En espera' })
            .returning({ id: coupons.id });
          const row = (await findCoupon(tx, created!.id))!;
          await recordAudit(tx, auditWho(request), { action: 'create', kind: 'coupon', id: row.id, after: auditedCoupon(row) });
          return row;
        });
        return reply.status(201).send(toCoupon(coupon));
      } catch (error) {
        if (isUniqueViolation(error)) throw codeTaken();
        throw error;
      }
    },
  );

  r.patch(
    '/api/admin/coupons/:id/status',
    {
      schema: {
        tags,
        summary: 'Activar (En espera → Activo), Pausar (Activo → Pausado) o Reactivar (Pausado → Activo)',
        params: idParams,
        body: couponStatusActionSchema,
        response: { 200: couponSchema },
      },
    },
    async (request) => {
      const { action } = request.body;
      const id = await db.transaction(async (tx) => {
        const coupon = await findCoupon(tx, request.params.id, { lock: true });
        if (!coupon) throw notFound(COUPON_MESSAGES.notFound);
        const next = nextCouponStatus(coupon.status, action);
        if (!next) throw new AppError('unprocessable', COUPON_MESSAGES.statusError(COUPON_ACTIONS[action].to));
        await tx.update(coupons).set({ status: next }).where(eq(coupons.id, coupon.id));
        await recordAudit(tx, auditWho(request), {
          action: 'status',
          kind: 'coupon',
          id: coupon.id,
          before: auditedCoupon(coupon),
          after: auditedCoupon((await findCoupon(tx, coupon.id))!),
        });
        return coupon.id;
      });
      return toCoupon((await findCoupon(db, id))!);
    },
  );

  r.patch(
    '/api/admin/coupons/:id',
    {
      schema: {
        tags,
        summary: "Edita un cupón: 'En espera' todo; 'Pausado' solo la cantidad y solo un Administrador",
        params: idParams,
        body: couponUpdateSchema,
        response: { 200: couponSchema },
      },
    },
    async (request) => {
      const role = request.sessionUser!.role;
      const id = await db
        .transaction(async (tx) => {
          const coupon = await findCoupon(tx, request.params.id, { lock: true });
          if (!coupon) throw notFound(COUPON_MESSAGES.notFound);
          const allowed = editableCouponFields(coupon.status, role);
          if (coupon.status === 'Pausado' && role !== 'Administrador')
            throw new AppError('forbidden', COUPON_MESSAGES.pausedOnlyAdmin);
          if (!allowed.length) throw new AppError('unprocessable', COUPON_MESSAGES.onlyWaitingEditable);

          // Only what differs counts as an edit, so the screen may send the whole row back.
          const body = request.body;
          const changes: typeof body = {};
          for (const field of COUPON_EDIT_FIELDS) {
            if (body[field] !== undefined && body[field] !== coupon[field]) Object.assign(changes, { [field]: body[field] });
          }
          if ((Object.keys(changes) as CouponEditField[]).some((f) => !allowed.includes(f)))
            throw new AppError('unprocessable', COUPON_MESSAGES.pausedOnlyQuantity);
          if (changes.code !== undefined && (await couponCodeTaken(tx, changes.code, coupon.id))) throw codeTaken();
          if (changes.valid_until !== undefined) checkValidUntil(changes.valid_until);
          if (changes.quantity !== undefined && changes.quantity < coupon.used_count)
            throw fieldError('quantity', COUPON_MESSAGES.quantityBelowUsed(coupon.used_count));
          if (Object.keys(changes).length) {
            await tx.update(coupons).set(changes).where(eq(coupons.id, coupon.id));
            await recordAudit(tx, auditWho(request), {
              action: 'update',
              kind: 'coupon',
              id: coupon.id,
              before: auditedCoupon(coupon),
              after: auditedCoupon((await findCoupon(tx, coupon.id))!),
            });
          }
          return coupon.id;
        })
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? codeTaken() : error;
        });
      return toCoupon((await findCoupon(db, id))!);
    },
  );

  r.delete(
    '/api/admin/coupons/:id',
    {
      schema: {
        tags,
        summary: "Elimina un cupón 'Pausado' que nunca se usó (solo Administrador); uno usado se queda pausado (409)",
        params: idParams,
      },
    },
    async (request, reply) => {
      const role = request.sessionUser!.role;
      if (role !== 'Administrador') throw new AppError('forbidden', COUPON_MESSAGES.onlyAdminDeletes);
      await db.transaction(async (tx) => {
        const coupon = await findCoupon(tx, request.params.id, { lock: true });
        if (!coupon) throw notFound(COUPON_MESSAGES.notFound);
        if (!canDeleteCoupon(coupon.status, role)) throw new AppError('unprocessable', COUPON_MESSAGES.onlyPausedDeletable);
        if (await couponUsed(tx, coupon.id)) throw new AppError('conflict', COUPON_MESSAGES.usedCannotDelete);
        // A PayPal capture in flight would record its redemption against this coupon (checkout/capture-order.ts).
        if (await couponHeldByCapture(tx, coupon.id)) throw new AppError('conflict', COUPON_MESSAGES.paymentInFlight);
        // Only bookings never paid refer to it now (abandoned checkouts): their coupon_id becomes null.
        await tx.delete(coupons).where(eq(coupons.id, coupon.id));
        await recordAudit(tx, auditWho(request), {
          action: 'delete',
          kind: 'coupon',
          id: coupon.id,
          before: auditedCoupon(coupon),
        });
      });
      return reply.status(204).send();
    },
  );

  r.get(
    '/api/admin/coupons/:id/redemptions',
    {
      schema: {
        tags,
        summary: 'Usos del cupón (Resultados / Ver Detalles): reserva, fecha, descuento y cliente',
        params: idParams,
        querystring: listQuerySchema.pick({ page: true, perPage: true }),
        response: { 200: couponRedemptionsSchema },
      },
    },
    async (request) => {
      const coupon = await findCoupon(db, request.params.id);
      if (!coupon) throw notFound(COUPON_MESSAGES.notFound);
      return listRedemptions(db, toCoupon(coupon), request.query);
    },
  );
}
