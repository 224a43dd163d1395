import type { RateLimiter } from '../../lib/rate-limiter.ts';
import type { RequireRoles, SessionReader } from '../auth/index.ts';
import type { PaymentDeps } from '../bookings/index.ts';

/** What checkoutRoutes and the route files it registers are given. */
export interface CheckoutRoutesOptions {
  deps: PaymentDeps;
  sessions: SessionReader;
  limiter: RateLimiter;
  requireRoles: RequireRoles;
}
