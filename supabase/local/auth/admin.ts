// The /admin routes of GoTrue (service role only): users, their MFA factors, generate_link; and /invite.
// A route table of method + path pattern -> handler; anything else under /admin falls to the 501 table.
import type { BackendContext } from '../context.ts';
import type { Route } from '../routes.ts';
import { adminCreateUser, adminDeleteUser, adminUpdateUser, listUsers, loadUser } from './admin-users.ts';
import { ok, type AuthHandler } from './caller.ts';
import { AuthError } from './errors.ts';
import { generateLink, invite } from './links.ts';
import { referrer } from './redirect.ts';
import { jsonBody, requireServiceRole, UUID } from './request.ts';
import { userJson } from './users.ts';

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

const ROUTES: Route<AuthHandler>[] = [
  {
    methods: ['GET'],
    path: /^\/admin\/users$/,
    handle: async (ctx, _req, url) => ({ status: 200, ...(await listUsers(ctx, url)) }),
  },
  {
    methods: ['POST'],
    path: /^\/admin\/users$/,
    handle: async (ctx, req) => ok(await adminCreateUser(ctx, await jsonBody(req))),
  },
  {
    methods: ['GET'],
    path: /^\/admin\/users\/([^/]+)$/,
    handle: async (ctx, _req, _url, [id]) => ok(await userJson(ctx.db.auth, await loadUser(ctx, id ?? ''))),
  },
  {
    methods: ['PUT'],
    path: /^\/admin\/users\/([^/]+)$/,
    handle: async (ctx, req, _url, [id]) => {
      const user = await loadUser(ctx, id ?? '');
      return ok(await adminUpdateUser(ctx, user, await jsonBody(req)));
    },
  },
  {
    methods: ['DELETE'],
    path: /^\/admin\/users\/([^/]+)$/,
    handle: async (ctx, req, _url, [id]) => {
      const user = await loadUser(ctx, id ?? '');
      await adminDeleteUser(ctx, user, await jsonBody(req));
      return ok({});
    },
  },
  {
    methods: ['GET'],
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
    methods: ['DELETE'],
    path: /^\/admin\/users\/([^/]+)\/factors\/([^/]+)$/,
    handle: async (ctx, _req, _url, [id, factorId]) => {
      const user = await loadUser(ctx, id ?? '');
      const factor = await loadFactor(ctx, user.id, factorId ?? '');
      await ctx.db.auth.query('delete from auth.mfa_factors where id = $1', [factor.id]);
      return ok(factor);
    },
  },
  {
    methods: ['POST'],
    path: /^\/admin\/generate_link$/,
    handle: async (ctx, req, url) => ok(await generateLink(ctx, req, url, await jsonBody(req))),
  },
  {
    methods: ['POST'],
    path: /^\/invite$/,
    handle: async (ctx, req, url) => ok(await invite(ctx, referrer(ctx, req, url), await jsonBody(req))),
  },
];

/** The admin routes, each for the service role only, with its path's groups percent-decoded. */
export const ADMIN_ROUTES: Route<AuthHandler>[] = ROUTES.map((route) => ({
  ...route,
  handle: (ctx, req, url, params) => {
    requireServiceRole(ctx, req);
    return route.handle(
      ctx,
      req,
      url,
      params.map((part) => decodeURIComponent(part)),
    );
  },
}));
