// What the log keeps of a request: its URL with the values of secret-looking query parameters
// (game launch tokens, OAuth codes and states, reset tokens, signatures, keys) replaced, so that
// whoever reads the log cannot replay them. Headers are not logged; the few that carry secrets are
// redacted by path should one ever be (authorization, cookie).

/** Query keys whose values are secrets; matched on the decoded key, in any case. */
const SECRET_KEY = /token|secret|passw|signature|^sig$|^code$|^state$|^key$|api_?key|^auth/i;

export const REDACTED = '[redacted]';

/** The header paths pino censors in whatever is logged. */
export const redactedPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
];

function decodeKey(key: string): string {
  try {
    return decodeURIComponent(key.replace(/\+/g, ' '));
  } catch {
    return key;
  }
}

/** `url` with the value of each secret-looking query parameter replaced by [redacted]. */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark === -1) return url;
  const parts = url
    .slice(mark + 1)
    .split('&')
    .map((part) => {
      const equals = part.indexOf('=');
      if (equals === -1) return part;
      const key = part.slice(0, equals);
      return SECRET_KEY.test(decodeKey(key)) ? `${key}=${REDACTED}` : part;
    });
  return `${url.slice(0, mark)}?${parts.join('&')}`;
}

interface LoggedRequest {
  method: string;
  url: string;
  host: string;
  ip: string;
  socket?: { remotePort?: number } | null;
}

/** Fastify's own request serializer, with the URL redacted. */
export function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
