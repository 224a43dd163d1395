import type { z } from 'zod';
import { said } from '@hv/shared';
import { AppError, issueWords, type Words } from './errors.ts';

/** Parses with a shared schema, turning failures into a 400 with per-field Spanish messages. */
export function parseOrThrow<S extends z.ZodTypeAny>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields: Record<string, Words> = {};
  for (const issue of result.error.issues) fields[issue.path.join('.') || '_'] ??= issueWords(issue.message);
  throw new AppError('validation', said('common.validation'), fields);
}
