// HS256 JSON Web Tokens with node:crypto: the API keys and the access tokens are signed with the local
// secret, and every request's token is verified here before its role is trusted.
import { createHmac, timingSafeEqual } from 'node:crypto';

export type JwtClaims = Record<string, unknown>;

export type JwtResult =
  | { ok: true; claims: JwtClaims }
  | { ok: false; reason: 'malformed' | 'signature' | 'expired' | 'algorithm' };

const encodeJson = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');

export function signJwt(claims: JwtClaims, secret: string): string {
  const head = encodeJson({ alg: 'HS256', typ: 'JWT' });
  const body = encodeJson(claims);
  const signature = createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${signature}`;
}

function parseJson(segment: string): unknown {
  try {
    return JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function verifyJwt(token: string, secret: string, now = Date.now()): JwtResult {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'malformed' };
  const [head, body, signature] = parts as [string, string, string];
  const header = parseJson(head);
  const claims = parseJson(body);
  if (!isRecord(header) || !isRecord(claims)) return { ok: false, reason: 'malformed' };
  if (header.alg !== 'HS256') return { ok: false, reason: 'algorithm' };
  const expected = createHmac('sha256', secret).update(`${head}.${body}`).digest();
  const actual = Buffer.from(signature, 'base64url');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) {
    return { ok: false, reason: 'signature' };
  }
  if (typeof claims.exp === 'number' && claims.exp * 1000 <= now) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}

/** The publishable (anon) and service-role keys: long-lived JWTs as `supabase start` prints them. */
export function apiKeys(secret: string): { anonKey: string; serviceRoleKey: string } {
  const iat = 1_767_225_600; // 2026-01-01: fixed so the keys stay the same for a given secret
  const exp = iat + 10 * 365 * 24 * 3600;
  return {
    anonKey: signJwt({ iss: 'supabase-local', role: 'anon', iat, exp }, secret),
    serviceRoleKey: signJwt({ iss: 'supabase-local', role: 'service_role', iat, exp }, secret),
  };
}
