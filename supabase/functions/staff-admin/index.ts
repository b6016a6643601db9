// staff-admin: the owner manages the staff (issue 32). POST { action, ... } with an owner's JWT at aal2:
// list (each member's email, role, two factors set up, invited and accepted), invite { email, role, origin,
// locale } (Supabase Auth's admin invite mails a link back to the shop, where the invitee chooses a password; an
// address that already has a confirmed account gets the role without a mail, as GoTrue refuses to invite it:
// 422 email_exists), set_role { user_id, role } and remove { user_id }. Every change goes through SQL's
// staff_set_role, which records it in staff_role_changes and refuses owner_only, staff_already and last_owner.
// Answers 200 { staff } / { change } or { error: { code, message, field? } } with 400/401/403/404/409.
import { identifyCaller } from '../_shared/bearer.ts';
import { staffRole } from '../_shared/caller-access.ts';
import { env, isAllowedOrigin } from '../_shared/env.ts';
import { failure, json, jsonBody, preflight } from '../_shared/http.ts';
import { serviceClient, type ServiceClient } from '../_shared/service-client.ts';
import { parseStaffRequest, type StaffAction, type StaffRole } from './request.ts';

/** The refusals SQL answers with (its message is the code) and their HTTP status. */
const STATUS_OF: Record<string, number> = {
  owner_only: 403,
  staff_role_invalid: 400,
  staff_not_found: 404,
  staff_already: 409,
  last_owner: 409,
};

type Outcome = { ok: true; body: unknown } | { ok: false; response: Response };

/** SQL's refusal as the function's answer; anything else is a fault and is thrown. */
function refusalOf(error: { message: string; hint?: string | null }): Response {
  const status = STATUS_OF[error.message];
  if (status === undefined) throw new Error(`staff SQL: ${error.message}`);
  return failure(status, error.message, error.hint ?? error.message);
}

async function setRole(
  supabase: ServiceClient,
  actor: string,
  target: string,
  role: StaffRole | null,
  invite = false,
): Promise<Outcome> {
  // No role (null) removes the staff role.
  const { data, error } = await supabase.rpc('staff_set_role', {
    p_actor: actor,
    p_target: target,
    ...(role ? { p_role: role } : {}),
    p_invite: invite,
  });
  if (error) return { ok: false, response: refusalOf(error) };
  return { ok: true, body: { change: data } };
}

/** Where the invitation's link leads: the shop's sign-in page, where the invitee chooses a password. */
function inviteRedirect(origin: string | null): string | undefined {
  const base = origin && isAllowedOrigin(origin) ? origin : env('SITE_URL');
  return base ? `${base}/auth` : undefined;
}

async function invite(
  supabase: ServiceClient,
  actor: string,
  action: Extract<StaffAction, { action: 'invite' }>,
): Promise<Outcome> {
  // Already staff is refused before any mail leaves.
  const found = await supabase.rpc('staff_account_of', { p_actor: actor, p_email: action.email });
  if (found.error) return { ok: false, response: refusalOf(found.error) };
  const account = found.data[0];
  if (account?.role) {
    return { ok: false, response: failure(409, 'staff_already', `${action.email} is already staff`) };
  }
  let userId = account?.user_id;
  let mailed = false;
  if (!account?.confirmed) {
    const invited = await supabase.auth.admin.inviteUserByEmail(action.email, {
      redirectTo: inviteRedirect(action.origin),
      data: { locale: action.locale },
    });
    if (invited.error || !invited.data.user) {
      throw new Error(`inviteUserByEmail: ${invited.error?.message ?? 'no user'}`);
    }
    userId = invited.data.user.id;
    mailed = true;
  }
  if (!userId) throw new Error('staff invite: no account');
  const changed = await setRole(supabase, actor, userId, action.role, true);
  if (!changed.ok) return changed;
  return { ok: true, body: { ...(changed.body as object), mailed } };
}

async function run(supabase: ServiceClient, actor: string, action: StaffAction): Promise<Outcome> {
  switch (action.action) {
    case 'list': {
      const { data, error } = await supabase.rpc('staff_members', { p_actor: actor });
      if (error) return { ok: false, response: refusalOf(error) };
      return { ok: true, body: { staff: data } };
    }
    case 'invite':
      return invite(supabase, actor, action);
    case 'set_role':
      return setRole(supabase, actor, action.userId, action.role);
    case 'remove':
      return setRole(supabase, actor, action.userId, null);
  }
}

export default async function handler(req: Request): Promise<Response> {
  if (req.method === 'OPTIONS') return preflight();
  if (req.method !== 'POST') return failure(405, 'invalid_request', 'Use POST');
  const caller = await identifyCaller(req);
  if (caller.kind === 'refused') return failure(401, 'invalid_token', caller.reason);
  if (caller.kind !== 'user') return failure(401, 'owner_only', 'Sign in as an owner to manage staff');
  const supabase = serviceClient();
  if ((await staffRole(supabase, caller.id)) !== 'owner') {
    return failure(403, 'owner_only', 'Only an owner manages staff');
  }
  if (caller.claims.aal !== 'aal2') {
    return failure(403, 'two_factor_required', 'Owners manage staff after the two-factor challenge');
  }
  const body = await jsonBody(req);
  if (!body.ok) return body.response;
  const parsed = parseStaffRequest(body.value);
  if (!parsed.ok) return failure(400, parsed.refusal.code, parsed.refusal.message, parsed.refusal.field);
  const outcome = await run(supabase, caller.id, parsed.action);
  return outcome.ok ? json(200, outcome.body) : outcome.response;
}

Deno.serve(handler);
