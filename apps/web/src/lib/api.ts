import type { ApiError, Said } from '@hv/shared';

/**
 * The one place where HTTP answers become data or errors (docs/architecture.md §15.5): every feature calls
 * `apiGet`/`apiSend`, and every failure arrives as an `ApiRequestError` carrying the
 * server's Spanish message and, for validation errors, per-field messages.
 */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;
  /** The message's key in the shared catalogue and its values, when the server said it by key (decision 0197). */
  readonly said: Said | undefined;
  /** The same for each field message said by key. */
  readonly fieldKeys: Record<string, Said> | undefined;

  constructor(
    status: number,
    code: string,
    message: string,
    fields?: Record<string, string>,
    said?: Said,
    fieldKeys?: Record<string, Said>,
  ) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.said = said;
    this.fieldKeys = fieldKeys;
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }
}

// Shown when the server is unreachable or answers something that is not our JSON error shape.
const NETWORK_MESSAGE = 'No pudimos conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.';
const UNEXPECTED_MESSAGE = 'Algo salió mal. Inténtalo de nuevo más tarde.';

type HttpMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** How a request reaches the API: the browser's fetch, or the server's own router when it renders a page. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (path, init) => fetch(path, init);

/**
 * Called once by the server-side renderer (docs/architecture.md §20): its pages read the API in-process,
 * with the same paths, answers and errors as the browser.
 */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

export function apiGet<T>(path: string, init?: { signal?: AbortSignal }): Promise<T> {
  return request<T>(path, { method: 'GET', signal: init?.signal });
}

/** Sends a JSON body (or FormData, for uploads) with the given method. */
export function apiSend<T>(method: HttpMethod, path: string, body?: unknown, init?: { signal?: AbortSignal }): Promise<T> {
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  return request<T>(path, {
    method,
    signal: init?.signal,
    headers: isForm || body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: isForm ? body : body === undefined ? undefined : JSON.stringify(body),
  });
}

async function request<T>(path: string, init: RequestInit): Promise<T> {
  let response: Response;
  try {
    // Same origin in production; session cookies must travel with every call.
    response = await transport(path, {
      ...init,
      credentials: 'include',
      headers: { Accept: 'application/json', ...(init.headers as Record<string, string> | undefined) },
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiRequestError(0, 'network_error', NETWORK_MESSAGE);
  }

  const body = await readJson(response);
  if (!response.ok) throw toApiRequestError(response.status, body);
  return body as T;
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function toApiRequestError(status: number, body: unknown): ApiRequestError {
  if (isApiError(body)) {
    const { code, message, fields, key, params, fieldKeys } = body.error;
    const said = key ? ({ key, ...(params && { params }) } as Said) : undefined;
    return new ApiRequestError(status, code, message, fields, said, fieldKeys as Record<string, Said> | undefined);
  }
  return new ApiRequestError(status, `http_${status}`, UNEXPECTED_MESSAGE);
}

// A hand-written guard instead of the shared zod schema keeps zod out of the public bundle.
function isApiError(body: unknown): body is ApiError {
  if (typeof body !== 'object' || body === null || !('error' in body)) return false;
  const error = (body as { error: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}
