import { getSupabase } from '@/lib/get-supabase';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation';
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
  return useRefreshingMutation(crmKeys.all, undoLastImport);
}
