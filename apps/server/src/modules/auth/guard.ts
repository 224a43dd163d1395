import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { isStaff, MESSAGES, type Role } from '@hv/shared';
import { AppError } from '../../lib/errors.ts';
import type { SessionReader, SessionUser } from './sessions.ts';

export const MFA_REQUIRED_MESSAGE = 'Activa la verificación en dos pasos en tu perfil para entrar al área de administración.';

declare module 'fastify' {
  interface FastifyRequest {
    sessionUser: SessionUser | null;
  }
}

/** A route guard by roles; registered as an onRequest hook. */
export type RequireRoles = (...roles: Role[]) => onRequestAsyncHookHandler;

/**
 * Guards a route by roles, the one helper for it (docs/architecture.md §4 step 3, §6). No session → 401; a role outside the
 * list → 403. Routes register it as an `onRequest` hook: who is asking is settled before the
 * body is read or validated, so an anonymous caller learns nothing about a route's fields.
 * With no roles given, any signed-in user passes. With REQUIRE_STAFF_MFA, staff without
 * two-step verification are refused on staff routes until they enrol.
 */
export function makeRequireRoles(sessions: SessionReader, opts: { staffMfa: boolean }): RequireRoles {
  return (...roles: Role[]): onRequestAsyncHookHandler =>
    async function requireRoles(request: FastifyRequest, _reply: FastifyReply) {
      const user = await sessions.user(request);
      if (!user) throw new AppError('unauthorized', MESSAGES.unauthorized);
      if (roles.length && !roles.includes(user.role)) throw new AppError('forbidden', MESSAGES.forbidden);
      if (opts.staffMfa && roles.length && roles.every(isStaff) && !user.twoFactorEnabled) {
        throw new AppError('forbidden', MFA_REQUIRED_MESSAGE, { mfa: 'required' });
      }
      request.sessionUser = user;
    };
}
