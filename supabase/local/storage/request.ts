// What storage routes read from a request: the caller behind the Authorization header (storage-api's own
// answers to a missing or bad token), the object row's columns, and a JSON body.
import type { IncomingMessage } from 'node:http';
import type { BackendContext } from '../context.ts';
import type { RequestContext } from '../request-transaction.ts';
import { callerFromRequest, type Caller } from '../gateway.ts';
import { header, HttpError, MB } from '../http.ts';
import { isRecord, readJson } from '../json.ts';
import { storageError } from './errors.ts';

export interface ObjectRow {
  id: string;
  name: string;
  metadata: Record<string, unknown> | null;
  created_at: Date | null;
  updated_at: Date | null;
  last_accessed_at: Date | null;
}

export const OBJECT_COLUMNS = 'id, name, metadata, created_at, updated_at, last_accessed_at';

export function storageCaller(ctx: BackendContext, req: IncomingMessage): Caller {
  if (!header(req, 'authorization'))
    throw storageError(400, 'Error', "headers must have required property 'authorization'");
  try {
    return callerFromRequest(ctx, req);
  } catch (error) {
    // A secret key from a browser is refused by the gateway before Storage sees the request.
    if (error instanceof HttpError && error.headers['sb-error-code'] !== undefined) throw error;
    const expired = error instanceof HttpError && JSON.stringify(error.body).includes('expired');
    throw storageError(400, 'Unauthorized', expired ? 'jwt expired' : 'invalid signature');
  }
}

/** The per-request transaction's scope for this caller (request-transaction.ts). */
export const scopeOf = (caller: Caller, method: string, path: string, readOnly = false): RequestContext => ({
  role: caller.role,
  claims: caller.claims,
  method,
  path,
  readOnly,
});

/** A JSON body (up to 1 MB); `empty` stands for an empty body where storage-api allows one. */
export const jsonBody = (req: IncomingMessage, options: { empty?: unknown } = {}): Promise<unknown> =>
  readJson(
    req,
    MB,
    () => {
      throw storageError(400, 'InvalidRequest', 'Body is not valid JSON');
    },
    options,
  );

/** A JSON object body; an empty body is `{}`. */
export async function objectBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const body = await jsonBody(req, { empty: {} });
  if (!isRecord(body)) throw storageError(400, 'InvalidRequest', 'Body must be a JSON object');
  return body;
}
