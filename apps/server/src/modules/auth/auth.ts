import { and, eq, like } from 'drizzle-orm';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { admin, twoFactor } from 'better-auth/plugins';
import { createAccessControl } from 'better-auth/plugins/access';
import { adminAc, defaultStatements, userAc } from 'better-auth/plugins/admin/access';
import { BRAND_NAME, DEFAULT_ROLE, isStaff, localizedPaths, PASSWORD_MIN_LENGTH, type Locale, type Role } from '@hv/shared';
import type { ReadyConfig } from '../../config.ts';
import { siteLocale } from '../../lib/i18n.ts';
import type { Mailer } from '../mail/index.ts';
import { passwordResetEmail, verificationEmail } from './emails.ts';
import { checkEnrolCode, dropEnrolCode, ENROL_CODE_HEADER, ENROL_CODE_MESSAGES } from './enrol-code.ts';
import { resetLimitMessage, takeResetSlot } from './reset-limit.ts';
import {
  endOtherSessionsOnEnrolment,
  FRESH_FACTOR_PATHS,
  requireFreshSecondFactor,
  secondFactorOfNewSession,
  type SessionSecondFactor,
} from './second-factor.ts';
import { socialProviders } from './social-providers.ts';
import { checkUserFields } from './user-fields.ts';
import type { Db } from '../../db/client.ts';
import * as schema from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { trustedOrigins } from '../../lib/origin-guard.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';

// better-auth's admin plugin checks its own endpoints against these roles; our own staff
// routes use requireRoles() (guard.ts), which follows docs/product.md §4.
const ac = createAccessControl(defaultStatements);
const roles = {
  Administrador: ac.newRole(adminAc.statements),
  Coordinador: ac.newRole(userAc.statements),
  Organizador: ac.newRole(userAc.statements),
  Proveedor: ac.newRole(userAc.statements),
  Viajero: ac.newRole(userAc.statements),
};

/** Whether a verification token's payload asks to move the account to another e-mail. */
function changesEmail(token: string): boolean {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
    return payload.updateTo !== undefined || payload.requestType !== undefined;
  } catch {
    return false; // not a JWT: better-auth refuses it itself
  }
}

/**
 * docs/product.md §3.3: the reset link goes to /password-reset with the token in the address
 * fragment (/en/password-reset for an English account).
 */
export const passwordResetLink = (publicUrl: string, token: string, locale: Locale = 'es') =>
  `${publicUrl}${localizedPaths(locale).passwordReset}#access_token=${encodeURIComponent(token)}&type=recovery`;

/** The language of an account's e-mails: its stored `locale` ('en-US' → English), Spanish when none. */
const accountLocale = (user: object) => siteLocale((user as { locale?: string | null }).locale);

/** The enrolment code's per-account limit (a 429 AppError) in better-auth's shape, with the minutes to wait. */
async function checkEnrolCodeForAuth(db: Db, limiter: RateLimiter, userId: string, code: string): Promise<boolean> {
  try {
    return await checkEnrolCode(db, limiter, userId, code);
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'rate_limited') throw error;
    const minutes = Math.max(1, Math.ceil(Number(error.headers?.['retry-after'] ?? 60) / 60));
    throw new APIError('TOO_MANY_REQUESTS', {
      code: 'ENROL_CODE_LIMIT',
      message: ENROL_CODE_MESSAGES.tooManyTries(minutes),
      minutes,
    });
  }
}

