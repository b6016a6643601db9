// Every write of the content area goes through the content-admin Edge Function (it sanitizes the bodies with
// DOMPurify and checks admin + two-factor before the service-role SQL runs): one call, its refusals read from the
// body `{ error: { code, message, field? } }` into a ContentAdminError the forms translate.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/lib/get-supabase';
import type { ContentDocument, Json } from '@/features/admin/content-document-model';
import { adminKeys } from './admin-keys';

export class ContentAdminError extends Error {
  constructor(
    readonly code: string,
    message: string,
    /** The field the refusal is about, e.g. `fr.body` or `key`. */
    readonly field?: string,
    /** content_nothing_complete: what each language lacks. */
    readonly missing?: Missing,
  ) {
    super(message);
    this.name = 'ContentAdminError';
  }
}

export type ContentAction =
  | { action: 'save'; id?: string; kind: 'article' | 'page'; key: string; draft: Json; autosave?: boolean }
  | { action: 'publish'; id: string; at?: string }
  | { action: 'unpublish' | 'delete' | 'cancel-schedule'; id: string }
  | { action: 'restore'; revisionId: number }
  | { action: 'set-build-hook'; url: string | null };

export type Missing = { en?: string[]; fr?: string[] };

export interface ContentAnswer {
  document?: ContentDocument | null;
  /** After a publish: the fields that kept a language unpublished. */
  missing?: Missing;
  settings?: unknown;
}

async function refusal(error: { message: string; context?: unknown }): Promise<ContentAdminError> {
  const { context } = error;
  if (context instanceof Response) {
    const body = (await context.json().catch(() => ({}))) as {
      error?: { code?: string; message?: string; field?: string; missing?: Missing };
    };
    return new ContentAdminError(
      body.error?.code ?? 'failed',
      body.error?.message ?? context.statusText,
      body.error?.field,
      body.error?.missing,
    );
  }
  return new ContentAdminError('network', error.message);
}

export async function contentAdmin(body: ContentAction): Promise<ContentAnswer> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke<ContentAnswer>('content-admin', { body });
  if (error) throw await refusal(error as { message: string; context?: unknown });
  return data ?? {};
}

/** One action of the content area; the list, the document and its history are read again afterwards. */
export function useContentAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: contentAdmin,
    onSuccess: (answer) => {
      if (answer.document) {
        queryClient.setQueryData(adminKeys.contentDocument(answer.document.id), answer.document);
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.content() }),
  });
}
