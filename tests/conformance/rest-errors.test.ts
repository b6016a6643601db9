// PostgREST 14's HTTP status for an error a function raises (docs "Errors", Error.hs mapSQLtoHTTP): the local
// backend answers each SQLSTATE as hosted does. What the shop relies on (issue 27 item 8): P0002
// (no_data_found) is a 500 there, not a 404, so a function says "unknown id" with SQLSTATE PT404, which
// PostgREST answers 404 with the body as raised.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishableKey } from '../integration/helpers.ts';
import { db, rest } from './rest-client.ts';
import { createConformanceSchema, dropConformanceSchema } from './rest-schema.ts';

beforeAll(createConformanceSchema);
afterAll(dropConformanceSchema);

const raise = (state: string, msg: string, headers: Record<string, string> = {}) =>
  rest('rpc/raise_state', { method: 'POST', body: { state, msg }, headers });

describe("a raised SQLSTATE's HTTP status", () => {
  // [SQLSTATE, message, status] as Error.hs maps them (the message matters for 21000, 22023 and 42883).
  const TABLE: [string, string, number][] = [
    ['P0001', 'raised', 400],
    ['P0002', 'order_not_found', 500],
    ['P0003', 'too many rows', 500],
    ['PT404', 'order_not_found', 404],
    ['PT402', 'payment_required', 402],
    ['PT4X4', 'not a status', 500],
    ['23505', 'duplicate', 409],
    ['23503', 'missing reference', 409],
    ['23514', 'check', 400],
    ['22P02', 'bad uuid', 400],
    ['25006', 'read only', 405],
    ['25P02', 'aborted', 500],
    ['21000', 'UPDATE requires a WHERE clause', 400],
    ['21000', 'more than one row returned by a subquery used as an expression', 500],
    ['22023', 'role "ghost" does not exist', 401],
    ['22023', 'invalid_selection', 400],
    ['42883', 'function missing(integer) does not exist', 404],
    ['42883', 'function xmlagg(text) does not exist', 406],
    ['42P01', 'relation missing does not exist', 404],
    ['42P17', 'infinite recursion', 500],
    ['42501', 'permission denied', 403],
    ['28000', 'invalid authorization', 403],
    ['0L000', 'invalid grantor', 403],
    ['0P000', 'invalid role', 403],
    ['08006', 'connection failure', 503],
    ['53300', 'too many connections', 503],
    ['53400', 'config limit', 500],
    ['54000', 'index row too big', 500],
    ['57014', 'statement timeout', 500],
    ['57P01', 'admin shutdown', 503],
    ['40001', 'serialization', 500],
    ['XX000', 'internal', 500],
    ['HV000', 'fdw', 500],
    ['F0000', 'config file', 500],
  ];

  it.each(TABLE)('%s (%s) answers %i with the body as raised', async (state, msg, status) => {
    const response = await raise(state, msg);
    expect(response.status).toBe(status);
    expect(response.body).toEqual({ code: state, message: msg, details: 'on purpose', hint: 'a test' });
  });

  it('42501 answers 401 to a caller without a user, 403 to one with a role', async () => {
    const anon = await raise('42501', 'permission denied', {
      apikey: publishableKey(),
      Authorization: `Bearer ${publishableKey()}`,
    });
    expect(anon.status).toBe(401);
    expect((await raise('42501', 'permission denied')).status).toBe(403);
  });

  it('reaches supabase-js as the error of the call, with PT404 as its code', async () => {
    const { data, error, status } = await db().rpc('raise_state', { state: 'PT404', msg: 'order_not_found' });
    expect(data).toBeNull();
    expect(status).toBe(404);
    expect(error).toMatchObject({ code: 'PT404', message: 'order_not_found', hint: 'a test' });
  });
});
