// /rest/v1: PostgREST's behaviour for the features DESIGN.md 2 lists. Each request becomes one statement run
// in one transaction under the caller's role (request-transaction.ts), and answers with PostgREST's headers and errors: the
// route table and the request's course here, the statement in plan.ts, the answer in respond.ts.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BackendContext } from '../context.ts';
import { withRequestTransaction } from '../request-transaction.ts';
import type { Caller } from '../gateway.ts';
import { MB, readBody, send } from '../http.ts';
import { isRecord } from '../json.ts';
import { findRoute, type Route } from '../routes.ts';
import { fromPgError, isPgError, RestError, unsupported } from './errors.ts';
import { DB_MAX_ROWS, plannedCount } from './count.ts';
import { quoteIdent } from './expressions.ts';
import { parseAccept, parsePreferences, pickSchema } from './preferences.ts';
import { parseQuery } from './query.ts';
import { planRpc, planTable, type Plan, type RestRequest } from './plan.ts';
import { parseBody, requestHeaders } from './request-body.ts';
import { RangeNotSatisfiable, respond, type Outcome, type QueryRow } from './respond.ts';
import { refuseUnfilteredWrite } from './safe-update.ts';

export const REST_BODY_LIMIT = MB;

/** A resource of PostgREST's: whether it is a function's (its query string reads as arguments) and its plan. */
interface Resource {
  rpc: boolean;
  plan?: (ctx: BackendContext, req: IncomingMessage, request: RestRequest) => Plan;
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
    const request: RestRequest = { method, segments, schema, media, prefs, query, body, raw, req };
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
