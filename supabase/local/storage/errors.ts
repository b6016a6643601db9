// storage-api's error bodies {statusCode, error, message} (and `code` for its own StorageBackendErrors), and
// how a database refusal under the caller's role reads in them.
import { HttpError } from '../http.ts';
import { isPgError } from '../rest/errors.ts';
import type { ErrorShapes } from '../routes.ts';

export const storageError = (status: number, error: string, message: string): HttpError =>
  new HttpError(status, { statusCode: String(status), error, message });

/**
 * An error of storage-api's own (StorageBackendError) as hosted renders it: the HTTP status is 400 (500 for
 * a fault of the server), the real one is `statusCode` in the body, with storage-api's `code`
 * (src/internal/errors/codes.ts, src/http/error-handler.ts).
 */
export const hostedStorageError = (
  statusCode: number,
  code: string,
  error: string,
  message: string,
): HttpError =>
  new HttpError(statusCode === 500 ? 500 : 400, { statusCode: String(statusCode), code, error, message });

export const objectNotFound = (): HttpError => storageError(404, 'not_found', 'Object not found');

/** A write refused by RLS, a duplicate name, a bucket gone: storage-api's answers; anything else as it is. */
export function translateDbError(error: unknown): never {
  if (isPgError(error)) {
    if (error.code === '42501')
      throw storageError(403, 'Unauthorized', 'new row violates row-level security policy');
    if (error.code === '23505') throw storageError(409, 'Duplicate', 'The resource already exists');
    if (error.code === '23503') throw storageError(404, 'Bucket not found', 'Bucket not found');
  }
  throw error;
}

/** storage-api's bodies for a body over the service's limit and a fault of the server. */
export const STORAGE_ERROR_SHAPES: ErrorShapes = {
  tooLarge: () => ({
    statusCode: '413',
    error: 'Payload too large',
    message: 'The object exceeded the maximum allowed size',
  }),
  internal: () => ({ statusCode: '500', error: 'internal', message: 'Internal error of the local backend' }),
};
