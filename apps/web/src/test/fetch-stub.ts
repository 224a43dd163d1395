import type { SaidKey, SaidParams } from '@hv/shared';
import { vi } from 'vitest';

export type FetchHandler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

/** Replaces global fetch for one test; relative paths resolve against the jsdom origin. */
export function stubFetch(handler: FetchHandler) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const raw = input instanceof Request ? input.url : String(input);
    return handler(new URL(raw, window.location.origin), init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function apiErrorResponse(
  status: number,
  code: string,
  message: string,
  fields?: Record<string, string>,
  /** What the server says by key (decision 0197): the message's key and values, and the fields' keys. */
  said?: { key?: SaidKey; params?: SaidParams; fieldKeys?: Record<string, { key: SaidKey; params?: SaidParams }> },
): Response {
  return jsonResponse({ error: { code, message, ...said, ...(fields && { fields }) } }, status);
}

/** A response that never arrives: keeps a page in its loading state. */
export function neverResolves(): Promise<Response> {
  return new Promise<Response>(() => {});
}
