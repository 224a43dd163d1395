import type { PaymentsConfig } from '@hv/shared';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import type { RequireRoles, SessionReader } from '../auth/index.ts';
import type { PaymentDeps } from '../bookings/index.ts';
import type { PayPalClient } from '../payment-providers/index.ts';

/** What checkoutRoutes and the route files it registers are given. */
export interface CheckoutRoutesOptions {
  deps: PaymentDeps;
  paypal: PayPalClient;
  /** How the browser loads PayPal's SDK (or the stand-in's). */
  publicConfig: PaymentsConfig;
  sessions: SessionReader;
  limiter: RateLimiter;
  requireRoles: RequireRoles;
}
