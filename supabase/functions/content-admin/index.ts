// content-admin: every write of the shop's words (journal articles, brand pages, the build hook) goes through
// here, so that no article body reaches the database without DOMPurify (the content SQL functions are the
// service role's only). POST { action, ... } with an admin's JWT at aal2 (issue 31 content contract); answers
// 200 { document } (publish adds { missing }; set-build-hook answers { settings }) or
// { error: { code, message, field?, missing? } } with 400/401/403/404/409.
// After a change of what visitors see now (publish now, unpublish, delete), the static host's build hook is
// called and its outcome recorded. The content-promote-due job (pg_cron on hosted, a timer locally) POSTs
// { action: 'promote-due' } with the secret key every minute: scheduled versions whose time has come go live and
// the hook is called for them (once, even when an admin's write promoted them first).
import type { FunctionCaller } from '../_shared/bearer.ts';
import { identifyCaller } from '../_shared/bearer.ts';
import { isAdmin } from '../_shared/caller-access.ts';
import { isProduction } from '../_shared/env.ts';
import { failure, json, jsonBody, preflight } from '../_shared/http.ts';
import { serviceClient } from '../_shared/service-client.ts';
import { runAction } from './actions.ts';
import { callBuildHook } from './build-hook.ts';
import { parseContentRequest, type ContentAction } from './request.ts';
import { sanitizeDraft } from './sanitize-draft.ts';

/** The admin's user id, or the answer refusing anyone else (two_factor_required for an admin at aal1). */
async function adminId(caller: FunctionCaller): Promise<{ id: string } | { response: Response }> {
  if (caller.kind === 'refused') return { response: failure(401, 'invalid_token', caller.reason) };
  if (caller.kind !== 'user') {
    return { response: failure(401, 'content_forbidden', 'Sign in as an admin to edit content') };
  }
  if (!(await isAdmin(serviceClient(), caller.id))) {
    return { response: failure(403, 'content_forbidden', 'Only an admin may edit content') };
  }
  if (caller.claims.aal !== 'aal2') {
    return {
      response: failure(403, 'two_factor_required', 'Admins edit content after the two-factor challenge'),
    };
  }
  return { id: caller.id };
}

/** Whether the action changed the pages visitors are served now. */
function changesLiveSite(action: ContentAction): boolean {
  return (
    (action.action === 'publish' && action.at === null) ||
    action.action === 'unpublish' ||
    action.action === 'delete'
  );
}

/**
 * Calls the build hook when one is set and records what it answered. The admin's change is already committed,
 * so a fault here is logged, not answered: the screen shows the last recorded status.
 */
async function rebuildSite(onlyIfPending = false): Promise<void> {
  const supabase = serviceClient();
  const { data, error } = await supabase
    .from('content_settings')
    .select('build_hook_url, rebuild_pending')
    .maybeSingle();
  if (error) {
    console.error(`[content-admin] content_settings: ${error.message}`);
    return;
  }
  const url = data?.build_hook_url;
  if (!url || (onlyIfPending && !data.rebuild_pending)) return;
  const status = await callBuildHook(url, isProduction());
  const recorded = await supabase.rpc('content_record_build_hook', { p_status: status });
  if (recorded.error) console.error(`[content-admin] content_record_build_hook: ${recorded.error.message}`);
}

/** The scheduled run: scheduled versions due now go live, and the site is rebuilt if any went live unbuilt. */
async function promoteDue(): Promise<Response> {
  const { data, error } = await serviceClient().rpc('content_promote_due');
  if (error) throw new Error(`content_promote_due: ${error.message}`);
  await rebuildSite(true);
  return json(200, { promoted: data });
}

export default async function handler(req: Request): Promise<Response> {
  if (req.method === 'OPTIONS') return preflight();
  if (req.method !== 'POST') return failure(405, 'invalid_request', 'Use POST');
  const caller = await identifyCaller(req);
  const body = await jsonBody(req);
  if (caller.kind === 'server') {
    if (!body.ok) return body.response;
    return (body.value as { action?: unknown } | null)?.action === 'promote-due'
      ? promoteDue()
      : failure(400, 'invalid_request', "The secret key runs only { action: 'promote-due' }", 'action');
  }
  const admin = await adminId(caller);
  if ('response' in admin) return admin.response;
  if (!body.ok) return body.response;
  const parsed = parseContentRequest(body.value);
  if (!parsed.ok) return failure(400, parsed.refusal.code, parsed.refusal.message, parsed.refusal.field);
  let action = parsed.action;
  if (action.action === 'save') {
    const sanitized = sanitizeDraft(action.draft);
    if (!sanitized.ok)
      return failure(400, sanitized.refusal.code, sanitized.refusal.message, sanitized.refusal.field);
    action = { ...action, draft: sanitized.draft };
  }

  const outcome = await runAction(serviceClient(), admin.id, action);
  if (!outcome.ok) {
    const { status, code, message, field, missing } = outcome.refusal;
    // content_nothing_complete names what each language lacks, as a publish's answer does.
    if (missing) return json(status, { error: { code, message, missing } });
    return failure(status, code, message, field);
  }
  if (changesLiveSite(action)) await rebuildSite();
  return json(200, outcome.answer);
}

Deno.serve(handler);
