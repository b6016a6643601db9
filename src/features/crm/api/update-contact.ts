import { getSupabase } from '@/lib/get-supabase';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation';
import type { ContactProfile } from '@/features/crm/contact-model';
import { crmKeys } from './crm-keys';

export async function updateContact(input: { id: string; profile: ContactProfile }) {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('contacts')
    .update(input.profile)
    .eq('id', input.id)
    .select('id');
  if (error) throw error;
  // RLS turns a refused update into "no row changed": say so rather than "saved".
  if (data.length === 0) throw new Error('not_saved');
}

export function useUpdateContact() {
  return useRefreshingMutation(crmKeys.contacts(), updateContact);
}
