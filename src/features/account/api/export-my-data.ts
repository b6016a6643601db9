// "Download my data": export_my_data() answers the whole document; the browser saves it as a JSON file.
import { useMutation } from '@tanstack/react-query';
import { getSupabase } from '@/lib/get-supabase';
import { exportFileName } from '@/features/account/account-model';

export async function exportMyData(): Promise<unknown> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('export_my_data');
  if (error) throw error;
  return data;
}

/** Hands the document to the browser as a download (an object URL on a temporary link). */
export function saveJson(document_: unknown, fileName: string = exportFileName()): void {
  const blob = new Blob([JSON.stringify(document_, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useExportMyData() {
  return useMutation({
    mutationFn: async () => {
      saveJson(await exportMyData());
    },
  });
}
