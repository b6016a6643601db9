// The content area's reads: admins select content_documents, content_revisions and content_settings directly
// (RLS lets an admin at aal2 read them); every write goes through the content-admin function instead.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/lib/get-supabase';
import type { ContentDocument } from '@/features/admin/content-document-model';
import { adminKeys } from './admin-keys';

export interface ContentRevision {
  id: number;
  reason: 'save' | 'autosave' | 'publish' | 'restore';
  saved_at: string;
  saved_by: string | null;
}

export interface ContentSettings {
  build_hook_url: string | null;
  last_build_hook_at: string | null;
  last_build_hook_status: string | null;
}

export async function getContentDocuments(): Promise<ContentDocument[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('content_documents')
    .select('*')
    .order('kind')
    .order('updated_at', { ascending: false });
  if (error) throw error;
  return data as ContentDocument[];
}

export async function getContentDocument(id: string): Promise<ContentDocument | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('content_documents').select('*').eq('id', id).maybeSingle();
  if (error) throw error;
  return data as ContentDocument | null;
}

export async function getContentRevisions(documentId: string): Promise<ContentRevision[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('content_revisions')
    .select('id, reason, saved_at, saved_by')
    .eq('document_id', documentId)
    .order('saved_at', { ascending: false })
    .limit(50);
  if (error) throw error;
  return data as ContentRevision[];
}

export async function getContentSettings(): Promise<ContentSettings | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('content_settings')
    .select('build_hook_url, last_build_hook_at, last_build_hook_status')
    .maybeSingle();
  if (error) throw error;
  return data as ContentSettings | null;
}

export const contentDocumentsQuery = () =>
  queryOptions({ queryKey: [...adminKeys.content(), 'list'], queryFn: getContentDocuments });

export function useContentDocuments() {
  return useQuery(contentDocumentsQuery());
}

export function useContentDocument(id: string | null) {
  return useQuery({
    queryKey: adminKeys.contentDocument(id ?? 'new'),
    queryFn: () => getContentDocument(id as string),
    enabled: id !== null,
  });
}

export function useContentRevisions(documentId: string | null) {
  return useQuery({
    queryKey: adminKeys.contentRevisions(documentId ?? 'new'),
    queryFn: () => getContentRevisions(documentId as string),
    enabled: documentId !== null,
  });
}

export function useContentSettings() {
  return useQuery({ queryKey: adminKeys.contentSettings(), queryFn: getContentSettings });
}
