import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { apiErrorSchema, profileSchema, profileUpdateSchema, type Profile, type Role } from '@hv/shared';
import type { Db } from '../../db/client.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import { user } from '../../db/schema.ts';
import { publicUrl, readImageUpload, uniqueTimestamp, type StorageDriver } from '../storage/index.ts';
import type { RequireRoles } from '../auth/index.ts';

type UserRow = typeof user.$inferSelect;

const toProfile = (u: UserRow): Profile => ({
  id: u.id,
  email: u.email,
  full_name: u.fullName,
  phone: u.phone,
  country: u.country,
  city: u.city,
  avatar_url: u.avatarUrl,
  role: (u.role as Role) ?? null,
  seeds: u.seeds,
  updated_at: u.updatedAt.toISOString(),
  two_factor_enabled: Boolean(u.twoFactorEnabled),
});

const AVATAR_PREFIX = '/storage/avatars/';
const AVATAR_UPLOADS_PER_WINDOW = 10;
const AVATAR_UPLOAD_WINDOW_MS = 10 * 60_000;

/** The signed-in user's own profile: read, update the allowed fields, upload an avatar. */
export async function profileRoutes(
  app: FastifyInstance,
  opts: {
    db: Db;
    storage: StorageDriver;
    limiter: RateLimiter;
    requireRoles: RequireRoles;
  },
) {
  const { db, storage, limiter } = opts;
  app.addHook('onRequest', opts.requireRoles());
  const r = app.withTypeProvider<ZodTypeProvider>();

  const load = async (id: string) => toProfile((await db.query.user.findFirst({ where: eq(user.id, id) }))!);

  r.get(
    '/api/profile',
    { schema: { tags: ['perfil'], summary: 'Mi perfil', response: { 200: profileSchema, 401: apiErrorSchema } } },
    async (request) => load(request.sessionUser!.id),
  );

  r.patch(
    '/api/profile',
    {
      schema: {
        tags: ['perfil'],
        summary: 'Actualiza mi perfil (nombre, teléfono, país, ciudad)',
        body: profileUpdateSchema,
        response: { 200: profileSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const id = request.sessionUser!.id; // only the caller's own row
      // Only what was sent changes: an omitted field is undefined and left as stored; null or
      // "" (already turned into null by the schema) clears it.
      const b = request.body;
      await db
        .update(user)
        .set({
          ...(b.full_name !== undefined && { fullName: b.full_name, name: b.full_name ?? request.sessionUser!.email }),
          ...(b.phone !== undefined && { phone: b.phone }),
          ...(b.country !== undefined && { country: b.country }),
          ...(b.city !== undefined && { city: b.city }),
          updatedAt: new Date(),
        })
        .where(eq(user.id, id));
      return load(id);
    },
  );

  r.post(
    '/api/profile/avatar',
    {
      schema: {
        tags: ['perfil'],
        summary: 'Sube mi foto de perfil (PNG, JPEG o WebP, máx. 5 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: profileSchema, 429: apiErrorSchema },
      },
      // Every upload is decoded and re-encoded (sharp): a signed-in account looping on this
      // route would keep a core busy. Counted per account, shared by every process.
      preHandler: async (request) => {
        await limiter(`avatar:${request.sessionUser!.id}`, AVATAR_UPLOADS_PER_WINDOW, AVATAR_UPLOAD_WINDOW_MS);
      },
    },
    async (request) => {
      const id = request.sessionUser!.id;
      const webp = await readImageUpload(await request.file(), { width: 512, height: 512, fit: 'cover' });
      // docs/product.md §3.5: named {userId}-{timestamp}.webp; the old file is removed (storage: docs/architecture.md §10).
      const key = `${id}-${uniqueTimestamp()}.webp`;
      await storage.put('avatars', key, webp, 'image/webp');
      const before = await db.query.user.findFirst({ where: eq(user.id, id), columns: { avatarUrl: true } });
      await db
        .update(user)
        .set({ avatarUrl: publicUrl('avatars', key), updatedAt: new Date() })
        .where(eq(user.id, id));
      if (before?.avatarUrl?.startsWith(AVATAR_PREFIX))
        await storage.remove('avatars', before.avatarUrl.slice(AVATAR_PREFIX.length)).catch(() => {});
      return load(id);
    },
  );
}
