import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, count, desc, eq, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { activeToggleSchema, CATALOG_ADMIN_MESSAGES, listQuerySchema, statusChangeSchema } from '@hv/shared';
import type { Db } from '../../db/client.ts';
import { bookings } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { JsonCache } from '../../lib/json-cache.ts';
import { isUniqueViolation } from '../../lib/list-page.ts';
import { parseOrThrow } from '../../lib/validate.ts';
import { likePattern } from '../../lib/like-pattern.ts';
import { readImageBuffer, storeImageVariants, type StorageDriver } from '../storage/index.ts';
import type { CatalogEntity } from './admin-entities.ts';

const idParams = z.object({ id: z.string().uuid() });
const STORAGE_PREFIX = '/storage/experience-images/';

/** Reads a create/update request: a JSON `data` field plus an optional `image` file. */
async function readForm(request: FastifyRequest): Promise<{ data: unknown; image: Buffer | null }> {
  if (!request.isMultipart()) return { data: request.body, image: null };
  let data: unknown = undefined;
  let image: Buffer | null = null;
  for await (const part of request.parts()) {
    if (part.type === 'file' && part.fieldname === 'image') image = await readImageBuffer(part);
    else if (part.type === 'field' && part.fieldname === 'data') {
      try {
        data = JSON.parse(String(part.value));
      } catch {
        throw new AppError('validation', 'Datos del formulario inválidos.');
      }
    }
  }
  return { data, image };
}

/**
 * One admin pattern for trips and experiences, never a copy per entity (docs/architecture.md
 * §15.4, §17): list with search and pagination, create and edit with the cover image, visibility,
 * status, delete. Every write clears the public catalogue cache.
 */
