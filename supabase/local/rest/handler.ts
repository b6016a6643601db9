// /rest/v1: PostgREST's behaviour for the features DESIGN.md 2 lists. Each request becomes one statement run
// in one transaction under the caller's role (db.ts), and answers with PostgREST's headers and errors.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BackendContext } from '../context.ts';
import { Rollback, withRequestTransaction } from '../db.ts';
import type { Caller } from '../gateway.ts';
import { header, MB, readBody, send } from '../http.ts';
import { EXPOSED_SCHEMA } from './catalog.ts';
import {
  buildDelete,
  buildInsert,
  buildRead,
  buildRpc,
  buildUpdate,
  emptyModifiers,
  lookupRelation,
  pickFunction,
  type Modifiers,
  type ReadQuery,
} from './build-sql.ts';
import { fromPgError, isPgError, RestError, unsupported } from './errors.ts';
import { refuseUnfilteredWrite } from './safe-update.ts';
import {
  parseCondition,
  parseLogic,
  parseNonNegativeInt,
  parseOrder,
  parseSelect,
  splitTopLevel,
  type SelectItem,
} from './parse.ts';

export const REST_BODY_LIMIT = MB;

interface Preferences {
  returning: 'representation' | 'minimal' | 'headers-only' | undefined;
  count: boolean;
  resolution: 'merge' | 'ignore' | undefined;
  missingDefault: boolean;
  applied: string[];
}

/**
 * The headers SQL sees in request.headers, as PostgREST passes them, less credentials. cf-connecting-ip is
 * the client address the platform vouches for (set from the socket in gateway.ts stampClientAddress, as
 * Cloudflare sets it on hosted); x-forwarded-for starts with whatever the caller wrote.
 */
function requestHeaders(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined || ['authorization', 'apikey', 'cookie'].includes(key)) continue;
    headers[key] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

function parsePreferences(req: IncomingMessage): Preferences {
  const prefs: Preferences = {
    returning: undefined,
    count: false,
    resolution: undefined,
    missingDefault: false,
    applied: [],
  };
  const raw = req.headers.prefer;
  const values = (Array.isArray(raw) ? raw.join(',') : (raw ?? ''))
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  for (const value of values) {
    if (value === 'return=representation' || value === 'return=minimal' || value === 'return=headers-only') {
      prefs.returning = value.slice('return='.length) as Preferences['returning'];
      prefs.applied.push(value);
    } else if (/^count=(exact|planned|estimated)$/.test(value)) {
      prefs.count = true;
      prefs.applied.push(value);
    } else if (value === 'resolution=merge-duplicates') {
      prefs.resolution = 'merge';
      prefs.applied.push(value);
    } else if (value === 'resolution=ignore-duplicates') {
      prefs.resolution = 'ignore';
      prefs.applied.push(value);
    } else if (value === 'missing=default') {
      prefs.missingDefault = true;
      prefs.applied.push(value);
    }
    // Other preferences (handling, timezone, tx, max-affected) are ignored, as PostgREST does with lenient handling.
  }
  return prefs;
}

interface MediaType {
  single: boolean;
  stripNulls: boolean;
}

function parseAccept(req: IncomingMessage): MediaType {
  const accept = header(req, 'accept') ?? '*/*';
  const types = accept.split(',').map((part) => part.trim());
  for (const type of types) {
    const [essence = '', ...parameters] = type.split(';').map((part) => part.trim().toLowerCase());
    const stripNulls = parameters.includes('nulls=stripped');
    if (essence === 'application/vnd.pgrst.object+json' || essence === 'application/vnd.pgrst.object')
      return { single: true, stripNulls };
    if (
      ['application/json', 'application/vnd.pgrst.array+json', '*/*', 'application/*'].includes(essence) ||
      essence === ''
    ) {
      return { single: false, stripNulls };
    }
  }
  const first = types[0] ?? accept;
  if (first.startsWith('text/csv')) throw unsupported('CSV responses (.csv())');
  if (first.includes('geo+json')) throw unsupported('GeoJSON responses (.geojson())');
  if (first.includes('vnd.pgrst.plan')) throw unsupported('Execution plans (.explain())');
  throw new RestError(406, 'PGRST107', `None of these media types are available: ${accept}`);
}

