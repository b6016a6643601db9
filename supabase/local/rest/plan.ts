// A PostgREST request planned as one statement: a function call (planRpc) or a read or write of a table or
// view (planTable), with the page a read asks for (limit/offset and Range, capped at db-max-rows).
import type { IncomingMessage } from 'node:http';
import type { BackendContext } from '../context.ts';
import { isRecord } from '../json.ts';
import { buildRead, lookupRelation, scopeOf, type ReadQuery } from './build-sql.ts';
import { RestError } from './errors.ts';
import { DB_MAX_ROWS } from './count.ts';
import type { MediaType, Preferences } from './preferences.ts';
import { rangeFromHeader, type parseQuery } from './query.ts';
import { buildRpc, callExpression, findFunction, type RpcShape } from './rpc-sql.ts';
import { buildPut } from './put.ts';
import { bodyKind, holdsNul, NUL_IN_JSON, parseBody } from './request-body.ts';
import { buildDelete, buildInsert, buildUpdate } from './write-sql.ts';

export interface Plan {
  sql: ReadQuery;
  kind: 'read' | 'write' | 'rpc';
  shape?: RpcShape;
  offset: number;
}

export interface RestRequest {
  method: string;
  segments: string[];
  schema: string;
  media: MediaType;
  prefs: Preferences;
  query: ReturnType<typeof parseQuery>;
  body: unknown;
  raw: Buffer | undefined;
  req: IncomingMessage;
}

/** The page a read asks for: limit/offset combined with a Range header, as PostgREST does. */
function paging(
  req: IncomingMessage,
  query: RestRequest['query'],
): { offset: number; limit: number; paged: boolean } {
  const range = rangeFromHeader(req);
  let offset = query.modifiers.offset.get('') ?? 0;
  let limit = query.modifiers.limit.get('');
  if (range) {
    offset = offset + range.offset;
    if (range.limit !== undefined) limit = limit === undefined ? range.limit : Math.min(limit, range.limit);
  }
  // db-max-rows (config.toml [api] max_rows, 1000 on hosted) caps every top-level read.
  const capped = limit === undefined ? DB_MAX_ROWS : Math.min(limit, DB_MAX_ROWS);
  return { offset, limit: capped, paged: limit !== undefined || offset > 0 };
}

export function planRpc(ctx: BackendContext, req: IncomingMessage, request: RestRequest): Plan {
  const { method, query } = request;
  if (method !== 'GET' && method !== 'HEAD' && method !== 'POST') {
    throw new RestError(405, 'PGRST101', `Cannot use the ${method} method on RPC`);
  }
  const scope = scopeOf(ctx.catalog, request.schema);
  const name = request.segments[1] ?? '';
  const isPost = method === 'POST';
  const kind = isPost ? bodyKind(req) : 'json';
  let json: Record<string, unknown> = {};
  let keys: string[];
  if (isPost && kind === 'json') {
    const body = request.raw && request.raw.toString('utf8').trim() !== '' ? parseBody(request.raw) : {};
    if (isRecord(body)) json = body;
    keys = query.columns ?? (isRecord(body) ? Object.keys(body) : []);
    const fn = findFunction(
      scope.cache,
      request.schema,
      name,
      isRecord(body) ? keys : ['\u0000'],
      true,
      kind,
    );
    return finishRpc(
      scope,
      fn,
      isRecord(body) && fn.args[0]?.name !== '' ? { json } : { raw: JSON.stringify(body) },
      request,
    );
  }
  if (isPost) {
    const fn = findFunction(scope.cache, request.schema, name, [], true, kind);
    const raw = request.raw ?? Buffer.alloc(0);
    return finishRpc(scope, fn, { raw: kind === 'bytea' ? raw : raw.toString('utf8') }, request);
  }
  keys = [...new Set(query.args.map(([key]) => key))];
  const fn = findFunction(scope.cache, request.schema, name, keys, false, kind);
  for (const [key, value] of query.args) {
    const variadic = fn.variadic && fn.args[fn.args.length - 1]?.name === key;
    json[key] = variadic ? [...((json[key] as string[] | undefined) ?? []), value] : value;
  }
  // GET arguments reach the function as JSON too.
  if (holdsNul(json)) throw NUL_IN_JSON();
  return finishRpc(scope, fn, { json }, request);
}

function finishRpc(
  scope: ReturnType<typeof scopeOf>,
  fn: Parameters<typeof buildRpc>[1],
  args: Parameters<typeof callExpression>[2],
  request: RestRequest,
): Plan {
  const { prefs, query, media } = request;
  if (prefs.handling === 'strict' && prefs.maxAffected !== undefined && !fn.returnsSet) {
    throw new RestError(
      400,
      'PGRST128',
      'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
    );
  }
  const call = callExpression(scope, fn, args);
  const page = paging(request.req, query);
  const sql = buildRpc(scope, fn, call, {
    items: query.select,
    modifiers: query.modifiers,
    limit: page.limit,
    offset: page.offset,
    paged: page.paged,
    count: prefs.count,
    stripNulls: media.stripNulls,
    csv: media.csv,
  });
  return { sql, kind: 'rpc', shape: sql.shape, offset: page.offset };
}

export function planTable(ctx: BackendContext, req: IncomingMessage, request: RestRequest): Plan {
  const { method, query, prefs, media, body } = request;
  const scope = scopeOf(ctx.catalog, request.schema);
  const relation = lookupRelation(scope.cache, request.schema, request.segments[0] ?? '');
  const writeOptions = {
    returning: prefs.returning === 'representation' ? ('representation' as const) : ('minimal' as const),
    items: query.select,
    stripNulls: media.stripNulls,
    csv: media.csv,
  };
  if (method === 'GET' || method === 'HEAD') {
    const page = paging(req, query);
    const sql = buildRead(scope, relation, query.select, query.modifiers, {
      limit: page.limit,
      offset: page.offset,
      count: prefs.count,
      stripNulls: media.stripNulls,
      csv: media.csv,
    });
    return { sql, kind: 'read', offset: page.offset };
  }
  if (method === 'POST') {
    const rows = Array.isArray(body) ? body : body === undefined ? undefined : [body];
    if (!rows || !rows.every(isRecord)) {
      throw new RestError(
        400,
        'PGRST102',
        'Empty or invalid json',
        'Expected a JSON object or an array of objects',
      );
    }
    const columns = query.columns ?? [...new Set(rows.flatMap((row) => Object.keys(row)))];
    const conflict = prefs.resolution ? { resolution: prefs.resolution, columns: query.onConflict } : null;
    const sql = buildInsert(scope, relation, rows, columns, conflict, query.modifiers, {
      ...writeOptions,
      missingDefault: prefs.missingDefault,
    });
    return { sql, kind: 'write', offset: 0 };
  }
  if (method === 'PUT') {
    return { sql: buildPut(scope, relation, body, query.modifiers, writeOptions), kind: 'write', offset: 0 };
  }
  if (method === 'PATCH') {
    if (!isRecord(body))
      throw new RestError(400, 'PGRST102', 'Empty or invalid json', 'Expected a JSON object');
    return {
      sql: buildUpdate(scope, relation, body, query.modifiers, writeOptions),
      kind: 'write',
      offset: 0,
    };
  }
  return { sql: buildDelete(scope, relation, query.modifiers, writeOptions), kind: 'write', offset: 0 };
}
