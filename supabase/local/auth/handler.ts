// /auth/v1: GoTrue's endpoints by a route table (sign-up, password and refresh grants, user, logout, recovery,
// resend, reauthenticate, OTP and magic links, verify, TOTP factors, jwks, settings, health; then the admin
// table), the 501 table for what is not implemented, and GoTrue's error bodies for what they throw.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BackendContext } from '../context.ts';
import { header, send, sendJson } from '../http.ts';
import { jwks } from '../keys.ts';
import { findRoute, type Route } from '../routes.ts';
import { recover, reauthenticate, resend } from './account-mail.ts';
import { ADMIN_ROUTES } from './admin.ts';
import { ok, type AuthHandler } from './caller.ts';
import { API_VERSION, AuthError, authErrorBody, badRequest } from './errors.ts';
import { challengeFactor, enrolFactor, ownFactor, unenrolFactor, verifyFactor } from './factors.ts';
import { otp as otpSignIn } from './links.ts';
import { clientAddress } from './rate-limit.ts';
import { referrer } from './redirect.ts';
import { jsonBody, requireCaller, requireServiceRole } from './request.ts';
import { endSessions } from './sessions.ts';
import { signUp } from './signup.ts';
import { token } from './token.ts';
import { unsupportedEndpoint } from './unsupported.ts';
import { updateUser } from './update-user.ts';
import { userJson } from './users.ts';
import { verify } from './verify.ts';
import { verifyLink } from './verify-link.ts';

const route = (method: string, path: RegExp, handle: AuthHandler): Route<AuthHandler> => ({
  methods: [method],
  path,
  handle,
});

const ROUTES: Route<AuthHandler>[] = [
  route('GET', /^\/health$/, async () =>
    ok({ version: 'local', name: 'GoTrue', description: 'GoTrue stand-in of the local backend' }),
  ),
  route('GET', /^\/settings$/, async (ctx) =>
    ok({
      external: { email: true, phone: false, anonymous_users: ctx.auth.anonymousSignIns },
      disable_signup: false,
      mailer_autoconfirm: ctx.auth.autoConfirm,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    }),
  ),
  // The ES256 public key only: GoTrue never publishes a symmetric (HS256) secret.
  route('GET', /^\/\.well-known\/jwks\.json$/, async (ctx) => ok(jwks(ctx.keys))),
  route('POST', /^\/signup$/, async (ctx, req, url) =>
    ok(await signUp(ctx, req, referrer(ctx, req, url), await jsonBody(req))),
  ),
  route('POST', /^\/token$/, async (ctx, req, url) => ok(await token(ctx, req, url, await jsonBody(req)))),
  route('GET', /^\/user$/, async (ctx, req) =>
    ok(await userJson(ctx.db.auth, (await requireCaller(ctx, req)).user)),
  ),
  route('PUT', /^\/user$/, async (ctx, req, url) => {
    const body = await jsonBody(req);
    return ok(await updateUser(ctx, await requireCaller(ctx, req), body, referrer(ctx, req, url)));
  }),
  route('POST', /^\/logout$/, async (ctx, req, url) => {
    const caller = await requireCaller(ctx, req);
    const scope = url.searchParams.get('scope') ?? 'global';
    if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
      throw badRequest(`Unsupported logout scope "${scope}"`);
    }
    await endSessions(ctx.db.auth, caller.user.id, caller.sessionId, scope);
    return { status: 204, body: null };
  }),
  route('POST', /^\/recover$/, async (ctx, req, url) =>
    ok(await recover(ctx, referrer(ctx, req, url), await jsonBody(req))),
  ),
  route('POST', /^\/verify$/, async (ctx, req) => {
    const verified = await verify(ctx, await jsonBody(req));
    // GoTrue's verifyPost after the first of two e-mail change links: 200 with the message, no session.
    return ok('message' in verified ? { msg: verified.message, code: 200 } : verified.session);
  }),
  route('GET', /^\/verify$/, (ctx, req, url) => verifyLink(ctx, req, url)),
  route('POST', /^\/resend$/, async (ctx, req, url) =>
    ok(await resend(ctx, referrer(ctx, req, url), await jsonBody(req))),
  ),
  route('GET', /^\/reauthenticate$/, async (ctx, req) =>
    ok(await reauthenticate(ctx, await requireCaller(ctx, req))),
  ),
  route('POST', /^\/factors$/, async (ctx, req) => {
    const body = await jsonBody(req);
    return ok(await enrolFactor(ctx, await requireCaller(ctx, req), body));
  }),
  route('POST', /^\/factors\/([^/]+)\/challenge$/, async (ctx, req, _url, [id = '']) => {
    const factor = await ownFactor(ctx, await requireCaller(ctx, req), id);
    return ok(await challengeFactor(ctx, factor, clientAddress(ctx, req)));
  }),
  route('POST', /^\/factors\/([^/]+)\/verify$/, async (ctx, req, _url, [id = '']) => {
    const body = await jsonBody(req);
    const caller = await requireCaller(ctx, req);
    const factor = await ownFactor(ctx, caller, id);
    return ok(await verifyFactor(ctx, caller, factor, body, clientAddress(ctx, req)));
  }),
  route('DELETE', /^\/factors\/([^/]+)$/, async (ctx, req, _url, [id = '']) => {
    const caller = await requireCaller(ctx, req);
    return ok(await unenrolFactor(ctx, caller, await ownFactor(ctx, caller, id)));
  }),
  route('POST', /^\/(?:otp|magiclink)$/, async (ctx, req, url) =>
    ok(await otpSignIn(ctx, referrer(ctx, req, url), await jsonBody(req))),
  ),
  ...ADMIN_ROUTES,
];

async function answer(ctx: BackendContext, req: IncomingMessage, url: URL, rest: string) {
  const method = req.method ?? 'GET';
  const found = findRoute(ROUTES, method, rest);
  if (found) return found.handle(ctx, req, url, found.params);
  const unsupported = unsupportedEndpoint(method, rest);
  if (unsupported && rest.startsWith('/admin/')) requireServiceRole(ctx, req);
  if (unsupported) throw unsupported;
  throw new AuthError(404, 'not_found', `${method} /auth/v1${rest} is not an endpoint of the auth service`);
}

export async function handleAuth(
  ctx: BackendContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  rest: string,
): Promise<void> {
  const base = { 'X-Supabase-Api-Version': API_VERSION };
  try {
    const { status, body, headers } = await answer(ctx, req, url, rest);
    if (body === null) send(res, status, null, { ...base, ...headers });
    else sendJson(res, status, body, { ...base, ...headers });
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    const versioned = (header(req, 'x-supabase-api-version') ?? '') >= API_VERSION;
    sendJson(res, error.status, authErrorBody(error, versioned), base);
  }
}