function checkProfile(req: IncomingMessage): void {
  for (const name of ['accept-profile', 'content-profile']) {
    const profile = header(req, name);
    if (profile !== undefined && profile !== EXPOSED_SCHEMA) {
      throw new RestError(
        406,
        'PGRST106',
        `The schema must be one of the following: ${EXPOSED_SCHEMA}`,
        null,
        null,
      );
    }
  }
}

const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns', 'apikey']);

interface ParsedQuery {
  select: SelectItem[];
  modifiers: Modifiers;
  onConflict: string[];
  columns: string[] | undefined;
}

function pushFilter(
  modifiers: Modifiers,
  path: string,
  filter: Modifiers['filters'] extends Map<string, infer F> ? (F extends (infer G)[] ? G : never) : never,
): void {
  modifiers.filters.set(path, [...(modifiers.filters.get(path) ?? []), filter]);
}

/** `rpcArguments`: GET /rpc/<fn> passes arguments, not filters, as query parameters. */
function parseQuery(url: URL, rpcArguments = false): ParsedQuery {
  const modifiers = emptyModifiers();
  let select: SelectItem[] = [{ kind: 'star' }];
  let onConflict: string[] = [];
  let columns: string[] | undefined;
  for (const [key, value] of url.searchParams) {
    if (key === 'select') select = parseSelect(value);
    else if (key === 'order') modifiers.order.set('', parseOrder(value));
    else if (key === 'limit') modifiers.limit.set('', parseNonNegativeInt(value, 'limit'));
    else if (key === 'offset') modifiers.offset.set('', parseNonNegativeInt(value, 'offset'));
    else if (key === 'on_conflict')
      onConflict = splitTopLevel(value).map((name) => name.trim().replace(/^"|"$/g, ''));
    else if (key === 'columns')
      columns = splitTopLevel(value).map((name) => name.trim().replace(/^"|"$/g, ''));
    else if (RESERVED.has(key) || rpcArguments) continue;
    else {
      const segments = key.split('.');
      let last = segments.pop() ?? '';
      let negate = false;
      // `not.or` / `cart_items.not.and`
      if ((last === 'or' || last === 'and') && segments[segments.length - 1] === 'not') {
        segments.pop();
        negate = true;
      }
      const path = segments.join('.');
      if (last === 'or' || last === 'and') pushFilter(modifiers, path, parseLogic(last, negate, value));
      else if (last === 'order' && path) modifiers.order.set(path, parseOrder(value));
      else if (last === 'limit' && path) modifiers.limit.set(path, parseNonNegativeInt(value, 'limit'));
      else if (last === 'offset' && path) modifiers.offset.set(path, parseNonNegativeInt(value, 'offset'));
      else {
        if (last.startsWith('"') && last.endsWith('"')) last = last.slice(1, -1);
        pushFilter(modifiers, path, parseCondition(last, value));
      }
    }
  }
  return { select, modifiers, onConflict, columns };
}

/** `Range: 0-9` (items), combined with limit/offset as PostgREST does. */
function rangeFromHeader(req: IncomingMessage): { offset: number; limit?: number } | undefined {
  const range = header(req, 'range');
  if (!range) return undefined;
  const match = /^(?:items=)?(\d+)-(\d*)$/.exec(range.trim());
  if (!match) return undefined;
  const from = Number(match[1]);
  const to = match[2] === '' || match[2] === undefined ? undefined : Number(match[2]);
  if (to !== undefined && to < from) throw new RestError(416, 'PGRST103', 'Requested range not satisfiable');
  return { offset: from, limit: to === undefined ? undefined : to - from + 1 };
}

/** Whether a JSON value holds U+0000 in a string (or a key). */
function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(holdsNul);
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).some(([key, item]) => key.includes('\u0000') || holdsNul(item));
  return false;
}

