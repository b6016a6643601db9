// Small HTTP helpers shared by the services: body reading with a size limit, JSON answers, CORS for the
// app's localhost origins with the headers supabase-js sends.
import type { IncomingMessage, ServerResponse } from 'node:http';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body === 'string' ? body : JSON.stringify(body));
  }
}

export class PayloadTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`Request body exceeds ${limit} bytes`);
  }
}

export const MB = 1024 * 1024;

/**
 * Reads the whole body, or rejects with PayloadTooLarge once it passes `limit`. An oversized body is still
 * drained (up to a hard cap) so that the client reads the 413 instead of a reset connection.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = Number(req.headers['content-length'] ?? 0) > limit;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) tooLarge = true;
      if (tooLarge) {
        chunks.length = 0;
        if (size > limit + 64 * MB) {
          req.destroy();
          reject(new PayloadTooLarge(limit));
        }
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (tooLarge) reject(new PayloadTooLarge(limit));
      else resolve(Buffer.concat(chunks));
    });
    req.on('error', reject);
  });
}

export function send(
  res: ServerResponse,
  status: number,
  body: string | Buffer | null,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent) return;
  const merged: Record<string, string> = { ...headers };
  if (body !== null && !Object.keys(merged).some((key) => key.toLowerCase() === 'content-type')) {
    merged['Content-Type'] = 'application/json; charset=utf-8';
  }
  res.writeHead(status, merged);
  res.end(body === null || res.req.method === 'HEAD' ? undefined : body);
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  send(res, status, JSON.stringify(body), headers);
}

export const ALLOWED_HEADERS = [
  'apikey',
  'authorization',
  'x-client-info',
  'x-supabase-api-version',
  'content-type',
  'content-profile',
  'accept-profile',
  'prefer',
  'range',
  'range-unit',
  'x-upsert',
  'x-retry-count',
  'cache-control',
  'accept',
].join(', ');

const EXPOSED_HEADERS = [
  'content-range',
  'content-location',
  'preference-applied',
  'location',
  'x-supabase-api-version',
].join(', ');

/** Any http(s)://localhost or 127.0.0.1 origin (Vite's dev and preview ports vary) is the app. */
export function isLocalOrigin(origin: string): boolean {
  try {
    const url = new URL(origin);
    return ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname) && /^https?:$/.test(url.protocol);
  } catch {
    return false;
  }
}

export function applyCors(req: IncomingMessage, res: ServerResponse): void {
  const origin = req.headers.origin;
  if (typeof origin !== 'string' || !isLocalOrigin(origin)) return;
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Vary', 'Origin');
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
  // Like Supabase's gateway, allow what the preflight asks for (supabase-js adds headers over time).
  const requested = req.headers['access-control-request-headers'];
  res.setHeader(
    'Access-Control-Allow-Headers',
    typeof requested === 'string' && requested ? requested : ALLOWED_HEADERS,
  );
  res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
  res.setHeader('Access-Control-Max-Age', '600');
}

export function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

export function bearerToken(req: IncomingMessage): string | undefined {
  const value = header(req, 'authorization');
  const match = value ? /^bearer\s+(.+)$/i.exec(value.trim()) : null;
  return match?.[1];
}
