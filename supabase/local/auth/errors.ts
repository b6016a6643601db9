// GoTrue's error responses: {code, error_code, msg}, or {code, message} when the client asks for API
// version 2024-01-01 as supabase-js does; auth-js reads the error code from either.
import { sizeInMb, type ErrorShapes } from '../routes.ts';

export const API_VERSION = '2024-01-01';

export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    /** Fields GoTrue adds to some errors' bodies (weak_password: {reasons}). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export function authErrorBody(error: AuthError, versioned: boolean): unknown {
  return versioned
    ? { code: error.errorCode, message: error.message, ...error.extra }
    : { code: error.status, error_code: error.errorCode, msg: error.message, ...error.extra };
}

/**
 * A database error while GoTrue writes a user (a trigger on auth.users refusing it, a constraint): hosted
 * answers 500 unexpected_failure with a fixed message and nothing of the database's own; the error is logged.
 */
export function databaseError(error: unknown, message: string): unknown {
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return error;
  console.error(`[supabase-local] auth: ${message}:`, (error as Error).message);
  return new AuthError(500, 'unexpected_failure', message);
}

export const badRequest = (message: string): AuthError => new AuthError(400, 'validation_failed', message);

/** GoTrue's bodies for an oversized request and a fault of the server. */
export const AUTH_ERROR_SHAPES: ErrorShapes = {
  tooLarge: (limit) => ({
    code: 413,
    error_code: 'request_too_large',
    msg: `Request body larger than ${sizeInMb(limit)}`,
  }),
  internal: () => ({
    code: 500,
    error_code: 'unexpected_failure',
    msg: 'Internal error of the local backend',
  }),
};
