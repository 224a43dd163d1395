import type { FastifyInstance } from 'fastify';
import { staffRescheduleRoutes } from './changes/booking-changes-routes.ts';
import { refundQueueRoutes } from './refunds/refund-queue-routes.ts';
import { refundRoutes } from './refunds/refund-routes.ts';
import type { PaymentRoutesOptions } from './route-options.ts';
import { voucherResendRoutes } from './vouchers/voucher-resend-routes.ts';

/**
 * What staff do to a booking from the desk: refund it, move its date, send its voucher again,
 * and the refunds that failed and wait for a person (`Reembolsos pendientes`).
 * Registered by the admin plugin (modules/admin), inside its staff guard, like every /api/admin
 * route; each route narrows the roles further where the product says so.
 */
export async function bookingsStaffRoutes(app: FastifyInstance, opts: PaymentRoutesOptions) {
  await app.register(refundRoutes, opts);
  await app.register(staffRescheduleRoutes, opts);
  await app.register(voucherResendRoutes, opts);
  await app.register(refundQueueRoutes, opts);
}
