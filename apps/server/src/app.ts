import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import Fastify, { LogController, type FastifyInstance, type RouteOptions } from 'fastify';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { AVATAR_MAX_BYTES, BRAND_NAME, DEFAULT_PAY_LATER_SETTINGS } from '@hv/shared';
import { operatorOf, type Config, type ReadyConfig } from './config.ts';
import { embeddedAuthSecret } from './lib/auth-secret.ts';
import { openDatabase, type Database } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { seedDemoDataIfEmpty } from './db/demo/load.ts';
import { frameworkErrorHandler, registerErrorHandling } from './lib/errors.ts';
import { redactingSerializers } from './lib/redact-url.ts';
import { registerOriginGuard, trustedOrigins } from './lib/origin-guard.ts';
import { registerMetrics } from './modules/metrics/index.ts';
import { randomUUID } from 'node:crypto';
import { createCacheBus, SESSIONS_CHANNEL, type CacheBus } from './lib/cache-bus.ts';
import { createJsonCache, type JsonCache } from './lib/json-cache.ts';
import { registerSecurityHeaders } from './lib/security-headers.ts';
import { createRateLimiter } from './lib/rate-limiter.ts';
import {
  createAuth,
  type Auth,
  makeRequireRoles,
  createSessionReader,
  authRoutes,
  type SessionReader,
} from './modules/auth/index.ts';
import { catalogRoutes } from './modules/catalog/index.ts';
import { healthRoutes } from './modules/health/index.ts';
import { createMailer, withLegalFooter, type Mailer } from './modules/mail/index.ts';
import { adminRoutes } from './modules/admin/index.ts';
import { availabilityRoutes } from './modules/availability/index.ts';
import {
  bookingsRoutes,
  readPayLaterSettings,
  refundForJobs,
  registerCashPayments,
  registerLateRefunds,
  type PaymentDeps,
} from './modules/bookings/index.ts';
import { checkoutRoutes } from './modules/checkout/index.ts';
import {
  createMercadoPagoProvider,
  createPayPalProvider,
  paymentProviders,
  paypalCspSources,
  realMercadoPago,
  realPayPal,
  usesRealMercadoPago,
  usesRealPayPal,
  type PaymentProvider,
} from './modules/payment-providers/index.ts';
import { createJobRunner, jobsPollMs, type JobRunner } from './modules/jobs/index.ts';
import { registerDepartureMail } from './modules/reminders/index.ts';
import { registerDepartureRefunds, registerMinimumDecisions } from './modules/desk/index.ts';
import { registerWaitlist, waitlistRoutes } from './modules/waitlist/index.ts';
import { reviewRoutes } from './modules/reviews/index.ts';
import { profileRoutes } from './modules/profile/index.ts';
import { searchRoutes } from './modules/search/index.ts';
import { siteRoutes } from './modules/site/index.ts';
import { transportRoutes } from './modules/transport/index.ts';
import {
  invoicingRoutes,
  realFacturapi,
  registerInvoicing,
  profileInvoiceRoutes,
  taxProfileRoutes,
  usesRealFacturapi,
} from './modules/invoicing/index.ts';
import { type StorageDriver, localDriver, storageRoutes } from './modules/storage/index.ts';
import type { StandIn } from './standins/paypal/standin.ts';
import type { MercadoPagoStandIn } from './standins/mercadopago/standin.ts';
import type { FacturapiStandIn } from './standins/facturapi/standin.ts';
import { spaRoutes } from './web/spa.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    auth: Auth;
    mailer: Mailer;
    storage: StorageDriver;
    catalogCache: JsonCache;
    /** This process's durable job runner (modules/jobs). */
    jobs: JobRunner;
    /** The PayPal stand-in when no PayPal credentials are set (tests drive it); null with real PayPal. */
    paypalStandIn: StandIn | null;
    /** The Mercado Pago stand-in when MERCADOPAGO_ACCESS_TOKEN is not set (tests drive it); null with real Mercado Pago. */
    mercadopagoStandIn: MercadoPagoStandIn | null;
    /** The Facturapi stand-in when FACTURAPI_KEY is not set (tests read its documents); null with real Facturapi. */
    facturapiStandIn: FacturapiStandIn | null;
  }
  interface FastifyRequest {
    /** Whether anything looked this request's session up: its answer depends on who asks. */
    readsSession: boolean;
  }
}

