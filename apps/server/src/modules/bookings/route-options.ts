import type { RateLimiter } from '../../lib/rate-limiter.ts';
import type { RequireRoles, SessionReader } from '../auth/index.ts';
import type { PaymentDeps } from './deps.ts';

/** What bookingsRoutes and the route files it registers are given. */
export interface PaymentRoutesOptions {
  deps: PaymentDeps;
  sessions: SessionReader;
  limiter: RateLimiter;
  requireRoles: RequireRoles;
}
