import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin } from 'better-auth/plugins';
import { createAccessControl } from 'better-auth/plugins/access';
import { adminAc, defaultStatements, userAc } from 'better-auth/plugins/admin/access';
import { BRAND_NAME, DEFAULT_ROLE, PASSWORD_MIN_LENGTH } from '@hv/shared';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import * as schema from '../../db/schema.ts';

// better-auth's admin plugin checks its own endpoints against these roles; our own staff
// routes use requireRoles() (guard.ts), which follows SPEC §6.
const ac = createAccessControl(defaultStatements);
const roles = {
  Administrador: ac.newRole(adminAc.statements),
  Coordinador: ac.newRole(userAc.statements),
  Organizador: ac.newRole(userAc.statements),
  Proveedor: ac.newRole(userAc.statements),
  Viajero: ac.newRole(userAc.statements),
};

export function createAuth(config: Config, db: Db) {
  return betterAuth({
    appName: BRAND_NAME,
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    // The Vite dev server (npm run dev) calls the API from its own origin.
    trustedOrigins: config.NODE_ENV === 'development' ? [config.publicUrl, 'http://localhost:5173'] : [config.publicUrl],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        rateLimit: schema.rateLimit,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      autoSignIn: true,
    },
    user: {
      additionalFields: {
        fullName: { type: 'string', required: false },
        phone: { type: 'string', required: false },
        country: { type: 'string', required: false },
        city: { type: 'string', required: false },
        locale: { type: 'string', required: false },
        avatarUrl: { type: 'string', required: false, input: false },
        seeds: { type: 'number', required: false, input: false, defaultValue: 0 },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
      cookieCache: { enabled: false },
    },
    plugins: [admin({ ac, roles, defaultRole: DEFAULT_ROLE, adminRoles: ['Administrador'] })],
    rateLimit: {
      // Stored in the database, so every process shares the same counters.
      enabled: config.NODE_ENV !== 'test',
      storage: 'database',
      modelName: 'rateLimit',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 60, max: 10 },
        '/sign-up/email': { window: 60, max: 5 },
        '/request-password-reset': { window: 300, max: 5 },
      },
    },
    advanced: {
      database: { generateId: 'uuid' },
      useSecureCookies: config.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
      // better-auth skips its Origin check when NODE_ENV=test; keep it on so tests see the real thing.
      disableOriginCheck: false,
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
