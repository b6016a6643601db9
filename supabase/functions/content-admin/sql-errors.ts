// The content SQL functions' refusals (a snake_case code in `message`, the sentence in `hint`, the field in
// `details` when there is one) turned into the function's answer: the code as it is, with its HTTP status.
// Anything else is not a refusal but a fault, and the caller throws it.
import type { Refusal } from './request.ts';

/** Each code SQL may refuse with (issue 31 content contract) and the status it is answered with. */
const STATUS_OF: Record<string, number> = {
  content_slug_required: 400,
  content_slug_invalid: 400,
  content_title_required: 400,
  content_shape_changed: 400,
  content_link_refused: 400,
  content_nothing_complete: 400,
  content_schedule_past: 400,
  content_press_link_invalid: 400,
  content_build_hook_invalid: 400,
  content_date_invalid: 400,
  content_too_large: 400,
  content_page_stays_published: 400,
  content_forbidden: 403,
  two_factor_required: 403,
  content_not_found: 404,
  content_slug_taken: 409,
};

export interface SqlError {
  message: string;
  hint?: string | null;
  details?: string | null;
}

/** A field path the editor can point at (`key`, `fr.title`, `shared.press.2.href`). */
const FIELD = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9]+)*$/;

/** content_nothing_complete's detail: the fields each language lacks, as publish's answer names them. */
function missingFields(details: string | null | undefined): Missing | undefined {
  try {
    const parsed: unknown = JSON.parse(details ?? '');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
    const missing: Missing = {};
    for (const language of ['en', 'fr'] as const) {
      const fields = (parsed as Record<string, unknown>)[language];
      if (Array.isArray(fields)) missing[language] = fields.filter((field) => typeof field === 'string');
    }
    return missing;
  } catch {
    return undefined;
  }
}

export type Missing = { en?: string[]; fr?: string[] };

export function sqlRefusal(error: SqlError): (Refusal & { status: number; missing?: Missing }) | undefined {
  const status = STATUS_OF[error.message];
  if (status === undefined) return undefined;
  const refusal: Refusal & { status: number; missing?: Missing } = {
    status,
    code: error.message,
    message: error.hint || error.message,
  };
  if (error.details && FIELD.test(error.details)) refusal.field = error.details;
  const missing = error.message === 'content_nothing_complete' ? missingFields(error.details) : undefined;
  if (missing) refusal.missing = missing;
  return refusal;
}
