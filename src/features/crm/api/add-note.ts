import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/lib/get-supabase';
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addNote,
    onSettled: () => queryClient.invalidateQueries({ queryKey: crmKeys.contact(contactId) }),
  });
}
