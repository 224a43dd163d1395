import { APIError } from 'better-auth/api';
import { authUserFieldsSchema } from '@hv/shared';

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
      const fields: Record<string, string> = {};
      for (const issue of result.error.issues) fields[String(issue.path[0] ?? '')] ??= issue.message;
      throw new APIError('BAD_REQUEST', {
        code: 'INVALID_PROFILE_FIELDS',
        message: result.error.issues[0]!.message,
        fields,
      });
    }
    for (const [key, value] of Object.entries(result.data)) if (value !== undefined) target[key] = value;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
