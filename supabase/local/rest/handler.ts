// /rest/v1: PostgREST's behaviour for the features DESIGN.md 2 lists. Each request becomes one statement run
// in one transaction under the caller's role (db.ts), and answers with PostgREST's headers and errors.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BackendContext } from '../context.ts';
import { Rollback, withRequestTransaction } from '../db.ts';
import type { Caller } from '../gateway.ts';
import { MB, readBody, send } from '../http.ts';
import { isRecord } from '../json.ts';
import { findRoute, type Route } from '../routes.ts';
import { buildRead, lookupRelation, scopeOf, type ReadQuery } from './build-sql.ts';
import { fromPgError, isPgError, RestError, unsupported } from './errors.ts';
import { DB_MAX_ROWS, plannedCount } from './count.ts';
import { quoteIdent } from './expressions.ts';
import {
  parseAccept,
  parsePreferences,
  pickSchema,
  type MediaType,
  type Preferences,
} from './preferences.ts';
import { parseQuery, rangeFromHeader } from './query.ts';
import { buildRpc, callExpression, findFunction, type RpcShape } from './rpc-sql.ts';
import { buildPut } from './put.ts';
import { bodyKind, holdsNul, NUL_IN_JSON, parseBody, requestHeaders } from './request-body.ts';
import { refuseUnfilteredWrite } from './safe-update.ts';
import { buildDelete, buildInsert, buildUpdate } from './write-sql.ts';

export const REST_BODY_LIMIT = MB;

interface Outcome {
  status: number;
  body: string | null;
  headers: Record<string, string>;
}

interface QueryRow {
  body: string | null;
  n: number;
  total?: number;
  inserted?: number;
}

function contentRange(offset: number, rows: number, total: number | undefined): string {
  const totalText = total === undefined ? '*' : String(total);
  return rows === 0 ? `*/${totalText}` : `${offset}-${offset + rows - 1}/${totalText}`;
}

function singleObject(row: QueryRow): string {
  const parsed: unknown = JSON.parse(row.body ?? '[]');
  return JSON.stringify(Array.isArray(parsed) ? parsed[0] : parsed);
}

const PGRST116 = (rows: number): RestError =>
  new RestError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${rows} rows`,
  );

const PGRST124 = (rows: number): RestError =>
  new RestError(
    400,
    'PGRST124',
    'Query result exceeds max-affected preference constraint',
    `The query affects ${rows} rows`,
  );

interface Plan {
  sql: ReadQuery;
  kind: 'read' | 'write' | 'rpc';
  shape?: RpcShape;
  offset: number;
}

interface Request {
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
  query: Request['query'],
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

function planRpc(ctx: BackendContext, req: IncomingMessage, request: Request): Plan {
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
  request: Request,
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

function planTable(ctx: BackendContext, req: IncomingMessage, request: Request): Plan {
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

/** Turns the statement's one row into PostgREST's answer (status, Content-Range, single object, limits). */
function respond(request: Request, planned: Plan, row: QueryRow): Outcome {
  const { method, prefs, media } = request;
  const headers: Record<string, string> = {};
  if (prefs.applied.length > 0) headers['Preference-Applied'] = prefs.applied.join(', ');
  const bodyType = media.csv
    ? 'text/csv; charset=utf-8'
    : media.single
      ? 'application/vnd.pgrst.object+json; charset=utf-8'
      : 'application/json; charset=utf-8';
  const strictLimit = prefs.handling === 'strict' ? prefs.maxAffected : undefined;

  if (planned.kind === 'rpc') {
    if (strictLimit !== undefined && row.n > strictLimit) throw new Rollback(PGRST124(row.n));
    if (planned.shape === 'void') return { status: 204, body: null, headers };
    headers['Content-Type'] = bodyType;
    if (planned.shape === 'rows') {
      const total = prefs.count ? (row.total ?? row.n) : undefined;
      headers['Content-Range'] = contentRange(planned.offset, row.n, total);
      if (media.single) {
        if (row.n !== 1) throw new Rollback(PGRST116(row.n));
        return { status: 200, body: singleObject(row), headers };
      }
      return { status: 200, body: row.body ?? '[]', headers };
    }
    if (planned.shape === 'object')
      return { status: 200, body: row.n === 0 ? 'null' : singleObject(row), headers };
    return { status: 200, body: row.body ?? 'null', headers };
  }

  if (planned.kind === 'read') {
    headers['Content-Type'] = bodyType;
    headers['Content-Range'] = contentRange(planned.offset, row.n, row.total);
    if (row.total !== undefined && planned.offset > row.total) {
      throw new RangeNotSatisfiable(planned.offset, row.total);
    }
    if (media.single) {
      if (row.n !== 1) throw new Rollback(PGRST116(row.n));
      return { status: 200, body: singleObject(row), headers };
    }
    const partial = row.total !== undefined && row.n < row.total;
    return { status: partial ? 206 : 200, body: row.body ?? '[]', headers };
  }

  if ((method === 'PATCH' || method === 'DELETE') && strictLimit !== undefined && row.n > strictLimit) {
    throw new Rollback(PGRST124(row.n));
  }
  headers['Content-Range'] = `*/${prefs.count ? row.n : '*'}`;
  if (media.single && row.n !== 1) throw new Rollback(PGRST116(row.n));
  // An upsert that only updated rows answers 200 (PostgREST 12+), one that inserted any 201.
  const upsert = prefs.resolution !== undefined || method === 'PUT';
  const onlyUpdated = upsert && (row.inserted ?? 0) === 0;
  const status =
    (method === 'POST' || method === 'PUT') && !onlyUpdated
      ? 201
      : prefs.returning === 'representation'
        ? 200
        : method === 'POST'
          ? 200
          : 204;
  if (prefs.returning !== 'representation') return { status, body: null, headers };
  headers['Content-Type'] = bodyType;
  return { status, body: media.single ? singleObject(row) : (row.body ?? '[]'), headers };
}

/** 416 PGRST103 for a page past the end of a counted result, with the Content-Range PostgREST sends. */
class RangeNotSatisfiable extends RestError {
  constructor(offset: number, total: number) {
    super(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${offset} was requested, but there are only ${total} rows.`,
    );
    this.contentRange = `*/${total}`;
  }
  readonly contentRange: string;
}

