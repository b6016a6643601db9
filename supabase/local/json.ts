// JSON as every service reads it: the plain-object test, and text or a request body parsed with the service's
// own answer to what is not JSON (auth's bad_json, PostgREST's PGRST102, storage's InvalidRequest).
import type { IncomingMessage } from 'node:http';
import { readBody } from './http.ts';

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value `text` holds, or what `invalid` answers (it throws the service's error, or gives a default). */
export function parseJson<T = never>(text: string, invalid: (error: Error) => T): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    return invalid(error as Error);
  }
}

/**
 * The request body (read up to `limit`, else PayloadTooLarge) parsed as JSON. An empty body is `empty` when
 * the service gives one, else it is parsed (and so refused) like any other text.
 */
export async function readJson(
  req: IncomingMessage,
  limit: number,
  invalid: (error: Error) => never,
  options: { empty?: unknown } = {},
): Promise<unknown> {
  const raw = await readBody(req, limit);
  if (raw.length === 0 && 'empty' in options) return options.empty;
  return parseJson(raw.toString('utf8'), invalid);
}
