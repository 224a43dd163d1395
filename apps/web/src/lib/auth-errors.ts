import { PASSWORD_MIN_LENGTH, type Said, type SaidKey, type SaidParams } from '@hv/shared';
import { ApiRequestError } from './api.ts';
import type { MessageId, MessageValues } from './i18n.tsx';

/*
 * The one place where better-auth's answers become errors with the visitor's words (docs/architecture.md §15.5).
 * better-auth reports English messages with stable codes; the account toasts of docs/product.md §3
 * show the reason, so each code a visitor can meet gets a catalogue message here (shown through
 * `authErrorMessage` in the page's language). Our own server's refusals come with a key of the
 * shared catalogue beside their Spanish (a profile field's rule, the origin guard: decision 0197)
 * and are said by it; a message without a key the page knows passes through as it came.
 */

type Translate = (id: MessageId, values?: MessageValues) => string;

const MESSAGE_BY_CODE: Record<string, MessageId> = {
  INVALID_EMAIL_OR_PASSWORD: 'auth.error.invalidEmailOrPassword',
  INVALID_PASSWORD: 'auth.error.invalidPassword',
  INVALID_EMAIL: 'auth.error.invalidEmail',
  USER_ALREADY_EXISTS: 'auth.error.userExists',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'auth.error.userExists',
  PASSWORD_TOO_SHORT: 'auth.error.passwordTooShort',
  PASSWORD_TOO_LONG: 'auth.error.passwordTooLong',
  INVALID_TOKEN: 'auth.error.invalidResetLink',
  TOKEN_EXPIRED: 'auth.error.invalidResetLink',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'auth.error.noPassword',
  PROVIDER_NOT_FOUND: 'auth.error.providerNotFound',
  INVALID_CODE: 'auth.error.invalidCode',
  INVALID_TWO_FACTOR_COOKIE: 'auth.error.verificationExpired',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'auth.error.tooManyCodeAttempts',
  ACCOUNT_TEMPORARILY_LOCKED: 'auth.error.accountLocked',
  TOTP_ALREADY_ENABLED: 'auth.error.twoFactorAlreadyOn',
  TWO_FACTOR_NOT_ENABLED: 'auth.error.twoFactorNotOn',
  SESSION_EXPIRED: 'auth.error.sessionExpired',
  INVALID_ORIGIN: 'auth.error.originRefused',
  INVALID_CALLBACK_URL: 'auth.error.originRefused',
  // Our server's own codes (its Spanish words, in both catalogues).
  RESET_LIMIT: 'auth.error.resetLimit',
  ENROL_CODE_REQUIRED: 'auth.error.enrolCodeRequired',
  ENROL_CODE_INVALID: 'auth.error.enrolCodeInvalid',
  ENROL_CODE_LIMIT: 'auth.error.enrolCodeLimit',
};

// Codes whose message our server writes itself (the shared profile rules): said by their key.
const SERVER_MESSAGE_CODES = new Set(['INVALID_PROFILE_FIELDS']);

const TOO_MANY_REQUESTS: MessageId = 'auth.error.tooManyRequests';
const NETWORK: MessageId = 'auth.error.network';

/** better-auth's error object: its body (code, message, extra fields) plus the HTTP status. */
export interface AuthClientError {
  status?: number;
  code?: string;
  message?: string;
  minutes?: unknown;
  /** The shared catalogue's key of our server's own message (INVALID_PROFILE_FIELDS), and its values. */
  key?: unknown;
  params?: unknown;
  /** Our own API's error shape (the origin guard in front of better-auth answers with it, in Spanish). */
  error?: { code?: string; message?: string; key?: unknown; params?: unknown };
}

/** The key and values our server sent beside its Spanish, when it sent one. */
const saidOf = (key: unknown, params: unknown): Said | undefined =>
  typeof key === 'string'
    ? { key: key as SaidKey, ...(typeof params === 'object' && params !== null && { params: params as SaidParams }) }
    : undefined;

export class AuthRequestError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  /** The catalogue message for this refusal, when there is one. */
  readonly messageId: MessageId | undefined;
  /** The words our server sent itself (no catalogue message), in Spanish. */
  readonly serverMessage: string | undefined;
  /** Their key of the shared catalogue, to say them in the page's language. */
  readonly said: Said | undefined;
  /** Minutes to wait, when the server refused a reset request or enrolment codes over their limit. */
  readonly minutes: number | undefined;

  constructor(
    status: number,
    code: string | undefined,
    message: { id?: MessageId; server?: string; said?: Said } = {},
    minutes?: number,
  ) {
    super(message.server ?? message.id ?? code ?? `HTTP ${status}`);
    this.name = 'AuthRequestError';
    this.status = status;
    this.code = code;
    this.messageId = message.id;
    this.serverMessage = message.server;
    this.said = message.said;
    this.minutes = minutes;
  }
}

export function toAuthRequestError(error: AuthClientError): AuthRequestError {
  const status = error.status ?? 0;
  const code = error.code;
  const minutes = typeof error.minutes === 'number' ? error.minutes : undefined;
  let message: { id?: MessageId; server?: string; said?: Said } = {};
  if (code && SERVER_MESSAGE_CODES.has(code)) message = { server: error.message, said: saidOf(error.key, error.params) };
  else if (error.error?.message) message = { server: error.error.message, said: saidOf(error.error.key, error.error.params) };
  else if (code && MESSAGE_BY_CODE[code]) message = { id: MESSAGE_BY_CODE[code] };
  else if (status === 429) message = { id: TOO_MANY_REQUESTS };
  else if (status === 0) message = { id: NETWORK };
  return new AuthRequestError(status, code, message, minutes);
}

/** The words to show for a failed auth call in the page's language (`t` from useT('account')), or `fallback`'s. */
export function authErrorMessage(error: unknown, t: Translate, fallback: MessageId): string {
  if (error instanceof AuthRequestError) {
    if (error.messageId) return t(error.messageId, { min: PASSWORD_MIN_LENGTH, minutes: error.minutes ?? 1 });
    if (error.said) {
      // A key this page does not know comes back as itself: then the server's own words.
      const said = t(error.said.key, error.said.params);
      if (said !== error.said.key) return said;
    }
    return error.serverMessage ?? t(fallback);
  }
  // Our own API (e.g. /api/config) writes its own words.
  if (error instanceof ApiRequestError) return error.message;
  return t(fallback);
}

type AuthResult<T> = { data: T; error: null } | { data: null; error: AuthClientError };

/** Awaits a better-auth client call: its data, or an AuthRequestError. */
export async function unwrapAuth<T>(call: Promise<AuthResult<T>>): Promise<NonNullable<T>> {
  let result: AuthResult<T>;
  try {
    result = await call;
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new AuthRequestError(0, 'NETWORK', { id: NETWORK });
  }
  if (result.error) throw toAuthRequestError(result.error);
  // Without an error better-auth always sends a body.
  return result.data as NonNullable<T>;
}