export async function catalogAdminRoutes(
  app: FastifyInstance,
  opts: { db: Db; storage: StorageDriver; cache: JsonCache; entity: CatalogEntity },
) {
  const { db, storage, cache, entity } = opts;
  const { table } = entity;
  const base = `/api/admin/${entity.path}`;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  async function ensureSlugFree(slug: string, exceptId?: string) {
    const [taken] = await db.select({ id: table.id }).from(table).where(eq(table.slug, slug)).limit(1);
    if (taken && taken.id !== exceptId)
      throw new AppError('conflict', CATALOG_ADMIN_MESSAGES.slugTaken, { slug: CATALOG_ADMIN_MESSAGES.slugTaken });
  }
  async function storeCover(slug: string, image: Buffer) {
    return storeImageVariants(storage, 'experience-images', entity.imageBase(slug), image);
  }
  async function removeCover(url: string | null) {
    if (!url?.startsWith(STORAGE_PREFIX)) return;
    const key = url.slice(STORAGE_PREFIX.length, -'.webp'.length);
    await Promise.all(
      [`${key}.webp`, `${key}-480.webp`, `${key}-960.webp`].map((k) => storage.remove('experience-images', k).catch(() => {})),
    );
  }
  const find = async (id: string) => {
    const [row] = await db.select().from(table).where(eq(table.id, id)).limit(1);
    if (!row) throw notFound();
    return row;
  };

  r.get(
    base,
    {
      schema: {
        tags,
        summary: `Lista (${entity.label}), más nuevos primero; busca por nombre o estado`,
        querystring: listQuerySchema,
      },
    },
    async (request) => {
      const { q, page, perPage } = request.query;
      const pattern = likePattern(q);
      const where = q
        ? or(
            sql`lower(immutable_unaccent(${entity.nameColumn})) like lower(immutable_unaccent(${pattern}))`,
            sql`lower(immutable_unaccent(${table.status})) like lower(immutable_unaccent(${pattern}))`,
          )
        : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(table)
          .where(where)
          .orderBy(desc(table.created_at))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db.select({ n: count() }).from(table).where(where),
      ]);
      const n = total?.n ?? 0;
      return {
        data: rows.map((row) => entity.toApi(row as never)),
        count: n,
        currentPage: page,
        perPage,
        totalPages: Math.max(1, Math.ceil(n / perPage)),
      };
    },
  );

  r.post(
    base,
    {
      schema: {
        tags,
        summary: `Crea (${entity.label}) con su imagen de portada`,
        consumes: ['multipart/form-data', 'application/json'],
      },
    },
    async (request, reply) => {
      const { data, image } = await readForm(request);
      const values = parseOrThrow(entity.form, data);
      if (!image)
        throw new AppError('validation', CATALOG_ADMIN_MESSAGES.imageRequired, { image: CATALOG_ADMIN_MESSAGES.imageRequired });
      await ensureSlugFree(values.slug);
      const image_url = await storeCover(values.slug, image);
      try {
        const [row] = await db
          .insert(table)
          .values({ ...values, image_url } as never)
          .returning();
        cache.invalidate();
        return reply.status(201).send(entity.toApi(row as never));
      } catch (error) {
        await removeCover(image_url);
        if (isUniqueViolation(error)) {
          throw new AppError('conflict', CATALOG_ADMIN_MESSAGES.slugTaken, { slug: CATALOG_ADMIN_MESSAGES.slugTaken });
        }
        throw error;
      }
    },
  );

  r.put(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: `Actualiza (${entity.label}); la imagen es opcional`,
        params: idParams,
        consumes: ['multipart/form-data', 'application/json'],
      },
    },
    async (request) => {
      const existing = await find(request.params.id);
      const { data, image } = await readForm(request);
      const values = parseOrThrow(entity.form, data);
      if (values.slug !== existing.slug) await ensureSlugFree(values.slug, existing.id);
      const image_url = image ? await storeCover(values.slug, image) : existing.image_url;
      let row;
      try {
        [row] = await db
          .update(table)
          .set({ ...values, image_url } as never)
          .where(eq(table.id, existing.id))
          .returning();
      } catch (error) {
        // The row keeps its old cover: the new files (timestamped keys) would be orphans.
        if (image) await removeCover(image_url);
        if (isUniqueViolation(error)) {
          throw new AppError('conflict', CATALOG_ADMIN_MESSAGES.slugTaken, { slug: CATALOG_ADMIN_MESSAGES.slugTaken });
        }
        throw error;
      }
      if (image) await removeCover(existing.image_url); // the old cover goes once the new one is saved
      cache.invalidate();
      return entity.toApi(row as never);
    },
  );

  r.patch(
    `${base}/:id/active`,
    { schema: { tags, summary: 'Cambia la visibilidad', params: idParams, body: activeToggleSchema } },
    async (request) => {
      await find(request.params.id);
      const [row] = await db
        .update(table)
        .set({ is_active: request.body.is_active } as never)
        .where(eq(table.id, request.params.id))
        .returning();
      cache.invalidate();
      return entity.toApi(row as never);
    },
  );

  r.patch(
    `${base}/:id/status`,
    { schema: { tags, summary: 'Cambia el estado (cualquiera a cualquiera)', params: idParams, body: statusChangeSchema } },
    async (request) => {
      await find(request.params.id);
      const [row] = await db
        .update(table)
        .set({ status: request.body.status } as never)
        .where(eq(table.id, request.params.id))
        .returning();
      cache.invalidate();
      return entity.toApi(row as never);
    },
  );

  r.delete(
    `${base}/:id`,
    { schema: { tags, summary: 'Elimina (no si tiene reservas)', params: idParams } },
    async (request, reply) => {
      const existing = await find(request.params.id);
      const column = entity.bookingColumn === 'trip_id' ? bookings.trip_id : bookings.experience_id;
      const [used] = await db
        .select({ n: count() })
        .from(bookings)
        .where(and(eq(column, existing.id)));
      if ((used?.n ?? 0) > 0) throw new AppError('conflict', CATALOG_ADMIN_MESSAGES.hasBookings);
      await db.delete(table).where(eq(table.id, existing.id));
      await removeCover(existing.image_url);
      cache.invalidate();
      return reply.status(204).send();
    },
  );
}
