import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROLES, STAFF_ROLES } from '@hv/shared';
import type { Db } from '../../db/client.ts';
import type { JsonCache } from '../../lib/json-cache.ts';
import { catalogAdminRoutes, catalogEntities } from '../catalog/index.ts';
import type { StorageDriver } from '../storage/index.ts';
import { peopleAdminRoutes } from '../people/index.ts';
import { couponsAdminRoutes } from '../coupons/index.ts';
import { giftCardsAdminRoutes } from '../gift-cards/index.ts';
import {
  bookingsStaffRoutes,
  payLaterSettings,
  payLaterSettingsRoutes,
  releaseStaleGiftCardHolds,
  type PaymentRoutesOptions,
} from '../bookings/index.ts';
import { manualSaleRoutes } from '../checkout/index.ts';
import { reportsAdminRoutes } from '../reports/index.ts';
import { deskAdminRoutes } from '../desk/index.ts';
import { rewardsAdminRoutes, seedSettingsRoutes } from '../rewards/index.ts';
import { transportAdminRoutes } from '../transport/index.ts';
import { auditAdminRoutes } from '../audit/index.ts';
import { reviewsAdminRoutes } from '../reviews/index.ts';
import { invoicingAdminRoutes } from '../invoicing/index.ts';
import { waitlistAdminRoutes } from '../waitlist/index.ts';
import type { Auth, RequireRoles } from '../auth/index.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on every route registered inside the admin plugin, behind its staff guard. */
    staffGuard?: boolean;
  }
}

/** Everything under /api/admin is staff-only: the guard runs before every route of this plugin. */
export async function adminRoutes(
  app: FastifyInstance,
  opts: {
    db: Db;
    auth: Auth;
    storage: StorageDriver;
    cache: JsonCache;
    requireRoles: RequireRoles;
    /** Signs the voucher and payment links the desk shows. */
    secret: string;
    /** What the desk's booking actions (refund, move, voucher e-mail, manual sale) need. */
    bookings: PaymentRoutesOptions;
  },
) {
  app.addHook('onRequest', opts.requireRoles(...STAFF_ROLES));
  // Marks each route this guard covers, so a test can prove that every /api/admin route is one of them.
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, staffGuard: true };
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  await app.register(peopleAdminRoutes, { db: opts.db, auth: opts.auth });
  for (const entity of Object.values(catalogEntities)) {
    await app.register(catalogAdminRoutes, { db: opts.db, storage: opts.storage, cache: opts.cache, entity });
  }
  await app.register(couponsAdminRoutes, { db: opts.db });
  await app.register(giftCardsAdminRoutes, { db: opts.db, releaseStaleHolds: releaseStaleGiftCardHolds });
  await app.register(rewardsAdminRoutes, { db: opts.db });
  await app.register(seedSettingsRoutes, { db: opts.db, requireRoles: opts.requireRoles });
  await app.register(transportAdminRoutes, { db: opts.db });
  await app.register(reportsAdminRoutes, { db: opts.db });
  await app.register(auditAdminRoutes, { db: opts.db });
  await app.register(deskAdminRoutes, { db: opts.db, secret: opts.secret, requireRoles: opts.requireRoles });
  await app.register(reviewsAdminRoutes, { db: opts.db, cache: opts.cache, requireRoles: opts.requireRoles });
  await app.register(bookingsStaffRoutes, opts.bookings);
  await app.register(manualSaleRoutes, opts.bookings);
  // Installments and cash payment terms (decision 0216).
  await app.register(payLaterSettingsRoutes, {
    db: opts.db,
    requireRoles: opts.requireRoles,
    read: () => payLaterSettings(opts.bookings.deps),
  });
  // The waitlist per departure and its hold time in Ajustes (decision 0235).
  await app.register(waitlistAdminRoutes, { db: opts.db, requireRoles: opts.requireRoles });
  // The operator's fiscal data (Ajustes) and the global invoices (Reportes), decisions 0221 and 0226.
  await app.register(invoicingAdminRoutes, { db: opts.db, requireRoles: opts.requireRoles });

  r.get(
    '/api/admin/me',
    {
      schema: {
        tags: ['admin'],
        summary: 'El miembro del personal con sesión iniciada',
        response: { 200: z.object({ id: z.string(), email: z.string(), role: z.enum(ROLES), fullName: z.string().nullable() }) },
      },
    },
    async (request) => request.sessionUser!,
  );
}
