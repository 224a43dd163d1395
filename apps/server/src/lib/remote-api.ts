// What the REST clients of the outside services (PayPal, Mercado Pago, Facturapi) share: the fetch
// they take (injectable, so the same client talks to the service and to its stand-in) and the error
// an answer other than 2xx becomes, how a request is sent and its answer read. Each client keeps its
// own reading of the service's error body.

export type Fetch = (url: string, init: { method: string; headers: Record<string, string>; body?: string }) => Promise<Response>;

/** The global fetch, given up on after `timeoutMs` (a hung service must not hold a request forever). */
export const fetchWithTimeout =
  (timeoutMs: number): Fetch =>
  (url, init) =>
    fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });

/** An outside API refused or could not be reached (status 0). */
export class RemoteApiError extends Error {
  constructor(
    readonly status: number,
    /** The service's own error code, when it sends one. */
    readonly code: string | undefined,
    message: string,
    /** The 4xx statuses after which the same request may still succeed (busy, locked, rate limited). */
    private readonly retryable: readonly number[],
  ) {
    super(message);
  }
  /** It answered and refused: the same request will not succeed later. */
  get definitive() {
    return this.status >= 400 && this.status < 500 && !this.retryable.includes(this.status);
  }
}

/** Sends one request; a service that cannot be reached (network, timeout) becomes `unreachable`'s error. */
export async function reach(
  doFetch: Fetch,
  url: string,
  init: Parameters<Fetch>[1],
  unreachable: (reason: string) => Error,
): Promise<Response> {
  try {
    return await doFetch(url, init);
  } catch (error) {
    throw unreachable(error instanceof Error ? error.message : String(error));
  }
}

/** An answer's body: its JSON when it is JSON, else its text (an HTML error page), null when empty. */
export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
