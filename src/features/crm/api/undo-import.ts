import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/lib/get-supabase';
import { jsonObject } from '@/lib/json-answer';
import { crmKeys } from './crm-keys';

export interface UndoResult {
  import_id: string;
  deleted: number;
  restored: number;
  kept: number;
}

export async function undoLastImport(): Promise<UndoResult> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('crm_undo_last_import');
  if (error) throw error;
  return jsonObject<UndoResult>(data, ['import_id', 'deleted', 'restored', 'kept'], 'crm_undo_last_import');
}

export function useUndoLastImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoLastImport,
    onSettled: () => queryClient.invalidateQueries({ queryKey: crmKeys.all }),
  });
}