const PRIVATE_ROUTE = /^\/api\/(?:admin|profile|auth)(?:\/|$)/;
const PRIVATE_POLICY = /\b(?:private|no-store)\b/;

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Builds the whole app (API, files, SPA) without listening; tests drive it with inject(). */
export async function buildApp(
  loaded: Config,
  deps: {
    database?: Database;
    onRoute?: (route: RouteOptions) => void;
    /** Where the log lines go instead of stdout (a test reads them as written). */
    logStream?: { write(line: string): void };
    /** Payment providers besides PayPal, and the one new checkouts use (a test's own provider). */
    paymentProviders?: { extra?: PaymentProvider[]; checkout?: string };
  } = {},
): Promise<FastifyInstance> {
  const secretFile = loaded.authSecret ? null : embeddedAuthSecret(loaded.dataDir);
  const config: ReadyConfig = { ...loaded, authSecret: loaded.authSecret ?? secretFile!.secret };
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      // Capability tokens in a URL (voucher and payment links, verification and reset) never reach a log line.
      serializers: redactingSerializers,
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    // A hop count believes that many proxies nearest to us, and nothing a client wrote before them.
    trustProxy:
      typeof config.TRUST_PROXY === 'number'
        ? (_address: string, hop: number) => hop < (config.TRUST_PROXY as number)
        : config.TRUST_PROXY,
    // Fastify's own two lines per request are off; the onResponse hook below writes one.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    // Every log line of a request carries its id; behind a trusted proxy, the proxy's id is kept.
    genReqId: () => randomUUID(),
    requestIdHeader: config.TRUST_PROXY !== false ? 'x-request-id' : false,
    frameworkErrors: frameworkErrorHandler,
  });
  if (secretFile)
    app.log.info({ file: secretFile.file }, 'auth secret: the random one kept in DATA_DIR (set AUTH_SECRET to choose one)');
  // Lets a test walk every registered route (e.g. that each /api/admin route is guarded).
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerOriginGuard(app, trustedOrigins(config));

  // Hooks on every request are written with `done` rather than async: no promise and no extra
  // microtask per hook, which is measurable on a cached catalogue answer (docs/performance.md).

  // The id goes back to the client too, so a reported problem can be found in the logs.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  // An answer that depends on who asks is never stored, by the browser or anything between (issue 27):
  // whatever looked the session up, and everything under /api/admin, /api/profile and /api/auth
  // (better-auth reads its cookies itself). A route's own private policy stands.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (
      (request.readsSession || PRIVATE_ROUTE.test(request.routeOptions.url ?? '')) &&
      !PRIVATE_POLICY.test(String(reply.getHeader('cache-control') ?? ''))
    ) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });

  // One log line per request; a signed-in person's id too, so the line meets the audit trail's.
  app.addHook('onResponse', (request, reply, done) => {
    const line: Record<string, unknown> = {
      method: request.method,
      url: request.url,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (request.sessionUser) line.userId = request.sessionUser.id;
    request.log.info(line, 'request');
    done();
  });

  const database =
    deps.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      inMemory: config.inMemoryDb,
      poolSize: config.DATABASE_POOL_SIZE,
    }));
  app.addHook('onClose', async () => {
    if (!deps.database) await database.close();
  });
  await migrate(database);

  // The AWS SDK (~0.1 s and ~20 MB to load) only when S3 is configured.
  const storage = config.s3
    ? (await import('./modules/storage/s3-driver.ts')).s3Driver(config.s3)
    : localDriver(join(config.dataDir, 'storage'));
  app.addHook('onClose', async () => {
    await storage.close?.();
  });
  const mailer = withLegalFooter(
    createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, outboxDir: join(config.dataDir, 'outbox'), log: app.log }),
    operatorOf(config),
  );
  const limiter = createRateLimiter(database.db);
  const auth = createAuth(config, database.db, mailer, limiter);
  // The public catalogue cache. One process (PGlite) sees every write: a minute is only a bound.
  // Several processes on PostgreSQL hear each other's writes through the cache bus; while the
  // bus is deaf (starting, reconnecting) a 5 s lifetime bounds what another process's write
  // can leave stale.
  let cacheBus: CacheBus | null = null;
  const hearsEveryWrite = () => !config.databaseUrl || Boolean(cacheBus?.listening);
  const catalogCache = createJsonCache(() => (hearsEveryWrite() ? 60_000 : 5_000), {
    onInvalidate: () => cacheBus?.announce(),
  });
  // Who a session cookie belongs to, only while every change to users and sessions is heard:
  // access must never outlive a sign-out or a lost role (sessions.ts).
  const sessionReader = createSessionReader(auth, { ttlMs: () => (hearsEveryWrite() ? 60_000 : 0) });
  // Every look-up marks its request: the answer depends on who asks (the no-store onSend hook).
  const sessions: SessionReader = {
    user(request) {
      request.readsSession = true;
      return sessionReader.user(request);
    },
    clear: sessionReader.clear,
  };
  // Any write may sign someone out or change a role: forget before its answer leaves. The
  // database also announces every change to users and sessions (migration 0007), whoever makes
  // it: PGlite to this process, PostgreSQL to every process through the cache bus.
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') sessions.clear();
    done(null, payload);
  });
  await database.listen?.(SESSIONS_CHANNEL, () => sessions.clear());
  if (config.databaseUrl) {
    cacheBus = createCacheBus({
      databaseUrl: config.databaseUrl,
      onCatalogChange: () => catalogCache.clear(),
      onSessionsChange: () => sessions.clear(),
      send: (channel, payload) => database.db.execute(sql`select pg_notify(${channel}, ${payload})`),
      onError: (error) => app.log.warn({ err: error }, 'cache bus: no connection to PostgreSQL, retrying'),
    });
    app.addHook('onClose', async () => {
      await cacheBus?.close();
    });
  }
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('auth', auth);
  app.decorate('storage', storage);
  app.decorate('mailer', mailer);
  app.decorate('catalogCache', catalogCache);
  // Durable jobs (docs/architecture.md "Jobs"): every process runs the loop; it starts once the
  // app is ready and stops before the database closes.
  const pollMs = jobsPollMs(config);
  const jobs = createJobRunner({ db: database.db, log: app.log, pollMs, leaseMs: config.JOBS_LEASE_MS });
  app.decorate('jobs', jobs);
  app.addHook('onReady', async () => jobs.start());
  app.addHook('preClose', async () => jobs.stop());
  app.decorateRequest('sessionUser', null);
  app.decorateRequest('readsSession', false);

  if (config.demoData) await seedDemoDataIfEmpty({ db: database.db, auth, storage, log: app.log });

  // PayPal's hosts are allowed only with real PayPal credentials; the stand-in is same-origin.
  const paypalCsp = paypalCspSources(config);
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...paypalCsp.scriptSrc],
        styleSrc: ["'self'", "'unsafe-inline'", ...paypalCsp.styleSrc],
        imgSrc: ["'self'", 'data:', 'blob:', ...paypalCsp.imgSrc],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...paypalCsp.connectSrc],
        frameSrc: ["'self'", ...paypalCsp.frameSrc],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: config.publicUrl.startsWith('https://') ? [] : null,
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { threshold: 1024 });
  await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5 } });

  await app.register(swagger, {
    openapi: { info: { title: `${BRAND_NAME} API`, version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  const requireRoles = makeRequireRoles(sessions, { staffMfa: config.REQUIRE_STAFF_MFA });
  await app.register(healthRoutes, { db: database.db });
  registerMetrics(app, { db: database.db, token: config.METRICS_TOKEN });
  await app.register(authRoutes, { auth, db: database.db, mailer, publicUrl: config.publicUrl });
  await app.register(catalogRoutes, { db: database.db, cache: catalogCache });
  await app.register(searchRoutes, { db: database.db, cache: catalogCache, limiter });
  await app.register(transportRoutes, {
    db: database.db,
    mailer,
    limiter,
    operatorEmail: config.OPERATOR_EMAIL,
    publicUrl: config.publicUrl,
  });
  await app.register(siteRoutes, { db: database.db, config });
  await app.register(profileRoutes, { db: database.db, storage, limiter, requireRoles });
  await app.register(taxProfileRoutes, { db: database.db, requireRoles });
  await app.register(profileInvoiceRoutes, { db: database.db, requireRoles });
  await app.register(storageRoutes, { storage });
  // Real PayPal with its keys; without them the stand-in, loaded only then (a chunk of its own in
  // the build, as the S3 driver is) and mounted under /paypal-standin/.
  const paypal = usesRealPayPal(config)
    ? { ...realPayPal(config, app.log), standIn: null }
    : await (await import('./standins/paypal/index.ts')).mountPayPalStandIn(app, { config, sessions });
  app.decorate('paypalStandIn', paypal.standIn);
  // Mercado Pago likewise (decision 0211): its access token, or its stand-in under /mercadopago-standin/.
  const mercadopago = usesRealMercadoPago(config)
    ? { ...realMercadoPago(config, app.log), standIn: null }
    : await (await import('./standins/mercadopago/index.ts')).mountMercadoPagoStandIn(app, { config });
  app.decorate('mercadopagoStandIn', mercadopago.standIn);
  // Facturapi likewise (decision 0221): the organization's key, or its stand-in under /facturapi-standin/.
  const facturapi = usesRealFacturapi(config)
    ? { ...realFacturapi(config), standIn: null }
    : await (await import('./standins/facturapi/index.ts')).mountFacturapiStandIn(app, { config });
  app.decorate('facturapiStandIn', facturapi.standIn);
  // The payment providers (decisions 0172, 0211): PayPal, Mercado Pago, and any a caller adds;
  // new checkouts pay through `checkout` unless the traveller chose another.
  const providers = paymentProviders(
    [
      createPayPalProvider({ connection: paypal, brand: BRAND_NAME, log: app.log }),
      createMercadoPagoProvider({
        connection: mercadopago,
        settings: {
          publicUrl: config.publicUrl,
          maxInstallments: config.MERCADOPAGO_MAX_INSTALLMENTS,
          cashHours: config.MERCADOPAGO_CASH_HOURS,
          brand: BRAND_NAME,
        },
        log: app.log,
      }),
      ...(deps.paymentProviders?.extra ?? []),
    ],
    deps.paymentProviders?.checkout ?? 'paypal',
  );
  // What the booking services need (the checkout, the booking's life, its e-mails and jobs).
  const bookingDeps: PaymentDeps = {
    db: database.db,
    mailer,
    log: app.log,
    brand: BRAND_NAME,
    publicUrl: config.publicUrl,
    secret: config.authSecret,
    operatorEmail: config.OPERATOR_EMAIL,
    whatsappNumber: config.WHATSAPP_NUMBER,
    operator: operatorOf(config),
    providers,
    // What the Administrador set in Ajustes (decision 0216); until then the defaults, with the cash hours of the environment.
    payLater: () =>
      readPayLaterSettings(database.db, { ...DEFAULT_PAY_LATER_SETTINGS, cashHours: config.MERCADOPAGO_CASH_HOURS }),
  };
  const bookingRoutesOptions = { deps: bookingDeps, sessions, limiter, requireRoles };
  // Every /api/admin route, the desk's booking actions included, sits behind the admin plugin's guard.
  await app.register(adminRoutes, {
    db: database.db,
    auth,
    storage,
    cache: catalogCache,
    requireRoles,
    secret: config.authSecret,
    bookings: bookingRoutesOptions,
  });
  await app.register(availabilityRoutes, { db: database.db });
  await app.register(checkoutRoutes, bookingRoutesOptions);
  await app.register(bookingsRoutes, bookingRoutesOptions);
  // A capture completed for a departure shut meanwhile is refunded by a job (decision 0164).
  registerLateRefunds(jobs, bookingDeps);
  // The e-mails, reminder and expiry of a cash payment awaited (decision 0216).
  registerCashPayments(jobs, bookingDeps);
  registerDepartureRefunds(jobs, { db: database.db, refund: refundForJobs(bookingDeps) });
  // A departure below its minimum at its decision time is cancelled through the same path (decision 0229).
  registerMinimumDecisions(jobs, {
    db: database.db,
    wake: () => {
      // A trip cancelled leaves the public catalogue, as after the staff route.
      app.catalogCache.invalidate();
      jobs.wake();
    },
  });
  registerDepartureMail(jobs, { ...bookingDeps, reminderHours: config.REMINDER_HOURS });
  // A full departure's waitlist: freed places offered in order, each invitation e-mailed once (decision 0235).
  registerWaitlist(jobs, {
    db: database.db,
    mailer,
    log: app.log,
    publicUrl: config.publicUrl,
    brand: BRAND_NAME,
    wake: () => jobs.wake(),
  });
  await app.register(waitlistRoutes, { db: database.db, limiter, sessions });
  // Facturas through Facturapi (decision 0221): asked for from the voucher, stamped and e-mailed by jobs.
  const invoicingDeps = {
    db: database.db,
    mailer,
    log: app.log,
    brand: BRAND_NAME,
    operatorEmail: config.OPERATOR_EMAIL,
    facturapi: facturapi.client,
    testMode: facturapi.testMode,
  };
  registerInvoicing(jobs, invoicingDeps);
  await app.register(invoicingRoutes, { deps: bookingDeps, invoicing: invoicingDeps, sessions, jobs });
  await app.register(reviewRoutes, {
    db: database.db,
    cache: catalogCache,
    limiter,
    sessions,
    requireRoles,
    secret: config.authSecret,
  });
  await spaRoutes(app, {
    distDir: config.WEB_DIST ?? defaultWebDist,
    db: database.db,
    cache: catalogCache,
    publicUrl: config.publicUrl,
  });

  return app;
}
