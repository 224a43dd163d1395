import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { isStaff, said, type Role } from '@hv/shared';
import { AppError } from '../../lib/errors.ts';
import type { SessionReader, SessionUser } from './sessions.ts';

export const MFA_REQUIRED_MESSAGE = 'Activa la verificación en dos pasos en tu perfil para entrar al área de administración.';
export const MFA_SESSION_MESSAGE =
  'Esta sesión se abrió sin el código de tu app de verificación. Cierra sesión y vuelve a entrar con tu contraseña y el código para usar el área de administración.';

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
 * With no roles given, any signed-in user passes. With REQUIRE_STAFF_MFA, staff routes refuse
 * an account without two-step verification (`mfa: 'required'`, until it enrols) and a session
 * that did not pass the second factor itself (`mfa: 'session'`: opened with the password alone,
 * whatever the account did since; issue 27 item 1).
 */
export function makeRequireRoles(sessions: SessionReader, opts: { staffMfa: boolean }): RequireRoles {
  return (...roles: Role[]): onRequestAsyncHookHandler =>
    async function requireRoles(request: FastifyRequest, _reply: FastifyReply) {
      const user = await sessions.user(request);
      // Said by key, so a traveller's page says them in its language (docs/decisions/0197-messages-travel-as-keys.md);
      // the MFA sentences below reach staff only, who read Spanish.
      if (!user) throw new AppError('unauthorized', said('common.unauthorized'));
      if (roles.length && !roles.includes(user.role)) throw new AppError('forbidden', said('common.forbidden'));
      if (opts.staffMfa && roles.length && roles.every(isStaff)) {
        if (!user.twoFactorEnabled) throw new AppError('forbidden', MFA_REQUIRED_MESSAGE, { mfa: 'required' });
        if (!user.twoFactorVerified) throw new AppError('forbidden', MFA_SESSION_MESSAGE, { mfa: 'session' });
      }
      request.sessionUser = user;
    };
}
