import type { FastifyInstance } from 'fastify';
import { BRAND_NAME, type PaymentsConfig, type StaffRefundInput } from '@hv/shared';
import type { Config, ReadyConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import type { RequireRoles, SessionReader } from '../auth/index.ts';
import type { Mailer } from '../mail/index.ts';
import { AppError } from '../../lib/errors.ts';
import { createPayPalClient, PayPalApiError, type PayPalClient } from './paypal-client.ts';
import { paymentRoutes } from './routes.ts';
import { createStandIn, STANDIN_PREFIX, type StandIn } from './standin.ts';
import { refundBooking } from './staff-refund.ts';
import { registerLateRefunds } from './late-refund.ts';

// The capture hold, for the staff modules that must respect it (a coupon a capture in flight uses
// cannot be deleted): docs/architecture.md §7.
export { CAPTURE_HOLD_MINUTES, captureHeld } from './hold.ts';
// Card parts that abandoned captures still hold, given back before staff delete a card (gift-cards).
export { releaseStaleGiftCardHolds } from './gift-card-part.ts';
// What the operations desk (modules/desk) reads of bookings: references, signed links, seeds, closed dates.
export { bookingsByReference } from './booking-view.ts';
// What verified reviews (modules/reviews) read: the booking the voucher page may show (owner or
// signed link), and the one only its traveller may act on (decision 0163).
export { actingBooking, voucherAccess } from './voucher-access.ts';
export type { BookingRow } from './booking-lock.ts';
// What the booking e-mails need from the app; the reminders (modules/reminders) send them with the same.
export type { PaymentDeps } from './deps.ts';
export { confirmationPath, voucherViewPath } from './confirmation-link.ts';
export { paymentPath } from './payment-link.ts';
export { seedsAwardedFor } from './seeds.ts';
export { REFUND_KIND } from './refund.ts';
export { refundableParts } from './staff-refund.ts';
export { closedDatesOf } from './closed-dates.ts';
// The reminder and review e-mails (modules/reminders) go where the confirmation went.
export { bookingAddressee } from './confirmation.ts';
// …and name the item as the booking's language reads it (English when staff gave an English name).
export { itemWords } from './items.ts';
// Whether a trip's departure still has places, for its page's schema.org offer (modules/site).
export { placesTaken } from './capacity.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The built-in PayPal stand-in when no PayPal credentials are set; null with real PayPal. */
    paypalStandIn: StandIn | null;
  }
}

const PAYPAL_API = { live: 'https://api-m.paypal.com', sandbox: 'https://api-m.sandbox.paypal.com' } as const;
const PAYPAL_SDK = 'https://www.paypal.com/sdk/js';

export const usesRealPayPal = (config: Config) => Boolean(config.PAYPAL_CLIENT_ID && config.PAYPAL_CLIENT_SECRET);

/**
 * Extra Content-Security-Policy sources for PayPal's SDK (its buttons live in iframes on
 * paypal.com). None in test mode: the stand-in's SDK is served from our own origin.
 */
export function paypalCspSources(config: Config) {
  const hosts = usesRealPayPal(config) ? ['https://*.paypal.com', 'https://*.paypalobjects.com'] : [];
  return { scriptSrc: hosts, connectSrc: hosts, frameSrc: hosts, imgSrc: hosts, styleSrc: hosts };
}

/** Server-side PayPal Orders v2: real PayPal with credentials, the built-in stand-in without. */
export async function registerPayments(
  app: FastifyInstance,
  opts: {
    config: ReadyConfig;
    db: Db;
    mailer: Mailer;
    sessions: SessionReader;
    limiter: RateLimiter;
    requireRoles: RequireRoles;
  },
) {
  const { config } = opts;
  let standIn: StandIn | null = null;
  let paypal: PayPalClient;
  let publicConfig: PaymentsConfig;
  let webhookId: string | null;

  if (usesRealPayPal(config)) {
    paypal = createPayPalClient({
      baseUrl: config.PAYPAL_API_URL ?? PAYPAL_API[config.PAYPAL_ENV],
      clientId: config.PAYPAL_CLIENT_ID!,
      clientSecret: config.PAYPAL_CLIENT_SECRET!,
    });
    publicConfig = {
      clientId: config.PAYPAL_CLIENT_ID!,
      sdkUrl: PAYPAL_SDK,
      currency: 'MXN',
      testMode: config.PAYPAL_ENV !== 'live',
    };
    webhookId = config.PAYPAL_WEBHOOK_ID ?? null;
    if (!webhookId) app.log.warn('PAYPAL_WEBHOOK_ID is not set: PayPal webhook notifications will be refused');
  } else {
    standIn = createStandIn({
      secret: config.authSecret,
      publicUrl: config.publicUrl,
      // The stand-in's demo payer is the signed-in traveller, else "Viajero".
      async payerFor(request) {
        const user = await opts.sessions.user(request);
        if (!user) return null;
        const [given, ...rest] = (user.fullName ?? '').trim().split(/\s+/).filter(Boolean);
        return { ...(given ? { given_name: given, surname: rest.join(' ') } : {}), email: user.email };
      },
    });
    await app.register(standIn.routes);
    paypal = createPayPalClient({
      baseUrl: `${config.publicUrl}${STANDIN_PREFIX}`,
      clientId: standIn.clientId,
      clientSecret: standIn.clientSecret,
      fetch: standIn.fetchVia(app),
    });
    publicConfig = { clientId: standIn.clientId, sdkUrl: `${STANDIN_PREFIX}/sdk/js`, currency: 'MXN', testMode: true };
    webhookId = standIn.webhookId;
  }
  app.decorate('paypalStandIn', standIn);

  const deps = {
    db: opts.db,
    mailer: opts.mailer,
    log: app.log,
    brand: BRAND_NAME,
    publicUrl: config.publicUrl,
    secret: config.authSecret,
    operatorEmail: config.OPERATOR_EMAIL,
    whatsappNumber: config.WHATSAPP_NUMBER,
  };
  await app.register(paymentRoutes, {
    deps,
    paypal,
    publicConfig,
    webhookId,
    sessions: opts.sessions,
    limiter: opts.limiter,
    requireRoles: opts.requireRoles,
  });
  // A capture PayPal completes for a departure shut meanwhile is refunded by a job (late-refund.ts),
  // on this process's runner (app.ts).
  registerLateRefunds(app.jobs, { ...deps, paypal });
  // The one refund path for work that runs outside a request: a cancelled departure's refunds
  // (modules/desk). A refusal also names PayPal's issue (fields.paypal), for the progress list.
  return {
    async refundBooking(bookingId: string, input: StaffRefundInput, by: { id: string }) {
      const seen: { refusal?: PayPalApiError } = {};
      const watched: PayPalClient = {
        ...paypal,
        refundCapture: (captureId, request) =>
          paypal.refundCapture(captureId, request).catch((error: unknown) => {
            if (error instanceof PayPalApiError) seen.refusal = error;
            throw error;
          }),
      };
      try {
        return await refundBooking({ ...deps, paypal: watched }, bookingId, input, by);
      } catch (error) {
        const issue = seen.refusal?.issue ?? seen.refusal?.paypalName;
        if (error instanceof AppError && issue) throw new AppError(error.code, error.message, { ...error.fields, paypal: issue });
        throw error;
      }
    },
  };
}
