// What a PostgREST request carries besides its URL: the headers SQL sees, the JSON body (refused as PostgREST
// refuses it: invalid JSON, a NUL in a string) and the kind of an RPC's body.
import type { IncomingMessage } from 'node:http';
import { header } from '../http.ts';
import { parseJson } from '../json.ts';
import { RestError } from './errors.ts';
import type { BodyKind } from './rpc-sql.ts';

/**
 * The headers SQL sees in request.headers, as PostgREST passes them, less credentials. cf-connecting-ip is
 * the client address the platform vouches for (set from the socket in gateway.ts stampClientAddress, as
 * Cloudflare sets it on hosted); x-forwarded-for starts with whatever the caller wrote.
 */
export function requestHeaders(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined || ['authorization', 'apikey', 'cookie'].includes(key)) continue;
    headers[key] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

/** Whether a JSON value holds U+0000 in a string (or a key). */
export function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(holdsNul);
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).some(([key, item]) => key.includes('\u0000') || holdsNul(item));
  return false;
}

/**
 * PostgREST hands the body to Postgres as JSON, and Postgres refuses `\u0000` the moment a value is read as
 * text or jsonb (its text type cannot hold NUL): 400 with SQLSTATE 22P05, as PostgREST maps class 22. Here
 * values are bound one by one, where the same NUL would be refused as a 22021 encoding error: answer as
 * PostgREST does instead.
 */
export const NUL_IN_JSON = (): RestError =>
  new RestError(400, '22P05', 'unsupported Unicode escape sequence', '\\u0000 cannot be converted to text.');

export function parseBody(raw: Buffer): unknown {
  const text = raw.toString('utf8');
  if (text.trim() === '') return undefined;
  const parsed = parseJson(text, (error) => {
    throw new RestError(400, 'PGRST102', 'Empty or invalid json', error.message);
  });
  if (holdsNul(parsed)) throw NUL_IN_JSON();
  return parsed;
}

/** What the body of a POST /rpc is, by its Content-Type (PostgREST's single unnamed parameter kinds). */
export function bodyKind(req: IncomingMessage): BodyKind {
  const type = (header(req, 'content-type') ?? 'application/json').split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'application/json' || type === '') return 'json';
  if (type === 'text/plain') return 'text';
  if (type === 'text/xml') return 'xml';
  if (type === 'application/octet-stream') return 'bytea';
  return 'other';
}
