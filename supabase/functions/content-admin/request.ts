// The body of a content-admin call read into one action, or the 400 to answer (the issue 31 content contract):
// only the shape is checked here; what the values mean (slugs, page shapes, schedules, complete languages) is
// decided by the SQL functions, which hold the rules for every writer.
// Pure: no Deno global, so Vitest runs its unit test.

export type ContentKind = 'article' | 'page';

export type ContentAction =
  | { action: 'save'; id: string | null; kind: ContentKind; key: string; draft: Draft; autosave: boolean }
  | { action: 'publish'; id: string; at: string | null }
  | { action: 'unpublish' | 'delete' | 'cancel-schedule'; id: string }
  | { action: 'restore'; revisionId: number }
  | { action: 'set-build-hook'; url: string | null };

/** The document JSON: languages en and fr beside what they share; their insides are SQL's to check. */
export interface Draft {
  shared: Record<string, unknown>;
  en: Record<string, unknown>;
  fr: Record<string, unknown>;
}

export interface Refusal {
  code: string;
  message: string;
  field?: string;
}

export type ParsedRequest = { ok: true; action: ContentAction } | { ok: false; refusal: Refusal };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** An ISO 8601 date and time with its offset, as Date#toISOString writes it (what the admin UI sends). */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const invalid = (message: string, field?: string): ParsedRequest => ({
  ok: false,
  refusal: field ? { code: 'invalid_request', message, field } : { code: 'invalid_request', message },
});

function parseId(body: Record<string, unknown>): string | undefined {
  return typeof body.id === 'string' && UUID.test(body.id) ? body.id.toLowerCase() : undefined;
}

function parseDraft(value: unknown): Draft | undefined {
  if (!isObject(value) || !isObject(value.shared) || !isObject(value.en) || !isObject(value.fr))
    return undefined;
  return { shared: value.shared, en: value.en, fr: value.fr };
}

function parseSave(body: Record<string, unknown>): ParsedRequest {
  const id = body.id === undefined || body.id === null ? null : parseId(body);
  if (id === undefined) return invalid('id must be a document id (uuid)', 'id');
  if (body.kind !== 'article' && body.kind !== 'page')
    return invalid("kind must be 'article' or 'page'", 'kind');
  if (
    body.key === undefined ||
    body.key === null ||
    (typeof body.key === 'string' && body.key.trim() === '')
  ) {
    return {
      ok: false,
      refusal: { code: 'content_slug_required', message: 'Give the address (slug)', field: 'key' },
    };
  }
  if (typeof body.key !== 'string') return invalid('key must be a string', 'key');
  const draft = parseDraft(body.draft);
  if (!draft) return invalid('draft must be { shared, en, fr }, each an object', 'draft');
  if (body.autosave !== undefined && typeof body.autosave !== 'boolean') {
    return invalid('autosave must be true or false', 'autosave');
  }
  return {
    ok: true,
    action: { action: 'save', id, kind: body.kind, key: body.key, draft, autosave: body.autosave === true },
  };
}

function parsePublish(body: Record<string, unknown>, id: string): ParsedRequest {
  if (body.at === undefined || body.at === null)
    return { ok: true, action: { action: 'publish', id, at: null } };
  if (typeof body.at !== 'string' || !ISO_INSTANT.test(body.at) || Number.isNaN(Date.parse(body.at))) {
    return invalid('at must be an ISO date and time with its offset', 'at');
  }
  return { ok: true, action: { action: 'publish', id, at: new Date(body.at).toISOString() } };
}

export function parseContentRequest(body: unknown): ParsedRequest {
  if (!isObject(body)) return invalid('The body must be a JSON object');
  switch (body.action) {
    case 'save':
      return parseSave(body);
    case 'restore':
      return typeof body.revisionId === 'number' &&
        Number.isSafeInteger(body.revisionId) &&
        body.revisionId > 0
        ? { ok: true, action: { action: 'restore', revisionId: body.revisionId } }
        : invalid('revisionId must be a revision id', 'revisionId');
    case 'set-build-hook':
      return body.url === null || typeof body.url === 'string'
        ? { ok: true, action: { action: 'set-build-hook', url: body.url?.trim() || null } }
        : invalid('url must be a string or null', 'url');
    case 'publish':
    case 'unpublish':
    case 'delete':
    case 'cancel-schedule': {
      const id = parseId(body);
      if (!id) return invalid('id must be a document id (uuid)', 'id');
      return body.action === 'publish'
        ? parsePublish(body, id)
        : { ok: true, action: { action: body.action, id } };
    }
    default:
      return invalid(
        'action must be one of save, publish, unpublish, delete, restore, cancel-schedule, set-build-hook',
        'action',
      );
  }
}
