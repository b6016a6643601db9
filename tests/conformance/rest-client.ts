// How the REST conformance tests reach the local backend: supabase-js on the suite's schema with the secret
// key (role service_role), and raw fetch with the headers the official clients send.
import { makeUntypedClient, rawRequest, secretKey } from '../integration/helpers.ts';
import { SCHEMA } from './rest-schema.ts';

export const db = () => makeUntypedClient(secretKey()).schema(SCHEMA);

/** A raw request to /rest/v1 on the suite's schema (Accept-Profile for reads, Content-Profile for writes). */
export function rest(
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): ReturnType<typeof rawRequest> {
  const method = init.method ?? 'GET';
  const profile = method === 'GET' || method === 'HEAD' ? 'Accept-Profile' : 'Content-Profile';
  return rawRequest(`/rest/v1/${path}`, {
    method,
    headers: {
      apikey: secretKey(),
      Authorization: `Bearer ${secretKey()}`,
      [profile]: SCHEMA,
      ...(init.body !== undefined && typeof init.body !== 'string'
        ? { 'Content-Type': 'application/json' }
        : {}),
      ...init.headers,
    },
    body:
      init.body === undefined
        ? undefined
        : typeof init.body === 'string'
          ? init.body
          : JSON.stringify(init.body),
  });
}

type Result = { status: number; error: { code: string; details: unknown } | null };

/**
 * postgrest-js types `.maxAffected()` only for clients typed with PostgrestVersion 13+ (the suite's client is
 * untyped); the call is the same one the official client makes (Prefer: handling=strict, max-affected=N).
 */
export function withMaxAffected(builder: unknown, rows: number): PromiseLike<Result> {
  return (builder as { maxAffected(rows: number): PromiseLike<Result> }).maxAffected(rows);
}
