import { resolve } from 'node:path';
import { z } from 'zod';
import { BRAND_NAME, DEMO_OPERATOR, type OperatorIdentity } from '@hv/shared';
import type { S3Settings } from './modules/storage/s3-driver.ts';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const optional = z.string().trim().min(1).optional();

// The one environment schema: a bad value stops start-up with a clear message (docs/architecture.md §14).
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().url().optional(),
  // Connections each process may open to DATABASE_URL (processes × this ≤ the server's max_connections).
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  PUBLIC_URL: z.string().url().optional(),
  AUTH_SECRET: z.string().min(32, 'debe tener al menos 32 caracteres').optional(),
  // Which X-Forwarded-* hops to believe (Fastify's trustProxy): `false`; `true` = the one proxy
  // in front (1 hop: a client cannot add addresses before it); a hop count; or the proxies'
  // addresses and CIDR ranges, comma-separated (docs/deploy.md).
  TRUST_PROXY: z
    .string()
    .trim()
    .regex(
      /^(true|false|1|0|\d{1,2}|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/,
      'true, false, un número de saltos o direcciones de los proxies separadas por comas',
    )
    .default('false')
    .transform((v): false | number | string[] =>
      v === 'false' || v === '0' ? false : v === 'true' ? 1 : /^\d+$/.test(v) ? Number(v) : v.split(/\s*,\s*/),
    ),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default(`${BRAND_NAME} <no-reply@hormigaviajera.mx>`),
  OPERATOR_EMAIL: z.string().email().default('operaciones@hormigaviajera.mx'),
  // S3-compatible storage: on when S3_BUCKET is set (docs/deploy.md).
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: optional,
  S3_BUCKET: optional,
  S3_PREFIX: z
    .string()
    .regex(
      /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*\/?$/,
      'carpetas separadas por "/", p. ej. hormiga/produccion',
    )
    .optional(),
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  S3_FORCE_PATH_STYLE: bool.optional(),
  PAYPAL_CLIENT_ID: optional,
  PAYPAL_CLIENT_SECRET: optional,
  PAYPAL_ENV: z.enum(['sandbox', 'live']).default('sandbox'),
  // Another PayPal-compatible API than PAYPAL_ENV's (the fault tests' stand-in, which outlives a killed server).
  PAYPAL_API_URL: z.string().url().optional(),
  // The id PayPal gives the webhook in the developer dashboard (verify-webhook-signature needs it).
  PAYPAL_WEBHOOK_ID: optional,
  // Mercado Pago (docs/decisions/0211): the account's keys; without the access token, the stand-in.
  MERCADOPAGO_ACCESS_TOKEN: optional,
  MERCADOPAGO_PUBLIC_KEY: optional,
  // The secret of "Tus integraciones › Webhooks": x-signature is checked with it.
  MERCADOPAGO_WEBHOOK_SECRET: optional,
  // At most this many card installments (meses sin intereses) offered on Mercado Pago's page.
  MERCADOPAGO_MAX_INSTALLMENTS: z.coerce.number().int().min(1).max(24).default(12),
  // Hours an OXXO or SPEI payment may take before Mercado Pago cancels its ticket.
  MERCADOPAGO_CASH_HOURS: z.coerce.number().int().min(1).max(720).default(48),
  // Facturapi (docs/decisions/0221-facturas-through-facturapi.md): the organization's secret key
  // (sk_test_… or sk_live_…); without it, the stand-in under /facturapi-standin/.
  FACTURAPI_KEY: optional,
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_CLIENT_SECRET: optional,
  FACEBOOK_CLIENT_ID: optional,
  FACEBOOK_CLIENT_SECRET: optional,
  DEMO_DATA: bool.optional(),
  REQUIRE_STAFF_MFA: bool.default(false),
  WHATSAPP_NUMBER: z
    .string()
    .regex(/^\d{8,15}$/, 'solo dígitos, con el código de país (p. ej. 5215512345678)')
    .default('5215512345678'),
  // The operator's legal identity shown in the footer, legal pages, voucher and e-mails (issue 30
  // item 6, docs/decisions/0199-checkout-feedback-and-operator-identity.md); demo values when unset.
  OPERATOR_LEGAL_NAME: z.string().trim().min(1).default(DEMO_OPERATOR.legal_name),
  OPERATOR_RFC: z
    .string()
    .trim()
    .regex(/^[A-ZÑ&]{3,4}\d{6}[A-Z\d]{3}$/, 'un RFC de 12 o 13 caracteres, p. ej. HVT150310AB1')
    .default(DEMO_OPERATOR.rfc),
  OPERATOR_RNT: z.string().trim().min(1).default(DEMO_OPERATOR.rnt),
  OPERATOR_ADDRESS: z.string().trim().min(1).default(DEMO_OPERATOR.address),
  OPERATOR_PHONE: z.string().trim().min(1).default(DEMO_OPERATOR.phone),
  // Lets a scraper outside this machine read /metrics (loopback never needs it).
  METRICS_TOKEN: z.string().min(16, 'debe tener al menos 16 caracteres').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // The reminder e-mail goes this many hours before each departure (docs/product.md §15.5).
  REMINDER_HOURS: z.coerce.number().int().min(1).max(720).default(48),
  // Durable jobs (modules/jobs): how often each process looks for due ones (0 = never; default
  // 2000, none in tests), and after how long a claimed job whose process died is taken again.
  JOBS_POLL_MS: z.coerce.number().int().min(0).max(3_600_000).optional(),
  JOBS_LEASE_MS: z.coerce.number().int().min(1_000).max(86_400_000).default(300_000),
  WEB_DIST: z.string().optional(),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Env {
  dataDir: string;
  publicUrl: string;
  /**
   * AUTH_SECRET. null on the embedded database: buildApp() then uses the random secret kept in
   * DATA_DIR (lib/auth-secret.ts). A server database or an https site must set its own.
   */
  authSecret: string | null;
  /** Demo data is loaded on a fresh embedded database unless DEMO_DATA=false; on a server only if true. */
  demoData: boolean;
  /** null: an in-memory database (tests). */
  databaseUrl: string | null;
  inMemoryDb: boolean;
  /** null: files in DATA_DIR/storage. */
  s3: S3Settings | null;
}

/** The configuration once the signing secret is known (AUTH_SECRET, or the one kept in DATA_DIR). */
export type ReadyConfig = Config & { authSecret: string };

export class ConfigError extends Error {}

/** The operator's legal identity from the OPERATOR_* variables (demo values when unset). */
export const operatorOf = (config: Partial<Env>): OperatorIdentity => ({
  legal_name: config.OPERATOR_LEGAL_NAME ?? DEMO_OPERATOR.legal_name,
  rfc: config.OPERATOR_RFC ?? DEMO_OPERATOR.rfc,
  rnt: config.OPERATOR_RNT ?? DEMO_OPERATOR.rnt,
  address: config.OPERATOR_ADDRESS ?? DEMO_OPERATOR.address,
  phone: config.OPERATOR_PHONE ?? DEMO_OPERATOR.phone,
});

export function loadConfig(env: Record<string, string | undefined> = process.env, overrides: Partial<Config> = {}): Config {
  // An empty variable (`DATABASE_URL=`) means "not set", as in most deployment tools.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (i) => `  ${i.path.join('.')}: ${i.message} (valor: ${JSON.stringify(env[String(i.path[0])])})`,
    );
    throw new ConfigError(`Configuración inválida:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  // No secret is ever written in the source: a shared database or a public site brings its own
  // (the embedded one makes a random one in DATA_DIR; see docs/security.md).
  if (e.DATABASE_URL && !e.AUTH_SECRET) {
    throw new ConfigError(
      'Configuración inválida:\n  AUTH_SECRET: obligatorio cuando se usa DATABASE_URL (genera uno con `openssl rand -base64 48`)',
    );
  }
  if (e.PUBLIC_URL?.startsWith('https://') && !e.AUTH_SECRET) {
    throw new ConfigError(
      'Configuración inválida:\n  AUTH_SECRET: obligatorio cuando PUBLIC_URL usa https (genera uno con `openssl rand -base64 48`)',
    );
  }
  if (Boolean(e.PAYPAL_CLIENT_ID) !== Boolean(e.PAYPAL_CLIENT_SECRET)) {
    throw new ConfigError('Configuración inválida:\n  PAYPAL_CLIENT_ID y PAYPAL_CLIENT_SECRET: se definen los dos o ninguno');
  }
  const s3Vars = Object.keys(e).filter((k) => k.startsWith('S3_') && e[k as keyof Env] !== undefined);
  if (s3Vars.length > 0 && !e.S3_BUCKET) {
    throw new ConfigError(`Configuración inválida:\n  S3_BUCKET: obligatorio cuando se define ${s3Vars.join(', ')}`);
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('Configuración inválida:\n  S3_ACCESS_KEY_ID y S3_SECRET_ACCESS_KEY: se definen los dos o ninguno');
  }
  const port = e.PORT;
  return {
    ...e,
    // A relative DATA_DIR (the default './data' included) is read from where the command was run:
    // npm runs the server inside apps/server, but `npm start` at the repository root means ./data
    // there (npm passes that folder as INIT_CWD).
    dataDir: resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    authSecret: e.AUTH_SECRET ?? null,
    demoData: e.DATABASE_URL ? e.DEMO_DATA === true : e.DEMO_DATA !== false,
    databaseUrl: e.DATABASE_URL ?? null,
    inMemoryDb: false,
    s3: e.S3_BUCKET
      ? {
          endpoint: e.S3_ENDPOINT,
          // AWS needs a real region; most other stores accept any (R2 documents "auto").
          region: e.S3_REGION ?? 'us-east-1',
          bucket: e.S3_BUCKET,
          prefix: e.S3_PREFIX ? e.S3_PREFIX.replace(/\/?$/, '/') : '',
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          // Self-hosted stores (MinIO, Garage...) rarely have per-bucket host names; AWS prefers them.
          forcePathStyle: e.S3_FORCE_PATH_STYLE ?? Boolean(e.S3_ENDPOINT),
        }
      : null,
    ...overrides,
  };
}
