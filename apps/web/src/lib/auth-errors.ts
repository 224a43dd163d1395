import { ApiRequestError } from './api.ts';

/*
 * The one place where better-auth's answers become errors with Spanish messages (docs/architecture.md §15.5).
 * better-auth reports English messages with stable codes; the account toasts of docs/product.md §3
 * show the server's message, so the codes a visitor can meet are translated here. Messages our own
 * server writes in Spanish (the reset limit) pass through.
 */

const ORIGIN_REFUSED =
  'El servidor rechazó la solicitud porque esta página se abrió desde una dirección que no reconoce. Abre el sitio desde su dirección habitual e inténtalo de nuevo.';

const SPANISH_BY_CODE: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'Correo o contraseña incorrectos.',
  INVALID_PASSWORD: 'La contraseña no es correcta.',
  INVALID_EMAIL: 'El correo no es válido.',
  USER_ALREADY_EXISTS: 'Ya existe una cuenta con este correo.',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'Ya existe una cuenta con este correo.',
  PASSWORD_TOO_SHORT: 'La contraseña debe tener al menos 6 caracteres.',
  PASSWORD_TOO_LONG: 'La contraseña es demasiado larga.',
  INVALID_TOKEN: 'El enlace de recuperación de contraseña es inválido o ha expirado.',
  TOKEN_EXPIRED: 'El enlace de recuperación de contraseña es inválido o ha expirado.',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'Esta cuenta no tiene contraseña; entra con Google o Facebook.',
  PROVIDER_NOT_FOUND: 'Este proveedor no está configurado en este sitio.',
  INVALID_CODE: 'El código no es válido. Revisa tu app de autenticación e inténtalo de nuevo.',
  INVALID_TWO_FACTOR_COOKIE: 'La verificación caducó. Vuelve a iniciar sesión.',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'Demasiados intentos. Vuelve a iniciar sesión.',
  ACCOUNT_TEMPORARILY_LOCKED: 'Demasiados intentos fallidos. Tu cuenta está bloqueada temporalmente; inténtalo más tarde.',
  TOTP_ALREADY_ENABLED: 'La verificación en dos pasos ya está activada.',
  TWO_FACTOR_NOT_ENABLED: 'La verificación en dos pasos no está activada.',
  SESSION_EXPIRED: 'Tu sesión caducó. Vuelve a iniciar sesión.',
  INVALID_ORIGIN: ORIGIN_REFUSED,
  INVALID_CALLBACK_URL: ORIGIN_REFUSED,
};

// Codes whose message our server already writes in Spanish.
const SPANISH_SERVER_CODES = new Set(['RESET_LIMIT', 'ENROL_CODE_REQUIRED', 'ENROL_CODE_INVALID', 'INVALID_PROFILE_FIELDS']);

const TOO_MANY_REQUESTS = 'Demasiados intentos. Espera un momento e inténtalo de nuevo.';
const NETWORK = 'No pudimos conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.';

/** better-auth's error object: its body (code, message, extra fields) plus the HTTP status. */
export interface AuthClientError {
  status?: number;
  code?: string;
  message?: string;
  minutes?: unknown;
  /** Our own API's error shape (the origin guard in front of better-auth answers with it, in Spanish). */
  error?: { code?: string; message?: string };
}

export class AuthRequestError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  /** Set only when the Spanish message is known; otherwise callers show their fallback. */
  readonly spanishMessage: string | undefined;
  /** Minutes to wait, when the server refused a reset request over the limit. */
  readonly minutes: number | undefined;

  constructor(status: number, code: string | undefined, spanishMessage: string | undefined, minutes?: number) {
    super(spanishMessage ?? code ?? `HTTP ${status}`);
    this.name = 'AuthRequestError';
    this.status = status;
    this.code = code;
    this.spanishMessage = spanishMessage;
    this.minutes = minutes;
  }
}

export function toAuthRequestError(error: AuthClientError): AuthRequestError {
  const status = error.status ?? 0;
  const code = error.code;
  const minutes = typeof error.minutes === 'number' ? error.minutes : undefined;
  let message: string | undefined;
  if (code && SPANISH_SERVER_CODES.has(code)) message = error.message;
  else if (error.error?.message) message = error.error.message;
  else if (code && SPANISH_BY_CODE[code]) message = SPANISH_BY_CODE[code];
  else if (status === 429) message = TOO_MANY_REQUESTS;
  else if (status === 0) message = NETWORK;
  return new AuthRequestError(status, code, message, minutes);
}

/** The Spanish text to show for a failed auth call, or `fallback` when there is none. */
export function authErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof AuthRequestError) return error.spanishMessage ?? fallback;
  // Our own API (e.g. /api/config) already answers in Spanish.
  if (error instanceof ApiRequestError) return error.message;
  return fallback;
}

type AuthResult<T> = { data: T; error: null } | { data: null; error: AuthClientError };

/** Awaits a better-auth client call: its data, or an AuthRequestError. */
export async function unwrapAuth<T>(call: Promise<AuthResult<T>>): Promise<NonNullable<T>> {
  let result: AuthResult<T>;
  try {
    result = await call;
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new AuthRequestError(0, 'NETWORK', NETWORK);
  }
  if (result.error) throw toAuthRequestError(result.error);
  // Without an error better-auth always sends a body.
  return result.data as NonNullable<T>;
}
