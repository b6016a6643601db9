// PostgREST's error bodies {code, message, details, hint} and its mapping from SQLSTATE to HTTP status.
import { sizeInMb, type ErrorShapes } from '../routes.ts';

export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | Record<string, string>[] | null = null,
    readonly hint: string | null = null,
  ) {
    super(message);
  }

  body(): Record<string, unknown> {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message };
  }
}

export const parseError = (message: string, details: string | null = null): RestError =>
  new RestError(400, 'PGRST100', message, details);

export const unsupported = (feature: string): RestError =>
  new RestError(
    501,
    'PGRST501',
    `${feature} is not supported by the local backend`,
    null,
    'The local backend answers 501 for the PostgREST features it lacks: see tests/conformance/README.md',
  );

interface PgErrorLike {
  code: string;
  message: string;
  detail?: string;
  hint?: string;
}

export function isPgError(error: unknown): error is PgErrorLike {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    /^[0-9A-Z]{5}$/.test((error as { code: string }).code) &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

/**
 * PostgREST's table (docs "Errors"; Error.hs mapSQLtoHTTP, which this follows line for line): status by
 * SQLSTATE, 42501 split by whether a user is signed in, and the few codes whose message decides. PTnnn sets the
 * status nnn (a function's own 404: `raise ... using errcode = 'PT404'`); every other P0 code but P0001 is 500.
 */
export function statusForSqlState(code: string, anonymous: boolean, message = ''): number {
  if (code === '42501') return anonymous ? 401 : 403;
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  // pg-safeupdate's refusal is the caller's; any other cardinality violation is a fault of the function.
  if (code === '21000') return message.endsWith('requires a WHERE clause') ? 400 : 500;
  // A JWT naming a role the database does not have.
  if (code === '22023') return message.startsWith('role') && message.endsWith('does not exist') ? 401 : 400;
  if (code === '42883') return message.startsWith('function xmlagg(') ? 406 : 404;
  if (code === '42P01') return 404;
  if (code === 'P0001') return 400;
  if (code === '53400') return 500;
  if (code === '57P01') return 503;
  if (code.startsWith('PT')) {
    const status = Number(code.slice(2));
    return /^\d+$/.test(code.slice(2)) && status >= 100 && status <= 999 ? status : 500;
  }
  const klass = code.slice(0, 2);
  if (klass === '08' || klass === '53') return 503;
  if (klass === '28' || klass === '0L' || klass === '0P') return 403;
  if (
    ['09', '25', '2D', '38', '39', '3B', '40', '54', '55', '57', '58', 'F0', 'HV', 'P0', 'XX'].includes(klass)
  )
    return 500;
  if (code === '42P17') return 500;
  return 400;
}

export function fromPgError(error: PgErrorLike, anonymous: boolean): RestError {
  return new RestError(
    statusForSqlState(error.code, anonymous, error.message),
    error.code,
    error.message,
    error.detail ?? null,
    error.hint ?? null,
  );
}

/** PostgREST's bodies for an oversized request and a fault of the server. */
export const REST_ERROR_SHAPES: ErrorShapes = {
  tooLarge: (limit) => ({
    code: 'PGRST413',
    details: `The request body is larger than ${sizeInMb(limit)}`,
    hint: null,
    message: 'Payload Too Large',
  }),
  internal: () => ({
    code: 'PGRST000',
    details: null,
    hint: null,
    message: 'Internal error of the local backend',
  }),
};
