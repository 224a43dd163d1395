import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '@hv/shared';

// Field messages the shared schemas do not spell out themselves (a wrong type, an unknown key,
// a length) come from zod's own catalogue: in Spanish, like every other message of the API.
z.config(z.locales.es());

export type ErrorCode =
  | 'validation'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'rate_limited'
  | 'unprocessable'
  | 'bad_gateway'
  | 'internal';

const STATUS: Record<ErrorCode, number> = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  unprocessable: 422,
  bad_gateway: 502,
  internal: 500,
};

/** The one error type services throw; the handler below turns it into the API's JSON shape. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
  get status() {
    return STATUS[this.code];
  }
}

export const notFound = (message: string = MESSAGES.notFound) => new AppError('not_found', message);

export function errorBody(code: string, message: string, fields?: Record<string, string>) {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/**
 * PostgreSQL's "data exception" class (SQLSTATE 22xxx): a value that passed the schema but
 * that the column cannot hold — a NUL character, 30 February, a number past numeric(12,2) or
 * int4. It is the client's input, so 400, never 500; the statement failed, so nothing was
 * written. Drizzle wraps the driver's error in `cause`.
 */
export function isDataException(error: unknown): boolean {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = typeof e?.code === 'string' ? e.code : e?.cause?.code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}

/**
 * Errors Fastify raises before routing (a URL that is not valid UTF-8 once decoded, a path
 * parameter over the length limit): the same JSON shape and Spanish message as the rest.
 */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  return reply.status(status).send(errorBody('validation', MESSAGES.validation));
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.status).send(errorBody(error.code, error.message, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const path = (issue.params as { issue?: { path?: PropertyKey[] } }).issue?.path;
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || path?.map(String).join('.') || '_';
        fields[key] ??= issue.message ?? MESSAGES.validation;
      }
      return reply.status(400).send(errorBody('validation', MESSAGES.validation, fields));
    }
    if (isDataException(error)) {
      request.log.warn({ err: error }, 'input refused by the database');
      return reply.status(400).send(errorBody('validation', MESSAGES.validation));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send(errorBody('rate_limited', MESSAGES.rateLimited));
    if (status === 413)
      return reply.status(413).send(errorBody('payload_too_large', 'El archivo o la solicitud es demasiado grande.'));
    if (status === 415) return reply.status(415).send(errorBody('unsupported_media_type', 'Tipo de contenido no admitido.'));
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type, etc.: never echo internals.
      return reply.status(status).send(errorBody('validation', MESSAGES.validation));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody('internal', MESSAGES.internal));
  });
}