/** A resource of PostgREST's: whether it is a function's (its query string reads as arguments) and its plan. */
interface Resource {
  rpc: boolean;
  plan?: (ctx: BackendContext, req: IncomingMessage, request: Request) => Plan;
}

/**
 * The route table over the decoded path segments (each re-encoded, so a `/` inside a name stays in its
 * segment): a function under /rpc, a table or view at the root; any other path is PGRST125, read as an RPC's
 * when it starts with /rpc.
 */
const RESOURCES: Route<Resource>[] = [
  { methods: '*', path: /^\/rpc\/[^/]+$/, handle: { rpc: true, plan: planRpc } },
  { methods: '*', path: /^\/rpc(?:\/.*)?$/, handle: { rpc: true } },
  { methods: '*', path: /^\/[^/]+$/, handle: { rpc: false, plan: planTable } },
];

export async function handleRest(
  ctx: BackendContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  rest: string,
  caller: Caller,
): Promise<void> {
  const method = req.method ?? 'GET';
  const extraHeaders: Record<string, string> = {};
  try {
    const segments = rest
      .split('/')
      .filter(Boolean)
      .map((segment) => decodeURIComponent(segment));
    if (segments.length === 0) throw unsupported('The OpenAPI description (GET /rest/v1/)');
    if (!['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) {
      throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
    }
    const schema = pickSchema(req, ctx.catalog.schemas);
    if (ctx.catalog.schemas.length > 1) extraHeaders['Content-Profile'] = schema;
    const media = parseAccept(req);
    const prefs = parsePreferences(req);
    const encoded = `/${segments.map((segment) => encodeURIComponent(segment)).join('/')}`;
    const resource = findRoute(RESOURCES, method, encoded)?.handle ?? { rpc: false };
    const isRpc = resource.rpc;
    const query = parseQuery(url, isRpc && (method === 'GET' || method === 'HEAD'));
    const planner = resource.plan;
    if (!planner) throw new RestError(404, 'PGRST125', 'Invalid path specified in request URL');
    const raw = ['POST', 'PUT', 'PATCH'].includes(method) ? await readBody(req, REST_BODY_LIMIT) : undefined;
    const body = raw && !isRpc ? parseBody(raw) : undefined;
    const request: Request = { method, segments, schema, media, prefs, query, body, raw, req };
    const plan = (): Plan => planner(ctx, req, request);

    let planned: Plan;
    try {
      planned = plan();
    } catch (error) {
      // A name the cache does not know may be new since it was loaded (a test created a table): reload once.
      const stale =
        error instanceof RestError &&
        ['PGRST205', 'PGRST202', 'PGRST200', 'PGRST204', '42703'].includes(error.code);
      if (!stale || !(await ctx.catalog.refreshIfStale())) throw error;
      planned = plan();
    }
    if (method === 'PATCH' && isRecord(body) && Object.keys(body).length === 0) {
      // Nothing to set: PostgREST answers without touching the table.
      send(
        res,
        prefs.returning === 'representation' ? 200 : 204,
        prefs.returning === 'representation' ? '[]' : null,
        extraHeaders,
      );
      return;
    }

    refuseUnfilteredWrite(method, query.modifiers);
    if (
      (method === 'PATCH' || method === 'DELETE') &&
      (query.modifiers.limit.has('') || query.modifiers.offset.has(''))
    ) {
      throw unsupported('limit and offset on PATCH and DELETE (limited updates and deletes)');
    }

    const readOnly = method === 'GET' || method === 'HEAD';
    const outcome = await withRequestTransaction(
      ctx.db.api,
      {
        role: caller.role,
        claims: caller.claims,
        method,
        path: `/rest/v1${rest}`,
        readOnly,
        headers: requestHeaders(req),
      },
      async (client): Promise<Outcome> => {
        if (schema !== 'public') {
          // PostgREST's search path: the request's schema, then db-extra-search-path.
          await client.query(`select set_config('search_path', $1, true)`, [
            `${quoteIdent(schema)}, "public", "extensions"`,
          ]);
        }
        const result = await client.query<QueryRow>(planned.sql.text, planned.sql.values);
        const row: QueryRow = result.rows[0] ?? { body: null, n: result.rowCount ?? 0 };
        const { countText } = planned.sql;
        if (countText && (prefs.count === 'planned' || (row.total ?? 0) > DB_MAX_ROWS)) {
          row.total = await plannedCount(client, countText, planned.sql.values);
        }
        return respond(request, planned, row);
      },
    );
    send(res, outcome.status, outcome.body, { ...outcome.headers, ...extraHeaders });
  } catch (error) {
    const restError =
      error instanceof RestError
        ? error
        : isPgError(error)
          ? fromPgError(error, caller.anonymous)
          : undefined;
    if (!restError) throw error;
    const headers: Record<string, string> = { ...extraHeaders };
    if (restError.status === 401) headers['WWW-Authenticate'] = 'Bearer';
    if (restError instanceof RangeNotSatisfiable) headers['Content-Range'] = restError.contentRange;
    send(res, restError.status, JSON.stringify(restError.body()), headers);
  }
}
