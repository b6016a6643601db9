import { getSupabase } from '@/lib/get-supabase';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation';
import { crmKeys } from './crm-keys';

export async function tagContacts(input: { ids: string[]; tag: string; remove?: boolean }): Promise<number> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('crm_tag_contacts', {
    p_ids: input.ids,
    p_tag: input.tag.trim(),
    p_remove: input.remove ?? false,
  });
  if (error) throw error;
  return data;
}

export function useTagContacts() {
  return useRefreshingMutation(crmKeys.contacts(), tagContacts);
}
