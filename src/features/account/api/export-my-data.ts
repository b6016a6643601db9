// "Download my data": export_my_data() answers the whole document; the browser saves it as a JSON file.
import { useMutation } from '@tanstack/react-query';
import { getSupabase } from '@/lib/get-supabase';
import { downloadBlob } from '@/lib/download';
import { exportFileName } from '@/features/account/account-model';

export async function exportMyData(): Promise<unknown> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('export_my_data');
  if (error) throw error;
  return data;
}

/** Hands the document to the browser as a download (an object URL on a temporary link). */
export function saveJson(document_: unknown, fileName: string = exportFileName()): void {
  downloadBlob(new Blob([JSON.stringify(document_, null, 2)], { type: 'application/json' }), fileName);
}

export function useExportMyData() {
  return useMutation({
    mutationFn: async () => {
      saveJson(await exportMyData());
    },
  });
}