export function createAuth(config: ReadyConfig, db: Db, mailer: Mailer, limiter: RateLimiter) {
  return betterAuth({
    appName: BRAND_NAME,
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    // The Vite dev server (npm run dev) calls the API from its own origin.
    trustedOrigins: trustedOrigins(config),
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        rateLimit: schema.rateLimit,
        twoFactor: schema.twoFactor,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      autoSignIn: true,
      // Decision: an unconfirmed account may sign in (docs/decisions/0016-unconfirmed-accounts-may-sign-in.md);
      // the e-mail confirms the address.
      requireEmailVerification: false,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      // The newest link wins: once a reset succeeds, every other link still in someone's inbox dies.
      async onPasswordReset({ user }) {
        await db
          .delete(schema.verification)
          .where(and(like(schema.verification.identifier, 'reset-password:%'), eq(schema.verification.value, user.id)));
      },
      async sendResetPassword({ user, token }) {
        const name = (user as { fullName?: string | null }).fullName ?? user.name;
        const locale = accountLocale(user);
        await mailer.send(passwordResetEmail(user.email, name, passwordResetLink(config.publicUrl, token, locale), locale));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      async sendVerificationEmail({ user, url }) {
        const name = (user as { fullName?: string | null }).fullName ?? user.name;
        await mailer.send(verificationEmail(user.email, name, url, accountLocale(user)));
      },
    },
    socialProviders: socialProviders(config),
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        // Issue 13: the profile's limits (sizes, country list, locale) on every path that writes a user.
        checkUserFields(ctx.path, ctx.body);
        // A verification token that moves an account's e-mail (better-auth's change-email flows,
        // `updateTo`) is never honoured, so a verification can only confirm the address it was
        // sent to — and signs in only that address's owner.
        if (ctx.path === '/verify-email' && typeof ctx.query?.token === 'string' && changesEmail(ctx.query.token)) {
          throw new APIError('BAD_REQUEST', { message: 'invalid token', code: 'INVALID_TOKEN' });
        }
        // With staff MFA required, binding an authenticator to a staff account also needs the code
        // e-mailed to it (enrol-code.ts): the password alone could be a stolen one.
        if (ctx.path === '/two-factor/enable' && config.REQUIRE_STAFF_MFA) {
          const session = await getSessionFromCtx(ctx);
          if (session && isStaff(session.user.role as Role)) {
            const code = ctx.headers?.get(ENROL_CODE_HEADER) ?? '';
            if (!code) throw new APIError('FORBIDDEN', { code: 'ENROL_CODE_REQUIRED', message: ENROL_CODE_MESSAGES.required });
            if (!(await checkEnrolCodeForAuth(db, limiter, session.user.id, code)))
              throw new APIError('FORBIDDEN', { code: 'ENROL_CODE_INVALID', message: ENROL_CODE_MESSAGES.invalid });
          }
        }
        // Issue 27 item 1: the authenticator's secret and new backup codes only for a session that
        // passed the second factor a moment ago — the password alone could be a stolen one.
        if (FRESH_FACTOR_PATHS.has(ctx.path)) {
          const session = await getSessionFromCtx(ctx);
          if (session) requireFreshSecondFactor(session.session as SessionSecondFactor);
        }
        // docs/product.md §3.3, enforced here too: 3 reset e-mails per address per 5 minutes.
        if (ctx.path === '/request-password-reset' && typeof ctx.body?.email === 'string') {
          const slot = await takeResetSlot(db, ctx.body.email);
          if (!slot.ok)
            throw new APIError('TOO_MANY_REQUESTS', {
              message: resetLimitMessage(slot.minutes),
              code: 'RESET_LIMIT',
              minutes: slot.minutes,
            });
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        const enrolled = ctx.path === '/two-factor/enable' && !(ctx.context.returned instanceof Error);
        if (enrolled && config.REQUIRE_STAFF_MFA && ctx.context.session) await dropEnrolCode(db, ctx.context.session.user.id);
      }),
    },
    user: {
      // The product has no e-mail change; its tokens would move an account to another address.
      changeEmail: { enabled: false },
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
    databaseHooks: {
      // Issue 27 item 1 (second-factor.ts): each session says whether it passed the second factor,
      // and enrolling ends the account's other sessions.
      session: {
        create: {
          before: async (session, ctx) => ({
            data: { ...session, twoFactorVerifiedAt: secondFactorOfNewSession(session.userId, ctx) },
          }),
        },
      },
      user: { update: { after: endOtherSessionsOnEnrolment } },
    },
    session: {
      // When this session passed the second factor (second-factor.ts); set only by the hook above.
      additionalFields: { twoFactorVerifiedAt: { type: 'date', required: false, input: false } },
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
      cookieCache: { enabled: false },
    },
    plugins: [
      admin({ ac, roles, defaultRole: DEFAULT_ROLE, adminRoles: ['Administrador'] }),
      twoFactor({ issuer: BRAND_NAME, skipVerificationOnEnable: false }),
    ],
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
