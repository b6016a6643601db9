// Each content-admin action as the call of its SQL function, with the admin as p_actor (the SQL records who
// saved, published or restored, and checks the rules every writer shares). A refusal comes back with its code and
// status; anything else SQL answers with an error is a fault, thrown.
import type { ServiceClient } from '../_shared/service-client.ts';
import type { ContentAction, Refusal } from './request.ts';
import { sqlRefusal, type Missing } from './sql-errors.ts';

export type ActionOutcome =
  | { ok: true; answer: Record<string, unknown> }
  | { ok: false; refusal: Refusal & { status: number; missing?: Missing } };

/** The SQL function and its arguments for an action. */
function sqlCall(actor: string, action: ContentAction): [string, Record<string, unknown>] {
  switch (action.action) {
    case 'save':
      return [
        'content_save_draft',
        {
          p_actor: actor,
          p_id: action.id,
          p_kind: action.kind,
          p_key: action.key,
          p_draft: action.draft,
          p_autosave: action.autosave,
        },
      ];
    case 'publish':
      return ['content_publish', { p_actor: actor, p_id: action.id, p_at: action.at }];
    case 'unpublish':
      return ['content_unpublish', { p_actor: actor, p_id: action.id }];
    case 'delete':
      return ['content_delete', { p_actor: actor, p_id: action.id }];
    case 'cancel-schedule':
      return ['content_cancel_schedule', { p_actor: actor, p_id: action.id }];
    case 'restore':
      return ['content_restore', { p_actor: actor, p_revision_id: action.revisionId }];
    case 'set-build-hook':
      return ['content_set_build_hook', { p_actor: actor, p_url: action.url }];
  }
}

/** What the action answers: the document (publish: with missing; delete: none left), or the settings. */
function answerOf(action: ContentAction, data: unknown): Record<string, unknown> {
  switch (action.action) {
    case 'publish':
      return data as Record<string, unknown>; // content_publish answers { document, missing } itself
    case 'delete':
      return { document: null };
    case 'set-build-hook':
      return { settings: data };
    default:
      return { document: data };
  }
}

export async function runAction(
  supabase: ServiceClient,
  actor: string,
  action: ContentAction,
): Promise<ActionOutcome> {
  const [name, args] = sqlCall(actor, action);
  const { data, error } = await (
    supabase.rpc as (fn: string, args: object) => ReturnType<ServiceClient['rpc']>
  )(name, args);
  if (error) {
    const refusal = sqlRefusal(error);
    if (refusal) return { ok: false, refusal };
    throw new Error(`${name}: ${error.message}`);
  }
  return { ok: true, answer: answerOf(action, data) };
}
