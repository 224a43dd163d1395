import type { Fetch } from '../src/lib/remote-api.ts';

/** One request a client sent to a stand-in, and what came back. */
export interface Exchange {
  method: string;
  /** The path and query after the stand-in's prefix. */
  path: string;
  /** The same path without its query. */
  pathname: string;
  headers: Record<string, string>;
  body: unknown;
  status: number;
  contentType: string;
  /** The answer's bytes (a PDF or XML download as much as JSON). */
  raw: Buffer;
  /** The answer read as JSON, undefined when it is empty or not JSON. */
  answer: unknown;
}

/**
 * A fetch for a client under a contract test: passes each request to the stand-in (`via`) and keeps
 * a copy of it and its answer in `into`, for the test to check both sides against the document.
 */
export function recordingFetch(via: Fetch, prefix: string, into: Exchange[]): Fetch {
  return async (url, init) => {
    const res = await via(url, init);
    const target = new URL(url);
    const pathname = target.pathname.slice(target.pathname.startsWith(prefix) ? prefix.length : 0);
    const raw = Buffer.from(await res.clone().arrayBuffer());
    const contentType = res.headers.get('content-type') ?? '';
    into.push({
      method: init.method,
      path: pathname + target.search,
      pathname,
      headers: init.headers,
      body: init.body === undefined ? undefined : JSON.parse(init.body),
      status: res.status,
      contentType,
      raw,
      answer: raw.length > 0 && contentType.includes('json') ? JSON.parse(raw.toString()) : undefined,
    });
    return res;
  };
}
