import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '../../../lib/get-supabase';
import type { ContactProfile } from '../contact-model';
import { crmKeys } from './crm-keys';

export async function updateContact(input: { id: string; profile: ContactProfile }) {
  const supabase = await getSupabase();
  const { error } = await supabase.from('contacts').update(input.profile).eq('id', input.id);
  if (error) throw error;
}

export function useUpdateContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContact,
    onSettled: () => queryClient.invalidateQueries({ queryKey: crmKeys.contacts() }),
  });
}
