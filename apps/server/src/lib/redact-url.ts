// Capability tokens never reach a log line (issue 27, decision 0163): the voucher, payment and
// find-my-booking links carry theirs in `?t=`, better-auth's e-mail verification in `?token=`,
// its password reset in the path (`/reset-password/<token>`), a social sign-in's callback its
// one-time `?code=`. Whoever reads the logs gets the request without the power.

const SECRET_PARAMS = new Set(['t', 'token', 'code']);
const SECRET_AFTER_SEGMENT = new Set(['reset-password']);
export const REDACTED = 'REDACTED';

function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** The URL as written, with the values of its token parameters and token path segments replaced. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  const query = q < 0 ? null : url.slice(q + 1);
  // The router reads `%74` as `t`: the check reads what the router reads.
  const segments = path.split('/');
  const safePath = segments
    .map((segment, i) => (i > 0 && SECRET_AFTER_SEGMENT.has(decoded(segments[i - 1]!).toLowerCase()) ? REDACTED : segment))
    .join('/');
  if (query === null) return safePath;
  const safeQuery = query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      return eq >= 0 && SECRET_PARAMS.has(decoded(name).toLowerCase()) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${safePath}?${safeQuery}`;
}

/** pino serializers: the `url` of the request line and the `req` of Fastify's own lines, redacted. */
export const redactingSerializers = {
  url: (value: unknown) => (typeof value === 'string' ? redactUrl(value) : value),
  req: (request: { method: string; url: string; host?: string; ip?: string; socket?: { remotePort?: number } }) => ({
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
};
