// Every language's rich text body of a draft through the sanitizer before SQL stores it: the SQL functions are
// the service role's only, so this is the one way a body reaches the database. Pages have no body and pass as
// they are (their texts are plain strings, shown as text).
import { sanitizeContentHtml } from '../_shared/content-html.ts';
import type { Draft, Refusal } from './request.ts';

const LANGUAGES = ['en', 'fr'] as const;

export type SanitizedDraft = { ok: true; draft: Draft } | { ok: false; refusal: Refusal };

export function sanitizeDraft(draft: Draft): SanitizedDraft {
  const clean: Draft = { shared: draft.shared, en: { ...draft.en }, fr: { ...draft.fr } };
  for (const language of LANGUAGES) {
    const field = `${language}.body`;
    const body = draft[language].body;
    if (body === undefined) continue;
    if (typeof body !== 'string') {
      return {
        ok: false,
        refusal: { code: 'invalid_request', message: `${field} must be HTML text`, field },
      };
    }
    const sanitized = sanitizeContentHtml(body);
    if (!sanitized.ok) {
      return {
        ok: false,
        refusal: {
          code: 'content_link_refused',
          message: `Links and images may only lead to https:, http:, mailto:, tel: or a page of the shop, not ${sanitized.refusedUrl.slice(0, 200)}`,
          field,
        },
      };
    }
    clean[language].body = sanitized.html;
  }
  return { ok: true, draft: clean };
}
