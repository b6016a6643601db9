// The /admin routes of GoTrue (service role only): users, their MFA factors, generate_link; and /invite.
// A route table of method + path pattern -> handler; anything else under /admin falls to the 501 table.
import type { IncomingMessage } from 'node:http';
import type { BackendContext } from '../context.ts';
import { adminCreateUser, adminDeleteUser, adminUpdateUser, listUsers, loadUser } from './admin-users.ts';
import { AuthError } from './errors.ts';
import { generateLink, invite } from './links.ts';
import { jsonBody, requireServiceRole, UUID } from './request.ts';
import { userJson } from './users.ts';

export interface AdminAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

type AdminHandler = (
  ctx: BackendContext,
  req: IncomingMessage,
  url: URL,
  params: string[],
) => Promise<AdminAnswer>;

const ok = (body: unknown): AdminAnswer => ({ status: 200, body });

const FACTOR_COLUMNS = `id, friendly_name, factor_type, status, created_at, updated_at`;

async function loadFactor(ctx: BackendContext, userId: string, factorId: string) {
  if (!UUID.test(factorId)) throw new AuthError(404, 'validation_failed', 'factor_id must be an UUID');
  const found = await ctx.db.auth.query(
    `select ${FACTOR_COLUMNS} from auth.mfa_factors where id = $1 and user_id = $2`,
    [factorId, userId],
  );
  if (!found.rows[0]) throw new AuthError(404, 'mfa_factor_not_found', 'Factor not found');
  return found.rows[0] as Record<string, unknown>;
}

const ROUTES: { method: string; path: RegExp; handle: AdminHandler }[] = [
  {
    method: 'GET',
    path: /^\/admin\/users$/,
    handle: async (ctx, _req, url) => ({ status: 200, ...(await listUsers(ctx, url)) }),
  },
  {
    method: 'POST',
    path: /^\/admin\/users$/,
    handle: async (ctx, req) => ok(await adminCreateUser(ctx, await jsonBody(req))),
  },
  {
    method: 'GET',
    path: /^\/admin\/users\/([^/]+)$/,
    handle: async (ctx, _req, _url, [id]) => ok(await userJson(ctx.db.auth, await loadUser(ctx, id ?? ''))),
  },
  {
    method: 'PUT',
    path: /^\/admin\/users\/([^/]+)$/,
    handle: async (ctx, req, _url, [id]) => {
      const user = await loadUser(ctx, id ?? '');
      return ok(await adminUpdateUser(ctx, user, await jsonBody(req)));
    },
  },
  {
    method: 'DELETE',
    path: /^\/admin\/users\/([^/]+)$/,
    handle: async (ctx, req, _url, [id]) => {
      const user = await loadUser(ctx, id ?? '');
      await adminDeleteUser(ctx, user, await jsonBody(req));
      return ok({});
    },
  },
  {
    method: 'GET',
    path: /^\/admin\/users\/([^/]+)\/factors$/,
    handle: async (ctx, _req, _url, [id]) => {
      const user = await loadUser(ctx, id ?? '');
      const factors = await ctx.db.auth.query(
        `select ${FACTOR_COLUMNS} from auth.mfa_factors where user_id = $1 order by created_at`,
        [user.id],
      );
      return ok(factors.rows);
    },
  },
  {
    method: 'DELETE',
    path: /^\/admin\/users\/([^/]+)\/factors\/([^/]+)$/,
    handle: async (ctx, _req, _url, [id, factorId]) => {
      const user = await loadUser(ctx, id ?? '');
      const factor = await loadFactor(ctx, user.id, factorId ?? '');
      await ctx.db.auth.query('delete from auth.mfa_factors where id = $1', [factor.id]);
      return ok(factor);
    },
  },
  {
    method: 'POST',
    path: /^\/admin\/generate_link$/,
    handle: async (ctx, req, url) => ok(await generateLink(ctx, url, await jsonBody(req))),
  },
  {
    method: 'POST',
    path: /^\/invite$/,
    handle: async (ctx, req, url) => ok(await invite(ctx, url, await jsonBody(req))),
  },
];

/** The admin answer for this request, or undefined when no admin route matches. */
export async function adminRoute(
  ctx: BackendContext,
  req: IncomingMessage,
  url: URL,
  rest: string,
): Promise<AdminAnswer | undefined> {
  const method = req.method ?? 'GET';
  for (const route of ROUTES) {
    const match = route.method === method ? route.path.exec(rest) : null;
    if (!match) continue;
    requireServiceRole(ctx, req);
    return route.handle(
      ctx,
      req,
      url,
      match.slice(1).map((part) => decodeURIComponent(part)),
    );
  }
  return undefined;
}
