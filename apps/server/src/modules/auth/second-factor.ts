import type { GenericEndpointContext } from 'better-auth';
import { APIError } from 'better-auth/api';

/*
 * Two-step verification is a property of the session, not only of the account (issue 27 item 1,
 * docs/decisions/0161-second-factor-per-session.md). Each session records when it passed the
 * second factor (`session.two_factor_verified_at`): the staff guard asks for it under
 * REQUIRE_STAFF_MFA, and reading the authenticator's secret or making backup codes asks for it
 * within the last minutes. A session opened with the password alone — before the owner enrolled,
 * or by a path better-auth does not challenge (an e-mail confirmation link, a social sign-in) —
 * never has it.
 */

/** better-auth's endpoints that create a session only after checking a code of the second factor. */
const VERIFY_PATHS = new Set(['/two-factor/verify-totp', '/two-factor/verify-backup-code', '/two-factor/verify-otp']);

/** Endpoints that enrol an account (its `twoFactorEnabled` turns on there). */
const ENROL_PATHS = new Set(['/two-factor/verify-totp', '/two-factor/verify-otp', '/two-factor/enable']);

/** Endpoints that hand out the second factor itself: they need a fresh one on the asking session. */
export const FRESH_FACTOR_PATHS = new Set(['/two-factor/get-totp-uri', '/two-factor/generate-backup-codes']);

/** How long after passing the second factor a session may read the secret or make backup codes. */
export const FRESH_SECOND_FACTOR_MS = 10 * 60_000;

export const SECOND_FACTOR_MESSAGES = {
  fresh:
    'Para ver la clave de tu app o crear códigos de respaldo, vuelve a iniciar sesión con el código de tu app de verificación.',
};

export interface SessionSecondFactor {
  twoFactorVerifiedAt?: Date | string | null;
}

const timeOf = (at: Date | string | null | undefined) => (at ? new Date(at).getTime() : null);

/**
 * When a session being created passed the second factor: now on a verification endpoint (it
 * creates a session only after a right code: a sign-in's second step, or the enrolment's own
 * check); otherwise the time of the asking session of the same account, which the new one
 * replaces (a password change that ends the other sessions); else never.
 */
export function secondFactorOfNewSession(userId: string, ctx: GenericEndpointContext | null): Date | null {
  if (!ctx) return null;
  if (VERIFY_PATHS.has(ctx.path)) return new Date();
  const current = ctx.context.session;
  if (current?.user.id !== userId) return null;
  const at = timeOf((current.session as SessionSecondFactor).twoFactorVerifiedAt);
  return at === null ? null : new Date(at);
}

/**
 * Enrolling ends every other session of the account: one opened with the password before the
 * enrolment (perhaps a thief's) must not go on as if it had passed the code. The enrolment's own
 * new session is kept (better-auth creates it right after turning two-factor on).
 */
export async function endOtherSessionsOnEnrolment(
  user: { id: string; twoFactorEnabled?: boolean | null },
  ctx: GenericEndpointContext | null,
) {
  if (!ctx || !ENROL_PATHS.has(ctx.path) || !user.twoFactorEnabled) return;
  const keep = ctx.context.newSession?.session.id;
  await ctx.context.adapter.deleteMany({
    model: 'session',
    where: [{ field: 'userId', value: user.id }, ...(keep ? [{ field: 'id', operator: 'ne' as const, value: keep }] : [])],
  });
}

/** Whether a session passed the second factor at all, or within `withinMs`. */
export function passedSecondFactor(session: SessionSecondFactor, withinMs = Infinity, now = Date.now()): boolean {
  const at = timeOf(session.twoFactorVerifiedAt);
  return at !== null && now - at < withinMs;
}

/** Refuses the endpoints that hand out the second factor to a session without a fresh one. */
export function requireFreshSecondFactor(session: SessionSecondFactor) {
  if (!passedSecondFactor(session, FRESH_SECOND_FACTOR_MS)) {
    throw new APIError('FORBIDDEN', { code: 'SECOND_FACTOR_REQUIRED', message: SECOND_FACTOR_MESSAGES.fresh });
  }
}
