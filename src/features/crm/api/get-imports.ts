// The import log: the newest imports with their counts and row errors.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/lib/get-supabase';
import { crmKeys } from './crm-keys';

export async function getImports() {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('contact_imports')
    .select(
      'id, filename, total_rows, inserted_count, updated_count, skipped_count, error_count, row_errors, created_at, undone_at',
    )
    .order('created_at', { ascending: false })
    .limit(10);
  if (error) throw error;
  return data;
}

export type ImportLogRow = Awaited<ReturnType<typeof getImports>>[number];

export function useImports() {
  return useQuery(queryOptions({ queryKey: crmKeys.imports(), queryFn: getImports }));
}
