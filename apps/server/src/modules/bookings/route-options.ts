import type { RateLimiter } from '../../lib/rate-limiter.ts';
import type { RequireRoles, SessionReader } from '../auth/index.ts';
import type { PayPalClient } from '../payment-providers/index.ts';
import type { PaymentDeps } from './deps.ts';

/** What bookingsRoutes and the route files it registers are given. */
export interface PaymentRoutesOptions {
  deps: PaymentDeps;
  paypal: PayPalClient;
  /** The webhook id verify-webhook-signature checks against; null refuses every notification. */
  webhookId: string | null;
  sessions: SessionReader;
  limiter: RateLimiter;
  requireRoles: RequireRoles;
}
