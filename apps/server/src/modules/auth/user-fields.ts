import { APIError } from 'better-auth/api';
import { authUserFieldsSchema, said } from '@hv/shared';
import { isSaidKey, say } from '../../lib/i18n.ts';

/**
 * better-auth routes that write a user's personal fields, and where in the body they are. The
 * admin plugin's routes (Administradores only) take them under `data`, its create-user also
 * `name` at the top.
 */
const WRITERS: Record<string, ('body' | 'data')[]> = {
  '/sign-up/email': ['body'],
  '/update-user': ['body'],
  '/admin/create-user': ['body', 'data'],
  '/admin/update-user': ['data'],
};

/**
 * Issue 13: the profile's limits on every better-auth path that writes name, full name, phone,
 * country, city, locale or image (one shared schema, `authUserFieldsSchema`). Called from the
 * `hooks.before` middleware, so a refused request stores nothing. On success the checked
 * values are written back trimmed, with "" as null, as the profile route stores them.
 */
export function checkUserFields(path: string, body: unknown): void {
  const places = WRITERS[path];
  if (!places || !isObject(body)) return;
  for (const place of places) {
    const target = place === 'body' ? body : body.data;
    if (!isObject(target)) continue;
    const result = authUserFieldsSchema.safeParse(target);
    if (!result.success) {
      // The shared rules give keys of the shared catalogue: written here in Spanish, as the API
      // speaks, with the first one's key beside it (docs/decisions/0197-messages-travel-as-keys.md).
      const spanish = (message: string) => (isSaidKey(message) ? say('es', said(message)) : message);
      const fields: Record<string, string> = {};
      for (const issue of result.error.issues) fields[String(issue.path[0] ?? '')] ??= spanish(issue.message);
      const first = result.error.issues[0]!.message;
      throw new APIError('BAD_REQUEST', {
        code: 'INVALID_PROFILE_FIELDS',
        message: spanish(first),
        ...(isSaidKey(first) && { key: first }),
        fields,
      });
    }
    for (const [key, value] of Object.entries(result.data)) if (value !== undefined) target[key] = value;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
