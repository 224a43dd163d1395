import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, count, eq, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  activeToggleSchema,
  CATALOG_ADMIN_MESSAGES,
  GALLERY_MAX_IMAGES,
  galleryPlanSchema,
  listQuerySchema,
  statusChangeSchema,
} from '@hv/shared';
import type { Db } from '../../db/client.ts';
import { bookings } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { JsonCache } from '../../lib/json-cache.ts';
import { isUniqueViolation } from '../../lib/list-page.ts';
import { parseOrThrow } from '../../lib/validate.ts';
import { likePattern } from '../../lib/like-pattern.ts';
import { readImageBuffer, storeImageVariants, type StorageDriver } from '../storage/index.ts';
import { auditWho, recordAudit } from '../audit/index.ts';
import type { CatalogEntity, CatalogRow } from './admin-entities.ts';
import { droppedImages, fillGallery, imagesChanged, planGallery } from './gallery.ts';

const idParams = z.object({ id: z.string().uuid() });
const STORAGE_PREFIX = '/storage/experience-images/';
/** The gallery asked for rides in `data`; without it, an edit keeps the gallery as it is. */
const galleryField = z.object({ gallery: galleryPlanSchema.optional() });

interface CatalogForm {
  data: unknown;
  image: Buffer | null;
  /** The `gallery` files in the order sent; `data.gallery` places them by index. */
  galleryFiles: Buffer[];
}

/**
 * Reads a create/update request: a JSON `data` field, an optional `image` file and up to
 * GALLERY_MAX_IMAGES `gallery` files, each checked by content like the cover.
 */
async function readForm(request: FastifyRequest): Promise<CatalogForm> {
  if (!request.isMultipart()) return { data: request.body, image: null, galleryFiles: [] };
  let data: unknown = undefined;
  let image: Buffer | null = null;
  const galleryFiles: Buffer[] = [];
  for await (const part of request.parts({ limits: { files: 1 + GALLERY_MAX_IMAGES } })) {
    if (part.type === 'file') {
      // More files than the form has (a second cover, a field it does not have): as over the limit.
      if (part.fieldname === 'image' && !image) image = await readImageBuffer(part);
      else if (part.fieldname === 'gallery' && galleryFiles.length < GALLERY_MAX_IMAGES)
        galleryFiles.push(await readImageBuffer(part));
      else throw new request.server.multipartErrors.FilesLimitError();
    } else if (part.fieldname === 'data') {
      try {
        data = JSON.parse(String(part.value));
      } catch {
        throw new AppError('validation', 'Datos del formulario inválidos.');
      }
    }
  }
  return { data, image, galleryFiles };
}

/**
 * One admin pattern for trips and experiences, never a copy per entity (docs/architecture.md
 * §15.4, §17): list with search and pagination, create and edit with the cover image, visibility,
 * status, delete. Every write clears the public catalogue cache.
 */
