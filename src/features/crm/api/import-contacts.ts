// Runs an import: the log row first (with the errors found in the browser), then the valid rows in batches.
// A failing batch stops the import; what earlier batches did stays recorded and can be undone.
import { getSupabase } from '@/lib/get-supabase';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation';
import { jsonObject } from '@/lib/json-answer';
import { errorRowCount, importBatches, type ImportRow, type RowError } from '@/features/crm/import-model';
import { crmKeys } from './crm-keys';

const LOGGED_ERRORS = 5000;

export interface ImportResult {
  importId: string;
  total: number;
  inserted: number;
  updated: number;
  skipped: number;
  errors: number;
}

/** What crm_import_contacts answers for a batch (errors: the rows it refused, with their field and code). */
interface BatchAnswer {
  inserted: number;
  updated: number;
  skipped: number;
  errors: unknown[];
}

export async function importContacts(input: {
  filename: string;
  total: number;
  valid: ImportRow[];
  errors: RowError[];
  onProgress?: (done: number) => void;
}): Promise<ImportResult> {
  const supabase = await getSupabase();
  const { data: importId, error } = await supabase.rpc('crm_start_import', {
    p_filename: input.filename,
    p_total_rows: input.total,
    // The log keeps the first errors in full (a request body is at most 1 MB) and counts them all.
    p_row_errors: input.errors.slice(0, LOGGED_ERRORS).map(({ row, field, code }) => ({ row, field, code })),
    p_error_rows: errorRowCount(input.errors),
  });
  if (error) throw error;
  const result: ImportResult = {
    importId,
    total: input.total,
    inserted: 0,
    updated: 0,
    skipped: 0,
    errors: errorRowCount(input.errors),
  };
  let done = 0;
  for (const batch of importBatches(input.valid)) {
    const { data, error: batchError } = await supabase.rpc('crm_import_contacts', {
      p_import_id: importId,
      p_rows: batch,
    });
    if (batchError) throw batchError;
    const answer = jsonObject<BatchAnswer>(
      data,
      ['inserted', 'updated', 'skipped', 'errors'],
      'crm_import_contacts',
    );
    result.inserted += answer.inserted;
    result.updated += answer.updated;
    result.skipped += answer.skipped;
    result.errors += answer.errors.length;
    done += batch.length;
    input.onProgress?.(done);
  }
  return result;
}

export function useImportContacts() {
  return useRefreshingMutation(crmKeys.all, importContacts);
}
