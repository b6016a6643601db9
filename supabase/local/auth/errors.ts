// GoTrue's error responses: {code, error_code, msg}, or {code, message} when the client asks for API
// version 2024-01-01 as supabase-js does; auth-js reads the error code from either.
import { HttpError } from '../http.ts';

export const API_VERSION = '2024-01-01';

export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
  ) {
    super(message);
  }
}

export function authErrorBody(error: AuthError, versioned: boolean): unknown {
  return versioned
    ? { code: error.errorCode, message: error.message }
    : { code: error.status, error_code: error.errorCode, msg: error.message };
}

export const badRequest = (message: string): AuthError => new AuthError(400, 'validation_failed', message);

export const notImplemented = (feature: string): HttpError =>
  new HttpError(501, {
    code: 501,
    error_code: 'not_implemented',
    msg: `${feature} is not supported by the local backend`,
  });