/**
 * PostgREST hands the body to Postgres as JSON, and Postgres refuses `\u0000` the moment a value is read as
 * text or jsonb (its text type cannot hold NUL): 400 with SQLSTATE 22P05, as PostgREST maps class 22. Here
 * values are bound one by one, where the same NUL would be refused as a 22021 encoding error: answer as
 * PostgREST does instead.
 */
const NUL_IN_JSON = (): RestError =>
  new RestError(400, '22P05', 'unsupported Unicode escape sequence', '\\u0000 cannot be converted to text.');

async function readJson(req: IncomingMessage): Promise<unknown> {
  const raw = await readBody(req, REST_BODY_LIMIT);
  const text = raw.toString('utf8');
  if (text.trim() === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new RestError(400, 'PGRST102', 'Empty or invalid json', (error as Error).message);
  }
  if (holdsNul(parsed)) throw NUL_IN_JSON();
  return parsed;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

interface Outcome {
  status: number;
  body: string | null;
  headers: Record<string, string>;
}

interface QueryRow {
  body: string | null;
  n: number;
  total?: number;
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
    'JSON object requested, multiple (or no) rows returned',
    `The result contains ${rows} rows`,
  );

export async function handleRest(
  ctx: BackendContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  rest: string,
  caller: Caller,
): Promise<void> {
  const method = req.method ?? 'GET';
  try {
    checkProfile(req);
    const segments = rest
      .split('/')
      .filter(Boolean)
      .map((segment) => decodeURIComponent(segment));
    if (segments.length === 0) throw unsupported('The OpenAPI description (GET /rest/v1/)');
    const media = parseAccept(req);
    const prefs = parsePreferences(req);
    const isRpc = segments[0] === 'rpc';
    const query = parseQuery(url, isRpc && (method === 'GET' || method === 'HEAD'));
    if ((isRpc && segments.length !== 2) || (!isRpc && segments.length !== 1)) {
      throw new RestError(404, 'PGRST125', `Invalid path specified in request URL: /rest/v1${rest}`);
    }
    let body: unknown;
    if (method === 'POST' || method === 'PATCH') body = await readJson(req);
    else if (method === 'PUT') throw unsupported('PUT (single-row upsert by primary key)');
    else if (!['GET', 'HEAD', 'DELETE'].includes(method)) {
      throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
    }

    const plan = (): {
      sql: ReadQuery;
      kind: 'read' | 'write' | 'rpc';
      shape?: 'rows' | 'object' | 'scalar' | 'void';
      offset: number;
    } => {
      if (isRpc) {
        if (method !== 'GET' && method !== 'HEAD' && method !== 'POST') {
          throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
        }
        let args: Record<string, unknown> = {};
        if (method === 'POST') {
          if (body !== undefined && !isRecord(body))
            throw new RestError(
              400,
              'PGRST102',
              'Empty or invalid json',
              'RPC arguments must be a JSON object',
            );
          args = body ?? {};
        } else {
          for (const [key, value] of url.searchParams) if (!RESERVED.has(key)) args[key] = value;
          // GET arguments reach the function as JSON too.
          if (holdsNul(args)) throw NUL_IN_JSON();
        }
        if (query.select.some((item) => item.kind !== 'star') || query.modifiers.filters.size > 0) {
          throw unsupported('select and filters on RPC results');
        }
        const fn = pickFunction(ctx.catalog, segments[1] ?? '', Object.keys(args));
        const sql = buildRpc(fn, args, media.stripNulls);
        return { sql, kind: 'rpc', shape: sql.shape, offset: 0 };
      }
      const relation = lookupRelation(ctx.catalog, segments[0] ?? '');
      const writeOptions = {
        returning: prefs.returning === 'representation' ? ('representation' as const) : ('minimal' as const),
        items: query.select,
        stripNulls: media.stripNulls,
      };
      if (method === 'GET' || method === 'HEAD') {
        const range = rangeFromHeader(req);
        let offset = query.modifiers.offset.get('') ?? 0;
        let limit = query.modifiers.limit.get('');
        if (range) {
          offset = offset + range.offset;
          if (range.limit !== undefined)
            limit = limit === undefined ? range.limit : Math.min(limit, range.limit);
        }
        const sql = buildRead(ctx.catalog, relation, query.select, query.modifiers, {
          limit,
          offset,
          count: prefs.count,
          stripNulls: media.stripNulls,
        });
        return { sql, kind: 'read', offset };
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
        let columns = query.columns;
        if (!columns) columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
        const conflict = prefs.resolution
          ? { resolution: prefs.resolution, columns: query.onConflict }
          : null;
        return {
          sql: buildInsert(ctx.catalog, relation, rows, columns, conflict, query.modifiers, {
            ...writeOptions,
            missingDefault: prefs.missingDefault,
          }),
          kind: 'write',
          offset: 0,
        };
      }
      if (method === 'PATCH') {
        if (!isRecord(body))
          throw new RestError(400, 'PGRST102', 'Empty or invalid json', 'Expected a JSON object');
        return {
          sql: buildUpdate(ctx.catalog, relation, body, query.modifiers, writeOptions),
          kind: 'write',
          offset: 0,
        };
      }
      return {
        sql: buildDelete(ctx.catalog, relation, query.modifiers, writeOptions),
        kind: 'write',
        offset: 0,
      };
    };

    let planned: ReturnType<typeof plan>;
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
      );
      return;
    }

    refuseUnfilteredWrite(method, query.modifiers);

    const outcome = await withRequestTransaction(
      ctx.db.api,
      {
        role: caller.role,
        claims: caller.claims,
        method,
        path: `/rest/v1${rest}`,
        readOnly: method === 'GET' || method === 'HEAD',
        headers: requestHeaders(req),
      },
      async (client): Promise<Outcome> => {
        const result = await client.query<QueryRow>(planned.sql.text, planned.sql.values);
        const row: QueryRow = result.rows[0] ?? { body: null, n: result.rowCount ?? 0 };
        const headers: Record<string, string> = {};
        if (prefs.applied.length > 0) headers['Preference-Applied'] = prefs.applied.join(', ');
        const jsonType = media.single
          ? 'application/vnd.pgrst.object+json; charset=utf-8'
          : 'application/json; charset=utf-8';

        if (planned.kind === 'rpc') {
          if (planned.shape === 'void') return { status: 204, body: null, headers };
          headers['Content-Type'] = jsonType;
          if (planned.shape === 'rows') {
            headers['Content-Range'] = contentRange(0, row.n, prefs.count ? row.n : undefined);
            if (media.single) {
              if (row.n !== 1) throw new Rollback(PGRST116(row.n));
              return { status: 200, body: singleObject(row), headers };
            }
          }
          return { status: 200, body: row.body ?? 'null', headers };
        }

        if (planned.kind === 'read') {
          headers['Content-Type'] = jsonType;
          headers['Content-Range'] = contentRange(planned.offset, row.n, row.total);
          if (media.single) {
            if (row.n !== 1) throw new Rollback(PGRST116(row.n));
            return { status: 200, body: singleObject(row), headers };
          }
          const partial = row.total !== undefined && row.n < row.total;
          return { status: partial ? 206 : 200, body: row.body ?? '[]', headers };
        }

        headers['Content-Range'] = `*/${prefs.count ? row.n : '*'}`;
        if (media.single && row.n !== 1) throw new Rollback(PGRST116(row.n));
        const status = method === 'POST' ? 201 : prefs.returning === 'representation' ? 200 : 204;
        if (prefs.returning !== 'representation') return { status, body: null, headers };
        headers['Content-Type'] = jsonType;
        return { status, body: media.single ? singleObject(row) : (row.body ?? '[]'), headers };
      },
    );
    send(res, outcome.status, outcome.body, outcome.headers);
  } catch (error) {
    const restError =
      error instanceof RestError
        ? error
        : isPgError(error)
          ? fromPgError(error, caller.anonymous)
          : undefined;
    if (!restError) throw error;
    const headers: Record<string, string> = {};
    if (restError.status === 401) headers['WWW-Authenticate'] = 'Bearer';
    send(res, restError.status, JSON.stringify(restError.body()), headers);
  }
}
