// The platform's answers for a function call that never reaches the function's own code, with hosted's
// `sb-error-code` header, and the relay's plain bodies for an oversized request or a fault of the server.
import { HttpError } from '../http.ts';
import { PLAIN_ERRORS, type ErrorShapes } from '../routes.ts';

/** No such function (or a name that cannot be one). */
export const functionNotFound = (): HttpError =>
  new HttpError(404, { code: 'NOT_FOUND', message: 'Requested function was not found' });

/** What hosted answers when a function cannot start (syntax, an unresolved import, no handler). */
export const bootError = (): HttpError =>
  new HttpError(
    503,
    { code: 'BOOT_ERROR', message: 'Function failed to start (please check logs)' },
    { 'sb-error-code': 'BOOT_ERROR' },
  );

/** What hosted answers when the function's code threw outside a request handler, or its worker died. */
export const workerError = (): HttpError =>
  new HttpError(
    500,
    { code: 'WORKER_ERROR', message: 'Function exited due to an error (please check logs)' },
    { 'sb-error-code': 'WORKER_ERROR' },
  );

export const FUNCTIONS_ERROR_SHAPES: ErrorShapes = PLAIN_ERRORS;
