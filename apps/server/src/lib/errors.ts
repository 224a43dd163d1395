import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { said, type Said } from '@hv/shared';
import { isSaidKey, say } from './i18n.ts';

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

/**
 * What an error says: a key of the shared catalogue with its values (`said('payment.placesLeft',
 * { n: 2 })`), which the API's Spanish `message` is written from and the browser says in the
 * page's language; or, where a module still throws a finished Spanish sentence, that sentence
 * (docs/decisions/0197-messages-travel-as-keys.md).
 */
export type Words = string | Said;

const spanish = (words: Words) => (typeof words === 'string' ? words : say('es', words));

/** The one error type services throw; the handler below turns it into the API's JSON shape. */
export class AppError extends Error {
  /** The message's key and values, when it has them. */
  readonly said: Said | undefined;
  /** Each field's message in Spanish. */
  readonly fields: Record<string, string> | undefined;
  /** The key and values of each field message that has them. */
  readonly fieldKeys: Record<string, Said> | undefined;

  constructor(
    readonly code: ErrorCode,
    message: Words,
    fields?: Record<string, Words>,
    readonly headers?: Record<string, string>,
  ) {
    super(spanish(message));
    this.said = typeof message === 'string' ? undefined : message;
    this.fields = fields && Object.fromEntries(Object.entries(fields).map(([name, words]) => [name, spanish(words)]));
    const keyed = fields && Object.entries(fields).filter((entry): entry is [string, Said] => typeof entry[1] !== 'string');
    this.fieldKeys = keyed?.length ? Object.fromEntries(keyed) : undefined;
  }
  get status() {
    return STATUS[this.code];
  }
  /** The message as it was given: its key and values when it has them, else the sentence. */
  get words(): Words {
    return this.said ?? this.message;
  }
  /** The field messages as they were given (keys and values where they have them). */
  get fieldWords(): Record<string, Words> | undefined {
    return this.fields && { ...this.fields, ...this.fieldKeys };
  }
}

export const notFound = (message: Words = said('common.notFound')) => new AppError('not_found', message);

/**
 * The API's error body: `code` (the kind of error), `message` (Spanish, the API's documented
 * words) and `fields` (Spanish, per field), plus — for what is said from the shared catalogue —
 * `key` and `params` of the message and `fieldKeys` of the field messages, for the browser to
 * say them in the page's language (docs/decisions/0197-messages-travel-as-keys.md).
 */
export function errorBody(code: string, message: Words, fields?: Record<string, Words>) {
  const error = new AppError('internal', message, fields);
  return {
    error: {
      code,
      message: error.message,
      ...(error.said && { key: error.said.key, ...(error.said.params && { params: error.said.params }) }),
      ...(error.fields && { fields: error.fields }),
      ...(error.fieldKeys && { fieldKeys: error.fieldKeys }),
    },
  };
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
  return reply.status(status).send(errorBody('validation', said('common.validation')));
}

/** A zod issue's message: a shared schema's key (said from the catalogue), or zod's own Spanish sentence. */
export const issueWords = (message: string | undefined): Words =>
  message === undefined ? said('common.validation') : isSaidKey(message) ? said(message) : message;

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.status).send(errorBody(error.code, error.words, error.fieldWords));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, Words> = {};
      for (const issue of error.validation) {
        const path = (issue.params as { issue?: { path?: PropertyKey[] } }).issue?.path;
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || path?.map(String).join('.') || '_';
        fields[key] ??= issueWords(issue.message);
      }
      return reply.status(400).send(errorBody('validation', said('common.validation'), fields));
    }
    if (isDataException(error)) {
      request.log.warn({ err: error }, 'input refused by the database');
      return reply.status(400).send(errorBody('validation', said('common.validation')));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send(errorBody('rate_limited', said('common.rateLimited')));
    if (status === 413) return reply.status(413).send(errorBody('payload_too_large', said('common.payloadTooLarge')));
    if (status === 415) return reply.status(415).send(errorBody('unsupported_media_type', said('common.unsupportedMediaType')));
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type, etc.: never echo internals.
      return reply.status(status).send(errorBody('validation', said('common.validation')));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody('internal', said('common.internal')));
  });
}
