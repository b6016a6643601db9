// What a failed database call means to the person using the page, as a translation key. PostgREST answers an
// error as { code, message, details, hint }. This project's convention: a refusal the app explains is raised
// with its machine code as the message (`raise exception 'stock_gone' using errcode = ..., detail = ...`), and
// the SQLSTATE (or PostgREST's PGRST... code) is in code; details and hint are for people reading logs. So a
// page names the messages it explains, then the codes, then one fallback.

/** The parts of a PostgREST error (supabase-js PostgrestError) the mapping reads. */
export interface DbError {
  code?: string;
  message?: string;
  details?: string | null;
  hint?: string | null;
}

/** A page's keys (translation keys, or the codes of its own error type). */
export interface DbErrorKeys<Key extends string = string> {
  /** Machine codes raised as the message (`raise exception 'code'`) -> key. */
  messages?: Readonly<Record<string, Key>>;
  /** SQLSTATE or PostgREST codes (23505, 42501, PGRST301 ...) -> key, when no message matched. */
  codes?: Readonly<Record<string, Key>>;
  /** The key when neither matched (and for what is not a database error). */
  fallback: Key;
}

/** Access refused: row-level security or a missing grant (42501), or a JWT PostgREST refused (PGRST301). */
export const FORBIDDEN_CODES = ['42501', 'PGRST301'] as const;

/** The error's code and message when it has them as strings. */
export function dbError(error: unknown): DbError {
  if (typeof error !== 'object' || error === null) return {};
  const { code, message } = error as Record<string, unknown>;
  return {
    code: typeof code === 'string' ? code : undefined,
    message: typeof message === 'string' ? message : undefined,
  };
}

function lookup<Key extends string>(
  table: Readonly<Record<string, Key>> | undefined,
  name: string | undefined,
) {
  return table && name !== undefined && Object.hasOwn(table, name) ? table[name] : undefined;
}

/** The key for a failed call: its message's key, else its code's, else the fallback. */
export function dbErrorKey<Key extends string>(error: unknown, keys: DbErrorKeys<Key>): Key {
  const { code, message } = dbError(error);
  return lookup(keys.messages, message) ?? lookup(keys.codes, code) ?? keys.fallback;
}

/** The same key for each of the codes: `{ ...codesTo(FORBIDDEN_CODES, 'x.forbidden') }`. */
export function codesTo<Key extends string>(codes: readonly string[], key: Key): Record<string, Key> {
  return Object.fromEntries(codes.map((code) => [code, key]));
}
