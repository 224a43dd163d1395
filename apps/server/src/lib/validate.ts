import type { z } from 'zod';
import { MESSAGES } from '@hv/shared';
import { AppError } from './errors.ts';

/** Parses with a shared schema, turning failures into a 400 with per-field Spanish messages. */
export function parseOrThrow<S extends z.ZodTypeAny>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
  throw new AppError('validation', MESSAGES.validation, fields);
}
