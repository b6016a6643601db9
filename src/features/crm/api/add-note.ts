import { getSupabase } from '@/lib/get-supabase';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation';
import { crmKeys } from './crm-keys';

export async function addNote(input: { contactId: string; authorId: string; body: string }) {
  const supabase = await getSupabase();
  const { error } = await supabase.from('contact_notes').insert({
    contact_id: input.contactId,
    author_id: input.authorId,
    body: input.body.trim(),
    kind: 'note',
  });
  if (error) throw error;
}

export function useAddNote(contactId: string) {
  return useRefreshingMutation(crmKeys.contact(contactId), addNote);
}
