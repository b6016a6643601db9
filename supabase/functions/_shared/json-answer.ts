// A SQL function's jsonb answer, typed once it has been checked at run time: `supabase gen types` types a jsonb
// result as Json, so the shape the function builds (jsonb_build_object) is named here, by the caller, and each
// named key must be there. Used by the Edge Functions, the app (src/lib/json-answer.ts) and the tests; no imports,
// so that a function's bundle needs nothing outside supabase/functions at run time.

/** The answer is not the object the caller expects: a server older or newer than the client, or a bug. */
export class AnswerShapeError extends Error {
  constructor(what: string, detail: string) {
    super(`${what} answered an unexpected shape: ${detail}`);
    this.name = 'AnswerShapeError';
  }
}

type Keys<T> = readonly (keyof T & string)[];

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `data` as T: an object holding every key in `keys` (a key may hold null), else an AnswerShapeError. */
export function jsonObject<T>(data: unknown, keys: Keys<T>, what: string): T {
  if (!isObject(data))
    throw new AnswerShapeError(what, `${data === null ? 'null' : typeof data}, not an object`);
  const missing = keys.filter((key) => !(key in data));
  if (missing.length > 0) throw new AnswerShapeError(what, `no ${missing.join(', ')}`);
  return data as T;
}

/** `data` as T[]: an array (null for none) of objects each holding every key in `keys`. */
export function jsonRows<T>(data: unknown, keys: Keys<T>, what: string): T[] {
  if (data === null || data === undefined) return [];
  if (!Array.isArray(data)) throw new AnswerShapeError(what, `${typeof data}, not an array`);
  return data.map((row) => jsonObject<T>(row, keys, what));
}