export async function catalogAdminRoutes<Row extends CatalogRow, Values extends { slug: string }>(
  app: FastifyInstance,
  opts: { db: Db; storage: StorageDriver; cache: JsonCache; entity: CatalogEntity<Row, Values> },
) {
  const { db, storage, cache, entity } = opts;
  const { table, rows } = entity;
  const base = `/api/admin/${entity.path}`;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  async function ensureSlugFree(slug: string, exceptId?: string) {
    const [taken] = await db.select({ id: table.id }).from(table).where(eq(table.slug, slug)).limit(1);
    if (taken && taken.id !== exceptId)
      throw new AppError('conflict', CATALOG_ADMIN_MESSAGES.slugTaken, { slug: CATALOG_ADMIN_MESSAGES.slugTaken });
  }
  async function removeImage(url: string | null) {
    if (!url?.startsWith(STORAGE_PREFIX)) return;
    const key = url.slice(STORAGE_PREFIX.length, -'.webp'.length);
    await Promise.all(
      [`${key}.webp`, `${key}-480.webp`, `${key}-960.webp`].map((k) => storage.remove('experience-images', k).catch(() => {})),
    );
  }
  const removeImages = (urls: (string | null)[]) => Promise.all(urls.map(removeImage));
  /**
   * Stores the new cover (if any) and gallery files as WebP widths, cover and gallery named
   * alike (docs/product.md §5.5); if one fails, those already stored go too.
   */
  async function storeImages(slug: string, cover: Buffer | null, files: Buffer[]) {
    const stored: string[] = [];
    try {
      for (const input of cover ? [cover, ...files] : files) {
        stored.push(await storeImageVariants(storage, 'experience-images', entity.imageBase(slug), input));
      }
    } catch (error) {
      await removeImages(stored);
      throw error;
    }
    return { cover: cover ? stored[0]! : null, uploaded: cover ? stored.slice(1) : stored, stored };
  }
  const find = async (id: string, tx: Db = db) => {
    const row = await rows.find(tx, id);
    if (!row) throw notFound();
    return row;
  };
  /**
   * Every write of this generic admin is one audit line (docs/product.md §15.7), in the write's
   * transaction: the record as the API shows it, before and after.
   */
  const audit = (tx: Db, request: FastifyRequest, action: string, id: string, before: Row | null, after: Row | null) =>
    recordAudit(tx, auditWho(request), {
      action,
      kind: entity.auditKind,
      id,
      before: before && entity.toApi(before),
      after: after && entity.toApi(after),
    });

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
      const [found, [total]] = await Promise.all([
        rows.page(db, where, perPage, (page - 1) * perPage),
        db.select({ n: count() }).from(table).where(where),
      ]);
      const n = total?.n ?? 0;
      return {
        data: found.map((row) => entity.toApi(row)),
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
      const { data, image, galleryFiles } = await readForm(request);
      const values = parseOrThrow(entity.form, data);
      const { gallery: plan = [] } = parseOrThrow(galleryField, data);
      if (!image)
        throw new AppError('validation', CATALOG_ADMIN_MESSAGES.imageRequired, { image: CATALOG_ADMIN_MESSAGES.imageRequired });
      await ensureSlugFree(values.slug);
      const slots = planGallery(plan, [], galleryFiles.length);
      const { cover, uploaded, stored } = await storeImages(values.slug, image, galleryFiles);
      try {
        const row = await db.transaction(async (tx) => {
          const created = await rows.insert(tx, { ...values, image_url: cover, gallery: fillGallery(slots, uploaded) });
          await audit(tx, request, 'create', created.id, null, created);
          return created;
        });
        cache.invalidate();
        return reply.status(201).send(entity.toApi(row));
      } catch (error) {
        await removeImages(stored);
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
        summary: `Actualiza (${entity.label}); la imagen es opcional, la galería también`,
        params: idParams,
        consumes: ['multipart/form-data', 'application/json'],
      },
    },
    async (request) => {
      const existing = await find(request.params.id);
      const { data, image, galleryFiles } = await readForm(request);
      const values = parseOrThrow(entity.editForm(existing), data);
      const { gallery: plan = existing.gallery } = parseOrThrow(galleryField, data);
      if (values.slug !== existing.slug) await ensureSlugFree(values.slug, existing.id);
      const slots = planGallery(plan, existing.gallery, galleryFiles.length);
      const { cover, uploaded, stored } = await storeImages(values.slug, image, galleryFiles);
      const image_url = cover ?? existing.image_url;
      const gallery = fillGallery(slots, uploaded);
      let row;
      try {
        // What must change with the row (a trip's bookings follow its date) commits with it.
        row = await db.transaction(async (tx) => {
          await entity.beforeUpdate(tx, existing, values, auditWho(request));
          // Its bookings read their times on the item's clock (docs/decisions/0200-a-time-zone-per-item.md).
          const zone = (values as { time_zone?: string }).time_zone;
          if (zone && zone !== existing.time_zone) {
            await tx.update(bookings).set({ time_zone: zone }).where(eq(bookings[entity.bookingColumn], existing.id));
          }
          // Only over the photos this save was checked against: a save in between (another tab,
          // another staff member) may have removed some of them, files and all.
          const updated = await rows.update(
            tx,
            existing.id,
            { ...values, image_url, gallery },
            and(
              sql`${table.image_url} is not distinct from ${existing.image_url}`,
              sql`${table.gallery} = ${JSON.stringify(existing.gallery)}::jsonb`,
            ),
          );
          if (!updated) throw imagesChanged();
          await audit(tx, request, 'update', existing.id, existing, updated);
          return updated;
        });
      } catch (error) {
        // The row keeps its old images: the new files (timestamped keys) would be orphans.
        await removeImages(stored);
        if (isUniqueViolation(error)) {
          throw new AppError('conflict', CATALOG_ADMIN_MESSAGES.slugTaken, { slug: CATALOG_ADMIN_MESSAGES.slugTaken });
        }
        throw error;
      }
      // Replaced and removed images go once the save is done.
      await removeImages([...(cover ? [existing.image_url] : []), ...droppedImages(existing.gallery, gallery)]);
      cache.invalidate();
      return entity.toApi(row);
    },
  );

  r.patch(
    `${base}/:id/active`,
    { schema: { tags, summary: 'Cambia la visibilidad', params: idParams, body: activeToggleSchema } },
    async (request) => {
      const row = await db.transaction(async (tx) => {
        const existing = await find(request.params.id, tx);
        const updated = await rows.update(tx, existing.id, { is_active: request.body.is_active });
        await audit(tx, request, 'visibility', existing.id, existing, updated!);
        return updated!;
      });
      cache.invalidate();
      return entity.toApi(row);
    },
  );

  r.patch(
    `${base}/:id/status`,
    { schema: { tags, summary: 'Cambia el estado (cualquiera a cualquiera)', params: idParams, body: statusChangeSchema } },
    async (request) => {
      const row = await db.transaction(async (tx) => {
        const existing = await find(request.params.id, tx);
        const updated = await rows.update(tx, existing.id, { status: request.body.status });
        await audit(tx, request, 'status', existing.id, existing, updated!);
        return updated!;
      });
      cache.invalidate();
      return entity.toApi(row);
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
      await db.transaction(async (tx) => {
        await tx.delete(table).where(eq(table.id, existing.id));
        await audit(tx, request, 'delete', existing.id, existing, null);
      });
      await removeImages([existing.image_url, ...existing.gallery.map((image) => image.url)]);
      cache.invalidate();
      return reply.status(204).send();
    },
  );
}
